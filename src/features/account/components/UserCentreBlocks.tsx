/**
 * The user centre's blocks: the head (avatar, nickname, masked phone or the way to bind one, the
 * login button when signed out) and the entry grid (each entry behind the account gate's login
 * rule). /user shows every entry; the Great Wall's /cc-user the park visitor's few.
 * data-testid: user-nickname, user-phone, user-bind-phone, user-login, user-entry-<key>.
 */
import { Text, View } from '@tarojs/components'
import { Button, Grid } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { CodeIcon } from '../../../components/MenuIcon'
import { maskPhone } from '../../../core/validation'
import { useTheme } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'
import type { AccountGate } from '../use-account-gate'
import { useUserStore } from '../user-store'
import './user-centre.scss'
import { PictureAvatar } from '../../../kit/picture'

/** The menu code whose drawn icon stands for each entry (MenuIcon's families). */
const ENTRY_ICONS: Record<string, string> = {
  profile: 'USER',
  orders: 'ORDERS',
  reservations: 'BOOKING',
  credit: 'HONESTY',
  vip: 'INTEGRAL',
  wallet: 'CONSUMPTION_CODE',
  collection: 'INTANGIBLE',
  messages: 'NEWS',
  contacts: 'PERSONAL',
  addresses: 'TOILET',
  realName: 'HONESTY',
  feedback: 'FEEDBACK',
  invite: 'VOLUNTEER',
  personal: 'INDEX',
}

export function UserHead() {
  const { t } = useTranslation('user')
  const user = useUserStore((s) => s.user)
  return (
    <View className="user-centre__head">
      <PictureAvatar className="user-centre__avatar" src={user?.headImg} size="large" />
      <View className="user-centre__who">
        {user ? (
          <>
            <Text className="user-centre__name" data-testid="user-nickname">
              {user.nickName || t('common.notSet')}
            </Text>
            {user.phone ? (
              <Text className="user-centre__phone" data-testid="user-phone">
                {maskPhone(user.phone)}
              </Text>
            ) : (
              <Text className="user-centre__phone" data-testid="user-bind-phone" onClick={() => navigate('/bind-phone')}>
                {t('user.noPhone')} · {t('user.bindNow')}
              </Text>
            )}
          </>
        ) : (
          <Button data-testid="user-login" className="user-centre__login" size="small" onClick={() => navigate('/login')}>
            {t('user.loginNow')}
          </Button>
        )}
      </View>
    </View>
  )
}

/** `entries`: [key of user.entries.*, spec route] */
export function UserEntryGrid({ entries, gate }: { entries: ReadonlyArray<readonly [string, string]>; gate: AccountGate }) {
  const { t } = useTranslation('user')
  const elder = useTheme().elder
  return (
    // elder mode's larger names need wider cells
    <Grid columns={elder ? 3 : 4} className="user-centre__grid">
      {entries.map(([key, route]) => (
        // NutUI's Grid.Item does not pass data-* on, so the test id sits on its text
        <Grid.Item
          key={key}
          text={<View data-testid={`user-entry-${key}`}>{t(`user.entries.${key}`)}</View>}
          onClick={() => gate.openRoute(route, true)}
        >
          <CodeIcon code={ENTRY_ICONS[key]} variant="grid" />
        </Grid.Item>
      ))}
    </Grid>
  )
}
