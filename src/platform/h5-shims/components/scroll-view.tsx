/**
 * H5 only: Taro's ScrollView as a plain <div> that scrolls, instead of the taro-scroll-view-core web
 * component (with the Stencil runtime it needs, in the first load of every page that has a row of
 * cards). Same classes and props as Taro's element: scrollX / scrollY, scrollLeft / scrollTop and
 * scrollIntoView (smooth with scrollWithAnimation), enhanced + showScrollbar={false}, onScroll with
 * Taro's detail, onScrollToUpper / onScrollToLower at their thresholds. Like Taro's element, a
 * touchmove inside stops there (a pull-down around it does not start while its content scrolls).
 * The mini-program and jest never see this file.
 */
import { createElement, forwardRef, useEffect, useImperativeHandle, useMemo, useRef, type UIEvent } from 'react'
import './scroll-view.scss'

import { domProps, type Props } from './dom-props'

/** Taro's props, read here (or meaningless in a browser); everything else reaches the <div> */
const TARO_ONLY = new Set([
  'scrollX',
  'scrollY',
  'upperThreshold',
  'lowerThreshold',
  'scrollTop',
  'scrollLeft',
  'scrollIntoView',
  'scrollIntoViewAlignment',
  'scrollWithAnimation',
  'enhanced',
  'showScrollbar',
  'enableFlex',
  'enableBackToTop',
  'type',
  'className',
  'onScroll',
  'onScrollToUpper',
  'onScrollToLower',
  'children',
])

/** Taro's element waits for the scrolling to rest 200 ms before it tells the ends */
function debounced(fn: () => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  return () => {
    clearTimeout(timer)
    timer = setTimeout(fn, ms)
  }
}

export const ScrollView = forwardRef<HTMLDivElement, Props>(function ScrollView(props, ref) {
  const { scrollX, scrollY, scrollTop, scrollLeft, scrollIntoView, scrollIntoViewAlignment, scrollWithAnimation, enhanced, showScrollbar } =
    props
  const own = useRef<HTMLDivElement>(null)
  useImperativeHandle(ref, () => own.current as HTMLDivElement)
  const latest = useRef(props)
  latest.current = props
  const behavior: ScrollBehavior = scrollWithAnimation ? 'smooth' : 'auto'

  useEffect(() => {
    const el = own.current
    const top = Number(scrollTop)
    if (el && scrollY && scrollTop != null && !isNaN(top)) el.scrollTo({ top, behavior })
  }, [scrollTop, scrollY]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const el = own.current
    const left = Number(scrollLeft)
    if (el && scrollX && scrollLeft != null && !isNaN(left)) el.scrollTo({ left, behavior })
  }, [scrollLeft, scrollX]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (typeof scrollIntoView !== 'string' || !scrollIntoView) return
    document.getElementById(scrollIntoView)?.scrollIntoView({
      behavior,
      block: scrollY ? scrollIntoViewAlignment || 'center' : 'center',
      inline: scrollX ? scrollIntoViewAlignment || 'start' : 'start',
    })
  }, [scrollIntoView]) // eslint-disable-line react-hooks/exhaustive-deps

  // a native listener: React's own touchmove runs at the root, after the page's would have seen it
  useEffect(() => {
    const el = own.current
    if (!el) return
    const stop = (e: Event) => e.stopPropagation()
    el.addEventListener('touchmove', stop)
    return () => el.removeEventListener('touchmove', stop)
  }, [])

  const ends = useMemo(
    () =>
      debounced(() => {
        const el = own.current
        const p = latest.current
        if (!el) return
        const lower = Number(p.lowerThreshold ?? 50)
        const upper = Number(p.upperThreshold ?? 50)
        const { offsetWidth, offsetHeight, scrollLeft: left, scrollTop: top, scrollHeight, scrollWidth } = el
        if ((p.scrollY && offsetHeight + top + lower >= scrollHeight) || (p.scrollX && offsetWidth + left + lower >= scrollWidth))
          p.onScrollToLower?.({ detail: { direction: p.scrollX ? 'right' : 'bottom' } })
        if ((p.scrollY && top <= upper) || (p.scrollX && left <= upper))
          p.onScrollToUpper?.({ detail: { direction: p.scrollX ? 'left' : 'top' } })
      }, 200),
    [],
  )

  const rest = domProps(props, TARO_ONLY)
  const classes = [
    'taro-scroll-view',
    scrollX && 'taro-scroll-view__scroll-x',
    scrollY && 'taro-scroll-view__scroll-y',
    enhanced && showScrollbar === false && 'taro-scroll--hidebar',
    props.className,
  ]
  return createElement(
    'div',
    {
      ...rest,
      ref: own,
      className: classes.filter(Boolean).join(' '),
      onScroll: (e: UIEvent<HTMLDivElement>) => {
        const { scrollLeft: left, scrollTop: top, scrollHeight, scrollWidth } = e.currentTarget
        latest.current.onScroll?.(Object.assign(e, { detail: { scrollLeft: left, scrollTop: top, scrollHeight, scrollWidth } }))
        if (latest.current.onScrollToLower || latest.current.onScrollToUpper) ends()
      },
    },
    props.children,
  )
})
