/**
 * The page's pull-to-refresh element. Taro wraps every page whose config sets
 * enablePullDownRefresh in it; on H5 it is a web component that Taro defines at start, so its
 * code rode in the first load although the home page has no pull-down. config/h5-size.js drops
 * that start-up definition; a list (kit/paged-list, the only user of enablePullDownRefresh)
 * defines it when its page loads. Existing elements upgrade when the definition arrives.
 * The mini-program draws the pull-down natively: nothing to do.
 */
export { preparePullDown } from './pull-down'
