/**
 * react-admin list parameters → DRF query parameters: page, page_size, ordering (`-field` when
 * descending) and filters, dropping empty ones (ARCHITECTURE.md 'dataProvider').
 */
import type { GetListParams } from 'ra-core';

export type QueryValue = string | number | boolean;
export type Query = Record<string, QueryValue>;

/** react-admin's full-text filter `q` is DRF's SearchFilter `search`. */
const RENAMED_FILTERS: Record<string, string> = { q: 'search' };

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.filter((v) => !isEmpty(v)).length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/**
 * Filters as query parameters: empty strings, null, undefined and empty lists are dropped; lists
 * become comma-separated (`id__in=1,2`); nested objects become `parent__child` (DRF lookups).
 */
export function filterQuery(filter: Record<string, unknown> | undefined, prefix = ''): Query {
  const out: Query = {};
  for (const [rawKey, value] of Object.entries(filter ?? {})) {
    if (isEmpty(value)) continue;
    const key = prefix ? `${prefix}__${rawKey}` : (RENAMED_FILTERS[rawKey] ?? rawKey);
    if (Array.isArray(value)) out[key] = value.filter((v) => !isEmpty(v)).map(String).join(',');
    else if (value instanceof Date) out[key] = value.toISOString();
    else if (typeof value === 'object') Object.assign(out, filterQuery(value as Record<string, unknown>, key));
    else out[key] = value as QueryValue;
  }
  return out;
}

export function orderingOf(sort: GetListParams['sort'] | undefined): string | undefined {
  if (!sort?.field) return undefined;
  return sort.order === 'DESC' ? `-${sort.field}` : sort.field;
}

export function listQuery(params: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>): Query {
  const query: Query = filterQuery(params.filter);
  if (params.pagination) {
    query.page = params.pagination.page;
    query.page_size = params.pagination.perPage;
  }
  const ordering = orderingOf(params.sort);
  if (ordering) query.ordering = ordering;
  return query;
}
