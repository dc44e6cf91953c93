/** Tables of the agency network back office (migration 0004), part of `Database` in schema.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { Json, NullableTimestamp, Numeric } from './schema.ts';

export interface AgencyGroupsTable {
  id: Generated<number>;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  created_at: Generated<Date>;
}

export interface AgencyGroupMembersTable {
  group_id: number;
  agency_id: number;
}

export interface MarkupsTable {
  id: Generated<number>;
  agency_id: number;
  service_type: string;
  kind: string;
  value: Numeric;
  currency_id: number | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SellersTable {
  id: Generated<number>;
  user_id: number;
  agency_id: number;
  code: string;
  corporate_email: string;
  corporate_phone: ColumnType<string, string | undefined, string>;
  personal_phone: ColumnType<string, string | undefined, string>;
  cost_center: ColumnType<string, string | undefined, string>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Generated<Date>;
}

export interface AgencyRegistrationsTable {
  id: Generated<number>;
  status: ColumnType<string, string | undefined, string>;
  agency_name: string;
  legal_name: ColumnType<string, string | undefined, string>;
  country_id: number;
  city: string;
  address: string;
  phone: string;
  email: string;
  website: ColumnType<string, string | undefined, string>;
  contact_first_name: string;
  contact_last_name: string;
  contact_email: string;
  contact_phone: string;
  requested_level: number;
  message: ColumnType<string, string | undefined, string>;
  reason: string | null;
  agency_id: number | null;
  reviewed_by: number | null;
  reviewed_at: NullableTimestamp;
  ip: ColumnType<string, string | undefined, string>;
  language: ColumnType<string, string | undefined, string>;
  created_at: Generated<Date>;
}

export interface ReleaseNotesTable {
  id: Generated<number>;
  version: string;
  title: string;
  /** A date column: 'YYYY-MM-DD' on both back ends (type parsers in connect.ts). */
  date: string;
  author: string;
  description: ColumnType<string, string | undefined, string>;
  changes: Json;
  breaking_changes: Json;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RateLimitHitsTable {
  id: Generated<number>;
  bucket: string;
  key: string;
  at: Generated<Date>;
}
