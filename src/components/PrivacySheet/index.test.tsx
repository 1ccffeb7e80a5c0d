/**
 * The privacy agreement sheet: shown while WeChat waits for an answer; refuse resolves
 * { event: 'disagree' }, agree (the agreePrivacyAuthorization button) { buttonId, event: 'agree' };
 * one answer goes to every call waiting; the declared uses and the guide link are on it.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../tests/setup/render'
import { DECLARED_INFO } from '../../core/privacy-apis'
import { PRIVACY_AGREE_BUTTON_ID, type PrivacyRequest, watchPrivacyAuthorization } from '../../platform/privacy'
import { PrivacySheet, usePrivacyRequests } from '.'

// the sheet as the mini-program runs it: the weapp platform file (jest resolves .h5.ts by default)
jest.mock('../../platform/privacy/privacy', () => jest.requireActual('../../platform/privacy/privacy.weapp'))

type Resolve = (option: { event: string; buttonId?: string }) => void

/** WeChat's listener as the weapp adapter registers it: each call gets its own resolve */
function registerWeapp(): (referrer: string) => jest.Mock {
  let listener: ((resolve: Resolve, info: { referrer: string }) => void) | undefined
  Object.assign(Taro, { onNeedPrivacyAuthorization: (l: typeof listener) => (listener = l) })
  watchPrivacyAuthorization((request: PrivacyRequest) => usePrivacyRequests.getState().ask(request))
  return (referrer) => {
    const resolve = jest.fn()
    act(() => listener!(resolve, { referrer }))
    return resolve
  }
}

beforeEach(() => usePrivacyRequests.setState({ pending: [] }))
afterEach(() => {
  for (const api of ['onNeedPrivacyAuthorization', 'openPrivacyContract', 'getPrivacySetting'] as const)
    delete (Taro as Partial<typeof Taro>)[api]
})

test('nothing is shown while WeChat asks nothing', () => {
  renderWithI18n(<PrivacySheet />)
  expect(screen.queryByTestId('privacy-sheet')).toBeNull()
})

test('shown when WeChat asks: the site, every declared use, the guide link; exposure reported', async () => {
  const ask = registerWeapp()
  renderWithI18n(<PrivacySheet />)
  const resolve = ask('getLocation')
  const sheet = await screen.findByTestId('privacy-sheet')
  expect(sheet.textContent).toContain('用户隐私保护提示')
  expect(sheet.textContent).toContain(`感谢使用${__SITE__.name}`)
  for (const { info } of DECLARED_INFO) expect(screen.getByTestId(`privacy-use-${info}`)).toBeTruthy()
  expect(screen.getByTestId('privacy-use-location').textContent).toContain('位置信息')
  expect(screen.getByTestId('privacy-guide-link').textContent).toBe('阅读《小程序用户隐私保护指引》')
  expect(resolve).toHaveBeenCalledWith({ event: 'exposureAuthorization' })
})

test('the exposure is reported once per question, though every page of the stack draws the sheet', async () => {
  const ask = registerWeapp()
  renderWithI18n(
    <>
      <PrivacySheet />
      <PrivacySheet />
    </>,
  )
  const resolve = ask('getLocation')
  await screen.findAllByTestId('privacy-sheet')
  expect(resolve.mock.calls.filter(([o]) => o.event === 'exposureAuthorization')).toHaveLength(1)
})

test('refuse: resolve({ event: "disagree" }) and the sheet closes', async () => {
  const ask = registerWeapp()
  renderWithI18n(<PrivacySheet />)
  const resolve = ask('chooseImage')
  fireEvent.click(await screen.findByTestId('privacy-disagree'))
  expect(resolve).toHaveBeenLastCalledWith({ event: 'disagree' })
  expect(resolve).not.toHaveBeenCalledWith(expect.objectContaining({ event: 'agree' }))
  await waitFor(() => expect(screen.queryByTestId('privacy-sheet')).toBeNull())
})

test('agree: the agreePrivacyAuthorization button resolves { buttonId, event: "agree" } for every waiting call', async () => {
  const ask = registerWeapp()
  renderWithI18n(<PrivacySheet />)
  const location = ask('getLocation')
  const clipboard = ask('setClipboardData')
  const agree = await screen.findByTestId('privacy-agree')
  expect(agree.getAttribute('id')).toBe(PRIVACY_AGREE_BUTTON_ID)
  expect(agree.getAttribute('open-type') ?? agree.getAttribute('opentype')).toBe('agreePrivacyAuthorization')
  act(() => {
    agree.dispatchEvent(new Event('agreeprivacyauthorization', { bubbles: true }))
  })
  for (const resolve of [location, clipboard]) expect(resolve).toHaveBeenLastCalledWith({ buttonId: 'privacy-agree', event: 'agree' })
  await waitFor(() => expect(screen.queryByTestId('privacy-sheet')).toBeNull())
})

test('a call answered once is not answered again', () => {
  const ask = registerWeapp()
  const resolve = ask('getLocation')
  const [request] = usePrivacyRequests.getState().pending
  usePrivacyRequests.getState().answer('agree')
  request.answer('disagree')
  expect(resolve.mock.calls.filter(([o]) => o.event !== 'exposureAuthorization')).toEqual([[{ buttonId: 'privacy-agree', event: 'agree' }]])
})

test('the guide link opens the privacy contract declared in the console, named as WeChat names it', async () => {
  const openPrivacyContract = jest.fn((o: { success: () => void }) => o.success())
  const getPrivacySetting = jest.fn((o: { success: (r: object) => void }) =>
    o.success({ needAuthorization: true, privacyContractName: '《成都文旅小程序隐私保护指引》' }),
  )
  Object.assign(Taro, { openPrivacyContract, getPrivacySetting })
  const ask = registerWeapp()
  renderWithI18n(<PrivacySheet />)
  ask('getLocation')
  const link = await screen.findByTestId('privacy-guide-link')
  await waitFor(() => expect(link.textContent).toBe('阅读《成都文旅小程序隐私保护指引》'))
  fireEvent.click(link)
  expect(openPrivacyContract).toHaveBeenCalledTimes(1)
})

test('an old base library without the listener: nothing registered, nothing thrown', () => {
  const onRequest = jest.fn()
  expect(() => watchPrivacyAuthorization(onRequest)).not.toThrow()
  expect(onRequest).not.toHaveBeenCalled()
})
