/**
 * What a page shows while the answer of its `useLoad` is not there: "loading…", or the failure (the
 * server's words, else "failed to load") with "retry" — never a blank page. Draws nothing once the
 * data is in. The state carries data-testid `<testId>-loading` / `<testId>-error`.
 *   const rooms = useLoad(() => roomApi.list(id), { key: id })
 *   <LoadState load={rooms} testId="activity-room" />
 */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { failureText, type Failure } from '../result'
import { pressable } from '../theme'
import '../detail-page/detail-page.scss'

export interface LoadStateProps {
  load: { data: unknown; failed?: Failure; reload: () => void }
  testId: string
}

export function LoadState({ load, testId }: LoadStateProps) {
  const { t } = useTranslation('common')
  if (load.data !== undefined) return null
  if (!load.failed) {
    return (
      <View className="wl-detail-page__state" data-testid={`${testId}-loading`}>
        {t('loading')}
      </View>
    )
  }
  return (
    <View className="wl-detail-page__state" data-testid={`${testId}-error`} {...pressable(() => void load.reload())}>
      <View>{failureText(load.failed, t('loadFailed')) ?? t('loadFailed')}</View>
      <View className="wl-detail-page__retry">{t('retry')}</View>
    </View>
  )
}
