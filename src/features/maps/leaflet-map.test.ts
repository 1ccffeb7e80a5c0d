/**
 * The Leaflet map's destroy: leaving a map page while its view still zooms must not throw on the next
 * page (issue 28 crawl: "Cannot read properties of undefined (reading '_leaflet_pos')" on
 * /default-service after /service-map/CONTENT_TYPE_PARKING and back; Leaflet issue #9575).
 */
import L from 'leaflet'
import { createLeafletMap } from './leaflet-map'
import type { MapPoint } from './points'

const points: MapPoint[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  name: `停车场 ${i + 1}`,
  address: '人民南路',
  resourceType: 'CONTENT_TYPE_PARKING',
  longitude: 104.0 + i * 0.01,
  latitude: 30.6 + (i % 5) * 0.01,
}))
const centre = { longitude: 104.066, latitude: 30.657 }
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

function laidOut(): HTMLElement {
  const element = document.createElement('div')
  Object.defineProperty(element, 'clientWidth', { value: 390 })
  Object.defineProperty(element, 'clientHeight', { value: 600 })
  document.body.appendChild(element)
  return element
}

test('destroyed while its view zooms, the map throws nothing afterwards and leaves its element', async () => {
  // a browser's zoom animation (jsdom has no CSS transforms: Leaflet would jump instead)
  Object.assign(L.Browser, { any3d: true })
  Object.assign(L.DomUtil, { TRANSITION: 'transition' })
  const errors: string[] = []
  const onError = (e: ErrorEvent) => errors.push(e.message)
  window.addEventListener('error', onError)
  const element = laidOut()
  const map = createLeafletMap(element, {
    tiles: { url: 'https://tiles.invalid/{z}/{x}/{y}.png', subdomains: 'abc', attribution: '', maxZoom: 18 },
    texts: { here: '你在这里' },
    onTiles: () => undefined,
  })
  map.show({ points, centre, showCentre: false, single: false, onOpen: () => undefined })
  // the points change: the view zooms in to the new ones, and the visitor leaves while it does
  map.show({ points: points.slice(0, 8), centre, showCentre: false, single: false, onOpen: () => undefined })
  await wait(60)
  expect(element.querySelector('.leaflet-zoom-anim')).not.toBeNull()
  map.destroy()
  element.remove()
  // Leaflet ends a zoom animation 250 ms after it starts
  await wait(400)
  window.removeEventListener('error', onError)
  expect(errors).toEqual([])
  expect(element.querySelector('.leaflet-pane')).toBeNull()
})
