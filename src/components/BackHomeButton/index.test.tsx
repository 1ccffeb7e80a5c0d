import { act, fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { STORAGE_KEYS, storage } from '../../platform/storage'
import { navigate } from '../../services/navigate'
import BackHomeButton from '.'

jest.mock('../../services/navigate', () => ({ navigate: jest.fn() }))
jest.mock('../../platform/env', () => ({ ...jest.requireActual('../../platform/env'), getWindowSize: () => ({ width: 390, height: 844 }) }))
const mockTargets = jest.fn(() => [] as Array<{ left: number; top: number; width: number; height: number; firm: boolean }>)
let mockChanged: () => void = () => undefined
jest.mock('../../platform/tap-targets', () => ({
  visibleTapTargets: () => mockTargets(),
  watchLayout: (fn: () => void) => {
    mockChanged = fn
    return () => undefined
  },
}))

const where = () => {
  const style = screen.getByTestId('back-home').style
  return { x: parseFloat(style.left), y: parseFloat(style.top) }
}

beforeEach(() => {
  storage.remove(STORAGE_KEYS.backHomePosition)
  mockTargets.mockReturnValue([])
})

test('docked at the bottom right; when a call button comes under it, it moves off it', () => {
  renderWithI18n(<BackHomeButton />)
  expect(where()).toEqual({ x: 390 - 48 - 12, y: 844 - 48 - 24 })
  mockTargets.mockReturnValue([{ left: 16, top: 740, width: 358, height: 60, firm: true }])
  act(() => mockChanged())
  const moved = where()
  expect(moved.x).toBe(330)
  expect(moved.y + 48).toBeLessThanOrEqual(740)
})

test('dragged and dropped: the place is remembered, and the next page starts there', () => {
  const { unmount } = renderWithI18n(<BackHomeButton />)
  const button = screen.getByTestId('back-home')
  fireEvent.touchMove(button, { touches: [{ clientX: 60, clientY: 200 }] })
  fireEvent.touchEnd(button)
  expect(where()).toEqual({ x: 36, y: 176 })
  expect(storage.get(STORAGE_KEYS.backHomePosition)).toEqual({ x: 36, y: 176 })
  unmount()
  renderWithI18n(<BackHomeButton />)
  expect(where()).toEqual({ x: 36, y: 176 })
})

test('a tap goes home and leaves the side tab', () => {
  renderWithI18n(<BackHomeButton />)
  fireEvent.click(screen.getByTestId('back-home'))
  expect(navigate).toHaveBeenCalledWith('/index', 'relaunch')
  expect(screen.getByTestId('back-home-side')).toBeTruthy()
})
