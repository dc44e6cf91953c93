/** GET cart/payment-summary/: what PaymentChoice offers this user (cached a minute: a setting, rarely changed). */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import type { PaymentContext } from './paymentOptions.ts';

export const PAYMENT_OPTIONS_KEY = ['cart-payment-summary'] as const;

export function usePaymentContext(): { context: PaymentContext | undefined; isError: boolean } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isError } = useQuery({ queryKey: PAYMENT_OPTIONS_KEY, queryFn: () => dataProvider.getPaymentOptions(), staleTime: 60_000 });
  return { context: data ? { providers: data.providers, unpaidHours: data.unpaid_hours, card: data.card ?? false } : undefined, isError };
}
