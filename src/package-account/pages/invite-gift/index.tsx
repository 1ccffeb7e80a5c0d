/** /invite-gift: what inviting brings, my code and the way to share it. */
import { View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { AccountPage, useMyInviteCode } from '@/features/account'
import { copyText } from '@/kit'
import { navigate } from '@/services/navigate'
import '../account-pages.scss'

export default function InviteGiftPage() {
  const { t } = useTranslation('user')
  const code = useMyInviteCode()
  return (
    <AccountPage titleKey="invite.giftTitle" testId="invite-gift-page">
      <View className="account-page__body">{t('invite.giftBody')}</View>
      <Cell title={t('invite.myCode')} extra={code} />
      <View className="account-page__actions" style={{ display: 'flex', gap: '12px' }}>
        <Button type="primary" data-testid="invite-gift-copy" onClick={() => copyText(code)}>
          {t('invite.copy')}
        </Button>
        <Button data-testid="invite-gift-list" onClick={() => navigate('/my-invite-list')}>
          {t('invite.listTitle')}
        </Button>
      </View>
    </AccountPage>
  )
}
