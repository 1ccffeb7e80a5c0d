/**
 * uploadImages for a component: `uploading` is true from the moment the user has picked until
 * the transfer ends (not while the picker is open: a browser may never report a closed picker),
 * and a tap while a transfer runs is ignored.
 */
import { useCallback, useRef, useState } from 'react'
import { uploadImages, type UploadImageOptions, type UploadImageOutcome } from './upload-image'

export function useImageUpload() {
  const [uploading, setUploading] = useState(false)
  const transferring = useRef(false)

  const upload = useCallback(async (options: UploadImageOptions = {}): Promise<UploadImageOutcome> => {
    if (transferring.current) return { status: 'cancelled' }
    try {
      return await uploadImages({
        ...options,
        onUploadStart: () => {
          transferring.current = true
          setUploading(true)
          options.onUploadStart?.()
        },
      })
    } finally {
      if (transferring.current) {
        transferring.current = false
        setUploading(false)
      }
    }
  }, [])

  return { uploading, upload }
}
