/** /user-withdrawal: withdraw an amount not above the balance (the server enforces the 1.00 minimum). */
import { Cell, Input } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountPage, userCentreApi, useUserStore } from '@/features/account'
import { PageAction, toast, toastFailure, useLoad } from '@/kit'
import '../account-pages.scss'

/** An amount with at most 2 decimals, above 0 and not above the balance. */
export function isWithdrawable(amount: string, balance: number): boolean {
  if (!/^\d+(\.\d{1,2})?$/.test(amount)) return false
  const n = Number(amount)
  return n > 0 && n <= balance
}

export default function UserWithdrawalPage() {
  const { t } = useTranslation('user')
  const phone = useUserStore((s) => s.user?.phone || '')
  const balance = useLoad(userCentreApi.wallet).data?.balance ?? 0
  const [amount, setAmount] = useState('')
  const submit = async () => {
    if (!isWithdrawable(amount.trim(), balance)) return toast(t('wallet.amountInvalid'))
    const res = await userCentreApi.withdraw(amount.trim(), phone)
    if (!res.ok) return toastFailure(res, t('common.requestFailed'))
    toast(t('wallet.withdrawSuccess'))
    setTimeout(() => Taro.navigateBack(), 500)
  }
  return (
    <AccountPage titleKey="wallet.withdrawTitle" testId="withdrawal-page">
      <Cell title={t('wallet.balance')} extra={balance.toFixed(2)} />
      <Cell
        title={t('wallet.amount')}
        extra={
          <Input
            data-testid="withdrawal-amount"
            type="digit"
            value={amount}
            placeholder={t('wallet.amountPlaceholder')}
            onChange={setAmount}
          />
        }
      />
      <PageAction testId="withdrawal-submit" onClick={submit}>
        {t('wallet.withdraw')}
      </PageAction>
    </AccountPage>
  )
}
