/**
 * The complaint form (product-spec 3 "Complaint form"), one component for its three entries
 * (/complain-save, /sc-complain, /jnq-complain; src/core/complaints/variants.ts): name, phone, gender,
 * type, [the province's city], respondent, place (picked on /complain-place), detailed address, time
 * of occurrence, reason, specific comments, photos, a video and a voice recording (/complain-voice).
 * The draft lives in the shared state (draft.ts), so it survives the place and voice pages; the
 * shared rule (validateComplaint) runs before the call, the server runs it again.
 */
import { Input, Picker, Text, Textarea, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { regionCentre } from '../../../core/geo'
import {
  COMPLAINT_LIMITS,
  COMPLAINT_TYPES,
  EMPTY_COMPLAINT,
  validateComplaint,
  type ComplaintChannel,
  type ComplaintForm,
} from '../../../core/complaints/rules'
import { SICHUAN_REGIONS, variantPreset } from '../../../core/complaints/variants'
import * as routes from '../../../core/route-paths'
import { Picture } from '../../../kit/picture'
import { PageAction } from '../../../kit/page-actions'
import { toast, toastFailure } from '../../../kit/toast'
import { pressable } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'
import { useImageUpload } from '../../upload'
import { complaintCalls } from '../api'
import { useComplaintDraft, useCurrentDraft } from '../draft'
import { chooseAndUploadVideo, COMPLAINT_FOLDER } from '../media'
import { siteNow } from '../text'
import { Chips } from './Chips'
import '../complaints.scss'
import { typedValue } from '@/kit/typed-value'

function Field({ label, required, children, testId }: { label: string; required?: boolean; children: React.ReactNode; testId?: string }) {
  return (
    <View className="cp-field" data-testid={testId}>
      <Text className="cp-field__label">
        {required && <Text className="cp-field__required">*</Text>}
        {label}
      </Text>
      {children}
    </View>
  )
}

export function ComplaintFormView({ channel }: { channel: ComplaintChannel }) {
  const { t, i18n } = useTranslation(['complaints', 'common'])
  const open = useComplaintDraft((s) => s.open)
  const change = useComplaintDraft((s) => s.change)
  const clear = useComplaintDraft((s) => s.clear)
  const audio = useComplaintDraft((s) => s.audio[channel] ?? null)
  const setAudio = useComplaintDraft((s) => s.setAudio)
  const centre = regionCentre(__SITE__.regionCode)
  const { preset, locked } = variantPreset(channel, { name: __SITE__.name, ...centre })
  useEffect(() => open(channel, preset), [channel]) // eslint-disable-line react-hooks/exhaustive-deps
  const stored = useCurrentDraft()
  // before the effect has opened this entry (first render), its fresh draft
  const form: ComplaintForm = stored.channel === channel ? stored : { ...EMPTY_COMPLAINT, ...preset, channel }
  const [sending, setSending] = useState(false)
  const [videoBusy, setVideoBusy] = useState(false)
  const photos = useImageUpload()
  const [day, time] = form.occurredAt ? form.occurredAt.split(' ') : ['', '']
  // the clock wheel opens on the present time: a fixed noon was "in the future" to anyone filing today before noon
  const now = siteNow()
  const today = now.slice(0, 10)
  const lang = i18n.language

  const addPhotos = async () => {
    const outcome = await photos.upload({ limit: COMPLAINT_LIMITS.images, already: form.images.length, folder: COMPLAINT_FOLDER })
    if (outcome.status === 'cancelled') return
    const added = outcome.files.map((f) => f.url)
    // the draft as it is now (the visitor may have typed while the photos went up)
    const now = useComplaintDraft.getState()
    if (added.length) change({ images: [...(now.drafts[now.channel]?.images ?? []), ...added] })
    if (outcome.status === 'refused') toast(outcome.message)
  }
  const addVideo = async () => {
    if (videoBusy) return
    setVideoBusy(true)
    const result = await chooseAndUploadVideo()
    setVideoBusy(false)
    if (result.ok) change({ videos: [result.url] })
    else if ('message' in result) toast(result.message)
  }
  const submit = async () => {
    const problem = validateComplaint(form, siteNow())
    if (problem) return toast(t(problem.key, problem.params))
    if (sending) return
    setSending(true)
    const res = await complaintCalls.save(form)
    setSending(false)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    clear(channel)
    navigate(`${routes.complainSuccess()}?id=${res.data.id}`, 'replace')
  }

  return (
    <View className="cp-form" data-testid="complaint-form" data-channel={channel}>
      {channel === 'sc' && <Text className="cp-form__hint">{t('form.scHint')}</Text>}
      {channel === 'jnq' && <Text className="cp-form__hint">{t('form.jnqHint', { name: __SITE__.name })}</Text>}
      <View className="cp-card">
        <Field label={t('field.name')} required>
          <Input
            className="cp-input"
            value={form.name}
            maxlength={COMPLAINT_LIMITS.name}
            placeholder={t('placeholder.name')}
            aria-label={t('field.name')}
            data-testid="complaint-name"
            onInput={(e) => change({ name: typedValue(e) })}
          />
        </Field>
        <Field label={t('field.phone')}>
          <Input
            className="cp-input"
            type="number"
            value={form.phone}
            maxlength={11}
            placeholder={t('placeholder.phone')}
            aria-label={t('field.phone')}
            data-testid="complaint-phone"
            onInput={(e) => change({ phone: typedValue(e) })}
          />
        </Field>
        <Field label={t('field.gender')}>
          <Chips
            label={t('field.gender')}
            testIdPrefix="complaint-gender"
            value={String(form.gender)}
            onChange={(v) => change({ gender: Number(v) })}
            chips={['1', '2', '0'].map((g) => ({ value: g, label: t(`gender.${g}`) }))}
          />
        </Field>
      </View>
      <View className="cp-card">
        <Field label={t('field.type')} required>
          <Chips
            label={t('field.type')}
            testIdPrefix="complaint-type"
            value={form.complaintType}
            onChange={(v) => change({ complaintType: v })}
            chips={COMPLAINT_TYPES.map((c) => ({ value: c, label: t(`type.${c}`) }))}
          />
        </Field>
        {channel === 'sc' && (
          <Field label={t('field.region')} required>
            <Chips
              label={t('field.region')}
              testIdPrefix="complaint-region"
              value={form.regionCode}
              onChange={(v) => change({ regionCode: v })}
              chips={SICHUAN_REGIONS.map((r) => ({ value: r.code, label: lang === 'zh' ? r.name : r.en }))}
            />
          </Field>
        )}
        <Field label={t('field.respondent')} required>
          <Input
            className="cp-input"
            value={form.respondent}
            disabled={locked.includes('respondent')}
            maxlength={COMPLAINT_LIMITS.respondent}
            placeholder={t('placeholder.respondent')}
            aria-label={t('field.respondent')}
            data-testid="complaint-respondent"
            onInput={(e) => change({ respondent: typedValue(e) })}
          />
        </Field>
        <Field label={t('field.place')} required>
          <View className="cp-pick" data-testid="complaint-place" {...pressable(() => navigate(routes.complainPlace()))}>
            <Text className={form.placeName ? 'cp-pick__value' : 'cp-pick__placeholder'}>
              {form.placeName || t('placeholder.choosePlace')}
            </Text>
            <Text className="cp-pick__arrow">›</Text>
          </View>
        </Field>
        <Field label={t('field.address')} required>
          <Input
            className="cp-input"
            value={form.address}
            maxlength={COMPLAINT_LIMITS.address}
            placeholder={t('placeholder.address')}
            aria-label={t('field.address')}
            data-testid="complaint-address"
            onInput={(e) => change({ address: typedValue(e) })}
          />
        </Field>
        <Field label={t('field.time')} required>
          <View className="cp-time">
            <Picker
              mode="date"
              value={day || today}
              end={today}
              onChange={(e) => change({ occurredAt: `${e.detail.value} ${time || ''}`.trim() })}
            >
              <View className="cp-pick" data-testid="complaint-day" aria-label={t('field.time')}>
                <Text className={day ? 'cp-pick__value' : 'cp-pick__placeholder'}>{day || t('placeholder.time')}</Text>
              </View>
            </Picker>
            <Picker
              mode="time"
              value={time || now.slice(11, 16)}
              onChange={(e) => change({ occurredAt: `${day || today} ${e.detail.value}` })}
            >
              <View className="cp-pick" data-testid="complaint-clock" aria-label={t('field.time')}>
                <Text className={time ? 'cp-pick__value' : 'cp-pick__placeholder'}>{time || '--:--'}</Text>
              </View>
            </Picker>
          </View>
        </Field>
        <Field label={t('field.reason')} required>
          <Input
            className="cp-input"
            value={form.reason}
            maxlength={COMPLAINT_LIMITS.reason}
            placeholder={t('placeholder.reason')}
            aria-label={t('field.reason')}
            data-testid="complaint-reason"
            onInput={(e) => change({ reason: typedValue(e) })}
          />
        </Field>
        <Field label={t('field.content')} required>
          <Textarea
            className="cp-input cp-input--area"
            value={form.content}
            maxlength={COMPLAINT_LIMITS.content}
            placeholder={t('placeholder.content')}
            aria-label={t('field.content')}
            data-testid="complaint-content"
            onInput={(e) => change({ content: typedValue(e) })}
          />
        </Field>
      </View>
      <View className="cp-card">
        <Field label={t('field.images', { max: COMPLAINT_LIMITS.images })}>
          <View className="cp-media">
            {form.images.map((url) => (
              <View key={url} className="cp-media__item" data-testid="complaint-photo">
                <Picture className="cp-media__thumb" src={url} />
                <View
                  className="cp-media__remove"
                  {...pressable(() => change({ images: form.images.filter((u) => u !== url) }), t('form.removeMedia'))}
                >
                  <Text>×</Text>
                </View>
              </View>
            ))}
            {form.images.length < COMPLAINT_LIMITS.images && (
              <View className="cp-media__add" data-testid="complaint-add-photo" {...pressable(addPhotos, t('form.addPhoto'))}>
                <Text>{photos.uploading ? t('form.uploading') : `+ ${t('form.addPhoto')}`}</Text>
              </View>
            )}
          </View>
        </Field>
        <Field label={t('field.video')}>
          {form.videos[0] ? (
            <View className="cp-attached" data-testid="complaint-video">
              <Text className="cp-attached__text">MP4 ✓</Text>
              <View className="cp-link" {...pressable(() => change({ videos: [] }), t('form.removeMedia'))}>
                <Text>{t('form.removeMedia')}</Text>
              </View>
            </View>
          ) : (
            <View
              className="cp-media__add cp-media__add--wide"
              data-testid="complaint-add-video"
              {...pressable(addVideo, t('form.addVideo'))}
            >
              <Text>{videoBusy ? t('form.uploading') : `+ ${t('form.addVideo')}`}</Text>
            </View>
          )}
        </Field>
        <Field label={t('field.audio')}>
          {audio ? (
            <View className="cp-attached" data-testid="complaint-audio" data-audio-id={audio.id}>
              <Text className="cp-attached__text">{t('voice.attached', { seconds: audio.seconds })}</Text>
              <View className="cp-link" {...pressable(() => setAudio(null), t('voice.remove'))}>
                <Text>{t('voice.remove')}</Text>
              </View>
            </View>
          ) : (
            <View className="cp-link" data-testid="complaint-voice-link" {...pressable(() => navigate(routes.complainVoice()))}>
              <Text>{t('form.voiceLink')}</Text>
            </View>
          )}
        </Field>
      </View>
      <PageAction testId="complaint-submit" onClick={submit}>
        {t('form.submit')}
      </PageAction>
      <View className="cp-link cp-link--centre" data-testid="complaint-mine" {...pressable(() => navigate(routes.userComplain()))}>
        <Text>{t('form.myLink')}</Text>
      </View>
    </View>
  )
}
