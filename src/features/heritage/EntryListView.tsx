/** /intangible-food, /intangible-news, /intangible-video, /intangible-audio: the section's entries, newest first. */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import type { HeritageEntryKind } from '../../core/heritage/contract'
import { PagedList } from '../../kit/paged-list'
import { entryApis } from './api'
import { EntryCard } from './components/EntryCard'
import './heritage.scss'

export function EntryListView({ kind }: { kind: HeritageEntryKind }) {
  const { t } = useTranslation('heritage')
  return (
    <PageShell title={t(`title.entries.${kind}`)}>
      <View className="heritage-page" data-testid="heritage-entry-list" data-kind={kind}>
        <PagedList source={entryApis[kind]} className="heritage-list" renderItem={(e) => <EntryCard item={e} />} />
      </View>
    </PageShell>
  )
}
