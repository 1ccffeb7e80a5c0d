/** /activity-success/{orderCode}: the booking is made: the activity, its session, the people and the status; then my activities or more activities. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { sessionWithDayText } from '@/core/booking/site-time'
import { RESOURCE_TYPES } from '@/core/resource-types'
import * as routes from '@/core/route-paths'
import { buildQuery } from '@/core/routes'
import { activityCalls } from '@/features/activities'
import { PageAction, PageActions, useLoad, usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'

export default function ActivitySuccessPage() {
  const { t } = useTranslation(['activity', 'booking'])
  const { orderCode } = usePageParams()
  const order = useLoad(() => activityCalls.order(orderCode), { key: orderCode })
  const o = order.data
  return (
    <PageShell title={t('activity:success.title')}>
      <View className="activity-done" data-testid="activity-success" data-state={o ? 'ready' : 'loading'}>
        <Text className="activity-done__title">{t('activity:success.heading')}</Text>
        {o && (
          <>
            <Text className="activity-done__line" data-testid="activity-success-name">
              {o.resourceName}
            </Text>
            <Text className="activity-done__line">{sessionWithDayText(o.startTime, o.endTime)}</Text>
            <Text className="activity-done__line">{t('booking:list.people', { count: o.useNum })}</Text>
            <Text className="activity-done__line" data-testid="activity-success-status">
              {t(`booking:status.${o.status}`)}
            </Text>
          </>
        )}
        <Text className="activity-done__line">{t('activity:success.code', { code: orderCode })}</Text>
      </View>
      <PageActions>
        <PageAction
          testId="activity-success-mine"
          onClick={() => navigate(`${routes.userActivity()}${buildQuery({ orderType: RESOURCE_TYPES.ACTIVITY.code })}`, 'replace')}
        >
          {t('activity:success.mine')}
        </PageAction>
        <PageAction plain testId="activity-success-more" onClick={() => navigate(routes.activityHome(), 'replace')}>
          {t('activity:success.more')}
        </PageAction>
      </PageActions>
    </PageShell>
  )
}
