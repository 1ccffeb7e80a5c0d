/**
 * One real address for every spec route the app builds (src/core/route-table.json, every page but
 * not-found): path parameters filled with ids and codes the demo data holds, asked of the running
 * server, and the site that has the section. Detail pages of RESOURCE_TYPES get the first item of
 * their type's list; the rest are listed here by pattern. A route added to the table without a
 * sample makes `routeSamples` throw, so the route loop (routes.test.mjs) never skips one silently.
 */
import { RESOURCE_TYPES } from '../../src/core/resource-types.ts'
import table from '../../src/core/route-table.json' with { type: 'json' }

export const HOME_SITE = 'cd-city'
/** sections only some sites have (src/package-home/components/site-sections.ts and the layouts) */
const SITE_OF_PATTERN = {
  '/jmg-sub': 'djy-scenic',
  '/xj-hot': 'xj-region',
  '/xj-panoramic': 'xj-region',
  '/news-list-xj/:code': 'xj-region',
  '/guide-map-zytf': 'sc-province',
  '/sc-index': 'djy-scenic',
  '/spot-detail-new/:id': 'djy-scenic',
  '/cc-microclass/:code': 'cc-greatwall',
  // the Great Wall park (package-greatwall, shipped to cc-greatwall only: src/core/site-packages.json)
  ...Object.fromEntries(
    [
      '/cc-interesting',
      '/cc-activity',
      '/cc-service',
      '/cc-hotel',
      '/cc-food',
      '/cc-scenicspot',
      '/cc-scenic',
      '/cc-detail/:id',
      '/cc-art',
      '/cc-art-detail/:id',
      '/cc-swiper-detail',
      '/cc-user',
      '/other-guide/:type',
    ].map((pattern) => [pattern, 'cc-greatwall']),
  ),
  // the province's complaint line (menu ZXTS) and a scenic area's own complaint form (docs/contract-complaints.md)
  '/sc-complain': 'sc-province',
  '/jnq-complain': 'djy-scenic',
  // the Xinjiang travel-health page and service hub (menu codes HEALTH_CODE, COMMON)
  '/xj-health': 'xj-region',
  '/xj-service': 'xj-region',
  // the Xinjiang spring festival campaign is a record of xj-region only (cd-city says "not on this site")
  '/spring-festival-xj': 'xj-region',
}

/** the demo campaigns of cd-city (server/src/plugins/campaigns/demo.ts): a place of the winter guide */
export async function demoCampaigns(server, site = HOME_SITE) {
  const winter = (await server.api('res/api/campaign/detail', { siteCode: site, code: 'winter-guide' })).data
  const places = winter?.sections.find((s) => s.kind === 'places')?.places
  if (!places?.length) throw new Error('no demo campaigns')
  return { winterPlace: places[0].id }
}

/** `{ api(path, params) }`: the server's JSON answer (harness startServer) */
async function firstOf(server, path, params = {}, site = HOME_SITE) {
  const body = await server.api(path, { siteCode: site, pageSize: 1, ...params })
  const item = body.datas?.[0]
  if (!item) throw new Error(`no demo item from ${path} ${JSON.stringify(params)}: ${body.message}`)
  return item
}

/** an amusement facility with facilities inside (a theme) */
async function themeId(server) {
  const all = (await server.api('res/api/scenicProject/list', { siteCode: HOME_SITE, pageSize: 50 })).datas
  for (const item of all) {
    const inside = await server.api('res/api/scenicProject/list', { siteCode: HOME_SITE, parentId: item.id, pageSize: 1 })
    if (inside.page.total > 0) return item.id
  }
  throw new Error('no amusement theme in the demo data')
}

/** a venue that takes bookings (its calendar answers) */
async function bookableVenue(server) {
  const venues = (await server.api('res/api/venue/list', { siteCode: HOME_SITE, pageSize: 50 })).datas
  for (const v of venues) {
    const days = await server.api('res/api/booking/commonOrderTimeList', {
      siteCode: HOME_SITE,
      resourceType: 'CONTENT_TYPE_VENUE',
      resourceId: v.id,
    })
    if (days.code === 0) return v.id
  }
  throw new Error('no bookable venue in the demo data')
}

