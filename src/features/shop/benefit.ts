/**
 * The shop area's face for the main package: only the free-charge benefit, which the user centre
 * (/user, a tab page) shows, without the goods and cart components the shop pages use.
 */
export { ElectricityBenefit } from './ElectricityBenefit'
