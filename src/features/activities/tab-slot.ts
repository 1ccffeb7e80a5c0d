/** The activities' hub body a weapp tab slot draws (src/pages/slot-registry.ts), without the rest of the area. */
export { ActivityHome } from './components/ActivityHome'
