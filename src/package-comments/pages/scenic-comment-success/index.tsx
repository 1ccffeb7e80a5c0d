/** /scenic-comment-success: thanks, and whether the comment waits for review (state=pending), then back. */
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { CommentSuccess } from '@/features/comments'
import { PageAction, usePageParams } from '@/kit'
import { HOME_ROUTE } from '../../../core/routes'
import { navigate } from '../../../services/navigate'

export default function CommentSuccessPage() {
  const { t } = useTranslation('comments')
  const { state } = usePageParams()
  return (
    <PageShell title={t('title.success')}>
      <CommentSuccess pending={state === 'pending'} />
      <PageAction testId="comment-success-back" onClick={() => Taro.navigateBack().catch(() => navigate(HOME_ROUTE, 'relaunch'))}>
        {t('success.back')}
      </PageAction>
    </PageShell>
  )
}
