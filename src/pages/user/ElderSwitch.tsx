/**
 * The elder-mode switch of the user centre (works logged in or not: it is a device setting).
 * The whole row is the control, announced as a switch with its state, so the hit area is the
 * row (at least --wl-touch-min high) rather than NutUI's small toggle.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { pressable, useElderStore } from '../../kit/theme'

export function ElderSwitch() {
  const { t } = useTranslation('user')
  const elder = useElderStore((s) => s.elder)
  const toggle = () => useElderStore.getState().setElder(!elder)
  return (
    <View className="user-centre__section">
      <View className="user-centre__section-title">{t('user.display')}</View>
      <View
        className="user-centre__switch"
        data-testid="elder-switch"
        data-checked={elder ? 'true' : 'false'}
        {...pressable(toggle, t('user.elderMode'))}
        role="switch"
        aria-checked={elder}
      >
        <View className="user-centre__switch-text">
          <Text className="user-centre__switch-title">{t('user.elderMode')}</Text>
          <Text className="user-centre__hint">{t('user.elderModeHint')}</Text>
        </View>
        {/* drawn, not NutUI's Switch: that one is a second focusable control inside this one */}
        <View aria-hidden="true" className={`user-centre__toggle${elder ? ' is-on' : ''}`}>
          <View className="user-centre__toggle-knob" />
        </View>
      </View>
    </View>
  )
}
