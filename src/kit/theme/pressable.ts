/**
 * Props that make a tappable View a button for everyone: announced as a button, reachable with
 * the keyboard (H5: Tab, then Enter or Space), with a name when it shows only an icon. A page
 * whose tappable parts are all plain Views cannot be used without a touch screen, and axe
 * reports its scrolling page as unreachable.
 */
import type { ITouchEvent } from '@tarojs/components'

interface KeyLike {
  key?: string
  preventDefault?(): void
}

export interface PressableProps {
  role: 'button'
  tabIndex: number
  'aria-label'?: string
  onClick(event?: ITouchEvent): void
  onKeyDown?(event: KeyLike): void
}

export function pressable(onPress: () => void, label?: string): PressableProps {
  const props: PressableProps = { role: 'button', tabIndex: 0, onClick: () => onPress() }
  if (label) props['aria-label'] = label
  // key events exist only in the browser; the mini-program would warn about an unknown binding
  if (process.env.TARO_ENV === 'h5') {
    props.onKeyDown = (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return
      event.preventDefault?.()
      onPress()
    }
  }
  return props
}
