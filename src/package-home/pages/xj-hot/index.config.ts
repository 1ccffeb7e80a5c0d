// title set in code (PageShell); ranking: paged variant c, 50 px scroll-load trigger (rules 9); pull to refresh
export default definePageConfig({ navigationBarTitleText: '', onReachBottomDistance: 50, enablePullDownRefresh: true })
