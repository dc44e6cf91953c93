/** The submit button of a dialog form: disabled with a spinner while the form is being sent. */
import { Button, CircularProgress } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

export function SubmitButton({ label = 'ra.action.save', color = 'primary' }: { label?: string; color?: 'primary' | 'error' }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" color={color} disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
      {translate(label)}
    </Button>
  );
}
