/** The transport search: defaults, swap, the call with from/to/date, rows with times, duration, price and seats; a refusal toasted. */
import { mockPageParams } from '../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../tests/setup/render'
import { get } from '@/services/request'
import { TransportSearch } from './TransportSearch'

const getMock = get as jest.Mock
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)

const row = {
  code: 'C6101',
  carrier: '中国铁路',
  fromStation: '犀浦站',
  toStation: '都江堰站',
  departTime: '07:05',
  arriveTime: '07:43',
  arriveDayOffset: 0,
  durationMinutes: 38,
  price: 10,
  seatsLeft: 130,
  seats: [{ name: '二等座', price: 10, left: 130 }],
}

beforeEach(() => {
  jest.clearAllMocks()
  mockPageParams.mockReturnValue({})
})

test('成都 → 都江堰 trains: the rows with times, duration, price and seats left', async () => {
  getMock.mockResolvedValue({
    code: 0,
    data: { kind: 'train', from: '成都', to: '都江堰', date: '2099-05-01', provider: 'dev', rows: [row] },
  })
  renderWithI18n(<TransportSearch kind="train" />)
  fireEvent.click(screen.getByTestId('transport-search'))
  const shown = await screen.findByTestId('transport-row-C6101')
  expect(getMock.mock.calls[0][0]).toBe('resExt/api/train/query')
  expect(getMock.mock.calls[0][1]).toMatchObject({ from: '成都', to: '都江堰' })
  expect(shown.textContent).toContain('07:05')
  expect(shown.textContent).toContain('07:43')
  expect(shown.textContent).toContain('38分钟')
  expect(shown.textContent).toContain('¥10起')
  expect(shown.textContent).toContain('余130张')
  expect(shown.dataset.departed).toBe('false')
})

test('a train of the day that has already left is still listed, marked departed instead of its seats', async () => {
  getMock.mockResolvedValue({
    code: 0,
    data: { kind: 'train', from: '成都', to: '都江堰', date: '2020-05-01', provider: 'dev', rows: [row] },
  })
  renderWithI18n(<TransportSearch kind="train" />)
  fireEvent.click(screen.getByTestId('transport-search'))
  const shown = await screen.findByTestId('transport-row-C6101')
  expect(shown.dataset.departed).toBe('true')
  expect(shown.textContent).toContain('已发车')
  expect(shown.textContent).not.toContain('余130张')
})

test('swap, and a refused station toasted', async () => {
  getMock.mockResolvedValue({ code: 400, message: '暂不支持该站点：火星' })
  renderWithI18n(<TransportSearch kind="bus" />)
  fireEvent.click(screen.getByTestId('transport-swap'))
  fireEvent.click(screen.getByTestId('transport-search'))
  await waitFor(() => expect(getMock).toHaveBeenCalled())
  expect(getMock.mock.calls[0][1]).toMatchObject({ from: '都江堰', to: '成都' })
  await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '暂不支持该站点：火星' })))
  expect(screen.queryByTestId('transport-results')).toBeNull()
})

test('the address’s from, to and date are searched at once', async () => {
  mockPageParams.mockReturnValue({ from: '成都', to: '乌鲁木齐', date: '2099-01-02' })
  getMock.mockResolvedValue({
    code: 0,
    data: { kind: 'flight', from: '成都', to: '乌鲁木齐', date: '2099-01-02', provider: 'dev', rows: [] },
  })
  renderWithI18n(<TransportSearch kind="flight" />)
  expect(await screen.findByTestId('transport-empty')).toBeTruthy()
  expect(getMock.mock.calls[0][1]).toEqual({ from: '成都', to: '乌鲁木齐', date: '2099-01-02' })
})
