/**
 * What /search shows before a keyword: the site's hot words and, for a logged-in visitor, their
 * search records with a clear button. Tapping a word searches it.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { toast, toastFailure } from '../../kit/toast'
import { pressable } from '../../kit/theme'
import type { HotWord, SearchRecord } from './api'
import { searchApi } from './api'

function Words({ words, onPick, testId }: { words: string[]; onPick: (w: string) => void; testId: string }) {
  return (
    <View className="search-words">
      {words.map((w) => (
        <View key={w} className="search-words__word" data-testid={`${testId}-word`} {...pressable(() => onPick(w))}>
          {w}
        </View>
      ))}
    </View>
  )
}

export interface SearchStartProps {
  hotWords: HotWord[]
  /** undefined: not logged in (no records section) */
  records?: SearchRecord[]
  onPick: (keyword: string) => void
  onCleared: () => void
}

export function SearchStart({ hotWords, records, onPick, onCleared }: SearchStartProps) {
  const { t } = useTranslation('search')
  const clear = async () => {
    const res = await searchApi.clearRecords()
    if (!res.ok) return toastFailure(res, t('failed'))
    toast(t('recordsCleared'))
    onCleared()
  }
  return (
    <View className="search-start">
      {records && records.length > 0 && (
        <View className="search-section" data-testid="search-records">
          <View className="search-section__head">
            <View className="search-section__title" role="heading" aria-level={2}>
              {t('records')}
            </View>
            <View className="search-section__action" data-testid="search-records-clear" {...pressable(clear)}>
              {t('clearRecords')}
            </View>
          </View>
          <Words words={records.map((r) => r.keyword)} onPick={onPick} testId="search-record" />
        </View>
      )}
      {hotWords.length > 0 && (
        <View className="search-section" data-testid="search-hot">
          <View className="search-section__head">
            <View className="search-section__title" role="heading" aria-level={2}>
              {t('hotWords')}
            </View>
          </View>
          <Words words={hotWords.map((w) => w.word)} onPick={onPick} testId="search-hot" />
        </View>
      )}
      <Text className="search-start__prompt">{t('emptyPrompt')}</Text>
    </View>
  )
}
