/**
 * The search field and its button. The keyword is checked here by the shared rule
 * (src/core/search/keyword.ts) before any call: blank or over 50 characters is a toast.
 */
import { View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { keywordProblem, MAX_KEYWORD_LENGTH, normalizeKeyword } from '../../core/search/keyword'
import { toast } from '../../kit/toast'

export interface SearchBoxProps {
  /** the keyword searched (shown in the field; a change from outside replaces what is typed) */
  keyword: string
  onSearch: (keyword: string) => void
  /** the field was emptied with its clear icon */
  onClear?: () => void
  placeholder?: string
}

export function SearchBox({ keyword, onSearch, onClear, placeholder }: SearchBoxProps) {
  const { t } = useTranslation('search')
  const [text, setText] = useState(keyword)
  useEffect(() => setText(keyword), [keyword])
  const submit = () => {
    const problem = keywordProblem(text)
    if (problem === 'required') return toast(t('keywordRequired'))
    if (problem === 'tooLong') return toast(t('keywordTooLong', { limit: MAX_KEYWORD_LENGTH }))
    onSearch(normalizeKeyword(text))
  }
  // NutUI's Input passes the mini-program's and H5's confirm (the keyboard's search key) through
  const confirm = { onConfirm: submit } as object
  return (
    <View className="search-box" role="search">
      <Input
        className="search-box__input"
        data-testid="search-input"
        type="text"
        confirmType="search"
        clearable
        value={text}
        placeholder={placeholder ?? t('placeholder')}
        aria-label={t('label')}
        onChange={(v) => setText(String(v))}
        onClear={() => {
          setText('')
          onClear?.()
        }}
        {...confirm}
      />
      <Button className="search-box__submit" data-testid="search-submit" type="primary" size="small" onClick={submit}>
        {t('submit')}
      </Button>
    </View>
  )
}
