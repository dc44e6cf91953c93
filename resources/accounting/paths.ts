/** Where the accountants' pages live (domain/menu.ts writes them once). */
import { PATHS, recordPath } from '../../domain/menu.ts';

/** An agency's statement in one currency. */
export function statementPath(agency: number, currency?: number): string {
  const path = recordPath(PATHS.accounting, agency);
  return currency ? `${path}?currency=${currency}` : path;
}
