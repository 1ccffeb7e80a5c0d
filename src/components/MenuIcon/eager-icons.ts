/**
 * The icons of the default bottom menu (Home, News, Activity, Time, Me) and of unknown codes: always at hand.
 * Imported by path (see ./icon-modules.d.ts), so the package index and every icon it names stay out of the
 * first load; the icons' stylesheet, which the index would bring, comes here, once for every NutUI icon.
 */
import '@nutui/icons-react-taro/dist/style_icon.css'
import Articles from '@nutui/icons-react-taro/dist/es/icons/Articles.js'
import Category from '@nutui/icons-react-taro/dist/es/icons/Category.js'
import Clock from '@nutui/icons-react-taro/dist/es/icons/Clock.js'
import Gift from '@nutui/icons-react-taro/dist/es/icons/Gift.js'
import Home from '@nutui/icons-react-taro/dist/es/icons/Home.js'
import User from '@nutui/icons-react-taro/dist/es/icons/User.js'

export const EAGER_ICONS = { Articles, Category, Clock, Gift, Home, User }
export type IconComponent = typeof Home
