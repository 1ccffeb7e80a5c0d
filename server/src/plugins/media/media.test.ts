/**
 * Media calls: live and stream media lists and details per site, likes (one per user, a toggle,
 * concurrent taps counted once), comments (login, required, cut to 200 characters, stored as
 * written), bad ids as envelopes; the demo files: Range answers 206 with the right Content-Type,
 * the live playlist slides, and without ffmpeg the envelope says so. Columns and magazines of the
 * content capability too.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { createUser } from '../../auth/users'
import { issueToken } from '../../auth/tokens'
import { buildApp } from '../../app'
import { openTestDatabase } from '../../testing/test-database'
import { useTestApp } from '../../testing/test-app'
import { siteIdOf } from '../places/test-fixtures'
import { renderPicture } from '../demo-pictures/pictures'
import { demoMediaDir, livePlaylist, parseDemoName } from './demo-files'
import { clockText, minuteOf } from './demo-live'

const app = useTestApp()
const HAS_FFMPEG = spawnSync('ffmpeg', ['-version']).status === 0
const SITE = 'cd-city'

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await app().inject({ method: 'GET', url, headers })
  return {
    status: res.statusCode,
    headers: res.headers,
    body: String(res.headers['content-type'] ?? '').includes('json') ? res.json() : res.rawPayload,
  }
}
/** the stream of the site's first live scenic webcam */
async function liveUrl(): Promise<string> {
  const rooms = (await get(`/api/res/api/live/list?siteCode=${SITE}&category=scenic`)).body.datas as { streamUrl: string }[]
  return rooms[0].streamUrl
}
async function post(url: string, fields: Record<string, string>) {
  const res = await app().inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  return { status: res.statusCode, body: res.json() }
}
async function tokenOf(nickname: string) {
  const siteId = await siteIdOf(app(), SITE)
  const user = await createUser(app().db, app().fieldCrypto, { siteId, nickname })
  return (await issueToken(app().db, { userId: user.id, siteId, now: app().clock() })).token
}
const M = `/api/res/api/streamMedia`

describe('live and stream media lists', () => {
  it('lists the live rooms of a category and one in detail; another site’s id is not found', async () => {
    const scenic = (await get(`/api/res/api/live/list?siteCode=${SITE}&category=scenic`)).body
    assert.equal(scenic.code, 0)
    assert.ok(scenic.datas.length >= 2)
    assert.ok(scenic.datas.every((r: { category: string; streamUrl: string }) => r.category === 'scenic' && r.streamUrl.endsWith('.m3u8')))
    const detail = (await get(`/api/res/api/live/detail?siteCode=${SITE}&id=${scenic.datas[0].id}`)).body
    assert.equal(detail.data.title, scenic.datas[0].title)
    const other = (await get(`/api/res/api/live/detail?siteCode=intl-expo&id=${scenic.datas[0].id}`)).body
    assert.equal(other.code, 404)
  })

  it('a scenic area’s webcams by scenicId (its tour bar’s /live-list/{id}); a bad id is a clear error', async () => {
    const scenic = (await get(`/api/res/api/live/list?siteCode=${SITE}&category=scenic`)).body.datas as { scenicId: number | null }[]
    const areas = [...new Set(scenic.map((r) => r.scenicId))]
    assert.ok(areas.length >= 1 && areas.every((id) => typeof id === 'number'), `webcams belong to scenic areas: ${areas}`)
    const detail = (await get(`/api/res/api/scenic/detail?siteCode=${SITE}&id=${areas[0]}`)).body
    assert.equal(detail.code, 0, 'the area is a scenic area of the site')
    const rooms = (await get(`/api/res/api/live/list?siteCode=${SITE}&scenicId=${areas[0]}`)).body.datas as { scenicId: number }[]
    assert.ok(rooms.length >= 1 && rooms.every((r) => r.scenicId === areas[0]))
    assert.equal(rooms.length, scenic.filter((r) => r.scenicId === areas[0]).length)
    const slow = (await get(`/api/res/api/live/list?siteCode=${SITE}&category=slow`)).body.datas as { scenicId: number | null }[]
    assert.ok(slow.every((r) => r.scenicId === null))
    assert.equal((await get(`/api/res/api/live/list?siteCode=${SITE}&scenicId=abc`)).body.code, 400)
  })

  it('filters stream media by type: videos are MP4 files of the server, audio guides m4a', async () => {
    const shorts = (await get(`${M}/list?siteCode=${SITE}&mediaType=SHORT`)).body
    assert.equal(shorts.code, 0)
    assert.ok(shorts.datas.length >= 3 && shorts.datas.every((m: { mediaType: string }) => m.mediaType === 'SHORT'))
    assert.match(shorts.datas[0].url, /^\/api\/demo\/media\/demo-\d\.mp4$/)
    const audio = (await get(`${M}/list?siteCode=${SITE}&mediaType=AUDIO`)).body
    assert.match(audio.datas[0].url, /\.m4a$/)
  })

  it('answers bad ids and filters with a 400 envelope, never 500', async () => {
    for (const q of ['id=abc', 'id=0', 'id=-3', 'id=1&id=2', '']) {
      const r = await get(`${M}/detail?siteCode=${SITE}&${q}`)
      assert.equal(r.status, 400, q)
      assert.equal(r.body.code, 400)
      assert.ok(r.body.message)
    }
    assert.equal((await get(`${M}/detail?siteCode=${SITE}&id=999999`)).body.code, 404)
    assert.equal((await get(`${M}/list?siteCode=${SITE}&mediaType=<script>`)).body.code, 400)
    assert.equal((await get(`${M}/getCommentByone?siteCode=${SITE}&id=x`)).body.code, 400)
  })
})

