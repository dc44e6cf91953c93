/**
 * The card terminal (TPV): the charge happens on the physical terminal, and staff holding
 * 'TPV Payment' record it once the terminal says `paid` (through the core's pay endpoint with
 * `provider: 'tpv'`). The money comes from the terminal's clearing account.
 */
import { canUseCardTerminal } from '../../../../domain/gateways.ts';
import { gatewayClearing } from '../../ledger/accounts.ts';
import { immediateProvider } from './immediate.ts';

export const TPV = 'tpv';

export const tpvProvider = immediateProvider(TPV, canUseCardTerminal, (op) => gatewayClearing(TPV, op.currency_id));
