/** /simple-comment/{type}/{id}: the comments of any item, the inline box (list wording), all comments. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { CommentListScreen, targetOfParams } from '@/features/comments'
import { usePageParams } from '@/kit'

export default function SimpleCommentPage() {
  const { t } = useTranslation('comments')
  const { type, id } = usePageParams()
  return (
    <PageShell title={t('title.list')}>
      <CommentListScreen target={targetOfParams(type, id)} />
    </PageShell>
  )
}
