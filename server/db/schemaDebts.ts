/** Tables of migrations 0043 and 0046: the agencies' debt and its totals, kept by the writes (issue 10). */
import type { ColumnType } from 'kysely';

/** Written only by the reservations' triggers and agency_debts_roll. */
type Kept<T> = ColumnType<T, never, never>;

export interface AgencyDebtDaysTable {
  agency_id: Kept<number>;
  currency_id: Kept<number>;
  /** 'YYYY-MM-DD': the day the balance is due. */
  due_day: Kept<string>;
  owed: Kept<string>;
}

export interface AgencyDebtAsOfTable {
  day: Kept<string>;
}

export interface AgencyDebtsTable {
  agency_id: Kept<number>;
  currency_id: Kept<number>;
  debt_1_7: Kept<string>;
  debt_7_15: Kept<string>;
  debt_15_plus: Kept<string>;
  debt_total: Kept<string>;
}

/** Per currency and shard (agency_id % 16): the sums over the agency_debts rows in debt (0046). */
export interface AgencyDebtTotalsTable {
  currency_id: Kept<number>;
  shard: Kept<number>;
  agencies: Kept<number>;
  funds: Kept<string>;
  credit_limit: Kept<string>;
  debt_1_7: Kept<string>;
  debt_7_15: Kept<string>;
  debt_15_plus: Kept<string>;
  debt_total: Kept<string>;
}

export interface AgencyDebtTables {
  agency_debt_days: AgencyDebtDaysTable;
  agency_debt_as_of: AgencyDebtAsOfTable;
  agency_debts: AgencyDebtsTable;
  agency_debt_totals: AgencyDebtTotalsTable;
}
