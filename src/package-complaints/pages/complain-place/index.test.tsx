/** /complain-place: a place too far for the list around is found by name and picked into the draft. */
import '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n, typeInto } from '../../../../tests/setup/render'
import { useComplaintDraft } from '@/features/complaints'
import { get } from '@/services/request'
import ComplainPlacePage from '.'

// the visitor's position is still being asked for: the search does not wait for it
jest.mock('@/features/maps', () => ({
  ...jest.requireActual('@/features/maps'),
  useMapCentre: () => undefined,
}))

const getMock = get as jest.Mock
const hit = (resourceId: number, type: string, title: string, longitude: number | null, latitude: number | null) => ({
  resourceId,
  type,
  resourceType: `CONTENT_TYPE_${type}`,
  title,
  summary: '',
  cover: '',
  highlight: [{ text: title, match: false }],
  longitude,
  latitude,
})

beforeEach(() => {
  jest.clearAllMocks()
  useComplaintDraft.getState().clear('default')
  useComplaintDraft.getState().open('default')
  jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: '' } as never)
})

test('searching 宽窄巷子 lists the places of that name; picking one fills the draft and goes back', async () => {
  getMock.mockResolvedValue({
    code: 0,
    datas: [hit(12, 'SCENERY', '宽窄巷子', 104.0537, 30.6697), hit(90, 'NEWS', '宽窄巷子夜游开放', null, null)],
    page: { total: 2, totalPage: 1 },
  })
  renderWithI18n(<ComplainPlacePage />)
  typeInto('search-input', '宽窄巷子')
  fireEvent.click(screen.getByTestId('search-submit'))
  const pickButton = await screen.findByTestId('place-pick-SCENERY-12')
  expect(getMock).toHaveBeenCalledWith(
    'res/api/es/search',
    expect.objectContaining({ keyword: '宽窄巷子', currPage: 1 }),
    expect.anything(),
  )
  // a news hit has no position: nothing to pick
  expect(screen.queryByTestId('place-pick-NEWS-90')).toBeNull()
  fireEvent.click(pickButton)
  await waitFor(() => expect(Taro.navigateBack).toHaveBeenCalled())
  expect(useComplaintDraft.getState().drafts.default).toMatchObject({
    placeName: '宽窄巷子',
    longitude: 104.0537,
    latitude: 30.6697,
    placeId: 12,
    placeType: 'CONTENT_TYPE_SCENERY',
  })
})
