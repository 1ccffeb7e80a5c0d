/**
 * /user-complain (menu COMPLAINT, login): my complaints, newest first, by status (all, pending,
 * accepted, processed); each row shows its status (and overdue), the last step of its timeline, and
 * opens /complain-detail/{id}. "我要投诉" is the list's main action: first when there is no complaint yet.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { COMPLAINT_STATUSES } from '@/core/complaints/rules'
import * as routes from '@/core/route-paths'
import { complaintApi, ComplaintRow } from '@/features/complaints'
import { FilterTabs, PageAction, PagedList } from '@/kit'
import { navigate } from '@/services/navigate'

const ALL = 'all'

export default function UserComplainPage() {
  const { t } = useTranslation('complaints')
  const [status, setStatus] = useState(ALL)
  const tabs = [ALL, ...COMPLAINT_STATUSES].map((code) => ({ code, name: t(`status.${code}`) }))
  return (
    <PageShell title={t('title.list')}>
      <FilterTabs tabs={tabs} current={status} onChange={setStatus} testIdPrefix="complaint-tab" />
      <PagedList
        source={complaintApi}
        params={status === ALL ? {} : { status }}
        reloadOnShow
        testId="user-complain"
        className="cp-page"
        renderItem={(item) => <ComplaintRow item={item} />}
        mainAction={
          <PageAction testId="complaint-new" onClick={() => navigate(routes.complainSave())}>
            {t('list.new')}
          </PageAction>
        }
      />
    </PageShell>
  )
}
