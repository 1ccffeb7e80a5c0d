/** The index menu grid from getIndexMenuList: icon + name per menu, opened through the menu opener. */
import { Image, Text, View } from '@tarojs/components'
import type { MenuItem } from '../../../types/contract'
import './index.scss'

export default function MenuGrid({
  menus,
  columns = 4,
  themeColor,
  onOpen,
}: {
  menus: MenuItem[]
  columns?: number
  themeColor: string
  onOpen(item: MenuItem): void
}) {
  return (
    <View className="menu-grid" data-testid="index-menu-grid">
      {menus.map((item) => (
        <View
          key={`${item.id}-${item.menuCode}`}
          className="menu-grid__item"
          data-testid={`index-menu-${item.menuCode}`}
          style={{ width: `${100 / columns}%` }}
          onClick={() => onOpen(item)}
        >
          {item.selectIcon || item.unSelectIcon ? (
            <Image className="menu-grid__icon" src={(item.selectIcon || item.unSelectIcon) as string} mode="aspectFit" />
          ) : (
            <View className="menu-grid__badge" style={{ background: themeColor }}>
              {item.name.slice(0, 1)}
            </View>
          )}
          <Text className="menu-grid__name">{item.name}</Text>
        </View>
      ))}
    </View>
  )
}
