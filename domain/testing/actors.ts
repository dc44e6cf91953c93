/** Actors for rule tests: build one with only what a test cares about. */
import type { Permission } from '../permissions.ts';
import { PERMISSIONS } from '../permissions.ts';
import type { AgencyLevel, OperatorType } from '../roles.ts';
import type { Actor } from '../session.ts';

export function actor(
  type: OperatorType,
  level: AgencyLevel,
  permissions: readonly Permission[] = [],
  extra: Partial<Pick<Actor, 'id' | 'is_etg_user'>> = {},
): Actor {
  return {
    id: extra.id ?? 1,
    type,
    is_etg_user: extra.is_etg_user ?? false,
    groups: permissions.map((name) => ({ name })),
    agency: { id: 1, level },
  };
}

export const allPermissions: readonly Permission[] = PERMISSIONS;
export const firstLevelAdmin = actor('admin', 'agency_1st_level', PERMISSIONS);
