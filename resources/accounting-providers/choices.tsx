/**
 * The accounting providers as choices by code (what reservations carry), read from the catalogue
 * for whoever may see it (domain/accountingProviders.ts); nobody else is offered the filter.
 */
import { SelectInput, useGetList, type SelectInputProps } from 'react-admin';
import { canSeeAccountingProviders } from '../../domain/accountingProviders.ts';
import type { ProviderRecord } from '../../domain/records/accountingProviders.ts';
import { useActor } from '../common/useActor.ts';

export function useAccountingProviderChoices(options: { byId?: boolean } = {}) {
  const allowed = canSeeAccountingProviders(useActor());
  const { data = [], isPending } = useGetList<ProviderRecord>('accounting-providers', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' }, filter: {} }, { enabled: allowed });
  return { allowed, isPending: allowed && isPending, choices: data.map((p) => ({ id: options.byId ? p.id : p.code, name: p.active ? p.name : `${p.name} (${p.code})` })) };
}

/** A select of providers by code (reservation lists' filter, the change-provider dialog). */
export function AccountingProviderSelect(props: Omit<SelectInputProps, 'choices'>) {
  const { allowed, choices, isPending } = useAccountingProviderChoices();
  if (!allowed) return null;
  return <SelectInput {...props} choices={choices} isPending={isPending} translateChoice={false} />;
}

/** A select of providers by id (configuration, balances, payouts). */
export function AccountingProviderIdSelect(props: Omit<SelectInputProps, 'choices'>) {
  const { choices, isPending } = useAccountingProviderChoices({ byId: true });
  return <SelectInput {...props} choices={choices} isPending={isPending} translateChoice={false} />;
}
