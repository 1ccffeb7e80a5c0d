import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ComplaintStatus } from '../../../core/complaints/rules'

/** pending / accepted / processed, and "overdue" beside a pending one past the site's accept time */
export function StatusTag({ status, overdue }: { status: ComplaintStatus; overdue?: boolean }) {
  const { t } = useTranslation('complaints')
  return (
    <Text className="cp-status-line">
      <Text className={`cp-status cp-status--${status}`} data-testid="complaint-status" data-status={status}>
        {t(`status.${status}`)}
      </Text>
      {overdue && (
        <Text className="cp-status cp-status--overdue" data-testid="complaint-overdue">
          {t('status.overdue')}
        </Text>
      )}
    </Text>
  )
}
