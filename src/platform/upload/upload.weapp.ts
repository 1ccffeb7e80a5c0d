import Taro from '@tarojs/taro'
import { UPLOAD_FAILED_KEY, UPLOAD_FIELD, parseUploadResponse, type UploadRequest, type UploadResult } from './index'

export async function uploadFile(request: UploadRequest): Promise<UploadResult> {
  if (!request.filePath) return { ok: false, reason: 'network', message: 'no filePath', messageKey: UPLOAD_FAILED_KEY }
  try {
    const res = await Taro.uploadFile({
      url: request.url,
      filePath: request.filePath,
      name: UPLOAD_FIELD,
      formData: request.fields || {},
      header: request.header,
    })
    return parseUploadResponse(res.statusCode, res.data)
  } catch (error: any) {
    return { ok: false, reason: 'network', message: error?.errMsg, messageKey: UPLOAD_FAILED_KEY }
  }
}
