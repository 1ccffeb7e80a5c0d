/**
 * The free-charge benefit of the power company (getElectricityFree): shown only when the call is
 * made (the user has `encryption`, the site a shopUrl) and accepted (code "1"); nothing otherwise.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ElectricityFree } from '../../core/shop/contract'
import { useUserStore } from '../account'
import { electricityFree } from './api'
import './shop.scss'

export function ElectricityBenefit() {
  const { t } = useTranslation('shop')
  const encryption = useUserStore((s) => s.user?.encryption)
  const [benefit, setBenefit] = useState<ElectricityFree | null>(null)
  useEffect(() => {
    let live = true
    setBenefit(null)
    void electricityFree().then((res) => live && setBenefit(res?.ok ? res.data : null))
    return () => {
      live = false
    }
  }, [encryption])
  if (!benefit) return null
  return (
    <View className="shop-benefit" data-testid="electricity-benefit" role="note">
      <Text className="shop-benefit__title">{t('electricity.title')}</Text>
      <Text className="shop-benefit__text">
        {t('electricity.free', { times: benefit.freeTimes, kwh: benefit.kwhPerTime, until: benefit.validUntil })}
      </Text>
    </View>
  )
}
