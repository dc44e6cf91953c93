/**
 * Records the network API answers with (docs/api.md 'Agency network'). The server builds them and
 * the browser reads them, so both compile against one shape. Money and percents are decimal strings,
 * instants ISO 8601 UTC.
 */
import type { AlertLevel, ServiceType } from '../constants.ts';
import type { MarkupKind } from '../pricing/markupChain.ts';
import type { AgencyLevel, OperatorType } from '../roles.ts';

export interface AgencyRecord {
  id: number;
  name: string;
  level: AgencyLevel;
  parent: number | null;
  parent_name: string | null;
  owner: string;
  email: string;
  country: number | null;
  country_name: string | null;
  bank_code: string;
  acronym: string;
  address: string;
  administrative_email: string;
  informative_email: string;
  currency: number;
  phone: string;
  domain: string;
  active: boolean;
  /** Absent when the caller may not see it (spec §6 margin visibility). */
  general_margin?: string;
  can_see_daughters: boolean;
  groups: number[];
  logo: string | null;
  children_count: number;
  created: string;
  updated: string;
}

export interface OperatorRecord {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  phone: string;
  type: OperatorType;
  agency: number;
  agency_name: string;
  agency_level: AgencyLevel;
  groups: string[];
  is_active: boolean;
  is_etg_user: boolean;
  last_login: string | null;
  date_joined: string;
}

export interface SellerRecord {
  id: number;
  code: string;
  corporate_email: string;
  corporate_phone: string;
  personal_phone: string;
  cost_center: string;
  operator: number;
  operator_name: string;
  agency: number;
  agency_name: string;
  active: boolean;
  created: string;
}

export interface MarkupRecord {
  id: number;
  agency: number;
  agency_name: string;
  agency_level: AgencyLevel;
  service_type: ServiceType;
  kind: MarkupKind;
  value: string;
  currency: number | null;
  active: boolean;
  created: string;
  updated: string;
}

export interface AgencyGroupRecord {
  id: number;
  name: string;
  description: string;
  agencies: number[];
  agencies_count: number;
  created: string;
}

export interface RegistrationRecord {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  agency_name: string;
  legal_name: string;
  country: number;
  country_name: string | null;
  city: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  contact_first_name: string;
  contact_last_name: string;
  contact_email: string;
  contact_phone: string;
  requested_level: AgencyLevel;
  message: string;
  reason: string | null;
  agency: number | null;
  reviewed_by_name: string | null;
  reviewed_at: string | null;
  created: string;
}

export interface AlertRecord {
  id: number;
  level: AlertLevel;
  topic: string;
  body: string;
  audience: 'all' | 'level' | 'agency' | 'user';
  audience_level: AgencyLevel | null;
  audience_agency: number | null;
  audience_agency_name: string | null;
  audience_user: number | null;
  audience_user_name: string | null;
  active: boolean;
  read_count: number;
  created_by_name: string | null;
  created: string;
}

export interface ReleaseNoteRecord {
  id: number;
  version: string;
  title: string;
  date: string;
  author: string;
  description: string;
  changes: { type: 'feature' | 'improvement' | 'bugfix'; text: string; details: string }[];
  breaking_changes: string[];
}

/** GET agency/agencies/{id}/price-preview/?service_type&net=… : the markup chain applied. */
export interface PricePreview {
  agency: number;
  service_type: ServiceType;
  currency: number;
  net: string;
  sell: string;
  steps: { agency: number; agency_name: string; earned_by: number; earned_by_name: string; cost: string; margin: string; markup: string; price: string }[];
}
