/**
 * The gate dialogs as the user sees them: exact wording from the account namespace (zh site),
 * the SHORT_LOSE_CREDIT parameters, and where the buttons lead.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '../../i18n'
import { useAccountGate, type AccountGate } from './use-account-gate'
import { userCentreApi } from './user-centre-api'
import { useUserStore } from './user-store'

const mockNavigate = jest.fn()
jest.mock('../../services/navigate', () => ({ navigate: (...args: unknown[]) => mockNavigate(...args), currentLocation: () => '/index' }))
jest.mock('./native-login', () => ({ startNativeLogin: jest.fn() }))
jest.mock('./user-centre-api', () => ({ userCentreApi: { creditView: jest.fn() } }))

let gate: AccountGate
function Harness() {
  gate = useAccountGate()
  return <>{gate.element}</>
}
const mount = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>,
  )

beforeEach(async () => {
  mockNavigate.mockClear()
  await i18n.changeLanguage('zh')
  useUserStore.setState({ user: { userToken: 't', phone: '13800000001' } })
})

describe('credit dialogs (rules-and-contract 5)', () => {
  it('SHORT_LOSE_CREDIT: count, score and period in the text; My integrity goes to /user-credit', () => {
    mount()
    let allowed = true
    act(() => {
      allowed = gate.checkCredit({
        creditScore: 70,
        creditStatus: 'SHORT_LOSE_CREDIT',
        losePromiseCount: 3,
        loseCreditStartTime: '2026-11-01',
        loseCreditEndTime: '2027-01-30',
      })
    })
    expect(allowed).toBe(false)
    expect(screen.getByTestId('credit-dialog-shortLoseCredit').textContent).toBe(
      '您已爽约 3 次，诚信分 70，诚信等级较差，2026-11-01 ~ 2027-01-30 期间不能预约活动室或活动。',
    )
    expect(screen.getByTestId('credit-got-it').textContent).toBe('知道了')
    fireEvent.click(screen.getByTestId('credit-my-integrity'))
    expect(mockNavigate).toHaveBeenCalledWith('/user-credit')
  })

  it('LOSE_CREDIT: dishonest user with the period, only Got it', () => {
    mount()
    act(
      () =>
        void gate.checkCredit(
          {
            creditScore: 40,
            creditStatus: 'LOSE_CREDIT',
            losePromiseCount: 6,
            loseCreditStartTime: '2026-11-01',
            loseCreditEndTime: '2027-04-30',
          },
          { action: '预约活动' },
        ),
    )
    expect(screen.getByTestId('credit-dialog-loseCredit').textContent).toBe('您是失信用户，2026-11-01 ~ 2027-04-30 期间不能预约活动。')
    expect(screen.queryByTestId('credit-my-integrity')).toBeNull()
  })

  it('faithUseStatus below the minimum score: the low-score message', () => {
    mount()
    act(
      () =>
        void gate.checkCredit(
          { creditScore: 50, creditStatus: 'NORMAL', losePromiseCount: 5 },
          { actionType: 'faithUseStatus', minScore: 60 },
        ),
    )
    expect(screen.getByTestId('credit-dialog-lowScore').textContent).toBe('抱歉，您的诚信分未达到最低要求，无法预约此活动。')
  })

  it('a normal record lets the action go on without a dialog', () => {
    mount()
    let allowed = false
    act(() => {
      allowed = gate.checkCredit({ creditScore: 100, creditStatus: 'NORMAL', losePromiseCount: 0 })
    })
    expect(allowed).toBe(true)
    expect(screen.queryByTestId('credit-got-it')).toBeNull()
  })
})

describe('phone gate', () => {
  it('no phone: "Kindly reminder" (温馨提示) asks to log in; confirm goes to /login in a plain browser', () => {
    useUserStore.setState({ user: null })
    mount()
    let allowed = true
    act(() => {
      allowed = gate.requirePhone()
    })
    expect(allowed).toBe(false)
    expect(screen.getByText('温馨提示')).toBeTruthy()
    expect(screen.getByTestId('phone-gate').textContent).toBe('请先登录后再进行操作')
    fireEvent.click(screen.getByTestId('phone-gate-confirm'))
    expect(mockNavigate).toHaveBeenCalledWith('/login')
  })

  it('texts not loaded yet (H5, a page without them): they load first, then the dialog opens with them', async () => {
    useUserStore.setState({ user: null })
    const loaded = jest.spyOn(i18n, 'hasLoadedNamespace').mockReturnValue(false)
    const load = jest.spyOn(i18n, 'loadNamespaces')
    mount()
    let allowed = true
    act(() => {
      allowed = gate.requirePhone()
    })
    expect(allowed).toBe(false)
    expect(load).toHaveBeenCalledWith(['user', 'account'])
    expect((await screen.findByTestId('phone-gate')).textContent).toBe('请先登录后再进行操作')
    loaded.mockRestore()
    load.mockRestore()
  })

  it('cancel closes without navigating', () => {
    useUserStore.setState({ user: { userToken: 't', phone: '' } })
    mount()
    act(() => void gate.requirePhone())
    fireEvent.click(screen.getByTestId('phone-gate-cancel'))
    expect(mockNavigate).not.toHaveBeenCalled()
    expect(screen.queryByTestId('phone-gate')).toBeNull()
  })

  it('a bound phone passes', () => {
    mount()
    expect(gate.requirePhone()).toBe(true)
  })

  it('openRoute: login-needed route without phone prompts on a Chinese site, with phone navigates', () => {
    mount()
    act(() => gate.openRoute('/user-credit'))
    expect(mockNavigate).toHaveBeenCalledWith('/user-credit')
    mockNavigate.mockClear()
    act(() => useUserStore.setState({ user: null }))
    act(() => gate.openRoute('/user-credit'))
    expect(mockNavigate).not.toHaveBeenCalled()
    expect(screen.getByTestId('phone-gate')).toBeTruthy()
  })
})

describe('guardBooking', () => {
  it('without a phone opens the phone gate and never asks for the credit view', async () => {
    useUserStore.setState({ user: null })
    mount()
    let allowed = true
    await act(async () => {
      allowed = await gate.guardBooking()
    })
    expect(allowed).toBe(false)
    expect(screen.getByTestId('phone-gate')).toBeTruthy()
  })

  it('with a phone fetches the credit view by phone and shows the SHORT_LOSE_CREDIT dialog', async () => {
    ;(userCentreApi.creditView as jest.Mock).mockResolvedValue({
      ok: true,
      data: {
        creditScore: 70,
        creditStatus: 'SHORT_LOSE_CREDIT',
        losePromiseCount: 3,
        loseCreditStartTime: '2026-11-01',
        loseCreditEndTime: '2027-01-30',
      },
    })
    mount()
    let allowed = true
    await act(async () => {
      allowed = await gate.guardBooking()
    })
    expect(userCentreApi.creditView).toHaveBeenCalledWith('13800000001')
    expect(allowed).toBe(false)
    expect(screen.getByTestId('credit-dialog-shortLoseCredit')).toBeTruthy()
  })

  it('a NORMAL view lets the booking go on', async () => {
    ;(userCentreApi.creditView as jest.Mock).mockResolvedValue({
      ok: true,
      data: { creditScore: 100, creditStatus: 'NORMAL', losePromiseCount: 0 },
    })
    mount()
    await expect(gate.guardBooking()).resolves.toBe(true)
  })
})
