/**
 * /user-data: the user's own data; each row opens its sub-edit page /user-data/{field}, and the
 * avatar row picks, uploads and saves a new avatar in place.
 */
import { View } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PROFILE_FIELDS, type ProfileFieldName } from '@/core/profile-fields'
import { maskPhone } from '@/core/validation'
import { AccountPage, type Profile, updateStoredUser, userCentreApi } from '@/features/account'
import { PictureAvatar, Row, toast, toastFailure } from '@/kit'
import { navigate } from '@/services/navigate'
import { useImageUpload } from '@/features/upload'
import '../account-pages.scss'

const ORDER: ProfileFieldName[] = ['nickname', 'signature', 'idCard', 'address', 'school', 'company', 'email']
/** the server folder (`path` of the upload call) of avatars */
export const AVATAR_FOLDER = 'avatar'

/** What a row shows: the id card masked to its first 3 and last 4 characters. */
export function shownValue(field: ProfileFieldName, profile: Profile): string {
  const value = field === 'nickname' ? profile.nickName : profile[field]
  if (field === 'idCard' && value.length > 7) return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`
  return value
}

export default function UserDataPage() {
  const { t } = useTranslation('user')
  const [profile, setProfile] = useState<Profile | null>(null)
  const { uploading, upload } = useImageUpload()
  const [saving, setSaving] = useState(false)
  const changingAvatar = uploading || saving

  useDidShow(() => {
    userCentreApi.profile().then((res) => {
      if (!res.ok || !res.data) return
      setProfile(res.data)
      updateStoredUser({ nickName: res.data.nickName, headImg: res.data.headImg })
    })
  })

  async function changeAvatar() {
    if (changingAvatar) return
    const outcome = await upload({ folder: AVATAR_FOLDER, limit: 1 })
    if (outcome.status === 'cancelled') return
    if (outcome.status === 'refused') return toast(outcome.message)
    setSaving(true)
    try {
      const res = await userCentreApi.updateAvatar(outcome.files[0].url)
      if (!res.ok) return toastFailure(res, t('profile.avatarFailed'))
      if (!res.data) return toast(t('profile.avatarFailed'))
      const headImg = res.data.headImg
      // only the avatar: the update answer carries the id card still encrypted
      setProfile((shown) => shown && { ...shown, headImg })
      updateStoredUser({ headImg })
      toast(t('profile.avatarUpdated'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <AccountPage titleKey="profile.title" testId="user-data-page">
      <Row
        clickable={!changingAvatar}
        title={t('profile.avatar')}
        extra={
          changingAvatar ? (
            <View data-testid="user-data-avatar-loading">
              <Loading type="circular">{t('profile.avatarUploading')}</Loading>
            </View>
          ) : (
            <View data-testid="user-data-avatar-image" data-src={profile?.headImg || ''}>
              <PictureAvatar size="small" src={profile?.headImg} />
            </View>
          )
        }
        testId="user-data-avatar"
        onClick={changeAvatar}
      />
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
