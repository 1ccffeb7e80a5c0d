/**
 * H5 only: View, Text and Image as plain HTML elements (div, span, div > img) instead of Taro's
 * web components. Those are custom elements that Stencil hydrates one by one after React renders
 * them, on the main thread: on /index, with a few hundred of them, the larger part of the
 * blocking time Lighthouse measured (npm run bench:lighthouse). The mini-program and jest never
 * see this file; the props pages pass mean the same here (className, style, data-*, aria-*, role,
 * events, catchMove; Image: src, mode, lazyLoad, and nativeProps / imgProps for the <img>: alt,
 * fetchpriority).
 */
import { createElement, forwardRef, useEffect, useImperativeHandle, useRef, type CSSProperties, type ForwardedRef } from 'react'
import './html.scss'

import { domProps, type Props } from './dom-props'

/** Taro props that are no DOM attribute (read here, or meaningless on a web page) */
const TARO_ONLY = new Set([
  'hoverClass',
  'hoverStartTime',
  'hoverStayTime',
  'hoverStopPropagation',
  'catchMove',
  'catchTouchMove',
  'animation',
  'nativeProps',
  'imgProps',
  'selectable',
  'userSelect',
  'space',
  'decode',
  'lazyLoad',
  'showMenuByLongpress',
  'webp',
  'mode',
  'src',
  'onLongPress',
  'compileMode',
  'children',
])

const joined = (...names: unknown[]) => names.filter((n) => typeof n === 'string' && n).join(' ') || undefined

/**
 * catchMove: the page behind an overlay must not scroll. React listens to touchmove passively
 * (preventDefault would be ignored), so the element gets a listener of its own.
 */
function useCatchMove(catchMove: boolean, ref: ForwardedRef<HTMLElement>) {
  const own = useRef<HTMLElement>(null)
  useImperativeHandle(ref, () => own.current as HTMLElement)
  useEffect(() => {
    const el = own.current
    if (!catchMove || !el) return
    const stop = (e: TouchEvent) => e.preventDefault()
    el.addEventListener('touchmove', stop, { passive: false })
    return () => el.removeEventListener('touchmove', stop)
  }, [catchMove])
  return own
}

export const View = forwardRef<HTMLElement, Props>(function View(props, ref) {
  const own = useCatchMove(Boolean(props.catchMove || props.catchTouchMove), ref)
  return createElement('div', { ...domProps(props, TARO_ONLY), ref: own }, props.children)
})

export const Text = forwardRef<HTMLElement, Props>(function Text(props, ref) {
  const style: CSSProperties | undefined = props.userSelect || props.selectable ? { userSelect: 'text', ...props.style } : props.style
  return createElement('span', { ...domProps(props, TARO_ONLY), style, ref }, props.children)
})

export const Image = forwardRef<HTMLElement, Props>(function Image(props, ref) {
  const { src, mode = 'scaleToFill', lazyLoad, className, onLoad, onError, nativeProps, imgProps } = props
  const rest = domProps(props, TARO_ONLY)
  delete rest.onLoad
  delete rest.onError
  const modeClass = `taro-img__mode-${String(mode).toLowerCase().replace(/\s/g, '')}`
  return createElement(
    'div',
    { ...rest, ref, className: joined('taro-img', mode === 'widthFix' && 'taro-img__widthfix', className) },
    createElement('img', {
      // what Taro hands to its inner <img> (alt, fetchpriority…)
      ...nativeProps,
      ...imgProps,
      className: modeClass,
      src: src || undefined,
      alt: imgProps?.alt ?? nativeProps?.alt ?? '',
      loading: lazyLoad ? 'lazy' : undefined,
      decoding: 'async',
      // Taro's load event carries the picture's size in detail
      onLoad:
        onLoad && ((e: any) => onLoad(Object.assign(e, { detail: { width: e.target.naturalWidth, height: e.target.naturalHeight } }))),
      onError,
    }),
  )
})
