export { FilterTabs, type FilterTab, type FilterTabsProps } from './FilterTabs'
