/**
 * Home (issue 10 "Home pages with content"): the sections the home layouts compose
 * (src/components/HomeLayout) and their calls. Imported by the home page: keep it light.
 */
export { homeApi, type Advert, type AdvertType, type ChildRegion, type Weather } from './api'
export { AdvertCarousel, advertTarget, advertMenu, useAdvertOpener } from './AdvertCarousel'
export { HomeSections, HomeSection, type HomeSectionKind } from './HomeSections'
export { PLACE_SECTIONS, nearbyPoint, type PlaceSectionKind } from './place-sections'
export { PlaceStrip, type StripPlace } from './PlaceStrip'
export { applyFirstVisitGuide } from './first-visit-guide'
