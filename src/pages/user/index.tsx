import { View } from '@tarojs/components'
export default function User() {
  return <View>user</View>
}
