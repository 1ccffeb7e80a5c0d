/** /vip-index: points, level and the way to the rules and the points details; daily check-in. */
import { View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { AccountPage, userCentreApi } from '@/features/account'
import { HeadFigure, PageAction, Row, toast, toastFailure, useLoad } from '@/kit'
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
      <HeadFigure label={t('vip.points')} value={vip ? vip.points : '--'} testId="vip-points" />
      <Cell title={t('vip.level')} extra={<View data-testid="vip-level">{vip?.levelName || ''}</View>} />
      <Row title={t('vip.rules')} clickable testId="vip-rules-link" onClick={() => navigate('/vip-rules')} />
      <Row title={t('vip.details')} clickable testId="vip-integral-link" onClick={() => navigate('/vip-integral')} />
      {vip && !vip.checkedInToday ? (
        <PageAction testId="vip-check-in" onClick={checkIn}>
          {t('vip.checkIn')}
        </PageAction>
      ) : null}
    </AccountPage>
  )
}
