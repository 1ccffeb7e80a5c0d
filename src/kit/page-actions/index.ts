export { PageAction, PageActions, type PageActionProps } from './PageActions'
