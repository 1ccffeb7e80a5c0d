/**
 * How many files one uploader may hold (rules-and-contract 8 "Uploads: count limit per
 * uploader, default 1; separate image and video limits possible; limit-reached messages").
 * An uploader is one place that collects files: the avatar (1), a feedback form's photos (9)...
 */
export type UploadMediaKind = 'image' | 'video'

export const DEFAULT_UPLOAD_LIMIT = 1

export interface UploadLimits {
  image: number
  video: number
}

/** i18n keys of the limit-reached messages, both with {{count}} = the limit */
export const LIMIT_MESSAGE_KEYS: Record<UploadMediaKind, string> = {
  image: 'common:uploadImageLimit',
  video: 'user:upload.videoLimit',
}

/** The limits of an uploader: 1 of each unless it says otherwise (a missing or silly value is 1). */
export function uploadLimits(overrides: Partial<UploadLimits> = {}): UploadLimits {
  const valid = (n: number | undefined) => (n !== undefined && Number.isInteger(n) && n >= 1 ? n : DEFAULT_UPLOAD_LIMIT)
  return { image: valid(overrides.image), video: valid(overrides.video) }
}

export type CountCheck = { ok: true; remaining: number } | { ok: false; messageKey: string; params: { count: number } }

/**
 * May `adding` more files of `kind` join the `already` held ones? `remaining` is what may still
 * be added after them (the count to pass to the picker).
 */
export function checkUploadCount(
  kind: UploadMediaKind,
  counts: { already: number; adding?: number },
  limits: UploadLimits = uploadLimits(),
): CountCheck {
  const limit = limits[kind]
  const after = Math.max(0, counts.already) + (counts.adding ?? 1)
  if (after > limit) return { ok: false, messageKey: LIMIT_MESSAGE_KEYS[kind], params: { count: limit } }
  return { ok: true, remaining: limit - after }
}
