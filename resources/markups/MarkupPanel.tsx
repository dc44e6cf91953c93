/**
 * The markups of one agency, one per service type, percent or fixed (issue 3 'Markups'). Everyone
 * who sees the agency sees them; the levels above it (canManageMarkups, through canAccess with
 * the markup's agency) add, edit and remove them, removal after a confirmation.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useGetList, useNotify, useTranslate } from 'react-admin';
import { currencyById } from '../../domain/currencies.ts';
import type { AgencyRecord, MarkupRecord } from '../../domain/records/network.ts';
import { PageLoader } from '../../src/components/PageLoader.tsx';
import { useHandleError } from '../../src/errors/useHandleError.ts';
import { useCan } from '../../src/session/useCan.ts';
import { MarkupDialog } from './MarkupDialog.tsx';

export function markupValueText(markup: Pick<MarkupRecord, 'kind' | 'value' | 'currency'>): string {
  if (markup.kind === 'percent') return `${markup.value} %`;
  const currency = markup.currency ? currencyById(markup.currency) : undefined;
  return `${markup.value} ${currency?.abbreviation ?? ''}`.trim();
}

export function MarkupPanel({ agency }: { agency: AgencyRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const handleError = useHandleError();
  const canManage = useCan('markups', 'create', { agency: agency.id, agency_level: agency.level });
  const [editing, setEditing] = useState<MarkupRecord | 'new' | null>(null);
  const [removing, setRemoving] = useState<MarkupRecord | null>(null);
  const [remove, { isPending: isRemoving }] = useDelete();
  const { data = [], isPending, error } = useGetList<MarkupRecord>('markups', {
    filter: { agency: agency.id },
    sort: { field: 'service_type', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });

  if (isPending) return <PageLoader />;
  if (error) return <Alert severity="error">{translate('app.network.load_error')}</Alert>;
  const used = data.map((markup) => markup.service_type);

  const confirmRemove = () => {
    if (!removing) return;
    remove(
      'markups',
      { id: removing.id, previousData: removing },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setRemoving(null);
          notify('app.messages.removed', { type: 'success' });
        },
        onError: (e) => {
          setRemoving(null);
          handleError(e);
        },
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
          {translate('app.network.markups.intro', { name: agency.name })}
        </Typography>
        {canManage && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {translate('app.network.markups.add')}
          </Button>
        )}
      </Box>
      {data.length === 0 ? (
        <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
          {translate('app.network.markups.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate('resources.markups.name', { smart_count: 2 })}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.markups.fields.service_type')}</TableCell>
                <TableCell>{translate('resources.markups.fields.kind')}</TableCell>
                <TableCell align="right">{translate('resources.markups.fields.value')}</TableCell>
                <TableCell>{translate('resources.markups.fields.active')}</TableCell>
                {canManage && <TableCell align="right">{translate('app.network.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((markup) => (
                <TableRow key={markup.id} hover>
                  <TableCell>{translate(`app.network.service_types.${markup.service_type}`)}</TableCell>
                  <TableCell>{translate(`app.network.markup_kinds.${markup.kind}`)}</TableCell>
                  <TableCell align="right">{markupValueText(markup)}</TableCell>
                  <TableCell>
                    <Chip size="small" color={markup.active ? 'success' : 'default'} label={translate(markup.active ? 'app.network.active' : 'app.network.inactive')} />
                  </TableCell>
                  {canManage && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton size="small" onClick={() => setEditing(markup)} aria-label={translate('ra.action.edit')} title={translate('ra.action.edit')}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton size="small" color="error" onClick={() => setRemoving(markup)} aria-label={translate('ra.action.delete')} title={translate('ra.action.delete')}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing !== null && (
        <MarkupDialog
          open
          agency={agency}
          markup={editing === 'new' ? undefined : editing}
          usedServiceTypes={used}
          onClose={() => setEditing(null)}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        loading={isRemoving}
        title="app.network.markups.remove_title"
        content="app.network.markups.remove_confirm"
        contentTranslateOptions={{ service: removing ? translate(`app.network.service_types.${removing.service_type}`) : '' }}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
