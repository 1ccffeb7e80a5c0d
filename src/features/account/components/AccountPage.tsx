/** Frame of every account page: the root shell (title, tab bar or back-home, visitors dialog) + our layout. */
import { View } from '@tarojs/components'
import type { PropsWithChildren } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '../../../components/PageShell'

export interface AccountPageProps {
  /** key in the user namespace */
  titleKey: string
  titleParams?: Record<string, unknown>
  testId: string
  className?: string
}

export function AccountPage({ titleKey, titleParams, testId, className = 'account-page', children }: PropsWithChildren<AccountPageProps>) {
  const { t } = useTranslation('user')
  return (
    <PageShell title={t(titleKey, titleParams)}>
      <View className={className} data-testid={testId}>
        {children}
      </View>
    </PageShell>
  )
}
