/** /user-collection: what the user collected; tapping opens the resource's detail, delete removes it at once. */
import { Image, View } from '@tarojs/components'
import { detailRouteOf } from '@/core/resource-types'
import { AccountPage, Row, collectionApi, type CollectionItem } from '@/features/account'
import { PagedList, RowActions, dateText, type ListControls } from '@/kit'
import { navigate } from '@/services/navigate'
import '../account-pages.scss'

export default function UserCollectionPage() {
  const row = (item: CollectionItem, list: ListControls) => {
    const route = detailRouteOf(item.resourceType, item.resourceId)
    return (
      <Row
        testId={`collection-${item.id}`}
        title={item.title}
        description={dateText(item.createdAt)}
        onClick={() => route && navigate(route)}
        extra={
          <View className="account-row-extra">
            {item.imgUrl && <Image className="account-row-extra__image" src={item.imgUrl} mode="aspectFill" />}
            <RowActions
              testIdPrefix="collection"
              id={item.id}
              ask={false}
              remove={() => collectionApi.remove(item.id)}
              onRemoved={list.reload}
            />
          </View>
        }
      />
    )
  }
  return (
    <AccountPage titleKey="collection.title" testId="collection-page">
      <PagedList source={collectionApi} renderItem={row} />
    </AccountPage>
  )
}
