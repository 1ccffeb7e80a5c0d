// title set in code; the ZYTF order list is paged variant b: 50 px scroll-load trigger (rules 9) and pull to refresh
export default definePageConfig({ navigationBarTitleText: '', onReachBottomDistance: 50, enablePullDownRefresh: true })
