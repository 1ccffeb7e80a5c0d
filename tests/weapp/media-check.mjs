/**
 * The media addresses a mini-program page shows (issue 24): the harness walks the template data
 * tree of every page it opens and collects each picture's and video's address, so a run fails on
 * one the phone cannot load. WeChat has no origin of its own: a root-relative `/api/...` path
 * has no host (unless it names a file of the package), and an `http:` address is refused.
 *
 * Taro's template data does not name attributes: base.wxml maps them, per node name `nn`, to
 * short keys (`<image src="{{i.p4}}" ...>`, `<video poster="{{i.p26}}" ...>`); `st` is the
 * inline style of every node, where a background picture would be `url(...)`.
 */
import fs from 'node:fs'
import path from 'node:path'

/** elements whose attributes load media, and those attributes */
const MEDIA = {
  image: ['src'],
  'cover-image': ['src'],
  video: ['src', 'poster'],
  'live-player': ['src'],
}

/** nn -> { tag, keys: { attribute: data key } } for every media element (shapes: ./templates.mjs templateShapes) */
export function mediaAttributes(shapes) {
  const out = {}
  for (const [nn, { tag, attrs }] of Object.entries(shapes)) {
    if (!MEDIA[tag]) continue
    const keys = {}
    for (const [key, attr] of Object.entries(attrs)) if (MEDIA[tag].includes(attr)) keys[attr] = key
    out[nn] = { tag, keys }
  }
  return out
}

/** the url(...) addresses of an inline style */
export function styleUrls(style) {
  if (typeof style !== 'string') return []
  return [...style.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)].map((m) => m[2]).filter(Boolean)
}

/** every media address in a data tree, in document order: [{ tag, attr, url }] */
export function mediaAddresses(root, attributes, tags = {}) {
  const out = []
  const visit = (node) => {
    if (!node || typeof node !== 'object') return
    const media = attributes[node.nn]
    if (media)
      for (const [attr, key] of Object.entries(media.keys)) {
        const url = node[key]
        if (typeof url === 'string' && url.trim()) out.push({ tag: media.tag, attr, url: url.trim() })
      }
    for (const url of styleUrls(node.st)) out.push({ tag: tags[node.nn] || String(node.nn), attr: 'style', url })
    for (const child of node.cn || []) visit(child)
  }
  visit(root)
  return out
}

/** why the mini-program cannot load `url`, or '' when it can (packageDir: a root-relative file of the package loads) */
export function mediaProblem(url, packageDir, testServerOrigin) {
  // an address the test server built from the address it was called at (an upload's answer): the
  // package called its https API host, which the harness reached over the test server's http
  if (testServerOrigin && url.startsWith(`${testServerOrigin}/`)) return ''
  if (/^http:/i.test(url)) return 'http: (WeChat loads https only)'
  if (url.startsWith('/') && !url.startsWith('//')) {
    if (packageDir && fs.existsSync(path.join(packageDir, url.split(/[?#]/)[0]))) return ''
    return 'root-relative (no host in the mini-program)'
  }
  return ''
}
