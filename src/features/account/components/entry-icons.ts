/**
 * Each user-centre entry's own icon (/user and the Great Wall's /cc-user), chosen for what the entry
 * holds: two tiles of one grid never share an icon (entry-icons.test.ts). Imported by path like
 * the menu icons (src/components/MenuIcon/icon-modules.d.ts), so only these ride with the grid; all
 * but Wallet and UserAdd are icons the home's menus already ship, since whatever the user tab imports is JS the
 * mini-program evaluates at launch (600 KB budget).
 */
import '@nutui/icons-react-taro/dist/style_icon.css'
import Articles from '@nutui/icons-react-taro/dist/es/icons/Articles.js'
import Clock from '@nutui/icons-react-taro/dist/es/icons/Clock.js'
import Comment from '@nutui/icons-react-taro/dist/es/icons/Comment.js'
import Complaint from '@nutui/icons-react-taro/dist/es/icons/Complaint.js'
import Heart from '@nutui/icons-react-taro/dist/es/icons/Heart.js'
import Location from '@nutui/icons-react-taro/dist/es/icons/Location.js'
import Order from '@nutui/icons-react-taro/dist/es/icons/Order.js'
import Share from '@nutui/icons-react-taro/dist/es/icons/Share.js'
import ShieldCheck from '@nutui/icons-react-taro/dist/es/icons/ShieldCheck.js'
import Star from '@nutui/icons-react-taro/dist/es/icons/Star.js'
import User from '@nutui/icons-react-taro/dist/es/icons/User.js'
import UserAdd from '@nutui/icons-react-taro/dist/es/icons/UserAdd.js'
import Wallet from '@nutui/icons-react-taro/dist/es/icons/Wallet.js'

export const ENTRY_ICON_COMPONENTS = {
  Articles,
  Clock,
  Comment,
  Complaint,
  Heart,
  Location,
  Order,
  Share,
  ShieldCheck,
  Star,
  User,
  UserAdd,
  Wallet,
}
export type EntryIconName = keyof typeof ENTRY_ICON_COMPONENTS

/** key of `user.entries.*` → its icon */
export const ENTRY_ICONS: Record<string, EntryIconName> = {
  profile: 'User',
  orders: 'Order',
  reservations: 'Clock',
  // a credit record
  credit: 'Articles',
  vip: 'Star',
  wallet: 'Wallet',
  collection: 'Heart',
  messages: 'Comment',
  // the people one books for
  contacts: 'UserAdd',
  addresses: 'Location',
  // a verified identity
  realName: 'ShieldCheck',
  feedback: 'Complaint',
  // an invitation is shared with a friend
  invite: 'Share',
}
