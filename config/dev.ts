import type { UserConfigExport } from '@tarojs/cli'

/**
 * `npm run dev` (scripts/dev.mjs): watch builds with fast rebuilds. H5 runs webpack's dev server on
 * DEV_PORT (10086) and sends /api to the contract server that scripts/dev.mjs starts on PORT (8080).
 */
const dev: UserConfigExport<'webpack5'> = {
  logger: { quiet: false, stats: true },
  mini: {},
  h5: {
    devServer: {
      port: Number(process.env.DEV_PORT || 10086),
      host: '127.0.0.1',
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.PORT || 8080}`, changeOrigin: false }],
    },
  },
}
export default dev
