/**
 * Demo media the server makes itself with ffmpeg (Debian: `apt-get install -y ffmpeg`), on first
 * serve, into a data folder that is not committed (MEDIA_DIR, default server/.data/media):
 *   demo-<n>.mp4   10 s test pattern, H.264 + AAC, faststart (mini-program, Safari, Chrome)
 *   demo-<n>.webm  the same in VP9 + Opus (browsers without H.264, e.g. some Chromium builds)
 *   guide-<n>.m4a  20 s AAC tone (audio guides; <n> changes the pitch)
 *   live/<place>.m3u8 + live/<place>/<minute>-<k>.ts: a place's live stream (demo-live.ts: its
 *                  scene panning under clouds, its name and the clock), 5 segments of 2 s (H.264 +
 *                  AAC in MPEG-TS) the playlist loops through as a sliding window, made per minute
 * Without ffmpeg every file is refused with a clear message (media.noFfmpeg), never a crash.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  clockText,
  LIVE_SEGMENT_SECONDS,
  LIVE_SEGMENTS,
  liveSegmentArgs,
  minuteOf,
  prepareLive,
  pruneLive,
  type LiveScene,
} from './demo-live'
import { h264Args } from './h264'

export { LIVE_SEGMENT_SECONDS, LIVE_SEGMENTS, type LiveScene } from './demo-live'

export const DEMO_MEDIA_ROUTE = '/api/demo/media'
export const DEMO_VARIANTS = 4
const LIVE_WINDOW = 3

const DEFAULT_DIR = fileURLToPath(new URL('../../../.data/media', import.meta.url))

/** where the demo media are made and kept */
export const demoMediaDir = () => process.env.MEDIA_DIR || DEFAULT_DIR

/** the address of a demo file (root-relative; the app gives it the API origin in the mini-program) */
export const demoVideo = (n: number) => `${DEMO_MEDIA_ROUTE}/demo-${n % DEMO_VARIANTS}.mp4`
export const demoAudio = (n: number) => `${DEMO_MEDIA_ROUTE}/guide-${n % DEMO_VARIANTS}.m4a`
/** the live stream of a place (a places row: its name and cover are what the stream shows) */
export const demoLive = (placeId: number) => `${DEMO_MEDIA_ROUTE}/live/${placeId}.m3u8`

export const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  m4a: 'audio/mp4',
  ts: 'video/mp2t',
  m3u8: 'application/vnd.apple.mpegurl',
}

/** a demo file name this server knows: the kind and its number */
export type DemoName =
  | { kind: 'video'; n: number; ext: 'mp4' | 'webm' }
  | { kind: 'audio'; n: number }
  | { kind: 'playlist'; place: number }
  | { kind: 'segment'; place: number; minute: number; k: number }

export function parseDemoName(name: string): DemoName | null {
  let m = /^demo-(\d)\.(mp4|webm)$/.exec(name)
  if (m && Number(m[1]) < DEMO_VARIANTS) return { kind: 'video', n: Number(m[1]), ext: m[2] as 'mp4' | 'webm' }
  m = /^guide-(\d)\.m4a$/.exec(name)
  if (m && Number(m[1]) < DEMO_VARIANTS) return { kind: 'audio', n: Number(m[1]) }
  m = /^live\/([1-9]\d{0,8})\.m3u8$/.exec(name)
  if (m) return { kind: 'playlist', place: Number(m[1]) }
  m = /^live\/([1-9]\d{0,8})\/(\d{1,10})-(\d)\.ts$/.exec(name)
  if (m && Number(m[3]) < LIVE_SEGMENTS) return { kind: 'segment', place: Number(m[1]), minute: Number(m[2]), k: Number(m[3]) }
  return null
}

/**
 * The live playlist at a moment: a window of LIVE_WINDOW segments sliding every segment length,
 * the files cycling through LIVE_SEGMENTS, a discontinuity where the loop starts again (the
 * timestamps jump back), sequence numbers that only grow (HLS rules for a live playlist).
 * Numbers count from onAirMs, when the stream went on air (the server's start), not from 1970:
 * hls.js keeps a sparse array indexed by discontinuity number and walks it on every playlist
 * load, so a sequence of 180 million (the epoch's count) blocked the page for 3 s each time
 * and the stream never started (measured with Chromium 156, hls.js 1.7.4).
 */
export function livePlaylist(nowMs: number, onAirMs = 0, place = 1): string {
  const seq = Math.max(0, Math.floor((nowMs - onAirMs) / (LIVE_SEGMENT_SECONDS * 1000)))
  // discontinuities sit before every k > 0 with k % LIVE_SEGMENTS === 0; those before seq are gone
  const gone = seq > 0 ? Math.floor((seq - 1) / LIVE_SEGMENTS) : 0
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${LIVE_SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${seq}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${gone}`,
  ]
  for (let k = seq; k < seq + LIVE_WINDOW; k++) {
    if (k > 0 && k % LIVE_SEGMENTS === 0) lines.push('#EXT-X-DISCONTINUITY')
    // the segment of the minute it is on air in: its clock shows that minute (relative to live/<place>.m3u8)
    const minute = minuteOf(onAirMs + k * LIVE_SEGMENT_SECONDS * 1000)
    lines.push(`#EXTINF:${LIVE_SEGMENT_SECONDS}.000,`, `${place}/${minute}-${k % LIVE_SEGMENTS}.ts`)
  }
  return lines.join('\n') + '\n'
}

