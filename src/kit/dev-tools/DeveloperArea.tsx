/**
 * The developer area: where a page keeps its development tools, apart from the visitor's things.
 * Collapsed at first and marked as such (a "DEV" tag, a hatched frame, a note that release builds
 * have none of it), so a tester sees at once that what it holds is no part of the service. Draws
 * nothing in a build that allows no development tool (devToolsAllowed), whatever it is given.
 */
import { Text, View } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { pressable } from '../theme/pressable'
import { devToolsAllowed } from './dev-tools'
import './dev-tools.scss'

export function DeveloperArea({ testId = 'developer-area', children }: { testId?: string; children: ReactNode }) {
  const { t } = useTranslation('common')
  const [open, setOpen] = useState(false)
  if (!devToolsAllowed()) return null
  return (
    <View className="wl-dev-area" data-testid={testId}>
      <View className="wl-dev-area__head" data-testid={`${testId}-toggle`} {...pressable(() => setOpen(!open))} aria-expanded={open}>
        <Text className="wl-dev-area__tag" aria-hidden="true">
          DEV
        </Text>
        <View className="wl-dev-area__titles">
          <Text className="wl-dev-area__title">{t('devTools.title')}</Text>
          <Text className="wl-dev-area__note">{t('devTools.note')}</Text>
        </View>
        <View aria-hidden="true" className={`wl-dev-area__chevron${open ? ' is-open' : ''}`} />
      </View>
      {open ? <View className="wl-dev-area__body">{children}</View> : null}
    </View>
  )
}
