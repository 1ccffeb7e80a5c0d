/**
 * The visitor's position (src/platform/location, gcj02), asked once on open and again on "locate
 * again". When it cannot be had, the platform shows the 4 s toast "Failed to get the current
 * location" and answers the site's centre, which this block says is not the visitor's position;
 * a refusal also says how to allow it (src/kit/permission-notice), with a button that asks again.
 */
import { Text, View } from '@tarojs/components'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PermissionNotice } from '@/kit/permission-notice'
import { pressable } from '@/kit/theme'
import { currentLocation, refusalOfFailure, type CurrentLocation } from '@/platform/location'
import './help-pages.scss'

export function LocationBlock({ onLocated, title }: { onLocated?: (at: CurrentLocation) => void; title?: string }) {
  const { t } = useTranslation('help')
  const [at, setAt] = useState<CurrentLocation | null>(null)
  const [locating, setLocating] = useState(true)
  const locate = useCallback(async () => {
    setLocating(true)
    const found = await currentLocation()
    setAt(found)
    setLocating(false)
    onLocated?.(found)
  }, [onLocated])
  useEffect(() => {
    void locate()
    // once on open; "locate again" asks again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const refusal = at?.fallback ? refusalOfFailure(at.reason) : undefined
  return (
    <View className="help-section" data-testid="help-location">
      <Text className="help-section__title">{title ?? t('police.myLocation')}</Text>
      {locating || !at ? (
        <Text className="help-note">{t('police.locating')}</Text>
      ) : (
        <View>
          <Text className="help-row__name" data-testid="help-location-coords">
            {t('police.located', { lng: at.longitude.toFixed(5), lat: at.latitude.toFixed(5) })}
          </Text>
          {at.fallback && (
            <Text className="help-note" data-testid="help-location-fallback">
              {t('police.fallback')}
            </Text>
          )}
          {refusal && <PermissionNotice kind="location" refusal={refusal} onRetry={() => void locate()} testId="help-location-refused" />}
        </View>
      )}
      <View className="help-button" data-testid="help-relocate" {...pressable(() => void locate())}>
        {t('police.relocate')}
      </View>
    </View>
  )
}
