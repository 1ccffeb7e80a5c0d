/**
 * /naire-list/{id}[/{groupCode}]: a survey's results as charts: per question a bar of each option's
 * answers with count and percent (ResultChart), text questions' latest answers; group tabs
 * (a groupCode shows one group's questions).
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { voteCalls } from '@/features/votes'
import { FilterTabs, LoadState, useLoad, usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'
import { ResultChart } from '../../components/ResultChart'
import '../../components/votes.scss'

export default function NaireListPage() {
  const { t } = useTranslation('votes')
  const { id, groupCode } = usePageParams()
  const results = useLoad(() => (id ? voteCalls.results(id, groupCode) : Promise.resolve({ ok: true as const, data: undefined })), {
    key: `${id}/${groupCode ?? ''}`,
  })
  if (!id) {
    return (
      <PageShell title={t('title.naireList')}>
        <Text className="votes-empty" data-testid="naire-list-none">
          {t('notFound')}
        </Text>
      </PageShell>
    )
  }
  const data = results.data
  return (
    <PageShell title={data?.title ?? t('title.naireList')}>
      <View className="votes-page" data-testid="naire-list">
        <LoadState load={results} testId="naire-list" />
        {data && (
          <>
            <View className="votes-head">
              <Text className="votes-head__title">{data.title}</Text>
              <Text className="votes-line" data-testid="naire-total">
                {t('survey.total', { count: data.answerNum })}
              </Text>
            </View>
            {data.groups.length > 1 && (
              <FilterTabs
                tabs={[{ code: '', name: t('all') }, ...data.groups.map((g) => ({ code: g.code, name: g.name }))]}
                current={groupCode ?? ''}
                onChange={(code) => void navigate(routes.naireList(id, code || undefined), 'replace')}
                testIdPrefix="naire-group"
              />
            )}
            <View data-testid="naire-charts">
              {data.questions.map((q, i) => (
                <ResultChart key={q.id} question={q} index={i} />
              ))}
            </View>
            {data.questions.length === 0 && <Text className="votes-empty">{t('none')}</Text>}
          </>
        )}
      </View>
    </PageShell>
  )
}
