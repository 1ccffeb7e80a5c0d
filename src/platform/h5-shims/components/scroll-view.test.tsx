/** The H5 ScrollView: a scrolling <div> with Taro's classes, scroll positions and events. */
import { act, fireEvent, render } from '@testing-library/react'
import { ScrollView } from './scroll-view'

test("scrollX with enhanced and showScrollbar={false}: Taro's classes; scrollLeft scrolls it", () => {
  const scrollTo = jest.fn()
  Element.prototype.scrollTo = scrollTo
  const { getByTestId } = render(
    <ScrollView className="wl-panorama__scroll" scrollX scrollLeft={600} enhanced showScrollbar={false} data-testid="s">
      <div>a</div>
    </ScrollView>,
  )
  const el = getByTestId('s')
  expect(el.className).toBe('taro-scroll-view taro-scroll-view__scroll-x taro-scroll--hidebar wl-panorama__scroll')
  expect(el.textContent).toBe('a')
  expect(scrollTo).toHaveBeenCalledWith({ left: 600, behavior: 'auto' })
})

test("onScroll gets Taro's detail; onScrollToLower when the end is near, after the scrolling rests", () => {
  jest.useFakeTimers()
  const onScroll = jest.fn((e) => e.detail)
  const onScrollToLower = jest.fn()
  const { getByTestId } = render(<ScrollView scrollY data-testid="s" onScroll={onScroll} onScrollToLower={onScrollToLower} />)
  const el = getByTestId('s')
  for (const [key, value] of Object.entries({ offsetHeight: 500, scrollHeight: 1000, scrollTop: 460, scrollLeft: 0, scrollWidth: 300 }))
    Object.defineProperty(el, key, { value, configurable: true })
  fireEvent.scroll(el)
  expect(onScroll.mock.results[0].value).toEqual({ scrollLeft: 0, scrollTop: 460, scrollHeight: 1000, scrollWidth: 300 })
  expect(onScrollToLower).not.toHaveBeenCalled()
  act(() => jest.advanceTimersByTime(200))
  expect(onScrollToLower).toHaveBeenCalledWith({ detail: { direction: 'bottom' } })
  jest.useRealTimers()
})
