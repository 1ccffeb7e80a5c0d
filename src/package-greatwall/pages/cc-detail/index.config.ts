// title set in code (the place's name); the mini-program's share card is the place's (useShareAppMessage); on another site
// the page lists its scenic areas ("not on this site"): 240 px scroll-load trigger (rules 9), pull to refresh
export default definePageConfig({
  navigationBarTitleText: '',
  enableShareAppMessage: true,
  onReachBottomDistance: 240,
  enablePullDownRefresh: true,
})
