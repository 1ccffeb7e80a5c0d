export * from './rules'
export * from './emoticons'
export * from './tags'
export * from './contract'
