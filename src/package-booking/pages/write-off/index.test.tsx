/**
 * /write-off/{resourceType}/{resourceId}: a user who is not staff of the place is told so; staff
 * type a code (spaces allowed), see the booking and write it off once; a bad code is refused before
 * any call; the server's refusal (a second write-off) is the toast; pending reviews approve/reject.
 */
import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n, typeInto } from '../../../../tests/setup/render'
import { get, post } from '@/services/request'
import WriteOffPage from '.'

jest.mock('@tarojs/taro', () => {
  const { useEffect } = jest.requireActual('react')
  return {
    ...jest.requireActual('@tarojs/taro'),
    useRouter: () => ({ params: { resourceType: 'CONTENT_TYPE_VENUE', resourceId: '12' } }),
    useReachBottom: jest.fn(), // eslint-disable-next-line react-hooks/exhaustive-deps
    useDidShow: (fn: () => void) => useEffect(() => fn(), []),
  }
})
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const showModal = jest.spyOn(Taro, 'showModal')
const getMock = get as jest.Mock
const postMock = post as jest.Mock

const booking = (status: number) => ({
  orderCode: 'BK20261127ABCDEFGHJKLM',
  status,
  resourceType: 'CONTENT_TYPE_VENUE',
  resourceId: 12,
  resourceName: '成都博物馆',
  day: '2026-11-27',
  startTime: '2026-11-27T01:00:00.000Z',
  endTime: '2026-11-27T04:00:00.000Z',
  useNum: 1,
  visitors: ['张三'],
})
const KEY = { resourceType: 'CONTENT_TYPE_VENUE', resourceId: '12' }

function serve(staff: unknown[], pending: unknown[] = []) {
  getMock.mockImplementation((url: string) => {
    if (url.endsWith('staffResources')) return Promise.resolve({ code: 0, datas: staff })
    if (url.endsWith('auditList')) return Promise.resolve({ code: 0, datas: pending, page: { total: pending.length, totalPage: 1 } })
    return Promise.resolve({ code: 0, data: booking(11) })
  })
}

beforeEach(() => jest.clearAllMocks())

test('not staff of the place: told so, nothing else', async () => {
  serve([{ resourceType: 'CONTENT_TYPE_VENUE', resourceId: 99, resourceName: '别处' }])
  renderWithI18n(<WriteOffPage />)
  expect((await screen.findByTestId('write-off-refused')).textContent).toBe('您不是该场馆的工作人员，不能核销或审核')
  expect(screen.queryByTestId('write-off-code')).toBeNull()
})

test('staff: a bad code is refused before any call; a good one shows the booking; write off once', async () => {
  serve([{ resourceType: 'CONTENT_TYPE_VENUE', resourceId: 12, resourceName: '成都博物馆' }])
  renderWithI18n(<WriteOffPage />)
  expect((await screen.findByTestId('write-off-place')).textContent).toBe('成都博物馆')
  typeInto('write-off-code', '4028 1573')
  fireEvent.click(screen.getByTestId('write-off-find'))
  await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请输入 12 位数字电子码' })))
  expect(getMock).not.toHaveBeenCalledWith('act/api/activityOrder/validOrderInfo', expect.anything())

  typeInto('write-off-code', '4028 1573 6649')
  fireEvent.click(screen.getByTestId('write-off-find'))
  await screen.findByTestId('write-off-order')
  expect(getMock).toHaveBeenCalledWith('act/api/activityOrder/validOrderInfo', { ...KEY, code: '402815736649' })
  expect(screen.getByTestId('write-off-status').textContent).toBe('待使用')
  expect(screen.getByTestId('write-off-order').textContent).toContain('张三')

  postMock.mockResolvedValueOnce({ code: 0, message: '核销成功', data: booking(12) })
  fireEvent.click(screen.getByTestId('write-off-submit'))
  await waitFor(() => expect(postMock).toHaveBeenCalledWith('act/api/activityOrder/selfValidOrder', { ...KEY, code: '402815736649' }))
  await waitFor(() => expect(screen.getByTestId('write-off-status').textContent).toBe('已完成'))
  expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '核销成功' }))
  expect(screen.queryByTestId('write-off-submit')).toBeNull()
})

test('the server’s refusal is the toast (a code written off already)', async () => {
  serve([{ resourceType: 'CONTENT_TYPE_VENUE', resourceId: 12, resourceName: '成都博物馆' }])
  postMock.mockResolvedValueOnce({ code: 400, message: '该电子码已核销，不能重复核销' })
  renderWithI18n(<WriteOffPage />)
  await screen.findByTestId('write-off-place')
  typeInto('write-off-code', '402815736649')
  fireEvent.click(screen.getByTestId('write-off-find'))
  fireEvent.click(await screen.findByTestId('write-off-submit'))
  await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '该电子码已核销，不能重复核销' })))
})

test('pending reviews: approve at once; reject after the question', async () => {
  serve(
    [{ resourceType: 'CONTENT_TYPE_VENUE', resourceId: 12, resourceName: '成都博物馆' }],
    [
      {
        orderCode: 'BKROOM',
        status: 4,
        resourceName: '成都博物馆',
        startTime: '2026-11-27T01:00:00.000Z',
        endTime: '2026-11-27T03:00:00.000Z',
        useNum: 1,
      },
    ],
  )
  postMock.mockResolvedValue({ code: 0, message: '已通过审核', data: { orderCode: 'BKROOM', status: 11 } })
  showModal.mockResolvedValueOnce({ confirm: true, cancel: false, errMsg: '' } as never)
  renderWithI18n(<WriteOffPage />)
  fireEvent.click(await screen.findByTestId('pending-approve-BKROOM'))
  await waitFor(() => expect(postMock).toHaveBeenCalledWith('act/api/activityOrder/audit', { ...KEY, orderCode: 'BKROOM', auditStatus: 1 }))
  fireEvent.click(screen.getByTestId('pending-reject-BKROOM'))
  await waitFor(() => expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '驳回后名额将释放，确定驳回吗？' })))
  await waitFor(() => expect(postMock).toHaveBeenCalledWith('act/api/activityOrder/audit', { ...KEY, orderCode: 'BKROOM', auditStatus: 2 }))
})
