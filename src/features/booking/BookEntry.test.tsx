/**
 * "Book a visit" on a place's detail: only for a place whose detail says it takes bookings (no
 * calendar call otherwise: it answered 404 on 都江堰, 人民公园...), with its price per person and the
 * places left; the venue and scenic routes.
 */
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { navigate } from '../../services/navigate'
import { get } from '../../services/request'
import { BookEntry } from './BookEntry'

jest.mock('../../services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('../../services/navigate', () => ({ navigate: jest.fn() }))
const getMock = get as jest.Mock

const day = (stock: number) => ({
  date: '2026-12-02',
  week: 3,
  stock,
  maxNum: 200,
  openStatus: 1,
  state: stock ? 'open' : 'full',
  resourceName: '成都博物馆',
  orderTimes: [],
})

const FREE = { priceFen: 0, pricePoints: 0 }

beforeEach(() => jest.clearAllMocks())

test('a venue that takes bookings: the places left over the days, opening /appointment-order/{id}', async () => {
  getMock.mockResolvedValue({ code: 0, datas: [day(120), day(80), day(0)] })
  renderWithI18n(<BookEntry type="VENUE" id={12} booking={FREE} />)
  const entry = await screen.findByTestId('place-book')
  expect(getMock).toHaveBeenCalledWith('res/api/booking/commonOrderTimeList', { resourceType: 'CONTENT_TYPE_VENUE', resourceId: 12 })
  expect(entry.textContent).toBe('预约参观免费近 7 天余 200 个名额')
  fireEvent.click(entry)
  expect(navigate).toHaveBeenCalledWith('/appointment-order/12')
})

test('a scenic area opens its calendar with ?scenic=scenic; its price per person; fully booked says so', async () => {
  getMock.mockResolvedValue({ code: 0, datas: [day(0)] })
  renderWithI18n(<BookEntry type="SCENERY" id={7} booking={{ priceFen: 0, pricePoints: 20 }} />)
  const entry = await screen.findByTestId('place-book')
  expect(entry.textContent).toContain('已约满')
  expect(screen.getByTestId('place-book-price').textContent).toBe('20 积分 / 人')
  fireEvent.click(entry)
  expect(navigate).toHaveBeenCalledWith('/appointment-order/7?scenic=scenic')
})

test('a place whose detail says it takes no bookings asks no calendar and shows nothing', async () => {
  getMock.mockResolvedValue({ code: 404, message: '本站点没有 id 为 380 的记录' })
  renderWithI18n(<BookEntry type="SCENERY" id={380} booking={null} />)
  renderWithI18n(<BookEntry type="VENUE" id={387} booking={undefined} />)
  await new Promise((r) => setTimeout(r, 20))
  expect(getMock).not.toHaveBeenCalled()
  expect(screen.queryByTestId('place-book')).toBeNull()
})

test('an activity room books its sessions on /time-choice/{id}', async () => {
  getMock.mockResolvedValue({ code: 0, datas: [day(20)] })
  renderWithI18n(<BookEntry type="ACTIVITY_ROOM" id={31} booking={{ priceFen: 6000, pricePoints: 0 }} />)
  const entry = await screen.findByTestId('place-book')
  expect(getMock).toHaveBeenCalledWith('res/api/booking/commonOrderTimeList', {
    resourceType: 'CONTENT_TYPE_ACTIVITY_SHIU',
    resourceId: 31,
  })
  expect(entry.textContent).toBe('预约活动室¥60.00 / 人近 7 天余 20 个名额')
  fireEvent.click(entry)
  expect(navigate).toHaveBeenCalledWith('/time-choice/31')
})
