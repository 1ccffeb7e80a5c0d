/**
 * The title bar PageShell draws in a plain browser (./top-bar-rule.ts): the page's title, and a
 * back control that goes back in the app's history, or home when the page was opened directly (no
 * page of the app under it: Taro's page stack, not the browser's history, which may hold other sites).
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { HOME_ROUTE } from '../../core/routes'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'
import type { TopBarMode } from './top-bar-rule'
import './top-bar.scss'

function hasPageBelow(): boolean {
  try {
    return Taro.getCurrentPages().length > 1
  } catch {
    return false
  }
}

export function TopBar({ mode, title }: { mode: Exclude<TopBarMode, 'none'>; title: string }) {
  const { t } = useTranslation('shell')
  // read when drawn: the page under this one does not change while it shows
  const canGoBack = hasPageBelow()
  const back = () => {
    if (hasPageBelow()) Taro.navigateBack().catch(() => navigate(HOME_ROUTE, 'relaunch'))
    else navigate(HOME_ROUTE, 'relaunch')
  }
  const backLabel = canGoBack ? t('topBar.back') : t('topBar.home')
  return (
    <View className="wl-top-bar" data-testid="top-bar">
      {mode === 'title-back' && (
        <View className="wl-top-bar__back" data-testid="top-bar-back" data-to={canGoBack ? 'back' : 'home'} {...pressable(back, backLabel)}>
          <View className={`wl-top-bar__glyph wl-top-bar__glyph--${canGoBack ? 'back' : 'home'}`} aria-hidden="true" />
        </View>
      )}
      <View className="wl-top-bar__title" role="heading" aria-level={1} data-testid="top-bar-title">
        <Text>{title}</Text>
      </View>
    </View>
  )
}
