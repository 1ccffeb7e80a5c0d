/** The H5 Input: a wrapper with the browser's field inside, Taro's events and value handling. */
import { fireEvent, render } from '@testing-library/react'
import { createRef } from 'react'
import { Input } from './input'

test("the test id and classes on the wrapper, the field inside with its label; typing reaches onInput with Taro's detail", () => {
  const onInput = jest.fn((e) => e.detail)
  const { getByTestId } = render(
    <Input className="cm-input" data-testid="i" value="" placeholder="回复" aria-label="回复" onInput={onInput} />,
  )
  const wrapper = getByTestId('i')
  expect(wrapper.className).toBe('taro-input cm-input')
  const field = wrapper.querySelector('input')!
  expect(field.className).toBe('weui-input')
  expect(field.getAttribute('aria-label')).toBe('回复')
  expect(field.getAttribute('placeholder')).toBe('回复')
  expect(field.maxLength).toBe(140) // Taro's default
  fireEvent.input(field, { target: { value: '你好' } })
  expect(onInput.mock.results[0].value).toEqual({ value: '你好', cursor: 2 })
})

test('no onInput while an IME composes, one when it ends', () => {
  const onInput = jest.fn((e) => e.detail.value)
  const { container } = render(<Input onInput={onInput} />)
  const field = container.querySelector('input')!
  fireEvent.compositionStart(field)
  fireEvent.input(field, { target: { value: 'ni' } })
  expect(onInput).not.toHaveBeenCalled()
  fireEvent.compositionEnd(field, { target: { value: '你' } })
  expect(onInput.mock.results.map((r) => r.value)).toEqual(['你'])
})

test('a new value prop reaches the field (a parent clears it); Enter confirms; focus and blur carry the value', () => {
  const onConfirm = jest.fn((e) => e.detail)
  const onBlur = jest.fn((e) => e.detail)
  const { container, rerender } = render(<Input value="abc" onConfirm={onConfirm} onBlur={onBlur} />)
  const field = container.querySelector('input')!
  expect(field.value).toBe('abc')
  fireEvent.keyDown(field, { keyCode: 13 })
  expect(onConfirm.mock.results[0].value).toEqual({ value: 'abc' })
  fireEvent.blur(field)
  expect(onBlur.mock.results[0].value).toEqual({ value: 'abc' })
  rerender(<Input value="" onConfirm={onConfirm} onBlur={onBlur} />)
  expect(field.value).toBe('')
})

test('password, search and digit types; the ref is the wrapper NutUI looks the field up in', () => {
  const ref = createRef<HTMLDivElement>()
  const { container, rerender } = render(<Input ref={ref} password />)
  expect(ref.current?.querySelector('input')?.type).toBe('password')
  rerender(<Input ref={ref} confirmType="search" />)
  expect(container.querySelector('input')!.type).toBe('search')
  rerender(<Input ref={ref} type="digit" maxlength={-1} />)
  expect(container.querySelector('input')!.type).toBe('number')
  expect(container.querySelector('input')!.hasAttribute('maxlength')).toBe(false)
})
