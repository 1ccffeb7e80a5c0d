/**
 * The one way to draw a picture of the contract (issue 24): the address always goes through
 * mediaUrl, so a root-relative `/api/...` path gets the API origin in the mini-program, which has
 * no origin of its own. A missing address, or one that fails to load, shows a neutral tile of the
 * same box (the page's class sizes it) instead of WeChat's blank or the browser's broken icon.
 *   <Picture className="news-item__cover" src={item.imgUrl} lazyLoad />
 */
import { Image, View, type ImageProps, type ViewProps } from '@tarojs/components'
import { useState } from 'react'
import { mediaUrl } from '../media-url'
import './picture.scss'

export interface PictureProps extends Omit<ImageProps, 'src' | 'mode'> {
  /** the contract's address (absolute, root-relative, data:) or a bundled asset's import */
  src?: string | null
  /** Taro's Image mode; pictures of the contract fill their box */
  mode?: ImageProps['mode']
  /** the text alternative; '' (the default) for a picture that only illustrates text beside it */
  alt?: string
  /** the largest paint of its screen (the home's first advert): H5 fetches it before the others */
  priority?: boolean
  testId?: string
}

/** Image-only props a View does not take: dropped from the placeholder */
function viewProps(props: Omit<PictureProps, 'src' | 'alt' | 'testId' | 'className' | 'mode'>): ViewProps {
  const {
    webp: _w,
    svg: _s,
    lazyLoad: _l,
    showMenuByLongpress: _m,
    imgProps: _i,
    nativeProps: _n,
    defaultSource: _d,
    onLoad: _o,
    onError: _e,
    ...rest
  } = props
  // the events both take (tap, touch) differ only in Taro's typing of the event
  return rest as ViewProps
}

export function Picture({
  src,
  mode = 'aspectFill',
  alt = '',
  priority = false,
  testId,
  className = '',
  nativeProps,
  onError,
  ...rest
}: PictureProps) {
  const url = mediaUrl(src)
  // the address that failed: a new address is tried again without an effect
  const [failed, setFailed] = useState('')
  if (!url || failed === url) {
    const classes = `${className} wl-picture wl-picture--empty${mode === 'widthFix' ? ' wl-picture--width-fix' : ''}`.trim()
    return (
      // a tappable picture (pressable props in rest) keeps its role and name
      <View
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt || rest.onClick ? undefined : true}
        {...viewProps(rest)}
        className={classes}
        data-testid={testId}
        data-state="empty"
      />
    )
  }
  return (
    <Image
      {...rest}
      className={className}
      src={url}
      mode={mode}
      data-testid={testId}
      nativeProps={priority ? { ...nativeProps, alt, fetchpriority: 'high' } : { ...nativeProps, alt }}
      onError={(e) => {
        setFailed(url)
        onError?.(e)
      }}
    />
  )
}
