/**
 * H5 only: what `@tarojs/components` resolves to (alias in config/h5-size.js). Taro's React
 * wrapper is one module that names every component, so a component any page uses (the news
 * video, a form's input) lands with it in the first load's vendor chunk. The components here are
 * taken out of it, one module each, so webpack puts each with the pages that use it: /index does
 * not fetch the video player (~12 KB gzip with its controls) or the form fields. Everything else
 * is Taro's own wrapper, unchanged; the components behave the same (same tag, same props).
 * weapp and jest never see this file.
 */
export * from '@tarojs/components/lib/react/index.js'
export { Audio } from './audio'
export { Button } from './button'
export { Input } from './input'
export { ScrollView } from './scroll-view'
export { Textarea } from './textarea'
export { Video } from './video'
export { Image, Text, View } from './html'
