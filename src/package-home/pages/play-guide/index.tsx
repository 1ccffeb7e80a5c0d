/** /play-guide: a day out planned from the home sections: weather, recommended, nearby, the ranking and news. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { HomeSections } from '@/features/home'
import { useShellStore } from '@/stores/shell'

const KINDS = ['weather', 'recommend', 'nearby', 'rank', 'news'] as const

export default function PlayGuidePage() {
  const { t } = useTranslation('home')
  const accent = useShellStore((s) => s.themeColor)
  return (
    <PageShell title={t('page.playGuide')}>
      <HomeSections kinds={KINDS} accent={accent} />
    </PageShell>
  )
}
