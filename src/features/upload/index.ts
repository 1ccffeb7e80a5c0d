/** Uploading images: the size rule, the count limit, and choose-and-upload (see upload-image.ts). */
export * from './image-rules'
export * from './count-limit'
export { uploadImages, uploadUrl, UPLOAD_PATH, type UploadImageOptions, type UploadImageOutcome, type UploadedImage } from './upload-image'
export { useImageUpload } from './use-image-upload'
