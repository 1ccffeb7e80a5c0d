/** /column-news-list/{code}: a column's head and its news. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { usePageParams } from '@/kit'
import { ColumnHead, ColumnState, useColumn } from '../../components/columns'
import { NewsCards } from '../../components/NewsCards'

export default function ColumnNewsListPage() {
  const { t } = useTranslation('news')
  const { code } = usePageParams()
  const { load, retry } = useColumn(code)
  return (
    <PageShell title={load.kind === 'ready' ? load.column.name : t('titles.columns')}>
      <ColumnState load={load} retry={retry} />
      {load.kind === 'ready' && (
        <>
          <ColumnHead column={load.column} />
          <NewsCards params={{ channelCode: load.column.channelCode || 'all' }} layout="rows" testId="column-news" />
        </>
      )}
    </PageShell>
  )
}
