/** /user-data: the user's own data; each row opens its sub-edit page /user-data/{field}. */
import { View } from '@tarojs/components'
import { Avatar, Cell } from '@nutui/nutui-react-taro'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PROFILE_FIELDS, type ProfileFieldName } from '@/core/profile-fields'
import { maskPhone } from '@/core/validation'
import { updateStoredUser } from '@/features/account/session'
import { userCentreApi, type Profile } from '@/features/account/user-centre-api'
import { navigate } from '@/services/navigate'
import { AccountPage } from '@/features/account/components/AccountPage'
import { Row } from '@/features/account/components/Row'
import '../account-pages.scss'

const ORDER: ProfileFieldName[] = ['nickname', 'signature', 'idCard', 'address', 'school', 'company', 'email']

/** What a row shows: the id card masked to its first 3 and last 4 characters. */
export function shownValue(field: ProfileFieldName, profile: Profile): string {
  const value = field === 'nickname' ? profile.nickName : profile[field]
  if (field === 'idCard' && value.length > 7) return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`
  return value
}

export default function UserDataPage() {
  const { t } = useTranslation('user')
  const [profile, setProfile] = useState<Profile | null>(null)

  useDidShow(() => {
    userCentreApi.profile().then((res) => {
      if (res.code !== 0 || !res.data) return
      setProfile(res.data)
      updateStoredUser({ nickName: res.data.nickName, headImg: res.data.headImg })
    })
  })

  return (
    <AccountPage titleKey="profile.title" testId="user-data-page">
      <Cell title={t('profile.avatar')} extra={<Avatar size="small" src={profile?.headImg || ''} />} />
      <Row title={t('profile.phone')} extra={profile ? maskPhone(profile.phone) : ''} testId="user-data-phone" />
      {ORDER.map((field) => (
        <Row
          key={field}
          clickable
          title={t(`profile.${PROFILE_FIELDS[field].label}`)}
          extra={<View data-testid={`user-data-value-${field}`}>{profile ? shownValue(field, profile) || t('common.notSet') : ''}</View>}
          testId={`user-data-${field}`}
          onClick={() => navigate(`/user-data/${field}`)}
        />
      ))}
    </AccountPage>
  )
}
