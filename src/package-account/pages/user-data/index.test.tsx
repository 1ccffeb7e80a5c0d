/**
 * The avatar row: tap → choose and upload (features/upload) → updateAvatar(url) → the new avatar
 * is shown and stored with the user; a spinner while it runs; a refusal or a failed save toasts.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { asMiniProgram, PRODUCTION_ORIGIN } from '../../../../tests/setup/platform'
import { renderWithI18n } from '../../../../tests/setup/render'
import { readStoredUser, saveLogin, userCentreApi } from '@/features/account'
import { uploadImages } from '@/features/upload'
import { toast } from '@/kit'
import { storage } from '@/platform/storage'
import UserDataPage, { AVATAR_FOLDER } from './index'

jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  const { useEffect } = jest.requireActual('react')
  // the page loads its profile when shown: once on mount here
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount, like the first show
  return { ...actual, useDidShow: (fn: () => void) => useEffect(() => fn(), []) }
})
jest.mock('@/kit/toast', () => {
  const toast = jest.fn()
  // the kit's rule (server message, else the fallback) into the one mock the tests read
  return { toast, toastFailure: (res: { message?: string }, fallback: string) => toast(res.message || fallback) }
})
jest.mock('@/features/upload/upload-image', () => ({ uploadImages: jest.fn() }))
jest.mock('@/features/account/user-centre-api', () => ({ userCentreApi: { profile: jest.fn(), updateAvatar: jest.fn() } }))

const api = userCentreApi as unknown as { profile: jest.Mock; updateAvatar: jest.Mock }
const upload = uploadImages as jest.Mock
const PROFILE = {
  unid: 'u1',
  nickName: '小文',
  headImg: 'https://old/a.png',
  phone: '13800000001',
  signature: '',
  email: '',
  school: '',
  company: '',
  address: '',
  idCard: '110105194912310021',
}

function tapAvatar() {
  fireEvent.click(screen.getByTestId('user-data-avatar').querySelector('.nut-cell')!)
}
const shownAvatar = () => screen.getByTestId('user-data-avatar-image').getAttribute('data-src')

beforeEach(() => {
  jest.clearAllMocks()
  storage.clear()
  saveLogin({ userToken: 'tok', headImg: 'https://old/a.png' } as Parameters<typeof saveLogin>[0])
  api.profile.mockResolvedValue({ ok: true, data: PROFILE })
})

it('uploads the chosen image to the avatar folder, saves it, shows and stores it', async () => {
  let finishUpload: (v: unknown) => void = () => {}
  upload.mockImplementation((options: { onUploadStart?: () => void }) => {
    options.onUploadStart?.()
    return new Promise((resolve) => (finishUpload = resolve))
  })
  // the update answer holds the id card still encrypted: only the avatar may be taken from it
  api.updateAvatar.mockResolvedValue({ ok: true, data: { ...PROFILE, headImg: 'https://files/new.jpg', idCard: 'ENCRYPTED' } })
  renderWithI18n(<UserDataPage />)
  await waitFor(() => expect(shownAvatar()).toBe('https://old/a.png'))

  tapAvatar()
  await screen.findByTestId('user-data-avatar-loading')
  expect(screen.getByText('头像上传中…')).toBeTruthy()
  await act(async () => finishUpload({ status: 'uploaded', files: [{ url: 'https://files/new.jpg' }] }))

  await waitFor(() => expect(shownAvatar()).toBe('https://files/new.jpg'))
  expect(upload).toHaveBeenCalledWith(expect.objectContaining({ folder: AVATAR_FOLDER, limit: 1 }))
  expect(api.updateAvatar).toHaveBeenCalledWith('https://files/new.jpg')
  expect(readStoredUser()).toMatchObject({ headImg: 'https://files/new.jpg' })
  expect(toast).toHaveBeenCalledWith('头像已更新')
  expect(screen.getByTestId('user-data-value-idCard').textContent).toBe('110***********0021')
})

it('a refused upload toasts its message and changes nothing', async () => {
  upload.mockResolvedValue({ status: 'refused', message: '图片大小不能超过 10 MB。', files: [] })
  renderWithI18n(<UserDataPage />)
  await waitFor(() => expect(shownAvatar()).toBe('https://old/a.png'))
  tapAvatar()
  await waitFor(() => expect(toast).toHaveBeenCalledWith('图片大小不能超过 10 MB。'))
  expect(api.updateAvatar).not.toHaveBeenCalled()
  expect(shownAvatar()).toBe('https://old/a.png')
})

it('a closed picker does nothing; a failed save toasts and keeps the old avatar', async () => {
  upload.mockResolvedValueOnce({ status: 'cancelled' })
  renderWithI18n(<UserDataPage />)
  await waitFor(() => expect(shownAvatar()).toBe('https://old/a.png'))
  tapAvatar()
  await waitFor(() => expect(upload).toHaveBeenCalledTimes(1))
  expect(toast).not.toHaveBeenCalled()

  upload.mockResolvedValueOnce({ status: 'uploaded', files: [{ url: 'https://files/new.jpg' }] })
  api.updateAvatar.mockResolvedValue({ ok: false, noAnswer: true })
  tapAvatar()
  await waitFor(() => expect(toast).toHaveBeenCalledWith('头像修改失败，请稍后再试'))
  expect(shownAvatar()).toBe('https://old/a.png')
  expect(readStoredUser()).toMatchObject({ headImg: 'https://old/a.png' })
})

describe('in the mini-program built for production', () => {
  asMiniProgram('production')

  it('an avatar uploaded to the contract server (root-relative) loads from the API origin', async () => {
    api.profile.mockResolvedValue({ ok: true, data: { ...PROFILE, headImg: '/api/uploads/avatar/u1.png' } })
    renderWithI18n(<UserDataPage />)
    await waitFor(() => expect(shownAvatar()).toBe('/api/uploads/avatar/u1.png'))
    const picture = screen.getByTestId('user-data-avatar-image').querySelector('taro-image-core')
    expect(picture?.getAttribute('src')).toBe(`${PRODUCTION_ORIGIN}/uploads/avatar/u1.png`)
  })
})
