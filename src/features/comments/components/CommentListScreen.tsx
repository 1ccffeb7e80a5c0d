/**
 * The body of the comment list pages (/news-comment, /simple-comment, /scenic-comment,
 * /venues-comment): the place's name and picture when the route gives them, average stars and
 * review-tag filters with their counts, the inline box (list screens' wording), the full writer's
 * link for rated types, and every comment through the kit's paged list.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommentTarget } from '../../../core/comments/contract'
import * as routes from '../../../core/route-paths'
import { FilterTabs } from '../../../kit/filter-tabs'
import { Picture } from '../../../kit/picture'
import { PagedList } from '../../../kit/paged-list'
import { pressable } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'
import { commentApi } from '../api'
import { isRated } from '../target'
import { useCommentSummary } from '../use-summary'
import { useWriteGate } from '../write-gate'
import { CommentRow } from './CommentRow'
import { CommentWriter } from './CommentWriter'
import { StarsShown } from './Stars'
import '../comments.scss'

export function CommentListScreen({ target, name, cover }: { target: CommentTarget; name?: string; cover?: string }) {
  const { t } = useTranslation('comments')
  const [tag, setTag] = useState('')
  const [version, setVersion] = useState(0)
  const { state, reload } = useCommentSummary(target, 0)
  const gate = useWriteGate()
  const rated = isRated(target.resourceType)
  const refresh = () => {
    setVersion((v) => v + 1)
    void reload()
  }
  const summary = state.status === 'ready' ? state.summary : null
  const tabs = summary?.tags.length
    ? [
        { code: '', name: t('block.all') },
        ...summary.tags.map((c) => ({ code: c.tag, name: t('block.tagCount', { tag: t(`tag.${c.tag}`), count: c.count }) })),
      ]
    : []

  return (
    <View className="cm-screen" data-testid="comment-screen">
      {(name || cover) && (
        <View className="cm-screen__place">
          {cover && <Picture className="cm-screen__cover" src={cover} />}
          {name && <Text className="cm-block__heading">{name}</Text>}
        </View>
      )}
      {summary && (
        <View className="cm-block__head">
          {rated && summary.stars.avgStar > 0 && <StarsShown value={summary.stars.avgStar} testId="comment-average" />}
          <Text className="cm-block__count" data-testid="comment-count">
            {t('block.count', { count: summary.stars.total })}
          </Text>
        </View>
      )}
      {tabs.length > 0 && <FilterTabs tabs={tabs} current={tag} onChange={setTag} testIdPrefix="comment-filter" />}
      <CommentWriter target={target} screen="list" onSent={refresh} />
      {rated && (
        <View
          className="cm-button"
          data-testid="comment-write"
          {...pressable(() => gate.mayWrite() && navigate(routes.scenicWrite(target.resourceId, target.resourceType, name)))}
        >
          <Text>{t('block.write')}</Text>
        </View>
      )}
      <PagedList
        key={version}
        source={commentApi}
        params={{ ...target, tag: tag || undefined }}
        reloadOnShow
        testId="comment-list"
        renderItem={(item, list) => <CommentRow item={item} onChanged={list.reload} />}
      />
      {gate.element}
    </View>
  )
}
