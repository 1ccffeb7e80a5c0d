// title set in code; a PagedList page: 240 px scroll-load trigger (paged variant a) and pull to refresh; the share card is the campaign (useShareAppMessage)
export default definePageConfig({
  navigationBarTitleText: '',
  onReachBottomDistance: 240,
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
})
