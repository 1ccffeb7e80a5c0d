/** The park's small text blocks: a section title with the brick bar, and a lead line under it. */
import { Text } from '@tarojs/components'

export const GwTitle = ({ text }: { text: string }) => <Text className="gw-title">{text}</Text>

export const GwLead = ({ text, testId }: { text: string; testId?: string }) => (
  <Text className="gw-lead" data-testid={testId}>
    {text}
  </Text>
)
