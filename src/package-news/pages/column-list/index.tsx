/**
 * /column-list/{code} (e.g. ART_FUND: /column-list/scysjj): the column's head and its
 * sub-columns as picture cards, each opening /column-news-list/{child}; a column without
 * children lists its own news.
 */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'
import { ColumnCards, ColumnHead, ColumnState, useColumn } from '../../components/columns'
import { NewsCards } from '../../components/NewsCards'

export default function ColumnListPage() {
  const { t } = useTranslation('news')
  const { code } = usePageParams()
  const { load, retry } = useColumn(code)
  return (
    <PageShell title={load.kind === 'ready' ? load.column.name : t('titles.columns')}>
      <ColumnState load={load} retry={retry} />
      {load.kind === 'ready' && (
        <>
          <ColumnHead column={load.column} />
          {load.children.length > 0 ? (
            <ColumnCards columns={load.children} onOpen={(c) => navigate(routes.columnNewsList(c.code))} />
          ) : (
            <NewsCards params={{ channelCode: load.column.channelCode || 'all' }} layout="rows" />
          )}
        </>
      )}
    </PageShell>
  )
}
