/**
 * /call-upload: the emergency report (rules-and-contract 7: POST config/api/emergency/save "with
 * location and photos"; the fields and rules are not shown and decided here, used by the page and
 * by the server's save call, docs/contract-help.md):
 * - description: what happened, required, at most 500 characters;
 * - phone: a number to call back, optional; when given, 11 digits (the spec's phone rule);
 * - location: longitude and latitude (gcj02) required, the address text optional (at most 200);
 *   when the position is only approximate (the visitor's could not be had and the site's centre
 *   stands in, src/platform/location), the address is required: "Please fill in the detailed address!";
 * - photos: at most 9 uploaded image addresses (http or https, at most 500 characters each).
 * Login needed (a report is someone the rescue team can call back).
 */
export const EMERGENCY_DESCRIPTION_MAX = 500
export const EMERGENCY_ADDRESS_MAX = 200
export const EMERGENCY_MAX_PHOTOS = 9
export const EMERGENCY_PHOTO_URL_MAX = 500

export interface EmergencyDraft {
  description: string
  phone: string
  longitude: number | null
  latitude: number | null
  address: string
  photos: string[]
  /** the coordinates are the site's centre, not the visitor's position */
  approximate: boolean
}

export const EMPTY_EMERGENCY: EmergencyDraft = {
  description: '',
  phone: '',
  longitude: null,
  latitude: null,
  address: '',
  photos: [],
  approximate: false,
}

export type EmergencyField = 'description' | 'phone' | 'location' | 'address' | 'photos'

/** the first broken rule as a message key of the help namespace (`help:<key>`), or null */
export function checkEmergency(d: EmergencyDraft): { key: string; field: EmergencyField; params?: Record<string, number> } | null {
  const description = d.description.trim()
  if (!description) return { key: 'error.descriptionRequired', field: 'description' }
  if ([...description].length > EMERGENCY_DESCRIPTION_MAX)
    return { key: 'error.descriptionTooLong', field: 'description', params: { max: EMERGENCY_DESCRIPTION_MAX } }
  const phone = d.phone.trim()
  if (phone && !/^1\d{10}$/.test(phone)) return { key: 'error.phone', field: 'phone' }
  if (!isCoordinate(d.longitude, 180) || !isCoordinate(d.latitude, 90)) return { key: 'error.location', field: 'location' }
  if (d.approximate && !d.address.trim()) return { key: 'error.addressRequired', field: 'address' }
  if ([...d.address.trim()].length > EMERGENCY_ADDRESS_MAX)
    return { key: 'error.addressTooLong', field: 'address', params: { max: EMERGENCY_ADDRESS_MAX } }
  if (d.photos.length > EMERGENCY_MAX_PHOTOS) return { key: 'error.tooManyPhotos', field: 'photos', params: { max: EMERGENCY_MAX_PHOTOS } }
  if (d.photos.some((u) => !/^https?:\/\/\S+$/.test(u) || u.length > EMERGENCY_PHOTO_URL_MAX))
    return { key: 'error.photo', field: 'photos' }
  return null
}

function isCoordinate(v: number | null, limit: number): v is number {
  return typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit && v !== 0
}

/** the photos as the call sends them: one comma-separated field (form posts carry text) */
export const photosField = (photos: string[]): string => photos.join(',')
export const photosOfField = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
