/**
 * The icon of a menu entry (home grid, tab bar): the operator's remote icon when the menu has one
 * (selectIcon when active, else unSelectIcon), otherwise the drawn icon of its menu code in the
 * theme colour (grey when an inactive tab). Decorative: the entry's name is its text.
 */
import { View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { MenuItem } from '../../../types/contract'
import { EAGER_ICONS, type IconComponent } from './eager-icons'
import { iconOfMenuCode, type IconName } from './icons'
import { loadMoreIcon, preloadedMoreIcon, type MoreIconName } from './more-icons-loader'
import './index.scss'
import { Picture } from '../../kit/picture'

type Variant = 'grid' | 'tab'

const eager = (name: IconName): IconComponent | undefined => EAGER_ICONS[name as keyof typeof EAGER_ICONS]

/** The drawn icon of a menu code; until a lazily loaded icon arrives, the empty tile. */
export function CodeIcon({ code, path, variant, active = true }: { code: string; path?: string; variant: Variant; active?: boolean }) {
  const name = iconOfMenuCode(code, path)
  const [fetched, setFetched] = useState<{ name: IconName; Icon: IconComponent }>()
  const Icon = eager(name) ?? preloadedMoreIcon(name as MoreIconName) ?? (fetched?.name === name ? fetched.Icon : undefined)
  useEffect(() => {
    let gone = false
    if (!Icon) void loadMoreIcon(name as MoreIconName).then((loaded) => !gone && setFetched({ name, Icon: loaded }))
    return () => {
      gone = true
    }
  }, [Icon, name])
  return (
    <View className={`menu-icon menu-icon--${variant}${active ? ' is-active' : ''}`} aria-hidden="true" data-testid={`menu-icon-${code}`}>
      {Icon ? <Icon className="menu-icon__glyph" /> : null}
    </View>
  )
}

export interface MenuIconProps {
  item: MenuItem
  /** tab bar: the selected tab; the grid always counts as active */
  active?: boolean
  variant: Variant
}

export default function MenuIcon({ item, active = true, variant }: MenuIconProps) {
  const remote = active ? item.selectIcon || item.unSelectIcon : item.unSelectIcon || item.selectIcon
  if (!remote) return <CodeIcon code={item.menuCode} path={item.path} variant={variant} active={active} />
  const className = `menu-icon menu-icon--${variant}${active ? ' is-active' : ''}`
  return <Picture className={className} src={remote} mode="aspectFit" aria-hidden="true" />
}
