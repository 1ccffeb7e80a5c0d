/** The activity-room order form (src/core/booking/room-order.ts): every refusal and its field. */
import { checkRoomOrder, ROOM_ORGANISATION_MAX, ROOM_PURPOSE_MAX } from './room-order'

const good = { purpose: '社区合唱团排练', organisation: '玉林街道合唱团', peopleCount: 12, contactIds: [7] }

test.each([
  ['a filled form', {}, null],
  ['no organisation (a person books)', { organisation: '' }, null],
  ['as many people as the places', { peopleCount: 20 }, null],
  ['a one-character purpose', { purpose: ' 练 ' }, { field: 'purpose', key: 'purposeShort', params: { min: 2 } }],
  ['a purpose too long', { purpose: '练'.repeat(ROOM_PURPOSE_MAX + 1) }, { field: 'purpose', key: 'purposeLong', params: { max: 100 } }],
  [
    'an organisation too long',
    { organisation: '团'.repeat(ROOM_ORGANISATION_MAX + 1) },
    { field: 'organisation', key: 'organisationLong', params: { max: 50 } },
  ],
  ['no people', { peopleCount: 0 }, { field: 'peopleCount', key: 'peopleMin' }],
  ['part of a person', { peopleCount: 2.5 }, { field: 'peopleCount', key: 'peopleMin' }],
  ['more people than places', { peopleCount: 21 }, { field: 'peopleCount', key: 'peopleMax', params: { max: 20 } }],
  ['no person in charge', { contactIds: [] }, { field: 'contact', key: 'oneContact' }],
  ['two people in charge', { contactIds: [7, 8] }, { field: 'contact', key: 'oneContact' }],
])('%s', (_, change, refusal) => {
  expect(checkRoomOrder({ ...good, ...change }, 20)).toEqual(refusal)
})
