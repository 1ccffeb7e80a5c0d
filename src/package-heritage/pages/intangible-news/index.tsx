/** /intangible-news: heritage news (menu INTANGIBLE_NEWS). */
import { EntryListView } from '@/features/heritage'

export default function IntangibleNewsPage() {
  return <EntryListView kind="NEWS" />
}
