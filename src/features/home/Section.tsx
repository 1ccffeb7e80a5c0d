/**
 * One home section: a titled card with its "more" link and its own loading (kept at the height of
 * its content, so the page does not jump), failed (tap to retry) and empty states.
 * data-testid: home-section-<kind>, home-<kind>-loading | -retry | -empty | -more.
 */
import { Text, View } from '@tarojs/components'
import type { ReactNode, RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'
import type { SectionState } from './use-section'

export interface SectionProps<T> {
  kind: string
  title: string
  accent: string
  state: SectionState<T>
  retry(): void
  /** a route: the "more" link at the heading */
  more?: string
  /** the link's text (default "more") */
  moreText?: string
  isEmpty?(data: T): boolean
  children(data: T): ReactNode
  /** the section's element, for useNearViewport */
  sectionRef?: RefObject<unknown>
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0

export function Section<T>({
  kind,
  title,
  accent,
  state,
  retry,
  more,
  moreText,
  isEmpty = emptyList,
  children,
  sectionRef,
}: SectionProps<T>) {
  const { t } = useTranslation('home')
  const id = `home-${kind}`
  const link = moreText ?? t('more')
  return (
    <View className="home-section" data-testid={`home-section-${kind}`} ref={sectionRef as RefObject<never>}>
      <View className="home-section__head">
        <Text className="home-section__title" style={{ borderLeftColor: accent }}>
          {title}
        </Text>
        {more && (
          <Text className="home-section__more" data-testid={`${id}-more`} {...pressable(() => navigate(more), `${title} ${link}`)}>
            {link}
          </Text>
        )}
      </View>
      {state.status === 'loading' ? (
        <View className="home-section__state home-section__state--loading" data-testid={`${id}-loading`}>
          {t('loading')}
        </View>
      ) : state.status === 'failed' ? (
        <Text className="home-section__state" data-testid={`${id}-retry`} {...pressable(retry)}>
          {t('failed')}
        </Text>
      ) : isEmpty(state.data) ? (
        <Text className="home-section__state" data-testid={`${id}-empty`}>
          {t('empty')}
        </Text>
      ) : (
        children(state.data)
      )}
    </View>
  )
}
