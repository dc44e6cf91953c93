/**
 * queryOptions of a show page whose record has more than its list row (items, files, history): its
 * own cache entry. react-admin seeds getOne's cache with the list's rows, so a row clicked in the
 * list would otherwise render as the detail, without the fields the page reads.
 */
export const DETAIL_QUERY = { meta: { detail: true } } as const;
