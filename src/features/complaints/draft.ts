/**
 * The shared state "complaint form data" (product-spec 3): the draft of the form, kept while the
 * visitor goes to /complain-place or /complain-voice and back, per channel (the three entries keep
 * their own), dropped once the complaint is filed. The voice recording kept by saveAudio rides along.
 */
import { useMemo } from 'react'
import { create } from 'zustand'
import type { SavedAudio } from '../../core/complaints/contract'
import { EMPTY_COMPLAINT, type ComplaintChannel, type ComplaintForm } from '../../core/complaints/rules'

interface DraftState {
  /** the channel whose form is open (the place and voice pages write into it) */
  channel: ComplaintChannel
  drafts: Partial<Record<ComplaintChannel, ComplaintForm>>
  audio: Partial<Record<ComplaintChannel, SavedAudio | null>>
  open(channel: ComplaintChannel, preset?: Partial<ComplaintForm>): void
  change(part: Partial<ComplaintForm>): void
  setAudio(audio: SavedAudio | null): void
  clear(channel: ComplaintChannel): void
}

export const useComplaintDraft = create<DraftState>((set) => ({
  channel: 'default',
  drafts: {},
  audio: {},
  open: (channel, preset = {}) =>
    set((s) => ({
      channel,
      drafts: s.drafts[channel] ? s.drafts : { ...s.drafts, [channel]: { ...EMPTY_COMPLAINT, ...preset, channel } },
    })),
  change: (part) =>
    set((s) => ({
      drafts: { ...s.drafts, [s.channel]: { ...(s.drafts[s.channel] ?? { ...EMPTY_COMPLAINT, channel: s.channel }), ...part } },
    })),
  setAudio: (audio) =>
    set((s) => ({
      audio: { ...s.audio, [s.channel]: audio },
      drafts: {
        ...s.drafts,
        [s.channel]: { ...(s.drafts[s.channel] ?? { ...EMPTY_COMPLAINT, channel: s.channel }), audioId: audio?.id ?? null },
      },
    })),
  clear: (channel) =>
    set((s) => {
      const drafts = { ...s.drafts }
      const audio = { ...s.audio }
      delete drafts[channel]
      delete audio[channel]
      return { drafts, audio }
    }),
}))

/** the open channel's form (an empty one before any) */
export function useCurrentDraft(): ComplaintForm {
  const channel = useComplaintDraft((s) => s.channel)
  const draft = useComplaintDraft((s) => s.drafts[s.channel])
  return useMemo(() => draft ?? { ...EMPTY_COMPLAINT, channel }, [draft, channel])
}
