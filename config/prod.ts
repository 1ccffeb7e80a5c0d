import type { UserConfigExport } from '@tarojs/cli'

const prod: UserConfigExport<'webpack5'> = { mini: {}, h5: {} }
export default prod
