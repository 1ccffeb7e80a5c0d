/**
 * /use-car (CAR_RENTAL): the region's taxi hotline (call button), and the ride-hailing and rental
 * partners (GET config/api/help/contacts `cars`), each opened behind the leave-to-a-third-party
 * disclaimer (the shell's menu opener: confirm opens the link on H5, copies it in the mini-program).
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { useMenuOpener } from '@/components/MenuOpener'
import PageShell from '@/components/PageShell'
import type { HelpContacts } from '@/core/help/contract'
import { helpCalls } from '@/features/help'
import { LoadState, useLoad } from '@/kit'
import { pressable } from '@/kit/theme'
import { ContactRow } from '../../components/ContactRow'
import '../../components/help-pages.scss'

export default function UseCarPage() {
  const { t } = useTranslation('help')
  const contacts = useLoad(() => helpCalls.contacts())
  const { open, dialog } = useMenuOpener()
  const leave = (car: HelpContacts['cars'][number]) =>
    open({ id: 0, name: car.name, menuCode: 'EXTERNAL_LINK', jumpType: 2, externalLink: car.url })
  const group = (kind: 'ride' | 'rental', title: string) => {
    const cars = (contacts.data?.cars ?? []).filter((c) => c.kind === kind)
    if (!cars.length) return null
    return (
      <View className="help-section" data-testid={`use-car-${kind}`}>
        <Text className="help-section__title">{title}</Text>
        {cars.map((c, i) => (
          <View key={c.name + i} className="help-row" data-testid={`use-car-${kind}-${i}`} {...pressable(() => leave(c))}>
            <View className="help-row__text">
              <Text className="help-row__name help-row__link">{c.name}</Text>
              <Text className="help-note">{c.note}</Text>
            </View>
            <Text aria-hidden>›</Text>
          </View>
        ))}
      </View>
    )
  }
  return (
    <PageShell title={t('title.useCar')}>
      <View className="help-page" data-testid="use-car">
        <LoadState load={contacts} testId="use-car" />
        {contacts.data && (
          <>
            <Text className="help-note">{t('car.intro')}</Text>
            <View className="help-section" data-testid="use-car-taxi">
              <Text className="help-section__title">{t('car.taxi')}</Text>
              {contacts.data.taxi.length ? (
                contacts.data.taxi.map((c, i) => <ContactRow key={c.phone + i} contact={c} testId={`use-car-taxi-${i}`} />)
              ) : (
                <Text className="help-note">{t('car.none')}</Text>
              )}
            </View>
            {group('ride', t('car.rides'))}
            {group('rental', t('car.rentals'))}
          </>
        )}
      </View>
      {dialog}
    </PageShell>
  )
}
