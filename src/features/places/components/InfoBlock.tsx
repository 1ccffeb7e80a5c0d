/**
 * The practical block of a detail: opening hours, phone (tap to call), address (opens /open-map
 * when lng, lat, name and address are all known), distance, and the official site / website, which
 * leave the app only through the leave-to-third-party disclaimer the menus use (MenuOpener).
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { useMenuOpener } from '../../../components/MenuOpener'
import type { PlaceDetail } from '../../../core/places/contract'
import { openMapTarget } from '../../../core/places/rules'
import * as routes from '../../../core/route-paths'
import { pressable } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'
import type { Position } from '../use-visitor-position'
import { DistanceText } from './DistanceText'

function InfoRow({ label, testId, onPress, children }: { label: string; testId: string; onPress?: () => void; children: string }) {
  return (
    <View className={`place-info__row${onPress ? ' is-link' : ''}`} data-testid={testId} {...(onPress ? pressable(onPress) : {})}>
      <Text className="place-info__label">{label}</Text>
      <Text className="place-info__value">{children}</Text>
      {onPress && <Text className="place-info__arrow">›</Text>}
    </View>
  )
}

export function InfoBlock({ place, visitor }: { place: PlaceDetail; visitor: Position | null }) {
  const { t } = useTranslation('places')
  const { open, dialog } = useMenuOpener()
  const leave = (url: string, name: string) => open({ id: 0, name, menuCode: '', jumpType: 2, externalLink: url })
  const map = openMapTarget(place)
  const hasAny = place.openHours || place.phone || place.address || place.officialUrl || place.websiteUrl
  if (!hasAny) return null
  return (
    <View className="place-section place-info" data-testid="place-info">
      {place.openHours && (
        <InfoRow label={t('openHours')} testId="place-hours">
          {place.openHours}
        </InfoRow>
      )}
      {place.phone && (
        <InfoRow label={t('phone')} testId="place-phone" onPress={() => Taro.makePhoneCall({ phoneNumber: place.phone })}>
          {place.phone}
        </InfoRow>
      )}
      {place.address && (
        <InfoRow
          label={t('address')}
          testId="place-address"
          onPress={map ? () => navigate(routes.openMap(map.lng, map.lat, map.name, map.address)) : undefined}
        >
          {place.address}
        </InfoRow>
      )}
      <DistanceText place={place} visitor={visitor} />
      {place.officialUrl && (
        <InfoRow
          label={place.officialName || t('official')}
          testId="place-official"
          onPress={() => leave(place.officialUrl, place.officialName)}
        >
          {t('visit')}
        </InfoRow>
      )}
      {place.websiteUrl && (
        <InfoRow label={t('website')} testId="place-website" onPress={() => leave(place.websiteUrl, place.name)}>
          {t('visit')}
        </InfoRow>
      )}
      {dialog}
    </View>
  )
}
