import { act, fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { useShellStore } from '../../stores/shell'
import * as request from '../../services/request'
import VisitorsDialog from '.'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

test('hidden until code 5 opens it', () => {
  useShellStore.setState({ visitorsDialogOpen: false })
  renderWithI18n(<VisitorsDialog onRefresh={jest.fn()} />)
  expect(screen.queryByTestId('visitors-dialog')).toBeNull()
})

test('refresh is enabled only after the 5 s countdown, then cancels pending requests and reloads', () => {
  const cancel = jest.spyOn(request, 'cancelPendingRequests')
  const onRefresh = jest.fn()
  useShellStore.setState({ visitorsDialogOpen: true })
  renderWithI18n(<VisitorsDialog onRefresh={onRefresh} />)
  const button = screen.getByTestId('visitors-refresh')
  expect(screen.getByText('访问人数过多')).toBeTruthy()
  expect(button.textContent).toBe('刷新（5秒）')
  expect(button.getAttribute('data-disabled')).toBe('true')
  fireEvent.click(button)
  expect(onRefresh).not.toHaveBeenCalled()
  act(() => jest.advanceTimersByTime(4000))
  expect(button.textContent).toBe('刷新（1秒）')
  fireEvent.click(button)
  expect(onRefresh).not.toHaveBeenCalled()
  act(() => jest.advanceTimersByTime(1000))
  expect(button.getAttribute('data-disabled')).toBe('false')
  expect(button.textContent).toBe('刷新')
  fireEvent.click(button)
  expect(cancel).toHaveBeenCalledTimes(1)
  expect(onRefresh).toHaveBeenCalledTimes(1)
})
