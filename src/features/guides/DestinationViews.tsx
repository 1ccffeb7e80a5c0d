/**
 * Destinations (the cities of the site's region) and their city cards:
 *   /destination                              every destination → /destination-city/{region}/{siteId}
 *   /destination-city/{region}/{siteId}       the destination of a region and its cards
 *   /destination-desc/{region}/{id}?cardId=   a destination's text, the card asked for opened first
 *   /city-card                                every city card → its destination-desc
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import NotFoundView from '../../components/NotFoundView'
import * as routes from '../../core/route-paths'
import { DetailPage } from '../../kit/detail-page'
import { usePageParams } from '../../kit/page-params'
import { PagedList } from '../../kit/paged-list'
import { useLoad } from '../../kit/use-load'
import { navigate } from '../../services/navigate'
import { cityCardApi, destinationApi, type CityCard } from './api'
import { DestinationList } from './DestinationList'
import { Paragraphs } from './components/Paragraphs'
import { PictureCard } from './components/PictureCard'
import './guides.scss'
import './guides-hub.scss'

const cardRoute = (card: CityCard) => `${routes.destinationDesc(card.regionCode, card.destinationId)}?cardId=${card.id}`

function CardList({ destinationId }: { destinationId?: number }) {
  return (
    <PagedList
      source={cityCardApi}
      params={destinationId ? { destinationId } : {}}
      className="guides-list"
      testId="city-card-list"
      renderItem={(card) => (
        <PictureCard
          testId={`city-card-${card.id}`}
          cover={card.cover}
          title={card.title}
          lines={[card.summary]}
          onOpen={() => navigate(cardRoute(card))}
        />
      )}
    />
  )
}

export function DestinationListView() {
  const { t } = useTranslation('guides')
  return (
    <PageShell title={t('title.destination')}>
      <DestinationList />
    </PageShell>
  )
}

export function DestinationCityView() {
  const { t } = useTranslation('guides')
  const { region } = usePageParams()
  const { data } = useLoad(() => destinationApi.list({ regionCode: region }, { page: 1, pageSize: 1 }), { key: region })
  const destination = data?.items[0]
  if (data && !destination) {
    return (
      <PageShell title={t('title.destination')}>
        <NotFoundView />
      </PageShell>
    )
  }
  return (
    <PageShell title={destination?.name ?? t('title.destination')}>
      <View className="guides-page" data-testid="destination-city" data-state={destination ? 'ready' : 'loading'}>
        {destination ? (
          <>
            <PictureCard
              testId="destination-head"
              cover={destination.cover}
              title={destination.name}
              lines={[destination.summary]}
              onOpen={() => navigate(routes.destinationDesc(destination.regionCode, destination.id))}
            />
            <Text className="guides-heading">{t('destination.cards')}</Text>
            <CardList destinationId={destination.id} />
          </>
        ) : (
          <View className="guides-state">{t('loading')}</View>
        )}
      </View>
    </PageShell>
  )
}

export function DestinationDescView() {
  const { t } = useTranslation('guides')
  const { id, cardId } = usePageParams()
  const { data: card } = useLoad(
    () => (cardId ? cityCardApi.detail(cardId) : Promise.resolve({ ok: false as const, noAnswer: true as const })),
    { key: cardId },
  )
  return (
    <DetailPage
      id={id}
      load={destinationApi.detail}
      title={t('title.destination')}
      titleOf={(d) => (card ? card.title : d.name)}
      testId="destination-desc"
    >
      {(d) => (
        <View className="guides-page">
          {card && card.destinationId === d.id && (
            <View className="guides-focus" data-testid="city-card-open">
              <PictureCard
                testId={`city-card-open-${card.id}`}
                cover={card.cover}
                title={card.title}
                lines={[card.summary]}
                onOpen={() => undefined}
              />
              <Paragraphs text={card.intro} />
            </View>
          )}
          <PictureCard testId="destination-head" cover={d.cover} title={d.name} lines={[d.summary]} onOpen={() => undefined} />
          <Paragraphs text={d.intro} />
          <Text className="guides-heading">{t('destination.cards')}</Text>
          <CardList destinationId={d.id} />
        </View>
      )}
    </DetailPage>
  )
}

export function CityCardListView() {
  const { t } = useTranslation('guides')
  return (
    <PageShell title={t('title.cityCard')}>
      <View className="guides-page" data-testid="city-card-page">
        <CardList />
      </View>
    </PageShell>
  )
}
