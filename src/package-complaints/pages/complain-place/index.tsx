/**
 * /complain-place: pick the place of the complaint on the map (src/features/maps PlaceMap) or in the
 * list of places around (searchAround, nearest first), or take the map's centre. The choice goes into
 * the shared draft of the open form ("complaint form data") and the page goes back to the form, so
 * everything typed there is kept. A place too far for the list around (宽窄巷子 seen from the
 * edge of town) is found by name: the search field lists the site's places of that name (the
 * search index, res/api/es/search), those with a position can be picked.
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import type { LngLat } from '@/core/geo'
import type { PlaceListItem } from '@/core/places/contract'
import * as routes from '@/core/route-paths'
import { useComplaintDraft, useCurrentDraft } from '@/features/complaints'
import { SearchBox, searchApi } from '@/features/search'
import { aroundApi, MAP_MARKER_LIMIT, mapPointsOf, PlaceMap, SERVICE_MAP_RADIUS_M, useMapCentre, type MapPoint } from '@/features/maps'
import { PagedList, PermissionNotice, useLoad } from '@/kit'
import { pressable } from '@/kit/theme'
import { refusalOfFailure } from '@/platform/location'
import { navigate } from '@/services/navigate'
import '@/features/complaints/complaints.scss'
// the search field's classes: the page draws SearchBox, whose stylesheet only a search page loaded
import '@/features/search/search.scss'

interface Picked {
  name: string
  longitude: number
  latitude: number
  address?: string
  id?: number
  resourceType?: string
}

function PlaceRow({ place, onPick }: { place: Picked & { key: string }; onPick: (p: Picked) => void }) {
  const { t } = useTranslation('complaints')
  return (
    <View className="cp-place__row" data-testid={`place-${place.key}`}>
      <View>
        <Text className="cp-place__name">{place.name}</Text>
        {place.address && <Text className="cp-place__address">{place.address}</Text>}
      </View>
      <View
        className="cp-place__pick"
        data-testid={`place-pick-${place.key}`}
        {...pressable(() => onPick(place), `${t('place.pick')} ${place.name}`)}
      >
        <Text>{t('place.pick')}</Text>
      </View>
    </View>
  )
}

const hasPosition = (p: { longitude?: number | null; latitude?: number | null }): p is { longitude: number; latitude: number } =>
  typeof p.longitude === 'number' && typeof p.latitude === 'number'

export default function ComplainPlacePage() {
  const { t } = useTranslation('complaints')
  const [keyword, setKeyword] = useState('')
  const centre = useMapCentre()
  const draft = useCurrentDraft()
  const change = useComplaintDraft((s) => s.change)
  const params = centre ? { longitude: centre.longitude, latitude: centre.latitude, radius: SERVICE_MAP_RADIUS_M } : undefined
  const markers = useLoad(
    () =>
      params
        ? aroundApi.list(params, { page: 1, pageSize: MAP_MARKER_LIMIT })
        : Promise.resolve({ ok: true as const, data: { items: [] as PlaceListItem[], total: 0, totalPage: 0 } }),
    {
      key: params ? `${params.longitude},${params.latitude}` : '',
    },
  )
  const points: MapPoint[] = markers.data ? mapPointsOf(markers.data.items) : []

  const pick = (p: Picked) => {
    change({
      placeName: p.name,
      longitude: p.longitude,
      latitude: p.latitude,
      placeId: p.id ?? null,
      placeType: p.resourceType ?? '',
      // the detailed address starts as the place's; the visitor may add the shop or the gate
      ...(p.address && !draft.address ? { address: p.address } : {}),
    })
    Taro.navigateBack().catch(() => navigate(routes.complainSave(), 'replace'))
  }
  const refusal = centre?.fallback ? refusalOfFailure(centre.reason) : undefined
  const here = (c: LngLat) => pick({ name: t('place.centreName', { name: __SITE__.name }), longitude: c.longitude, latitude: c.latitude })

  return (
    <PageShell title={t('title.place')}>
      <View className="cp-page" data-testid="complaint-place-page" data-state={centre ? 'ready' : 'locating'}>
        {draft.placeName && <Text className="cp-place__chosen">{t('place.picked', { name: draft.placeName })}</Text>}
        <SearchBox keyword={keyword} onSearch={setKeyword} onClear={() => setKeyword('')} placeholder={t('placeSearch.placeholder')} />
        <Text className="cp-hint">{t('place.hint')}</Text>
        {refusal && (
          <PermissionNotice
            kind="location"
            refusal={refusal}
            instead={t('place.withoutPosition')}
            onRetry={centre?.retry}
            testId="place-position-refused"
          />
        )}
        {/* while searching, the results take the map's place: they are what the visitor looks at */}
        {centre && !keyword && (
          <>
            <PlaceMap
              points={points}
              centre={centre}
              showCentre={!centre.fallback}
              onOpen={(p) => pick({ ...p, id: p.id })}
              testId="complaint-place-map"
            />
            <View className="cp-place__row">
              <Text className="cp-place__name">{t('place.here')}</Text>
              <View className="cp-place__pick" data-testid="place-pick-centre" {...pressable(() => here(centre))}>
                <Text>{t('place.pick')}</Text>
              </View>
            </View>
          </>
        )}
        {keyword ? (
          <>
            <View className="cp-place__row">
              <Text className="cp-place__name">{t('placeSearch.results', { keyword })}</Text>
              <View className="cp-place__pick" data-testid="place-search-back" {...pressable(() => setKeyword(''))}>
                <Text>{t('placeSearch.back')}</Text>
              </View>
            </View>
            <PagedList
              source={searchApi.typedSource}
              params={{ keyword }}
              testId="complaint-place-search"
              itemKey={(hit) => `${hit.resourceType}-${hit.resourceId}`}
              renderItem={(hit) =>
                // a hit without a position (news, a story) names no place to send the complaint to
                hasPosition(hit) ? (
                  <PlaceRow
                    place={{
                      key: `${hit.type}-${hit.resourceId}`,
                      name: hit.title,
                      longitude: hit.longitude,
                      latitude: hit.latitude,
                      id: hit.resourceId,
                      resourceType: hit.resourceType,
                    }}
                    onPick={pick}
                  />
                ) : null
              }
            />
          </>
        ) : params ? (
          <PagedList
            source={aroundApi}
            params={params}
            testId="complaint-place-list"
            renderItem={(place) =>
              hasPosition(place) ? (
                <PlaceRow
                  place={{
                    key: String(place.id),
                    name: place.name,
                    longitude: place.longitude,
                    latitude: place.latitude,
                    address: place.address,
                    id: place.id,
                    resourceType: place.resourceType,
                  }}
                  onPick={pick}
                />
              ) : (
                <View className="cp-place__row" data-testid={`place-${place.id}`}>
                  <Text className="cp-place__name">{place.name}</Text>
                </View>
              )
            }
          />
        ) : null}
      </View>
    </PageShell>
  )
}
