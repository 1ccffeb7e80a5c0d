/** /guide-list/{keyword}/{sex}: the guides found, the sex switchable here; `all` in either segment is no filter. */
import { View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import { guideFilterOf } from '../../core/guides/guide-filter'
import { usePageParams } from '../../kit/page-params'
import { GuideList } from './GuideList'
import { SexTabs } from './components/SexTabs'
import './guides.scss'
import './guides-hub.scss'

export function GuideListView() {
  const { t } = useTranslation('guides')
  const route = usePageParams()
  const initial = guideFilterOf(route.keyword, route.sex)
  const [sex, setSex] = useState(initial.sex)
  const title = initial.keyword ? t('title.guideListOf', { keyword: initial.keyword }) : t('title.guideList')
  return (
    <PageShell title={title}>
      <View className="guides-page" data-testid="guide-list-page">
        <SexTabs current={sex} onChange={setSex} />
        <GuideList filter={{ keyword: initial.keyword, sex }} />
      </View>
    </PageShell>
  )
}
