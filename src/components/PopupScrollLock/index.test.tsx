import { render } from '@testing-library/react'
import { usePopupScrollLock } from '.'

function Popup({ open, address }: { open: boolean; address: string }) {
  usePopupScrollLock(open, address)
  return null
}

test('an open pop-up locks body scroll and restores it on close', () => {
  const { rerender } = render(<Popup open address="http://h/news-detail/1" />)
  expect(document.body.style.overflow).toBe('hidden')
  rerender(<Popup open={false} address="http://h/news-detail/1" />)
  expect(document.body.style.overflow).toBe('')
})

test.each(['appointment-order/3', 'volunteers', 'narrator-order/2', 'crteate-activity'])(
  'no lock on pages whose address contains %s',
  (path) => {
    render(<Popup open address={`http://h/${path}`} />)
    expect(document.body.style.overflow).toBe('')
  },
)
