/**
 * /volunteer-list/{type} (menu VOLUNTEER_LIST: /volunteer-list/all): volunteer activities under the
 * tabs all, recruiting (volunteer recruitment) and reserve (reserve recruitment); an unknown type is all.
 */
import { View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { LIST_TYPES, listTypeOf, type ListType } from '@/core/volunteers/records'
import { volunteerActivityApi } from '@/features/volunteers'
import { FilterTabs, PagedList, usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'
import { ActivityCard } from '../../components/parts'

export default function VolunteerListPage() {
  const { t } = useTranslation('volunteers')
  const params = usePageParams()
  const [type, setType] = useState<ListType>(listTypeOf(params.type))
  return (
    <PageShell title={t(`listType.${type}`)}>
      <View className="vol" data-testid="volunteer-list">
        <FilterTabs
          tabs={LIST_TYPES.map((code) => ({ code, name: t(`listType.${code}`) }))}
          current={type}
          onChange={(c) => setType(listTypeOf(c))}
          testIdPrefix="volunteer-list-tab"
        />
        <PagedList
          source={volunteerActivityApi}
          params={{ type }}
          testId="volunteer-list-items"
          renderItem={(a) => (
            <ActivityCard a={a} testId={`vol-activity-${a.id}`} onPress={() => void navigate(routes.volunteerDesc(a.id))} />
          )}
        />
      </View>
    </PageShell>
  )
}
