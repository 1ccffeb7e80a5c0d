/**
 * A campaign page by code (/campaign/{code} and the named routes; docs/contract-campaigns.md): one
 * call, then the renderer; its title set in code; its share card the campaign. A code this site has
 * no record of says "not on this site" with the way home (the home area's site-only notice).
 * `children` draws a sub-page (the players, a winter place) inside the campaign instead of its sections.
 */
import Taro, { usePullDownRefresh, useShareAppMessage } from '@tarojs/taro'
import { useEffect, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import type { CampaignDetail } from '@/core/campaigns/contract'
import { toMiniProgramUrl } from '@/core/routes'
import { campaignCalls } from '@/features/campaigns'
import { SiteOnlyView } from '@/features/home/site-only'
import { NOT_FOUND_CODE } from '@/kit/detail-page'
import { mediaUrl } from '@/kit/media-url'
import { LoadState, useLoad } from '@/kit/use-load'
import { preparePullDown } from '@/platform/pull-down'
import { setShareContent, type ShareContent } from '@/platform/share'
import { Sections } from './Sections'

export interface CampaignViewProps {
  code: string
  /** the spec path shown (the share card's path) */
  path: string
  /** title of a sub-page (default: the campaign's) */
  titleOf?: (campaign: CampaignDetail) => string
  children?: (campaign: CampaignDetail) => ReactNode
}

export function CampaignView({ code, path, titleOf, children }: CampaignViewProps) {
  const { t } = useTranslation('campaigns')
  const load = useLoad(() => campaignCalls.detail(code), { key: code })
  const campaign = load.data
  const share: ShareContent = useMemo(
    () => ({ title: campaign?.title ?? '', path, imageUrl: campaign?.cover ? mediaUrl(campaign.cover) : undefined }),
    [campaign, path],
  )
  useEffect(() => {
    if (campaign) void setShareContent(share)
  }, [campaign, share])
  // pull to refresh reads the record again (an operator's change shows without leaving the page)
  useEffect(preparePullDown, [])
  usePullDownRefresh(() => {
    void load.reload().finally(() => Taro.stopPullDownRefresh())
  })
  useShareAppMessage(() => ({ title: share.title, path: toMiniProgramUrl(share.path).url, imageUrl: share.imageUrl }))
  const missing = !!load.failed && !('noAnswer' in load.failed) && load.failed.code === NOT_FOUND_CODE
  return (
    <SiteOnlyView shown={!missing} title={t('title.campaign')}>
      <PageShell title={campaign ? (titleOf?.(campaign) ?? campaign.title) : t('title.campaign')}>
        <LoadState load={load} testId="campaign" />
        {campaign && (children ? children(campaign) : <Sections campaign={campaign} share={share} />)}
      </PageShell>
    </SiteOnlyView>
  )
}
