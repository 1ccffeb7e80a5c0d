/**
 * Files capability, registered by app.ts: POST /api/file/upload (upload-routes.ts) and, with the
 * local disk provider, GET /api/file/get/<key> (local-files-route.ts). The object store comes
 * from the environment (providers/storage: STORAGE_PROVIDER, S3_*, STORAGE_LOCAL_*) unless passed
 * in; multipart parsing is registered here only, so no other route accepts multipart bodies.
 */
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { createStorage, LocalDiskStorage, type ObjectStorage } from '../../providers/storage'
import { localFilesRoute } from './local-files-route'
import { MULTIPART_LIMITS } from './upload-form'
import { uploadRoutes } from './upload-routes'
import { authenticated } from '../../http/auth-scope'

export interface FilesPluginOptions {
  storage?: ObjectStorage
  env?: Readonly<Record<string, string | undefined>>
}

export async function filesCapability(app: FastifyInstance, opts: FilesPluginOptions): Promise<void> {
  // a misconfigured store stops start-up (ConfigError) instead of failing the first upload
  const storage = opts.storage ?? createStorage(opts.env ?? process.env)
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false })
  await authenticated(app, async (user) => {
    await user.register(uploadRoutes, { storage })
  })
  if (storage instanceof LocalDiskStorage) await app.register(localFilesRoute, { storage })
}
