import { pressable } from './pressable'

test('a pressable is a focusable button; Enter and Space press it, other keys do not', () => {
  const onPress = jest.fn()
  const props = pressable(onPress, 'Home')
  expect(props).toMatchObject({ role: 'button', tabIndex: 0, 'aria-label': 'Home' })
  props.onClick()
  props.onKeyDown?.({ key: 'Enter' })
  props.onKeyDown?.({ key: ' ' })
  props.onKeyDown?.({ key: 'a' })
  expect(onPress).toHaveBeenCalledTimes(3)
})
