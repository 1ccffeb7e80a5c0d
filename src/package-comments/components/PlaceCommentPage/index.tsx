/**
 * The page of /scenic-comment/{id}/{type}/{url}/{name} and /venues-comment (same parameters): a place's
 * comments under its name and picture ({url}), the average rating, tag counts as filters, and the
 * way to the full writer.
 */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { CommentListScreen, targetOfParams } from '@/features/comments'
import { usePageParams } from '@/kit'

export default function PlaceCommentPage() {
  const { t } = useTranslation('comments')
  const { id, type, url, name } = usePageParams()
  return (
    <PageShell title={name || t('title.list')}>
      <CommentListScreen target={targetOfParams(type, id)} name={name} cover={url} />
    </PageShell>
  )
}
