// Types for the platform files PlaceMap.h5.tsx / PlaceMap.weapp.tsx (Taro picks one at build time).
import type { PlaceMapProps } from './place-map-props'
declare function PlaceMap(props: PlaceMapProps): JSX.Element
export default PlaceMap
