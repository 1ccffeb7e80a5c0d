/**
 * /user-code: each order to be used shows its QR code (an image both platforms draw) and its 12
 * digits in groups of four; a tap shows the QR code large, another closes it; none → the empty
 * words; staff of a place find its write-off page here.
 */
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get } from '@/services/request'
import { navigate } from '@/services/navigate'
import UserCodePage from '.'

jest.mock('@tarojs/taro', () => {
  const { useEffect } = jest.requireActual('react')
  return {
    ...jest.requireActual('@tarojs/taro'), // eslint-disable-next-line react-hooks/exhaustive-deps
    useDidShow: (fn: () => void) => useEffect(() => fn(), []),
  }
})
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))
const getMock = get as jest.Mock

const visit = {
  kind: 'booking',
  orderCode: 'BK20261127ABCDEFGHJKLM',
  code: '402815736649',
  name: '成都博物馆',
  resourceType: 'CONTENT_TYPE_VENUE',
  resourceId: 12,
  startTime: '2026-11-27T01:00:00.000Z',
  endTime: '2026-11-27T04:00:00.000Z',
  useDate: null,
  useNum: 2,
  status: 11,
}
const ticket = {
  ...visit,
  kind: 'generic',
  orderCode: 'OD3PANDA',
  code: '118822334455',
  name: '熊猫基地门票',
  startTime: null,
  endTime: null,
  useDate: '2026-11-27',
  orderType: 3,
  status: 10,
}

function answer(codes: unknown[], staff: unknown[] = []) {
  getMock.mockImplementation((url: string) => Promise.resolve({ code: 0, datas: url.endsWith('staffResources') ? staff : codes }))
}

beforeEach(() => jest.clearAllMocks())

test('QR codes and grouped digits; a tap enlarges, another closes', async () => {
  answer([visit, ticket])
  renderWithI18n(<UserCodePage />)
  await screen.findByTestId(`ecode-${visit.orderCode}`)
  expect(getMock).toHaveBeenCalledWith('user/api/order/eCodeList', {})
  expect(screen.getByTestId(`ecode-digits-${visit.orderCode}`).textContent).toBe('4028 1573 6649')
  expect(screen.getByTestId(`ecode-${visit.orderCode}`).textContent).toContain('11/27 09:00-12:00 · 2 人')
  expect(screen.getByTestId(`ecode-${ticket.orderCode}`).textContent).toContain('使用日期 2026-11-27')
  const img = screen.getByTestId(`ecode-qr-${visit.orderCode}`).querySelector('img, taro-image-core')
  expect(img?.getAttribute('src')).toMatch(/^data:image\/gif;base64,/)
  expect(screen.queryByTestId('ecode-large')).toBeNull()
  fireEvent.click(screen.getByTestId(`ecode-qr-${visit.orderCode}`))
  expect(screen.getByTestId('ecode-large').textContent).toContain('4028 1573 6649')
  fireEvent.click(screen.getByTestId('ecode-large').firstElementChild!)
  expect(screen.queryByTestId('ecode-large')).toBeNull()
})

test('no codes: the empty words; staff see their write-off page', async () => {
  answer([], [{ resourceType: 'CONTENT_TYPE_VENUE', resourceId: 12, resourceName: '成都博物馆' }])
  renderWithI18n(<UserCodePage />)
  expect((await screen.findByTestId('user-code-empty')).textContent).toBe('暂无待使用的电子码')
  fireEvent.click((await screen.findByTestId('user-code-staff-12')).firstElementChild!)
  expect(navigate).toHaveBeenCalledWith('/write-off/CONTENT_TYPE_VENUE/12')
})
