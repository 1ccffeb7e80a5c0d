/**
 * The accounts area's second public face, `@/features/account/login`: what only the login and
 * registration pages of the account subpackage need (/login, /registered, /bind-phone). Kept out
 * of the index, which main-package code (app.tsx, the shell, /user) imports, so that on the
 * mini-program these components ship in package-account and not in the main package.
 */
export { PhoneCodeForm, type PhoneCodeFormProps } from './components/PhoneCodeForm'
export { MiniProgramLogin } from './components/MiniProgramLogin'
export { endPhoneSignIn, finishLogin } from './navigation'
export { siteTitle } from './site-title'
export { messageOf } from './api'
