/**
 * Custom payment (`/payment/custom`): finance staff record a free amount received outside the
 * gateways against a reservation, through the core's pay endpoint with `provider: 'custom'`. The
 * money comes from the 'custom' account of its currency; refunds go back there.
 */
import { canManageFunds } from '../../../../domain/payments/rules.ts';
import { immediateProvider } from './immediate.ts';

export const CUSTOM = 'custom';

export const customProvider = immediateProvider(CUSTOM, canManageFunds, (op) => ({ kind: 'custom', provider: 'custom_payments', currencyId: op.currency_id }));
