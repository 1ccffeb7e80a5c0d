// ESLint (flat config): typescript-eslint, react-hooks, and import rules that keep each
// feature's index.ts its public face and capabilities of the server free of each other.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const ROOT = path.dirname(fileURLToPath(import.meta.url))

/**
 * Faces of a feature besides its index.ts, as '<feature>/<file>' (src/features/<feature>/<file>.ts):
 * a second entry for code that must not pull the whole feature (docs/ARCHITECTURE.md, src/features).
 */
const FEATURE_FACES = [
  // the login pages' components: kept out of the main package of the mini-program
  'account/login',
  // the shell's components (MenuOpener): the account index exports AccountPage, built on the shell
  'account/shell',
  // the user centre's head and entry grid (/user, the Great Wall's /cc-user): NutUI's grid stays out of the first load
  'account/user-centre',
  // brands (a place's brand banner, /brand-desc): kept out of the home sections the home page loads first
  'home/brand',
  // pages only some sites have (package-home's site-only pages, package-greatwall): the notice elsewhere
  'home/site-only',
  // the free-charge benefit the user centre (main package) shows, without the shop's pages' components
  'shop/benefit',
  // the hub bodies the weapp tab slots draw (src/pages/slot-registry.ts, main package)
  'activities/tab-slot',
  'guides/tab-slot',
  'stories/tab-slot',
]

/** Taro's and NutUI's elements that load a picture or a video by address (issue 24) */
const MEDIA_ELEMENTS = '/^(Image|Video|CoverImage|Avatar)$/'
const PICTURE_MESSAGE =
  'Draw pictures, videos and avatars with src/kit/picture (Picture, PictureVideo, PictureAvatar; previewPictures): it resolves the address for the platform through mediaUrl.'

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'server/.data',
      'server/drizzle',
      'coverage',
      '.swc',
      '.taro-cache',
      '.cache',
      'tests/e2e/screenshots',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // a feature is used through its index.ts, or through one of its listed faces (FEATURE_FACES);
    // its inner files are its own business
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/features/*/*',
                '**/features/*/*',
                ...FEATURE_FACES.flatMap((face) => [`!@/features/${face}`, `!**/features/${face}`]),
                // a feature's stylesheet, for a page that draws with the feature's classes: an import in
                // the feature's index is dropped on H5 (config/h5-size.js marks src side-effect free)
                '!@/features/*/*.scss',
              ],
              message: "Import a feature through its index.ts ('@/features/<name>') or a face listed in eslint.config.mjs FEATURE_FACES.",
            },
          ],
        },
      ],
    },
  },
  {
    // one way to draw a picture (issue 24): src/kit/picture resolves every media address for the
    // platform (mediaUrl); a raw root-relative address has no host in the mini-program. The H5
    // shims are the elements themselves.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/kit/picture/**', 'src/platform/h5-shims/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `JSXOpeningElement[name.name=${MEDIA_ELEMENTS}] > JSXAttribute[name.name=/^(src|poster)$/]`,
          message: PICTURE_MESSAGE,
        },
        {
          // a renamed import or a spread src would pass the rule above: the elements stay in the kit
          selector: `ImportDeclaration[source.value=/^(@tarojs\\/components|@nutui\\/nutui-react-taro)$/] > ImportSpecifier[imported.name=${MEDIA_ELEMENTS}]`,
          message: PICTURE_MESSAGE,
        },
      ],
    },
  },
  {
    // the app never reaches into the server, the server only shares src/core with the app
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/features/**', '**/src/services/**', '**/src/platform/**', '**/src/kit/**'],
              message: 'The server shares only src/core with the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // capabilities and the kit must not import each other in circles: a cycle means two
    // capabilities are one, or a shared rule belongs in http/ or core/ (server/README.md)
    files: ['server/**/*.ts'],
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
      // without these, import-x skips .ts dependencies and sees no cycle at all
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // the app's modules must not import each other in circles either: a cycle means a face is
    // too wide (import the specific face or module) or a shared piece belongs in core/ or kit/
    files: ['src/**/*.{ts,tsx}'],
    settings: {
      // tsconfig.json's paths give the `@/` alias
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], tsconfig: { configFile: path.join(ROOT, 'tsconfig.json') } }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // CommonJS files read by Taro, babel and jest, which load them with require()
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Taro's config and webpack's require.context need require(); adapters speak to untyped
    // platform globals (wx, WeixinJSBridge, the native shell) and NutUI's untyped locale objects
    files: ['config/**', 'src/platform/**', 'src/i18n/**', 'types/*.d.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // end-to-end tests hand functions to page.evaluate, which run in the browser
    files: ['tests/e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs}', 'tests/**', 'scripts/**'],
    // tests load modules fresh with require() after jest.mock / resetModules
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
)
