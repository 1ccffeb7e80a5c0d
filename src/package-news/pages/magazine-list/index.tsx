/**
 * /magazine-list: the site's magazine issues as covers, newest first; an issue opens its pages
 * in the reader below the list (one page at a time, previous / next, page count).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { PagedList, Picture } from '@/kit'
import { magazineApi, type Magazine } from '../../components/api'
import { Gallery } from '../../components/Gallery'
import './index.scss'
import { pressable } from '@/kit/theme'

export default function MagazineListPage() {
  const { t } = useTranslation('news')
  const [open, setOpen] = useState<Magazine | null>(null)
  return (
    <PageShell title={t('titles.magazines')}>
      {open && (
        <View className="magazine-reader" data-testid="magazine-reader">
          <Text className="magazine-reader__title">{open.title}</Text>
          <Gallery images={open.pages} title={open.title} testId="magazine-pages" />
          <View className="magazine-reader__close" data-testid="magazine-close" {...pressable(() => setOpen(null))}>
            <Text>{t('magazine.close')}</Text>
          </View>
        </View>
      )}
      <PagedList
        source={magazineApi}
        className="magazine-grid"
        testId="magazine-list"
        renderItem={(m) => (
          <View className="magazine" data-testid={`magazine-${m.id}`} {...pressable(() => setOpen(m))}>
            <Picture className="magazine__cover" src={m.cover} lazyLoad />
            <Text className="magazine__title">{m.title}</Text>
            <Text className="magazine__meta">{t('magazine.pages', { count: m.pages.length })}</Text>
          </View>
        )}
      />
    </PageShell>
  )
}
