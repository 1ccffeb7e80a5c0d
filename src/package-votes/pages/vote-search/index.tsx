/**
 * /vote-search/{id}/{voteType}: search a campaign's entries by number or name; voteType (WORK or
 * PERSON) says whether they are works or candidates. Results vote like the detail's.
 */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { isVoteType } from '@/core/votes/rules'
import { EntryGrid, voteApi } from '@/features/votes'
import { LoadState, useLoad, usePageParams } from '@/kit'
import { pressable } from '@/kit/theme'
import '../../components/votes.scss'
import { typedValue } from '@/kit/typed-value'

export default function VoteSearchPage() {
  const { t } = useTranslation('votes')
  const { id, voteType } = usePageParams()
  const campaign = useLoad(() => (id ? voteApi.detail(id) : Promise.resolve({ ok: true as const, data: undefined })), { key: id })
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  const kind = t(isVoteType(voteType) && voteType === 'PERSON' ? 'campaign.person' : 'campaign.work')
  if (!id) {
    return (
      <PageShell title={t('title.voteSearch')}>
        <Text className="votes-empty" data-testid="vote-search-none">
          {t('notFound')}
        </Text>
      </PageShell>
    )
  }
  return (
    <PageShell title={campaign.data?.title ?? t('title.voteSearch')}>
      <View className="votes-page" data-testid="vote-search-page">
        <View className="votes-search" role="search">
          <Input
            className="votes-input"
            value={text}
            maxlength={30}
            confirmType="search"
            placeholder={t('search.placeholder')}
            aria-label={t('search.hint', { kind })}
            data-testid="vote-search-input"
            onInput={(e) => setText(typedValue(e))}
            onConfirm={() => setKeyword(text.trim())}
          />
          <View className="votes-button" data-testid="vote-search-submit" {...pressable(() => setKeyword(text.trim()), t('search.button'))}>
            <Text>{t('search.button')}</Text>
          </View>
        </View>
        <LoadState load={campaign} testId="vote-search" />
        {campaign.data && !keyword && <Text className="votes-empty">{t('search.hint', { kind })}</Text>}
        {campaign.data && keyword && <EntryGrid params={{ voteId: id, keyword }} state={campaign.data.state} testId="vote-search-list" />}
      </View>
    </PageShell>
  )
}
