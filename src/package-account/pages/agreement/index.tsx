/** /agreement/{kind}: registration, privacy and publishing agreements (product-spec 2.3 "agreements"). */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { AccountPage } from '@/features/account'
import { usePageParams } from '@/kit'
import '../account-pages.scss'

const KINDS = ['registration', 'privacy', 'publishing'] as const
type Kind = (typeof KINDS)[number]

export default function AgreementPage() {
  const { t } = useTranslation('user')
  const params = usePageParams()
  const kind: Kind = (KINDS as readonly string[]).includes(params.kind) ? (params.kind as Kind) : 'registration'
  return (
    <AccountPage titleKey={`agreement.${kind}`} testId={`agreement-${kind}`}>
      <View className="account-page__body">{t(`agreement.${kind}Body`)}</View>
    </AccountPage>
  )
}
