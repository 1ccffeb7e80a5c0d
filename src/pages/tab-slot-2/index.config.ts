// title set in code; a slot may show a paged list (the news list): its 240 px scroll-load trigger (rules 9). No pull to refresh: most slot pages have nothing to refresh
export default definePageConfig({ navigationBarTitleText: '', onReachBottomDistance: 240 })
