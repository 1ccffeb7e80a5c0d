/**
 * H5 only: what Taro's toast, loading, modal and action sheet module resolves to
 * (config/h5-size.js). The real module builds its DOM and carries a base64 icon font: 8 KB gzip
 * in every first load, although the home page never shows one. Here each call fetches it the first
 * time (its own chunk) and then forwards; calls keep their order because they all wait on the same
 * import. Hiding before anything was ever shown has nothing to hide and fetches nothing.
 */
// the path itself, not the package's index: config/h5-size.js replaces only relative requests of
// Taro's own modules, so this one reaches the real file
type Interaction = typeof import('@tarojs/taro-h5/dist/api/ui/interaction/index.js')

let loading: Promise<Interaction> | undefined
function real(): Promise<Interaction> {
  return (loading ||= import(/* webpackChunkName: "taro-interaction" */ '@tarojs/taro-h5/dist/api/ui/interaction/index.js'))
}

function forward<K extends keyof Interaction>(name: K) {
  return ((...args: unknown[]) => real().then((mod) => (mod[name] as (...a: unknown[]) => unknown)(...args))) as unknown as Interaction[K]
}
function hide<K extends 'hideToast' | 'hideLoading'>(name: K) {
  const forwarded = forward(name) as (...args: unknown[]) => unknown
  return ((...args: unknown[]) => (loading ? forwarded(...args) : Promise.resolve({ errMsg: `${name}:ok` }))) as unknown as Interaction[K]
}

export const showToast = forward('showToast')
export const showLoading = forward('showLoading')
export const showModal = forward('showModal')
export const showActionSheet = forward('showActionSheet')
export const enableAlertBeforeUnload = forward('enableAlertBeforeUnload')
export const disableAlertBeforeUnload = forward('disableAlertBeforeUnload')
export const hideToast = hide('hideToast')
export const hideLoading = hide('hideLoading')
