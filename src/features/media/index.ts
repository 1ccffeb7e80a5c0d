/**
 * Live streams, videos and audio (product-spec 2.3 "Live and video"): the calls, the player
 * (platform files behind one interface), cards and lists, likes and comments, and the audio that
 * keeps playing across pages. Only package-media and package-news pages import it.
 */
export { liveApi, streamMediaApi, mediaCommentsApi, type LiveRoom, type StreamMedia, type MediaComment, type MediaType } from './api'
export { VideoPlayer, type VideoPlayerProps } from './player'
export { LiveCard, MediaCard } from './cards'
export { LiveListView, MediaListView, mediaRoute } from './lists'
export { LikeButton, MediaComments } from './interact'
export { AudioItem } from './audio/AudioItem'
export { FloatingAudio } from './audio/FloatingAudio'
export { playAudio, stopAudio, toggleAudio, useAudioStore, type AudioTrack } from './audio/store'
