/**
 * H5 only: what `query-string` resolves to (alias in config/h5-size.js). Taro's router and H5 APIs
 * call `queryString.parse` (the router with decode: false) and chooseLocation `stringify` through
 * the package's default export, an object that keeps all of query-string (3 KB gzip with its
 * helpers) in the first load. This is the same parse and a plain stringify for the options they pass:
 * keys sorted, a repeated key becomes an array, a key without `=` is null, `+` is a space when decoding.
 */
type Value = string | null | Array<string | null>
type Parsed = Record<string, Value>

interface ParseOptions {
  decode?: boolean
}

interface StringifyOptions {
  encode?: boolean
  skipNull?: boolean
  arrayFormat?: 'none' | 'comma'
}

/** decodeURIComponent, leaving malformed escapes as they are (decode-uri-component's way) */
function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text.replace(/(%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run)
      } catch {
        return run
      }
    })
  }
}

export function parse(query: unknown, options: ParseOptions = {}): Parsed {
  const decode = options.decode !== false
  const found: Parsed = Object.create(null)
  if (typeof query !== 'string') return found
  for (const parameter of query
    .trim()
    .replace(/^[?#&]/, '')
    .split('&')) {
    if (!parameter) continue
    const text = decode ? parameter.replace(/\+/g, ' ') : parameter
    const at = text.indexOf('=')
    const rawKey = at < 0 ? text : text.slice(0, at)
    const rawValue = at < 0 ? null : text.slice(at + 1)
    const key = decode ? decodeComponent(rawKey) : rawKey
    const value = rawValue === null || !decode ? rawValue : decodeComponent(rawValue)
    const before = found[key]
    found[key] = before === undefined ? value : ([] as Array<string | null>).concat(before, value)
  }
  const sorted: Parsed = Object.create(null)
  for (const key of Object.keys(found).sort()) sorted[key] = found[key]
  return sorted
}

function strictEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

export function stringify(object: Record<string, unknown> | null | undefined, options: StringifyOptions = {}): string {
  if (!object) return ''
  const encode = (text: string) => (options.encode === false ? text : strictEncode(text))
  const parts: string[] = []
  for (const key of Object.keys(object).sort()) {
    const value = object[key]
    if (value === undefined || (options.skipNull && value === null)) continue
    if (value === null) parts.push(encode(key))
    else if (Array.isArray(value)) {
      const items = value.filter((item) => item !== undefined && !(options.skipNull && item === null))
      if (options.arrayFormat === 'comma') {
        if (items.length) parts.push(`${encode(key)}=${items.map((item) => encode(String(item ?? ''))).join(',')}`)
      } else for (const item of items) parts.push(item === null ? encode(key) : `${encode(key)}=${encode(String(item))}`)
    } else parts.push(`${encode(key)}=${encode(String(value))}`)
  }
  return parts.join('&')
}

export default { parse, stringify }
