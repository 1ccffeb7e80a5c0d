/** The index menu grid from getIndexMenuList: icon + name per menu, opened through the menu opener. */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { MenuItem } from '../../../types/contract'
import { pressable, useElderStore } from '../../kit/theme'
import MenuIcon from '../MenuIcon'
import './index.scss'

const ELDER_MAX_COLUMNS = 4

export interface MenuGridProps {
  menus: MenuItem[]
  columns?: number
  onOpen(item: MenuItem): void
  /** an icon of the caller's for an entry (the service hubs' glyphs); undefined draws the menu's own */
  renderIcon?: (item: MenuItem) => ReactNode
}

export default function MenuGrid({ menus, columns = 4, onOpen, renderIcon }: MenuGridProps) {
  // elder mode's larger names need wider cells: at most four a row
  const elder = useElderStore((s) => s.elder)
  const perRow = elder ? Math.min(columns, ELDER_MAX_COLUMNS) : columns
  return (
    <View className="menu-grid" data-testid="index-menu-grid">
      {menus.map((item) => (
        <View
          key={`${item.id}-${item.menuCode}`}
          className="menu-grid__item"
          data-testid={`index-menu-${item.menuCode}`}
          style={{ width: `${100 / perRow}%` }}
          {...pressable(() => onOpen(item))}
        >
          {renderIcon?.(item) ?? <MenuIcon item={item} variant="grid" />}
          <Text className="menu-grid__name">{item.name}</Text>
        </View>
      ))}
    </View>
  )
}
