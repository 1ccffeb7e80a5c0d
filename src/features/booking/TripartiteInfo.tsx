/**
 * A third-party order's row part in the reservation list (orderType CONTENT_TYPE_TRIPARTITE,
 * tripartiteOrderInfo {name, coverImage, infoUrl}): its picture and "View order", which opens the
 * platform's own order page through the leave-to-third-party dialog.
 */
import { Image, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { useMenuOpener } from '../../components/MenuOpener'
import { mediaUrl } from '../../kit/media-url'
import { pressable } from '../../kit/theme'
import './tripartite-info.scss'

export interface TripartiteOrderInfo {
  name: string
  coverImage: string
  infoUrl: string
}

export function TripartiteInfo({ info, testId }: { info: TripartiteOrderInfo; testId: string }) {
  const { t } = useTranslation('appointment')
  const { open, dialog } = useMenuOpener()
  return (
    <View className="tripartite-info" data-testid={testId}>
      {info.coverImage && <Image className="tripartite-info__cover" src={mediaUrl(info.coverImage)} mode="aspectFill" />}
      {info.infoUrl && (
        <Text
          className="tripartite-info__link"
          {...pressable(() => open({ id: 0, name: info.name, menuCode: '', jumpType: 2, externalLink: info.infoUrl }))}
        >
          {t('tripartite.view')}
        </Text>
      )}
      {dialog}
    </View>
  )
}
