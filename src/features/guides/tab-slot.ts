/** The guides' hub bodies a weapp tab slot draws (src/pages/slot-registry.ts), without the rest of the area. */
export { TourList } from './TourListView'
export { DestinationList } from './DestinationList'
