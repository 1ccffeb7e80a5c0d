import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'

export default function Index() {
  return (
    <View className="index">
      <Button type="primary">Hello</Button>
    </View>
  )
}
