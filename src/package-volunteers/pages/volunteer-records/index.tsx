/** /volunteer-records: my service records and hours (approved ones count), all / signed / supplementary. */
import { View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { RECORD_KINDS } from '@/core/volunteers/records'
import { hoursText } from '@/core/volunteers/sign-in'
import { recordApi, volunteerCalls } from '@/features/volunteers'
import { FilterTabs, HeadFigure, PagedList, useLoad } from '@/kit'
import { navigate } from '@/services/navigate'
import { Button, RecordCard } from '../../components/parts'

export default function VolunteerRecordsPage() {
  const { t } = useTranslation('volunteers')
  const [kind, setKind] = useState('all')
  const mine = useLoad(volunteerCalls.mine, { onShow: true })
  return (
    <PageShell title={t('title.records')}>
      <View className="vol" data-testid="volunteer-records">
        {mine.data && <HeadFigure label={t('myHours')} value={hoursText(mine.data.serviceMinutes)} testId="records-hours" />}
        <Button
          text={t('entry.supplement')}
          plain
          testId="records-supplement"
          onPress={() => void navigate(routes.volunteerSupplement())}
        />
        <FilterTabs
          tabs={[{ code: 'all', name: t('listType.all') }, ...RECORD_KINDS.map((k) => ({ code: k, name: t(`recordKind.${k}`) }))]}
          current={kind}
          onChange={setKind}
          testIdPrefix="records-tab"
        />
        <PagedList
          source={recordApi}
          params={kind === 'all' ? {} : { kind }}
          reloadOnShow
          testId="records-list"
          renderItem={(r) => (
            <RecordCard r={r} testId={`record-${r.id}`} onPress={() => void navigate(routes.serviceRecordDesc(r.id, r.kind))} />
          )}
        />
      </View>
    </PageShell>
  )
}
