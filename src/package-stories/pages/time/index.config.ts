// title set in code (PageShell); list pages: 240 px scroll-load trigger (variant a) and pull to refresh
export default definePageConfig({ navigationBarTitleText: '', onReachBottomDistance: 240, enablePullDownRefresh: true })
