/**
 * A page that keeps working without a permission says so where the missing part would be: why it
 * is off and how to allow it (src/platform/permission refusalText), what the page does instead
 * (`instead`), and one button where one helps: the settings page (weapp wx.openSetting) for a
 * refused permission it can switch on, "ask again" after a refused privacy agreement (WeChat shows
 * the agreement sheet again); `onRetry` asks for the permission again.
 *   <PermissionNotice kind="location" refusal={centre.refusal} instead={t('aroundSiteCentre')} onRetry={retry} />
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { canOpenSettings, openSettings, refusalText, type PermissionKind, type Refusal } from '../../platform/permission'
import { pressable } from '../theme'
import './permission-notice.scss'

export interface PermissionNoticeProps {
  kind: PermissionKind
  refusal: Refusal
  /** what the page does without it, e.g. "the list is sorted around the site's centre" */
  instead?: string
  /** asks again (after the settings page turned it on, or to show the agreement again) */
  onRetry?: () => void
  testId?: string
}

export function PermissionNotice({ kind, refusal, instead, onRetry, testId = 'permission-notice' }: PermissionNoticeProps) {
  // the namespace refusalText reads: re-rendered once it is in
  const { t } = useTranslation('privacy')
  const settings = canOpenSettings(kind, refusal)
  const action = settings
    ? { label: t('openSettings'), run: () => void openSettings(kind).then((on) => on && onRetry?.()) }
    : refusal === 'privacy' && onRetry
      ? { label: t('retry'), run: onRetry }
      : undefined
  return (
    <View className="permission-notice" data-testid={testId} data-refusal={refusal} role="status">
      <Text className="permission-notice__text">{refusalText(kind, refusal)}</Text>
      {instead && <Text className="permission-notice__text">{instead}</Text>}
      {action && (
        <View className="permission-notice__action" data-testid={`${testId}-action`} {...pressable(action.run)}>
          <Text>{action.label}</Text>
        </View>
      )}
    </View>
  )
}
