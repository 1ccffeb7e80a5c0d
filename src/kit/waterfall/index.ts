export { Waterfall, type WaterfallProps } from './Waterfall'
export { waterfallColumns, cardHeight, WATERFALL, type Placed } from './layout'
