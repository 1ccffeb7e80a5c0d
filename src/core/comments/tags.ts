/**
 * Review tags a visitor may pick (at most 5, rules-and-contract 5). The spec does not list them;
 * ours are eight tags that fit places and news alike, ids stable, labels under comments:tag.<id>.
 */
export const REVIEW_TAG_IDS: readonly string[] = ['scenery', 'service', 'transport', 'value', 'clean', 'family', 'culture', 'crowded']
