/**
 * Payment and refund of a booking to an accounting provider (release note 1.2.0): the money is
 * settled with the provider's accountants, so the operation completes at once and its source is
 * that accounting provider's ledger account (the code travels in the operation's payload).
 */
import { canManageAccountingProvider } from '../../../../domain/accountingProviders.ts';
import { accountingProvider } from '../../ledger/accounts.ts';
import type { OperationRow } from '../../payments/operations.ts';
import { immediateProvider } from '../providers/immediate.ts';

export const ACCOUNTING_PROVIDER = 'accounting_provider';

const codeOf = (op: OperationRow) => String((op.payload as { accounting_provider?: unknown } | null)?.accounting_provider ?? 'unknown');

export const accountingProviderProvider = immediateProvider(ACCOUNTING_PROVIDER, canManageAccountingProvider, (op) => accountingProvider(codeOf(op), op.currency_id));
