/** Every toast key the adapters answer exists in the common namespace (so a toast never shows a raw key). */
import { LOCATION_FAILED_KEY } from './location'
import { SCAN_FAILED_KEY, SCAN_UNSUPPORTED_KEY } from './scan'
import { SHARE_LINK_COPIED_KEY, SHARE_UNSUPPORTED_KEY } from './share'
import { UPLOAD_FAILED_KEY } from './upload'

const common = require('../../locales/zh/common.json')

test.each([LOCATION_FAILED_KEY, SCAN_FAILED_KEY, SCAN_UNSUPPORTED_KEY, SHARE_LINK_COPIED_KEY, SHARE_UNSUPPORTED_KEY, UPLOAD_FAILED_KEY])(
  '%s exists',
  (key) => {
    const [ns, name] = key.split(':')
    expect(ns).toBe('common')
    expect(typeof common[name]).toBe('string')
  },
)
