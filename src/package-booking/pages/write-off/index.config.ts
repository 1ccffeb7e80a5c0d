// title set in code; the pending reviews are a PagedList: 240 px scroll-load trigger and pull to refresh
export default definePageConfig({ navigationBarTitleText: '', onReachBottomDistance: 240, enablePullDownRefresh: true })
