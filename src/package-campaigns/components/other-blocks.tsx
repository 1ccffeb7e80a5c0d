/**
 * The other section kinds: news or stories (a row each, to its page), a countdown (ticks each
 * minute; the record's words once reached), and the share card (the page's share: WeChat menu,
 * Web Share, else the link copied).
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ArticlesSection, CampaignArticle, CountdownSection, ShareSection } from '@/core/campaigns/contract'
import { countdownParts } from '@/core/campaigns/rules'
import * as routes from '@/core/route-paths'
import { mediaUrl } from '@/kit/media-url'
import { Picture } from '@/kit/picture'
import { PageAction } from '@/kit/page-actions'
import { pressable } from '@/kit/theme'
import { toast } from '@/kit/toast'
import { share, type ShareContent } from '@/platform/share'
import { navigate } from '@/services/navigate'

export function Articles({ section }: { section: ArticlesSection & { items: CampaignArticle[] } }) {
  const open = (id: number) => navigate(section.source === 'news' ? routes.newsDetail(id) : routes.storyDetail(id))
  return (
    <View className="campaign-section" data-testid="campaign-articles" data-source={section.source}>
      <Text className="campaign-section__title">{section.title}</Text>
      {section.items.map((item) => (
        <View key={item.id} className="campaign-article" data-testid={`campaign-article-${item.id}`} {...pressable(() => open(item.id))}>
          {item.cover && <Picture className="campaign-article__cover" src={item.cover} lazyLoad />}
          <View className="campaign-article__body">
            <Text className="campaign-article__title">{item.title}</Text>
            {item.summary && <Text className="campaign-article__summary">{item.summary}</Text>}
          </View>
        </View>
      ))}
    </View>
  )
}

export function Countdown({ section, now = Date.now }: { section: CountdownSection; now?: () => number }) {
  const { t } = useTranslation('campaigns')
  const [at, setAt] = useState(now)
  useEffect(() => {
    const timer = setInterval(() => setAt(now()), 60_000)
    return () => clearInterval(timer)
  }, [now])
  const parts = countdownParts(Date.parse(section.until), at)
  return (
    <View className="campaign-section campaign-countdown" data-testid="campaign-countdown" data-done={parts ? 'false' : 'true'}>
      <Text className="campaign-section__title">{section.title}</Text>
      <View className="campaign-countdown__value" role="timer">
        {parts ? t('countdown.left', parts) : section.doneText}
      </View>
    </View>
  )
}

export function ShareCard({ section, content }: { section: ShareSection; content: ShareContent }) {
  const { t } = useTranslation(['campaigns', 'common'])
  const onShare = async () => {
    const res = await share({
      ...content,
      title: section.title || content.title,
      desc: section.text,
      imageUrl: section.image ? mediaUrl(section.image) : content.imageUrl,
    })
    if (res.ok ? res.messageKey : res.reason !== 'cancelled') toast(t(res.messageKey as string))
  }
  return (
    <View className="campaign-section campaign-share" data-testid="campaign-share">
      <Text className="campaign-section__title">{section.title}</Text>
      <Text className="campaign-share__text">{section.text}</Text>
      <PageAction testId="campaign-share-button" onClick={() => void onShare()}>
        {t('share')}
      </PageAction>
    </View>
  )
}
