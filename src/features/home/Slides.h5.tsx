/**
 * H5: the browser's own sideways scrolling with scroll snapping, turned every SLIDE_MS (not when
 * the visitor asked for reduced motion, nor while a finger or the pointer is on it). NutUI's
 * Swiper wraps Taro's, which loads swiper.js (~40 KB gzip) into the home page's first load,
 * whose budget (npm run bench:size) has no room for it.
 */
import { View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { SLIDE_MS, type SlidesProps } from './slides-props'

export function Slides({ slides, label }: SlidesProps) {
  const ref = useRef<HTMLElement | null>(null)
  const [current, setCurrent] = useState(0)
  const held = useRef(false)

  useEffect(() => {
    const el = ref.current
    if (!el) return
    const onScroll = () => setCurrent(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)))
    el.addEventListener('scroll', onScroll, { passive: true })
    const holds: Array<[string, boolean]> = [
      ['touchstart', true],
      ['touchend', false],
      ['mouseenter', true],
      ['mouseleave', false],
    ]
    const handlers = holds.map(([name, on]) => [name, () => (held.current = on)] as const)
    for (const [name, fn] of handlers) el.addEventListener(name, fn, { passive: true })
    const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
    const timer =
      slides.length > 1 && !still
        ? setInterval(() => {
            if (held.current || !el.clientWidth) return
            const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % slides.length
            el.scrollTo?.({ left: next * el.clientWidth, behavior: 'smooth' })
          }, SLIDE_MS)
        : undefined
    return () => {
      el.removeEventListener('scroll', onScroll)
      for (const [name, fn] of handlers) el.removeEventListener(name, fn)
      if (timer) clearInterval(timer)
    }
  }, [slides.length])

  return (
    <View className="home-slides" aria-roledescription="carousel" aria-label={label}>
      <View className="home-slides__track" ref={ref as never}>
        {slides.map((slide, i) => (
          <View key={i} className="home-slides__slide">
            {slide}
          </View>
        ))}
      </View>
      {slides.length > 1 && (
        <View className="home-slides__dots" aria-hidden>
          {slides.map((_, i) => (
            <View key={i} className={`home-slides__dot${i === current ? ' is-current' : ''}`} />
          ))}
        </View>
      )}
    </View>
  )
}
