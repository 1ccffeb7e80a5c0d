/**
 * The icon of a menu entry (home grid, tab bar): the operator's remote icon when the menu has one
 * (selectIcon when active, else unSelectIcon), otherwise the drawn icon of its menu code in the
 * theme colour (grey when an inactive tab). Decorative: the entry's name is its text.
 */
import { Image, View } from '@tarojs/components'
import type { MenuItem } from '../../../types/contract'
import { iconOfMenuCode } from './icons'
import './index.scss'

export interface MenuIconProps {
  item: MenuItem
  /** tab bar: the selected tab; the grid always counts as active */
  active?: boolean
  variant: 'grid' | 'tab'
}

/** The drawn icon of a menu code alone (e.g. the user centre's entries, which are not menus). */
export function CodeIcon({ code, variant }: { code: string; variant: 'grid' | 'tab' }) {
  const Icon = iconOfMenuCode(code)
  return (
    <View className={`menu-icon menu-icon--${variant} is-active`} aria-hidden="true">
      <Icon className="menu-icon__glyph" />
    </View>
  )
}

export default function MenuIcon({ item, active = true, variant }: MenuIconProps) {
  const remote = active ? item.selectIcon || item.unSelectIcon : item.unSelectIcon || item.selectIcon
  const className = `menu-icon menu-icon--${variant}${active ? ' is-active' : ''}`
  if (remote) return <Image className={className} src={remote} mode="aspectFit" aria-hidden="true" nativeProps={{ alt: '' }} />
  const Icon = iconOfMenuCode(item.menuCode)
  return (
    <View className={className} aria-hidden="true" data-testid={`menu-icon-${item.menuCode}`}>
      <Icon className="menu-icon__glyph" />
    </View>
  )
}
