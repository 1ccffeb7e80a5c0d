/** /vip-integral: points details, paged. */
import { Cell } from '@nutui/nutui-react-taro'
import { AccountPage } from '@/features/account/components/AccountPage'
import { usePagedList } from '@/features/account/list/usePagedList'
import { usePageScrollLoad } from '@/features/account/list/usePageScrollLoad'
import { userCentreApi, type PointsRecord } from '@/features/account/user-centre-api'
import '../account-pages.scss'

export default function VipIntegralPage() {
  const list = usePagedList<PointsRecord>((p) => userCentreApi.pointsRecords(p))
  usePageScrollLoad(list.loadMore)
  return (
    <AccountPage titleKey="vip.integralTitle" testId="vip-integral-page">
      {list.items.map((r) => (
        <Cell
          key={r.id}
          title={r.reasonText}
          description={r.createdAt.slice(0, 16).replace('T', ' ')}
          extra={`${r.points > 0 ? '+' : ''}${r.points}`}
        />
      ))}
      {list.footer}
    </AccountPage>
  )
}
