/** /recent-news: the latest news of every channel, newest first. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { ALL_CHANNELS } from '@/features/news'
import { NewsCards } from '../../components/NewsCards'

export default function RecentNewsPage() {
  const { t } = useTranslation('news')
  return (
    <PageShell title={t('titles.recent')}>
      <NewsCards params={{ channelCode: ALL_CHANNELS }} layout="rows" />
    </PageShell>
  )
}
