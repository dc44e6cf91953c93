/** Tables of migration 0033 (accounting providers, their configuration, cost prices and payouts). */
import type { ColumnType, Generated } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Money = ColumnType<string, string | number, string | number>;

export interface AccountingProvidersTable {
  id: Generated<number>;
  code: string;
  name: string;
  tax_id: Defaulted<string>;
  email: Defaulted<string>;
  phone: Defaulted<string>;
  country_id: ColumnType<number | null, number | null | undefined, number | null>;
  active: Defaulted<boolean>;
  notes: Defaulted<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AccountingProviderConfigurationsTable {
  id: Generated<number>;
  provider_id: number;
  service_type: string;
  business_line: Defaulted<string>;
  currency_id: number;
  payment_terms_days: Defaulted<number>;
  active: Defaulted<boolean>;
  notes: Defaulted<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ReservationProviderCostsTable {
  id: Generated<number>;
  reservation_id: number;
  provider_code: string;
  currency_id: number;
  amount: Money;
  reason: Defaulted<string>;
  ledger_transaction_id: number | null;
  created_by: number | null;
  created_at: Generated<Date>;
}

export interface AccountingProviderPayoutsTable {
  id: Generated<number>;
  provider_id: number;
  currency_id: number;
  amount: Money;
  reference: Defaulted<string>;
  notes: Defaulted<string>;
  idempotency_key: string | null;
  request_hash: string | null;
  ledger_transaction_id: number;
  created_by: number | null;
  created_at: Generated<Date>;
}

export interface AccountingProviderTables {
  accounting_providers: AccountingProvidersTable;
  accounting_provider_configurations: AccountingProviderConfigurationsTable;
  reservation_provider_costs: ReservationProviderCostsTable;
  accounting_provider_payouts: AccountingProviderPayoutsTable;
}
