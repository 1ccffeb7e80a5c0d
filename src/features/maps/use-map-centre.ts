/**
 * The point a map page is about: the one in its address when valid (a service map shared at a
 * point), else the visitor's position, else the site's centre (currentLocation: toast and fallback,
 * with the refusal when the visitor refused: the page says so in place, src/kit/permission-notice).
 * undefined while the position is asked; `retry` asks again (after the visitor allowed it).
 */
import { useCallback, useEffect, useState } from 'react'
import { parsePoint } from '../../core/geo'
import { currentLocation, type CurrentLocation } from '../../platform/location'

export interface MapCentre extends CurrentLocation {
  /** asks for the visitor's position again */
  retry?: () => void
}

export function useMapCentre(longitude?: string, latitude?: string): MapCentre | undefined {
  const given = parsePoint(longitude, latitude)
  const [centre, setCentre] = useState<CurrentLocation | undefined>(given && { ...given, fallback: false })
  const [asked, setAsked] = useState(0)
  useEffect(() => {
    const point = parsePoint(longitude, latitude)
    if (point) {
      setCentre({ ...point, fallback: false })
      return
    }
    let gone = false
    // asked again: the list stays around the old centre until the new one is known
    if (asked === 0) setCentre(undefined)
    currentLocation().then((here) => !gone && setCentre(here))
    return () => {
      gone = true
    }
  }, [longitude, latitude, asked])
  const retry = useCallback(() => setAsked((n) => n + 1), [])
  return centre && { ...centre, retry }
}
