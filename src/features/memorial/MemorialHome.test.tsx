/**
 * The home's memorial section: the halls with today's offerings from the worship base, a hall
 * opens /memorial-hall/{id}; the theme turns grey (wl-memorial, grey theme colour) while the mode
 * is on, and the leave button ends it.
 */
import { fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import i18n from '../../i18n'
import { MEMORIAL_THEME_COLOR, ThemeRoot, applyWorshipQuery, useMemorialStore } from '../../kit/theme'
import { navigate } from '../../services/navigate'
import { get } from '../../services/request'
import { MemorialHome } from './MemorialHome'

jest.mock('@tarojs/taro', () => {
  const { useEffect } = jest.requireActual('react')
  // the page shows once, on mount
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return { ...jest.requireActual('@tarojs/taro'), useDidShow: (fn: () => void) => useEffect(() => fn(), []) }
})
jest.mock('../../services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('../../services/navigate', () => ({ navigate: jest.fn() }))

const hall = {
  id: 3,
  name: '成都市烈士陵园',
  cover: '/api/demo/pictures/garden-21.svg',
  summary: '长眠于此的革命先烈与英雄模范',
  place: '成都市成华区',
  flowerNum: 68650,
  candleNum: 42530,
  todayFlowers: 255,
  todayCandles: 171,
  messageNum: 12,
}

beforeEach(() => {
  useMemorialStore.setState({ memorial: false })
  ;(get as jest.Mock).mockResolvedValue({ code: 0, datas: [hall], page: { total: 1, totalPage: 1 } })
})

test('isWorship=true turns the grey theme on; the halls with today; a hall opens; leaving ends the mode', async () => {
  applyWorshipQuery({ isWorship: 'true' })
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeRoot testId="root">{useMemorialStore.getState().memorial && <MemorialHome />}</ThemeRoot>
    </I18nextProvider>,
  )
  const root = screen.getByTestId('root')
  expect(root.className).toContain('wl-memorial')
  expect(root.style.getPropertyValue('--wl-primary')).toBe(MEMORIAL_THEME_COLOR)
  expect((await screen.findByTestId('memorial-today-3')).textContent).toBe('今日献花 255 · 点烛 171')
  expect(get).toHaveBeenCalledWith('rest/memorial/hall/list', { currPage: 1, pageSize: 20 }, expect.objectContaining({ base: 'worship' }))
  fireEvent.click(screen.getByTestId('memorial-hall-3'))
  expect(navigate).toHaveBeenCalledWith('/memorial-hall/3')
  fireEvent.click(screen.getByTestId('memorial-leave'))
  expect(useMemorialStore.getState().memorial).toBe(false)
  expect(screen.getByTestId('root').className).not.toContain('wl-memorial')
})

test('a query without isWorship keeps the session mode; isWorship=false ends it', () => {
  applyWorshipQuery({ isWorship: 'true' })
  applyWorshipQuery({})
  expect(useMemorialStore.getState().memorial).toBe(true)
  applyWorshipQuery({ isWorship: 'false' })
  expect(useMemorialStore.getState().memorial).toBe(false)
})
