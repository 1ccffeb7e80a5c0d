/** "Me" tab: placeholder until the accounts area builds the user centre on this page. */
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import StatusView from '../../components/StatusView'

export default function User() {
  const { t } = useTranslation('shell')
  return (
    <PageShell title={t('user.title')}>
      <StatusView testId="page-user" title={t('user.title')} text={t('user.placeholder')} />
    </PageShell>
  )
}
