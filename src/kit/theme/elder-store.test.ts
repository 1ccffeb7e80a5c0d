import { STORAGE_KEYS, storage } from '../../platform/storage'
import { applyElderQuery, useElderStore } from './elder-store'

beforeEach(() => {
  storage.clear()
  useElderStore.setState({ elder: false })
})

test('elder=1 turns the mode on and remembers it on the device; elder=0 turns it off', () => {
  applyElderQuery({ elder: '1' })
  expect(useElderStore.getState().elder).toBe(true)
  expect(storage.get(STORAGE_KEYS.elderMode)).toBe(true)
  applyElderQuery({ elder: '0' })
  expect(useElderStore.getState().elder).toBe(false)
  expect(storage.get(STORAGE_KEYS.elderMode)).toBeUndefined()
})

test('other values and a missing query leave the choice alone', () => {
  useElderStore.getState().setElder(true)
  applyElderQuery({})
  applyElderQuery({ elder: 'yes' })
  expect(useElderStore.getState().elder).toBe(true)
})

test('a new app run starts from the stored choice', () => {
  storage.set(STORAGE_KEYS.elderMode, true)
  jest.isolateModules(() => {
    const fresh = require('./elder-store') as typeof import('./elder-store')
    expect(fresh.useElderStore.getState().elder).toBe(true)
  })
})
