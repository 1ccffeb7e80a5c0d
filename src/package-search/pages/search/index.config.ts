// title set in code (PageShell): H5 param routes do not get page-config titles; /search/{type} is a paged list
// (variant a): 240 px scroll-load trigger and pull to refresh
export default definePageConfig({ navigationBarTitleText: '', onReachBottomDistance: 240, enablePullDownRefresh: true })
