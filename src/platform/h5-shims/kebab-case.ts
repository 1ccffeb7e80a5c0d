/**
 * H5 only: what `lodash.kebabcase` resolves to (alias in config/h5-size.js). NutUI's ConfigProvider
 * imports it to name CSS variables after the keys of a `theme` prop (nutuiColorPrimary →
 * --nutui-color-primary); the app passes no theme, and lodash's Unicode word rules (2 KB gzip)
 * rode in the first load for it. Same answer for such keys: words split at case changes, digits
 * and any other character, lower-cased, joined by '-'.
 */
const WORDS = /[A-Z]{2,}(?=[A-Z][a-z]|[^A-Za-z]|$)|[A-Z]?[a-z]+|[A-Z]|[0-9]+/g

export default function kebabCase(text: unknown): string {
  const words = String(text ?? '')
    .replace(/['\u2019]/g, '')
    .match(WORDS)
  return words ? words.map((word) => word.toLowerCase()).join('-') : ''
}
