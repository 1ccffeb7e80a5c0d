/**
 * /goods-detail/{id} (not in the spec: the shop's goods, opened from the shop, a GOODS advert or a
 * message with jumpType 3): pictures, price, stock and sales, origin and shop, the description as
 * text; add to the cart (login first) and go to the cart.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import type { GoodsDetail } from '@/core/shop/contract'
import { useAccountGate } from '@/features/account'
import { Price, shopApi } from '@/features/shop'
import { DetailPage, PageAction, PageActions, toast, toastFailure, usePageParams } from '@/kit'
import { Picture } from '@/kit/picture'
import { navigate } from '@/services/navigate'

/** View's props do not list these; H5 passes them to the element (as the kit's pressable does) */
const FOCUSABLE_REGION = { role: 'region', tabIndex: 0 } as Record<string, unknown>

function Goods({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation('shop')
  const gate = useAccountGate()
  // one add at a time: adding adds to the line, so a double tap would put two in the cart
  const [busy, setBusy] = useState(false)
  const add = async () => {
    if (busy || !gate.requirePhone()) return
    setBusy(true)
    const res = await shopApi.add(goods.id, 1)
    setBusy(false)
    if (res.ok) toast(res.message || t('cart.added'))
    else toastFailure(res, t('cart.addFailed'))
  }
  return (
    <View className="shop-page">
      {/* a sideways scroller: focusable and named, so a keyboard can scroll it too */}
      <View
        className="shop-gallery"
        data-testid="goods-pictures"
        {...FOCUSABLE_REGION}
        aria-label={t('goods.pictures', { count: goods.pictures.length })}
      >
        {goods.pictures.map((url, i) => (
          <View key={url} className="shop-gallery__picture">
            <Picture className="shop-gallery__image" src={url} alt={t('goods.picture', { name: goods.name, n: i + 1 })} />
          </View>
        ))}
      </View>
      <View className="shop-section">
        <Text className="shop-title" data-testid="goods-name">
          {goods.name}
        </Text>
        {goods.subtitle && <Text className="shop-line">{goods.subtitle}</Text>}
        <Price fen={goods.priceFen} marketFen={goods.marketPriceFen} testId="goods-price" />
        <Text className="shop-line" data-testid="goods-stock">
          {goods.stock > 0 ? t('goods.stock', { count: goods.stock }) : t('goods.soldOut')} · {t('goods.sales', { count: goods.sales })}
        </Text>
        <Text className="shop-line">{t(`goods.kind${goods.kind}`)}</Text>
        {goods.origin && <Text className="shop-line">{t('goods.origin', { origin: goods.origin })}</Text>}
        <Text className="shop-line">{t('goods.shop', { name: goods.shopName })}</Text>
      </View>
      <View className="shop-section">
        <Text className="shop-title">{t('goods.detail')}</Text>
        <Text className="shop-text" data-testid="goods-detail-text">
          {goods.detail}
        </Text>
      </View>
      <PageActions row>
        <PageAction testId="goods-open-cart" plain onClick={() => navigate(routes.shopCart())}>
          {t('action.cart')}
        </PageAction>
        {goods.stock > 0 && (
          <PageAction testId="goods-add-cart" onClick={() => void add()}>
            {t('action.addToCart')}
          </PageAction>
        )}
      </PageActions>
      {gate.element}
    </View>
  )
}

export default function GoodsDetailPage() {
  const { t } = useTranslation('shop')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={shopApi.detail} title={t('title.goods')} titleOf={(g) => g.name} testId="goods-detail">
      {(goods) => <Goods goods={goods} />}
    </DetailPage>
  )
}
