// Types for the platform files VideoPlayer.h5.tsx / VideoPlayer.weapp.tsx (Taro picks one at build time).
import type { VideoPlayerProps } from './types'
export declare function VideoPlayer(props: VideoPlayerProps): JSX.Element
