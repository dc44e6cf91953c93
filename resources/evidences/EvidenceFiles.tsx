/**
 * The proofs of an evidence. Files have no public address: each is fetched with the user's bearer
 * (GET accounting/evidences/{id}/files/{file}/) and shown from an object URL — images as a preview,
 * PDFs as a card — with buttons to open it in a new tab and to download it.
 */
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Card, CardActions, CardContent, CardMedia, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { saveFile } from '../../dataProvider/network.ts';
import type { EvidenceFileRecord } from '../../domain/records/evidences.ts';

function FileCard({ evidenceId, file }: { evidenceId: number; file: EvidenceFileRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: blob, isError, isPending } = useQuery({
    queryKey: ['payment-evidence-file', evidenceId, file.id],
    queryFn: () => dataProvider.getEvidenceFile(evidenceId, file.id),
    staleTime: Infinity,
  });
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return (
    <Card variant="outlined" sx={{ width: 220 }} data-testid="evidence-file">
      {file.kind === 'image' ? (
        url ? (
          <CardMedia component="img" image={url} alt={translate('app.evidences.preview_alt', { name: file.name })} sx={{ height: 160, objectFit: 'contain', bgcolor: 'grey.100' }} />
        ) : (
          <Box sx={{ height: 160, display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
            {isPending ? <CircularProgress size={24} aria-label={translate('ra.page.loading')} /> : <Typography variant="caption">{translate('app.evidences.preview_error')}</Typography>}
          </Box>
        )
      ) : (
        <Box sx={{ height: 160, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', color: 'error.dark' }}>
          <PictureAsPdfIcon sx={{ fontSize: 64 }} aria-label={translate('app.evidences.pdf')} />
        </Box>
      )}
      <CardContent sx={{ py: 1 }}>
        <Typography variant="body2" noWrap title={file.name}>
          {file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {`${Math.max(1, Math.round(file.size / 1024))} KB`}
        </Typography>
      </CardContent>
      <CardActions sx={{ pt: 0 }}>
        <Tooltip title={translate('app.evidences.open', { name: file.name })}>
          <span>
            <IconButton aria-label={translate('app.evidences.open', { name: file.name })} disabled={!url} onClick={() => url && window.open(url, '_blank', 'noopener')}>
              <OpenInNewIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={translate('app.evidences.download', { name: file.name })}>
          <span>
            <IconButton aria-label={translate('app.evidences.download', { name: file.name })} disabled={!blob} onClick={() => blob && saveFile({ blob, filename: file.name })}>
              <DownloadIcon />
            </IconButton>
          </span>
        </Tooltip>
        {isError && (
          <Typography variant="caption" color="error" role="alert">
            {translate('app.evidences.preview_error')}
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}

export function EvidenceFiles({ evidenceId, files }: { evidenceId: number; files: EvidenceFileRecord[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {files.map((file) => (
        <FileCard key={file.id} evidenceId={evidenceId} file={file} />
      ))}
    </Box>
  );
}
