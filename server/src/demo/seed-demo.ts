/**
 * The ONE demo seeder (issue 23): every demo row of every capability, written by buildApp when
 * its `demoData` option is on (the default outside production: `npm start`, tests, the seeded
 * test template), never in production. The seed files stay beside their capabilities (they know
 * their tables); capabilities do not call them. Each seeder writes only to sites that have none of
 * its rows, so a restart adds nothing twice.
 *
 * Order matters: the capabilities' order in app.ts, which is the order their rows need (places
 * before what sits at a place, activities before the adverts opening one, the demo users before
 * their orders, the complaints' operator before the roles granted to them, everything before the
 * campaign pages naming it), and the seated hall plan last (it needs the seated demo activity).
 *
 * Demo people (the site's test accounts, their orders, trips, learner records, complaints,
 * volunteers, operator roles) are left out with ACCOUNT_DEMO_SEED=0, as most tests want.
 */
import type { FastifyInstance } from 'fastify'
import { grantDemoRole } from '../auth/operator-roles'
import { seedDemoMenus } from '../db/seed'
import { seedDemoPlaces } from '../db/seed/places'
import { seedDemoAccounts } from '../plugins/account/demo-seed'
import { seedDemoActivities } from '../plugins/activities/demo'
import { seedDemoAppointments } from '../plugins/booking/demo-appointments'
import { seedDemoBooking } from '../plugins/booking/demo-booking'
import { seedDemoSeats } from '../plugins/booking/demo-seats'
import { seedDemoCampaigns } from '../plugins/campaigns/demo'
import { EDITOR_ROLE } from '../plugins/campaigns/operator-routes'
import { seedDemoComments } from '../plugins/comments/demo-comments'
import { recountAllComments } from '../plugins/comments/recount-all'
import { seedDemoComplaints } from '../plugins/complaints/demo'
import { seedDemoColumns } from '../plugins/content/columns'
import { seedDemoContent } from '../plugins/content/demo-content'
import { seedDemoCourses, seedDemoLearner } from '../plugins/courses/demo'
import { seedDemoGuides } from '../plugins/guides/demo-seed'
import { seedDemoFaq } from '../plugins/help/demo-faq'
import { seedDemoHeritage } from '../plugins/heritage/demo/seed'
import { seedDemoAdverts } from '../plugins/home/demo-adverts'
import { seedDemoBrands } from '../plugins/home/demo-brands'
import { seedDemoMedia } from '../plugins/media/demo-media'
import { seedDemoMemorial } from '../plugins/memorial/demo'
import { MODERATOR_ROLE } from '../plugins/memorial/review-routes'
import { seedDemoOrders } from '../plugins/orders/demo-orders'
import { seedHotWords } from '../plugins/search/hot-words'
import { seedDemoShop } from '../plugins/shop/demo'
import { seedDemoVisits } from '../plugins/stats/demo-visits'
import { seedDemoStories } from '../plugins/stories/demo-stories'
import { seedDemoTrips } from '../plugins/trips/demo'
import { seedDemoVolunteers } from '../plugins/volunteers/demo'
import { seedDemoVotes } from '../plugins/votes/demo'

export interface DemoSeedOptions {
  /** the demo people and what they own (default: ACCOUNT_DEMO_SEED is not '0') */
  people?: boolean
}

export async function seedDemoData(app: FastifyInstance, options: DemoSeedOptions = {}): Promise<void> {
  const people = options.people ?? process.env.ACCOUNT_DEMO_SEED !== '0'
  const { db } = app
  const sites = app.sites.all()
  const now = () => app.clock()

  await seedDemoMenus(db)
  await seedDemoPlaces(db)
  if (people) for (const site of sites) await seedDemoAccounts(app, site)
  await seedDemoContent(db, now())
  await seedDemoColumns(db, now())
  await seedDemoGuides(db)
  await seedHotWords(db)
  await seedDemoHeritage(db)
  await seedDemoStories(db, now())
  // the demo commenters are users of their own (not the test accounts): whatever `people` says
  await seedDemoComments(db, now())
  await seedDemoMedia(db, now())
  await seedDemoBooking(db, now())
  await seedDemoAppointments(app, now())
  await seedDemoActivities(db, now())
  await seedDemoAdverts(app)
  await seedDemoBrands(app)
  for (const site of sites) await seedDemoVolunteers(app, site, people)
  if (people) for (const site of sites) await seedDemoOrders(app, site)
  await seedDemoCourses(db, now())
  if (people) for (const site of sites) await seedDemoLearner(app, site.id, site.config.testAccounts?.[0] ?? '13800000001')
  for (const site of sites) await seedDemoTrips(app, site, people)
  await seedDemoFaq(db, now())
  await seedDemoVotes(db, app.fieldCrypto, now())
  if (people) for (const site of sites) await seedDemoComplaints(app, site)
  // the messages' demo authors are users of their own, like the commenters
  await seedDemoMemorial(db, now(), { withMessages: true })
  // the demo staff member (13800000004, the complaints' operator) reviews held messages and edits campaigns
  if (people) await grantDemoRole(app, MODERATOR_ROLE, (site) => `${site.config.name}寄语审核`)
  await seedDemoCampaigns(db, now())
  if (people) await grantDemoRole(app, EDITOR_ROLE, (site) => `${site.config.name}专题编辑`)
  await seedDemoShop(app)
  await seedDemoSeats(db, now())
  await seedDemoVisits(db, now())
  // last: whatever count a seed table wrote, a detail's comment count is its comment list's total
  await recountAllComments(db)
}
