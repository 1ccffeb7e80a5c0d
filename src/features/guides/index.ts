/**
 * Guides, travel agencies, destinations and city cards, panoramas, guided map tours and air quality
 * (issue 10; server/src/plugins/guides, docs/contract-places.md). Each page of src/package-guides
 * is one of these views.
 */
export { guideApi, agencyApi, destinationApi, cityCardApi, tourApi, panoramaApi, weatherApi } from './api'
export type { Guide, GuideDetail, Agency, Destination, CityCard, Tour, TourDetail, TourStop, Panorama, Weather } from './api'
export { GuideSearchView } from './GuideSearchView'
export { GuideListView } from './GuideListView'
export { AgencyListView } from './AgencyListView'
export { DestinationListView, DestinationCityView, DestinationDescView, CityCardListView } from './DestinationViews'
export { PanoramaView } from './PanoramaView'
export { TourListView } from './TourListView'
export { TourMapView } from './TourMapView'
export { AirQualityView } from './AirQualityView'
