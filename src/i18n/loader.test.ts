import { LocaleNotFoundError, loadLocaleModule, loadResources } from './loader'

describe('locale loader', () => {
  test('loads a bundled namespace', () => {
    expect(loadLocaleModule('en', 'common').listFailed).toBe('Failed to get list')
  })

  test('an unknown locale module is a not-found error (error catalogue)', () => {
    expect(() => loadLocaleModule('de', 'common')).toThrow(LocaleNotFoundError)
    expect(() => loadLocaleModule('en', 'no-such-namespace')).toThrow(/Locale module not found: locales\/en\/no-such-namespace.json/)
  })

  test('path tricks are refused as not found instead of reaching require', () => {
    expect(() => loadLocaleModule('../sites', 'cd-city')).toThrow(LocaleNotFoundError)
  })

  test('loadResources returns language → namespace → strings', () => {
    const res = loadResources(['zh', 'ko'], ['common'])
    expect(res.zh.common.confirm).toBe('确定')
    expect(res.ko.common.cancel).toBe('취소')
  })
})
