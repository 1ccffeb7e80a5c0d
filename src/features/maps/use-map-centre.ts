/**
 * The point a map page is about: the one in its address when valid (a service map shared at a
 * point), else the visitor's position, else the site's centre (currentLocation: toast and fallback).
 * undefined while the position is asked.
 */
import { useEffect, useState } from 'react'
import { parsePoint } from '../../core/geo'
import { currentLocation, type CurrentLocation } from '../../platform/location'

export function useMapCentre(longitude?: string, latitude?: string): CurrentLocation | undefined {
  const given = parsePoint(longitude, latitude)
  const [centre, setCentre] = useState<CurrentLocation | undefined>(given && { ...given, fallback: false })
  useEffect(() => {
    const point = parsePoint(longitude, latitude)
    if (point) {
      setCentre({ ...point, fallback: false })
      return
    }
    let gone = false
    setCentre(undefined)
    currentLocation().then((here) => !gone && setCentre(here))
    return () => {
      gone = true
    }
  }, [longitude, latitude])
  return centre
}