describe('likes and comments', () => {
  it('needs a login', async () => {
    const id = (await get(`${M}/list?siteCode=${SITE}`)).body.datas[0].id
    assert.equal((await post(`${M}/like?siteCode=${SITE}`, { id: String(id) })).body.code, 2)
    assert.equal((await post(`${M}/saveComment?siteCode=${SITE}`, { id: String(id), content: 'hi' })).body.code, 2)
  })

  it('a like toggles and counts once per user, even when sent twice at once', async () => {
    const item = (await get(`${M}/list?siteCode=${SITE}&mediaType=VIDEO`)).body.datas[0]
    const token = await tokenOf('liker')
    const like = () => post(`${M}/like?siteCode=${SITE}&token=${token}`, { id: String(item.id) })
    const [a, b] = await Promise.all([like(), like()])
    const counts = [a.body.data, b.body.data]
    // one of the two adds the like, the other (arriving after it) takes it away again
    assert.ok(counts.some((s) => s.status === true && s.count === item.likeNum + 1))
    const after = (await get(`${M}/detail?siteCode=${SITE}&id=${item.id}`)).body.data.likeNum
    assert.ok(after === item.likeNum || after === item.likeNum + 1)
    const again = (await like()).body.data
    assert.equal(again.count, again.status ? item.likeNum + 1 : item.likeNum)
  })

  it('a comment is required, cut to 200 characters, stored as written and listed newest first', async () => {
    const item = (await get(`${M}/list?siteCode=${SITE}&mediaType=SHORT`)).body.datas[0]
    const token = await tokenOf('writer')
    const url = `${M}/saveComment?siteCode=${SITE}&token=${token}&lang=en`
    const empty = await post(url, { id: String(item.id), content: '   ' })
    assert.equal(empty.body.code, 400)
    // rules-and-contract 5: the list screens' wording of "Please enter the comments!" (cd-city speaks Chinese)
    assert.equal(empty.body.message, '请输入评论')
    const xss = '<img src=x onerror=alert(1)>'
    assert.equal((await post(url, { id: String(item.id), content: xss })).body.code, 0)
    const long = '山'.repeat(250)
    assert.equal((await post(url, { id: String(item.id), content: long })).body.data.content, '山'.repeat(200))
    const list = (await get(`${M}/getCommentByone?siteCode=${SITE}&id=${item.id}`)).body
    assert.equal(list.page.total, 2)
    assert.equal(list.datas[1].content, xss)
    assert.equal(list.datas[0].nickName, 'writer')
    assert.equal((await get(`${M}/detail?siteCode=${SITE}&id=${item.id}`)).body.data.commentNum, item.commentNum + 2)
  })
})

