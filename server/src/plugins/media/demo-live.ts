/**
 * The demo live stream of a place: its own drawn scene (the place's cover, plugins/demo-pictures)
 * panning slowly under drifting clouds, with the place's name and the clock burnt in, and a soft
 * wind for sound. ffmpeg draws every 2-second segment from the scene's SVG (librsvg) in one short
 * run; a segment belongs to one minute of the clock (its name says which), so the clock a
 * visitor sees is the time now, and a minute's segments are made once and kept.
 */
import fs from 'node:fs'
import path from 'node:path'
import { renderPicture, type DemoScene } from '../demo-pictures/pictures'
import { h264Args } from './h264'

/** what a place's stream shows */
export interface LiveScene {
  /** the place's name, drawn top left */
  name: string
  scene: DemoScene
  n: number
}

export const LIVE_SEGMENTS = 5
export const LIVE_SEGMENT_SECONDS = 2
/** one loop of the pan and of the clouds: the LIVE_SEGMENTS segments, so the loop has no seam */
const LOOP = LIVE_SEGMENTS * LIVE_SEGMENT_SECONDS
const FPS = 15
/** the demo sites are in China: the clock is Beijing time */
const ZONE = 'Asia/Shanghai'

/** the minute of a moment (ms since 1970 / 60 000): segment names carry it */
export const minuteOf = (ms: number) => Math.floor(ms / 60_000)

/** the clock drawn on a minute's segments, e.g. 2026-11-28 18:49 */
export function clockText(minute: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(minute * 60_000))
  const v = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${v('year')}-${v('month')}-${v('day')} ${v('hour')}:${v('minute')}`
}

/** clouds on a transparent strip, repeating every 480 px, so shifting it by 480 px is seamless */
function cloudStrip(): string {
  const one = (x: number, y: number, s: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="${70 * s}" ry="${18 * s}"/><ellipse cx="${x - 26 * s}" cy="${y - 12 * s}" rx="${32 * s}" ry="${18 * s}"/><ellipse cx="${x + 20 * s}" cy="${y - 16 * s}" rx="${36 * s}" ry="${22 * s}"/>`
  let shapes = ''
  for (const dx of [0, 480]) shapes += one(dx + 90, 60, 1) + one(dx + 300, 40, 0.7) + one(dx + 410, 95, 0.85)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 130" width="960" height="130"><g fill="#ffffff" opacity=".8">${shapes}</g></svg>`
}

/** writes the files a place's segments are drawn from (the scene, the clouds, the name) into dir */
export function prepareLive(dir: string, live: LiveScene): void {
  fs.mkdirSync(dir, { recursive: true })
  const put = (file: string, text: string) => {
    const at = path.join(dir, file)
    if (!fs.existsSync(at) || fs.readFileSync(at, 'utf8') !== text) fs.writeFileSync(at, text)
  }
  put('scene.svg', renderPicture(live.scene, live.n))
  put('clouds.svg', cloudStrip())
  put('name.txt', live.name)
}

/**
 * ffmpeg's arguments for segment k of a minute, run in the place's folder (prepareLive): relative
 * file names keep paths out of the filter text; the name and clock are read from files, so no
 * text is ever parsed as filter syntax.
 */
export function liveSegmentArgs(k: number, minute: number, clockFile: string): string[] {
  // seconds into the loop at the segment's first frame: the pan and the clouds go on from there
  const at = k * LIVE_SEGMENT_SECONDS
  const pan = `80*(1-cos(2*PI*(t+${at})/${LOOP}))`
  const text = (file: string, x: string, y: string, size: number) =>
    `drawtext=textfile=${file}:font=Noto Sans CJK SC:fontsize=${size}:fontcolor=white:x=${x}:y=${y}:box=1:boxcolor=black@0.35:boxborderw=6`
  const filter = [
    // each picture decoded once (librsvg) and repeated by the loop filter, not re-drawn every frame
    `[0:v]scale=640:480,loop=loop=-1:size=1,fps=${FPS},trim=duration=${LIVE_SEGMENT_SECONDS},crop=480:270:x='${pan}':y=40[bg]`,
    `[1:v]format=rgba,loop=loop=-1:size=1,fps=${FPS}[cl]`,
    `[bg][cl]overlay=alpha=premultiplied:x='-mod((t+${at})*48,480)':y=6:shortest=1,` +
      // the name bottom left and the clock top right: the app marks a live room 直播中 at the top left
      `${text('name.txt', '14', 'h-th-12', 20)},${text(clockFile, 'w-tw-14', '12', 16)},format=yuv420p[v]`,
  ].join(';')
  return [
    '-i',
    'scene.svg',
    '-i',
    'clouds.svg',
    '-f',
    'lavfi',
    '-i',
    `anoisesrc=color=brown:amplitude=0.04:duration=${LIVE_SEGMENT_SECONDS}:sample_rate=44100:seed=${k + 1}`,
    '-filter_complex',
    filter,
    '-map',
    '[v]',
    '-map',
    '2:a',
    '-t',
    String(LIVE_SEGMENT_SECONDS),
    '-r',
    String(FPS),
    // one keyframe a segment: each starts on one
    ...h264Args({ keyframeEvery: FPS * LIVE_SEGMENT_SECONDS, video: '350k', audio: '48k' }),
    '-output_ts_offset',
    String(at),
    '-f',
    'mpegts',
  ]
}

/** removes a place's segments older than the minute before this one (a stream keeps a few files) */
export function pruneLive(dir: string, minute: number): void {
  for (const file of fs.readdirSync(dir)) {
    const m = /^(\d+)-\d\.ts$|^clock-(\d+)\.txt$/.exec(file)
    const of = m ? Number(m[1] ?? m[2]) : NaN
    if (of < minute - 1) fs.rmSync(path.join(dir, file), { force: true })
  }
}
