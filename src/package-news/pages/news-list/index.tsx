/** /news-list/{code} and /news-list/{code}/{tagId} (NEWS menu: /news-list/all). */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { NewsListView } from '@/features/news'
import { usePageParams } from '@/kit'

export default function NewsListPage() {
  const { t } = useTranslation('news')
  const { code, tagId } = usePageParams()
  return (
    <PageShell title={t('title')}>
      <NewsListView code={code || undefined} tagId={tagId || undefined} />
    </PageShell>
  )
}
