/** /complain-voice: record through the platform recorder, upload through the one uploader, saveAudio with no loading indicator, into the draft. */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { useComplaintDraft } from '@/features/complaints'
import { post } from '@/services/request'
import ComplainVoicePage from '.'

type End = (o: unknown) => void
let mockEnded: End = () => undefined
const mockStop = jest.fn(() =>
  mockEnded({ ok: true, recording: { file: new Blob(['x']), durationMs: 12_400, ext: 'webm', mime: 'audio/webm' } }),
)
jest.mock('@/platform/recorder', () => ({
  recorder: {
    isSupported: () => true,
    record: jest.fn(async (_max: number, onEnd: End) => {
      mockEnded = onEnd
      return { ok: true, session: { stop: () => mockStop(), cancel: jest.fn() } }
    }),
  },
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
