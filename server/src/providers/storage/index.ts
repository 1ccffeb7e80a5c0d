/**
 * Object storage of uploaded files. `s3` is the real one: any S3-compatible store (AWS S3,
 * Aliyun OSS, Tencent COS, MinIO) through SigV4-signed PUTs. `local` (LocalDiskStorage) keeps
 * files in a folder on this machine and the files plugin serves them back: for development,
 * demos and tests; production refuses it unless STORAGE_ALLOW_LOCAL_IN_PRODUCTION=1 (one
 * machine, no replication, no CDN: an operator has to choose that knowingly). `off` refuses
 * uploads with "not available" (production without a store, providers/production.ts).
 */
import { fileURLToPath } from 'node:url'
import { ConfigError } from '../../config'
import { isProduction, OFF, PROVIDER_KINDS, ProviderNeeded, serviceOff } from '../production'
import { LocalDiskStorage } from './local-disk'
import { S3Storage } from './s3'
import type { ObjectStorage, StoredObject } from './types'

export { LocalDiskStorage, LOCAL_FILES_ROUTE } from './local-disk'
export { S3Storage } from './s3'
export { isSafeKey, type ObjectStorage, type StoredObject } from './types'

export const DEFAULT_LOCAL_STORAGE_DIR = fileURLToPath(new URL('../../../.data/uploads', import.meta.url))

type Env = Readonly<Record<string, string | undefined>>

const isOn = (v: string | undefined) => v === '1' || v === 'true'

/** Switched off: uploads answer "not available"; nothing is stored. */
export class OffStorage implements ObjectStorage {
  readonly name = 'off' as const
  async put(): Promise<StoredObject> {
    throw serviceOff(PROVIDER_KINDS.storage)
  }
  async delete(): Promise<void> {}
}

export function createStorage(env: Env): ObjectStorage {
  const provider = env.STORAGE_PROVIDER || 'local'
  if (provider === OFF) return new OffStorage()
  if (provider === 'local') {
    // a real store on this machine, but production takes it only when told so (one machine, no replication)
    if (isProduction(env) && !isOn(env.STORAGE_ALLOW_LOCAL_IN_PRODUCTION)) throw new ProviderNeeded(PROVIDER_KINDS.storage)
    return new LocalDiskStorage({
      dir: env.STORAGE_LOCAL_DIR || DEFAULT_LOCAL_STORAGE_DIR,
      publicBaseUrl: env.STORAGE_LOCAL_PUBLIC_BASE_URL || undefined,
    })
  }
  if (provider !== 's3') throw new ConfigError(`STORAGE_PROVIDER must be local or s3 (or off), not "${provider}"`)
  const missing = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name])
  if (missing.length) throw new ConfigError(`STORAGE_PROVIDER=s3 needs ${missing.join(', ')}`)
  return new S3Storage({
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    publicBaseUrl: env.S3_PUBLIC_BASE_URL || undefined,
    pathStyle: isOn(env.S3_PATH_STYLE),
  })
}
