/** /activity-write-success: thanks for the feedback, and whether it waits for review (state=pending); then back, or more activities. */
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { CommentSuccess } from '@/features/comments'
import { PageAction, PageActions, usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'

export default function ActivityWriteSuccessPage() {
  const { t } = useTranslation('activity')
  const { state } = usePageParams()
  return (
    <PageShell title={t('write.done')}>
      <CommentSuccess pending={state === 'pending'} />
      <PageActions>
        <PageAction
          testId="activity-write-back"
          onClick={() => Taro.navigateBack().catch(() => navigate(routes.activityHome(), 'relaunch'))}
        >
          {t('write.back')}
        </PageAction>
        <PageAction plain testId="activity-write-more" onClick={() => navigate(routes.activityHome(), 'replace')}>
          {t('success.more')}
        </PageAction>
      </PageActions>
    </PageShell>
  )
}
