/** The stories' hub body a weapp tab slot draws (src/pages/slot-registry.ts), without the rest of the area. */
export { TimeHub } from './TimeHub'
