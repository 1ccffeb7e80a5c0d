/**
 * A person's picture: NutUI's Avatar with the address resolved by mediaUrl (see Picture). No
 * address, or one that fails to load: NutUI's neutral person icon instead of a broken picture.
 *   <PictureAvatar src={user.headImg} size="large" />
 */
import { Avatar } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { mediaUrl } from '../media-url'

export interface PictureAvatarProps {
  src?: string | null
  size?: 'large' | 'normal' | 'small'
  className?: string
}

export function PictureAvatar({ src, size = 'normal', className }: PictureAvatarProps) {
  const url = mediaUrl(src)
  // the address that failed: a new address is tried again
  const [failed, setFailed] = useState('')
  return <Avatar size={size} className={className} mode="aspectFill" src={failed === url ? '' : url} onError={() => setFailed(url)} />
}
