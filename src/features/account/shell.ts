/**
 * The accounts area's face for the shell's own components (`@/features/account/shell`): the
 * login-needed rule and the stored user, without the account's pages and components. The index
 * exports AccountPage, which is built on the shell's PageShell, so a shell component importing
 * the index would import itself in a circle (eslint import-x/no-cycle).
 */
export { readStoredUser } from './session'
export { routeNeedsLogin, shouldPromptLogin } from './gates'
