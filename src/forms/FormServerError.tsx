import { Alert } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'ra-core';

/** The form-wide server message (non_field_errors / detail → root.serverError) above the fields. */
export function FormServerError() {
  const translate = useTranslate();
  const { errors } = useFormState();
  const message = errors.root?.serverError?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2, whiteSpace: 'pre-line' }}>
      {translate(message, { _: message })}
    </Alert>
  );
}
