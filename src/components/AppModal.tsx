import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton, type DialogProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';

export interface AppModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
}

/** The reusable modal of spec §2: a title, a close button and any content. */
export function AppModal({ open, title, onClose, children, actions, maxWidth = 'sm' }: AppModalProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby="app-modal-title">
      <DialogTitle id="app-modal-title" sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      {actions}
    </Dialog>
  );
}
