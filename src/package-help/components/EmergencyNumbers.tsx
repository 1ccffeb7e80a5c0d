/** The emergency numbers (110, 120, 119, 122, 12345) and the site's own rescue number, each with a call button. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { EMERGENCY_NUMBERS, type HotlineContact } from '@/core/help/contract'
import { CallButton } from '@/features/help'
import './help-pages.scss'

export function EmergencyNumbers({ rescue, only }: { rescue?: HotlineContact; only?: readonly string[] }) {
  const { t } = useTranslation('help')
  const numbers = EMERGENCY_NUMBERS.filter((n) => !only || only.includes(n.key))
  return (
    <View className="help-section" data-testid="help-numbers">
      <Text className="help-section__title">{t('police.numbers')}</Text>
      {rescue && (
        <View className="help-row" data-testid="help-rescue">
          <View className="help-row__text">
            <Text className="help-row__name">{rescue.name}</Text>
            <Text className="help-note">{t('police.rescue')}</Text>
          </View>
          <CallButton
            phone={rescue.phone}
            testId="help-call-rescue"
            label={t('police.call', { name: rescue.name, phone: rescue.phone })}
            compact
          />
        </View>
      )}
      {numbers.map((n) => {
        const name = t(`police.number.${n.key}`)
        return (
          <View key={n.key} className="help-row">
            <Text className="help-row__text help-row__name">{name}</Text>
            <CallButton phone={n.phone} testId={`help-call-${n.phone}`} label={t('police.call', { name, phone: n.phone })} compact />
          </View>
        )
      })}
    </View>
  )
}
