/**
 * The accounting review as a bulk action of the reservation lists (the flight reservations' and the
 * general /resumen, any service: the server reviews any reservation in scope): the statuses every chosen
 * reservation may go to (domain/accounting/review.ts, the same transitions the server checks), a
 * confirmation, then one call that changes all of them or none (a refusal names the refused ones).
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { reviewTargets } from '../../domain/accounting/review.ts';
import type { AccountingStatus } from '../../domain/reservations/statuses.ts';
import { statusKey } from '../../src/components/flights/choices.ts';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { useActor } from '../../src/session/useActor.ts';

/** What the button reads of a list's rows: any reservation record carries these. */
interface Reviewable {
  id: Identifier;
  accounting_status: string;
}

export function ReviewBulkButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const handleError = useHandleError();
  const actor = useActor();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { selectedIds, data, onUnselectItems } = useListContext<Reviewable>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [target, setTarget] = useState<AccountingStatus | null>(null);
  const chosen = (data ?? []).filter((r) => selectedIds.includes(r.id));
  const targets = reviewTargets(
    actor,
    chosen.map((r) => r.accounting_status),
  );
  const { mutate, isPending } = useMutation({
    mutationFn: (status: AccountingStatus) => dataProvider.reviewReservations({ reservations: selectedIds.map(Number), accounting_status: status }),
    onSuccess: (answer) => {
      notify('app.accounting.review.done', { type: 'success', messageArgs: { count: answer.reservations.length } });
      onUnselectItems();
      refresh();
    },
    onError: (error) => handleError(error),
    onSettled: () => setTarget(null),
  });
  const label = (status: string) => translate(statusKey('accounting_status', status));
  return (
    <>
      <Button size="small" endIcon={<ArrowDropDownIcon />} onClick={(e) => setAnchor(e.currentTarget)} disabled={isPending} aria-haspopup="menu">
        {translate('app.accounting.review.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {targets.length === 0 ? (
          <MenuItem disabled>{translate('app.accounting.review.none')}</MenuItem>
        ) : (
          targets.map((status) => (
            <MenuItem
              key={status}
              onClick={() => {
                setAnchor(null);
                setTarget(status);
              }}
            >
              {`${translate('app.accounting.review.label')} ${label(status)}`}
            </MenuItem>
          ))
        )}
      </Menu>
      <Confirm
        isOpen={target !== null}
        loading={isPending}
        title="app.accounting.review.confirm_title"
        content="app.accounting.review.confirm"
        translateOptions={{ count: selectedIds.length, status: target ? label(target) : '' }}
        onConfirm={() => target && mutate(target)}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
