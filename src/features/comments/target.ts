/**
 * The commented resource of a comment route's {type} and {id}. The spec does not say what {type}
 * holds; we accept the CONTENT_TYPE_* code itself or a RESOURCE_TYPES key (SCENERY, NEWS...).
 */
import type { CommentTarget } from '../../core/comments/index'
import { RESOURCE_TYPES } from '../../core/resource-types'

export function resourceTypeOfParam(type: string): string {
  const value = (type || '').trim()
  if (value.startsWith('CONTENT_TYPE_')) return value
  const key = value.toUpperCase() as keyof typeof RESOURCE_TYPES
  return RESOURCE_TYPES[key]?.code ?? `CONTENT_TYPE_${key || 'NEWS'}`
}

export function targetOfParams(type: string, id: string | number): CommentTarget {
  return { resourceType: resourceTypeOfParam(type), resourceId: id }
}

/** Places are rated (stars and review tags); news and other content take a comment only. */
export function isRated(resourceType: string): boolean {
  return resourceType !== RESOURCE_TYPES.NEWS.code
}

/** The text of an input event: Taro's `detail.value`, else the element's value (a plain DOM event, as in tests). */
export function inputText(e: { detail?: { value?: string }; target?: unknown }): string {
  return e.detail?.value ?? (e.target as { value?: string } | undefined)?.value ?? ''
}
