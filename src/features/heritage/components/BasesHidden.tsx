/** What a hidden base page shows (src/core/heritage/rules.ts): the reason and the way back to the section. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import * as routes from '../../../core/route-paths'
import { pressable } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'

export function BasesHidden() {
  const { t } = useTranslation('heritage')
  return (
    <View className="heritage-hidden" data-testid="heritage-bases-hidden">
      <Text className="heritage-hidden__text">{t('basesHidden')}</Text>
      <View className="heritage-hidden__back" {...pressable(() => navigate(routes.intangibleIndex()))}>
        {t('backToIndex')}
      </View>
    </View>
  )
}
