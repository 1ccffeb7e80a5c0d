/**
 * /user-intangible (menu INHERITOR): the successors the visitor follows and the projects they
 * collected, newest first; reloaded when the page shows again (back from a detail where they
 * unfollowed). Login needed (account gates: a link asks first, a plain first visit starts on /login).
 */
import { View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import { FilterTabs } from '../../kit/filter-tabs'
import { PagedList } from '../../kit/paged-list'
import { collectedApi, followedApi } from './api'
import { ProjectCard, SuccessorCard } from './components/Cards'
import './heritage.scss'

type Tab = 'successors' | 'projects'

export function UserIntangibleView() {
  const { t } = useTranslation('heritage')
  const [tab, setTab] = useState<Tab>('successors')
  const tabs = [
    { code: 'successors', name: t('mine.successors') },
    { code: 'projects', name: t('mine.projects') },
  ]
  return (
    <PageShell title={t('title.userIntangible')}>
      <View className="heritage-page" data-testid="heritage-mine">
        <FilterTabs tabs={tabs} current={tab} onChange={(c) => setTab(c as Tab)} testIdPrefix="heritage-mine" />
        {tab === 'successors' ? (
          <PagedList
            source={followedApi}
            reloadOnShow
            className="heritage-list"
            testId="heritage-mine-successors"
            renderItem={(s) => <SuccessorCard item={s} />}
          />
        ) : (
          <PagedList
            source={collectedApi}
            reloadOnShow
            className="heritage-list"
            testId="heritage-mine-projects"
            renderItem={(p) => <ProjectCard item={p} />}
          />
        )}
      </View>
    </PageShell>
  )
}
