/** The icons of the default bottom menu (Home, News, Activity, Time, Me) and of unknown codes: always at hand. */
import { Articles, Category, Clock, Gift, Home, User } from '@nutui/icons-react-taro'

export const EAGER_ICONS = { Articles, Category, Clock, Gift, Home, User }
export type IconComponent = typeof Home
