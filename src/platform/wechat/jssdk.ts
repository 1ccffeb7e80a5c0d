/**
 * WeChat JS-SDK in the WeChat browser (H5 only). The spec's SDK configuration enables QR scan,
 * location, map, image, voice, sharing and card APIs; a signature failure is only logged.
 * Adapters call `readyJssdk()` and fall back when it answers undefined (SDK absent or not configured).
 */
export interface JssdkSignature {
  appId: string
  timestamp: number | string
  nonceStr: string
  signature: string
}

/** The part of `wx` the adapters use. */
export interface Wx {
  config(options: Record<string, unknown>): void
  ready(callback: () => void): void
  error(callback: (res: unknown) => void): void
  getLocation(options: Record<string, unknown>): void
  scanQRCode(options: Record<string, unknown>): void
  updateAppMessageShareData(options: Record<string, unknown>): void
  updateTimelineShareData(options: Record<string, unknown>): void
}

export const JSSDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'
export const JSSDK_API_LIST = [
  'scanQRCode',
  'getLocation',
  'openLocation',
  'chooseImage',
  'previewImage',
  'uploadImage',
  'startRecord',
  'stopRecord',
  'playVoice',
  'pauseVoice',
  'stopVoice',
  'uploadVoice',
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'addCard',
  'chooseCard',
  'openCard',
]
const READY_TIMEOUT_MS = 5000

let ready: Promise<Wx | undefined> | undefined

function windowWx(): Wx | undefined {
  return typeof window === 'undefined' ? undefined : ((window as any).wx as Wx | undefined)
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`JS-SDK failed to load: ${src}`))
    document.head.appendChild(script)
  })
}

/** Loads the SDK (if needed) and configures it with a signature for the current page address. */
export function configureJssdk(fetchSignature: (pageUrl: string) => Promise<JssdkSignature>): Promise<Wx | undefined> {
  ready = (async () => {
    try {
      if (!windowWx()) await loadScript(JSSDK_URL)
      const wx = windowWx()
      if (!wx) return undefined
      const sig = await fetchSignature(window.location.href.split('#')[0])
      return await new Promise<Wx | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), READY_TIMEOUT_MS)
        wx.ready(() => (clearTimeout(timer), resolve(wx)))
        wx.error((res) => {
          console.warn('[jssdk] signature failed', res)
          clearTimeout(timer)
          resolve(undefined)
        })
        wx.config({ debug: false, ...sig, jsApiList: JSSDK_API_LIST })
      })
    } catch (error) {
      console.warn('[jssdk] unavailable', error)
      return undefined
    }
  })()
  return ready
}

/** The configured SDK, or undefined when nobody configured it (or configuring failed). */
export function readyJssdk(): Promise<Wx | undefined> {
  return ready || Promise.resolve(undefined)
}
