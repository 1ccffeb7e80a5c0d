// title set in code (PageShell): H5 param routes do not get page-config titles; 240 px scroll-load trigger (rules 9)
export default definePageConfig({ navigationBarTitleText: '', onReachBottomDistance: 240 })
