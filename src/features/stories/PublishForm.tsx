/**
 * The publishing pages (/add-story, /add-pk, /add-work, /add-strategy then /strategy-edit): a
 * logged-in visitor writes into the page's draft (draft-store.ts: kept on the device, so leaving
 * loses nothing), adds a cover (PNG 0.9, the uploader's cover kind) and up to 9 pictures through
 * the uploader, accepts the publishing agreement, and publishes. The strategy is written in two
 * steps on one draft: cover, title and tag, then the body. A work or PK entry joins a topic under
 * way of its kind (from the topic's join button, or chosen here).
 */
import { Checkbox, Input, TextArea } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { STORY_LIMITS, type StoryTag, type TopicItem } from '../../core/stories/contract'
import * as routes from '../../core/route-paths'
import { acceptsEntries } from '../../core/stories/topic-state'
import { Picture } from '../../kit/picture'
import { PageAction } from '../../kit/page-actions'
import { usePageParams } from '../../kit/page-params'
import { pressable } from '../../kit/theme'
import { toast, toastFailure } from '../../kit/toast'
import { navigate } from '../../services/navigate'
import { useImageUpload } from '../upload'
import { myStoryApi, storyTags, topicApi } from './api'
import { useDraft, type DraftKind, type StoryDraftState } from './draft-store'
import { loginFirst } from './login'
import { storyRoute } from './routes'
import './stories.scss'

export type PublishStep = 'all' | 'head' | 'body'

/** the first rule the draft breaks (stories namespace key), before any call */
export function draftProblem(kind: DraftKind, d: StoryDraftState, step: PublishStep): string | undefined {
  const entry = kind === 'work' || kind === 'pk'
  if (step !== 'body') {
    if (!d.title.trim()) return 'form.titleRequired'
    if (entry && !d.cover) return 'form.coverRequired'
    if (entry && !d.topicId) return 'form.topicRequired'
  }
  if (step === 'head') return undefined
  if (!entry && !d.content.trim()) return 'form.contentRequired'
  if (!d.title.trim()) return 'form.titleRequired'
  if (!d.agreed) return 'form.agreementRequired'
  return undefined
}

function Pictures({ draft, update }: { draft: StoryDraftState; update: (c: Partial<StoryDraftState>) => void }) {
  const { t } = useTranslation('stories')
  const { uploading, upload } = useImageUpload()
  const add = async () => {
    const out = await upload({ folder: 'story', limit: STORY_LIMITS.images, already: draft.images.length })
    if (out.status === 'refused') toast(out.message)
    if (out.status !== 'cancelled' && out.files.length) update({ images: [...draft.images, ...out.files.map((f) => f.url)] })
  }
  return (
    <View className="publish-pictures" data-testid="publish-pictures">
      {draft.images.map((url, i) => (
        <View key={`${url}-${i}`} className="publish-pictures__item">
          <Picture className="publish-pictures__image" src={url} alt={t('picture', { index: i + 1 })} />
          <Text
            className="publish-pictures__remove"
            {...pressable(() => update({ images: draft.images.filter((_, k) => k !== i) }), t('form.removePicture', { index: i + 1 }))}
          >
            ×
          </Text>
        </View>
      ))}
      {draft.images.length < STORY_LIMITS.images && (
        <View className="publish-pictures__add" data-testid="publish-add-picture" {...pressable(add)}>
          <Text>{uploading ? t('form.uploading') : `+ ${t('form.addPictures')}`}</Text>
        </View>
      )}
    </View>
  )
}

function Cover({ draft, update }: { draft: StoryDraftState; update: (c: Partial<StoryDraftState>) => void }) {
  const { t } = useTranslation('stories')
  const { uploading, upload } = useImageUpload()
  const choose = async () => {
    // covers are PNG at 0.9 (rules-and-contract 5), the uploader's cover kind
    const out = await upload({ kind: 'cover', folder: 'story', limit: 1 })
    if (out.status === 'refused') toast(out.message)
    if (out.status === 'uploaded' && out.files[0]) update({ cover: out.files[0].url })
  }
  return (
    <View className="publish-cover" data-testid="publish-cover" {...pressable(choose, draft.cover ? t('form.cover') : undefined)}>
      {draft.cover ? (
        <Picture className="publish-cover__image" src={draft.cover} alt={t('form.cover')} />
      ) : (
        <Text>{uploading ? t('form.uploading') : `+ ${t('form.cover')}`}</Text>
      )}
    </View>
  )
}

