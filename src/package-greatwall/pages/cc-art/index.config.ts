// title set in code (PageShell); 240 px scroll-load trigger (rules 9, paged variant a); pull to refresh
export default definePageConfig({ navigationBarTitleText: '', onReachBottomDistance: 240, enablePullDownRefresh: true })
