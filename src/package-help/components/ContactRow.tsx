/** A hotline: its name, number and hours, and a call button. */
import Phone from '@nutui/icons-react-taro/dist/es/icons/Phone.js'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { HotlineContact } from '@/core/help/contract'
import { CallButton } from '@/features/help'
import './help-pages.scss'

export function ContactRow({ contact, testId }: { contact: HotlineContact; testId: string }) {
  const { t } = useTranslation('help')
  return (
    <View className="help-row" data-testid={testId}>
      <View className="help-row__text">
        <Text className="help-row__name">{contact.name}</Text>
        <Text className="help-note">
          {contact.phone}
          {contact.note ? ` · ${contact.note}` : ''}
        </Text>
      </View>
      <CallButton
        phone={contact.phone}
        testId={`${testId}-call`}
        label={t('appCall.call', { name: contact.name, phone: contact.phone })}
        compact
      >
        {/* an icon, not the 📞 emoji: a phone without a colour emoji font showed an empty box */}
        <Phone size="1.2em" />
      </CallButton>
    </View>
  )
}
