import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { navigate } from '../../services/navigate'
import { SearchEntry } from '.'

jest.mock('../../services/navigate', () => ({ navigate: jest.fn() }))

beforeEach(() => jest.mocked(navigate).mockClear())

test('without a type: a button named for search that opens /search', () => {
  renderWithI18n(<SearchEntry />)
  const bar = screen.getByRole('button', { name: '搜索景区、活动、资讯' })
  fireEvent.click(bar)
  expect(navigate).toHaveBeenCalledWith('/search')
})

test('with a type: names the type and opens /search/{type}', () => {
  renderWithI18n(<SearchEntry type="HOTEL" testId="list-search" />)
  expect(screen.getByTestId('list-search').getAttribute('data-type')).toBe('HOTEL')
  const bar = screen.getByRole('button', { name: '搜索酒店' })
  fireEvent.keyDown(bar, { key: 'Enter' })
  expect(navigate).toHaveBeenCalledWith('/search/HOTEL')
})
