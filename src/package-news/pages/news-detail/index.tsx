/** /news-detail/{id}: the title bar shows the news title once loaded, "News details" before. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { usePageParams } from '@/features/account/navigation'
import { NewsDetailView } from '@/features/news/NewsDetailView'

export default function NewsDetailPage() {
  const { t } = useTranslation('news')
  const { id = '' } = usePageParams()
  const [title, setTitle] = useState('')
  return (
    <PageShell title={title || t('detailTitle')}>
      <NewsDetailView id={id} onTitle={setTitle} />
    </PageShell>
  )
}
