/**
 * The introduction: paragraphs, collapsed to INTRO_COLLAPSED_LINES (6) lines with an expand toggle
 * when it runs longer. Lines are estimated from the characters a line holds at the font size
 * (fewer in elder mode), so the toggle shows only where it is needed, before layout.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { INTRO_COLLAPSED_LINES } from '../../../core/places/rules'
import { pressable, useElderStore } from '../../../kit/theme'
// its own styles, so another area's page embedding it (heritage details) gets them too
import '../places.scss'

/** characters of Chinese text a line holds across the page (750 design px less padding, 28 px font; 42 px in elder mode) */
const CHARS_PER_LINE = 24
const CHARS_PER_LINE_ELDER = 16

/** lines a text takes: each paragraph at least one, a Latin character counted as half a Chinese one */
export function estimatedLines(paragraphs: string[], perLine: number): number {
  return paragraphs.reduce((sum, p) => {
    let width = 0
    for (const ch of p) width += ch.charCodeAt(0) < 0x2e80 ? 0.5 : 1
    return sum + Math.max(1, Math.ceil(width / perLine))
  }, 0)
}

export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean)

export function Intro({ text }: { text: string }) {
  const { t } = useTranslation('places')
  const elder = useElderStore((s) => s.elder)
  const [expanded, setExpanded] = useState(false)
  const paragraphs = paragraphsOf(text)
  if (paragraphs.length === 0) return null
  const long = estimatedLines(paragraphs, elder ? CHARS_PER_LINE_ELDER : CHARS_PER_LINE) > INTRO_COLLAPSED_LINES
  const collapsed = long && !expanded
  return (
    <View className="place-section place-intro" data-testid="place-intro" data-collapsed={collapsed}>
      <Text className="place-section__title">{t('intro')}</Text>
      <View
        className={`place-intro__text${collapsed ? ' is-collapsed' : ''}`}
        style={collapsed ? { WebkitLineClamp: INTRO_COLLAPSED_LINES } : undefined}
      >
        {paragraphs.map((p, i) => (
          <Text key={i} className="place-intro__para">
            {p}
          </Text>
        ))}
      </View>
      {long && (
        <View className="place-intro__toggle" data-testid="place-intro-toggle" {...pressable(() => setExpanded((e) => !e))}>
          {expanded ? t('collapse') : t('expand')}
        </View>
      )}
    </View>
  )
}
