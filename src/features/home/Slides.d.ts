// Types for the platform files Slides.h5.tsx / Slides.weapp.tsx (Taro picks one at build time).
import type { SlidesProps } from './slides-props'
export declare function Slides(props: SlidesProps): JSX.Element
