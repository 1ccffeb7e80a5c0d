/** /vip-index: points, level and the way to the rules and the points details; daily check-in. */
import { View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { AccountPage, userCentreApi } from '@/features/account'
import { Row, toast, toastFailure, useLoad } from '@/kit'
import { navigate } from '@/services/navigate'
import '../account-pages.scss'

export default function VipIndexPage() {
  const { t } = useTranslation('user')
  const { data: vip, reload } = useLoad(userCentreApi.vipIndex, { onShow: true })

  const checkIn = async () => {
    const res = await userCentreApi.checkIn()
    if (!res.ok) return toastFailure(res, t('common.requestFailed'))
    if (res.message) toast(res.message)
    reload()
  }

  return (
    <AccountPage titleKey="vip.title" testId="vip-index-page">
      <View className="account-page__head account-page__head--centred">
        <View className="account-page__label">{t('vip.points')}</View>
        <View className="account-page__title" data-testid="vip-points">
          {vip ? vip.points : '--'}
        </View>
      </View>
      <Cell title={t('vip.level')} extra={<View data-testid="vip-level">{vip?.levelName || ''}</View>} />
      <Row title={t('vip.rules')} clickable testId="vip-rules-link" onClick={() => navigate('/vip-rules')} />
      <Row title={t('vip.details')} clickable testId="vip-integral-link" onClick={() => navigate('/vip-integral')} />
      {vip && !vip.checkedInToday ? (
        <View className="account-page__actions">
          <Button data-testid="vip-check-in" type="primary" block onClick={checkIn}>
            ✓
          </Button>
        </View>
      ) : null}
    </AccountPage>
  )
}
