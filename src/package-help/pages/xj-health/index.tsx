/**
 * /xj-health (HEALTH_CODE, the Xinjiang site's travel-health page): health tips for the region,
 * the hospitals nearest the visitor (searchAround CONTENT_TYPE_MEDICAL from the visitor's position,
 * or the site's centre after the location toast; each opens the map to it; "all on the map" is the
 * service map), and the emergency numbers with the site's rescue number.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { formatDistance } from '@/core/places/rules'
import * as routes from '@/core/route-paths'
import { aroundApi, SERVICE_MAP_RADIUS_M } from '@/features/maps'
import { helpCalls } from '@/features/help'
import { useLoad } from '@/kit'
import { pressable } from '@/kit/theme'
import { currentLocation } from '@/platform/location'
import { navigate } from '@/services/navigate'
import { EmergencyNumbers } from '../../components/EmergencyNumbers'
import '../../components/help-pages.scss'

const TIPS = ['uv', 'dry', 'altitude', 'food', 'drive'] as const
const MEDICAL = 'CONTENT_TYPE_MEDICAL'
const NEAREST = 5

async function nearestHospitals() {
  const at = await currentLocation()
  const res = await aroundApi.list(
    { longitude: at.longitude, latitude: at.latitude, resourceType: MEDICAL, radius: SERVICE_MAP_RADIUS_M },
    { page: 1, pageSize: NEAREST },
  )
  return res.ok ? { ...res, data: { at, items: res.data.items } } : res
}

export default function XjHealthPage() {
  const { t, i18n } = useTranslation('help')
  const contacts = useLoad(() => helpCalls.contacts())
  const hospitals = useLoad(nearestHospitals)
  const at = hospitals.data?.at
  return (
    <PageShell title={t('title.xjHealth')}>
      <View className="help-page" data-testid="xj-health">
        <View className="help-section" data-testid="xj-health-tips">
          <Text className="help-section__title">{t('health.tips')}</Text>
          {TIPS.map((k) => (
            <Text key={k} className="help-answer__p">
              {t(`health.tip.${k}`)}
            </Text>
          ))}
        </View>
        <View className="help-section" data-testid="xj-health-hospitals">
          <Text className="help-section__title">{t('health.hospitals')}</Text>
          {!hospitals.data ? (
            <Text className="help-note">{t('health.locating')}</Text>
          ) : hospitals.data.items.length === 0 ? (
            <Text className="help-note">{t('health.noHospital')}</Text>
          ) : (
            hospitals.data.items.map((h) => (
              <View
                key={h.id}
                className="help-row"
                data-testid={`xj-health-hospital-${h.id}`}
                {...(h.longitude !== null && h.latitude !== null
                  ? pressable(() => void navigate(routes.openMap(h.longitude!, h.latitude!, h.name, h.address || h.name)))
                  : {})}
              >
                <View className="help-row__text">
                  <Text className="help-row__name">{h.name}</Text>
                  <Text className="help-note">{h.address}</Text>
                </View>
                <Text className="help-note">{formatDistance(h.distance, i18n.language)}</Text>
              </View>
            ))
          )}
          <Text
            className="help-row__link"
            data-testid="xj-health-map"
            {...pressable(() => void navigate(at ? routes.serviceMap(MEDICAL, at.longitude, at.latitude) : routes.serviceMap(MEDICAL)))}
          >
            {t('health.map')}
          </Text>
        </View>
        <EmergencyNumbers rescue={contacts.data?.rescue} only={['ambulance', 'police', 'traffic']} />
      </View>
    </PageShell>
  )
}
