/** Types of operator (spec §1 and §6). The session's `type` holds one of these. */
export const OPERATOR_TYPES = [
  'admin',
  'commercial',
  'commercial_boss',
  'coordinator',
  'accounting',
  'seller',
  'operator',
] as const;
export type OperatorType = (typeof OPERATOR_TYPES)[number];

/** Staff roles work for the provider (the first-level central agency) and see the whole network. */
export const STAFF_TYPES: readonly OperatorType[] = ['admin', 'commercial', 'commercial_boss', 'coordinator', 'accounting'];

export function isStaffType(type: string): boolean {
  return (STAFF_TYPES as readonly string[]).includes(type);
}

/** Agency levels, first is the top (spec §3). */
export const AGENCY_LEVELS = ['agency_1st_level', 'agency_2nd_level', 'agency_3rd_level'] as const;
export type AgencyLevel = (typeof AGENCY_LEVELS)[number];

/** 1 for the top level, 3 for the bottom one: a smaller rank is a higher level. */
export function levelRank(level: AgencyLevel): 1 | 2 | 3 {
  return (AGENCY_LEVELS.indexOf(level) + 1) as 1 | 2 | 3;
}

export function levelFromRank(rank: number): AgencyLevel {
  const level = AGENCY_LEVELS[rank - 1];
  if (!level) throw new RangeError(`Agency level rank out of range: ${rank}`);
  return level;
}

/** The level an agency created under `parent` takes: one below it, or none below the third. */
export function childLevel(parent: AgencyLevel): AgencyLevel | null {
  const rank = levelRank(parent);
  return rank < 3 ? levelFromRank(rank + 1) : null;
}
