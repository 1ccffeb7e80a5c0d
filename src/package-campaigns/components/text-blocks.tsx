/** Banner and rich text: the campaign's words as text nodes (no HTML is ever parsed, so none can run). */
import { Text, View } from '@tarojs/components'
import type { BannerSection, RichTextSection } from '@/core/campaigns/contract'
import { Picture } from '@/kit/picture'

export function Banner({ section }: { section: BannerSection }) {
  return (
    <View className="campaign-banner" data-testid="campaign-banner">
      <Picture className="campaign-banner__image" src={section.image} priority />
      <View className="campaign-banner__text">
        <Text className="campaign-banner__title" data-testid="campaign-title">
          {section.title}
        </Text>
        {section.subtitle && <Text className="campaign-banner__subtitle">{section.subtitle}</Text>}
      </View>
    </View>
  )
}

export function RichText({ section }: { section: RichTextSection }) {
  return (
    <View className="campaign-section campaign-rich" data-testid="campaign-rich-text">
      {section.title && <Text className="campaign-section__title">{section.title}</Text>}
      {section.blocks.map((block, i) =>
        block.type === 'list' ? (
          <View key={i} className="campaign-rich__list" role="list">
            {block.items.map((item, j) => (
              <View key={j} className="campaign-rich__item" role="listitem">
                {item}
              </View>
            ))}
          </View>
        ) : (
          <View key={i} className={`campaign-rich__${block.type}`} role={block.type === 'heading' ? 'heading' : undefined}>
            {block.text}
          </View>
        ),
      )}
    </View>
  )
}
