import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { Row } from '.'

test('the wrapper carries the test id NutUI Cell drops, and the cell its title, description and click', () => {
  const onClick = jest.fn()
  renderWithI18n(<Row testId="message-3" title="标题" description="内容" onClick={onClick} />)
  const row = screen.getByTestId('message-3')
  expect(row.textContent).toContain('标题')
  expect(row.textContent).toContain('内容')
  fireEvent.click(screen.getByText('标题'))
  expect(onClick).toHaveBeenCalled()
})
