/**
 * /cc-user: the park visitor's corner: the user centre's head and the entries a Great Wall visitor
 * needs (orders, bookings of post stations and tickets, collected places, messages, contacts,
 * profile: PARK_USER_ENTRIES), each behind the login rule; the full user centre is one tap away.
 */
import { useTranslation } from 'react-i18next'
import { PARK_USER_ENTRIES } from '@/core/greatwall/rules'
import * as routes from '@/core/route-paths'
import { useAccountGate } from '@/features/account'
import { UserEntryGrid, UserHead } from '@/features/account/user-centre'
import { PageAction } from '@/kit'
import { navigate } from '@/services/navigate'
import { GreatWallPage } from '../../components/GreatWallPage'
import { GwTitle } from '../../components/Parts'

export default function CcUserPage() {
  const { t } = useTranslation('greatwall')
  const gate = useAccountGate()
  return (
    <GreatWallPage title={t('page.user')} testId="cc-user">
      <UserHead />
      <GwTitle text={t('user.mine')} />
      <UserEntryGrid entries={PARK_USER_ENTRIES} gate={gate} />
      <PageAction testId="cc-user-centre" onClick={() => navigate(routes.user())}>
        {t('user.centre')}
      </PageAction>
      {gate.element}
    </GreatWallPage>
  )
}
