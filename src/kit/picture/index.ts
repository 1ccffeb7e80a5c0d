export { Picture, type PictureProps } from './Picture'
export { PictureVideo, type PictureVideoProps } from './PictureVideo'
export { PictureAvatar, type PictureAvatarProps } from './PictureAvatar'
export { previewPictures } from './preview'
