/** /stop-opened: a service that is not open yet says so, offers the way home, and what is open. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { HomeSections } from '@/features/home'
import { useShellStore } from '@/stores/shell'
import { Notice } from '@/features/home/site-only'

export default function StopOpenedPage() {
  const { t } = useTranslation('home')
  const accent = useShellStore((s) => s.themeColor)
  return (
    <PageShell title={t('page.stopOpened')}>
      <Notice testId="stop-opened" title={t('stopOpened.title')} text={t('stopOpened.text')} homeText={t('stopOpened.home')} />
      <HomeSections kinds={['recommend']} accent={accent} />
    </PageShell>
  )
}
