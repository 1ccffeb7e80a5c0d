/**
 * Every demo item's picture shows its subject (issue 28): inheritors and guides are portraits,
 * embroidery is embroidery, dishes are dishes, craft projects are craft objects and stage arts
 * performers (not museum buildings); a gallery never shows one picture twice nor one scene twice;
 * the Great Wall park and Xinjiang show no Sichuan pandas or hot pot; Xinjiang's food shows Xinjiang's
 * dishes (kebab, laghman, big-plate chicken, pilaf), Chengdu's Sichuan ones. Read from the seeded demo
 * database, so the seeds are what is checked, not the rule against itself.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq, inArray } from 'drizzle-orm'
import type { DatabaseHandle } from '../../db/database'
import {
  guides,
  heritageEntries,
  heritageProjects,
  heritageSuccessors,
  places,
  shopGoods,
  sites,
  stories,
  voteCampaigns,
  voteEntries,
} from '../../db/schema'
import { openSeededTestDatabase } from '../../testing/seeded-template'
import { isDemoScene, type DemoScene } from './pictures'
import { heritageKind, KIND_SCENES, kindOfScene, subjectOfText, type SubjectKind } from './subjects'

/** the scene of a demo picture URL */
function sceneOf(url: string): DemoScene {
  const m = /\/api\/demo\/pictures\/([a-z]+)-\d+(-pano)?\.svg$/.exec(url)
  assert.ok(m && isDemoScene(m[1]), `${url} is a demo picture`)
  return m[1] as DemoScene
}
const kindOf = (url: string) => kindOfScene(sceneOf(url))

/** a gallery: no picture twice, no scene twice (three hot pots in a row look alike) */
function assertVaried(urls: string[], at: string): void {
  assert.equal(new Set(urls).size, urls.length, `${at}: a picture twice (${urls.join(', ')})`)
  const scenes = urls.map(sceneOf)
  assert.equal(new Set(scenes).size, scenes.length, `${at}: a scene twice (${scenes.join(', ')})`)
}

const PEOPLE = new Set<DemoScene>(['man', 'woman'])
const OBJECT_KINDS = new Set<SubjectKind | null>(['craft', 'embroidery', 'dish'])
/** a dish: Sichuan's, or Xinjiang's where xj-region cooks it */
const DISH_KINDS = new Set<SubjectKind | null>(['dish', 'xjdish'])

