/**
 * The user centre's blocks: the head (avatar, the user's name: the nickname, else the masked phone;
 * the masked phone or the way to bind one, the login button when signed out) and the entry grid
 * (each entry behind the account gate's login rule, with its own icon, none leading back to the
 * user centre). /user shows every entry; the Great Wall's /cc-user the park visitor's few.
 * data-testid: user-nickname, user-phone, user-bind-phone, user-login, user-entry-<key>.
 */
import { Text, View } from '@tarojs/components'
import { Button, Grid } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { entriesAwayFromUserCentre, type UserEntry } from '../../../core/user-centre/entries'
import { maskPhone } from '../../../core/validation'
import { useTheme } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'
import type { AccountGate } from '../use-account-gate'
import { useUserStore } from '../user-store'
import './user-centre.scss'
import { PictureAvatar } from '../../../kit/picture'
import { ENTRY_ICON_COMPONENTS, ENTRY_ICONS } from './entry-icons'

/** The name the head shows: the user's nickname, else their masked phone (never a placeholder for a name they have). */
function nameOf(user: { nickName?: string; phone?: string }): string {
  return user.nickName || (user.phone ? maskPhone(user.phone) : '')
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
              {nameOf(user) || t('common.notSet')}
            </Text>
            {/* the masked phone under the name (also for a user named by it: the line that names the account) */}
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

/** `entries`: [key of user.entries.*, spec route]; an entry that would reopen the user centre is left out */
export function UserEntryGrid({ entries, gate }: { entries: ReadonlyArray<UserEntry>; gate: AccountGate }) {
  const { t } = useTranslation('user')
  const elder = useTheme().elder
  return (
    // elder mode's larger names need wider cells
    <Grid columns={elder ? 3 : 4} className="user-centre__grid">
      {entriesAwayFromUserCentre(entries).map(([key, route]) => {
        const Icon = ENTRY_ICON_COMPONENTS[ENTRY_ICONS[key]]
        return (
          // NutUI's Grid.Item does not pass data-* on, so the test id sits on its text
          <Grid.Item
            key={key}
            text={<View data-testid={`user-entry-${key}`}>{t(`user.entries.${key}`)}</View>}
            onClick={() => gate.openRoute(route, true)}
          >
            {/* decorative: the entry's name is its text */}
            <View className="user-centre__entry-icon" aria-hidden="true" data-icon={ENTRY_ICONS[key]}>
              {Icon ? <Icon className="user-centre__entry-glyph" /> : null}
            </View>
          </Grid.Item>
        )
      })}
    </Grid>
  )
}
