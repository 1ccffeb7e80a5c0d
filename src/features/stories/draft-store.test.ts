import { storage } from '../../platform/storage'
import { STORY_DRAFTS_KEY, useDraftStore } from './draft-store'

beforeEach(() => {
  storage.clear()
  useDraftStore.setState({ drafts: {} })
})

test('a draft is kept on the device as it is written, and found again when the page (or the app) opens again', async () => {
  useDraftStore.getState().update('strategy', { title: '青城山一日游', images: ['/a.png'] })
  useDraftStore.getState().update('strategy', { content: '先坐索道' })
  expect(JSON.parse(storage.get<string>(STORY_DRAFTS_KEY)!).state.drafts.strategy).toMatchObject({
    storyType: 'STRATEGY',
    title: '青城山一日游',
    content: '先坐索道',
    images: ['/a.png'],
  })
  // the visitor left and the app started again: memory is empty, the device copy is read back
  const saved = storage.get<string>(STORY_DRAFTS_KEY)
  useDraftStore.setState({ drafts: {} })
  storage.set(STORY_DRAFTS_KEY, saved)
  await useDraftStore.persist.rehydrate()
  expect(useDraftStore.getState().drafts.strategy?.title).toBe('青城山一日游')
  expect(useDraftStore.getState().drafts.strategy?.content).toBe('先坐索道')
})

test('drafts of different pages are kept apart, and publishing clears only its own', () => {
  useDraftStore.getState().update('story', { title: 'A' })
  useDraftStore.getState().update('work', { title: 'B' })
  useDraftStore.getState().clear('story')
  expect(useDraftStore.getState().drafts.story).toBeUndefined()
  expect(useDraftStore.getState().drafts.work?.title).toBe('B')
  expect(useDraftStore.getState().drafts.work?.storyType).toBe('WORK')
})
