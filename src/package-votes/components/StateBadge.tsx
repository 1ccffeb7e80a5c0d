/** The state of a campaign or survey from its window: not started, under way, over. */
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { VoteState } from '@/core/votes/rules'
import './votes.scss'

export function StateBadge({ state, testId }: { state: VoteState; testId?: string }) {
  const { t } = useTranslation('votes')
  return (
    <Text className={`votes-state votes-state--${state}`} data-testid={testId} data-state={state}>
      {t(`state.${state}`)}
    </Text>
  )
}