/** the demo user's shipped order (development door GET dev/orders/demo, server/src/plugins/orders) */
async function shippedDemoOrder(server) {
  const rows = (await server.api('dev/orders/demo', { siteCode: HOME_SITE, phone: '13800000001' })).data ?? []
  const shipped = rows.find((o) => o.orderType === 1 && o.status === 21)
  if (!shipped) throw new Error('no shipped demo order')
  return shipped.orderCode
}

/** the demo user's ZYTF and booking order codes (development door GET dev/appointments/demo, plugins/booking/appointments-routes.ts) */
async function demoAppointments(server) {
  const data = (await server.api('dev/appointments/demo', { siteCode: HOME_SITE, phone: '13800000001' })).data
  if (!data?.zytf?.length) throw new Error('no demo ZYTF order')
  return data
}

/** the demo user's booked visit (seeded to be used: the order pages show it, the pay page says it needs no payment) */
async function demoBooking(server) {
  const booked = (await demoAppointments(server)).bookings[0]
  if (!booked) throw new Error('no demo booking order')
  return booked.orderCode
}

/** the place of the first narrator or interpretation service (res/api/booking/resourceList) */
async function serviceOf(server, resourceType) {
  return (await firstOf(server, 'res/api/booking/resourceList', { resourceType })).resourceId
}

/** a venue with a bookable activity room, and that room (res/api/booking/roomList) */
export async function bookableRoom(server, site = HOME_SITE) {
  const venues = (await server.api('res/api/venue/list', { siteCode: site, pageSize: 50 })).datas
  for (const v of venues) {
    const room = (await server.api('res/api/booking/roomList', { siteCode: site, venueId: v.id })).datas?.find((r) => r.bookable)
    if (room) return { venueId: v.id, roomId: room.id, roomName: room.name }
  }
  throw new Error('no bookable activity room in the demo data')
}

/** the next open session of the demo hall with a seat plan (res/api/booking/seatPlans) */
export async function seatedSession(server, site = HOME_SITE) {
  const plan = (await server.api('res/api/booking/seatPlans', { siteCode: site })).datas?.find((p) => p.nextSlotId > 0)
  if (!plan) throw new Error('no seated session in the demo data')
  return { slotId: plan.nextSlotId, activityId: plan.resourceId, hallName: plan.hallName }
}

/** activities (res/api/activity/getActivityList): a bookable one still open for booking, an ended one, one held at a place */
export async function demoActivities(server, site = HOME_SITE) {
  const all = (await server.api('res/api/activity/getActivityList', { siteCode: site, pageSize: 50 })).datas
  const bookable = all.find((a) => a.method === 'ACTIVITY_MODE_FREE' && a.stock > 0 && a.state === 'notStarted')
  const ended = all.find((a) => a.state === 'ended')
  const atPlace = all.find((a) => a.placeId > 0)
  const classify = (await server.api('res/api/activity/getActivityClassifyList', { siteCode: site })).datas[0]
  if (!bookable || !ended || !atPlace || !classify) throw new Error('no demo activities')
  return { bookable, ended, atPlace, classify }
}

/** volunteers (res/api/volunteer*; the demo user's records from the development door GET dev/volunteers/demo, server/src/plugins/volunteers) */
export async function demoVolunteers(server, site = HOME_SITE) {
  const activity = await firstOf(server, 'res/api/volunteerActivity/list', { type: 'all' }, site)
  const team = await firstOf(server, 'res/api/volunteerTeam/list', {}, site)
  const volunteer = await firstOf(server, 'res/api/volunteer/list', {}, site)
  const brand = await firstOf(server, 'res/api/volunteerBrand/list', {}, site)
  const demo = (await server.api('dev/volunteers/demo', { siteCode: site, phone: '13800000001' })).data
  const record = demo?.records?.[0]
  if (!record) throw new Error('no demo volunteer record')
  return { activity, team, volunteer, brand, record, underWay: demo.activities }
}

/** pattern -> path, for the routes whose parameters are not a resource type's detail id */
/** the demo user's quiz records (development door GET dev/courses/demo, server/src/plugins/courses), a course and an instructor */
export async function demoCourses(server, site = HOME_SITE) {
  const course = await firstOf(server, 'res/api/course/list', {}, site)
  const instructor = await firstOf(server, 'res/api/studyInstructor/list', {}, site)
  const records = (await server.api('dev/courses/demo', { siteCode: site, phone: '13800000001' })).data?.records ?? []
  if (!records.length) throw new Error('no demo quiz record')
  return { course, instructor, record: records.find((r) => r.type === 1) ?? records[0] }
}

