export { PermissionNotice, type PermissionNoticeProps } from './PermissionNotice'
