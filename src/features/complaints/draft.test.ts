/** The shared "complaint form data": a draft per entry, kept across pages, preset once, the recording with it, gone once filed. */
import { act, renderHook } from '@testing-library/react'
import { useComplaintDraft, useCurrentDraft } from './draft'

beforeEach(() => {
  for (const c of ['default', 'sc', 'jnq'] as const) useComplaintDraft.getState().clear(c)
})

test('open presets a new draft once; changes go to the open entry; each entry its own', () => {
  const s = () => useComplaintDraft.getState()
  s().open('jnq', { respondent: '都江堰景区' })
  s().change({ name: '张伟' })
  s().open('jnq', { respondent: 'ignored: the draft exists' })
  expect(s().drafts.jnq).toMatchObject({ channel: 'jnq', respondent: '都江堰景区', name: '张伟' })
  s().open('default')
  s().change({ name: '李娜' })
  expect(s().drafts.default?.name).toBe('李娜')
  expect(s().drafts.jnq?.name).toBe('张伟')
})

test('the recording rides in the draft (audioId) until removed; clear drops both', () => {
  const s = () => useComplaintDraft.getState()
  s().open('sc')
  s().setAudio({ id: 9, url: 'https://x/a.webm', seconds: 12 })
  expect(s().drafts.sc?.audioId).toBe(9)
  s().setAudio(null)
  expect(s().drafts.sc?.audioId).toBeNull()
  s().setAudio({ id: 10, url: 'https://x/b.webm', seconds: 3 })
  s().clear('sc')
  expect(s().drafts.sc).toBeUndefined()
  expect(s().audio.sc).toBeUndefined()
})

test('useCurrentDraft: the open entry, a stable empty one before any', () => {
  useComplaintDraft.getState().open('default')
  const { result, rerender } = renderHook(() => useCurrentDraft())
  const first = result.current
  rerender()
  expect(result.current).toBe(first)
  act(() => useComplaintDraft.getState().change({ reason: '价格' }))
  expect(result.current.reason).toBe('价格')
})
