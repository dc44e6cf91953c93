/**
 * Typed view of the database for Kysely; it must follow the migrations in ./migrations.
 * numeric columns come back as strings (exact money), int8 as numbers (a pg type parser makes
 * both back ends agree), timestamptz as Date, jsonb as parsed JSON.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { OutboxStatus } from '../../domain/schemas/outbox.ts';
import type { AgencyDebtTables } from './schemaDebts.ts';
import type { LedgerAccountsTable, LedgerBalanceDriftView, LedgerEntriesTable, LedgerTransactionsTable, OrdersTable, PaymentOperationsTable } from './schemaPayments.ts';
import type {
  AgencyGroupMembersTable,
  AgencyGroupsTable,
  AgencyRegistrationsTable,
  MarkupsTable,
  RateLimitHitsTable,
  ReleaseNotesTable,
  SellersTable,
} from './schemaNetwork.ts';
import type {
  AdminHistoryTable,
  AirlinesTable,
  AirportSupplementsTable,
  AirportsTable,
  CitiesTable,
  FlightCalendarsTable,
  FlightPriceRulesTable,
  FlightReservationsTable,
  FlightRoutesTable,
  FlightsTable,
  LuggageCategoriesTable,
  PassengerCheckinsTable,
  PassengersTable,
  PriceQuotesTable,
  PromotionPriceRulesTable,
  ReservationHistoryTable,
  ReservationListRollupTable,
  ReservationListSummaryTable,
  ReservationNotesTable,
  ReservationPassengersTable,
  ReservationsTable,
  SeatCategoriesTable,
  SubcalendarCategoriesTable,
  SubcalendarGroupSeatsTable,
  SubcalendarsTable,
  VisibleLuggageCategoriesTable,
} from './schemaFlights.ts';
import type { GatewayTables } from './schemaGateways.ts';
import type { AccountingProviderTables } from './schemaAccountingProviders.ts';
import type { CustomersTable } from './schemaCustomers.ts';
import type { ExchangeRatesTable, QuoteItemsTable, QuotesTable } from './schemaQuotes.ts';
import type { DepositsTable, PaymentEvidenceFilesTable, PaymentEvidenceHistoryTable, PaymentEvidencesTable } from './schemaEvidences.ts';
import type { HotelTables } from './schemaHotels.ts';
import type { HotelProviderTables } from './schemaHotelProvider.ts';
import type { HotelAvailabilityTables } from './schemaHotelAvailability.ts';
import type { HotelSalesTables } from './schemaHotelSales.ts';
import type { HouseTables } from './schemaHouses.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric(14,2): read as '120.50', written as a decimal string. */
export type Numeric = ColumnType<string, string | number, string | number>;
export type Json = ColumnType<unknown, string, string>;

export interface AgenciesTable {
  id: Generated<number>;
  name: string;
  level: number;
  parent_id: number | null;
  /** Materialised ids from the root, '1.4.9.': a subtree is `path LIKE '1.4.%'`. */
  path: ColumnType<string, string | undefined, string>;
  currency_id: ColumnType<number, number | undefined, number>;
  owner: ColumnType<string, string | undefined, string>;
  email: ColumnType<string, string | undefined, string>;
  country_id: number | null;
  bank_code: ColumnType<string, string | undefined, string>;
  acronym: ColumnType<string, string | undefined, string>;
  address: ColumnType<string, string | undefined, string>;
  administrative_email: ColumnType<string, string | undefined, string>;
  informative_email: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  domain: ColumnType<string, string | undefined, string>;
  logo: string | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  general_margin: ColumnType<string, string | number | undefined, string | number>;
  can_see_daughters: ColumnType<boolean, boolean | undefined, boolean>;
  /** How far below zero the agency's funds may go (migration 0016). */
  credit_limit: ColumnType<string, string | number | undefined, string | number>;
  /** The agency's term for unpaid bookings in hours (0: pays as it books); null: the portal's setting (migration 0048). */
  unpaid_booking_hours: Generated<number | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** lower(name), kept by the database (migration 0005); never written. */
  name_search: ColumnType<string, never, never>;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  first_name: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
  email: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  type: string;
  agency_id: number;
  is_etg_user: ColumnType<boolean, boolean | undefined, boolean>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  last_login: NullableTimestamp;
  date_joined: Generated<Date>;
  /** Raised whenever the user's sessions end; access tokens of an older generation are refused. */
  session_generation: Generated<number>;
}

export interface GroupsTable {
  id: Generated<number>;
  name: string;
}

export interface UserGroupsTable {
  user_id: number;
  group_id: number;
}

export interface RefreshTokensTable {
  jti: string;
  user_id: number;
  /** Every token obtained by rotating one login shares its family; reuse revokes the family. */
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  replaced_by: string | null;
  created_at: Generated<Date>;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  body: string;
  kind: string;
  created_at: Generated<Date>;
  sent_at: NullableTimestamp;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_attempt_at: NullableTimestamp;
  last_error: Generated<string>;
  /** `{name, params}` of a mail the worker renders on its first attempt, then null (migration 0027). */
  template: ColumnType<unknown, string | null | undefined, string | null>;
}

/** Files sent with an outbox mail, in `position` order (migration 0025). */
export interface OutboxAttachmentsTable {
  id: Generated<number>;
  outbox_id: number;
  position: number;
  filename: string;
  content_type: string;
  /** bytea: a Buffer from pg, a Uint8Array from PGlite. */
  content: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  username: string;
  ip: string;
  at: Generated<Date>;
}

