/**
 * The heritage list pages: projects by level (/intangible-project) or by category (/project-list),
 * successors by level, experience and inheritance bases (a notice instead on sites whose version
 * hides them: src/core/heritage/rules.ts). Each is the kit's PagedList under filter tabs.
 */
import { View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import type { HeritageBaseKind } from '../../core/heritage/contract'
import { HERITAGE_CATEGORIES, HERITAGE_LEVELS, showsHeritageBases } from '../../core/heritage/rules'
import { FilterTabs } from '../../kit/filter-tabs'
import { PagedList } from '../../kit/paged-list'
import { baseApis, projectApi, successorApi } from './api'
import { BasesHidden } from './components/BasesHidden'
import { BaseCard, ProjectCard, SuccessorCard } from './components/Cards'
import './heritage.scss'

const ALL = 'ALL'

function useTabs(prefix: 'level' | 'category', codes: readonly string[]) {
  const { t } = useTranslation('heritage')
  const [current, setCurrent] = useState(ALL)
  const tabs = [{ code: ALL, name: t('all') }, ...codes.map((code) => ({ code, name: t(`${prefix}.${code}`) }))]
  const value = current === ALL ? '' : current
  return { tabs, current, setCurrent, value }
}

export function ProjectListView({ by }: { by: 'level' | 'category' }) {
  const { t } = useTranslation('heritage')
  const tabs = useTabs(by, by === 'level' ? HERITAGE_LEVELS : HERITAGE_CATEGORIES)
  return (
    <PageShell title={t(by === 'level' ? 'title.intangibleProject' : 'title.projectList')}>
      <View className="heritage-page" data-testid="heritage-project-list">
        <FilterTabs tabs={tabs.tabs} current={tabs.current} onChange={tabs.setCurrent} testIdPrefix={`heritage-${by}`} />
        <PagedList
          source={projectApi}
          params={{ [by]: tabs.value }}
          className="heritage-list"
          renderItem={(p) => <ProjectCard item={p} />}
        />
      </View>
    </PageShell>
  )
}

export function SuccessorListView() {
  const { t } = useTranslation('heritage')
  const tabs = useTabs('level', HERITAGE_LEVELS)
  return (
    <PageShell title={t('title.successorList')}>
      <View className="heritage-page" data-testid="heritage-successor-list">
        <FilterTabs tabs={tabs.tabs} current={tabs.current} onChange={tabs.setCurrent} testIdPrefix="heritage-level" />
        <PagedList
          source={successorApi}
          params={{ level: tabs.value as '' }}
          className="heritage-list"
          renderItem={(s) => <SuccessorCard item={s} />}
        />
      </View>
    </PageShell>
  )
}

export function BaseListView({ kind }: { kind: HeritageBaseKind }) {
  const { t } = useTranslation('heritage')
  return (
    <PageShell title={t(kind === 'EXPERIENCE' ? 'title.experienceList' : 'title.inheritanceList')}>
      <View className="heritage-page" data-testid="heritage-base-list" data-kind={kind}>
        {showsHeritageBases(__SITE__) ? (
          <PagedList source={baseApis[kind]} className="heritage-list" renderItem={(b) => <BaseCard item={b} />} />
        ) : (
          <BasesHidden />
        )}
      </View>
    </PageShell>
  )
}
