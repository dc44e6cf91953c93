/**
 * What can be done with a quote, on its row and on its page: PDF, send by e-mail, and — for its
 * owner only (`can_change`, domain/quotes/rules.ts) — rename, move to the cart and delete (after a
 * confirmation naming it). Clicks stay on the buttons: the row around them opens the quote.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import EmailIcon from '@mui/icons-material/Email';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Confirm, useDataProvider, useDelete, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { saveFile } from '../../dataProvider/network.ts';
import type { QuoteRecord } from '../../domain/records/quotes.ts';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { listPath } from '../paths.ts';
import { ConvertQuoteButton } from './ConvertQuoteButton.tsx';
import { RenameQuoteDialog, SendQuoteDialog } from './QuoteDialogs.tsx';

function Action({ label, onClick, disabled, color, children }: { label: string; onClick: () => void; disabled?: boolean; color?: 'primary' | 'error'; children: ReactNode }) {
  const translate = useTranslate();
  const text = translate(label);
  return (
    <Tooltip title={text}>
      <span>
        <IconButton
          size="small"
          color={color}
          aria-label={text}
          disabled={disabled}
          onClick={(event) => {
            event.stopPropagation();
            onClick();
          }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function PdfAction({ quote }: { quote: QuoteRecord }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const handleError = useHandleError();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.downloadQuotePdf(quote.id),
    onSuccess: (file) => {
      saveFile(file);
      notify('app.quotes.downloaded', { type: 'success' });
    },
    onError: (error) => handleError(error),
  });
  return (
    <Action label="app.quotes.pdf" onClick={() => mutate()} disabled={isPending}>
      <PictureAsPdfIcon fontSize="small" />
    </Action>
  );
}

function DeleteAction({ quote, redirectTo }: { quote: QuoteRecord; redirectTo?: string }) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const redirect = useRedirect();
  const [remove, { isPending }] = useDelete();
  const confirm = () =>
    remove(
      'quotes',
      { id: quote.id, previousData: quote },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('app.quotes.deleted', { type: 'info' });
          if (redirectTo) redirect(redirectTo);
        },
        // Spec §8: 'error removing agency, quote or voucher'.
        onError: () => {
          setOpen(false);
          notify('app.quotes.delete_error', { type: 'error' });
        },
      },
    );
  return (
    <>
      <Action label="ra.action.delete" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon fontSize="small" />
      </Action>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.quotes.delete_title"
        content="app.quotes.delete_content"
        translateOptions={{ name: quote.name }}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** `page`: on the quote's own page (a deletion goes back to the list; 'Pasar al carrito' is a labelled button). */
export function QuoteActions({ page = false }: { page?: boolean }) {
  const quote = useRecordContext<QuoteRecord>();
  const [dialog, setDialog] = useState<'rename' | 'send' | null>(null);
  if (!quote) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', justifyContent: page ? 'flex-start' : 'flex-end', flexWrap: 'wrap' }} onClick={(event) => event.stopPropagation()}>
      {page && quote.can_change && <ConvertQuoteButton quote={quote} variant="button" />}
      <PdfAction quote={quote} />
      <Action label="app.quotes.send" onClick={() => setDialog('send')}>
        <EmailIcon fontSize="small" />
      </Action>
      {quote.can_change && (
        <>
          <Action label="app.quotes.rename" onClick={() => setDialog('rename')}>
            <DriveFileRenameOutlineIcon fontSize="small" />
          </Action>
          {!page && <ConvertQuoteButton quote={quote} />}
          <DeleteAction quote={quote} redirectTo={page ? listPath('quotes') : undefined} />
        </>
      )}
      {dialog === 'rename' && <RenameQuoteDialog quote={quote} open onClose={() => setDialog(null)} />}
      {dialog === 'send' && <SendQuoteDialog quote={quote} open onClose={() => setDialog(null)} />}
    </Box>
  );
}
