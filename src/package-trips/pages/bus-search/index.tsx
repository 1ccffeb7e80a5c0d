/** /bus-search: the bus timetable search (components/TransportSearch). */
import { TransportSearch } from '../../components/TransportSearch'

export default function BusSearchPage() {
  return <TransportSearch kind="bus" />
}
