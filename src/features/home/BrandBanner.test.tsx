/**
 * A place's brand banner: getApiBrandList with the place's type and id, pageSize 1; the brand's
 * name and slogan; a tap opens /brand-desc/{id}; nothing when the place has no brand.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { navigate } from '../../services/navigate'
import { get } from '../../services/request'
import { BrandBanner } from './brand'

jest.mock('../../services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('../../services/navigate', () => ({ navigate: jest.fn() }))
const mockGet = get as jest.Mock
const brand = {
  id: 3,
  name: '拜水都江堰 · 问道青城山',
  slogan: '世界文化遗产',
  cover: '/api/demo/pictures/river-1.svg',
  tags: [],
  placeCount: 9,
}

beforeEach(() => jest.clearAllMocks())

test('asks for the brand of the place (pageSize 1), shows it and opens its page', async () => {
  mockGet.mockResolvedValue({ code: 0, datas: [brand], page: { total: 1, totalPage: 1 } })
  renderWithI18n(<BrandBanner resourceType="CONTENT_TYPE_SCENERY" resourceId={7} />)
  const banner = await screen.findByTestId('brand-banner')
  expect(mockGet).toHaveBeenCalledWith(
    'res/api/brand/list',
    { linksResourceType: 'CONTENT_TYPE_SCENERY', linksResourceId: 7, currPage: 1, pageSize: 1 },
    expect.anything(),
  )
  expect(banner.textContent).toContain('所属品牌')
  expect(banner.textContent).toContain('拜水都江堰 · 问道青城山')
  expect(banner.textContent).toContain('世界文化遗产')
  fireEvent.click(banner)
  expect(navigate).toHaveBeenCalledWith('/brand-desc/3')
})

test('a place without a brand shows no banner', async () => {
  mockGet.mockResolvedValue({ code: 0, datas: [], page: { total: 0, totalPage: 0 } })
  const { container } = renderWithI18n(<BrandBanner resourceType="CONTENT_TYPE_HOTEL" resourceId={8} />)
  await waitFor(() => expect(mockGet).toHaveBeenCalled())
  await new Promise((r) => setTimeout(r, 0))
  expect(container.querySelector('[data-testid="brand-banner"]')).toBeNull()
})
