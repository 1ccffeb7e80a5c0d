import Taro from '@tarojs/taro'

// the native navigation bar draws text: nothing can run
export function setPageTitle(title: string): void {
  Taro.setNavigationBarTitle({ title })
}
