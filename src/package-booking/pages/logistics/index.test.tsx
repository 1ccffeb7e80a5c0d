/** /logistics/{orderCode}: carrier, waybill, state words and events newest first in site time; no shipment → not found. */
import { screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get } from '@/services/request'
import LogisticsPage from '.'

jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('@tarojs/taro'), useRouter: () => ({ params: { id: 'FAN' } }) }))
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))
const getMock = get as jest.Mock

test('the track as the provider answers it', async () => {
  getMock.mockResolvedValue({
    code: 0,
    data: {
      orderCode: 'FAN',
      companyName: '顺丰速运',
      trackingNumber: 'SF1420387765521',
      state: 'delivering',
      events: [
        { time: '2026-11-25T18:00:00.000Z', context: '【成都锦江区营业部】快递员 王师傅 正在为您派件' },
        { time: '2026-11-25T02:00:00.000Z', context: '【成都市】顺丰速运 已揽收' },
      ],
    },
  })
  renderWithI18n(<LogisticsPage />)
  await screen.findByTestId('logistics-state')
  expect(getMock).toHaveBeenCalledWith('user/api/order/logistics', { orderCode: 'FAN' })
  expect(screen.getByTestId('logistics-state').textContent).toBe('派送中')
  expect(screen.getByTestId('logistics-company').textContent).toBe('顺丰速运')
  expect(screen.getByTestId('logistics-number').textContent).toBe('SF1420387765521')
  expect(screen.getByTestId('logistics-event-0').textContent).toBe('【成都锦江区营业部】快递员 王师傅 正在为您派件2026-11-26 02:00')
  expect(screen.getByTestId('logistics-event-1').textContent).toContain('已揽收2026-11-25 10:00')
})

test('an order without a shipment: not found', async () => {
  getMock.mockResolvedValue({ code: 404, message: '该订单暂无物流信息' })
  renderWithI18n(<LogisticsPage />)
  await waitFor(() => expect(screen.getByTestId('logistics-error').textContent).toBe('该订单暂无物流信息'))
})
