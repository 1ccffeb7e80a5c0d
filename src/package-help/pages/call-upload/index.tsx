/**
 * /call-upload: the emergency report (docs/contract-help.md "Emergency report"): what happened, a
 * number to call back, the position (asked on open; the site's centre when it cannot be had, then
 * the address is required), the address, photos through the uploader; the shared rules
 * (src/core/help/emergency.ts) before POST config/api/emergency/save; then the success state.
 * Login needed: without one, the page says so and offers the login, which comes back here.
 */
import { Input, Text, Textarea, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import {
  checkEmergency,
  EMERGENCY_ADDRESS_MAX,
  EMERGENCY_DESCRIPTION_MAX,
  EMERGENCY_MAX_PHOTOS,
  EMPTY_EMERGENCY,
  type EmergencyDraft,
} from '@/core/help/emergency'
import { buildQuery } from '@/core/routes'
import * as routes from '@/core/route-paths'
import { selectIsLoggedIn, useUserStore } from '@/features/account'
import { helpCalls } from '@/features/help'
import { PageAction, toast, toastFailure } from '@/kit'
import type { CurrentLocation } from '@/platform/location'
import { navigate } from '@/services/navigate'
import { LocationBlock } from '../../components/LocationBlock'
import { PhotoPicker } from '../../components/PhotoPicker'
import '../../components/help-pages.scss'
import { typedValue } from '@/kit/typed-value'

export default function CallUploadPage() {
  const { t } = useTranslation(['help', 'common'])
  const loggedIn = useUserStore(selectIsLoggedIn)
  const [draft, setDraft] = useState<EmergencyDraft>(EMPTY_EMERGENCY)
  const [sending, setSending] = useState(false)
  const [savedId, setSavedId] = useState<number | null>(null)
  const change = (part: Partial<EmergencyDraft>) => setDraft((d) => ({ ...d, ...part }))
  const located = useCallback(
    (at: CurrentLocation) => setDraft((d) => ({ ...d, longitude: at.longitude, latitude: at.latitude, approximate: at.fallback })),
    [],
  )

  const submit = async () => {
    const broken = checkEmergency(draft)
    if (broken) return toast(t(`help:${broken.key}`, broken.params))
    if (sending) return
    setSending(true)
    const res = await helpCalls.saveEmergency(draft)
    setSending(false)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    setSavedId(res.data.id)
    void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
  }

  if (!loggedIn) {
    return (
      <PageShell title={t('help:title.callUpload')}>
        <View className="help-done" data-testid="call-upload-login">
          <Text className="help-note">{t('help:upload.login')}</Text>
        </View>
        <PageAction
          testId="call-upload-login-button"
          onClick={() => void navigate(`${routes.login()}${buildQuery({ redirect: routes.callUpload() })}`)}
        >
          {t('help:upload.loginButton')}
        </PageAction>
      </PageShell>
    )
  }

  if (savedId !== null) {
    return (
      <PageShell title={t('help:title.callUpload')}>
        <View className="help-done" data-testid="call-upload-success">
          <Text className="help-done__title">{t('help:upload.successTitle')}</Text>
          <Text className="help-note">{t('help:upload.successText')}</Text>
          <Text className="help-note" data-testid="call-upload-number">
            {t('help:upload.reportNo', { id: savedId })}
          </Text>
        </View>
        <PageAction testId="call-upload-back" onClick={() => void navigate(routes.callPolice(), 'replace')}>
          {t('help:upload.backToHelp')}
        </PageAction>
      </PageShell>
    )
  }

  return (
    <PageShell title={t('help:title.callUpload')}>
      <View className="help-page" data-testid="call-upload">
        <View className="help-field">
          <Text className="help-field__label">{t('help:upload.description')}</Text>
          <Textarea
            className="help-field__text"
            value={draft.description}
            maxlength={EMERGENCY_DESCRIPTION_MAX}
            placeholder={t('help:upload.descriptionPlaceholder')}
            data-testid="call-upload-description"
            aria-label={t('help:upload.description')}
            onInput={(e) => change({ description: typedValue(e) })}
          />
        </View>
        <View className="help-field">
          <Text className="help-field__label">{t('help:upload.phone')}</Text>
          <Input
            className="help-field__input"
            type="number"
            maxlength={11}
            value={draft.phone}
            placeholder={t('help:upload.phonePlaceholder')}
            data-testid="call-upload-phone"
            aria-label={t('help:upload.phone')}
            onInput={(e) => change({ phone: typedValue(e) })}
          />
        </View>
        <LocationBlock title={t('help:upload.location')} onLocated={located} />
        <View className="help-field">
          <Text className="help-field__label">{t('help:upload.address')}</Text>
          <Input
            className="help-field__input"
            value={draft.address}
            maxlength={EMERGENCY_ADDRESS_MAX}
            placeholder={t('help:upload.addressPlaceholder')}
            data-testid="call-upload-address"
            aria-label={t('help:upload.address')}
            onInput={(e) => change({ address: typedValue(e) })}
          />
        </View>
        <View className="help-field">
          <Text className="help-field__label">{t('help:upload.photos', { max: EMERGENCY_MAX_PHOTOS })}</Text>
          <PhotoPicker value={draft.photos} onChange={(photos) => change({ photos })} />
        </View>
      </View>
      <PageAction testId="call-upload-submit" onClick={submit}>
        {sending ? t('help:upload.sending') : t('help:upload.submit')}
      </PageAction>
    </PageShell>
  )
}
