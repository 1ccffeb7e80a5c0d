/**
 * Reporting a comment opens its confirmation dialog in every language. Taro's modal (H5 and WeChat
 * alike) refuses a button text wider than four Chinese characters and rejects with a bare object,
 * which once surfaced in French ("Confirmer") and Japanese ("キャンセル") as an uncaught "Object".
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { i18n, renderWithI18n } from '../../../tests/setup/render'
import { APP_LANGUAGES } from '../../core/lang'
import { commentApi } from './api'
import { CommentRow } from './components/CommentRow'

jest.mock('./api', () => ({ commentApi: { report: jest.fn() }, replyApi: { list: jest.fn() } }))

const item = {
  id: 5,
  content: '人很多，但是值得',
  emoticonsIds: [],
  tags: [],
  images: [],
  video: '',
  star: 0,
  nickName: '成都小林',
  headImg: '',
  createTime: '2026-11-20T08:00:00.000Z',
  replyNum: 0,
  isMine: false,
  state: 'published' as const,
}

afterAll(() => i18n.changeLanguage('zh'))

test.each(APP_LANGUAGES)('%s: tapping report opens the dialog with the language’s buttons', async (lang) => {
  await act(() => i18n.changeLanguage(lang))
  const rejected = jest.fn()
  const showModal = jest.spyOn(Taro, 'showModal')
  renderWithI18n(<CommentRow item={item} />)
  fireEvent.click(screen.getByTestId('comment-report'))
  await waitFor(() => expect(showModal).toHaveBeenCalled())
  ;(showModal.mock.results[0].value as Promise<unknown>).catch(rejected)
  const t = i18n.getFixedT(lang, 'comments')
  await waitFor(() => expect(document.body.textContent).toContain(t('item.confirmReport')))
  expect(rejected).not.toHaveBeenCalled()
  expect(document.body.textContent).toContain(t('item.confirm'))
  expect(document.body.textContent).toContain(t('item.cancel'))
  expect(commentApi.report).not.toHaveBeenCalled()
  showModal.mockRestore()
})