describe('stream-media comment moderation (the comments capability’s rules)', () => {
  it('a comment with a sensitive word is held: answered pending, not listed, not counted', async () => {
    const item = (await get(`${M}/list?siteCode=${SITE}&mediaType=SHORT`)).body.datas[1]
    const url = `${M}/saveComment?siteCode=${SITE}&token=${await tokenOf('tempted')}`
    const held = await post(url, { id: String(item.id), content: '想赚钱加微信 abc123' })
    assert.equal(held.body.code, 0)
    assert.equal(held.body.data.state, 'pending')
    const fine = await post(url, { id: String(item.id), content: '灯会真好看' })
    assert.equal(fine.body.data.state, 'published')
    const list = (await get(`${M}/getCommentByone?siteCode=${SITE}&id=${item.id}`)).body
    assert.deepEqual(
      list.datas.map((c: { content: string }) => c.content),
      ['灯会真好看'],
    )
    assert.equal((await get(`${M}/detail?siteCode=${SITE}&id=${item.id}`)).body.data.commentNum, item.commentNum + 1)
  })

  it('counts toward the posting rate: the fourth post within a minute is refused with the wait, and nothing is stored', async () => {
    const item = (await get(`${M}/list?siteCode=${SITE}&mediaType=SHORT`)).body.datas[2]
    const url = `${M}/saveComment?siteCode=${SITE}&token=${await tokenOf('hasty')}`
    for (let i = 1; i <= 3; i++) assert.equal((await post(url, { id: String(item.id), content: `第${i}条` })).body.code, 0)
    const fourth = await post(url, { id: String(item.id), content: '第4条' })
    assert.equal(fourth.body.code, 400)
    assert.match(fourth.body.message, /^发表太频繁了，请\d+秒后再试$/)
    const list = (await get(`${M}/getCommentByone?siteCode=${SITE}&id=${item.id}`)).body
    assert.equal(list.datas.filter((c: { content: string }) => c.content.startsWith('第')).length, 3)
  })
})

describe('columns and magazines', () => {
  it('lists the children of a column and the column itself; magazines page newest first', async () => {
    const children = (await get(`/api/res/api/content/columnList?siteCode=${SITE}&parentCode=scysjj`)).body
    assert.equal(children.datas.length, 3)
    assert.equal(children.datas[0].name, '舞台艺术')
    const en = (await get(`/api/res/api/content/columnList?siteCode=intl-expo&parentCode=scysjj&lang=en`)).body
    assert.equal(en.datas[0].name, 'Stage arts')
    const self = (await get(`/api/res/api/content/columnList?siteCode=${SITE}&code=scysjj`)).body
    assert.equal(self.datas[0].name, '艺术基金')
    const mags = (await get(`/api/res/api/content/magazineList?siteCode=${SITE}`)).body
    assert.equal(mags.code, 0)
    assert.ok(mags.datas.length >= 2 && mags.datas[0].pages.length > 0)
    assert.ok(mags.datas[0].publishTime >= mags.datas[1].publishTime)
  })
})

interface Room {
  title: string
  placeName: string
  streamUrl: string
  scenicId: number | null
  cover: string
}

