/**
 * /itinerary-detail/{id} (login): the trip's facts, its places on the map (PlaceMap), the day-by-day
 * plan (a place opens its scenic page), how to get there (travelQuery: trains and coaches from the
 * departure city, each list opening its search page), and the actions: an own trip is edited or
 * deleted (operateSource), a recommended one copied to my trips. Another user's trip: not found.
 */
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import type { TripDetail } from '@/core/trips/contract'
import { mapPointsOf, PlaceMap } from '@/features/maps'
import { DetailPage } from '@/kit/detail-page'
import { PageAction, PageActions } from '@/kit/page-actions'
import { usePageParams } from '@/kit/page-params'
import { pressable } from '@/kit/theme'
import { toast, toastFailure } from '@/kit/toast'
import { useLoad } from '@/kit/use-load'
import { navigate } from '@/services/navigate'
import { journeyApi, journeyCalls } from '../../api'
import { durationText } from '../../components/text'
import '../../components/trips.scss'

function GetThere({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation('trips')
  const load = useLoad(() => journeyCalls.travelQuery(trip.id), { key: trip.id })
  const q = load.data
  if (!q) return null
  const rows = [...q.trains.map((r) => ({ r, kind: 'train' as const })), ...q.buses.map((r) => ({ r, kind: 'bus' as const }))]
  const open = (kind: 'train' | 'bus') => {
    const query = `?from=${encodeURIComponent(q.from)}&to=${encodeURIComponent(q.to)}&date=${q.date}`
    navigate(`${kind === 'train' ? routes.trainSearch() : routes.busSearch()}${query}`)
  }
  return (
    <View className="trip-day" data-testid="trip-get-there">
      <Text className="trip-day__title">{`${t('detail.getThere')} · ${q.from} → ${q.to} · ${q.date}`}</Text>
      {rows.length === 0 && <Text className="trip-day__sub">{t('detail.getThereNone')}</Text>}
      {rows.map(({ r, kind }) => (
        <View
          key={`${kind}-${r.code}`}
          className="trip-day__place"
          data-testid={`trip-get-there-${r.code}`}
          {...pressable(() => open(kind))}
        >
          <Text>{`${r.code} ${r.departTime}–${r.arriveTime} · ${durationText(t, r.durationMinutes)}`}</Text>
          <Text className="trip-day__sub">{`${r.fromStation} → ${r.toStation} · ${t('transport.price', { price: r.price })}`}</Text>
        </View>
      ))}
    </View>
  )
}

function TripBody({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation('trips')
  const points = mapPointsOf(trip.places)
  const centre = points.length
    ? {
        longitude: points.reduce((s, p) => s + p.longitude, 0) / points.length,
        latitude: points.reduce((s, p) => s + p.latitude, 0) / points.length,
      }
    : undefined

  const copy = async () => {
    const res = await journeyCalls.copy(trip.id)
    if (!res.ok) return toastFailure(res, t('error.notFound'))
    toast(t('detail.copied'))
    navigate(routes.itineraryDetail(res.data.id), 'replace')
  }
  const remove = async () => {
    const { confirm } = await Taro.showModal({ title: t('detail.remove'), content: t('detail.removeConfirm') })
    if (!confirm) return
    const res = await journeyCalls.remove(trip.id)
    if (!res.ok) return toastFailure(res, t('error.notFound'))
    toast(t('detail.removed'))
    navigate(routes.itineraryList(), 'replace')
  }

  return (
    <View className="trip-detail" data-recommended={trip.recommended}>
      <View className="trip-detail__head">
        <Text className="trip-detail__name" data-testid="trip-name-shown">
          {trip.name}
        </Text>
        <Text className="trip-card__line" data-testid="trip-when">
          {trip.startDate
            ? `${t('item.dates', { start: trip.startDate, end: trip.endDate })} · ${t('item.days', { count: trip.days })}`
            : `${t('detail.recommended')} · ${t('item.days', { count: trip.days })}`}
        </Text>
        {trip.intro && <Text className="trip-card__line">{trip.intro}</Text>}
        <View className="trip-card__tags">
          <Text className="trip-tag">{t('item.from', { city: trip.departureCity })}</Text>
          <Text className="trip-tag">{t(`preference.${trip.preference}`)}</Text>
          <Text className="trip-tag">{t(`companions.${trip.companions}`)}</Text>
          <Text className="trip-tag">{t(`mode.${trip.mode}`)}</Text>
        </View>
      </View>
      {centre && (
        <View className="trip-detail__map" data-testid="trip-map" aria-label={t('detail.map')}>
          <PlaceMap points={points} centre={centre} testId="trip-place-map" />
        </View>
      )}
      <View data-testid="trip-plan" data-days={trip.plan.length}>
        {trip.plan.map((day) => (
          <View key={day.day} className="trip-day" data-testid={`trip-day-${day.day}`}>
            <Text className="trip-day__title">
              {day.date ? `${t('detail.day', { day: day.day })} · ${day.date}` : t('detail.day', { day: day.day })}
            </Text>
            {day.places.length === 0 && <Text className="trip-day__sub">{t('detail.freeDay')}</Text>}
            {day.places.map((place) => (
              <View
                key={place.id}
                className="trip-day__place"
                data-testid={`trip-place-${place.id}`}
                {...pressable(() => navigate(routes.scenicDetail(place.id)))}
              >
                <Text>{place.name}</Text>
                {place.summary && <Text className="trip-day__sub">{place.summary}</Text>}
              </View>
            ))}
          </View>
        ))}
      </View>
      <GetThere trip={trip} />
      {trip.recommended ? (
        <PageAction testId="trip-copy" onClick={copy}>
          {t('detail.copy')}
        </PageAction>
      ) : (
        <PageActions row>
          <PageActionButton testId="trip-edit" onClick={() => navigate(routes.itineraryEdit(trip.id))} text={t('detail.edit')} />
          <PageActionButton testId="trip-remove" onClick={remove} text={t('detail.remove')} plain />
        </PageActions>
      )}
    </View>
  )
}

function PageActionButton({ testId, onClick, text, plain }: { testId: string; onClick: () => unknown; text: string; plain?: boolean }) {
  return (
    <Button data-testid={testId} type={plain ? 'default' : 'primary'} block onClick={() => onClick()}>
      {text}
    </Button>
  )
}

export default function ItineraryDetailPage() {
  const { t } = useTranslation('trips')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={journeyApi.detail} title={t('detail.title')} titleOf={(trip) => trip.name} testId="itinerary-detail">
      {(trip) => <TripBody trip={trip} />}
    </DetailPage>
  )
}
