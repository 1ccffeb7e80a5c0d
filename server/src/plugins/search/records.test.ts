/**
 * Search records (save, list, clear: login only, per user and site, 20 at most, the same
 * keyword moved to the top) and hot words (per site, by sort then hits; a hit on a hot word
 * counts, an unknown word is never added).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { get, login, post, startHarness, type Harness } from '../account/test-harness'
import { HOT_WORD_HITS } from './hot-word-routes'

let h: Harness
let alice: string
let bob: string

before(async () => {
  h = await startHarness()
  alice = (await login(h, '13800000001')).userToken
  bob = (await login(h, '13800000002')).userToken
})
after(() => h.close())

const save = (keyword: string, token = alice, site?: string) => post(h, 'res/api/es/saveSearchRecord', { keyword }, { token, site })
async function records(token = alice, site?: string): Promise<string[]> {
  const body = (await get(h, 'res/api/es/getSearchRecord', {}, { token, site })).json()
  assert.equal(body.code, 0)
  return body.datas.map((r: { keyword: string }) => r.keyword)
}

describe('search records', () => {
  it('need a login: code 2 without a token', async () => {
    assert.equal((await get(h, 'res/api/es/getSearchRecord')).json().code, 2)
    assert.equal((await post(h, 'res/api/es/saveSearchRecord', { keyword: '熊猫' })).json().code, 2)
    assert.equal((await post(h, 'res/api/es/clearSearchRecord')).json().code, 2)
  })

  it('save lists newest first; saving a keyword again moves it to the top once; trimmed', async () => {
    for (const k of ['熊猫', ' 火锅 ', '都江堰']) {
      assert.equal((await save(k)).json().code, 0)
      h.advance(1000)
    }
    assert.deepEqual(await records(), ['都江堰', '火锅', '熊猫'])
    await save('熊猫')
    h.advance(1000)
    assert.deepEqual(await records(), ['熊猫', '都江堰', '火锅'])
  })

  it('are per user and per site', async () => {
    assert.deepEqual(await records(bob), [])
    // a token is per site: the same phone signed in on cd-city sees none of its intl-expo records
    const aliceCd = (await login(h, '13800000001', { site: 'cd-city' })).userToken
    assert.deepEqual(await records(aliceCd, 'cd-city'), [])
  })

  it('keep the latest 20', async () => {
    for (let i = 1; i <= 22; i++) {
      await save(`词${i}`)
      h.advance(1000)
    }
    const list = await records()
    assert.equal(list.length, 20)
    assert.equal(list[0], '词22')
    assert.equal(list[19], '词3')
  })

  it('a blank or too long keyword is refused with a message', async () => {
    const blank = (await post(h, 'res/api/es/saveSearchRecord', { keyword: '  ' }, { token: alice, lang: 'en' })).json()
    assert.equal(blank.code, 400)
    assert.match(blank.message, /search keyword/)
    assert.equal((await save('x'.repeat(51))).json().code, 400)
  })

  it('clear removes the caller’s records of this site only', async () => {
    await save('青城山', bob)
    assert.equal((await post(h, 'res/api/es/clearSearchRecord', {}, { token: alice })).json().code, 0)
    assert.deepEqual(await records(), [])
    assert.deepEqual(await records(bob), ['青城山'])
  })
})

describe('hot words', () => {
  const hot = async (site: string) => {
    const body = (await get(h, 'res/api/hotWord/list', {}, { site })).json()
    assert.equal(body.code, 0)
    return body.datas as Array<{ id: number; word: string; hits: number }>
  }

  it('each demo site has its own region’s words, at most 10', async () => {
    const cd = (await hot('cd-city')).map((w) => w.word)
    assert.ok(cd.includes('大熊猫') && cd.includes('宽窄巷子') && cd.includes('火锅'))
    const djy = (await hot('djy-scenic')).map((w) => w.word)
    assert.equal(djy[0], '都江堰')
    assert.ok(djy.includes('青城山') && !djy.includes('宽窄巷子'))
    assert.ok((await hot('xj-region')).some((w) => w.word === '喀纳斯'))
    assert.ok((await hot('cd-city')).length <= 10)
  })

  it('addHotWordSearchRecord adds a hit to a hot word of the site; an unknown word is not added', async () => {
    const before = (await hot('djy-scenic')).find((w) => w.word === '青城山')!
    const res = await post(h, 'res/api/hotWord/addHotWordSearchRecord', { keyword: '青城山' }, { site: 'djy-scenic' })
    assert.equal(res.json().code, 0)
    await h.app.cache.invalidate('hotWord')
    assert.equal((await hot('djy-scenic')).find((w) => w.word === '青城山')!.hits, before.hits + 1)
    await post(h, 'res/api/hotWord/addHotWordSearchRecord', { keyword: '我的广告' }, { site: 'djy-scenic' })
    await h.app.cache.invalidate('hotWord')
    assert.ok(!(await hot('djy-scenic')).some((w) => w.word === '我的广告'))
    const blank = await post(h, 'res/api/hotWord/addHotWordSearchRecord', { keyword: '' }, { site: 'djy-scenic' })
    assert.equal(blank.json().code, 400)
  })

  it('one address adds at most 20 hits per site and hour: 1,000 hits do not move a word to first place; others still count', async () => {
    const site = 'xj-region'
    const words = async () => {
      await h.app.cache.invalidate('hotWord')
      return hot(site)
    }
    const before = await words()
    const last = before[before.length - 1]
    // 10 rounds of 100 at once (below the 256 calls in flight that answer code 5)
    for (let round = 0; round < 10; round++) {
      const flood = await Promise.all(
        Array.from({ length: 100 }, () =>
          post(h, 'res/api/hotWord/addHotWordSearchRecord', { keyword: last.word }, { site, ip: '203.0.113.50' }),
        ),
      )
      // beyond the limit the call still answers success
      assert.ok(flood.every((r) => r.json().code === 0))
    }
    const after = await words()
    assert.equal(after.find((w) => w.word === last.word)!.hits, last.hits + HOT_WORD_HITS.max)
    assert.notEqual(after[0].word, last.word)
    // another address still counts, and so does the same address on another site
    await post(h, 'res/api/hotWord/addHotWordSearchRecord', { keyword: last.word }, { site, ip: '203.0.113.51' })
    assert.equal((await words()).find((w) => w.word === last.word)!.hits, last.hits + HOT_WORD_HITS.max + 1)
    const djy = (await hot('djy-scenic')).find((w) => w.word === '青城山')!
    await post(h, 'res/api/hotWord/addHotWordSearchRecord', { keyword: '青城山' }, { site: 'djy-scenic', ip: '203.0.113.50' })
    await h.app.cache.invalidate('hotWord')
    assert.equal((await hot('djy-scenic')).find((w) => w.word === '青城山')!.hits, djy.hits + 1)
  })
})
