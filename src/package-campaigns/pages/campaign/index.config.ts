// title set in code; 240 px scroll-load trigger and pull to refresh: the "not on this site" state lists the site's scenic areas (PagedList); the share card is the campaign (useShareAppMessage)
export default definePageConfig({
  navigationBarTitleText: '',
  onReachBottomDistance: 240,
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
})
