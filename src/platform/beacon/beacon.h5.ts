/**
 * H5: a form goes by navigator.sendBeacon (the browser delivers it even while the page is being
 * left, and never makes the page wait); JSON, or a browser without sendBeacon, by fetch with
 * keepalive. Nothing here throws or rejects.
 */
import type { BeaconBody } from './index'

export async function sendBeacon(url: string, body: BeaconBody): Promise<boolean> {
  try {
    if ('form' in body) {
      const form = new URLSearchParams(body.form)
      if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, form)) return true
      return await post(url, form.toString(), 'application/x-www-form-urlencoded')
    }
    return await post(url, JSON.stringify(body.json), 'application/json')
  } catch {
    return false
  }
}

async function post(url: string, payload: string, type: string): Promise<boolean> {
  if (typeof fetch !== 'function') return false
  try {
    const res = await fetch(url, { method: 'POST', body: payload, headers: { 'content-type': type }, keepalive: true })
    return res.ok
  } catch {
    return false
  }
}
