/**
 * /user-collection: what the visitor collected (places, news, strategies and stories), newest first, through the places
 * collection call (res/api/interactManage/collectionList), filtered by type with the tabs above the
 * list. A row opens the resource's detail (routes of src/core/resource-types.ts; spots as the place
 * pages open them); "cancel collection" calls cancelCollection (the toggle's removing variant),
 * toasts the spec's "Cancellation succeeded" and reloads the list (rules-and-contract 7 and 8).
 */
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RESOURCE_TYPES } from '@/core/resource-types'
import { AccountPage, Row } from '@/features/account'
import {
  COLLECTABLE_TYPES,
  collectedRoute,
  collectionsApi,
  interactApi,
  type CollectedItem,
  type CollectionParams,
  type PlaceTypeKey,
} from '@/features/places'
import { FilterTabs, PagedList, dateText, toast, toastFailure, type ListControls, Picture } from '@/kit'
import { navigate } from '@/services/navigate'
import '../account-pages.scss'

const ALL = 'all'

export default function UserCollectionPage() {
  const { t } = useTranslation(['user', 'places', 'common'])
  const [type, setType] = useState(ALL)
  // places by their list's name; the other collectable types (news, strategies, stories) by the user centre
  const typeName = (key: string) =>
    RESOURCE_TYPES[key as PlaceTypeKey]?.namespace === 'places' ? t(`places:type.${key}.list`) : t(`user:collection.${key.toLowerCase()}`)
  const tabs = [{ code: ALL, name: t('user:collection.all') }, ...COLLECTABLE_TYPES.map((key) => ({ code: key, name: typeName(key) }))]
  const params: CollectionParams = type === ALL ? {} : { resourceType: RESOURCE_TYPES[type as PlaceTypeKey].code }

  const row = (item: CollectedItem, list: ListControls) => {
    const route = collectedRoute(item)
    const key = `${item.type}-${item.id}`
    const cancel = async (e?: { stopPropagation?: () => void }) => {
      e?.stopPropagation?.() // the row itself opens the detail
      const res = await interactApi.toggle('collection', true, { resourceId: item.id, resourceType: item.resourceType })
      if (!res.ok) return toastFailure(res, t('common:requestFailed'))
      toast(t('places:interact.cancelled'))
      list.reload()
    }
    return (
      <Row
        testId={`collection-${key}`}
        title={item.name}
        description={`${typeName(item.type)} · ${dateText(item.collectedAt)}`}
        onClick={() => route && navigate(route)}
        extra={
          <View className="account-row-extra">
            {item.cover && <Picture className="account-row-extra__image" src={item.cover} />}
            <Button
              size="small"
              data-testid={`collection-cancel-${key}`}
              aria-label={t('user:collection.cancelOf', { name: item.name })}
              onClick={cancel}
            >
              {t('user:collection.cancel')}
            </Button>
          </View>
        }
      />
    )
  }

  return (
    <AccountPage titleKey="collection.title" testId="collection-page">
      <FilterTabs tabs={tabs} current={type} onChange={setType} testIdPrefix="collection-type" />
      <PagedList source={collectionsApi} params={params} renderItem={row} />
    </AccountPage>
  )
}
