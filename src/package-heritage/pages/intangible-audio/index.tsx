/** /intangible-audio: heritage audio (menu INTANGIBLE_AUDIO). */
import { EntryListView } from '@/features/heritage'

export default function IntangibleAudioPage() {
  return <EntryListView kind="AUDIO" />
}