/** the demo user's trips and the recommended ones (development door GET dev/trips/demo, server/src/plugins/trips) */
export async function demoTrips(server, site = HOME_SITE) {
  const trips = (await server.api('dev/trips/demo', { siteCode: site, phone: '13800000001' })).data
  if (!trips?.own?.length || !trips.recommended?.length) throw new Error('no demo trips')
  return trips
}

/** votes and surveys (res/api/vote/list, res/api/questionnaire/list): a campaign under way taking entries, a survey with groups */
export async function demoVotes(server, site = HOME_SITE) {
  const campaigns = (await server.api('res/api/vote/list', { siteCode: site, pageSize: 50 })).datas
  const open = campaigns.find((c) => c.state === 'underWay' && c.joinable)
  const surveys = (await server.api('res/api/questionnaire/list', { siteCode: site, pageSize: 50 })).datas
  const survey = surveys.find((s) => s.state === 'underWay')
  if (!open || !survey) throw new Error('no demo votes or surveys')
  const detail = (await server.api('res/api/questionnaire/detail', { siteCode: site, id: survey.id })).data
  return { open, survey, group: detail.groups[0].code }
}

/** the demo user's complaints by status (development door GET dev/complaints/demo, server/src/plugins/complaints) */
export async function demoComplaints(server, site = HOME_SITE) {
  const rows = (await server.api('dev/complaints/demo', { siteCode: site, phone: '13800000001' })).data ?? []
  const of = (status) => rows.find((c) => c.status === status)?.id
  if (!of('pending') || !of('processed')) throw new Error('no demo complaints')
  return { pending: of('pending'), accepted: of('accepted'), processed: of('processed') }
}

