/** Frame of every account page: the root shell (title, tab bar or back-home, visitors dialog) + our layout. */
import { Text, View } from '@tarojs/components'
import type { PropsWithChildren } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '../../../components/PageShell'

export interface AccountPageProps {
  /** key in the user namespace */
  titleKey: string
  titleParams?: Record<string, unknown>
  testId: string
  className?: string
  /** the title also as the page's heading (the sign-in pages) */
  heading?: boolean
}

export function AccountPage({
  titleKey,
  titleParams,
  testId,
  className = 'account-page',
  heading = false,
  children,
}: PropsWithChildren<AccountPageProps>) {
  const { t } = useTranslation('user')
  const title = t(titleKey, titleParams)
  return (
    <PageShell title={title}>
      <View className={className} data-testid={testId}>
        {heading && (
          <View className="account-page__head">
            <Text className="account-page__title">{title}</Text>
          </View>
        )}
        {children}
      </View>
    </PageShell>
  )
}
