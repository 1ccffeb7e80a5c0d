/** The emergency report's rules (src/core/help/emergency.ts) and their messages in all five languages. */
import { checkEmergency, EMPTY_EMERGENCY, photosField, photosOfField, type EmergencyDraft } from './emergency'
import zh from '../../../locales/zh/help.json'
import en from '../../../locales/en/help.json'
import fr from '../../../locales/fr/help.json'
import ja from '../../../locales/ja/help.json'
import ko from '../../../locales/ko/help.json'

const good: EmergencyDraft = {
  description: '在青城山后山迷路了',
  phone: '13912345678',
  longitude: 103.5701,
  latitude: 30.9001,
  address: '',
  photos: ['https://example.cn/a.png'],
  approximate: false,
}
const check = (change: Partial<EmergencyDraft>) => checkEmergency({ ...good, ...change })

test('a complete report passes; phone, address and photos are optional', () => {
  expect(check({})).toBeNull()
  expect(check({ phone: '', address: '', photos: [] })).toBeNull()
})

test.each<[Partial<EmergencyDraft>, string, Record<string, number> | null]>([
  [{ description: '   ' }, 'error.descriptionRequired', null],
  [{ description: '急'.repeat(501) }, 'error.descriptionTooLong', { max: 500 }],
  [{ phone: '1391234567' }, 'error.phone', null],
  [{ phone: '23912345678' }, 'error.phone', null],
  [{ longitude: null }, 'error.location', null],
  [{ latitude: Number.NaN }, 'error.location', null],
  [{ longitude: 200 }, 'error.location', null],
  [{ longitude: 0, latitude: 0 }, 'error.location', null],
  [{ approximate: true, address: ' ' }, 'error.addressRequired', null],
  [{ address: '路'.repeat(201) }, 'error.addressTooLong', { max: 200 }],
  [{ photos: Array.from({ length: 10 }, (_, i) => `https://x.cn/${i}.png`) }, 'error.tooManyPhotos', { max: 9 }],
  [{ photos: ['ftp://x.cn/a.png'] }, 'error.photo', null],
])('%j → %s', (change, key, params) => {
  const broken = check(change)
  expect(broken?.key).toBe(key)
  expect(broken?.params).toEqual(params ?? undefined)
})

test('the empty form asks for the description first', () => {
  expect(checkEmergency(EMPTY_EMERGENCY)?.field).toBe('description')
})

test('photos travel as one comma-separated field', () => {
  expect(photosOfField(photosField(['https://a/1.png', 'https://a/2.png']))).toEqual(['https://a/1.png', 'https://a/2.png'])
  expect(photosOfField(' , ')).toEqual([])
})

test('every message exists in all five languages; the spec’s English words exactly', () => {
  const keys = [
    'descriptionRequired',
    'descriptionTooLong',
    'phone',
    'location',
    'addressRequired',
    'addressTooLong',
    'tooManyPhotos',
    'photo',
  ] as const
  for (const locale of [zh, en, fr, ja, ko]) for (const k of keys) expect(locale.error[k]).toBeTruthy()
  expect(en.error.phone).toBe('Please enter the correct phone number!')
  expect(en.error.location).toBe('Please choose a location!')
  expect(en.error.addressRequired).toBe('Please fill in the detailed address!')
  expect(zh.error.descriptionRequired).toBe('请描述您遇到的情况！')
  for (const locale of [zh, en, fr, ja, ko]) {
    expect(locale.error.descriptionTooLong).toContain('{{max}}')
    expect(locale.error.tooManyPhotos).toContain('{{max}}')
  }
})
