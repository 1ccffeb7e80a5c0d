/** /tag-list: the story tags as picture tiles. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { TagList } from '@/features/stories'

export default function Page() {
  const { t } = useTranslation('stories')
  return (
    <PageShell title={t('title.tagList')}>
      <TagList />
    </PageShell>
  )
}
