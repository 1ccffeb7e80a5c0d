/** /cc-hotel lists the site's hotels as post stations; /cc-scenicspot the scenic areas, opening /cc-detail/{id}. */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import CcScenicspotPage from '../cc-scenicspot'
import CcHotelPage from '.'

const mockListed = jest.fn()
jest.mock('@/features/places', () => ({
  PlaceListView: (props: { type: string; variant?: string; detailOf?: (id: number) => string }) => {
    mockListed(props)
    return <div data-testid="place-list" data-type={props.type} />
  },
}))

const globals = globalThis as unknown as { __SITE__: typeof __SITE__ }
const site = globals.__SITE__
beforeEach(() => {
  globals.__SITE__ = jest.requireActual('../../../../sites/index.js').loadSite('cc-greatwall')
  mockPageParams.mockReturnValue({})
})
afterEach(() => {
  globals.__SITE__ = site
  mockListed.mockClear()
})

test('/cc-hotel: the hotels, framed as post stations, with the stations’ story above', () => {
  renderWithI18n(<CcHotelPage />)
  expect(screen.getByRole('heading').textContent).toBe('长城驿站')
  expect(screen.getByTestId('cc-hotel').textContent).toContain('驿站是长城沿线歇脚的地方')
  expect(mockListed).toHaveBeenCalledWith(expect.objectContaining({ type: 'HOTEL', variant: 'station' }))
  // a station opens the hotel detail (with its rooms): no detail override
  expect(mockListed.mock.calls[0][0].detailOf).toBeUndefined()
})

test('/cc-scenicspot: the scenic areas open the park’s own detail', () => {
  renderWithI18n(<CcScenicspotPage />)
  const { type, detailOf } = mockListed.mock.calls[0][0]
  expect(type).toBe('SCENERY')
  expect(detailOf(190)).toBe('/cc-detail/190')
})
