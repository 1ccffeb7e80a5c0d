/** /news-list-xj/{code} (Xinjiang layout): the news of channel {code} ('all': every channel) as large picture cards. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { usePageParams } from '@/kit'
import { NewsCards } from '../../components/NewsCards'

export default function NewsListXjPage() {
  const { t } = useTranslation('news')
  const { code } = usePageParams()
  return (
    <PageShell title={t('title')}>
      <NewsCards params={{ channelCode: code || 'all' }} layout="cards" />
    </PageShell>
  )
}
