/** /live-list asks for the slow-live rooms; /live-list/{id} (a scenic area's tour bar) for that area's webcams. */
import { screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import LiveListPage from './index'

const mockParams = jest.fn()
jest.mock('@/kit', () => ({ ...jest.requireActual('@/kit'), usePageParams: () => mockParams() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))
jest.mock('@/features/media', () => ({
  LiveListView: ({ params: p }: { params: object }) => <div data-testid="live-params">{JSON.stringify(p)}</div>,
}))

test('without an id: the slow-live rooms', () => {
  mockParams.mockReturnValue({})
  renderWithI18n(<LiveListPage />)
  expect(screen.getByTestId('live-params').textContent).toBe('{"category":"slow"}')
})

test('with a scenic area’s id: its webcams', () => {
  mockParams.mockReturnValue({ id: '365' })
  renderWithI18n(<LiveListPage />)
  expect(screen.getByTestId('live-params').textContent).toBe('{"scenicId":365}')
})
