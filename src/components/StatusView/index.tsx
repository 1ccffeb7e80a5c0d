/** A full-page message (not found, expired link, service paused, ...) with an optional action. */
import { Text, View } from '@tarojs/components'
import { useShellStore } from '../../stores/shell'
import './index.scss'

export interface StatusViewProps {
  testId: string
  title: string
  text?: string
  actionText?: string
  onAction?(): void
}

export default function StatusView({ testId, title, text, actionText, onAction }: StatusViewProps) {
  const themeColor = useShellStore((s) => s.themeColor)
  return (
    <View className="status-view" data-testid={testId}>
      <View className="status-view__icon" style={{ borderColor: themeColor, color: themeColor }}>
        !
      </View>
      <Text className="status-view__title">{title}</Text>
      {text && <Text className="status-view__text">{text}</Text>}
      {actionText && (
        <View className="status-view__action" data-testid={`${testId}-action`} style={{ background: themeColor }} onClick={onAction}>
          {actionText}
        </View>
      )}
    </View>
  )
}
