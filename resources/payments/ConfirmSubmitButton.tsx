/**
 * The submit button of a form that moves money: it checks the fields, asks for confirmation, and
 * only then submits the form (so a refusal's field messages land under the fields as any save's).
 */
import { Button, CircularProgress } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';

export interface ConfirmSubmitButtonProps {
  label: string;
  title: string;
  /** The confirmation's text (a translation key) and its arguments, from the values to send. */
  content: (values: Record<string, unknown>) => { key: string; args?: Record<string, unknown> };
  icon?: ReactNode;
  disabled?: boolean;
}

export function ConfirmSubmitButton({ label, title, content, icon, disabled }: ConfirmSubmitButtonProps) {
  const translate = useTranslate();
  const { trigger, getValues } = useFormContext();
  const { isSubmitting } = useFormState();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const text = content(getValues());
  return (
    <>
      <Button
        ref={button}
        variant="contained"
        disabled={disabled || isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : icon}
        onClick={async () => {
          if (await trigger()) setOpen(true);
        }}
      >
        {translate(label)}
      </Button>
      <Confirm
        isOpen={open}
        title={title}
        content={translate(text.key, text.args)}
        confirm={label}
        onConfirm={() => {
          setOpen(false);
          button.current?.closest('form')?.requestSubmit();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
