import { act, fireEvent, screen } from '@testing-library/react'
import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../tests/setup/render'
import { DetailPage } from '.'

const setTitle = jest.spyOn(Taro, 'setNavigationBarTitle').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const render = (load: jest.Mock, id: string | undefined = '7') =>
  renderWithI18n(
    <DetailPage id={id} load={load} title="资讯详情" titleOf={(n: { title: string }) => n.title} testId="news-detail">
      {(n) => <Text data-testid="body">{n.title}</Text>}
    </DetailPage>,
  )

test('loads by id and sets the item title in code (H5 ignores config titles on param routes)', async () => {
  const load = jest.fn().mockResolvedValue({ ok: true, data: { title: '新闻7' } })
  render(load)
  expect(screen.getByTestId('news-detail').getAttribute('data-state')).toBe('loading')
  expect((await screen.findByTestId('body')).textContent).toBe('新闻7')
  expect(load).toHaveBeenCalledWith('7')
  expect(screen.getByTestId('news-detail').getAttribute('data-id')).toBe('7')
  expect(setTitle).toHaveBeenLastCalledWith({ title: '新闻7' })
})

test('404 is "not found" with the server message, no retry', async () => {
  render(jest.fn().mockResolvedValue({ ok: false, code: 404, message: '本站点没有 id 为 9 的资讯' }))
  const error = await screen.findByTestId('news-detail-error')
  expect(error.textContent).toBe('本站点没有 id 为 9 的资讯')
  expect(screen.getByTestId('news-detail').getAttribute('data-state')).toBe('not-found')
  expect(setTitle).toHaveBeenLastCalledWith({ title: '资讯详情' })
})

test('texts of another namespace arriving after the answer do not load the item again', async () => {
  const load = jest.fn().mockResolvedValue({ ok: false, code: 404, message: '本站点没有 id 为 9 的资讯' })
  const { i18n } = await import('../../i18n')
  render(load)
  await screen.findByTestId('news-detail-error')
  act(() => void i18n.addResourceBundle('zh', 'late-texts', { hello: '你好' }))
  expect(screen.getByTestId('news-detail').getAttribute('data-state')).toBe('not-found')
  expect(load).toHaveBeenCalledTimes(1)
})

test('no id is "not found" without a call', async () => {
  const load = jest.fn()
  render(load, '')
  expect((await screen.findByTestId('news-detail-error')).textContent).toBe('内容不存在')
  expect(load).not.toHaveBeenCalled()
})

test('a failure shows "加载失败" and a tap retries', async () => {
  const load = jest
    .fn()
    .mockResolvedValueOnce({ ok: false, noAnswer: true })
    .mockResolvedValueOnce({ ok: true, data: { title: 'ok' } })
  render(load)
  const error = await screen.findByTestId('news-detail-error')
  expect(error.textContent).toBe('加载失败重试')
  await act(async () => fireEvent.click(error))
  expect((await screen.findByTestId('body')).textContent).toBe('ok')
  expect(load).toHaveBeenCalledTimes(2)
})
