/** /other-guide/{type}: a guide's four entries in order and the other guides; an unknown type says so and offers the real ones. */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { navigate } from '@/services/navigate'
import OtherGuidePage from '.'

const globals = globalThis as unknown as { __SITE__: typeof __SITE__ }
const site = globals.__SITE__
beforeEach(() => {
  globals.__SITE__ = jest.requireActual('../../../../sites/index.js').loadSite('cc-greatwall')
})
afterEach(() => {
  globals.__SITE__ = site
  jest.clearAllMocks()
})

test('walking routes: Jinshanling first, then Shanhaiguan, Dongjiakou and Baiyangyu; the other guides below', () => {
  mockPageParams.mockReturnValue({ type: 'routes' })
  renderWithI18n(<OtherGuidePage />)
  expect(screen.getByRole('heading').textContent).toBe('长城徒步线路')
  const items = Array.from(document.querySelectorAll('[data-testid^="guide-item-"]')).map((e) => e.getAttribute('data-testid'))
  expect(items).toEqual(['guide-item-jinshanling', 'guide-item-shanhaiguan', 'guide-item-dongjiakou', 'guide-item-baiyangyu'])
  expect(screen.getByTestId('guide-item-jinshanling').textContent).toContain('望京楼')
  expect(screen.queryByTestId('guide-link-routes')).toBeNull()
  fireEvent.click(screen.getByTestId('guide-link-etiquette'))
  expect(navigate).toHaveBeenCalledWith('/other-guide/etiquette')
})

test('an unknown type: no entries, the message and every guide', () => {
  mockPageParams.mockReturnValue({ type: 'nightlife' })
  renderWithI18n(<OtherGuidePage />)
  expect(screen.getByTestId('guide-unknown').textContent).toBe('没有这份指南，看看下面这些吧。')
  expect(document.querySelectorAll('[data-testid^="guide-item-"]')).toHaveLength(0)
  for (const type of ['routes', 'seasons', 'etiquette']) expect(screen.getByTestId(`guide-link-${type}`)).toBeTruthy()
})
