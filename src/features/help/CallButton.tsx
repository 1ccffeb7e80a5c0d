/**
 * A button that calls a number. In the mini-program Taro.makePhoneCall (the system's call sheet);
 * on H5 a real `tel:` link, so the phone's dialer opens on a tap and a desktop browser offers its
 * call handler (Taro.makePhoneCall on H5 only sets location.href to the same address).
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { createElement, type ReactNode } from 'react'
import { pressable } from '../../kit/theme'
import './help.scss'

export interface CallButtonProps {
  phone: string
  /** the accessible name, e.g. "Call police 110" */
  label: string
  testId: string
  children?: ReactNode
  /** a small button beside a row instead of a full-width one */
  compact?: boolean
}

/** the dialable part of a number as shown ("028-86110110" → "02886110110") */
export const dialable = (phone: string) => phone.replace(/[^\d+]/g, '')

export function CallButton({ phone, label, testId, children, compact }: CallButtonProps) {
  const className = `help-call${compact ? ' help-call--compact' : ''}`
  const body = children ?? <Text>{phone}</Text>
  if (process.env.TARO_ENV === 'h5') {
    return createElement('a', { className, href: `tel:${dialable(phone)}`, 'data-testid': testId, 'aria-label': label }, body)
  }
  return (
    <View
      className={className}
      data-testid={testId}
      {...pressable(() => void Taro.makePhoneCall({ phoneNumber: dialable(phone) }).catch(() => undefined), label)}
    >
      {body}
    </View>
  )
}
