import { Text, View } from '@tarojs/components'
import { HOME_ROUTE } from '../../core/routes'
import { PageAction } from '../../kit/page-actions'
import { navigate } from '../../services/navigate'
import './home.scss'

/**
 * A message card (not open yet, not on this site): a title, a line of text and the way home as the
 * kit's page action (theme colours that keep their contrast, elder sizes). /stop-opened and the
 * site-only view (./site-only.tsx).
 * data-testid: <testId>, <testId>-action.
 */
export function Notice({ testId, title, text, homeText }: { testId: string; title: string; text: string; homeText: string }) {
  return (
    <>
      <View className="home-section" data-testid={testId}>
        <Text className="home-section__title">{title}</Text>
        <Text className="home-section__state">{text}</Text>
      </View>
      <PageAction testId={`${testId}-action`} onClick={() => navigate(HOME_ROUTE, 'relaunch')}>
        {homeText}
      </PageAction>
    </>
  )
}
