/** Plain-text paragraphs separated by blank lines (the server stores no HTML). */
import { Text, View } from '@tarojs/components'

export function Paragraphs({ text }: { text: string }) {
  return (
    <View className="guides-text">
      {text
        .split(/\n\s*\n/)
        .filter(Boolean)
        .map((p, i) => (
          <Text key={i} className="guides-text__p">
            {p}
          </Text>
        ))}
    </View>
  )
}
