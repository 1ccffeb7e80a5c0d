/**
 * One guide in a list: portrait picture, name, sex, years, rating, languages, specialities. A tap
 * opens the guide's detail (licence, phone, introduction) in place: the spec has no guide page.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Picture } from '../../../kit/picture'
import { pressable } from '../../../kit/theme'
import { toastFailure } from '../../../kit/toast'
import { guideApi, type Guide, type GuideDetail } from '../api'
import { Paragraphs } from './Paragraphs'

export function GuideCard({ guide }: { guide: Guide }) {
  const { t } = useTranslation('guides')
  const [detail, setDetail] = useState<GuideDetail | null>(null)
  const [open, setOpen] = useState(false)
  const toggle = async () => {
    if (open) return setOpen(false)
    if (!detail) {
      const res = await guideApi.detail(guide.id)
      if (!res.ok) return toastFailure(res, t('loadFailed'))
      setDetail(res.data)
    }
    setOpen(true)
  }
  return (
    <View className="guides-card" data-testid={`guide-${guide.id}`} data-sex={guide.sex}>
      <View className="guides-card__head" {...pressable(toggle, guide.name)} aria-expanded={open}>
        <Picture className="guides-card__photo" src={guide.cover} lazyLoad />
        <View className="guides-card__body">
          <View className="guides-card__title">
            <Text className="guides-card__name">{guide.name}</Text>
            <Text className="guides-card__tag">{t(`sex.${guide.sex}`)}</Text>
            <Text className="guides-card__tag">{guide.level}</Text>
          </View>
          <Text className="guides-card__line">
            {t('guide.years', { years: guide.years })} · {t('guide.rating', { rating: guide.rating.toFixed(1) })}
          </Text>
          <Text className="guides-card__line">{t('guide.languages', { list: guide.languages.join(' / ') })}</Text>
          <View className="guides-card__tags">
            {guide.tags.map((tag) => (
              <Text key={tag} className="guides-card__chip">
                {tag}
              </Text>
            ))}
          </View>
          <Text className="guides-card__more">{open ? t('guide.less') : t('guide.more')}</Text>
        </View>
      </View>
      {open && detail && (
        <View className="guides-card__detail" data-testid="guide-detail">
          <Text className="guides-card__line">{t('guide.licence', { no: detail.licenceNo })}</Text>
          <Text className="guides-card__line">{t('guide.phone', { phone: detail.phone })}</Text>
          <Paragraphs text={detail.intro} />
        </View>
      )}
    </View>
  )
}
