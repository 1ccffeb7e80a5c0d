/** /cc-microclass/{code} (Great Wall micro-class): the lessons of channel {code} as a two-column picture grid. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { usePageParams } from '@/kit'
import { NewsCards } from '../../components/NewsCards'

export default function CcMicroclassPage() {
  const { t } = useTranslation('news')
  const { code } = usePageParams()
  return (
    <PageShell title={t('titles.microclass')}>
      <NewsCards params={{ channelCode: code || 'all' }} layout="grid" />
    </PageShell>
  )
}
