import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { FilterTabs } from '.'

test('marks the current tab and reports the tapped one', () => {
  const onChange = jest.fn()
  const tabs = [
    { code: 'all', name: '全部' },
    { code: 'notice', name: '通知公告' },
  ]
  renderWithI18n(<FilterTabs tabs={tabs} current="all" onChange={onChange} testIdPrefix="news-channel" />)
  expect(screen.getByTestId('news-channel-all').className).toContain('is-active')
  expect(screen.getByTestId('news-channel-all').getAttribute('aria-current')).toBe('true')
  expect(screen.getByTestId('news-channel-notice').getAttribute('role')).toBe('button')
  expect(screen.getByTestId('news-channel-notice').className).not.toContain('is-active')
  fireEvent.click(screen.getByTestId('news-channel-notice'))
  expect(onChange).toHaveBeenCalledWith('notice')
})
