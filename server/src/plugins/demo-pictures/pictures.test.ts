/**
 * Demo pictures: every scene draws a well-formed 4:3 SVG of a few KB with no text, the same name
 * always gives the same bytes, names differ in what they draw; the route answers image/svg+xml
 * with immutable caching, and an unknown scene or a bad name the not-found envelope.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { openSeededTestDatabase } from '../../testing/seeded-template'
import { DEMO_SCENES, demoPanorama, demoPicture, renderPanorama, renderPicture } from './pictures'

/** a small XML well-formedness check: every tag closed in order, attributes quoted */
function assertWellFormed(xml: string, at: string): void {
  const stack: string[] = []
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g
  let last = 0
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    assert.doesNotMatch(xml.slice(last, m.index), /[<>]/, `${at}: stray bracket near ${m.index}`)
    last = tag.lastIndex
    const [, closing, name, , selfClosing] = m
    if (closing) assert.equal(stack.pop(), name, `${at}: </${name}> closes the wrong tag`)
    else if (!selfClosing) stack.push(name)
  }
  assert.equal(xml.slice(last), '', `${at}: text after the last tag`)
  assert.deepEqual(stack, [], `${at}: unclosed tags`)
  assert.doesNotMatch(xml, /NaN|undefined|Infinity/, `${at}: a number went wrong`)
}

describe('demo pictures (rendering)', () => {
  it('every scene at every time of day is a well-formed 800x600 SVG of a few KB without text', () => {
    for (const scene of DEMO_SCENES) {
      for (const n of [0, 1, 2, 3, 7, 42]) {
        const svg = renderPicture(scene, n)
        const at = `${scene}-${n}`
        assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 600"/, at)
        assertWellFormed(svg, at)
        assert.doesNotMatch(svg, /<text/, at)
        assert.ok(svg.length > 1500 && svg.length < 16_000, `${at}: ${svg.length} bytes`)
        const shapes = svg.match(/<(path|rect|circle|ellipse)\b/g)?.length ?? 0
        assert.ok(shapes >= 12, `${at}: a scene, not a colour block (${shapes} shapes)`)
      }
    }
  })

  it('is deterministic and distinct: same name same bytes, other n or other scene other bytes', () => {
    const seen = new Set<string>()
    for (const scene of DEMO_SCENES) {
      for (const n of [0, 1, 2, 3, 4, 5]) {
        const svg = renderPicture(scene, n)
        assert.equal(renderPicture(scene, n), svg)
        assert.ok(!seen.has(svg), `${scene}-${n} repeats another picture`)
        seen.add(svg)
      }
    }
  })

  it('a panorama is the scene and its mirror image, 2:1, well formed', () => {
    for (const scene of DEMO_SCENES) {
      const svg = renderPanorama(scene, 6)
      assert.match(svg, /viewBox="0 -100 1600 800"/, scene)
      assertWellFormed(svg, `${scene}-6-pano`)
      assert.match(svg, /scale\(-1 1\)/)
    }
  })

  it('demoPicture and demoPanorama name the route', () => {
    assert.equal(demoPicture('mountain', 3), '/api/demo/pictures/mountain-3.svg')
    assert.equal(demoPanorama('lake', 1004), '/api/demo/pictures/lake-4-pano.svg')
    assert.ok(DEMO_SCENES.length >= 20)
  })
})

describe('GET /api/demo/pictures/<scene>-<n>.svg', () => {
  let database: DatabaseHandle
  let app: FastifyInstance
  before(async () => {
    database = await openSeededTestDatabase()
    app = await buildApp({ database })
  })
  after(async () => {
    await app.close()
    await database.close()
  })

  it('answers the picture as image/svg+xml, cached for a year, immutable', async () => {
    for (const scene of DEMO_SCENES) {
      const res = await app.inject({ method: 'GET', url: `${demoPicture(scene, 5)}?siteCode=cd-city` })
      assert.equal(res.statusCode, 200, scene)
      assert.match(String(res.headers['content-type']), /^image\/svg\+xml/)
      assert.match(String(res.headers['cache-control']), /max-age=31536000.*immutable/)
      assert.equal(res.body, renderPicture(scene, 5))
    }
    const pano = await app.inject({ method: 'GET', url: `${demoPanorama('mountain', 2)}?siteCode=cd-city` })
    assert.equal(pano.statusCode, 200)
    assert.equal(pano.body, renderPanorama('mountain', 2))
  })

  it('an unknown scene, a bad name or n out of range is the not-found envelope', async () => {
    for (const name of [
      'volcano-1.svg',
      'mountain-1.png',
      'mountain.svg',
      'mountain-1000.svg',
      'mountain--1.svg',
      'x',
      '..%2Fetc.svg',
      'a/mountain-1.svg',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/api/demo/pictures/${name}?siteCode=intl-expo&lang=en` })
      assert.equal(res.statusCode, 404, name)
      const body = res.json()
      assert.equal(body.code, 404)
      assert.match(body.message, /does not exist/)
    }
  })
})
