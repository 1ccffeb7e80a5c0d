/** /activity-success/{orderCode}: the booking is made: the activity, its session, the people and the status; then my activities or more activities. */
import { useTranslation } from 'react-i18next'
import { RESOURCE_TYPES } from '@/core/resource-types'
import * as routes from '@/core/route-paths'
import { buildQuery } from '@/core/routes'
import { PageAction } from '@/kit'
import { navigate } from '@/services/navigate'
import { BookedOrderPage } from '../../components/BookedOrder'

export default function ActivitySuccessPage() {
  const { t } = useTranslation('activity')
  return (
    <BookedOrderPage
      title={t('success.title')}
      heading={t('success.heading')}
      actions={
        <>
          <PageAction
            testId="activity-success-mine"
            onClick={() => navigate(`${routes.userActivity()}${buildQuery({ orderType: RESOURCE_TYPES.ACTIVITY.code })}`, 'replace')}
          >
            {t('success.mine')}
          </PageAction>
          <PageAction plain testId="activity-success-more" onClick={() => navigate(routes.activityHome(), 'replace')}>
            {t('success.more')}
          </PageAction>
        </>
      }
    />
  )
}
