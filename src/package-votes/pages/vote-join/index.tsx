/**
 * /vote-join/{voteId}[/{proId}]: enter a work into a campaign, or edit one's entry (proId): title,
 * description, 1 to 9 pictures through the uploader. The shared rule (src/core/votes/rules.ts
 * checkEntry) runs before the call; login with a bound phone is asked first.
 */
import { Input, Text, Textarea, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { checkEntry, EMPTY_ENTRY, ENTRY_DESCRIPTION_MAX, ENTRY_TITLE_MAX, type EntryDraft } from '@/core/votes/rules'
import { useAccountGate } from '@/features/account'
import { entryApi, voteApi, voteCalls } from '@/features/votes'
import { LoadState, PageAction, toast, toastFailure, useLoad, usePageParams } from '@/kit'
import { PicturesPicker } from '../../components/PicturesPicker'
import '../../components/votes.scss'
import { typedValue } from '@/kit/typed-value'

export default function VoteJoinPage() {
  const { t } = useTranslation(['votes', 'common'])
  const { voteId, proId } = usePageParams()
  const gate = useAccountGate()
  const campaign = useLoad(() => (voteId ? voteApi.detail(voteId) : Promise.resolve({ ok: true as const, data: undefined })), {
    key: voteId,
  })
  const entry = useLoad(() => (proId ? entryApi.detail(proId) : Promise.resolve({ ok: true as const, data: null })), { key: proId })
  const [draft, setDraft] = useState<EntryDraft>(EMPTY_ENTRY)
  const [sending, setSending] = useState(false)
  const change = (part: Partial<EntryDraft>) => setDraft((d) => ({ ...d, ...part }))

  useEffect(() => {
    if (entry.data) setDraft({ title: entry.data.title, description: entry.data.description, pictures: entry.data.pictures })
  }, [entry.data])

  const title = t(proId ? 'votes:title.voteJoinEdit' : 'votes:title.voteJoin')
  if (!voteId) {
    return (
      <PageShell title={title}>
        <Text className="votes-empty" data-testid="vote-join-none">
          {t('votes:notFound')}
        </Text>
      </PageShell>
    )
  }

  const submit = async () => {
    const broken = checkEntry(draft)
    if (broken) return toast(t(`votes:${broken.key}`))
    if (sending || !gate.requirePhone()) return
    setSending(true)
    const res = await voteCalls.saveEntry(voteId, draft, proId)
    setSending(false)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(res.message || t('votes:join.saved'))
    setTimeout(() => void Taro.navigateBack().catch(() => undefined), 1000)
  }

  const open = campaign.data && campaign.data.joinable && campaign.data.state !== 'over'
  return (
    <PageShell title={title}>
      <View className="votes-page" data-testid="vote-join-page">
        <LoadState load={campaign} testId="vote-join" />
        {campaign.data && <Text className="votes-line votes-field">{t('votes:join.campaign', { title: campaign.data.title })}</Text>}
        {campaign.data && !open && (
          <Text className="votes-empty" data-testid="vote-join-closed">
            {t('votes:join.closed')}
          </Text>
        )}
        {open && (
          <>
            <View className="votes-field">
              <Text className="votes-field__label">{t('votes:join.title')}</Text>
              <Input
                className="votes-field__input"
                value={draft.title}
                maxlength={ENTRY_TITLE_MAX}
                placeholder={t('votes:join.titlePlaceholder')}
                aria-label={t('votes:join.title')}
                data-testid="vote-join-title"
                onInput={(e) => change({ title: typedValue(e) })}
              />
            </View>
            <View className="votes-field">
              <Text className="votes-field__label">{t('votes:join.description')}</Text>
              <Textarea
                className="votes-field__textarea"
                value={draft.description}
                maxlength={ENTRY_DESCRIPTION_MAX}
                placeholder={t('votes:join.descriptionPlaceholder')}
                aria-label={t('votes:join.description')}
                data-testid="vote-join-description"
                onInput={(e) => change({ description: typedValue(e) })}
              />
            </View>
            <View className="votes-field">
              <Text className="votes-field__label">{t('votes:join.pictures')}</Text>
              <PicturesPicker value={draft.pictures} onChange={(pictures) => change({ pictures })} />
            </View>
            <PageAction testId="vote-join-submit" onClick={submit}>
              {t('votes:join.submit')}
            </PageAction>
          </>
        )}
      </View>
      {gate.element}
    </PageShell>
  )
}
