/** The account area's user-centre face: the head and entry grid of /user and the Great Wall's /cc-user (eslint FEATURE_FACES). */
export { UserHead, UserEntryGrid } from './components/UserCentreBlocks'
