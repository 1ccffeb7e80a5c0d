/** A price in yuan from fen, with the struck-through market price when higher. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { yuanOf } from '../../core/shop/rules'
// every shop page shows a price: the shop's styles come with it (a page that uses no card still gets them)
import './shop.scss'

export function Price({ fen, marketFen, testId }: { fen: number; marketFen?: number; testId?: string }) {
  const { t } = useTranslation('shop')
  return (
    <View className="shop-price" data-testid={testId}>
      <Text className="shop-price__now">{t('price', { price: yuanOf(fen) })}</Text>
      {marketFen !== undefined && marketFen > fen && (
        <Text className="shop-price__market" aria-label={t('goods.market', { price: yuanOf(marketFen) })}>
          {t('price', { price: yuanOf(marketFen) })}
        </Text>
      )}
    </View>
  )
}
