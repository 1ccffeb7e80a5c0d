import Taro from '@tarojs/taro'
import { getEnv } from '../env'
import { readyJssdk } from '../wechat/jssdk'
import { SHARE_LINK_COPIED_KEY, SHARE_UNSUPPORTED_KEY, type ShareContent, type ShareResult } from './index'

let current: ShareContent | undefined

export function currentShareContent(): ShareContent | undefined {
  return current
}

function absoluteLink(path: string): string {
  return /^https?:/i.test(path) ? path : `${window.location.origin}${path.startsWith('/') ? '' : '/'}${path}`
}

export async function setShareContent(content: ShareContent): Promise<void> {
  current = content
  if (!getEnv().isWechatBrowser) return
  const wx = await readyJssdk()
  if (!wx) return
  const data = { title: content.title, desc: content.desc || '', link: absoluteLink(content.path), imgUrl: content.imageUrl || '' }
  wx.updateAppMessageShareData(data)
  wx.updateTimelineShareData(data)
}

export async function share(content: ShareContent): Promise<ShareResult> {
  await setShareContent(content)
  // the WeChat browser shares through its own top-right menu with the data set above
  if (getEnv().isWechatBrowser) return { ok: true, via: 'wechat-menu' }
  const link = absoluteLink(content.path)
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: content.title, text: content.desc, url: link })
      return { ok: true, via: 'web-share' }
    } catch (error: any) {
      if (error?.name === 'AbortError') return { ok: false, reason: 'cancelled', messageKey: SHARE_UNSUPPORTED_KEY }
    }
  }
  try {
    await Taro.setClipboardData({ data: link })
    return { ok: true, via: 'clipboard', messageKey: SHARE_LINK_COPIED_KEY }
  } catch {
    return { ok: false, reason: 'unsupported', messageKey: SHARE_UNSUPPORTED_KEY }
  }
}
