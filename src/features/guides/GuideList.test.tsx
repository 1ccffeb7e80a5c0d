/**
 * The guide list against a mocked API: the filter is sent, each card shows sex, years, rating and
 * languages, and a tap loads the guide's detail (licence, phone, introduction) in place.
 */
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { guideApi, type Guide } from './api'
import { GuideList } from './GuideList'

jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('@tarojs/taro'), useReachBottom: jest.fn() }))
jest.mock('./api', () => ({ guideApi: { variant: 'a', list: jest.fn(), detail: jest.fn() } }))
;(globalThis as any).IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const guide: Guide = {
  id: 7,
  name: '李静怡',
  sex: '2',
  languages: ['普通话', '英语'],
  years: 9,
  rating: 4.9,
  licenceNo: 'D-5101-123456',
  level: '中级导游',
  regionCode: '510100',
  regionName: '成都市',
  cover: '/api/demo/pictures/panda-1.svg',
  tags: ['大熊猫'],
}

test('sends the filter, shows the card and opens the detail in place', async () => {
  ;(guideApi.list as jest.Mock).mockResolvedValue({ ok: true, data: { items: [guide], totalPage: 1 } })
  ;(guideApi.detail as jest.Mock).mockResolvedValue({
    ok: true,
    data: { ...guide, phone: '13800000000', intro: '持证导游。\n\n擅长熊猫讲解。' },
  })
  renderWithI18n(<GuideList filter={{ keyword: '英语', sex: '2' }} />)
  const card = await screen.findByTestId('guide-7')
  expect(guideApi.list).toHaveBeenCalledWith({ keyword: '英语', sex: '2' }, { page: 1, pageSize: 10 })
  expect(card.textContent).toContain('李静怡')
  expect(card.textContent).toContain('女')
  expect(card.textContent).toContain('从业 9 年')
  expect(card.textContent).toContain('评分 4.9')
  expect(card.textContent).toContain('普通话 / 英语')
  expect(screen.queryByTestId('guide-detail')).toBeNull()
  fireEvent.click(screen.getByText('李静怡'))
  const detail = await screen.findByTestId('guide-detail')
  expect(guideApi.detail).toHaveBeenCalledWith(7)
  expect(detail.textContent).toContain('D-5101-123456')
  expect(detail.textContent).toContain('擅长熊猫讲解')
})
