// title set in code; a PagedList page: 50 px scroll-load trigger (paged variant c, the ranking) and pull to refresh
export default definePageConfig({ navigationBarTitleText: '', onReachBottomDistance: 50, enablePullDownRefresh: true })
