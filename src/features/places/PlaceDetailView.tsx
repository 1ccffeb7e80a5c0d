/**
 * The one detail page of every place type (issue "Places", "Every detail page"), on the kit's
 * DetailPage (loading, failed with retry, not found; title set in code: the place's name):
 * gallery with the photo viewer, name, level, tags, crowding, price, the practical block (hours,
 * phone, address → /open-map, distance, official site and website behind the disclaimer), the
 * introduction collapsed above 6 lines, its brand (a banner to /brand-desc), the places inside it
 * (a scenic area's spots), its news, and the like / collect / comment / share bar. Opening it records a browse for a logged-in
 * visitor; the share card is the place's. Scenic-detail shows the bottom index bar on the four
 * sites of SCENIC_DETAIL_INDEX_BAR_SITES.
 *   export default () => <PlaceDetailView type="HOTEL" />
 */
import { Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { useEffect, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { readStoredUser } from '@/features/account/shell'
import { useMenuOpener } from '../../components/MenuOpener'
import { useShellLocation } from '../../components/PageShell'
import TabBar from '../../components/TabBar'
import type { PlaceDetail } from '../../core/places/contract'
import { showsIndexBarOnScenicDetail } from '../../core/places/rules'
import { toMiniProgramUrl } from '../../core/routes'
import { DetailPage } from '../../kit/detail-page'
import { mediaUrl } from '../../kit/media-url'
import { usePageParams } from '../../kit/page-params'
import { currentShareContent, setShareContent, type ShareContent } from '../../platform/share'
import { placesApi, type PlaceTypeKey } from './api'
import { ChildPlaces } from './components/ChildPlaces'
import { BookEntry } from '../booking/BookEntry'
import { BookingPrice } from '../booking/BookingPrice'
import { RoomsEntry } from '../booking/RoomsEntry'
import { PlaceMedia } from './components/PlaceMedia'
import { CrowdLabel } from './components/CrowdLabel'
import { Gallery } from './components/Gallery'
import { InfoBlock } from './components/InfoBlock'
import { InteractBar } from './components/InteractBar'
import { Intro } from './components/Intro'
import { PlaceNews } from './components/PlaceNews'
import { interactApi } from './interact'
import { CHILDREN_OF, detailRoute } from './place-pages'
import { useVisitorPosition } from './use-visitor-position'
// the home area's brand face: a place's brand (getApiBrandList pageSize 1) as a banner
import { BrandBanner } from '../home/brand'
// the comments area's block (average stars, tag counts, first comments, write / all links)
import { PlaceActivities } from '@/features/activities'
import { CommentBlock } from '@/features/comments'
import './places.scss'

/** the pictures a detail shows: its images, else its cover */
export const picturesOf = (place: PlaceDetail) =>
  place.images?.length ? place.images : place.cover ? [{ url: place.cover, description: place.name }] : []

function IndexBar() {
  const location = useShellLocation()
  const { open, dialog } = useMenuOpener('relaunch')
  return (
    <>
      <TabBar location={location} onSelect={(tab) => open(tab.item)} />
      {dialog}
    </>
  )
}

function PlaceBody({ type, place }: { type: PlaceTypeKey; place: PlaceDetail }) {
  const visitor = useVisitorPosition()
  const indexBar = type === 'SCENERY' && showsIndexBarOnScenicDetail(__SITE__.siteCode)
  const shareContent: ShareContent = useMemo(
    () => ({
      title: place.name,
      path: detailRoute(type, place.id) ?? '/index',
      imageUrl: mediaUrl(place.cover),
      desc: place.summary,
    }),
    [type, place],
  )
  useEffect(() => {
    setShareContent(shareContent)
    // the browse record is the logged-in visitor's history (user centre); anonymous visits are not recorded
    if (readStoredUser()) interactApi.addBrowseRecord({ resourceId: place.id, resourceType: place.resourceType })
  }, [shareContent, place.id, place.resourceType])
  const child = CHILDREN_OF[type]
  return (
    <View className={`place-detail${indexBar ? ' place-detail--index-bar' : ''}`} data-testid="place-body" data-type={type}>
      <Gallery images={picturesOf(place)} name={place.name} />
      <View className="place-section place-head">
        <Text className="place-head__name" data-testid="place-name">
          {place.name}
        </Text>
        <View className="place-head__meta">
          {place.level && <Text className="place-card__level place-head__level">{place.level}</Text>}
          {place.tags.map((tag) => (
            <Text key={tag} className="place-card__tag">
              {tag}
            </Text>
          ))}
          <CrowdLabel type={type} place={place} />
        </View>
        {/* a bookable place's price is its booking's (src/core/booking/price.ts), so detail and form agree */}
        {place.booking ? (
          <BookingPrice price={place.booking} className="place-head__price" testId="place-price" />
        ) : (
          place.price && (
            <Text className="place-head__price" data-testid="place-price">
              {place.price}
            </Text>
          )
        )}
        {place.summary && <Text className="place-head__summary">{place.summary}</Text>}
      </View>
      {(type === 'VENUE' || type === 'SCENERY' || type === 'ACTIVITY_ROOM') && (
        <BookEntry type={type} id={place.id} booking={place.booking} />
      )}
      {type === 'VENUE' && <RoomsEntry venueId={place.id} />}
      <InfoBlock place={place} visitor={visitor} />
      <Intro text={place.intro} />
      <PlaceMedia type={type} place={place} />
      <BrandBanner resourceType={place.resourceType} resourceId={place.id} />
      {child && <ChildPlaces type={child} parent={type} parentId={place.id} visitor={visitor} />}
      <PlaceActivities placeId={place.id} placeType={place.resourceType} />
      <PlaceNews name={place.name} id={place.id} resourceType={place.resourceType} />
      <CommentBlock type={place.resourceType} id={place.id} title={place.name} />
      <InteractBar place={place} shareContent={shareContent} />
      {indexBar && <IndexBar />}
    </View>
  )
}

export interface PlaceDetailViewProps {
  type: PlaceTypeKey
  /** title key in places (default `type.<TYPE>.detail`) */
  titleKey?: string
  /** what the loaded body sits in (the Great Wall's skin and footer around /cc-detail) */
  frame?: (body: ReactNode) => ReactNode
}

export function PlaceDetailView({ type, titleKey, frame = (body) => body }: PlaceDetailViewProps) {
  const { t } = useTranslation('places')
  const { id } = usePageParams()
  // weapp: the share card of the place (enableShareAppMessage in the page config); H5 ignores it
  useShareAppMessage(() => {
    const content = currentShareContent()
    if (!content) return {}
    return { title: content.title, path: toMiniProgramUrl(content.path).url, imageUrl: content.imageUrl }
  })
  return (
    <DetailPage
      id={id}
      load={placesApi(type).detail}
      title={t(titleKey ?? `type.${type}.detail`)}
      titleOf={(p) => p.name}
      testId="place-detail"
    >
      {(place) => frame(<PlaceBody type={type} place={place} />)}
    </DetailPage>
  )
}
