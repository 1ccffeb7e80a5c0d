/**
 * /activity[/{classifyId}]: every activity, or one classify's, under the classify tabs and the state
 * tabs (all, not started, in progress, ended); the calendar strip opens a day of the classify.
 */
import { View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { ACTIVITY_STATE } from '@/core/activities/rules'
import { activityCalls, ActivityList, CalendarStrip } from '@/features/activities'
import { FilterTabs, useLoad, usePageParams } from '@/kit'

const STATE_TABS = [
  { code: 'all', state: undefined },
  { code: 'notStarted', state: ACTIVITY_STATE.NOT_STARTED },
  { code: 'inProgress', state: ACTIVITY_STATE.IN_PROGRESS },
  { code: 'ended', state: ACTIVITY_STATE.ENDED },
] as const

export default function ActivityPage() {
  const { t } = useTranslation('activity')
  const params = usePageParams()
  const [classifyId, setClassifyId] = useState<string>(params.classifyId || 'all')
  const [stateTab, setStateTab] = useState<string>('all')
  const classifies = useLoad(() => activityCalls.classifies())
  const state = STATE_TABS.find((s) => s.code === stateTab)?.state
  const chosen = classifyId === 'all' ? undefined : classifyId
  return (
    <PageShell title={classifies.data?.find((c) => String(c.id) === classifyId)?.name ?? t('list.title')}>
      <View className="activity-page" data-testid="activity-page">
        <FilterTabs
          tabs={[{ code: 'all', name: t('all') }, ...(classifies.data ?? []).map((c) => ({ code: String(c.id), name: c.name }))]}
          current={classifyId}
          onChange={setClassifyId}
          testIdPrefix="activity-classify-tab"
        />
        <FilterTabs
          tabs={STATE_TABS.map((s) => ({ code: s.code, name: s.code === 'all' ? t('all') : t(`state.${s.code}`) }))}
          current={stateTab}
          onChange={setStateTab}
          testIdPrefix="activity-state-tab"
        />
        <CalendarStrip classifyId={chosen} />
        <ActivityList params={{ ...(chosen ? { classifyId: chosen } : {}), ...(state ? { state } : {}) }} />
      </View>
    </PageShell>
  )
}
