/** H5 login starts per environment (login flow step 9): /login, native bridge, appToken. */
import { navigate } from '../../services/navigate'
import { startLogin } from './index'

jest.mock('../../services/navigate', () => ({ navigate: jest.fn(() => Promise.resolve()) }))

const SAFARI_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1'

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
}

afterEach(() => {
  delete (window as any).WenlvNative
  window.history.replaceState(null, '', '/')
  window.sessionStorage.clear()
  ;(navigate as jest.Mock).mockClear()
})

test('a plain browser opens /login', async () => {
  setUserAgent(SAFARI_UA)
  expect(await startLogin()).toEqual({ kind: 'redirected', to: '/login' })
  expect(navigate).toHaveBeenCalledWith('/login')
})

test('the app shell logs in through the native bridge and hands back its token', async () => {
  setUserAgent(`${SAFARI_UA} WenlvApp/2.0`)
  ;(window as any).WenlvNative = { login: jest.fn(async () => ({ token: 't-1', unid: 'u-1' })) }
  expect(await startLogin()).toEqual({ kind: 'token', token: 't-1', unid: 'u-1' })
  expect(navigate).not.toHaveBeenCalled()
})

test('a bridge that answers nothing means the shell reloads the page with appToken', async () => {
  setUserAgent(`${SAFARI_UA} WenlvApp/2.0`)
  ;(window as any).WenlvNative = { login: jest.fn(() => undefined) }
  expect(await startLogin()).toEqual({ kind: 'redirected', to: 'native' })
})

test('without a bridge the app shell uses the appToken query (apnApp marks the shell)', async () => {
  setUserAgent(SAFARI_UA)
  window.history.replaceState(null, '', '/user?apnApp=1&appToken=abc')
  expect(await startLogin()).toEqual({ kind: 'token', token: 'abc' })
})

test('the WeChat browser without authorize parameters does not pretend to log in', async () => {
  setUserAgent(`${SAFARI_UA} MicroMessenger/8.0.47`)
  expect(await startLogin()).toEqual({ kind: 'failed', reason: 'no authorize parameters' })
  expect(navigate).not.toHaveBeenCalled()
})
