/**
 * The visitor's position when one is already known (the last one the maps and location pages kept
 * under STORAGE_KEYS.cloudLocation, gcj02), without asking: a list or detail page never prompts
 * for location just to show a distance. Nothing known: null (the server's `distance` still shows).
 */
import { useState } from 'react'
import { STORAGE_KEYS, storage } from '../../platform/storage'

export interface Position {
  longitude: number
  latitude: number
}

export function readKnownPosition(): Position | null {
  const stored = storage.get<Partial<Position> | null>(STORAGE_KEYS.cloudLocation)
  const longitude = Number(stored?.longitude)
  const latitude = Number(stored?.latitude)
  if (!stored || !Number.isFinite(longitude) || !Number.isFinite(latitude)) return null
  return { longitude, latitude }
}

export function useVisitorPosition(): Position | null {
  const [position] = useState(readKnownPosition)
  return position
}