export class FfmpegMissing extends Error {}

/** the files made once and kept: videos and audio guides */
type MadeOnce = Extract<DemoName, { kind: 'video' | 'audio' }>

/** Makes demo files on demand, each once (concurrent asks wait for the same run). */
export class DemoMediaMaker {
  private readonly running = new Map<string, Promise<string>>()
  private ffmpeg: Promise<boolean> | null = null

  constructor(
    readonly dir: string = demoMediaDir(),
    private readonly binary: string = process.env.FFMPEG_PATH || 'ffmpeg',
  ) {}

  /** whether ffmpeg runs here (asked once) */
  available(): Promise<boolean> {
    this.ffmpeg ??= new Promise((resolve) => execFile(this.binary, ['-version'], (error) => resolve(!error)))
    return this.ffmpeg
  }

  /** the file's path, made first if needed; FfmpegMissing without ffmpeg. A segment needs its place's scene. */
  async file(name: DemoName, live?: LiveScene): Promise<string> {
    if (name.kind === 'playlist') throw new Error('a playlist is written on each ask, not made')
    const rel =
      name.kind === 'segment'
        ? `live/${name.place}/${name.minute}-${name.k}.ts`
        : name.kind === 'audio'
          ? `guide-${name.n}.m4a`
          : `demo-${name.n}.${name.ext}`
    const file = path.join(this.dir, rel)
    if (fs.existsSync(file)) return file
    let job = this.running.get(rel)
    if (!job) {
      job = (name.kind === 'segment' ? this.makeSegment(name, file, live) : this.make(name, file)).finally(() => this.running.delete(rel))
      this.running.set(rel, job)
    }
    return job
  }

  private async make(name: MadeOnce, file: string): Promise<string> {
    if (!(await this.available())) throw new FfmpegMissing('ffmpeg is not installed')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const tmp = `${file}.${process.pid}.tmp${path.extname(file)}`
    await this.run([...this.args(name), '-y', tmp])
    fs.renameSync(tmp, file)
    return file
  }

  /** a live segment, drawn in its place's folder (demo-live.ts); older minutes' files go */
  private async makeSegment(name: Extract<DemoName, { kind: 'segment' }>, file: string, live?: LiveScene): Promise<string> {
    if (!live) throw new Error('a live segment needs its place')
    if (!(await this.available())) throw new FfmpegMissing('ffmpeg is not installed')
    const dir = path.dirname(file)
    prepareLive(dir, live)
    const clock = `clock-${name.minute}.txt`
    fs.writeFileSync(path.join(dir, clock), clockText(name.minute))
    const tmp = `${path.basename(file)}.${process.pid}.tmp.ts`
    await this.run(['-hide_banner', '-loglevel', 'error', ...liveSegmentArgs(name.k, name.minute, clock), '-y', tmp], dir)
    fs.renameSync(path.join(dir, tmp), file)
    pruneLive(dir, name.minute)
    return file
  }

  private args(name: MadeOnce): string[] {
    const quiet = ['-hide_banner', '-loglevel', 'error']
    if (name.kind === 'audio') {
      const hz = 330 + name.n * 110
      return [
        ...quiet,
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=${hz}:duration=20:sample_rate=44100`,
        '-c:a',
        'aac',
        '-b:a',
        '64k',
        '-movflags',
        '+faststart',
      ]
    }
    const pattern = ['testsrc2', 'smptebars', 'testsrc', 'rgbtestsrc'][name.n] ?? 'testsrc2'
    const seconds = 10
    const input = [
      '-f',
      'lavfi',
      '-i',
      `${pattern}=size=480x270:rate=25:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}:sample_rate=44100`,
    ]
    // a clock burnt in would need a font; the pattern's own counter shows time passing
    if (name.kind === 'video' && name.ext === 'webm') {
      return [
        ...quiet,
        ...input,
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '300k',
        '-deadline',
        'realtime',
        '-cpu-used',
        '8',
        '-c:a',
        'libopus',
        '-b:a',
        '48k',
      ]
    }
    return [...quiet, ...input, ...h264Args({ keyframeEvery: 50, video: '400k', audio: '64k' }), '-movflags', '+faststart']
  }

  private run(args: string[], cwd?: string): Promise<void> {
    return new Promise((resolve, reject) =>
      execFile(this.binary, args, { timeout: 120_000, cwd }, (error, _out, stderr) =>
        error ? reject(new Error(`ffmpeg failed: ${stderr || error.message}`)) : resolve(),
      ),
    )
  }
}
