/**
 * H5: each icon of the other menu families is a chunk of its own, fetched when a menu draws it, so a
 * home pays for the three or four it shows, not for all fourteen (8 KB gzip as one chunk).
 * Imported by path, not from the package index (see ./icon-modules.d.ts).
 */
import type { IconComponent } from './eager-icons'
import type { MoreIconName } from './more-icons-loader'

type Module = Promise<{ default: IconComponent }>
const CHUNKS: Record<MoreIconName, () => Module> = {
  Complaint: () => import(/* webpackChunkName: "icon-complaint" */ '@nutui/icons-react-taro/dist/es/icons/Complaint.js'),
  Heart: () => import(/* webpackChunkName: "icon-heart" */ '@nutui/icons-react-taro/dist/es/icons/Heart.js'),
  Image: () => import(/* webpackChunkName: "icon-image" */ '@nutui/icons-react-taro/dist/es/icons/Image.js'),
  Link: () => import(/* webpackChunkName: "icon-link" */ '@nutui/icons-react-taro/dist/es/icons/Link.js'),
  List: () => import(/* webpackChunkName: "icon-list" */ '@nutui/icons-react-taro/dist/es/icons/List.js'),
  Location: () => import(/* webpackChunkName: "icon-location" */ '@nutui/icons-react-taro/dist/es/icons/Location.js'),
  Order: () => import(/* webpackChunkName: "icon-order" */ '@nutui/icons-react-taro/dist/es/icons/Order.js'),
  Service: () => import(/* webpackChunkName: "icon-service" */ '@nutui/icons-react-taro/dist/es/icons/Service.js'),
  ShieldCheck: () => import(/* webpackChunkName: "icon-shield-check" */ '@nutui/icons-react-taro/dist/es/icons/ShieldCheck.js'),
  Star: () => import(/* webpackChunkName: "icon-star" */ '@nutui/icons-react-taro/dist/es/icons/Star.js'),
  Store: () => import(/* webpackChunkName: "icon-store" */ '@nutui/icons-react-taro/dist/es/icons/Store.js'),
  Transit: () => import(/* webpackChunkName: "icon-transit" */ '@nutui/icons-react-taro/dist/es/icons/Transit.js'),
  Video: () => import(/* webpackChunkName: "icon-video" */ '@nutui/icons-react-taro/dist/es/icons/Video.js'),
  Voice: () => import(/* webpackChunkName: "icon-voice" */ '@nutui/icons-react-taro/dist/es/icons/Voice.js'),
}

const loaded: Partial<Record<MoreIconName, IconComponent>> = {}
const loading: Partial<Record<MoreIconName, Promise<IconComponent>>> = {}

export const preloadedMoreIcon = (name: MoreIconName): IconComponent | undefined => loaded[name]

export function loadMoreIcon(name: MoreIconName): Promise<IconComponent> {
  return (loading[name] ||= CHUNKS[name]().then((m) => (loaded[name] = m.default)))
}
