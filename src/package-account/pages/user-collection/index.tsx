/** /user-collection: what the user collected; tapping opens the resource, delete removes it. */
import { Image, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { messageOf } from '@/features/account/api'
import { AccountPage } from '@/features/account/components/AccountPage'
import { Row } from '@/features/account/components/Row'
import { usePagedList } from '@/features/account/list/usePagedList'
import { usePageScrollLoad } from '@/features/account/list/usePageScrollLoad'
import { toast } from '@/features/account/toast'
import { userCentreApi, type CollectionItem } from '@/features/account/user-centre-api'
import { navigate } from '@/services/navigate'
import '../account-pages.scss'

/** Detail route of a collected resource (product-spec 2.2), by its resource type. */
export const DETAIL_ROUTES: Record<string, string> = {
  CONTENT_TYPE_SCENERY: '/scenic-detail',
  CONTENT_TYPE_VENUE: '/venues-detail',
  CONTENT_TYPE_HOTEL: '/hotel-detail',
  CONTENT_TYPE_FOOD: '/food-detail',
  CONTENT_TYPE_ACTIVITY: '/activity-detail',
  CONTENT_TYPE_NEWS: '/news-detail',
  CONTENT_TYPE_STRATEGY: '/strategy-detail',
  CONTENT_TYPE_TOPIC: '/topic-detail',
}

export default function UserCollectionPage() {
  const { t } = useTranslation('user')
  const list = usePagedList<CollectionItem>((p) => userCentreApi.collections(p))
  usePageScrollLoad(list.loadMore)
  const remove = async (item: CollectionItem) => {
    const res = await userCentreApi.deleteCollection(item.id)
    toast(res.code === 0 ? t('common.deleted') : messageOf(res, t('common.requestFailed')))
    if (res.code === 0) list.reload()
  }
  return (
    <AccountPage titleKey="collection.title" testId="collection-page">
      {list.items.map((item) => {
        const route = DETAIL_ROUTES[item.resourceType]
        return (
          <Row
            key={item.id}
            testId={`collection-${item.id}`}
            title={item.title}
            description={item.createdAt.slice(0, 10)}
            onClick={() => route && navigate(`${route}/${encodeURIComponent(item.resourceId)}`)}
            extra={
              <View style={{ display: 'flex', gap: '8px', alignItems: 'center' }}>
                {item.imgUrl ? <Image src={item.imgUrl} style={{ width: '48px', height: '48px' }} mode="aspectFill" /> : null}
                <Button
                  size="small"
                  onClick={(e) => {
                    e.stopPropagation?.()
                    remove(item)
                  }}
                >
                  {t('common.delete')}
                </Button>
              </View>
            }
          />
        )
      })}
      {list.footer}
    </AccountPage>
  )
}
