/**
 * /dpq-shop (DPQ-SHOP): the site's online shop (docs/contract-shop.md): the free-charge benefit
 * where it applies, the categories as tabs, the goods as a paged list (a tap opens
 * /goods-detail/{id}), and the cart. A site without a shopUrl shows that it has no shop.
 */
import { View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { ElectricityBenefit, GoodsCard, goodsSource, hasShop, shopApi } from '@/features/shop'
import { FilterTabs, LoadState, PageAction, useLoad } from '@/kit'
import { PagedList } from '@/kit/paged-list'
import { navigate } from '@/services/navigate'

const ALL = 'all'

function Shop() {
  const { t } = useTranslation('shop')
  const categories = useLoad(shopApi.categories)
  const [tab, setTab] = useState(ALL)
  const params = tab === ALL ? {} : { categoryId: Number(tab) }
  return (
    <View className="shop-page" data-testid="dpq-shop">
      <ElectricityBenefit />
      <LoadState load={categories} testId="shop-categories" />
      {categories.data && (
        <FilterTabs
          tabs={[{ code: ALL, name: t('categories.all') }, ...categories.data.map((c) => ({ code: String(c.id), name: c.name }))]}
          current={tab}
          onChange={setTab}
          testIdPrefix="shop-tab"
        />
      )}
      <PagedList source={goodsSource} params={params} testId="shop-goods" renderItem={(item) => <GoodsCard item={item} />} />
      <PageAction testId="shop-open-cart" onClick={() => navigate(routes.shopCart())}>
        {t('action.cart')}
      </PageAction>
    </View>
  )
}

export default function DpqShopPage() {
  const { t } = useTranslation('shop')
  return (
    <PageShell title={t('title.shop')}>
      {hasShop() ? (
        <Shop />
      ) : (
        <View className="shop-page shop-text" data-testid="dpq-shop-none">
          {t('none')}
        </View>
      )}
    </PageShell>
  )
}
