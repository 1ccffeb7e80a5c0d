/**
 * The home area's brand face (FEATURE_FACES in eslint.config.mjs): the brand calls and a place's
 * brand banner, for the place detail and /brand-desc without the home sections (and for the home
 * page's first load without brands).
 */
export { brandApi, brandOf, type Brand, type BrandDetail, type BrandParams } from './brand-api'
export { BrandBanner } from './BrandBanner'
