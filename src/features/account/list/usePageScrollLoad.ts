/** Loads the next page when the page scrolls near its bottom (Taro's onReachBottom; trigger 240 px is set in the page config). */
import { useReachBottom } from '@tarojs/taro'

export function usePageScrollLoad(loadMore: () => void) {
  useReachBottom(loadMore)
}
