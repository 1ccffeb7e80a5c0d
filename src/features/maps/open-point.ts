import { navigate } from '../../services/navigate'
import { pointTarget, type MapPoint } from './points'

/** The default tap on a place of a map: its page, when it has one. */
export function openPoint(point: MapPoint): void {
  const target = pointTarget(point)
  if (target) navigate(target)
}
