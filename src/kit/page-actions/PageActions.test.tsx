import { fireEvent, screen } from '@testing-library/react'
import { Button } from '@nutui/nutui-react-taro'
import { renderWithI18n } from '../../../tests/setup/render'
import { PageAction, PageActions } from '.'

test('one full-width primary button with its test id, text and click', () => {
  const onClick = jest.fn()
  renderWithI18n(
    <PageAction testId="feedback-submit" onClick={onClick}>
      提交
    </PageAction>,
  )
  const button = screen.getByTestId('feedback-submit')
  expect(button.textContent).toContain('提交')
  expect(button.className).toContain('nut-button-primary')
  expect(button.className).toContain('nut-button-block')
  expect(button.closest('.wl-page-actions')).not.toBeNull()
  fireEvent.click(button)
  expect(onClick).toHaveBeenCalledTimes(1)
})

test('plain: a default button', () => {
  renderWithI18n(
    <PageAction testId="download-app-copy" plain onClick={() => {}}>
      复制
    </PageAction>,
  )
  const button = screen.getByTestId('download-app-copy')
  expect(button.className).toContain('nut-button-default')
  expect(button.className).not.toContain('nut-button-primary')
})

test('row: several buttons side by side', () => {
  renderWithI18n(
    <PageActions row>
      <Button data-testid="a">A</Button>
      <Button data-testid="b">B</Button>
    </PageActions>,
  )
  const area = screen.getByTestId('a').parentElement!
  expect(area.className).toBe('wl-page-actions wl-page-actions--row')
  expect(area.contains(screen.getByTestId('b'))).toBe(true)
})
