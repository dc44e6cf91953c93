/**
 * Activate or deactivate a record (agency, operator, seller, alert) after a confirmation, as a
 * PATCH of one boolean field. Allowed by canAccess with the record (agencies: the delete rule,
 * 'Deactivation follows the same rule'); without access the state shows as a read-only icon.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { Switch, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useCanAccess, useNotify, useRecordContext, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { useHandleError } from '../../src/errors/useHandleError.ts';

export interface ActiveToggleProps {
  source?: 'active' | 'is_active';
  /** The canAccess action that governs the toggle. */
  action?: 'edit' | 'delete';
  resource?: string;
}

export function ActiveToggle({ source = 'active', action = 'edit', resource: resourceProp }: ActiveToggleProps) {
  const record = useRecordContext();
  const resource = useResourceContext({ resource: resourceProp }) ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const handleError = useHandleError();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource, action, record });
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const active = record[source] === true;
  const label = translate(active ? 'app.network.deactivate' : 'app.network.activate');

  if (!canAccess) {
    const state = translate(active ? 'app.network.active' : 'app.network.inactive');
    return active ? <CheckCircleIcon color="success" fontSize="small" titleAccess={state} /> : <CancelIcon color="disabled" fontSize="small" titleAccess={state} />;
  }

  const confirm = () =>
    update(
      resource,
      { id: record.id, data: { [source]: !active }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('app.messages.modified', { type: 'success' });
        },
        onError: (error) => {
          setOpen(false);
          handleError(error);
        },
      },
    );

  return (
    <>
      <Tooltip title={label}>
        <Switch
          size="small"
          checked={active}
          onClick={(event) => event.stopPropagation()}
          onChange={() => setOpen(true)}
          slotProps={{ input: { 'aria-label': label } }}
        />
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={active ? 'app.network.confirm_deactivate_title' : 'app.network.confirm_activate_title'}
        content={active ? 'app.network.confirm_deactivate' : 'app.network.confirm_activate'}
        contentTranslateOptions={{ name: String(record.name ?? record.full_name ?? record.topic ?? record.code ?? record.id) }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
