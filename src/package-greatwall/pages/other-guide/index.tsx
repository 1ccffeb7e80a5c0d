/**
 * /other-guide/{type}: one of the park's guides (GUIDE_TYPES: walking routes along the wall, the
 * seasons, visiting without harm), its entries in reading order (GUIDE_ITEMS), then the other guides.
 * An unknown type says so and offers the guides there are.
 * data-testid: other-guide (data-type), guide-item-<item>, guide-unknown, guide-link-<type>.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { GUIDE_ITEMS, GUIDE_TYPES, isGuideType } from '@/core/greatwall/rules'
import * as routes from '@/core/route-paths'
import { usePageParams } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import { GreatWallPage } from '../../components/GreatWallPage'
import { GwLead, GwTitle } from '../../components/Parts'

export default function OtherGuidePage() {
  const { t } = useTranslation('greatwall')
  const { type } = usePageParams()
  const known = isGuideType(type)
  return (
    <GreatWallPage title={known ? t(`guide.${type}.title`) : t('page.guide')} testId="other-guide">
      <View data-type={known ? type : ''}>
        {known ? (
          <>
            <GwLead text={t(`guide.${type}.lead`)} />
            {GUIDE_ITEMS[type].map((item) => (
              <View key={item} className="gw-guide-item" data-testid={`guide-item-${item}`}>
                <Text className="gw-guide-item__title">{t(`guide.${type}.${item}.title`)}</Text>
                <Text className="gw-guide-item__text">{t(`guide.${type}.${item}.text`)}</Text>
              </View>
            ))}
          </>
        ) : (
          <GwLead text={t('guide.unknown')} testId="guide-unknown" />
        )}
        <GwTitle text={t('guide.others')} />
        <View className="gw-tiles">
          {GUIDE_TYPES.filter((other) => other !== type).map((other) => (
            <Text
              key={other}
              className="gw-tile"
              data-testid={`guide-link-${other}`}
              {...pressable(() => navigate(routes.otherGuide(other)))}
            >
              {t(`guide.${other}.title`)}
            </Text>
          ))}
        </View>
      </View>
    </GreatWallPage>
  )
}
