/** /vip-integral: points details, paged. */
import { Cell } from '@nutui/nutui-react-taro'
import { AccountPage, pointsRecordApi, type PointsRecord } from '@/features/account'
import { PagedList, dateTimeText } from '@/kit'
import '../account-pages.scss'

const row = (r: PointsRecord) => (
  <Cell title={r.reasonText} description={dateTimeText(r.createdAt)} extra={`${r.points > 0 ? '+' : ''}${r.points}`} />
)

export default function VipIntegralPage() {
  return (
    <AccountPage titleKey="vip.integralTitle" testId="vip-integral-page">
      <PagedList source={pointsRecordApi} renderItem={row} />
    </AccountPage>
  )
}
