/** Tables of migration 0024 (the agencies' customers, spec §3 'Customer'). */
import type { ColumnType, Generated } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
export interface CustomersTable {
  id: Generated<number>;
  agency_id: number;
  first_name: string;
  middle_name: Defaulted<string>;
  last_name: string;
  dob: ColumnType<string | null, string | null | undefined, string | null>;
  gender: Defaulted<string>;
  email: Defaulted<string>;
  phone: Defaulted<string>;
  address: Defaulted<string>;
  country_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Upper-cased; '' when the customer has none. Unique per agency when not ''. */
  passport: Defaulted<string>;
  dni: Defaulted<string>;
  created_by: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
