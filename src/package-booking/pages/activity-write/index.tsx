/**
 * /activity-write/{id}/{type}: feedback on an activity after taking part, with the comment writer
 * every detail uses (text, expressions, photos, behind the bound-phone rule); published or held, it
 * goes on to /activity-write-success, which says which.
 */
import { Text } from '@tarojs/components'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { buildQuery } from '@/core/routes'
import { activityApi } from '@/features/activities'
import { CommentWriter, targetOfParams } from '@/features/comments'
import { useLoad, usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'

export default function ActivityWritePage() {
  const { t } = useTranslation(['activity', 'comments'])
  const { id, type } = usePageParams()
  const target = useMemo(() => targetOfParams(type, id), [type, id])
  const activity = useLoad(() => activityApi.detail(id), { key: id })
  return (
    <PageShell title={t('activity:write.title')}>
      {activity.data && <Text className="cm-writer__for">{t('comments:writer.for', { title: activity.data.name })}</Text>}
      <CommentWriter
        target={target}
        onSent={(saved) => navigate(`${routes.activityWriteSuccess()}${buildQuery({ state: saved.state })}`, 'replace')}
      />
    </PageShell>
  )
}
