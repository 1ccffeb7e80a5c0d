import Taro from '@tarojs/taro'
import type { ShareContent, ShareResult } from './index'

let current: ShareContent | undefined

export function currentShareContent(): ShareContent | undefined {
  return current
}

export async function setShareContent(content: ShareContent): Promise<void> {
  current = content
  // friends and Moments in the top-right menu; the page still answers onShareAppMessage
  await Taro.showShareMenu({ withShareTicket: true, showShareItems: ['wechatFriends', 'wechatMoment'] } as any).catch(() => undefined)
}

/** A mini-program cannot open the share sheet from code: the button must be <Button openType="share">. */
export async function share(content: ShareContent): Promise<ShareResult> {
  await setShareContent(content)
  return { ok: true, via: 'weapp-menu' }
}
