/**
 * The privacy guide an operator declares cannot drift from the code: the README's table is the
 * list's, and the private APIs the mini-program's code calls are exactly the declared ones.
 */
import fs from 'node:fs'
import path from 'node:path'
import { DECLARED_INFO, privacyGuideTable, WECHAT_PRIVATE_APIS, type PrivateInfo } from './privacy-apis'

const ROOT = path.resolve(__dirname, '..', '..')
const SRC = path.join(ROOT, 'src')

/** the list itself names every API */
const LIST = path.join(SRC, 'core', 'privacy-apis.ts')

/** source files that can run in the mini-program: not tests, not the H5 platform files */
function weappSources(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === 'h5-shims' ? [] : weappSources(full)
    if (!/\.tsx?$/.test(e.name) || /\.(test|h5|d)\.tsx?$/.test(e.name) || full === LIST) return []
    return [full]
  })
}

/** a call `Taro.x(` / `wx.x(`, an open-type of a Button, or a component or attribute written as is */
function usePattern(api: string): RegExp {
  if (/^[a-zA-Z]+$/.test(api)) return new RegExp(`\\b(?:Taro|wx)\\.${api}\\(|openType=["'][^"']*\\b${api}\\b`)
  return new RegExp(api.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}

/** the code without its comments, which name APIs they do not call */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')

function callsInSource(): Map<string, string[]> {
  const found = new Map<string, string[]>()
  const files = weappSources().map((f) => [path.relative(ROOT, f), code(fs.readFileSync(f, 'utf8'))] as const)
  for (const { apis } of Object.values(WECHAT_PRIVATE_APIS))
    for (const api of apis) {
      const where = files.filter(([, text]) => usePattern(api).test(text)).map(([file]) => file)
      if (where.length) found.set(api, where)
    }
  return found
}

const infoOf = (api: string) =>
  (Object.keys(WECHAT_PRIVATE_APIS) as PrivateInfo[]).find((k) => (WECHAT_PRIVATE_APIS[k].apis as readonly string[]).includes(api))

test('every private API the mini-program calls is declared, and every declared call is made', () => {
  const found = callsInSource()
  const declaredCalls = DECLARED_INFO.flatMap((d) => d.calls.map((call) => `${d.info}: ${call}`)).sort()
  const madeCalls = [...found.keys()].map((api) => `${infoOf(api)}: ${api}`).sort()
  expect(madeCalls).toEqual(declaredCalls)
  // the adapters are where they are called (a page calling one directly would skip the refusal path)
  expect(found.get('getLocation')).toEqual(['src/platform/location/location.weapp.ts'])
  expect(found.get('chooseImage')).toEqual(['src/platform/media-picker/index.ts'])
  expect(found.get('chooseVideo')).toEqual(['src/platform/media-picker/index.ts'])
  expect(found.get('getRecorderManager')).toEqual(['src/platform/recorder/recorder.weapp.ts'])
  expect(found.get('setClipboardData')).toEqual(['src/kit/clipboard/clipboard.ts'])
})

test('each declared call is one WeChat lists for its information', () => {
  for (const { info, calls } of DECLARED_INFO) for (const call of calls) expect(WECHAT_PRIVATE_APIS[info].apis).toContain(call)
})

test("the README's privacy-guide table is the declared list, word for word", () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')
  const section = /<!-- privacy-guide:start -->\n([\s\S]*?)\n<!-- privacy-guide:end -->/.exec(readme)
  expect(section).not.toBeNull()
  expect(section![1]).toBe(privacyGuideTable())
})

test('the table names what the console calls each information', () => {
  const table = privacyGuideTable()
  for (const text of ['收集你的位置信息', '收集你选中的照片或视频信息', '访问你的麦克风', '读取你的剪切板']) expect(table).toContain(text)
  expect(table).not.toContain('收集你的手机号')
})
