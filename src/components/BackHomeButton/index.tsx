/**
 * Floating back-to-home button (product-spec 2, root shell): draggable and clamped to the screen;
 * hidden when the page scrolls or when it is tapped (tapping goes home); a small side tab at the
 * screen edge shows it again.
 * It never sits on a tap target (issue 28: it covered the 12345 call button, the 举报 link, the
 * survey's submit button): docked at the bottom right, or where the visitor last dropped it
 * (remembered on the device), it moves to the nearest free place whenever the page changes
 * (./placement.ts over src/platform/tap-targets). In the mini-program, which cannot measure the
 * page, it stays docked, and PageShell reserves room for it at the page's foot.
 */
import { Text, View } from '@tarojs/components'
import { useDidHide, useDidShow, usePageScroll } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HOME_ROUTE } from '../../core/routes'
import { pressable } from '../../kit/theme'
import { getWindowSize } from '../../platform/env'
import { STORAGE_KEYS, storage } from '../../platform/storage'
import { visibleTapTargets, watchLayout } from '../../platform/tap-targets'
import { navigate } from '../../services/navigate'
import { clampPosition } from './clamp'
import { dockPosition, freeSpot, type Point, type Size } from './placement'
import './index.scss'

interface TouchPoint {
  clientX: number
  clientY: number
}

/** the button and the side tab in screen px (set inline, so both targets draw this exact box) */
export const BUTTON_BOX: Size = { w: 48, h: 48 }
export const SIDE_BOX: Size = { w: 24, h: 80 }
/** room PageShell keeps under a page's content for the docked button */
export const BACK_HOME_ROOM_PX = BUTTON_BOX.h + 24
const OWN = '.back-home, .back-home-side'

function rememberedPosition(): Point | undefined {
  const saved = storage.get<Point>(STORAGE_KEYS.backHomePosition)
  return saved && Number.isFinite(saved.x) && Number.isFinite(saved.y) ? saved : undefined
}

export default function BackHomeButton() {
  const { t } = useTranslation('shell')
  const [visible, setVisible] = useState(true)
  // where the visitor wants it; `pos` is where it is (moved off whatever it would cover)
  const preferred = useRef<Point>(
    clampPosition(rememberedPosition() ?? dockPosition(BUTTON_BOX, getWindowSize()), BUTTON_BOX, getWindowSize()),
  )
  const [pos, setPos] = useState<Point>(preferred.current)
  const dragging = useRef(false)
  const onScreen = useRef(true)
  const lastScroll = useRef(0)

  const place = useCallback(() => {
    if (dragging.current || !onScreen.current) return
    const screen = getWindowSize()
    const button = freeSpot(preferred.current, BUTTON_BOX, screen, visibleTapTargets(OWN))
    setPos((old) => (old.x === button.x && old.y === button.y ? old : button))
  }, [])

  useEffect(() => {
    place()
    return watchLayout(place)
  }, [place])
  // the router keeps earlier pages mounted under the one on screen: only the page shown places its button
  useDidShow(() => {
    onScreen.current = true
    place()
  })
  useDidHide(() => {
    onScreen.current = false
  })

  usePageScroll(({ scrollTop }) => {
    // any real scroll hides the button; it stays hidden until the side tab is tapped
    if (Math.abs(scrollTop - lastScroll.current) > 2) setVisible(false)
    lastScroll.current = scrollTop
  })

  const onTouchMove = (e: { touches?: TouchPoint[]; changedTouches?: TouchPoint[]; stopPropagation?: () => void }) => {
    const touch = e.touches?.[0] || e.changedTouches?.[0]
    if (!touch) return
    e.stopPropagation?.()
    dragging.current = true
    const at = clampPosition({ x: touch.clientX - BUTTON_BOX.w / 2, y: touch.clientY - BUTTON_BOX.h / 2 }, BUTTON_BOX, getWindowSize())
    preferred.current = at
    setPos(at)
  }
  const onTouchEnd = () => {
    if (!dragging.current) return
    dragging.current = false
    storage.set(STORAGE_KEYS.backHomePosition, preferred.current)
    // dropped on a button: it steps aside to the nearest free place
    place()
  }

  if (!visible) {
    const side = freeSpot({ x: getWindowSize().width - SIDE_BOX.w, y: pos.y }, SIDE_BOX, getWindowSize(), visibleTapTargets(OWN), false)
    return (
      <View
        className="back-home-side"
        data-testid="back-home-side"
        style={{ top: `${side.y}px`, width: `${SIDE_BOX.w}px`, height: `${SIDE_BOX.h}px` }}
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
      style={{ left: `${pos.x}px`, top: `${pos.y}px`, width: `${BUTTON_BOX.w}px`, height: `${BUTTON_BOX.h}px` }}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
      {...pressable(() => {
        setVisible(false)
        navigate(HOME_ROUTE, 'relaunch')
      })}
    >
      <Text>{t('backHome.label')}</Text>
    </View>
  )
}
