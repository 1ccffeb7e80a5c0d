let defined: Promise<void> | undefined

export function preparePullDown(): void {
  defined ||= import(/* webpackChunkName: "pull-to-refresh" */ '@tarojs/components/dist/components/taro-pull-to-refresh-core.js').then(
    (m) => m.defineCustomElement(),
    () => undefined, // no element code (jest): the page works without the pull-down
  )
}
