/** The empty state of a network list: an icon, a sentence and, when allowed, the create button. */
import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';
import { createPath, type NetworkResource } from '../paths.ts';

export function EmptyState({ resource, message, canCreate = true }: { resource: NetworkResource; message: string; canCreate?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <InboxIcon sx={{ fontSize: 64, color: 'text.disabled', mb: 1 }} />
      <Typography variant="h6" component="p" gutterBottom>
        {translate(message)}
      </Typography>
      {canCreate && <CreateButton resource={resource} to={createPath(resource)} variant="contained" />}
    </Box>
  );
}
