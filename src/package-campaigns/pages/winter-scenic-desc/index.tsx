/**
 * /winter-scenic-desc/{id}: a place of the winter guide (the campaign `winter-guide`), its winter
 * note from the campaign over the place's own pictures and introduction (the places feature's
 * blocks), and the way to its full page.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { CampaignDetail } from '@/core/campaigns/contract'
import { WINTER_PLACE_CAMPAIGN } from '@/core/campaigns/rules'
import * as routes from '@/core/route-paths'
import { Gallery, Intro, picturesOf, placesApi, type PlaceDetail } from '@/features/places'
import { usePageParams } from '@/kit/page-params'
import { PageAction } from '@/kit/page-actions'
import { LoadState, useLoad } from '@/kit/use-load'
import { navigate } from '@/services/navigate'
import { CampaignView } from '../../components/CampaignView'
import { Banner } from '../../components/text-blocks'

const noteOf = (campaign: CampaignDetail, id: string) =>
  campaign.sections.flatMap((s) => (s.kind === 'places' && s.notes?.[id] ? [s.notes[id]] : []))[0]

function WinterPlace({ campaign, id }: { campaign: CampaignDetail; id: string }) {
  const { t } = useTranslation('campaigns')
  const load = useLoad(() => placesApi('SCENERY').detail(id), { key: id })
  const place: PlaceDetail | undefined = load.data
  const banner = campaign.sections.find((s) => s.kind === 'banner')
  const note = noteOf(campaign, id)
  return (
    <View className="campaign" data-testid="winter-place">
      {banner?.kind === 'banner' && <Banner section={banner} />}
      <LoadState load={load} testId="winter-place" />
      {place && (
        <>
          <View className="campaign-section">
            <Text className="campaign-section__title" data-testid="winter-place-name">
              {place.name}
            </Text>
            {note && (
              <Text className="campaign-place__note" data-testid="winter-place-note">
                {t('winterNote', { note })}
              </Text>
            )}
          </View>
          <Gallery images={picturesOf(place)} name={place.name} />
          <Intro text={place.intro} />
          <PageAction testId="winter-place-detail" plain onClick={() => navigate(routes.scenicDetail(place.id))}>
            {t('placeDetail')}
          </PageAction>
        </>
      )}
    </View>
  )
}

export default function WinterScenicDescPage() {
  const { t } = useTranslation('campaigns')
  const { id = '' } = usePageParams()
  return (
    <CampaignView code={WINTER_PLACE_CAMPAIGN} path={routes.winterScenicDesc(id)} titleOf={() => t('title.winterPlace')}>
      {(campaign) => <WinterPlace campaign={campaign} id={id} />}
    </CampaignView>
  )
}