function Chips<T extends { id: number }>(props: {
  label: string
  items: T[]
  name: (x: T) => string
  value: number | null
  onChange: (id: number | null) => void
  testId: string
}) {
  if (props.items.length === 0) return null
  return (
    <View className="publish-field" data-testid={props.testId}>
      <Text className="publish-field__label">{props.label}</Text>
      <View className="publish-chips" aria-label={props.label}>
        {props.items.map((x) => (
          <Text
            key={x.id}
            className={`story-chip${props.value === x.id ? ' is-on' : ''}`}
            {...pressable(() => props.onChange(props.value === x.id ? null : x.id))}
            aria-pressed={props.value === x.id}
          >
            {props.name(x)}
          </Text>
        ))}
      </View>
    </View>
  )
}

export function PublishForm({ kind, step = 'all' }: { kind: DraftKind; step?: PublishStep }) {
  const { t } = useTranslation('stories')
  const params = usePageParams()
  const [draft, update, clear] = useDraft(kind)
  const [tags, setTags] = useState<StoryTag[]>([])
  const [topics, setTopics] = useState<TopicItem[]>([])
  const [busy, setBusy] = useState(false)
  const entry = kind === 'work' || kind === 'pk'

  useEffect(() => {
    if (!loginFirst(true)) return
    // a topic's join button names the topic
    if (params.topicId && /^\d+$/.test(params.topicId)) update({ topicId: Number(params.topicId) })
    if (step !== 'body' && !entry) storyTags().then((r) => r.ok && setTags(r.data))
    if (step !== 'body' && kind !== 'strategy') {
      topicApi.list({ kind: entry ? (kind === 'pk' ? 'PK' : 'WORK') : 'STORY' }, { page: 1, pageSize: 20 }).then((r) => {
        if (r.ok) setTopics(r.data.items.filter((x) => acceptsEntries(x)))
      })
    }
    // once per page: the draft is updated by the visitor afterwards
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const publish = async () => {
    const problem = draftProblem(kind, draft, step)
    if (problem) return toast(t(problem))
    if (step === 'head') return navigate(routes.strategyEdit())
    setBusy(true)
    const res = await myStoryApi.save({
      storyType: draft.storyType,
      title: draft.title.trim(),
      content: draft.content,
      cover: draft.cover,
      images: draft.images,
      tagId: draft.tagId,
      topicId: draft.topicId,
    })
    setBusy(false)
    if (!res.ok) return toastFailure(res, t('form.failed'))
    clear()
    toast(t(res.data.status === 'HELD' ? 'form.held' : 'form.published'))
    navigate(storyRoute(res.data), 'replace')
  }

  return (
    <View className="publish-form" data-testid={`publish-${kind}`} data-step={step}>
      {step !== 'body' && (
        <>
          {(entry || kind === 'strategy' || kind === 'story') && <Cover draft={draft} update={update} />}
          <View className="publish-field">
            <Input
              data-testid="publish-title"
              value={draft.title}
              maxLength={STORY_LIMITS.title}
              placeholder={t('form.title')}
              aria-label={t('form.title')}
              onChange={(v) => update({ title: v })}
            />
          </View>
          <Chips
            label={t('form.tag')}
            items={tags}
            name={(x) => `#${x.name}`}
            value={draft.tagId}
            onChange={(id) => update({ tagId: id })}
            testId="publish-tags"
          />
          <Chips
            label={t('form.topic')}
            items={topics}
            name={(x) => x.title}
            value={draft.topicId}
            onChange={(id) => update({ topicId: id })}
            testId="publish-topics"
          />
        </>
      )}
      {step !== 'head' && (
        <>
          <View className="publish-field">
            <TextArea
              data-testid="publish-content"
              value={draft.content}
              maxLength={STORY_LIMITS.content}
              showCount
              autoSize
              placeholder={t(entry ? 'form.contentOptional' : 'form.content')}
              aria-label={t('form.content')}
              onChange={(v) => update({ content: v })}
            />
          </View>
          {!entry && <Pictures draft={draft} update={update} />}
          <View className="publish-agreement">
            <Checkbox
              data-testid="publish-agreement"
              checked={draft.agreed}
              onChange={(v) => update({ agreed: !!v })}
              aria-label={t('form.agree')}
            />
            <Text {...pressable(() => update({ agreed: !draft.agreed }))}>{t('form.agree')}</Text>
            <Text
              className="story-chip"
              data-testid="publish-agreement-link"
              {...pressable(() => navigate(routes.agreement('publishing')))}
            >
              {t('form.agreement')}
            </Text>
          </View>
        </>
      )}
      <PageAction testId="publish-submit" onClick={busy ? () => undefined : publish}>
        {t(step === 'head' ? 'form.next' : 'form.publish')}
      </PageAction>
      <Text className="publish-form__note">{t('form.draftKept')}</Text>
    </View>
  )
}
