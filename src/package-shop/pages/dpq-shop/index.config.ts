// title set in code; a PagedList page: 240 px scroll-load trigger (paged variant a) and pull to refresh
export default definePageConfig({ navigationBarTitleText: '', onReachBottomDistance: 240, enablePullDownRefresh: true })
