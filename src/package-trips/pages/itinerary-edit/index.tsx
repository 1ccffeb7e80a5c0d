/**
 * /itinerary-edit[/{id}] (product-spec 3 "Travel plan"): departure city, travel dates (NutUI's range
 * Calendar), destination scenic areas, preference, companions and mode, checked by the shared rule
 * (src/core/trips: "The travel time shall not exceed 120 hours.", "Please add destination Scenic
 * Area.") before the save call, which checks it again. With an id: the own trip to edit (another
 * user's or a recommended one: not found). Saved: its detail replaces this page.
 */
import { Button, Calendar, Input } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import StatusView from '@/components/StatusView'
import { siteDayOf } from '@/core/booking/site-time'
import * as routes from '@/core/route-paths'
import type { TripDetail } from '@/core/trips/contract'
import { addDays, checkTravelPlan, tripDays, TRIP_COMPANIONS, TRIP_MODES, TRIP_PREFERENCES, type TravelPlanDraft } from '@/core/trips/rules'
import { usePageParams } from '@/kit/page-params'
import { pressable } from '@/kit/theme'
import { toast, toastFailure } from '@/kit/toast'
import { navigate } from '@/services/navigate'
import { journeyApi, journeyCalls } from '../../api'
import { DestinationPicker, type Destination } from '../../components/DestinationPicker'
import { OptionChips } from '../../components/OptionChips'
import { calendarDays } from '../../components/text'
import '../../components/trips.scss'

/** how far ahead the calendar offers days */
const CALENDAR_DAYS = 180

interface FormState {
  name: string
  departureCity: string
  startDate: string
  endDate: string
  destinations: Destination[]
  preference: string
  companions: string
  mode: string
}

const EMPTY: FormState = {
  name: '',
  departureCity: '',
  startDate: '',
  endDate: '',
  destinations: [],
  preference: 'culture',
  companions: 'family',
  mode: 'publicTransport',
}

const fromTrip = (trip: TripDetail): FormState => ({
  name: trip.name,
  departureCity: trip.departureCity,
  startDate: trip.startDate,
  endDate: trip.endDate,
  destinations: trip.places.map((p) => ({ id: p.id, name: p.name })),
  preference: trip.preference,
  companions: trip.companions,
  mode: trip.mode,
})

export default function ItineraryEditPage() {
  const { t } = useTranslation('trips')
  const { id } = usePageParams()
  const [form, setForm] = useState<FormState>(EMPTY)
  const [state, setState] = useState<'loading' | 'ready' | 'not-found'>(id ? 'loading' : 'ready')
  const [calendar, setCalendar] = useState(false)
  const [saving, setSaving] = useState(false)
  const today = siteDayOf(Date.now())
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }))

  useEffect(() => {
    if (!id) return
    journeyApi.detail(id).then((res) => {
      if (res.ok && res.data && !res.data.recommended) {
        setForm(fromTrip(res.data))
        setState('ready')
      } else setState('not-found')
    })
  }, [id])

  const title = id ? t('form.titleEdit') : t('form.titleNew')
  if (state !== 'ready') {
    return (
      <PageShell title={title}>
        <View className="trips-page" data-testid="itinerary-edit" data-state={state}>
          {state === 'not-found' ? <StatusView testId="itinerary-edit-not-found" title={t('error.notFound')} /> : null}
        </View>
      </PageShell>
    )
  }

  const save = async () => {
    const draft: TravelPlanDraft = {
      name: form.name.trim(),
      departureCity: form.departureCity.trim(),
      startDate: form.startDate,
      endDate: form.endDate,
      placeIds: form.destinations.map((d) => d.id),
      preference: form.preference,
      companions: form.companions,
      mode: form.mode,
    }
    const problem = checkTravelPlan(draft)
    if (problem) return toast(t(problem.key))
    setSaving(true)
    const res = await journeyCalls.save(draft, id)
    setSaving(false)
    if (!res.ok) return toastFailure(res, t('error.providerFailed'))
    toast(t('form.saved'))
    navigate(routes.itineraryDetail(res.data.id), 'replace')
  }

  const days = form.startDate && form.endDate ? tripDays(form.startDate, form.endDate) : 0
  return (
    <PageShell title={title}>
      <View className="trips-page" data-testid="itinerary-edit" data-state={state}>
        <View className="trip-form">
          <View className="trip-form__section">
            <Text className="trip-form__label">{t('form.name')}</Text>
            <Input
              className="trip-form__input"
              data-testid="trip-name"
              aria-label={t('form.name')}
              value={form.name}
              placeholder={t('form.namePlaceholder')}
              onChange={(v) => set('name', v)}
            />
            <Text className="trip-form__label">{t('form.departureCity')}</Text>
            <Input
              className="trip-form__input"
              data-testid="trip-departure-city"
              aria-label={t('form.departureCity')}
              value={form.departureCity}
              placeholder={t('form.departureCityPlaceholder')}
              onChange={(v) => set('departureCity', v)}
            />
          </View>
          <View className="trip-form__section">
            <Text className="trip-form__label">{t('form.dates')}</Text>
            <View
              className={`trip-form__value${days ? '' : ' trip-form__value--empty'}`}
              data-testid="trip-dates"
              data-start={form.startDate}
              data-end={form.endDate}
              {...pressable(() => setCalendar(true))}
            >
              {days ? t('form.datesValue', { start: form.startDate, end: form.endDate, count: days }) : t('form.datesPlaceholder')}
            </View>
            <Text className="trip-form__hint">{t('form.maxHint')}</Text>
          </View>
          <View className="trip-form__section">
            <Text className="trip-form__label">{t('form.destinations')}</Text>
            <DestinationPicker value={form.destinations} onChange={(v) => set('destinations', v)} />
          </View>
          <View className="trip-form__section">
            <Text className="trip-form__label">{t('form.preference')}</Text>
            <OptionChips name="preference" options={TRIP_PREFERENCES} value={form.preference} onChange={(v) => set('preference', v)} />
            <Text className="trip-form__label">{t('form.companions')}</Text>
            <OptionChips name="companions" options={TRIP_COMPANIONS} value={form.companions} onChange={(v) => set('companions', v)} />
            <Text className="trip-form__label">{t('form.mode')}</Text>
            <OptionChips name="mode" options={TRIP_MODES} value={form.mode} onChange={(v) => set('mode', v)} />
          </View>
          <Button type="primary" block data-testid="trip-save" loading={saving} onClick={() => void save()}>
            {t('form.save')}
          </Button>
        </View>
        <Calendar
          visible={calendar}
          type="range"
          title={t('form.dates')}
          defaultValue={form.startDate && form.endDate ? [form.startDate, form.endDate] : []}
          startDate={today}
          endDate={addDays(today, CALENDAR_DAYS)}
          confirmText={t('form.done')}
          renderDay={(d) => {
            const day = `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`
            // a handle on the month's own days (not the previous month's padding) for tests and screen readers
            return d.type === 'active' ? <Text data-testid={`trip-day-${day}`}>{d.day}</Text> : <Text>{d.day}</Text>
          }}
          onClose={() => setCalendar(false)}
          onConfirm={(param) => {
            const [start, end] = calendarDays(param)
            if (start) setForm((f) => ({ ...f, startDate: start, endDate: end ?? start }))
            setCalendar(false)
          }}
        />
      </View>
    </PageShell>
  )
}
