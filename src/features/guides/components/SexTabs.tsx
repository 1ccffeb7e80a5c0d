/** All / male / female above a guide list (the kit's FilterTabs). */
import { useTranslation } from 'react-i18next'
import { ANY, GUIDE_SEXES, isGuideSex, type GuideSex } from '../../../core/guides/guide-filter'
import { FilterTabs } from '../../../kit/filter-tabs'

export function SexTabs({ current, onChange }: { current: GuideSex | undefined; onChange: (sex: GuideSex | undefined) => void }) {
  const { t } = useTranslation('guides')
  const tabs = [ANY, ...GUIDE_SEXES].map((code) => ({ code, name: t(`sex.${code}`) }))
  return (
    <FilterTabs
      tabs={tabs}
      current={current ?? ANY}
      onChange={(code) => onChange(isGuideSex(code) ? code : undefined)}
      testIdPrefix="guide-sex"
    />
  )
}
