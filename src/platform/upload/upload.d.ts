// Types for the platform files upload.h5.ts / upload.weapp.ts (Taro picks one at build time).
import type { UploadAdapter } from './index'
export declare const uploadFile: UploadAdapter['uploadFile']
