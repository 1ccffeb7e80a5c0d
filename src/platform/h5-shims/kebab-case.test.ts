/** The H5 stand-in for lodash.kebabcase names theme keys as lodash does. */
import kebabCase from './kebab-case'

test.each([
  ['nutuiColorPrimary', 'nutui-color-primary'],
  ['nutuiBrandColorStart', 'nutui-brand-color-start'],
  ['Foo Bar', 'foo-bar'],
  ['fooBar', 'foo-bar'],
  ['__FOO_BAR__', 'foo-bar'],
  ['XMLHttpRequest', 'xml-http-request'],
  ['nutui-button-border-radius', 'nutui-button-border-radius'],
  ['nutuiFontSize2', 'nutui-font-size-2'],
  ['h5Width', 'h-5-width'],
  ['dialogZIndex', 'dialog-z-index'],
  ['ABc', 'a-bc'],
  ['', ''],
])('%s → %s', (key, expected) => expect(kebabCase(key)).toBe(expected))
