/** /vip-rules: how points are earned and the levels (texts from the server, in the site's language). */
import { View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { AccountPage, userCentreApi } from '@/features/account'
import { useLoad } from '@/kit'
import '../account-pages.scss'

export default function VipRulesPage() {
  const { t } = useTranslation('user')
  const { data: rules } = useLoad(userCentreApi.vipRules)
  return (
    <AccountPage titleKey="vip.rules" testId="vip-rules-page">
      <View className="account-page__body">{t('vip.rulesBody')}</View>
      {rules?.rules.map((r) => (
        <Cell key={r.reason} title={r.text} extra={`+${r.points}`} />
      ))}
      {rules?.levels.map((l) => (
        <Cell key={l.level} title={l.name} extra={String(l.points)} />
      ))}
      {!rules ? <View className="account-list-state">{t('common.loading')}</View> : null}
    </AccountPage>
  )
}
