import { Alert, AlertTitle } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'ra-core';

/**
 * The form-wide server message (non_field_errors / detail → root.serverError, also a 409's
 * refusal) above the fields; `title` (i18n key) heads it, e.g. 'nothing was changed'.
 */
export function FormServerError({ title }: { title?: string }) {
  const translate = useTranslate();
  const { errors } = useFormState();
  const message = errors.root?.serverError?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2, whiteSpace: 'pre-line' }}>
      {title && <AlertTitle>{translate(title)}</AlertTitle>}
      {translate(message, { _: message })}
    </Alert>
  );
}
