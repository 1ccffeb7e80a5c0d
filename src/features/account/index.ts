/**
 * The accounts area's public API for other areas (booking flows, shell):
 * - useAccountGate(): phone gate, credit dialogs, guardBooking(), openRoute() with the login rule
 * - useUserStore / readStoredUser(): the logged-in user; onUserInfoReady(): "user info ready"
 * - startAccount(): launch work (called by src/app.tsx)
 * - shouldPromptLogin(), routeNeedsLogin(): the login-needed rules (product-spec 6), pure
 * Main-package code (app.tsx, the shell, /user) imports this face, so on the mini-program all it
 * exports ships in the main package. Other faces (eslint.config.mjs FEATURE_FACES):
 * - `@/features/account/login`: the login pages' components (PhoneCodeForm, MiniProgramLogin...)
 * - `@/features/account/shell`: the stored user and the login-needed rule for the shell's components
 */
export { useAccountGate, type AccountGate } from './use-account-gate'
export { useUserStore, selectHasPhone, selectIsLoggedIn } from './user-store'
export { readStoredUser, readToken, onUserInfoReady, clearLogin } from './session'
export { applyEarlyLoginGate, startAccount } from './start'
export { shouldPromptLogin, routeNeedsLogin, needsPhoneGate, gateConfirmAction } from './gates'
export { userCentreApi } from './user-centre-api'
// the user centre's logout (src/pages/user) and the login pages
export { accountApi } from './api'
export { AccountPage } from './components/AccountPage'
export { Row } from './components/Row'
export { saveLogin } from './session'
export { toast } from './toast'
// the user-centre pages (package-account): owned rows as kit resources, form rules, messages, invitations
export { addressApi, contactApi, collectionApi, messageApi, pointsRecordApi, walletRecordApi, myInviteApi, noShowApi } from './resources'
export type { AddressDraft, ContactDraft } from './resources'
export type {
  Profile,
  ProfileField,
  Contact,
  Address,
  RealNameInfo,
  VipIndex,
  VipRules,
  PointsRecord,
  WalletInfo,
  WalletRecord,
  CollectionItem,
  Message,
  NoShow,
  InviteRow,
} from './user-centre-api'
export { readTokenTime, updateStoredUser } from './session'
export { addressError, contactError } from './forms'
export { CONTACT_FORM_EMPTY, contactDraft, contactFields, type ContactForm } from './contact-form'
export { messageTarget } from './message-target'
export { acceptInvitation, useMyInviteCode } from './invitation'
export { safeRedirect } from './navigation'
