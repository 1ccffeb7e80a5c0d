/**
 * The registration consent (rules-and-contract 5 "Registration"): a checkbox and links to the
 * registration, privacy and publishing agreements. Shared by /registered and the one-step
 * sign-in of /login, which asks for it only when the phone has no account yet.
 */
import { Text, View } from '@tarojs/components'
import { Checkbox } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { navigate } from '@/services/navigate'

export interface AgreementConsentProps {
  checked: boolean
  onChange(checked: boolean): void
  /** test id of the checkbox: register-agreement, login-agreement */
  testId: string
}

type AgreementKind = 'registration' | 'privacy' | 'publishing'

export function AgreementConsent({ checked, onChange, testId }: AgreementConsentProps) {
  const { t } = useTranslation('user')
  const link = (kind: AgreementKind, label: string) => (
    <Text className="account-page__agreement-link" data-testid={`agreement-link-${kind}`} onClick={() => navigate(`/agreement/${kind}`)}>
      {label}
    </Text>
  )
  return (
    <View className="account-page__agreement">
      <Checkbox data-testid={testId} checked={checked} onChange={(v) => onChange(!!v)} aria-label={t('register.agreePrefix')} />
      <Text onClick={() => onChange(!checked)}>{t('register.agreePrefix')}</Text>
      {link('registration', t('register.registrationAgreement'))}
      <Text>{t('register.separator')}</Text>
      {link('privacy', t('register.privacyPolicy'))}
      <Text>{t('register.and')}</Text>
      {link('publishing', t('register.publishingAgreement'))}
    </View>
  )
}
