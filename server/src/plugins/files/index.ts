/**
 * Files capability, registered by app.ts: POST /api/file/upload (upload-routes.ts) and, with the
 * local disk provider, GET /api/file/get/<key> (local-files-route.ts). The object store comes
 * from the environment (providers/storage: STORAGE_PROVIDER, S3_*, STORAGE_LOCAL_*) unless passed
 * in; multipart parsing is registered here only, so no other route accepts multipart bodies.
 */
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createStorage, LocalDiskStorage, type ObjectStorage } from '../../providers/storage'
import { localFilesRoute } from './local-files-route'
import { MULTIPART_LIMITS } from './upload-form'
import { uploadRoutes } from './upload-routes'
import { authenticated } from '../../http/auth-scope'

export interface FilesPluginOptions {
  storage?: ObjectStorage
  env?: Readonly<Record<string, string | undefined>>
}

async function files(app: FastifyInstance, opts: FilesPluginOptions): Promise<void> {
  // a misconfigured store stops start-up (ConfigError) instead of failing the first upload
  const storage = opts.storage ?? createStorage(opts.env ?? process.env)
  // an encapsulated context: multipart parsing stays here
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false })
    await authenticated(scope, async (user) => {
      await user.register(uploadRoutes, { storage })
    })
    if (storage instanceof LocalDiskStorage) await scope.register(localFilesRoute, { storage })
  })
}

export const filesCapability = fp(files, { name: 'files', dependencies: ['site'] })
