/**
 * The privacy agreement sheet WeChat asks for before the first private API (src/platform/privacy):
 * what the app handles and why (the declared list, src/core/privacy-apis.ts), a link to the privacy
 * guide declared in the console (wx.openPrivacyContract), refuse (the call fails; the page goes on
 * without it, src/platform/permission) and agree (`<Button open-type="agreePrivacyAuthorization">`,
 * whose id WeChat checks). Drawn by PageShell in the mini-program only; elder mode through the theme.
 */
import { Button, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DECLARED_INFO } from '../../core/privacy-apis'
import { pressable } from '../../kit/theme'
import { openPrivacyContract, privacyContractName, PRIVACY_AGREE_BUTTON_ID } from '../../platform/privacy'
import { DialogMask } from '../DialogMask'
import { usePrivacyRequests } from './requests'
import './index.scss'

export { startPrivacyPrompt, usePrivacyRequests } from './requests'

/**
 * Every page draws this; its strings (the `privacy` namespace, not one of the launch namespaces) are
 * asked for only once WeChat asks the question, so a launch does not load them.
 */
export function PrivacySheet() {
  const open = usePrivacyRequests((s) => s.pending.length > 0)
  return open ? <OpenPrivacySheet /> : null
}

function OpenPrivacySheet() {
  const { t } = useTranslation('privacy')
  const answer = usePrivacyRequests((s) => s.answer)
  const [guideName, setGuideName] = useState<string>()

  useEffect(() => {
    // WeChat's exposure report, then the guide's own name for the link
    usePrivacyRequests.getState().shown()
    let gone = false
    privacyContractName().then((name) => !gone && setGuideName(name))
    return () => {
      gone = true
    }
  }, [])

  return (
    <DialogMask testId="privacy-sheet">
      <View className="privacy-sheet" role="dialog" aria-label={t('sheet.title')}>
        <Text className="privacy-sheet__title">{t('sheet.title')}</Text>
        <Text className="privacy-sheet__text">{t('sheet.intro', { site: __SITE__.name })}</Text>
        <View className="privacy-sheet__uses">
          {DECLARED_INFO.map(({ info }) => (
            <Text key={info} className="privacy-sheet__use" data-testid={`privacy-use-${info}`}>
              {t(`sheet.use.${info}`)}
            </Text>
          ))}
        </View>
        <View className="privacy-sheet__link" data-testid="privacy-guide-link" {...pressable(() => void openPrivacyContract())}>
          <Text>{t('sheet.readGuide', { name: guideName || t('sheet.guide') })}</Text>
        </View>
        <Text className="privacy-sheet__text privacy-sheet__note">{t('sheet.refuseNote')}</Text>
        <View className="privacy-sheet__actions">
          <View className="privacy-sheet__button" data-testid="privacy-disagree" {...pressable(() => answer('disagree'))}>
            <Text>{t('sheet.disagree')}</Text>
          </View>
          <Button
            id={PRIVACY_AGREE_BUTTON_ID}
            className="privacy-sheet__button privacy-sheet__button--agree"
            data-testid="privacy-agree"
            openType="agreePrivacyAuthorization"
            onAgreePrivacyAuthorization={() => answer('agree')}
          >
            {t('sheet.agree')}
          </Button>
        </View>
      </View>
    </DialogMask>
  )
}
