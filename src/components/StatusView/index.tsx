/**
 * A full-page message (not found, expired link, service paused, a welcome, an empty cart...) with an
 * optional action. Its sign is a "!" unless the page gives a fitting glyph (the kit's Glyph body).
 */
import { Text, View } from '@tarojs/components'
import { Glyph } from '../../kit/glyph'
import { useShellStore } from '../../stores/shell'
import './index.scss'

export interface StatusViewProps {
  testId: string
  title: string
  text?: string
  actionText?: string
  onAction?(): void
  /** SVG body of the sign's glyph (24 × 24), instead of "!" */
  glyph?: string
}

export default function StatusView({ testId, title, text, actionText, onAction, glyph }: StatusViewProps) {
  const themeColor = useShellStore((s) => s.themeColor)
  return (
    <View className="status-view" data-testid={testId}>
      <View className="status-view__icon" style={{ borderColor: themeColor, color: themeColor }}>
        {glyph ? <Glyph className="status-view__glyph" body={glyph} testId={`${testId}-glyph`} /> : '!'}
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
