/**
 * /problem-detail/{id}: one FAQ entry (its category, the question, the answer's paragraphs), the
 * other questions of its category, and the robot for anything else. Without an id, or another
 * site's, the kit's not-found state.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { FaqItem } from '@/core/help/contract'
import * as routes from '@/core/route-paths'
import { faqApi } from '@/features/help'
import { DetailPage, useLoad, usePageParams } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import '../../components/help-pages.scss'

function Related({ item }: { item: FaqItem }) {
  const { t } = useTranslation('help')
  const same = useLoad(() => faqApi.list({ category: item.category }, { page: 1, pageSize: 6 }), { key: item.id })
  const others = (same.data?.items ?? []).filter((f) => f.id !== item.id).slice(0, 5)
  if (!others.length) return null
  return (
    <View className="help-section" data-testid="faq-related">
      <Text className="help-section__title">{t('faq.related')}</Text>
      {others.map((f) => (
        <View
          key={f.id}
          className="help-row"
          data-testid={`faq-related-${f.id}`}
          {...pressable(() => void navigate(routes.problemDetail(f.id), 'replace'))}
        >
          <Text className="help-row__text help-row__link">{f.question}</Text>
        </View>
      ))}
    </View>
  )
}

export default function ProblemDetailPage() {
  const { t } = useTranslation('help')
  const { id } = usePageParams()
  return (
    <DetailPage<FaqItem> id={id} load={faqApi.detail} title={t('title.problemDetail')} testId="faq-detail">
      {(item) => (
        <View className="help-page">
          <View className="help-section">
            <Text className="help-note">{item.category}</Text>
            <Text className="help-section__title" data-testid="faq-question">
              {item.question}
            </Text>
            <View data-testid="faq-answer">
              {item.answer
                .split(/\n\s*\n|\n/)
                .filter(Boolean)
                .map((p, i) => (
                  <Text key={i} className="help-answer__p">
                    {p}
                  </Text>
                ))}
            </View>
          </View>
          <Related item={item} />
          <Text className="help-row__link" data-testid="faq-ask-robot" {...pressable(() => void navigate(routes.robot()))}>
            {t('faq.askRobot')}
          </Text>
        </View>
      )}
    </DetailPage>
  )
}
