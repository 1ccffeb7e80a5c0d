/** /complain-save: the spec's messages in the form's order before any call, the draft kept across the place picker, then the save and the success page. */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n, typeInto } from '../../../../tests/setup/render'
import { useComplaintDraft } from '@/features/complaints'
import { navigate } from '@/services/navigate'
import { post } from '@/services/request'
import ComplainSavePage from '.'

const postMock = post as jest.Mock
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const lastToast = () => (showToast.mock.calls.at(-1)?.[0] as { title: string } | undefined)?.title
const submit = () => fireEvent.click(screen.getByTestId('complaint-submit'))
const typeArea = (testId: string, value: string) => {
  const host = screen.getByTestId(testId)
  const area = host.tagName === 'TEXTAREA' ? host : host.querySelector('textarea') || host
  fireEvent.input(area, { target: { value } })
}

beforeEach(() => {
  jest.clearAllMocks()
  mockPageParams.mockReturnValue({})
  useComplaintDraft.getState().clear('default')
})

test('each missing field answers the spec message, in the form order; nothing is sent until all are there', async () => {
  renderWithI18n(<ComplainSavePage />)
  const expectToast = async (text: string) => {
    submit()
    await waitFor(() => expect(lastToast()).toBe(text))
  }
  await expectToast('请填写姓名！')
  typeInto('complaint-name', '张伟')
  await expectToast('请选择投诉类型！')
  fireEvent.click(screen.getByTestId('complaint-type-PRICE'))
  await expectToast('请填写被投诉方！')
  typeInto('complaint-respondent', '锦里某小吃店')
  await expectToast('请选择投诉地点！')
  // what /complain-place writes into the shared draft
  act(() => useComplaintDraft.getState().change({ placeName: '锦里古街', longitude: 104.05, latitude: 30.646 }))
  expect(screen.getByTestId('complaint-place').textContent).toContain('锦里古街')
  await expectToast('请填写详细地址！')
  typeInto('complaint-address', '武侯祠大街231号')
  await expectToast('请选择发生时间！')
  act(() => useComplaintDraft.getState().change({ occurredAt: '2026-03-01 14:30' }))
  await expectToast('请填写投诉原因！')
  typeInto('complaint-reason', '价格与标价不符')
  await expectToast('请填写具体意见！')
  expect(postMock).not.toHaveBeenCalled()

  typeArea('complaint-content', '标价15元结账收30元')
  postMock.mockResolvedValue({ code: 0, data: { id: 5 }, message: 'ok' })
  submit()
  await waitFor(() => expect(postMock).toHaveBeenCalled())
  expect(postMock).toHaveBeenCalledWith(
    'res/api/complaints/save',
    {
      channel: 'default',
      name: '张伟',
      gender: 0,
      complaintType: 'PRICE',
      placeName: '锦里古街',
      longitude: 104.05,
      latitude: 30.646,
      respondent: '锦里某小吃店',
      address: '武侯祠大街231号',
      occurredAt: '2026-03-01 14:30',
      reason: '价格与标价不符',
      content: '标价15元结账收30元',
    },
    { idempotent: true },
  )
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/complain-success?id=5', 'replace'))
  // filed: the draft is gone
  expect(useComplaintDraft.getState().drafts.default).toBeUndefined()
})

test('the draft survives leaving the page (the place picker) and coming back', () => {
  const first = renderWithI18n(<ComplainSavePage />)
  act(() => useComplaintDraft.getState().change({ name: '李娜', complaintType: 'SAFETY' }))
  fireEvent.click(screen.getByTestId('complaint-place'))
  expect(navigate).toHaveBeenCalledWith('/complain-place')
  first.unmount()
  renderWithI18n(<ComplainSavePage />)
  expect(useComplaintDraft.getState().drafts.default?.name).toBe('李娜')
  expect(screen.getByTestId('complaint-type-SAFETY').getAttribute('aria-checked')).toBe('true')
})

test('a phone that is not 11 digits, and a time in the future', async () => {
  renderWithI18n(<ComplainSavePage />)
  act(() =>
    useComplaintDraft.getState().change({
      name: '张伟',
      phone: '138',
      complaintType: 'SERVICE',
      respondent: 'x',
      placeName: 'y',
      longitude: 104,
      latitude: 30,
      address: 'z',
      occurredAt: '2099-01-01 10:00',
      reason: 'r',
      content: 'c',
    }),
  )
  submit()
  await waitFor(() => expect(lastToast()).toBe('请填写正确的手机号！'))
  act(() => useComplaintDraft.getState().change({ phone: '' }))
  submit()
  await waitFor(() => expect(lastToast()).toBe('发生时间不能晚于当前时间！'))
})
