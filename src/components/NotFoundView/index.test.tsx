import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { navigate } from '../../services/navigate'
import NotFoundView from '.'

jest.mock('../../services/navigate', () => ({ navigate: jest.fn() }))

test('says the page is not found and offers the way home (relaunch)', () => {
  renderWithI18n(<NotFoundView />)
  const view = screen.getByTestId('page-not-found')
  expect(view.textContent).toBeTruthy()
  fireEvent.click(screen.getByTestId('page-not-found-action'))
  expect(navigate).toHaveBeenCalledWith('/index', 'relaunch')
})