describe('demo pictures show their subjects', () => {
  let database: DatabaseHandle
  before(async () => {
    database = await openSeededTestDatabase()
  })
  after(async () => {
    await database.close()
  })

  it('heritage: inheritors are portraits (a woman for her), then at work; projects show their craft or performance', async () => {
    const db = database.db
    const successors = await db.select().from(heritageSuccessors)
    assert.ok(successors.length > 20)
    for (const s of successors) {
      assert.equal(sceneOf(s.cover), s.sex === '2' ? 'woman' : 'man', `${s.name}: a portrait`)
      assert.ok(PEOPLE.has(sceneOf(s.images[0].url)), `${s.name}: the gallery opens with the person`)
      assertVaried(
        s.images.map((i) => i.url),
        s.name,
      )
    }
    const projects = await db.select().from(heritageProjects)
    for (const p of projects) {
      const kind = kindOf(p.cover)
      if (/绣/.test(p.name)) assert.equal(sceneOf(p.cover), 'embroidery', `${p.name}: embroidery`)
      if (['DRAMA', 'QUYI', 'MUSIC', 'DANCE'].includes(p.category) && !/制作/.test(p.name))
        assert.equal(kind, 'performer', `${p.name} (${p.category}): a performer, not ${sceneOf(p.cover)}`)
      // a craft is its object (the wall's bricks may show the wall they built, not a museum)
      if (p.category === 'CRAFT' || p.category === 'ART')
        assert.ok(OBJECT_KINDS.has(kind) || kind === 'greatwall', `${p.name} (${p.category}): a crafted thing, not ${sceneOf(p.cover)}`)
      assert.equal(kind, heritageKind(p.category, p.name) ?? kind, p.name)
      assertVaried(
        p.images.map((i) => i.url),
        p.name,
      )
    }
    assert.ok(!projects.every((p) => sceneOf(p.cover) === 'museum'))
    const food = await db.select().from(heritageEntries).where(eq(heritageEntries.kind, 'FOOD'))
    assert.ok(food.length > 0)
    for (const f of food) assert.ok(DISH_KINDS.has(kindOf(f.cover)), `${f.title}: a dish, not ${sceneOf(f.cover)}`)
  })

  it('contests of people show people; every finalist’s pictures differ', async () => {
    const db = database.db
    const campaigns = await db.select().from(voteCampaigns)
    const people = new Set(campaigns.filter((c) => c.voteType === 'PERSON').map((c) => c.id))
    assert.ok(people.size > 0)
    for (const e of await db.select().from(voteEntries)) {
      if (people.has(e.voteId)) assert.ok(PEOPLE.has(sceneOf(e.pictures[0])), `${e.title}: a portrait, not ${sceneOf(e.pictures[0])}`)
      assertVaried(e.pictures, e.title)
      if (people.has(e.voteId) && /绣/.test(e.description))
        assert.ok(
          e.pictures.some((u) => sceneOf(u) === 'embroidery'),
          e.title,
        )
    }
  })

  it('goods and shops look like what they sell: the 蜀绣 fan and 蜀绣坊 are embroidery', async () => {
    const db = database.db
    const goods = await db.select().from(shopGoods)
    const fans = goods.filter((g) => /蜀绣/.test(g.name))
    assert.ok(fans.length > 0)
    for (const g of fans) assert.equal(sceneOf(g.pictures[0]), 'embroidery', g.name)
    for (const g of goods) assertVaried(g.pictures, g.name)
    const shops = await db
      .select()
      .from(places)
      .where(inArray(places.type, ['SPECIALITY', 'FOOD']))
    const workshop = shops.find((p) => p.name === '蜀绣坊')
    assert.ok(workshop)
    assert.equal(sceneOf(workshop.cover), 'embroidery')
    for (const p of shops) {
      const said = subjectOfText(p.name)
      if (said === 'embroidery' || said === 'craft') assert.equal(kindOf(p.cover), said, `${p.name}: ${sceneOf(p.cover)}`)
    }
    for (const p of await db.select().from(places))
      assertVaried(
        p.images.map((i) => i.url),
        p.name,
      )
  })

  it('guides are portraits; stories show their subject in different scenes; no panda on the Great Wall or in Xinjiang', async () => {
    const db = database.db
    for (const g of await db.select().from(guides)) assert.equal(sceneOf(g.cover), g.sex === '2' ? 'woman' : 'man', g.name)
    const all = await db.select().from(stories)
    assert.ok(all.length > 0)
    for (const s of all) {
      assertVaried(s.images, s.title)
      const said = subjectOfText(s.title)
      if (said === 'performer') assert.equal(kindOf(s.cover), said, `${s.title}: ${sceneOf(s.cover)}`)
      if (said === 'dish') assert.ok(DISH_KINDS.has(kindOf(s.cover)), `${s.title}: ${sceneOf(s.cover)}`)
    }
    const away = await db
      .select({ id: sites.id })
      .from(sites)
      .where(inArray(sites.siteCode, ['cc-greatwall', 'xj-region']))
    const theirs = all.filter((s) => away.some((a) => a.id === s.siteId))
    assert.ok(theirs.length > 0)
    for (const s of theirs)
      for (const url of s.images) assert.ok(!['panda', 'hotpot', 'bamboo'].includes(sceneOf(url)), `${s.title}: ${sceneOf(url)}`)
  })

  it('food pictures by region: Xinjiang’s restaurants, food stories and heritage food show Xinjiang’s dishes, Chengdu’s Sichuan ones', async () => {
    const db = database.db
    const idOf = async (code: string) => (await db.select({ id: sites.id }).from(sites).where(eq(sites.siteCode, code)))[0].id
    const xinjiang = new Set<DemoScene>(KIND_SCENES.xjdish)
    const sichuan = new Set<DemoScene>(KIND_SCENES.dish.filter((s) => s !== 'tea'))
    for (const [code, own, other] of [
      ['xj-region', xinjiang, sichuan],
      ['cd-city', sichuan, xinjiang],
    ] as const) {
      const siteId = await idOf(code)
      const food = await db
        .select()
        .from(places)
        .where(eq(places.siteId, siteId))
        .then((rows) => rows.filter((p) => p.type === 'FOOD'))
      const told = (await db.select().from(stories).where(eq(stories.siteId, siteId))).filter((s) => subjectOfText(s.title) === 'dish')
      const heritage = await db.select().from(heritageEntries).where(eq(heritageEntries.siteId, siteId))
      const pictures: Array<[string, string]> = [
        ...food.flatMap((p) => p.images.map((i) => [p.name, i.url] as [string, string])),
        ...told.flatMap((s) => s.images.map((url) => [s.title, url] as [string, string])),
        ...heritage.filter((h) => h.kind === 'FOOD').map((h) => [h.title, h.cover] as [string, string]),
      ]
      assert.ok(food.length > 0 && told.length > 0, `${code} has restaurants and food stories`)
      for (const [what, url] of pictures) assert.ok(!other.has(sceneOf(url)), `${code} ${what}: ${sceneOf(url)}`)
      // and the region's own dishes are there: restaurants and food stories open with them
      for (const [what, covers] of [
        ['restaurants', food.map((p) => p.cover)],
        ['food stories', told.map((s) => s.cover)],
      ] as const)
        assert.ok(
          covers.some((url) => own.has(sceneOf(url))),
          `${code} ${what}: ${covers.map(sceneOf).join(', ')}`,
        )
    }
  })
})
