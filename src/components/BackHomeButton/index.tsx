/**
 * Floating back-to-home button: draggable and clamped to the screen; hidden when the page
 * scrolls or when it is tapped (tapping goes home); a small side icon at the screen edge shows it again.
 */
import { Text, View } from '@tarojs/components'
import { usePageScroll } from '@tarojs/taro'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HOME_ROUTE } from '../../core/routes'
import { pressable } from '../../kit/theme'
import { getWindowSize } from '../../platform/env'
import { navigate } from '../../services/navigate'
import { clampPosition } from './clamp'
import './index.scss'

interface TouchPoint {
  clientX: number
  clientY: number
}

/** button size in px on screen (the scss draws 96rpx ~ 48px at 375 wide); enough to clamp */
const BOX = { w: 48, h: 48 }

function screenSize() {
  return getWindowSize()
}

export default function BackHomeButton() {
  const { t } = useTranslation('shell')
  const [visible, setVisible] = useState(true)
  const [pos, setPos] = useState(() => {
    const s = screenSize()
    return clampPosition({ x: s.width - BOX.w - 12, y: s.height * 0.6 }, BOX, s)
  })
  const lastScroll = useRef(0)

  usePageScroll(({ scrollTop }) => {
    // any real scroll hides the button; it stays hidden until the side icon is tapped
    if (Math.abs(scrollTop - lastScroll.current) > 2) setVisible(false)
    lastScroll.current = scrollTop
  })

  const onTouchMove = (e: { touches?: TouchPoint[]; changedTouches?: TouchPoint[]; stopPropagation?: () => void }) => {
    const touch = e.touches?.[0] || e.changedTouches?.[0]
    if (!touch) return
    e.stopPropagation?.()
    setPos(clampPosition({ x: touch.clientX - BOX.w / 2, y: touch.clientY - BOX.h / 2 }, BOX, screenSize()))
  }

  if (!visible) {
    return (
      <View
        className="back-home-side"
        data-testid="back-home-side"
        style={{ top: `${pos.y}px` }}
        {...pressable(() => setVisible(true), t('backHome.show'))}
      >
        <Text className="back-home-side__label">{t('backHome.show')}</Text>
      </View>
    )
  }
  return (
    <View
      className="back-home"
      data-testid="back-home"
      catchMove
      style={{ left: `${pos.x}px`, top: `${pos.y}px` }}
      onTouchMove={onTouchMove}
      {...pressable(() => {
        setVisible(false)
        navigate(HOME_ROUTE, 'relaunch')
      })}
    >
      <Text>{t('backHome.label')}</Text>
    </View>
  )
}
