/**
 * The H5 map on Leaflet + Leaflet.markercluster, loaded only by PlaceMap.h5.tsx through a dynamic
 * import, so the library and its stylesheet are a chunk of their own that only map pages fetch.
 * Markers are HTML (divIcon: no marker images to load, and they draw offline); the tile layer reports
 * its loads and errors so the component can show the offline note (tiles.ts, tileStatus).
 */
import L from 'leaflet'
import 'leaflet.markercluster'
import { escapeHtml } from '../../core/escape-html'
import type { LngLat } from '../../core/geo'
import { boundsOf, SINGLE_POINT_ZOOM, type MapPoint } from './points'
import { tileStatus, TILE_WAIT_MS, type TileSource, type TileStatus } from './tiles'
import './leaflet.scss'

export interface MapTexts {
  here: string
}

export interface MapContent {
  points: MapPoint[]
  centre: LngLat
  showCentre: boolean
  single: boolean
  onOpen: (point: MapPoint) => void
}

export interface LeafletMapHandle {
  show(content: MapContent): void
  destroy(): void
}

const PIN_SIZE: [number, number] = [28, 36]

function pinIcon(label: string, single: boolean): L.DivIcon {
  return L.divIcon({
    className: `place-map__pin${single ? ' place-map__pin--single' : ''}`,
    html: `<span class="place-map__pin-dot" data-testid="map-marker"></span>${single ? `<span class="place-map__pin-label">${escapeHtml(label)}</span>` : ''}`,
    iconSize: PIN_SIZE,
    iconAnchor: [PIN_SIZE[0] / 2, PIN_SIZE[1]],
    popupAnchor: [0, -PIN_SIZE[1]],
  })
}

/** a popup whose name is a button that opens the place (navigation stays the app's) */
function popupOf(point: MapPoint, onOpen: (point: MapPoint) => void): HTMLElement {
  const box = document.createElement('div')
  box.className = 'place-map__popup'
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'place-map__popup-name'
  button.textContent = point.name
  button.addEventListener('click', () => onOpen(point))
  box.appendChild(button)
  if (point.address) {
    const address = document.createElement('div')
    address.className = 'place-map__popup-address'
    address.textContent = point.address
    box.appendChild(address)
  }
  return box
}

export function createLeafletMap(
  element: HTMLElement,
  options: { tiles: TileSource; texts: MapTexts; onTiles: (status: TileStatus) => void },
): LeafletMapHandle {
  const map = L.map(element, { zoomControl: true, attributionControl: true, zoomSnap: 0.5 })
  map.attributionControl.setPrefix('Leaflet')

  // tile loads and failures decide the offline note
  const counts = { loaded: 0, failed: 0, pending: 0, timedOut: false }
  let reported: TileStatus | undefined
  const report = () => {
    const status = tileStatus(counts)
    if (status !== reported) {
      reported = status
      options.onTiles(status)
    }
  }
  const tiles = L.tileLayer(options.tiles.url, {
    subdomains: options.tiles.subdomains,
    attribution: options.tiles.attribution,
    maxZoom: options.tiles.maxZoom,
  })
  tiles.on('tileloadstart', () => {
    counts.pending += 1
  })
  tiles.on('tileload', () => {
    counts.pending = Math.max(0, counts.pending - 1)
    counts.loaded += 1
    report()
  })
  tiles.on('tileerror', () => {
    counts.pending = Math.max(0, counts.pending - 1)
    counts.failed += 1
    report()
  })
  tiles.addTo(map)
  const timer = setTimeout(() => {
    counts.timedOut = true
    report()
  }, TILE_WAIT_MS)

  const cluster = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 48, spiderfyOnMaxZoom: true })
  const plain = L.layerGroup()
  cluster.addTo(map)
  plain.addTo(map)
  let hereMarker: L.CircleMarker | undefined

  return {
    show({ points, centre, showCentre, single, onOpen }) {
      cluster.clearLayers()
      plain.clearLayers()
      const markers = points.map((point) => {
        const marker = L.marker([point.latitude, point.longitude], {
          icon: pinIcon(point.name, single),
          title: point.name,
          alt: point.name,
          keyboard: true,
        })
        if (single) marker.on('click', () => onOpen(point))
        else marker.bindPopup(() => popupOf(point, onOpen))
        return marker
      })
      // one place: no clustering; many: clustered
      if (single) markers.forEach((m) => plain.addLayer(m))
      else cluster.addLayers(markers)

      hereMarker?.remove()
      hereMarker = undefined
      if (showCentre) {
        hereMarker = L.circleMarker([centre.latitude, centre.longitude], { radius: 8, className: 'place-map__here', weight: 3 })
          .bindTooltip(options.texts.here)
          .addTo(map)
      }

      const box = single ? undefined : boundsOf(points, showCentre ? centre : undefined)
      if (box && points.length > 0 && (box.north > box.south || box.east > box.west)) {
        map.fitBounds(
          [
            [box.south, box.west],
            [box.north, box.east],
          ],
          { paddingTopLeft: [32, 48], paddingBottomRight: [32, 32], maxZoom: 16 },
        )
      } else {
        const at = single && points[0] ? points[0] : (points[0] ?? centre)
        map.setView([at.latitude, at.longitude], SINGLE_POINT_ZOOM)
      }
    },
    destroy() {
      clearTimeout(timer)
      // Leaflet 1.9 ends a zoom animation by a 250 ms timer that does not ask whether the map is still
      // there (Leaflet issue #9575): leaving a map page while its view zooms threw "reading
      // '_leaflet_pos'" on the next page. Mark the animation over, stop any pan, drop the listeners
      // and the cluster layer (its own animation timers), then remove the map.
      ;(map as unknown as { _animatingZoom?: boolean })._animatingZoom = false
      map.stop()
      map.off()
      cluster.clearLayers()
      map.removeLayer(cluster)
      map.remove()
    },
  }
}
