/** Tables of migration 0031: deposits with their bank details, and payment evidences with their files and history. */
import type { ColumnType, Generated } from 'kysely';
import type { PaymentType } from '../../domain/deposits/fields.ts';
import type { EvidenceFileKind } from '../../domain/evidences/files.ts';
import type { EvidenceStatus } from '../../domain/evidences/statuses.ts';

type Numeric = ColumnType<string, string | number, string | number>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A `date` column: read as 'YYYY-MM-DD' text (server/db/connect.ts). */
type DateText = ColumnType<string, string, string>;

export interface DepositsTable {
  id: Generated<number>;
  operation_id: number;
  agency_id: number;
  currency_id: number;
  amount: Numeric;
  transaction_number: string | null;
  payment_type: PaymentType | null;
  notes: Defaulted<string>;
  evidence_id: number | null;
  created_by: number | null;
  created_at: Generated<Date>;
}

export interface PaymentEvidencesTable {
  id: Generated<number>;
  agency_id: number;
  amount: Numeric;
  currency_id: number;
  amount_usd: Numeric;
  operation_date: DateText;
  payment_type: PaymentType;
  notes: Defaulted<string>;
  file_code: string;
  transaction_code: string;
  status: Defaulted<EvidenceStatus>;
  cause_of_denial: Defaulted<string>;
  /** The uploader's language: the alert of the review is written in it. */
  language: Defaulted<string>;
  created_by: number | null;
  reviewed_by: number | null;
  reviewed_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PaymentEvidenceFilesTable {
  id: Generated<number>;
  evidence_id: number;
  kind: EvidenceFileKind;
  content_type: string;
  size: number;
  /** The uploaded name, its extension set to what the bytes are. */
  name: string;
  /** Path below DATA_DIR/evidences. */
  storage_key: string;
  created_at: Generated<Date>;
}

export interface PaymentEvidenceHistoryTable {
  id: Generated<number>;
  evidence_id: number;
  status: EvidenceStatus;
  cause: Defaulted<string>;
  user_id: number | null;
  idempotency_key: string | null;
  request_hash: string | null;
  created_at: Generated<Date>;
}
