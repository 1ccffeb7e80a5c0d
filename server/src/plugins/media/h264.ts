/**
 * The demo media's one H.264 + AAC argument list (ffmpeg's libx264), for the demo files (mp4) and
 * the live segments (MPEG-TS): the baseline profile every phone and browser decodes, the veryfast
 * preset, yuv420p pictures; the caller gives its keyframe spacing (in frames) and bitrates.
 */
export interface H264Options {
  /** frames between keyframes (-g): a live segment starts on one */
  keyframeEvery: number
  /** video bitrate, e.g. '400k' */
  video: string
  /** AAC bitrate, e.g. '64k' */
  audio: string
}

export function h264Args({ keyframeEvery, video, audio }: H264Options): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'baseline',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(keyframeEvery),
    '-b:v',
    video,
    '-c:a',
    'aac',
    '-b:a',
    audio,
  ]
}
