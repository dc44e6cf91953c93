/**
 * The accounting providers as choices by code (what reservations carry), read from the catalogue
 * for whoever may see it (domain/accountingProviders.ts); nobody else is offered the filter.
 */
import { SelectInput, useGetList, type SelectInputProps } from 'react-admin';
import { canReadAccountingProviderCatalogue } from '../../domain/accountingProviders.ts';
import type { ProviderRecord } from '../../domain/records/accountingProviders.ts';
import { useActor } from '../../src/session/useActor.ts';

/** The whole catalogue, one cached request shared by every select and name on the page. */
function useCatalogue() {
  const allowed = canReadAccountingProviderCatalogue(useActor());
  const { data = [], isPending } = useGetList<ProviderRecord>('accounting-providers', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' }, filter: {} }, { enabled: allowed });
  return { allowed, isPending: allowed && isPending, data };
}

/** `activeOnly`: what a reservation may be given now (the server refuses the others). */
export function useAccountingProviderChoices(options: { byId?: boolean; activeOnly?: boolean } = {}) {
  const { allowed, isPending, data } = useCatalogue();
  const offered = options.activeOnly ? data.filter((p) => p.active) : data;
  return { allowed, isPending, choices: offered.map((p) => ({ id: options.byId ? p.id : p.code, name: p.active ? p.name : `${p.name} (${p.code})` })) };
}

/** A provider's name by its code, from the catalogue; the code itself for whoever may not read it. */
export function useAccountingProviderName(): (code: string | null | undefined) => string {
  const { data } = useCatalogue();
  return (code) => (code ? (data.find((p) => p.code === code)?.name ?? code) : '-');
}

/**
 * A select of providers by code (reservation lists' filter, the change-provider dialog). By code,
 * as reservations carry it: a ReferenceInput would fetch the chosen value by id.
 */
export function AccountingProviderSelect({ activeOnly, ...props }: Omit<SelectInputProps, 'choices'> & { activeOnly?: boolean }) {
  const { allowed, choices, isPending } = useAccountingProviderChoices({ activeOnly });
  if (!allowed) return null;
  return <SelectInput {...props} choices={choices} isPending={isPending} translateChoice={false} />;
}

/** A select of providers by id (configuration, balances, payouts). */
export function AccountingProviderIdSelect(props: Omit<SelectInputProps, 'choices'>) {
  const { choices, isPending } = useAccountingProviderChoices({ byId: true });
  return <SelectInput {...props} choices={choices} isPending={isPending} translateChoice={false} />;
}
