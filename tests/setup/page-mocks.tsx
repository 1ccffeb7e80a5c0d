/**
 * The mocks a page test needs, registered by importing this module before anything else in the test
 * file (its jest.mock calls apply to the importing test's module registry): Taro's page hooks
 * (useDidShow runs once as an effect, useReachBottom does nothing), the request and navigate services
 * as jest.fn, PageShell as its title heading and children, and the page's route parameters:
 *   import { mockPageParams } from '../../../../tests/setup/page-mocks'
 *   mockPageParams.mockReturnValue({ id: '3' })
 */
jest.mock('@tarojs/taro', () => {
  const { useEffect } = jest.requireActual('react')
  return {
    ...jest.requireActual('@tarojs/taro'),
    useReachBottom: jest.fn(),
    useDidShow: (fn: () => void) => useEffect(() => fn(), []),
  }
})
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn() }))
jest.mock('@/components/PageShell', () => ({
  __esModule: true,
  default: ({ children, title }: { children: unknown; title: string }) => [<h1 key="t">{title}</h1>, children],
}))
export const mockPageParams = jest.fn()
jest.mock('@/kit/page-params', () => ({ ...jest.requireActual('@/kit/page-params'), usePageParams: () => mockPageParams() }))
