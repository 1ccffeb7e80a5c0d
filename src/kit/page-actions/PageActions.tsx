/**
 * The action area under a page's content: one full-width button (`PageAction`, the primary
 * action unless `plain`), or several side by side (`<PageActions row>`).
 */
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { ReactNode } from 'react'
import './page-actions.scss'

export function PageActions({ row, children }: { row?: boolean; children: ReactNode }) {
  return <View className={row ? 'wl-page-actions wl-page-actions--row' : 'wl-page-actions'}>{children}</View>
}

export interface PageActionProps {
  testId: string
  onClick: () => unknown
  /** a default (not primary) button, e.g. "copy" */
  plain?: boolean
  children: ReactNode
}

export function PageAction({ testId, onClick, plain, children }: PageActionProps) {
  return (
    <PageActions>
      <Button data-testid={testId} type={plain ? 'default' : 'primary'} block onClick={() => onClick()}>
        {children}
      </Button>
    </PageActions>
  )
}
