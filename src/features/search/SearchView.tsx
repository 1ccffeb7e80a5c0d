/**
 * /search: the search field; before a keyword the hot words and the visitor's records, after it
 * the results grouped by type. A search saves the keyword in the records (logged in) and counts
 * a hit when it is one of the hot words. `?keyword=` opens with a search done.
 */
import { View } from '@tarojs/components'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLoad } from '../../kit/use-load'
import { readStoredUser } from '../account/shell'
import { OVERVIEW_PAGE_SIZE, searchApi, type SearchRecord } from './api'
import { SearchBox } from './SearchBox'
import { SearchResults, type SearchState } from './SearchResults'
import { SearchStart } from './SearchStart'
import './search.scss'

function useRecords() {
  const [records, setRecords] = useState<SearchRecord[] | undefined>()
  const reload = useCallback(async () => {
    if (!readStoredUser()) return setRecords(undefined)
    const res = await searchApi.records()
    setRecords(res.ok && Array.isArray(res.data) ? res.data : [])
  }, [])
  useEffect(() => {
    reload()
  }, [reload])
  return { records, reload, clear: () => setRecords([]) }
}

export function SearchView({ initialKeyword = '' }: { initialKeyword?: string }) {
  const [keyword, setKeyword] = useState(initialKeyword)
  const [state, setState] = useState<SearchState>({ view: 'searching' })
  const hot = useLoad(searchApi.hotWords)
  const hotWords = Array.isArray(hot.data) ? hot.data : []
  const records = useRecords()
  // answers of an older keyword that arrive late are dropped
  const latest = useRef(0)

  const run = useCallback(async (k: string) => {
    const ticket = ++latest.current
    setState({ view: 'searching' })
    const res = await searchApi.search({ keyword: k }, { page: 1, pageSize: OVERVIEW_PAGE_SIZE })
    if (ticket !== latest.current) return
    setState(res.ok ? { view: 'done', answer: res.data } : { view: 'failed' })
  }, [])

  useEffect(() => {
    if (keyword) run(keyword)
  }, [keyword, run])

  const search = (k: string) => {
    if (k === keyword) run(k)
    setKeyword(k)
    if (readStoredUser()) searchApi.saveRecord(k).then(records.reload)
    if (hotWords.some((w) => w.word === k)) searchApi.hotWordHit(k)
  }

  return (
    <View className="search-view" data-testid="search-page">
      <SearchBox keyword={keyword} onSearch={search} onClear={() => setKeyword('')} />
      {keyword ? (
        <SearchResults keyword={keyword} state={state} onRetry={() => run(keyword)} />
      ) : (
        <SearchStart hotWords={hotWords} records={records.records} onPick={search} onCleared={records.clear} />
      )}
    </View>
  )
}