async function handSamples(server) {
  const tour = await firstOf(server, 'res/api/guideTour/list')
  const agency = await firstOf(server, 'res/api/travelAgency/list')
  const card = await firstOf(server, 'res/api/cityCard/list')
  const region = await firstOf(server, 'res/api/region/siteChildRegion')
  const live = await firstOf(server, 'res/api/live/list')
  const topic = await firstOf(server, 'res/api/topic/list')
  const story = await firstOf(server, 'res/api/story/list', { storyType: 'STORY' })
  const work = await firstOf(server, 'res/api/story/list', { storyType: 'WORK' })
  const news = await firstOf(server, 'res/api/content/list', { channelCode: 'all' })
  const scenic = await firstOf(server, 'res/api/scenic/list')
  const venue = await firstOf(server, 'res/api/venue/list')
  const village = await firstOf(server, 'res/api/rural/list')
  const villageSpot = await firstOf(server, 'res/api/spots/list', { parentId: village.id })
  const gallery = (await server.api('res/api/content/list', { siteCode: HOME_SITE, channelCode: 'all', pageSize: 50 })).datas.find(
    (n) => n.contentType === 'IMAGE',
  )
  // the app's {siteId} is the site code (src/features/guides/DestinationViews.tsx)
  const site = { id: HOME_SITE }
  const successor = await firstOf(server, 'res/api/heritageSuccessor/list')
  const enc = encodeURIComponent
  return {
    // routes whose page reads the query string: the bare path alone would be a page without its subject
    '/user-fans': `/user-fans?relationId=${successor.id}`,
    '/video-player': `/video-player?url=${enc('/api/demo/media/demo-1.mp4')}&title=${enc('熊猫基地的清晨')}`,
    '/bind-phone/:type?': '/bind-phone',
    // a memorial hall (not a spec route: the halls of /index?isWorship=true open it; docs/contract-memorial.md)
    '/memorial-hall/:id': `/memorial-hall/${(await firstOf(server, 'rest/memorial/hall/list')).id}`,
    // the shop's goods (not a spec route; docs/contract-shop.md): the one cd-city's GOODS advert opens
    '/goods-detail/:id': `/goods-detail/${(await server.api('res/api/advert/list', { siteCode: HOME_SITE })).datas.find((a) => a.type === 'GOODS').resourceId}`,
    '/agreement/:kind': '/agreement/privacy',
    '/user-data/:field': '/user-data/nickName',
    '/user-contacts/edit/:id?': '/user-contacts/edit',
    '/user-address/edit/:id?': '/user-address/edit',
    '/accept-invitation/:inviteCode': '/accept-invitation/WL8K2Q',
    '/invite-form-app/:inviteCode': '/invite-form-app/WL8K2Q',
    '/download-app/:inviteCode': '/download-app/WL8K2Q',
    '/news-list/:code': '/news-list/all',
    '/news-list/:code/:tagId': '/news-list/news/1',
    '/scenic-list/:siteId?': `/scenic-list/${site.id}`,
    '/venues-list/:siteId?': `/venues-list/${site.id}`,
    '/hotel-list/:siteId?': `/hotel-list/${site.id}`,
    '/food-list/:siteId?': `/food-list/${site.id}`,
    '/entertain-list/:siteId?': `/entertain-list/${site.id}`,
    '/rura/:region/:siteId?': `/rura/${region.regionCode}`,
    '/scenic-rank/:resourceType': '/scenic-rank/CONTENT_TYPE_SCENERY',
    '/venues-map/:type': '/venues-map/CONTENT_TYPE_VENUE',
    '/service-map/:type/:longitude?/:latitude?': '/service-map/CONTENT_TYPE_PARKING/104.065837/30.657349',
    '/open-map/:lng/:lat/:name/:address': `/open-map/104.065837/30.657349/${enc('天府广场')}/${enc('成都市青羊区人民南路一段')}`,
    '/search/:type?': '/search/CONTENT_TYPE_SCENERY',
    '/guide-list/:keyword/:sex': `/guide-list/${enc('熊猫')}/0`,
    '/travel-list/:siteId/:regionName': `/travel-list/${site.id}/${enc(agency.regionName)}`,
    '/destination-city/:region/:siteId': `/destination-city/${card.regionCode}/${site.id}`,
    '/destination-desc/:region/:id': `/destination-desc/${card.regionCode}/${card.destinationId}?cardId=${card.id}`,
    '/guide-map/:tourId': `/guide-map/${tour.id}`,
    '/news-comment/:type/:id': `/news-comment/${RESOURCE_TYPES.NEWS.code}/${news.id}`,
    '/simple-comment/:type/:id': `/simple-comment/${RESOURCE_TYPES.SCENERY.code}/${scenic.id}`,
    '/venues-comment/:id/:type/:url/:name': `/venues-comment/${venue.id}/${RESOURCE_TYPES.VENUE.code}/venue/${enc(venue.name)}`,
    '/scenic-comment/:id/:type/:url/:name': `/scenic-comment/${scenic.id}/${RESOURCE_TYPES.SCENERY.code}/scenic/${enc(scenic.name)}`,
    '/scenic-write/:id/:type/:title?': `/scenic-write/${scenic.id}/${RESOURCE_TYPES.SCENERY.code}/${enc(scenic.name)}`,
    '/news-list-xj/:code': '/news-list-xj/all',
    '/column-list/:code': '/column-list/scysjj',
    '/column-list-new/:code': '/column-list-new/scysjj',
    '/column-news-list/:code': '/column-news-list/scysjj',
    '/cc-microclass/:code': '/cc-microclass/all',
    // cc-greatwall's own scenic area and work (the park's detail pages read that site's data)
    '/cc-detail/:id': `/cc-detail/${(await firstOf(server, 'res/api/scenic/list', {}, 'cc-greatwall')).id}`,
    '/cc-art-detail/:id': `/cc-art-detail/${(await firstOf(server, 'res/api/story/list', { storyType: 'WORK' }, 'cc-greatwall')).id}`,
    '/other-guide/:type': '/other-guide/routes',
    '/venues-news/:id/:type': `/venues-news/${venue.id}/${RESOURCE_TYPES.VENUE.code}`,
    '/rural-spots-detail/:id': `/rural-spots-detail/${villageSpot.id}`,
    '/problem-detail/:id': `/problem-detail/${(await firstOf(server, 'config/api/faq/list')).id}`,
    '/news-detail/:id': `/news-detail/${news.id}`,
    '/swiper-detail/:id': `/swiper-detail/${gallery?.id}`,
    '/live-list/:id?': `/live-list/${scenic.id}`,
    '/live-desc/:id': `/live-desc/${live.id}`,
    '/topic-rule/:id': `/topic-rule/${topic.id}`,
    '/story-list/:id': `/story-list/${story.tagId}`,
    '/story-detail/:id/:type?': `/story-detail/${story.id}`,
    '/work-detail/:id/:type?': `/work-detail/${work.id}/work`,
    '/message-detail/:id': '/message-center',
    '/appointment-order/:id/:date?': `/appointment-order/${await bookableVenue(server)}`,
    ...(await (async () => {
      const v = await demoVolunteers(server)
      return {
        '/volunteer-list/:type': '/volunteer-list/all',
        '/volunteer-activity-desc/:id': `/volunteer-activity-desc/${v.activity.id}`,
        '/sign-in-activity-detail/:id': `/sign-in-activity-detail/${v.activity.id}`,
        '/volunteers-desc/:id': `/volunteers-desc/${v.volunteer.id}`,
        '/group-desc/:id': `/group-desc/${v.team.id}`,
        '/volunteer-calendar/:teamId': `/volunteer-calendar/${v.team.id}`,
        '/volunteer-manage/:teamId': `/volunteer-manage/${v.team.id}`,
        '/volunteer-brand/:id': `/volunteer-brand/${v.brand.id}`,
        '/service-record-desc/:relationId/:type': `/service-record-desc/${v.record.id}/${v.record.kind}`,
      }
    })()),
    ...(await (async () => {
      const a = await demoActivities(server)
      const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
      return {
        '/activity/:classifyId?': `/activity/${a.classify.id}`,
        '/activity-list/:classifyId/:date': `/activity-list/all/${today}`,
        '/detail-activity-list/:id/:type': `/detail-activity-list/${a.atPlace.placeId}/${a.atPlace.placeType}`,
        '/activity-order/:id': `/activity-order/${a.bookable.id}`,
        '/activity-success/:orderCode': `/activity-success/${await demoBooking(server)}`,
        '/activity-write/:id/:type': `/activity-write/${a.ended.id}/${RESOURCE_TYPES.ACTIVITY.code}`,
        '/activity-survey': `/activity-survey?activityId=${a.ended.id}`,
        '/user-activity': `/user-activity?orderType=${RESOURCE_TYPES.ACTIVITY.code}`,
      }
    })()),
    '/activity-room/:id': `/activity-room/${(await bookableRoom(server)).venueId}`,
    '/time-choice/:id': `/time-choice/${(await bookableRoom(server)).roomId}`,
    // without a session chosen on /time-choice the page offers to choose one
    '/room-order/:id': `/room-order/${(await bookableRoom(server)).roomId}`,
    '/order-success/:orderCode': `/order-success/${await demoBooking(server)}`,
    '/appointment-success': `/appointment-success?orderCode=${await demoBooking(server)}`,
    '/seat-selection/:id/:max/:activityId': await (async () => {
      const s = await seatedSession(server)
      return `/seat-selection/${s.slotId}/2/${s.activityId}`
    })(),
    // the demo user (the one this test logs in) may not book (SHORT_LOSE_CREDIT): their seeded visit, paid
    // for nothing, shows the page's nothing-to-pay state
    '/order-pay/:orderCode': `/order-pay/${await demoBooking(server)}`,
    // the demo user's orders (the route loop logs in as the demo user): a shipped one has a detail and a shipment
    '/order-detail/:id': `/order-detail/${await shippedDemoOrder(server)}`,
    '/logistics/:id': `/logistics/${await shippedDemoOrder(server)}`,
    // the demo user is not staff of the venue: the page says so (the demo friend is, tests/e2e/orders.test.mjs)
    '/write-off/:resourceType/:resourceId': `/write-off/CONTENT_TYPE_VENUE/${await bookableVenue(server)}`,
    // the demo user's own trip (the route loop logs in as the demo user)
    '/itinerary-detail/:id': `/itinerary-detail/${(await demoTrips(server)).own[0]}`,
    // the demo user's processed complaint: its whole timeline (the route loop logs in as the demo user)
    '/complain-detail/:id': `/complain-detail/${(await demoComplaints(server)).processed}`,
    '/itinerary-edit/:id?': `/itinerary-edit/${(await demoTrips(server)).own[0]}`,
    '/amusement-facility-theme/:id': `/amusement-facility-theme/${await themeId(server)}`,
    // the demo user's ZYTF order (the route loop logs in as the demo user): the detail of the ZYTF variant
    '/reservation-detail/:id': `/reservation-detail/${(await demoAppointments(server)).zytf[0].orderCode}?zytf=1`,
    '/reservation-write/:resourceId/:resourceType/:orderId': `/reservation-write/${await bookableVenue(server)}/CONTENT_TYPE_VENUE/${(await demoAppointments(server)).zytf[0].orderCode}`,
    '/narrator-order/:id': `/narrator-order/${await serviceOf(server, 'CONTENT_TYPE_NARRATOR')}`,
    '/interpretation-order/:id': `/interpretation-order/${await serviceOf(server, 'CONTENT_TYPE_INTERPRETATION')}`,
    '/interpretation-success/:orderCode/:type': `/interpretation-success/${await demoBooking(server)}/narrator`,
    ...(await (async () => {
      const v = await demoVotes(server)
      return {
        '/vote-detail/:id': `/vote-detail/${v.open.id}`,
        '/vote-search/:id/:voteType': `/vote-search/${v.open.id}/${v.open.voteType}`,
        '/vote-join/:voteId/:proId?': `/vote-join/${v.open.id}`,
        '/question-info/:id': `/question-info/${v.survey.id}`,
        '/naire-list/:id/:groupCode?': `/naire-list/${v.survey.id}/${v.group}`,
      }
    })()),
    ...(await (async () => {
      const c = await demoCourses(server)
      return {
        '/practice-list/:courseId/:type': `/practice-list/${c.course.id}/1`,
        // the demo user's own record (the route loop logs in as the demo user)
        '/answer-resolution/:recordId/:type': `/answer-resolution/${c.record.id}/${c.record.type}`,
        '/answer-results/:type': '/answer-results/1',
        '/study-instructor-details/:id': `/study-instructor-details/${c.instructor.id}`,
      }
    })()),
    ...(await (async () => {
      const c = await demoCampaigns(server)
      return {
        // a campaign no route names (docs/contract-campaigns.md): the proof a new campaign needs no build
        '/campaign/:code': '/campaign/summer-night-tour',
        '/player-list/:code': '/player-list/skills-competition',
        '/winter-scenic-desc/:id': `/winter-scenic-desc/${c.winterPlace}`,
      }
    })()),
  }
}

