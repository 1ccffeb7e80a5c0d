/**
 * /complain-voice: a voice complaint. The platform recorder (src/platform/recorder: RecorderManager in
 * the mini-program, MediaRecorder on H5) records up to 60 s; the recording goes up through the one
 * uploader (file/upload takes MP3, AAC/M4A, WebM and Ogg by their bytes) and saveAudio keeps it
 * (no loading indicator: this page shows its own state). It joins the open complaint form's draft;
 * the visitor goes back to the form to finish and submit. Without the microphone (the privacy
 * agreement or the permission refused) the page says why and how to allow it, and that the
 * complaint can still be written as text on the form (src/kit/permission-notice).
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { COMPLAINT_LIMITS } from '@/core/complaints/rules'
import * as routes from '@/core/route-paths'
import { AudioPlay, complaintCalls, uploadRecording, useComplaintDraft } from '@/features/complaints'
import { PageAction, PermissionNotice, toast, toastFailure } from '@/kit'
import { pressable } from '@/kit/theme'
import type { Refusal } from '@/platform/permission'
import { recorder, type RecorderFailure, type RecordOutcome, type RecorderSession } from '@/platform/recorder'
import { navigate } from '@/services/navigate'
import '@/features/complaints/complaints.scss'

type Phase = 'idle' | 'recording' | 'saving' | 'saved' | 'refused'
const MIN_MS = 1000

function isRefusal(reason: RecorderFailure): reason is Refusal {
  return reason === 'privacy' || reason === 'denied' || reason === 'system'
}

export default function ComplainVoicePage() {
  const { t } = useTranslation(['complaints', 'common'])
  const audio = useComplaintDraft((s) => s.audio[s.channel] ?? null)
  const setAudio = useComplaintDraft((s) => s.setAudio)
  const [phase, setPhase] = useState<Phase>(audio ? 'saved' : 'idle')
  const [seconds, setSeconds] = useState(0)
  const [refusal, setRefusal] = useState<Refusal>()
  const session = useRef<RecorderSession | null>(null)
  const ticker = useRef<ReturnType<typeof setInterval>>()

  useEffect(
    () => () => {
      clearInterval(ticker.current)
      session.current?.cancel()
    },
    [],
  )

  /** a refusal is explained on the page (the form still takes text); other failures are toasted */
  const failed = (reason: RecorderFailure) => {
    if (isRefusal(reason)) {
      setRefusal(reason)
      return setPhase('refused')
    }
    setPhase('idle')
    toast(t(`voice.${reason}`))
  }

  const ended = async (outcome: RecordOutcome) => {
    clearInterval(ticker.current)
    session.current = null
    if (!outcome.ok) return failed(outcome.reason)
    if (outcome.recording.durationMs < MIN_MS) {
      setPhase('idle')
      return toast(t('voice.tooShort'))
    }
    setPhase('saving')
    const uploaded = await uploadRecording(outcome.recording)
    if (!uploaded.ok) {
      setPhase('idle')
      return toast('message' in uploaded ? uploaded.message : t('voice.failed'))
    }
    const secs = Math.max(1, Math.min(COMPLAINT_LIMITS.audioSeconds, Math.round(outcome.recording.durationMs / 1000)))
    const saved = await complaintCalls.saveAudio(uploaded.url, secs)
    if (!saved.ok) {
      setPhase('idle')
      return toastFailure(saved, t('voice.failed'))
    }
    setAudio(saved.data)
    setPhase('saved')
    toast(t('voice.saved'))
  }

  const start = async () => {
    if (phase === 'recording' || phase === 'saving') return
    const started = await recorder.record(COMPLAINT_LIMITS.audioSeconds * 1000, (o) => void ended(o))
    if (!started.ok) return failed(started.reason)
    setRefusal(undefined)
    session.current = started.session
    setSeconds(0)
    setPhase('recording')
    const from = Date.now()
    ticker.current = setInterval(() => setSeconds(Math.floor((Date.now() - from) / 1000)), 250)
  }
  const stop = () => session.current?.stop()
  const back = () => Taro.navigateBack().catch(() => navigate(routes.complainSave(), 'replace'))

  const recording = phase === 'recording'
  return (
    <PageShell title={t('title.voice')}>
      <View className="cp-page cp-voice" data-testid="complaint-voice" data-phase={phase}>
        <Text className="cp-hint">{t('voice.hint', { max: COMPLAINT_LIMITS.audioSeconds })}</Text>
        <View
          className={`cp-voice__button${recording ? ' is-recording' : ''}`}
          data-testid={recording ? 'voice-stop' : 'voice-start'}
          {...pressable(recording ? stop : start, recording ? t('voice.stop') : phase === 'saved' ? t('voice.again') : t('voice.start'))}
        >
          <Text>{recording ? t('voice.stop') : phase === 'saved' ? t('voice.again') : t('voice.start')}</Text>
        </View>
        <Text className="cp-voice__state" data-testid="voice-state" aria-live="polite">
          {recording && t('voice.recording', { seconds })}
          {phase === 'saving' && t('voice.saving')}
          {phase === 'saved' && audio && t('voice.attached', { seconds: audio.seconds })}
          {phase === 'idle' && !recorder.isSupported() && t('voice.unsupported')}
        </Text>
      </View>
      {phase === 'refused' && refusal && (
        <PermissionNotice
          kind="microphone"
          refusal={refusal}
          instead={t('voice.textInstead')}
          onRetry={() => void start()}
          testId="voice-refused"
        />
      )}
      {phase === 'refused' && (
        <PageAction testId="voice-back-to-form" plain onClick={back}>
          {t('voice.backToForm')}
        </PageAction>
      )}
      {phase === 'saved' && audio && <AudioPlay url={audio.url} seconds={audio.seconds} testId="voice-recorded" />}
      {phase === 'saved' && (
        <PageAction testId="voice-use" onClick={back}>
          {t('voice.use')}
        </PageAction>
      )}
    </PageShell>
  )
}
