/** /app-call: the site's service hotlines and its rescue number, each with a call button (GET config/api/help/contacts). */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { helpCalls } from '@/features/help'
import { LoadState, useLoad } from '@/kit'
import { ContactRow } from '../../components/ContactRow'
import '../../components/help-pages.scss'

export default function AppCallPage() {
  const { t } = useTranslation('help')
  const contacts = useLoad(() => helpCalls.contacts())
  return (
    <PageShell title={t('title.appCall')}>
      <View className="help-page" data-testid="app-call">
        <LoadState load={contacts} testId="app-call" />
        {contacts.data && (
          <>
            <Text className="help-note">{t('appCall.intro')}</Text>
            <View className="help-section" data-testid="app-call-list">
              {contacts.data.hotlines.map((c, i) => (
                <ContactRow key={c.phone + i} contact={c} testId={`app-call-${i}`} />
              ))}
            </View>
            <View className="help-section">
              <Text className="help-section__title">{t('appCall.rescue')}</Text>
              <ContactRow contact={contacts.data.rescue} testId="app-call-rescue" />
            </View>
          </>
        )}
      </View>
    </PageShell>
  )
}
