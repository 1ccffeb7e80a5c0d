/** The H5 Button: a real <button> that keeps Taro's props (disabled, loading, formType, type, size). */
import { fireEvent, render } from '@testing-library/react'
import { Button } from './button'

test('a click reaches onClick; a disabled button takes none', () => {
  const onClick = jest.fn()
  const { getByTestId, rerender } = render(
    <Button className="activity-action__button" data-testid="b" onClick={onClick}>
      报名
    </Button>,
  )
  const button = getByTestId('b')
  expect(button.tagName).toBe('BUTTON')
  expect(button.className).toBe('taro-button activity-action__button')
  expect(button.getAttribute('type')).toBe('button') // never submits a form by accident
  fireEvent.click(button)
  expect(onClick).toHaveBeenCalledTimes(1)
  rerender(
    <Button data-testid="b" disabled onClick={onClick}>
      报名
    </Button>,
  )
  fireEvent.click(getByTestId('b'))
  expect(onClick).toHaveBeenCalledTimes(1)
})

test("formType submit / reset, Taro's type and size as attributes, loading as a spinner; open abilities stay off the DOM", () => {
  const { getByTestId, rerender } = render(<Button data-testid="b" formType="submit" type="primary" size="mini" loading openType="share" />)
  const button = getByTestId('b')
  expect(button.getAttribute('type')).toBe('submit')
  expect(button.getAttribute('data-type')).toBe('primary')
  expect(button.getAttribute('data-size')).toBe('mini')
  expect(button.getAttribute('aria-busy')).toBe('true')
  expect(button.querySelector('.taro-button__loading')).not.toBeNull()
  expect(button.hasAttribute('opentype')).toBe(false)
  // NutUI passes its formType as Taro's type on the web
  rerender(<Button data-testid="b" type="reset" />)
  expect(getByTestId('b').getAttribute('type')).toBe('reset')
  expect(getByTestId('b').hasAttribute('data-type')).toBe(false)
})
