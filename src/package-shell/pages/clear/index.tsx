/** /clear: clears local and session storage (and the mini-program storage), then offers the way home. */
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '../../../components/PageShell'
import StatusView from '../../../components/StatusView'
import { HOME_ROUTE } from '../../../core/routes'
import { session, storage } from '../../../platform/storage'
import { navigate } from '../../../services/navigate'

export function clearAllStorage() {
  storage.clear()
  session.clear()
  Taro.clearStorageSync()
}

export default function Clear() {
  const { t } = useTranslation('shell')
  const [done, setDone] = useState(false)
  useEffect(() => {
    clearAllStorage()
    setDone(true)
  }, [])
  return (
    <PageShell title={t('clear.title')}>
      <StatusView
        testId="page-clear"
        title={t('clear.title')}
        text={done ? t('clear.done') : ''}
        actionText={t('notFound.home')}
        onAction={() => navigate(HOME_ROUTE, 'relaunch')}
      />
    </PageShell>
  )
}