describe('live streams: one per place, showing that place', () => {
  const roomsOf = async (siteCode: string) =>
    [
      ...(await get(`/api/res/api/live/list?siteCode=${siteCode}&category=scenic&pageSize=50`)).body.datas,
      ...(await get(`/api/res/api/live/list?siteCode=${siteCode}&category=slow&pageSize=50`)).body.datas,
    ] as Room[]

  it('every room streams its own place: the place in the title, its own stream, its scenic area named', async () => {
    const titles = new Map<string, string>()
    for (const siteCode of ['cd-city', 'djy-scenic', 'xj-region', 'cc-greatwall']) {
      const rooms = await roomsOf(siteCode)
      assert.ok(rooms.length >= 2, `${siteCode}: ${rooms.length} rooms`)
      assert.equal(new Set(rooms.map((r) => r.streamUrl)).size, rooms.length, `${siteCode}: two rooms share a stream`)
      for (const r of rooms) {
        assert.match(r.streamUrl, /^\/api\/demo\/media\/live\/\d+\.m3u8$/, r.title)
        assert.ok(r.placeName && r.title.startsWith(r.placeName), `${siteCode}: "${r.title}" names its place "${r.placeName}"`)
        if (r.scenicId !== null) {
          assert.equal(r.streamUrl, `/api/demo/media/live/${r.scenicId}.m3u8`)
          const area = (await get(`/api/res/api/scenic/detail?siteCode=${siteCode}&id=${r.scenicId}`)).body.data
          assert.equal(area.name, r.placeName, `${siteCode}: the webcam is of its scenic area`)
        }
        const seen = titles.get(r.title)
        assert.ok(!seen, `"${r.title}" on ${siteCode} and ${seen}: not the same streams everywhere`)
        titles.set(r.title, siteCode)
      }
    }
  })

  it('a stream of no place, or a segment of a minute long gone, is not found', async () => {
    assert.equal((await get('/api/demo/media/live/999999.m3u8')).body.code, 404)
    const place = /live\/(\d+)\.m3u8$/.exec(await liveUrl())![1]
    assert.equal((await get(`/api/demo/media/live/${place}/1000-0.ts`)).body.code, 404)
  })

  it('the clock of a segment is Beijing time of its minute', () => {
    assert.equal(clockText(minuteOf(Date.UTC(2026, 10, 28, 11, 0, 59))), '2026-11-28 19:00')
    assert.equal(clockText(minuteOf(Date.UTC(2026, 11, 31, 16, 5))), '2027-01-01 00:05')
  })

  it(
    'a segment is drawn from the place: its scene and its name, a minute of the clock (MPEG-TS made by ffmpeg)',
    { skip: !HAS_FFMPEG && 'ffmpeg is not installed' },
    async () => {
      const room = (await roomsOf(SITE))[0]
      const playlist = String((await get(room.streamUrl)).body)
      const segment = /^(\d+)\/(\d+)-(\d)\.ts$/m.exec(playlist)
      assert.ok(segment, playlist)
      assert.ok(Math.abs(Number(segment[2]) - minuteOf(Date.now())) <= 2, 'a segment of the minute now')
      const res = await get(room.streamUrl.replace(/\d+\.m3u8$/, segment[0]))
      assert.equal(res.status, 200)
      assert.equal(res.headers['content-type'], 'video/mp2t')
      assert.equal((res.body as Buffer)[0], 0x47, 'an MPEG-TS sync byte')
      const dir = path.join(demoMediaDir(), 'live', segment[1])
      assert.equal(fs.readFileSync(path.join(dir, 'name.txt'), 'utf8'), room.placeName)
      const [, scene, n] = /\/([a-z]+)-(\d+)\.svg$/.exec(room.cover)!
      assert.equal(fs.readFileSync(path.join(dir, 'scene.svg'), 'utf8'), renderPicture(scene as 'mountain', Number(n)))
      assert.equal(fs.readFileSync(path.join(dir, `clock-${segment[2]}.txt`), 'utf8'), clockText(Number(segment[2])))
    },
  )
})

