export * from './rules'
export * from './contract'
export * from './variants'
