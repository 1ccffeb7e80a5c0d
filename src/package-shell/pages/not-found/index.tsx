/** Unknown path, or a spec route whose page is not built yet: never an empty screen. */
import { useTranslation } from 'react-i18next'
import NotFoundView from '../../../components/NotFoundView'
import PageShell from '../../../components/PageShell'

export default function NotFound() {
  const { t } = useTranslation('shell')
  return (
    <PageShell title={t('notFound.title')}>
      <NotFoundView />
    </PageShell>
  )
}
