/** The online shop and the electricity benefit (docs/contract-shop.md): calls and components. */
export { electricityFree, goodsSource, hasShop, shopApi, shopBase, type GoodsParams } from './api'
export { ElectricityBenefit } from './ElectricityBenefit'
export { GoodsCard } from './GoodsCard'
export { Price } from './Price'
