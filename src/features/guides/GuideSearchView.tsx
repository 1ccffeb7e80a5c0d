/**
 * /guide-search and /guide/search: a keyword (name, language or speciality) and the sex, then
 * /guide-list/{keyword}/{sex}; every guide of the site below, so the page is never empty.
 */
import { View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import { guideRouteArgs, KEYWORD_MAX, type GuideSex } from '../../core/guides/guide-filter'
import * as routes from '../../core/route-paths'
import { navigate } from '../../services/navigate'
import { GuideList } from './GuideList'
import { SexTabs } from './components/SexTabs'
import './guides.scss'
import './guides-hub.scss'

export function GuideSearchView() {
  const { t } = useTranslation('guides')
  const [keyword, setKeyword] = useState('')
  const [sex, setSex] = useState<GuideSex | undefined>()
  const submit = () => navigate(routes.guideList(...guideRouteArgs({ keyword, sex })))
  const confirm = { onConfirm: submit } as object
  return (
    <PageShell title={t('title.guideSearch')}>
      <View className="guides-page" data-testid="guide-search">
        <View className="guides-search" role="search">
          <Input
            className="guides-search__input"
            data-testid="guide-keyword"
            type="text"
            confirmType="search"
            clearable
            maxLength={KEYWORD_MAX}
            value={keyword}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            onChange={(v) => setKeyword(String(v))}
            {...confirm}
          />
          <Button className="guides-search__submit" data-testid="guide-search-submit" type="primary" size="small" onClick={submit}>
            {t('search.button')}
          </Button>
        </View>
        <SexTabs current={sex} onChange={setSex} />
        <GuideList filter={{ sex }} />
      </View>
    </PageShell>
  )
}