export interface AlertsTable {
  id: Generated<number>;
  level: string;
  topic: string;
  body: string;
  audience: string;
  audience_level: number | null;
  agency_id: number | null;
  user_id: number | null;
  created_by: number | null;
  created_at: Generated<Date>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface AlertReadsTable {
  alert_id: number;
  user_id: number;
  read_at: Generated<Date>;
}

export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  service_type: string;
  data: Json;
  price: Numeric;
  currency_id: number;
  created_at: Generated<Date>;
  agency_id: number;
  expires_at: Date;
  /** The seat sources the item holds (migration 0017); null once released or for services without inventory. */
  held_seats: Json | null;
}

export interface CountriesTable {
  id: Generated<number>;
  name_es: string;
  name_en: string;
  code: string;
}

export interface ProvincesTable {
  id: Generated<number>;
  country_id: number;
  name: string;
}

export interface CurrenciesTable {
  id: number;
  abbreviation: string;
  symbol: string;
  name_es: string;
  name_en: string;
}

export interface HotelChainsTable {
  id: Generated<number>;
  name: string;
  /** 0032. */
  code: ColumnType<string | null, string | null | undefined, string | null>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface AvailablePricesTable {
  id: Generated<number>;
  name: string;
  code: string;
  description: ColumnType<string, string | undefined, string>;
}

export interface ConfigurationsTable {
  id: Generated<number>;
  key: string;
  value: Json;
  description: ColumnType<string, string | undefined, string>;
  is_public: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface CancellationPoliciesTable {
  id: Generated<number>;
  name: string;
  /** 0015: the English twins, null when not given (the Spanish is shown). */
  name_en: ColumnType<string | null, string | null | undefined, string | null>;
  description: ColumnType<string, string | undefined, string>;
  description_en: ColumnType<string | null, string | null | undefined, string | null>;
  discount_type: string;
  value: Numeric;
  currency_id: number | null;
  min_days: number;
  max_days: number;
  service_type: string;
}

export interface TermConditionsTable {
  id: Generated<number>;
  name: string;
  name_en: ColumnType<string | null, string | null | undefined, string | null>;
  description: string;
  description_en: ColumnType<string | null, string | null | undefined, string | null>;
  service_type: string;
}

export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: Generated<Date>;
}

export interface Database extends GatewayTables, AccountingProviderTables, HotelTables, HotelProviderTables, HotelAvailabilityTables, HotelSalesTables, HouseTables, AgencyDebtTables {
  agencies: AgenciesTable;
  users: UsersTable;
  groups: GroupsTable;
  user_groups: UserGroupsTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  outbox: OutboxTable;
  login_failures: LoginFailuresTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_balance_drift: LedgerBalanceDriftView;
  payment_operations: PaymentOperationsTable;
  orders: OrdersTable;
  alerts: AlertsTable;
  alert_reads: AlertReadsTable;
  cart_items: CartItemsTable;
  countries: CountriesTable;
  provinces: ProvincesTable;
  currencies: CurrenciesTable;
  hotel_chains: HotelChainsTable;
  available_prices: AvailablePricesTable;
  configurations: ConfigurationsTable;
  cancellation_policies: CancellationPoliciesTable;
  term_conditions: TermConditionsTable;
  app_settings: AppSettingsTable;
  agency_groups: AgencyGroupsTable;
  agency_group_members: AgencyGroupMembersTable;
  markups: MarkupsTable;
  sellers: SellersTable;
  agency_registrations: AgencyRegistrationsTable;
  release_notes: ReleaseNotesTable;
  rate_limit_hits: RateLimitHitsTable;
  airlines: AirlinesTable;
  cities: CitiesTable;
  airports: AirportsTable;
  seat_categories: SeatCategoriesTable;
  luggage_categories: LuggageCategoriesTable;
  flight_routes: FlightRoutesTable;
  visible_luggage_categories: VisibleLuggageCategoriesTable;
  flights: FlightsTable;
  flight_calendars: FlightCalendarsTable;
  subcalendars: SubcalendarsTable;
  subcalendar_categories: SubcalendarCategoriesTable;
  subcalendar_group_seats: SubcalendarGroupSeatsTable;
  flight_price_rules: FlightPriceRulesTable;
  promotion_price_rules: PromotionPriceRulesTable;
  airport_supplements: AirportSupplementsTable;
  admin_history: AdminHistoryTable;
  reservations: ReservationsTable;
  reservation_list_summary: ReservationListSummaryTable;
  reservation_list_rollup: ReservationListRollupTable;
  reservation_history: ReservationHistoryTable;
  reservation_notes: ReservationNotesTable;
  flight_reservations: FlightReservationsTable;
  reservation_passengers: ReservationPassengersTable;
  passengers: PassengersTable;
  price_quotes: PriceQuotesTable;
  passenger_checkins: PassengerCheckinsTable;
  customers: CustomersTable;
  exchange_rates: ExchangeRatesTable;
  quotes: QuotesTable;
  quote_items: QuoteItemsTable;
  outbox_attachments: OutboxAttachmentsTable;
  deposits: DepositsTable;
  payment_evidences: PaymentEvidencesTable;
  payment_evidence_files: PaymentEvidenceFilesTable;
  payment_evidence_history: PaymentEvidenceHistoryTable;
}

export type Agency = Selectable<AgenciesTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
