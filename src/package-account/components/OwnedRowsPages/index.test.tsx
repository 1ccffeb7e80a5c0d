import { screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { usePageParams } from '@/kit'
import { OwnedEditPage, OwnedListPage } from '.'

jest.mock('@/kit', () => ({ ...jest.requireActual('@/kit'), usePageParams: jest.fn() }))
const params = usePageParams as jest.Mock

const EMPTY = { name: '' }
const fields = [{ name: 'name' as const, label: '姓名' }]
const source = () => ({
  detail: jest.fn().mockResolvedValue({ ok: true, data: { id: 5, name: '王' } }),
  save: jest.fn().mockResolvedValue({ ok: true, data: null }),
})

test('edit page: without an id a new row (no load), test ids from the prefix', () => {
  params.mockReturnValue({})
  const api = source()
  renderWithI18n(
    <OwnedEditPage section="addresses" testIdPrefix="address" source={api} initial={EMPTY} fields={fields} validate={() => null} />,
  )
  expect(screen.getByTestId('address-edit-page')).toBeTruthy()
  expect(screen.getByTestId('address-save')).toBeTruthy()
  expect(api.detail).not.toHaveBeenCalled()
})

test('edit page: the route id loads that row', async () => {
  params.mockReturnValue({ id: '5' })
  const api = source()
  renderWithI18n(
    <OwnedEditPage section="contacts" testIdPrefix="contact" source={api} initial={EMPTY} fields={fields} validate={() => null} />,
  )
  expect(screen.getByTestId('contact-edit-page')).toBeTruthy()
  await waitFor(() => expect(api.detail).toHaveBeenCalledWith('5'))
})

test('list page: the add button says <section>.add', async () => {
  const list = {
    variant: 'a' as const,
    list: jest.fn().mockResolvedValue({ ok: true, data: { items: [], totalPage: 0 } }),
    remove: jest.fn(),
  }
  renderWithI18n(
    <OwnedListPage
      section="contacts"
      testId="contacts-page"
      testIdPrefix="contact"
      source={list}
      editRoute={() => '/user-contacts/edit'}
      title={(c: { id: number }) => String(c.id)}
    />,
  )
  expect(screen.getByTestId('contacts-page')).toBeTruthy()
  const add = screen.getByTestId('contact-add').textContent || ''
  expect(add).not.toBe('')
  expect(add).not.toContain('contacts.add')
  await waitFor(() => expect(list.list).toHaveBeenCalled())
})
