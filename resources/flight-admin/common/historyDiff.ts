/** Which fields a history row changed, and how a stored value reads in the dialog. */
type Snapshot = Record<string, unknown> | null | undefined;

/** Internal columns that change on every write and say nothing to the reader. */
const IGNORED = new Set(['id', 'created_at', 'updated_at', 'created', 'updated']);

export function changedKeys(before: Snapshot, after: Snapshot): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => !IGNORED.has(key) && JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after?.[key] ?? null)).sort();
}

export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value)) return value.map(formatValue).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${formatValue(v)}`)
      .join('; ');
  }
  return String(value);
}
