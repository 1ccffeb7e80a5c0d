/** /column-list-new/{code}: the sub-columns of {code} as tabs, the news of the chosen one under them. */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { FilterTabs, usePageParams } from '@/kit'
import { ColumnHead, ColumnState, useColumn } from '../../components/columns'
import { NewsCards } from '../../components/NewsCards'

export default function ColumnListNewPage() {
  const { t } = useTranslation('news')
  const { code } = usePageParams()
  const { load, retry } = useColumn(code)
  const [current, setCurrent] = useState('')
  useEffect(() => {
    if (load.kind === 'ready') setCurrent(load.children[0]?.code ?? load.column.code)
  }, [load])
  if (load.kind !== 'ready')
    return (
      <PageShell title={t('titles.columns')}>
        <ColumnState load={load} retry={retry} />
      </PageShell>
    )
  const columns = load.children.length > 0 ? load.children : [load.column]
  const chosen = columns.find((c) => c.code === current) ?? columns[0]
  return (
    <PageShell title={load.column.name}>
      <ColumnHead column={load.column} />
      {load.children.length > 0 && <FilterTabs tabs={columns} current={chosen.code} onChange={setCurrent} testIdPrefix="column-tab" />}
      <NewsCards params={{ channelCode: chosen.channelCode || 'all' }} layout="rows" />
    </PageShell>
  )
}
