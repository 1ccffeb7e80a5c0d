/**
 * The travel plan's destinations: the scenic areas picked, in the order of the visit (each with a
 * remove button), and the site's scenic areas (res/api/scenic/list, paged) to add from.
 */
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlaceListItem } from '@/core/places/contract'
import { PagedList } from '@/kit/paged-list'
import { pressable } from '@/kit/theme'
import { scenicApi } from '../api'
import './trips.scss'

export interface Destination {
  id: number
  name: string
}

export interface DestinationPickerProps {
  value: Destination[]
  onChange: (next: Destination[]) => void
}

export function DestinationPicker({ value, onChange }: DestinationPickerProps) {
  const { t } = useTranslation('trips')
  const [open, setOpen] = useState(false)
  const picked = new Set(value.map((d) => d.id))
  const toggle = (place: PlaceListItem) =>
    onChange(picked.has(place.id) ? value.filter((d) => d.id !== place.id) : [...value, { id: place.id, name: place.name }])
  return (
    <View data-testid="trip-destinations" data-count={value.length}>
      <View className="trip-chips">
        {value.map((d, i) => (
          <View
            key={d.id}
            className="trip-chip is-on"
            data-testid={`trip-destination-${d.id}`}
            // the accessible name holds the visible words (axe label-content-name-mismatch)
            {...pressable(
              () => onChange(value.filter((x) => x.id !== d.id)),
              t('form.removeDestination', { name: `${i + 1}. ${d.name} ✕` }),
            )}
          >
            {`${i + 1}. ${d.name} ✕`}
          </View>
        ))}
      </View>
      <Button className="trip-form__add" fill="outline" data-testid="trip-add-destination" onClick={() => setOpen(!open)}>
        {open ? t('form.done') : t('form.addDestination')}
      </Button>
      {open && (
        <View data-testid="trip-pick-list">
          <Text className="trip-form__hint">{t('form.pickTitle')}</Text>
          <PagedList<PlaceListItem>
            source={scenicApi}
            testId="trip-pick-rows"
            renderItem={(place) => (
              <View
                className="trip-pick"
                data-testid={`trip-pick-${place.id}`}
                data-name={place.name}
                aria-pressed={picked.has(place.id)}
                {...pressable(() => toggle(place))}
              >
                <Text>{place.name}</Text>
                <Text className="trip-pick__state">{picked.has(place.id) ? t('form.picked') : '+'}</Text>
              </View>
            )}
          />
        </View>
      )}
    </View>
  )
}