describe('demo media files', () => {
  it('knows only its own names', () => {
    assert.deepEqual(parseDemoName('demo-1.mp4'), { kind: 'video', n: 1, ext: 'mp4' })
    assert.equal(parseDemoName('../etc/passwd'), null)
    assert.equal(parseDemoName('demo-9.mp4'), null)
    assert.equal(parseDemoName('live/seg-7.ts'), null)
    assert.deepEqual(parseDemoName('live/12.m3u8'), { kind: 'playlist', place: 12 })
    assert.deepEqual(parseDemoName('live/12/29931060-4.ts'), { kind: 'segment', place: 12, minute: 29931060, k: 4 })
    assert.equal(parseDemoName('live/12/29931060-5.ts'), null)
    assert.equal(parseDemoName('live/0.m3u8'), null)
  })

  it('the live playlist slides one segment every 2 s, loops with a discontinuity, sequence only grows', () => {
    const a = livePlaylist(10_000, 0, 7)
    assert.match(a, /#EXT-X-MEDIA-SEQUENCE:5\n/)
    assert.match(a, /#EXT-X-DISCONTINUITY\n#EXTINF:2.000,\n7\/0-0.ts/)
    assert.doesNotMatch(a, /#EXT-X-ENDLIST/)
    assert.match(livePlaylist(12_000), /#EXT-X-MEDIA-SEQUENCE:6\n#EXT-X-DISCONTINUITY-SEQUENCE:1\n/)
  })

  it('the live playlist counts from when the stream went on air: a week on air keeps numbers hls.js walks quickly', () => {
    const onAir = Date.UTC(2026, 10, 27, 8, 0, 0)
    assert.match(livePlaylist(onAir, onAir), /#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-DISCONTINUITY-SEQUENCE:0\n/)
    assert.match(livePlaylist(onAir + 12_000, onAir), /#EXT-X-MEDIA-SEQUENCE:6\n#EXT-X-DISCONTINUITY-SEQUENCE:1\n/)
    const week = livePlaylist(onAir + 7 * 86_400_000, onAir)
    const discontinuities = Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(week)?.[1])
    assert.equal(discontinuities, ((7 * 86_400) / 2 - 1 - (((7 * 86_400) / 2 - 1) % 5)) / 5)
    assert.ok(discontinuities < 100_000, `${discontinuities}`)
  })

  it('the served playlist starts near sequence 0 whatever the date', { skip: !HAS_FFMPEG && 'ffmpeg is not installed' }, async () => {
    const res = await get(await liveUrl())
    assert.equal(res.status, 200)
    const seq = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(String(res.body))?.[1])
    assert.ok(seq < 1000, `sequence ${seq}: counted from the server's start, not from 1970`)
  })

  it(
    'serves an MP4 with its Content-Type and answers a Range with 206 (ffmpeg made it)',
    { skip: !HAS_FFMPEG && 'ffmpeg is not installed' },
    async () => {
      const whole = await get('/api/demo/media/demo-0.mp4')
      assert.equal(whole.status, 200)
      assert.equal(whole.headers['content-type'], 'video/mp4')
      assert.equal(whole.headers['accept-ranges'], 'bytes')
      const size = Number(whole.headers['content-length'])
      assert.ok(size > 10_000)
      const part = await get('/api/demo/media/demo-0.mp4', { range: 'bytes=0-99' })
      assert.equal(part.status, 206)
      assert.equal(part.headers['content-range'], `bytes 0-99/${size}`)
      assert.equal((part.body as Buffer).length, 100)
      assert.equal((part.body as Buffer).subarray(4, 8).toString(), 'ftyp')
      assert.equal((await get('/api/demo/media/demo-0.mp4', { range: `bytes=${size}-` })).status, 416)
      const playlist = await get(await liveUrl())
      assert.equal(playlist.headers['content-type'], 'application/vnd.apple.mpegurl')
      const audio = await get('/api/demo/media/guide-0.m4a', { range: 'bytes=0-' })
      assert.equal(audio.status, 206)
      assert.equal(audio.headers['content-type'], 'audio/mp4')
    },
  )

  it('without ffmpeg the envelope says so, and an unknown name is not found', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-media-'))
    const saved = { FFMPEG_PATH: process.env.FFMPEG_PATH, MEDIA_DIR: process.env.MEDIA_DIR }
    Object.assign(process.env, { FFMPEG_PATH: '/nonexistent/ffmpeg', MEDIA_DIR: dir })
    const database = await openTestDatabase()
    const bare = await buildApp({ database })
    try {
      const r = await bare.inject({ method: 'GET', url: '/api/demo/media/demo-0.mp4?lang=en' })
      assert.equal(r.json().code, 404)
      assert.match(r.json().message, /ffmpeg/)
      assert.match((await bare.inject({ method: 'GET', url: '/api/demo/media/demo-1.webm?lang=en' })).json().message, /ffmpeg/)
      assert.equal((await get('/api/demo/media/nothing.mp4')).body.code, 404)
    } finally {
      await bare.close()
      await database.close()
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k]
        else process.env[k] = v
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
