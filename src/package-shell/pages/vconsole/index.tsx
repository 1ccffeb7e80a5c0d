/**
 * /vConsole: debug console toggle, only where the site allows it (site flag vConsole) and the build
 * allows development tools (never a production build: kit/dev-tools).
 * H5 loads vConsole on demand; the mini-program uses its own debug switch.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '../../../components/PageShell'
import StatusView from '../../../components/StatusView'
import { devToolsAllowed } from '../../../kit/dev-tools'
import { isDebugConsoleOn, setDebugConsole } from './debug-console'

export default function VConsolePage() {
  const { t } = useTranslation('shell')
  const [on, setOn] = useState(isDebugConsoleOn)
  if (!__SITE__.vConsole || !devToolsAllowed()) {
    return (
      <PageShell title={t('vconsole.title')}>
        <StatusView testId="page-vconsole" title={t('vconsole.title')} text={t('vconsole.disabled')} />
      </PageShell>
    )
  }
  return (
    <PageShell title={t('vconsole.title')}>
      <StatusView
        testId="page-vconsole"
        title={t('vconsole.title')}
        text={on ? t('vconsole.on') : t('vconsole.off')}
        actionText={t('vconsole.toggle')}
        onAction={async () => {
          await setDebugConsole(!on)
          setOn(!on)
        }}
      />
    </PageShell>
  )
}
