/**
 * Sharing the current page. Mini-program: the share menu / a <Button openType="share"> shares
 * what `currentShareContent()` returns (pages return it from useShareAppMessage). WeChat browser:
 * the JS-SDK share data for the top-right menu. Other browsers: the Web Share API, else the link
 * is copied to the clipboard.
 */
export interface ShareContent {
  title: string
  /** spec path with query, e.g. '/scenic-detail/5?from=share' */
  path: string
  imageUrl?: string
  desc?: string
}

export type ShareVia = 'weapp-menu' | 'wechat-menu' | 'web-share' | 'clipboard'

export type ShareResult =
  { ok: true; via: ShareVia; messageKey?: string } | { ok: false; reason: 'unsupported' | 'cancelled' | 'failed'; messageKey: string }

export interface ShareAdapter {
  /** Prepares the page's share data (menu share on weapp and in the WeChat browser). */
  setShareContent(content: ShareContent): Promise<void>
  /** The user pressed a share button. */
  share(content: ShareContent): Promise<ShareResult>
  /** What was last prepared, for useShareAppMessage / useShareTimeline. */
  currentShareContent(): ShareContent | undefined
}

export const SHARE_LINK_COPIED_KEY = 'common:shareLinkCopied'
export const SHARE_UNSUPPORTED_KEY = 'common:shareUnsupported'

export { setShareContent, share, currentShareContent } from './share'
