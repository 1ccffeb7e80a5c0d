/**
 * Runs the tests of a describe block (or file) as the mini-program built for an API environment:
 * process.env.TARO_ENV reads 'weapp' (tests/setup/babel-transformer.js) and apiBase() the
 * environment's bases (production: main https://api.wenlv.example/), as `npm run build -- --target
 * weapp --env production` compiles them in. Components still render as jsdom elements.
 */
const globals = globalThis as unknown as { __API_ENV__: string }

export function asMiniProgram(apiEnv = 'production') {
  const previous = globals.__API_ENV__
  beforeEach(() => {
    process.env['TARO_ENV_JEST'] = 'weapp'
    globals.__API_ENV__ = apiEnv
  })
  afterEach(() => {
    delete process.env['TARO_ENV_JEST']
    globals.__API_ENV__ = previous
  })
}

/** the main API origin of the production build of the demo sites */
export const PRODUCTION_ORIGIN = 'https://api.wenlv.example'
