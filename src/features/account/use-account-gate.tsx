/**
 * Gates for pages and the booking flows (rules-and-contract 5, product-spec 6):
 *
 *   const gate = useAccountGate()
 *   if (!gate.requirePhone()) return            // booking: "Kindly reminder" unless a phone is bound
 *   if (!gate.checkCredit(view, { actionType: 'faithUseStatus', minScore: 60 })) return
 *   if (!(await gate.guardBooking({ actionType, minScore }))) return   // both, fetching the credit view
 *   ...
 *   return <>{page}{gate.element}</>            // render the dialog once per page
 *
 * `openRoute(url, needLogin)` applies the login-needed rule (Chinese sites: prompt only without phone).
 */
import { useCallback, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CreditView } from '../../core/credit'
import { selectCreditDialog } from '../../core/credit'
import { PhoneGateMessage, phoneGateMessage } from '../../core/login-flow'
import { currentLocation, navigate } from '../../services/navigate'
import { AccountDialog, type DialogButton } from './components/AccountDialog'
import { clientEnv, isChineseSite } from './client-env'
import { gateConfirmAction, needsPhoneGate, routeNeedsLogin, shouldPromptLogin } from './gates'
import { startNativeLogin } from './native-login'
import { userCentreApi } from './user-centre-api'
import { useUserStore } from './user-store'

/** "My integrity" (rules-and-contract 5); already there, the button just closes the dialog. */
const CREDIT_ROUTE = '/user-credit'

interface OpenDialog {
  title: string
  content: string
  buttons: DialogButton[]
  testId: string
}

export interface AccountGate {
  /** false (and the "Kindly reminder" dialog opens) when user info is missing or has no phone */
  requirePhone(): boolean
  /** false (and the matching credit dialog opens) when the credit rules block the action */
  checkCredit(view: CreditView | null | undefined, opts?: { actionType?: string; minScore?: number; action?: string }): boolean
  /** navigates, unless the login prompt must show first */
  openRoute(url: string, needLogin?: boolean): void
  /**
   * Before a booking: bound phone (else the phone gate), then the user's credit view
   * (getCreditUserView) against the credit rules. Resolves true when the booking may go on.
   */
  guardBooking(opts?: { actionType?: string; minScore?: number; action?: string }): Promise<boolean>
  element: ReactNode
}

export function useAccountGate(): AccountGate {
  const { t } = useTranslation(['user', 'account'])
  const user = useUserStore((s) => s.user)
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const close = useCallback(() => setDialog(null), [])

  const showPhoneGate = useCallback(() => {
    const env = clientEnv()
    const action = gateConfirmAction(env)
    setDialog({
      title: t(PhoneGateMessage.title),
      content: t(phoneGateMessage(env)),
      testId: 'phone-gate',
      buttons: [
        { text: t('user:common.cancel'), testId: 'phone-gate-cancel', onClick: () => setDialog(null) },
        {
          text: t('user:common.confirm'),
          testId: 'phone-gate-confirm',
          primary: true,
          onClick: () => {
            setDialog(null)
            if (action.kind === 'native-login') startNativeLogin()
            else navigate(action.url)
          },
        },
      ],
    })
  }, [t])

  const requirePhone = useCallback(() => {
    if (!needsPhoneGate(user)) return true
    showPhoneGate()
    return false
  }, [user, showPhoneGate])

  const checkCredit = useCallback<AccountGate['checkCredit']>(
    (view, opts = {}) => {
      const chosen = selectCreditDialog(view, opts)
      if (!chosen) return true
      const params = 'params' in chosen ? { ...chosen.params, action: t(chosen.params.action) } : {}
      const gotIt: DialogButton = {
        text: t('account:credit.gotIt'),
        testId: 'credit-got-it',
        primary: true,
        onClick: () => setDialog(null),
      }
      const buttons: DialogButton[] =
        chosen.kind === 'shortLoseCredit'
          ? [
              {
                text: t('account:credit.myIntegrity'),
                testId: 'credit-my-integrity',
                onClick: () => {
                  setDialog(null)
                  if (!currentLocation().startsWith(CREDIT_ROUTE)) navigate(CREDIT_ROUTE)
                },
              },
              gotIt,
            ]
          : [gotIt]
      setDialog({
        title: t(PhoneGateMessage.title),
        content: t(chosen.messageKey, params),
        buttons,
        testId: `credit-dialog-${chosen.kind}`,
      })
      return false
    },
    [t],
  )

  const openRoute = useCallback(
    (url: string, needLogin = routeNeedsLogin(url)) => {
      if (shouldPromptLogin({ needLogin, chineseSite: isChineseSite(), user })) showPhoneGate()
      else navigate(url)
    },
    [user, showPhoneGate],
  )

  const guardBooking = useCallback<AccountGate['guardBooking']>(
    async (opts = {}) => {
      if (!requirePhone()) return false
      const credit = await userCentreApi.creditView(user!.phone as string)
      return checkCredit(credit.ok ? credit.data : undefined, opts)
    },
    [requirePhone, checkCredit, user],
  )

  const element = dialog ? (
    <AccountDialog visible title={dialog.title} content={dialog.content} buttons={dialog.buttons} onClose={close} testId={dialog.testId} />
  ) : null

  return { requirePhone, checkCredit, openRoute, guardBooking, element }
}
