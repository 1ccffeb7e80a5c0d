/**
 * A third-party order's row part in the reservation list (orderType CONTENT_TYPE_TRIPARTITE,
 * tripartiteOrderInfo {name, coverImage, infoUrl}): its picture and "View order", which opens the
 * platform's own order page through the leave-to-third-party dialog.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { useMenuOpener } from '../../components/MenuOpener'
import { Picture } from '../../kit/picture'
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
      {info.coverImage && <Picture className="tripartite-info__cover" src={info.coverImage} />}
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
