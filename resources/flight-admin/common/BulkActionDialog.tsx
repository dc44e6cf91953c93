/**
 * A bulk action on the selected rows of a list, in a dialog: the action's inputs, then a
 * confirmation naming how many records it touches, then one call with the selected ids. The save
 * hands the answer to the form as react-admin does (useServerSubmit): a 409 (seats sold, pool too
 * small, below what is sold…) stays in the dialog as a clear error with the server's words, a 400
 * puts its messages under the fields; anything else is the app's notice.
 */
import { Box, Button as MuiButton, DialogActions, Typography } from '@mui/material';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button, Confirm, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll, type Identifier, type ValidateForm } from 'react-admin';
import { AppModal } from '../../../src/components/AppModal.tsx';
import { FormServerError } from '../../../src/forms/FormServerError.tsx';
import { useServerSubmit } from '../../../src/forms/useServerSubmit.ts';
import { DialogForm } from '../../common/DialogForm.tsx';
import { SubmitButton } from '../../common/SubmitButton.tsx';

export type BulkValues = Record<string, unknown>;

export interface BulkActionDialogProps {
  /** Button and dialog title (i18n key). */
  label: string;
  icon: ReactElement;
  /** What the action does, shown above the inputs (i18n key; %{smart_count} is the selection). */
  intro: string;
  /** The action's inputs; none for an action that only needs the confirmation (delete). */
  children?: ReactNode;
  validate?: ValidateForm;
  defaultValues?: BulkValues;
  /** The call; rejects with the HttpError of the answer. */
  run: (ids: Identifier[], values: BulkValues) => Promise<unknown>;
  success?: string;
  danger?: boolean;
}


export function BulkActionDialog({ label, icon, intro, children, validate, defaultValues, run, success = 'app.flightAdmin.bulk.done', danger }: BulkActionDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, resource } = useListContext();
  const unselectAll = useUnselectAll(resource);
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const answer = useRef<(ok: boolean) => void>(() => undefined);
  const count = selectedIds.length;
  const hasInputs = !!children;

  const confirmed = () =>
    hasInputs
      ? new Promise<boolean>((resolve) => {
          answer.current = (ok) => {
            setAsking(false);
            resolve(ok);
          };
          setAsking(true);
        })
      : Promise.resolve(true);

  const submit = useServerSubmit(async (values) => {
    if (!(await confirmed())) return;
    await run(selectedIds, values);
    notify(success, { type: 'success', messageArgs: { smart_count: count } });
    setOpen(false);
    unselectAll();
    refresh();
  });

  const close = () => setOpen(false);

  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} color={danger ? 'error' : 'primary'}>
        {icon}
      </Button>
      <AppModal open={open} onClose={close} title={translate(label)}>
        <DialogForm onSubmit={submit} validate={validate} defaultValues={defaultValues} noValidate>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate(intro, { smart_count: count })}
          </Typography>
          <FormServerError title="app.flightAdmin.bulk.conflict" />
          {children && <Box>{children}</Box>}
          <DialogActions sx={{ px: 0 }}>
            <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
            <SubmitButton label={hasInputs ? 'app.flightAdmin.bulk.apply' : label} color={danger ? 'error' : 'primary'} />
          </DialogActions>
        </DialogForm>
      </AppModal>
      <Confirm
        isOpen={asking}
        title={label}
        content="app.flightAdmin.bulk.confirm"
        translateOptions={{ smart_count: count }}
        contentTranslateOptions={{ smart_count: count }}
        onConfirm={() => answer.current(true)}
        onClose={() => answer.current(false)}
      />
    </>
  );
}
