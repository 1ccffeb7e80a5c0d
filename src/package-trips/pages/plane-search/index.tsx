/** /plane-search: the flight timetable search (components/TransportSearch). */
import { TransportSearch } from '../../components/TransportSearch'

export default function PlaneSearchPage() {
  return <TransportSearch kind="flight" />
}
