/** H5 PlaceMap with the Leaflet module mocked (Leaflet needs a laid-out DOM): what it is given, and the offline fallback. */
import { act, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { i18n, renderWithI18n } from '../../../tests/setup/render'
import { createLeafletMap } from './leaflet-map'
import PlaceMap from './PlaceMap'
import type { MapPoint } from './points'
import type { TileStatus } from './tiles'

jest.mock('./leaflet-map', () => ({ createLeafletMap: jest.fn() }))
const create = createLeafletMap as jest.Mock
const show = jest.fn()
const destroy = jest.fn()
let reportTiles: (status: TileStatus) => void = () => undefined
beforeEach(() => {
  show.mockClear()
  destroy.mockClear()
  create.mockReset().mockImplementation((_el, options) => {
    reportTiles = options.onTiles
    return { show, destroy }
  })
})

const points: MapPoint[] = [
  { id: 1, name: '公厕 A', address: '人民南路', resourceType: 'CONTENT_TYPE_TOILET', longitude: 104.07, latitude: 30.66 },
  { id: 2, name: '公厕 B', address: '红星路', resourceType: 'CONTENT_TYPE_TOILET', longitude: 104.08, latitude: 30.67 },
]
const centre = { longitude: 104.066, latitude: 30.657 }

test('the map is made once on the site tiles and shown the points, the centre and whether to mark it', async () => {
  const { rerender } = renderWithI18n(<PlaceMap points={points} centre={centre} showCentre />)
  await waitFor(() => expect(screen.getByTestId('place-map').getAttribute('data-state')).toBe('ready'))
  expect(create).toHaveBeenCalledTimes(1)
  expect(create.mock.calls[0][1].tiles.url).toContain('autonavi')
  expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ points, centre, showCentre: true, single: false }))
  const root = screen.getByTestId('place-map')
  expect(root.getAttribute('data-markers')).toBe('2')
  expect(root.getAttribute('data-state')).toBe('ready')

  rerender(
    <I18nextProvider i18n={i18n}>
      <PlaceMap points={points.slice(0, 1)} centre={centre} showCentre />
    </I18nextProvider>,
  )
  expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ points: points.slice(0, 1) }))
  expect(create).toHaveBeenCalledTimes(1)
})

test('no tile loaded: the markers stay and the offline note shows', async () => {
  renderWithI18n(<PlaceMap points={points} centre={centre} />)
  await waitFor(() => expect(screen.getByTestId('place-map').getAttribute('data-state')).toBe('ready'))
  expect(screen.queryByTestId('place-map-offline')).toBeNull()
  act(() => reportTiles('offline'))
  expect(screen.getByTestId('place-map').getAttribute('data-tiles')).toBe('offline')
  expect(screen.getByTestId('place-map').className).toContain('place-map--offline')
  expect(screen.getByTestId('place-map-offline').textContent).toBe('地图底图无法加载，地点显示在空白底图上')
  expect(show.mock.calls.at(-1)[0].points).toHaveLength(2)
})

test('the map is removed with the page', async () => {
  const { unmount } = renderWithI18n(<PlaceMap points={points} centre={centre} />)
  await waitFor(() => expect(screen.getByTestId('place-map').getAttribute('data-state')).toBe('ready'))
  unmount()
  expect(destroy).toHaveBeenCalled()
})
