/**
 * A column's head (cover, name, description), its children as picture cards, and the hook that
 * loads a column and its children with loading / failed (tap to retry) / not found states.
 */
import { Text, View } from '@tarojs/components'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Picture } from '@/kit'
import { pressable } from '@/kit/theme'
import { columnApi, type Column } from './api'
import './news-cards.scss'

export type ColumnLoad =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'not-found' } | { kind: 'ready'; column: Column; children: Column[] }

export function useColumn(code: string | undefined): { load: ColumnLoad; retry: () => void } {
  const [load, setLoad] = useState<ColumnLoad>({ kind: 'loading' })
  const fetch = useCallback(async () => {
    if (!code) return setLoad({ kind: 'not-found' })
    setLoad({ kind: 'loading' })
    const [self, children] = await Promise.all([columnApi.byCode(code), columnApi.children(code)])
    if (!self.ok || !children.ok) return setLoad({ kind: 'failed' })
    if (!self.data) return setLoad({ kind: 'not-found' })
    setLoad({ kind: 'ready', column: self.data, children: children.data })
  }, [code])
  useEffect(() => {
    void fetch()
  }, [fetch])
  return { load, retry: () => void fetch() }
}

/** the loading, failed and not-found states of a column page (null when ready) */
export function ColumnState({ load, retry }: { load: ColumnLoad; retry: () => void }) {
  const { t } = useTranslation('news')
  if (load.kind === 'loading') return <Text className="page-state">{t('loading')}</Text>
  if (load.kind === 'failed')
    return (
      <View className="page-state" data-testid="column-failed" {...pressable(retry)}>
        {`${t('column.failed')} ${t('retry')}`}
      </View>
    )
  if (load.kind === 'not-found')
    return (
      <Text className="page-state" data-testid="column-not-found">
        {t('column.notFound')}
      </Text>
    )
  return null
}

export function ColumnHead({ column }: { column: Column }) {
  return (
    <View className="column-head" data-testid="column-head">
      {column.cover && <Picture className="column-head__cover" src={column.cover} />}
      <Text className="column-head__name">{column.name}</Text>
      {column.description && <Text className="column-head__text">{column.description}</Text>}
    </View>
  )
}

export function ColumnCards({ columns, onOpen }: { columns: Column[]; onOpen: (c: Column) => void }) {
  return (
    <View className="column-grid" data-testid="column-children">
      {columns.map((c) => (
        <View key={c.code} className="column-card" data-testid={`column-${c.code}`} {...pressable(() => onOpen(c))}>
          <Picture className="column-card__cover" src={c.cover} lazyLoad />
          <Text className="column-card__name">{c.name}</Text>
          {c.description && <Text className="column-card__text">{c.description}</Text>}
        </View>
      ))}
    </View>
  )
}
