/** /appointment-add: the user centre's contact form (same fields, rule and call) adds a visitor to book for. */
import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n, typeInto } from '../../../../tests/setup/render'
import { post } from '@/services/request'
import AppointmentAddPage from '.'

jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('@tarojs/taro') }))
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))

const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
jest.spyOn(Taro, 'navigateBack').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)

const fill = (name: string, value: string) => typeInto(`contact-${name}`, value)

test('the contact rule first, then the contact call', async () => {
  ;(post as jest.Mock).mockResolvedValue({ code: 0, data: { id: 9 } })
  renderWithI18n(<AppointmentAddPage />)
  fireEvent.click(screen.getByTestId('contact-save'))
  await waitFor(() => expect(showToast).toHaveBeenCalled())
  expect(post).not.toHaveBeenCalled()
  fill('name', '王小明')
  fill('certNumber', '510104199001011230')
  fill('phone', '13912345678')
  fireEvent.click(screen.getByTestId('contact-save'))
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('user/api/consumUserContacts/save', expect.objectContaining({ name: '王小明', certType: 'ID_CARD' })),
  )
})
