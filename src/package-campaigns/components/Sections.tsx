/**
 * The one campaign renderer: the record's sections in order, each by its kind. A section this app
 * does not know, or one failing the shared check (sectionProblem), is skipped: a record written
 * for a newer app never breaks an older one's page.
 */
import { View } from '@tarojs/components'
import type { CampaignDetail, ResolvedSection } from '@/core/campaigns/contract'
import { sectionProblem, WINTER_PLACE_CAMPAIGN } from '@/core/campaigns/rules'
import * as routes from '@/core/route-paths'
import type { ShareContent } from '@/platform/share'
import { EntriesBlock } from './EntriesBlock'
import { Articles, Countdown, ShareCard } from './other-blocks'
import { MapBlock, PlacesBlock } from './place-blocks'
import { Banner, RichText } from './text-blocks'
import './campaigns.scss'

function Section({ section, campaign, share }: { section: ResolvedSection; campaign: CampaignDetail; share: ShareContent }) {
  switch (section.kind) {
    case 'banner':
      return <Banner section={section} />
    case 'richText':
      return <RichText section={section} />
    case 'places':
      // the winter guide's places open in its own place page (/winter-scenic-desc/{id})
      return (
        <PlacesBlock
          section={section}
          detailOf={campaign.code === WINTER_PLACE_CAMPAIGN ? (id) => routes.winterScenicDesc(id) : undefined}
        />
      )
    case 'map':
      return <MapBlock section={section} />
    case 'articles':
      return <Articles section={section} />
    case 'entries':
      return <EntriesBlock section={section} code={campaign.code} />
    case 'countdown':
      return <Countdown section={section} />
    case 'share':
      return <ShareCard section={section} content={share} />
    default:
      return null
  }
}

export function Sections({ campaign, share }: { campaign: CampaignDetail; share: ShareContent }) {
  return (
    <View className="campaign" data-testid="campaign-sections" data-code={campaign.code}>
      {campaign.sections
        .filter((s) => !sectionProblem(s))
        .map((section, i) => (
          <Section key={i} section={section} campaign={campaign} share={share} />
        ))}
    </View>
  )
}
