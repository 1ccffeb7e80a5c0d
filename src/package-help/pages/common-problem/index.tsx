/**
 * /common-problem: the site's FAQ grouped by category (tabs: all, then each category in the order
 * its first question shows) and searchable (question and answer text), paged; a question opens
 * /problem-detail/{id}; "no answer here?" leads to the robot. `?category=` and `?keyword=` preset them.
 */
import { Input, Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import type { FaqItem } from '@/core/help/contract'
import * as routes from '@/core/route-paths'
import { faqApi, helpCalls, type FaqListParams } from '@/features/help'
import { FilterTabs, PagedList, useLoad, usePageParams } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import '../../components/help-pages.scss'
import { typedValue } from '@/kit/typed-value'

const ALL = ''

export default function CommonProblemPage() {
  const { t } = useTranslation('help')
  const params = usePageParams()
  const [category, setCategory] = useState(params.category ?? ALL)
  const [typed, setTyped] = useState(params.keyword ?? '')
  const [keyword, setKeyword] = useState(params.keyword ?? '')
  const categories = useLoad(() => helpCalls.categories())
  const tabs = useMemo(
    () => [{ code: ALL, name: t('faq.all') }, ...(categories.data ?? []).map((c) => ({ code: c.category, name: c.category }))],
    [categories.data, t],
  )
  const listParams = useMemo<FaqListParams>(
    () => ({ category: category || undefined, keyword: keyword.trim() || undefined }),
    [category, keyword],
  )
  return (
    <PageShell title={t('title.commonProblem')}>
      <View className="help-search">
        <Input
          className="help-field__input"
          value={typed}
          confirmType="search"
          maxlength={50}
          placeholder={t('faq.search')}
          aria-label={t('faq.search')}
          data-testid="faq-search"
          onInput={(e) => setTyped(typedValue(e))}
          onConfirm={(e) => setKeyword(typedValue(e))}
          onBlur={(e) => setKeyword(typedValue(e))}
        />
      </View>
      <FilterTabs tabs={tabs} current={category} onChange={setCategory} testIdPrefix="faq-category" />
      <PagedList<FaqItem, FaqListParams>
        source={faqApi}
        params={listParams}
        testId="faq-list"
        renderItem={(item) => (
          <View className="help-faq-row" data-testid={`faq-${item.id}`} {...pressable(() => void navigate(routes.problemDetail(item.id)))}>
            <Text className="help-faq-row__q">{item.question}</Text>
            <Text className="help-faq-row__a">{item.answer.split('\n')[0]}</Text>
          </View>
        )}
      />
      <View className="help-page">
        <Text className="help-row__link" data-testid="faq-ask-robot" {...pressable(() => void navigate(routes.robot()))}>
          {t('faq.askRobot')}
        </Text>
      </View>
    </PageShell>
  )
}
