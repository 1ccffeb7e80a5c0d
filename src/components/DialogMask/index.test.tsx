import { render, screen } from '@testing-library/react'
import { DialogMask } from '.'

test('shows its dialog and locks body scroll while mounted (H5)', () => {
  window.history.replaceState(null, '', '/index')
  const { unmount } = render(
    <DialogMask testId="some-dialog">
      <span>dialog body</span>
    </DialogMask>,
  )
  expect(screen.getByTestId('some-dialog').textContent).toBe('dialog body')
  expect(document.body.style.overflow).toBe('hidden')
  unmount()
  expect(document.body.style.overflow).toBe('')
})

test('no lock on the spec’s exception pages (their forms scroll under pop-ups)', () => {
  window.history.replaceState(null, '', '/appointment-order/3')
  render(<DialogMask />)
  expect(document.body.style.overflow).toBe('')
})
