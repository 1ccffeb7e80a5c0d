/**
 * The Great Wall park's look around a page's body: the site's skin (`skin` of sites/<code>.json:
 * "greatwall" is the park's rammed-earth paper with a battlement band; any other skin draws
 * nothing of its own) and its footer (`footer`: "greatwall" is the park's footer with the way to its
 * sections). Sizes and text colours are the theme's --wl-* variables, so elder mode needs no code.
 * data-testid: <testId> (data-skin), greatwall-footer, greatwall-footer-<section>.
 */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PARK_SECTIONS } from '@/core/greatwall/rules'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import './greatwall.scss'

/** the footer's links: the park's essentials (its home, the spots, the post stations, the guide, help) */
const FOOTER_SECTIONS = ['scenicspot', 'hotel', 'routes', 'service']

export function GreatWallFooter() {
  const { t, i18n } = useTranslation('greatwall')
  const siteName = i18n.language === 'zh' ? __SITE__.name : __SITE__.english
  return (
    <View className="gw-footer" data-testid="greatwall-footer">
      <View className="gw-footer__links">
        {PARK_SECTIONS.filter((s) => FOOTER_SECTIONS.includes(s.key)).map((s) => (
          <Text
            key={s.key}
            className="gw-footer__link"
            data-testid={`greatwall-footer-${s.key}`}
            {...pressable(() => navigate(s.route), t(`section.${s.key}`))}
          >
            {t(`section.${s.key}`)}
          </Text>
        ))}
      </View>
      <Text className="gw-footer__name">{siteName}</Text>
      <Text className="gw-footer__line">{t('footer.line')}</Text>
    </View>
  )
}

export function GreatWallSkin({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <View className={`gw-skin gw-skin--${__SITE__.skin}`} data-testid={testId} data-skin={__SITE__.skin}>
      <View className="gw-skin__body">{children}</View>
      {__SITE__.footer === 'greatwall' && <GreatWallFooter />}
    </View>
  )
}
