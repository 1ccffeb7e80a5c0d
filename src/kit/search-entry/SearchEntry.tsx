/**
 * The way into search (issue 28): a field-like bar that opens the spec's /search, or /search/{type}
 * when `type` is given (a list page searches its own type). It is a button, not an input: typing
 * happens on the search page, which has the hot words and records, and the bar works the same on
 * H5 and in the mini-program (no keyboard opened on a page that is not the search).
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import * as routes from '../../core/route-paths'
import { navigate } from '../../services/navigate'
import { pressable } from '../theme'
import './search-entry.scss'

export interface SearchEntryProps {
  /** RESOURCE_TYPES key: search this type only */
  type?: string
  /** on a coloured hero: the bar is drawn translucent white */
  onHero?: boolean
  testId?: string
}

export function SearchEntry({ type, onHero, testId = 'search-entry' }: SearchEntryProps) {
  // the type names live in the search namespace (fetched on first use; the generic words show
  // meanwhile); the home's bar names no type, so it asks for no namespace the home does not load
  const { t } = useTranslation(type ? ['common', 'search'] : ['common'])
  const typeName = type ? t(`search:type.${type}`, { defaultValue: '' }) : ''
  const label = typeName ? t('common:searchEntry.typed', { type: typeName }) : t('common:searchEntry.all')
  const open = () => navigate(routes.search(type))
  return (
    <View className={`wl-search-entry${onHero ? ' wl-search-entry--hero' : ''}`} data-testid={testId} data-type={type || ''}>
      <View className="wl-search-entry__bar" {...pressable(open, label)}>
        <View className="wl-search-entry__icon" aria-hidden="true" />
        <Text className="wl-search-entry__text">{label}</Text>
      </View>
    </View>
  )
}
