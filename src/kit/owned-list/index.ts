export { OwnedList, type OwnedListProps } from './OwnedList'