/** pattern of a detail page -> the resource type whose `detail(id)` builds it */
function detailTypes() {
  const byPattern = {}
  for (const type of Object.values(RESOURCE_TYPES)) {
    if (!type.detail) continue
    const pattern = type.detail('987654321').replace('987654321', ':id')
    byPattern[pattern] = type
  }
  return byPattern
}

/**
 * Every route the app builds as `{ page, pattern, site, path }`, one per spec path pattern (an
 * optional parameter's bare form `/scenic-list` is its own sample besides the filled one).
 */
export async function routeSamples(server) {
  const hand = await handSamples(server)
  const details = detailTypes()
  const samples = []
  const missing = []
  for (const [page, entry] of Object.entries(table.pages)) {
    if (page === 'not-found') continue
    for (const pattern of entry.routes) {
      const site = SITE_OF_PATTERN[pattern] ?? HOME_SITE
      const add = (path) => samples.push({ page, pattern, site, path })
      if (!pattern.includes(':')) {
        add(hand[pattern] ?? pattern)
        continue
      }
      if (/:\w+\?$/.test(pattern) && !pattern.slice(0, pattern.lastIndexOf('/:')).includes(':'))
        add(pattern.slice(0, pattern.lastIndexOf('/:')))
      const type = entry.routes.map((r) => details[r]).find(Boolean)
      if (hand[pattern]) add(hand[pattern])
      else if (type && /\/:id$/.test(pattern)) add(pattern.replace(':id', String((await firstOf(server, `${type.api}/list`, {}, site)).id)))
      else missing.push(`${pattern} (page ${page})`)
    }
  }
  if (missing.length) throw new Error(`no sample address for ${missing.join(', ')}: add them to tests/e2e/route-samples.mjs`)
  return samples
}
