/**
 * Drafts of what a visitor is writing (product-spec 3 "Shared state: ... add-strategy draft"):
 * one per publishing page, kept in a zustand store persisted to the device, so leaving the page
 * (or the app) and coming back finds the text and pictures as they were. Publishing clears it.
 * /add-strategy and /strategy-edit share the strategy draft (cover and title, then the body).
 */
import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import type { StoryType } from '../../core/stories/contract'
import { storage } from '../../platform/storage'

export type DraftKind = 'story' | 'pk' | 'work' | 'strategy'

export interface StoryDraftState {
  storyType: StoryType
  title: string
  content: string
  cover: string
  images: string[]
  tagId: number | null
  topicId: number | null
  agreed: boolean
}

export const emptyDraft = (storyType: StoryType): StoryDraftState => ({
  storyType,
  title: '',
  content: '',
  cover: '',
  images: [],
  tagId: null,
  topicId: null,
  agreed: false,
})

export const DRAFT_TYPES: Record<DraftKind, StoryType> = { story: 'STORY', pk: 'PK', work: 'WORK', strategy: 'STRATEGY' }

interface DraftStore {
  drafts: Partial<Record<DraftKind, StoryDraftState>>
  update(kind: DraftKind, change: Partial<StoryDraftState>): void
  clear(kind: DraftKind): void
}

export const STORY_DRAFTS_KEY = 'storyDrafts'

// the platform storage is synchronous JSON; zustand's JSON storage wants strings
const deviceStorage: StateStorage = {
  getItem: (name) => storage.get<string>(name) ?? null,
  setItem: (name, value) => storage.set(name, value),
  removeItem: (name) => storage.remove(name),
}

export const useDraftStore = create<DraftStore>()(
  persist(
    (set) => ({
      drafts: {},
      update: (kind, change) =>
        set((s) => ({ drafts: { ...s.drafts, [kind]: { ...(s.drafts[kind] ?? emptyDraft(DRAFT_TYPES[kind])), ...change } } })),
      clear: (kind) => set((s) => ({ drafts: { ...s.drafts, [kind]: undefined } })),
    }),
    { name: STORY_DRAFTS_KEY, storage: createJSONStorage(() => deviceStorage), partialize: (s) => ({ drafts: s.drafts }) },
  ),
)

/** the draft of a page, an empty one when there is none */
export function useDraft(kind: DraftKind): [StoryDraftState, (change: Partial<StoryDraftState>) => void, () => void] {
  const draft = useDraftStore((s) => s.drafts[kind]) ?? emptyDraft(DRAFT_TYPES[kind])
  const update = useDraftStore((s) => s.update)
  const clear = useDraftStore((s) => s.clear)
  return [draft, (change) => update(kind, change), () => clear(kind)]
}
