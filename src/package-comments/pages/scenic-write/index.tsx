/**
 * /scenic-write/{id}/{type}[/{title}]: the full writer (stars and tags for places, text,
 * expressions, photos), behind the bound-phone rule; published or held, it goes on to
 * /scenic-comment-success, which says which.
 */
import { Text } from '@tarojs/components'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { CommentWriter, targetOfParams } from '@/features/comments'
import { usePageParams } from '@/kit'
import { buildQuery } from '../../../core/routes'
import * as routes from '../../../core/route-paths'
import { navigate } from '../../../services/navigate'

export default function ScenicWritePage() {
  const { t } = useTranslation('comments')
  const { id, type, title } = usePageParams()
  const target = useMemo(() => targetOfParams(type, id), [type, id])
  return (
    <PageShell title={t('title.write')}>
      {title && <Text className="cm-writer__for">{t('writer.for', { title })}</Text>}
      <CommentWriter
        target={target}
        onSent={(saved) => navigate(`${routes.scenicCommentSuccess()}${buildQuery({ state: saved.state })}`, 'replace')}
      />
    </PageShell>
  )
}
