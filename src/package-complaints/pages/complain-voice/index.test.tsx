/** /complain-voice: record through the platform recorder, upload through the one uploader, saveAudio with no loading indicator, into the draft. */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../../tests/setup/render'
import { useComplaintDraft } from '@/features/complaints'
import { post } from '@/services/request'
import ComplainVoicePage from '.'

type End = (o: unknown) => void
let mockEnded: End = () => undefined
const mockStop = jest.fn(() =>
  mockEnded({ ok: true, recording: { file: new Blob(['x']), durationMs: 12_400, ext: 'webm', mime: 'audio/webm' } }),
)
const mockRecord = jest.fn(async (_max: number, onEnd: End): Promise<unknown> => {
  mockEnded = onEnd
  return { ok: true, session: { stop: () => mockStop(), cancel: jest.fn() } }
})
jest.mock('@/platform/recorder', () => ({
  recorder: { isSupported: () => true, record: (max: number, onEnd: End) => mockRecord(max, onEnd) },
}))
const mockUploadFile = jest.fn()
jest.mock('@/platform/upload', () => ({ uploadFile: (...a: unknown[]) => mockUploadFile(...a) }))

const postMock = post as jest.Mock

beforeEach(() => {
  jest.clearAllMocks()
  // the upload address is built by the request lifecycle (mocked by page-mocks): a fixed one here
  Object.assign(jest.requireMock('@/services/request'), { buildUrl: () => 'http://cd-city.localhost/api/file/upload' })
  mockPageParams.mockReturnValue({})
  useComplaintDraft.getState().clear('default')
  useComplaintDraft.getState().open('default')
})

test('record → stop → uploaded to complaint-audio → saveAudio (no loading indicator) → attached to the draft', async () => {
  mockUploadFile.mockResolvedValue({ ok: true, url: 'http://cd-city.localhost/api/file/get/cd-city/complaint-audio/202603/a.webm' })
  postMock.mockResolvedValue({
    code: 0,
    data: { id: 31, url: 'http://cd-city.localhost/api/file/get/cd-city/complaint-audio/202603/a.webm', seconds: 12 },
  })
  renderWithI18n(<ComplainVoicePage />)
  fireEvent.click(screen.getByTestId('voice-start'))
  await screen.findByTestId('voice-stop')
  await act(async () => fireEvent.click(screen.getByTestId('voice-stop')))
  await waitFor(() => expect(screen.getByTestId('complaint-voice').getAttribute('data-phase')).toBe('saved'))
  expect(mockUploadFile).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'voice.webm', fields: { path: 'complaint-audio' } }))
  expect(postMock).toHaveBeenCalledWith(
    'res/api/complaints/saveAudio',
    { url: 'http://cd-city.localhost/api/file/get/cd-city/complaint-audio/202603/a.webm', seconds: 12 },
    { loading: false, idempotent: true },
  )
  expect(useComplaintDraft.getState().drafts.default?.audioId).toBe(31)
  expect(screen.getByTestId('voice-state').textContent).toContain('12')
  expect(screen.getByTestId('voice-use')).toBeTruthy()
})

test('the microphone not allowed (privacy agreement refused): the page says why, that text still works, and asks again', async () => {
  mockRecord.mockResolvedValueOnce({ ok: false, reason: 'privacy' })
  renderWithI18n(<ComplainVoicePage />)
  fireEvent.click(screen.getByTestId('voice-start'))
  const notice = await screen.findByTestId('voice-refused')
  expect(screen.getByTestId('complaint-voice').getAttribute('data-phase')).toBe('refused')
  expect(notice.textContent).toBe(
    '你未同意隐私保护指引，暂时无法使用麦克风。再次使用该功能时同意即可。没有语音也可以投诉：返回投诉表单，用文字写明经过即可提交。重新授权',
  )
  expect(screen.getByTestId('voice-back-to-form').textContent).toBe('返回填写文字投诉')
  expect(mockUploadFile).not.toHaveBeenCalled()
  // asking again (WeChat shows the agreement again): allowed now, recording starts
  fireEvent.click(screen.getByTestId('voice-refused-action'))
  await screen.findByTestId('voice-stop')
  expect(screen.queryByTestId('voice-refused')).toBeNull()
})

test('the microphone refused by the browser: the way back to the written complaint', async () => {
  const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'navigateBack:ok' } as never)
  mockRecord.mockResolvedValueOnce({ ok: false, reason: 'denied' })
  renderWithI18n(<ComplainVoicePage />)
  fireEvent.click(screen.getByTestId('voice-start'))
  expect((await screen.findByTestId('voice-refused')).textContent).toContain('浏览器未允许本站使用麦克风')
  fireEvent.click(screen.getByTestId('voice-back-to-form'))
  expect(navigateBack).toHaveBeenCalled()
  expect(useComplaintDraft.getState().drafts.default?.audioId ?? null).toBeNull()
})
