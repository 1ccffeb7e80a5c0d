/**
 * /shop-cart (not in the spec; login): the visitor's cart at the site's shop: each goods with its
 * quantity (1 to 99, within the stock: the shop refuses more, its words are toasted) and remove;
 * the total; checkout places the orders (material 1 shipped to the default address, fictitious 2)
 * and opens /user-order, where they are followed with the labels of the user centre.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import StatusView from '@/components/StatusView'
import * as routes from '@/core/route-paths'
import type { Cart, CartLine } from '@/core/shop/contract'
import { yuanOf } from '@/core/shop/rules'
import { Price, shopApi } from '@/features/shop'
import { LoadState, PageAction, toast, toastFailure, useLoad } from '@/kit'
import type { Result } from '@/kit/result'
import { Picture } from '@/kit/picture'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'

/** a shopping cart, drawn for the empty cart's sign */
const CART = '<path d="M2.5 4h2.2l2.4 11h11.2l2.2-8H6"/><circle cx="9" cy="19.5" r="1.5"/><circle cx="17" cy="19.5" r="1.5"/>'

function Line({ line, change }: { line: CartLine; change(run: () => Promise<Result<Cart>>): void }) {
  const { t } = useTranslation('shop')
  return (
    <View className="shop-card" data-testid={`cart-line-${line.goodsId}`}>
      <View className="shop-card__image" {...pressable(() => navigate(routes.goodsDetail(line.goodsId)), line.name)}>
        <Picture src={line.cover} />
      </View>
      <View className="shop-card__body">
        <Text className="shop-card__name">{line.name}</Text>
        <Price fen={line.priceFen} />
        <View className="shop-stepper">
          <View
            className="shop-stepper__button"
            data-testid={`cart-less-${line.goodsId}`}
            {...pressable(() => line.quantity > 1 && change(() => shopApi.setQuantity(line.goodsId, line.quantity - 1)), t('cart.less'))}
          >
            −
          </View>
          <Text className="shop-stepper__value" data-testid={`cart-quantity-${line.goodsId}`}>
            {line.quantity}
          </Text>
          <View
            className="shop-stepper__button"
            data-testid={`cart-more-${line.goodsId}`}
            {...pressable(() => change(() => shopApi.setQuantity(line.goodsId, line.quantity + 1)), t('cart.more'))}
          >
            +
          </View>
          <View
            className="shop-link"
            data-testid={`cart-remove-${line.goodsId}`}
            {...pressable(() => change(() => shopApi.remove(line.goodsId)), t('cart.remove'))}
          >
            {t('cart.remove')}
          </View>
        </View>
      </View>
    </View>
  )
}

export default function ShopCartPage() {
  const { t } = useTranslation('shop')
  const cart = useLoad(shopApi.cart, { onShow: true })
  // a change answers the new cart; a refusal (stock, limits) keeps the one shown
  const change = async (run: () => Promise<Result<Cart>>) => {
    const res = await run()
    if (res.ok) void cart.reload()
    else toastFailure(res, t('cart.changeFailed'))
  }
  // one checkout at a time (a second tap would find the cart already emptied and be refused)
  const [busy, setBusy] = useState(false)
  const checkout = async () => {
    if (busy) return
    setBusy(true)
    const res = await shopApi.checkout()
    setBusy(false)
    if (!res.ok) return toastFailure(res, t('checkout.failed'))
    toast(res.message || t('checkout.done'))
    navigate(routes.userOrder())
  }
  const data = cart.data
  return (
    <PageShell title={t('title.cart')}>
      <View className="shop-page" data-testid="shop-cart">
        <LoadState load={cart} testId="shop-cart" />
        {data && data.lines.length === 0 && (
          <StatusView
            testId="shop-cart-empty"
            glyph={CART}
            title={t('cart.empty')}
            text={t('cart.emptyHint')}
            actionText={t('cart.browse')}
            onAction={() => navigate(routes.dpqShop())}
          />
        )}
        {data?.lines.map((line) => (
          <Line key={line.goodsId} line={line} change={(run) => void change(run)} />
        ))}
        {data && data.lines.length > 0 && (
          <>
            <View className="shop-section">
              <Text className="shop-title" data-testid="shop-cart-total">
                {t('cart.total', { count: data.count, total: yuanOf(data.totalFen) })}
              </Text>
              <Text className="shop-line">{t('checkout.note')}</Text>
            </View>
            <PageAction testId="shop-checkout" onClick={() => void checkout()}>
              {t('checkout.submit')}
            </PageAction>
          </>
        )}
      </View>
    </PageShell>
  )
}
