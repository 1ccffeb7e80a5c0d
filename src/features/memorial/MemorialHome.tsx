/**
 * The home's memorial section (menu CS-WORSHIP, `/index?isWorship=true`): a quiet head, the
 * site's memorial halls with today's offerings, and the way out of the memorial mode. The page
 * is grey while the mode is on (src/kit/theme/memorial-store.ts). The halls load when the section
 * mounts (the home turns the mode on after its first show, so a first "show" never comes to it),
 * and again each later time the home shows (back from a hall where one was offered).
 */
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { LoadState, useLoad } from '../../kit/use-load'
import { pressable, useMemorialStore } from '../../kit/theme'
import { hallApi } from './api'
import { HallCard } from './HallCard'
import './memorial.scss'

export function MemorialHome() {
  const { t } = useTranslation('memorial')
  const setMemorial = useMemorialStore((s) => s.setMemorial)
  const halls = useLoad(() => hallApi.list({}, { page: 1, pageSize: 20 }))
  useDidShow(() => {
    if (halls.data) void halls.reload()
  })
  return (
    <View className="memorial-home" data-testid="memorial-home">
      <View className="memorial-home__head">
        <View className="memorial-home__banner" role="heading" aria-level={2}>
          {t('mode.banner')}
        </View>
        <Text className="memorial-home__lead">{t('mode.lead')}</Text>
      </View>
      <View className="memorial-home__title" role="heading" aria-level={2}>
        {t('mode.halls')}
      </View>
      <LoadState load={halls} testId="memorial-halls" />
      {halls.data && halls.data.items.length === 0 && <Text className="memorial-card__line">{t('mode.none')}</Text>}
      {halls.data?.items.map((hall) => (
        <HallCard key={hall.id} hall={hall} />
      ))}
      <View className="memorial-home__leave" data-testid="memorial-leave" {...pressable(() => setMemorial(false))}>
        <Text>{t('mode.leave')}</Text>
      </View>
    </View>
  )
}
