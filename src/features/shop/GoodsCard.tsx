/** A goods of the shop's list: picture, name, subtitle, price and sales; a tap opens /goods-detail/{id}. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import * as routes from '../../core/route-paths'
import type { GoodsItem } from '../../core/shop/contract'
import { Picture } from '../../kit/picture'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'
import { Price } from './Price'
import './shop.scss'

export function GoodsCard({ item }: { item: GoodsItem }) {
  const { t } = useTranslation('shop')
  return (
    // named by its content (name, subtitle, price, sales): a label of the name alone would hide the rest
    <View className="shop-card" data-testid={`goods-${item.id}`} {...pressable(() => navigate(routes.goodsDetail(item.id)))}>
      <Picture className="shop-card__image" src={item.cover} />
      <View className="shop-card__body">
        <Text className="shop-card__name">{item.name}</Text>
        {item.subtitle && <Text className="shop-card__sub">{item.subtitle}</Text>}
        <View className="shop-card__foot">
          <Price fen={item.priceFen} marketFen={item.marketPriceFen} />
          <Text className="shop-card__sales">{item.stock > 0 ? t('goods.sales', { count: item.sales }) : t('goods.soldOut')}</Text>
        </View>
      </View>
    </View>
  )
}
