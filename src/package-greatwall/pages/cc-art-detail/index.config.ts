// title set in code (PageShell); on another site the page lists its scenic areas ("not on this site"): 240 px scroll-load trigger (rules 9), pull to refresh
export default definePageConfig({ navigationBarTitleText: '', onReachBottomDistance: 240, enablePullDownRefresh: true })
