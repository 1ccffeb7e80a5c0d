/**
 * Code 5: too many visitors. The refresh button is enabled after a 5 s countdown; pressing it
 * cancels pending requests and reloads the page.
 */
import { Text, View } from '@tarojs/components'
import { DialogMask } from '../DialogMask'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { REFRESH_COUNTDOWN_S } from '../../core/constants'
import { cancelPendingRequests } from '../../services/request'
import { useShellStore } from '../../stores/shell'
import './index.scss'

export function reloadPage() {
  if (process.env.TARO_ENV === 'weapp') {
    const pages = Taro.getCurrentPages()
    const page = pages[pages.length - 1]
    const query = page?.options
      ? Object.entries(page.options)
          .map(([k, v]) => `${k}=${v}`)
          .join('&')
      : ''
    Taro.reLaunch({ url: `/${page?.route || 'pages/index/index'}${query ? `?${query}` : ''}` })
  } else {
    window.location.reload()
  }
}

export default function VisitorsDialog({ onRefresh = reloadPage }: { onRefresh?: () => void }) {
  const { t } = useTranslation('shell')
  const open = useShellStore((s) => s.visitorsDialogOpen)
  const themeColor = useShellStore((s) => s.themeColor)
  const [left, setLeft] = useState(REFRESH_COUNTDOWN_S)

  useEffect(() => {
    if (!open) return
    setLeft(REFRESH_COUNTDOWN_S)
    const timer = setInterval(() => setLeft((n) => (n > 0 ? n - 1 : 0)), 1000)
    return () => clearInterval(timer)
  }, [open])

  if (!open) return null
  const enabled = left === 0
  return (
    <DialogMask testId="visitors-dialog">
      <View className="visitors-dialog">
        <Text className="visitors-dialog__title">{t('visitors.title')}</Text>
        <Text className="visitors-dialog__content">{t('visitors.content')}</Text>
        <View
          className={`visitors-dialog__button${enabled ? '' : ' is-disabled'}`}
          data-testid="visitors-refresh"
          data-disabled={enabled ? 'false' : 'true'}
          style={{ background: enabled ? themeColor : '#ccc' }}
          onClick={() => {
            if (!enabled) return
            cancelPendingRequests()
            onRefresh()
          }}
        >
          {enabled ? t('visitors.refresh') : t('visitors.refreshIn', { count: left })}
        </View>
      </View>
    </DialogMask>
  )
}
