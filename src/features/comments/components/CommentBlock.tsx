/**
 * The comment block detail pages embed: `<CommentBlock type={resourceType} id={id} title={name} />`.
 * Average stars (rated types), review tag counts, the first three comments, and the links to write
 * (behind the bound-phone rule) and to all comments; loading, failed (retry) and empty states.
 */
import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { RESOURCE_TYPES } from '../../../core/resource-types'
import * as routes from '../../../core/route-paths'
import { pressable } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'
import { isRated, targetOfParams } from '../target'
import { useCommentSummary } from '../use-summary'
import { useWriteGate } from '../write-gate'
import { CommentRow } from './CommentRow'
import { StarsShown } from './Stars'
import '../comments.scss'

export interface CommentBlockProps {
  /** CONTENT_TYPE_* (or a RESOURCE_TYPES key) */
  type: string
  id: string | number
  /** the item's name: the writer's heading */
  title?: string
}

const FIRST = 3

export function CommentBlock({ type, id, title }: CommentBlockProps) {
  const { t } = useTranslation('comments')
  const target = useMemo(() => targetOfParams(type, id), [type, id])
  const { state, retry } = useCommentSummary(target, FIRST)
  const gate = useWriteGate()
  const rated = isRated(target.resourceType)
  const code = target.resourceType

  const write = () => {
    if (gate.mayWrite()) navigate(routes.scenicWrite(id, code, title))
  }
  const all = () => navigate(code === RESOURCE_TYPES.NEWS.code ? routes.newsComment(code, id) : routes.simpleComment(code, id))

  return (
    <View className="cm-block" data-testid="comment-block" aria-busy={state.status === 'loading'}>
      <View className="cm-block__head">
        <Text className="cm-block__heading">{t('block.heading')}</Text>
        {state.status === 'ready' && (
          <Text className="cm-block__count" data-testid="comment-count">
            {t('block.count', { count: state.summary.stars.total })}
          </Text>
        )}
      </View>
      {state.status === 'loading' && <Text className="cm-block__state">{t('block.loading')}</Text>}
      {state.status === 'failed' && (
        <View className="cm-block__state" data-testid="comment-block-failed">
          <Text>{t('block.failed')}</Text>
          <View className="cm-button" {...pressable(retry)}>
            <Text>{t('block.retry')}</Text>
          </View>
        </View>
      )}
      {state.status === 'ready' && (
        <>
          {rated && state.summary.stars.avgStar > 0 && (
            <View className="cm-block__stars" data-testid="comment-average">
              <StarsShown value={state.summary.stars.avgStar} />
              <Text>{t('block.average', { avg: state.summary.stars.avgStar })}</Text>
            </View>
          )}
          {state.summary.tags.length > 0 && (
            <View className="cm-row__tags" data-testid="comment-tag-counts">
              {state.summary.tags.map((c) => (
                <Text key={c.tag} className="cm-tag cm-tag--small">
                  {t('block.tagCount', { tag: t(`tag.${c.tag}`), count: c.count })}
                </Text>
              ))}
            </View>
          )}
          {state.summary.first.length === 0 ? (
            <Text className="cm-block__state" data-testid="comment-empty">
              {t('block.empty')}
            </Text>
          ) : (
            state.summary.first.map((item) => <CommentRow key={item.id} item={item} compact />)
          )}
        </>
      )}
      <View className="cm-block__links">
        <View className="cm-button cm-button--primary" data-testid="comment-write" {...pressable(write)}>
          <Text>{t('block.write')}</Text>
        </View>
        <View className="cm-button" data-testid="comment-all" {...pressable(all)}>
          <Text>{t('block.all')}</Text>
        </View>
      </View>
      {gate.element}
    </View>
  )
}
