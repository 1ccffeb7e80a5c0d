/**
 * Phone + SMS code form of /login, /registered and /bind-phone: 11-digit phone and 6-digit code
 * checked with the shared rules (core/validation) before any call; send-code countdown.
 * `extraCheck` lets registration add its agreement rule.
 */
import { View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountMessage, isPhone, validatePhoneAndCode } from '../../../core/validation'
import { accountApi, messageOf, type SmsPurpose } from '../api'
import { DEFAULT_RESEND_SECONDS, useCountdown } from '../countdown'
import { toast } from '../toast'
import './PhoneCodeForm.scss'

export interface PhoneCodeFormProps {
  purpose: SmsPurpose
  submitText: string
  /** test id prefix: login, register, bind */
  testIdPrefix: string
  /** rendered between the code row and the submit button (agreement checkbox) */
  children?: ReactNode
  /** message key of a failing extra rule, or null */
  extraCheck?: () => string | null
  /** the typed phone changed (the one-step sign-in forgets that the last phone was unknown) */
  onPhoneChange?(phone: string): void
  onSubmit(phone: string, code: string): Promise<void>
}

export function PhoneCodeForm({ purpose, submitText, testIdPrefix, children, extraCheck, onPhoneChange, onSubmit }: PhoneCodeFormProps) {
  const { t } = useTranslation(['user', 'account'])
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const countdown = useCountdown()

  const sendCode = async () => {
    if (countdown.left > 0) return
    if (!isPhone(phone)) {
      toast(t(AccountMessage.phone))
      return
    }
    const res = await accountApi.sendSmsCode(phone, purpose)
    if (!res.ok) {
      toast(messageOf(res, t('user:common.requestFailed')))
      return
    }
    countdown.start(res.data?.retryAfterSeconds || DEFAULT_RESEND_SECONDS)
    toast(t('user:login.codeSent'))
  }

  const submit = async () => {
    const invalid = validatePhoneAndCode({ phone, code }) ?? extraCheck?.() ?? null
    if (invalid) {
      toast(t(invalid))
      return
    }
    setBusy(true)
    try {
      await onSubmit(phone, code)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className="phone-code-form">
      <View className="phone-code-form__row">
        <Input
          data-testid={`${testIdPrefix}-phone`}
          type="tel"
          value={phone}
          placeholder={t('user:login.phonePlaceholder')}
          onChange={(v) => {
            const next = String(v).trim()
            if (next !== phone) onPhoneChange?.(next)
            setPhone(next)
          }}
        />
      </View>
      <View className="phone-code-form__row">
        <Input
          data-testid={`${testIdPrefix}-code`}
          type="number"
          value={code}
          placeholder={t('user:login.codePlaceholder')}
          onChange={(v) => setCode(String(v).trim())}
        />
        <Button data-testid={`${testIdPrefix}-send-code`} size="small" disabled={countdown.left > 0} onClick={sendCode}>
          {countdown.left > 0 ? t('user:login.resend', { seconds: countdown.left }) : t('user:login.sendCode')}
        </Button>
      </View>
      {children}
      <Button data-testid={`${testIdPrefix}-submit`} type="primary" block loading={busy} disabled={busy} onClick={submit}>
        {submitText}
      </Button>
    </View>
  )
}
