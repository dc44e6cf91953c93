/**
 * Who sits under whom: the caller's own agency (agency users) or the first level (first-level
 * staff) at the root, each node's daughters loaded when it opens (`?parent=ID&state=all`), only
 * for nodes whose children_count says there are any.
 */
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Avatar, Box, Button, Chip, CircularProgress, IconButton, Link, List, ListItem, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetOne, useInfiniteGetList, useTranslate } from 'react-admin';
import { PLACEHOLDER_IMAGE } from '../../domain/constants.ts';
import type { AgencyRecord } from '../../domain/records/network.ts';
import { isFirstLevel } from '../../domain/rules.ts';
import { useActor } from '../../src/session/useActor.ts';
import { recordPath } from '../paths.ts';

const PAGE = 50;
const SORT = { field: 'name', order: 'ASC' as const };

function Children({ parent, depth }: { parent: AgencyRecord; depth: number }) {
  const translate = useTranslate();
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage, error } = useInfiniteGetList<AgencyRecord>('agencies', {
    filter: { parent: parent.id, state: 'all' },
    sort: SORT,
    pagination: { page: 1, perPage: PAGE },
  });
  if (isPending) return <CircularProgress size={18} sx={{ ml: 4 + depth * 3, my: 1 }} aria-label={translate('ra.page.loading')} />;
  if (error) return <Typography color="error" sx={{ ml: 4 + depth * 3 }}>{translate('app.network.load_error')}</Typography>;
  const rows = data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <List disablePadding role="group">
      {rows.map((agency) => (
        <TreeNode key={agency.id} agency={agency} depth={depth} />
      ))}
      {hasNextPage && (
        <ListItem sx={{ pl: 4 + depth * 3 }}>
          <Button size="small" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
            {translate('app.network.show_more')}
          </Button>
        </ListItem>
      )}
    </List>
  );
}

function TreeNode({ agency, depth, startOpen = false }: { agency: AgencyRecord; depth: number; startOpen?: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(startOpen);
  const hasChildren = agency.children_count > 0;
  const toggleLabel = translate(open ? 'app.network.agencies.collapse' : 'app.network.agencies.expand', { name: agency.name });
  return (
    <>
      <ListItem
        role="treeitem"
        aria-expanded={hasChildren ? open : undefined}
        sx={{ pl: 1 + depth * 3, py: 0.5, gap: 1, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
      >
        <Box sx={{ width: 34 }}>
          {hasChildren && (
            <IconButton size="small" onClick={() => setOpen((value) => !value)} aria-label={toggleLabel} title={toggleLabel}>
              {open ? <ExpandMoreIcon /> : <ChevronRightIcon />}
            </IconButton>
          )}
        </Box>
        <Avatar src={agency.logo ?? PLACEHOLDER_IMAGE} alt="" variant="rounded" sx={{ width: 28, height: 28 }} />
        <Link component={RouterLink} to={recordPath('agencies', agency.id)} sx={{ fontWeight: 500 }}>
          {agency.name}
        </Link>
        <Chip size="small" variant="outlined" label={translate(`app.levels.${agency.level}`)} />
        {!agency.active && <Chip size="small" color="default" label={translate('app.network.inactive')} />}
        {hasChildren && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.network.agencies.children', { smart_count: agency.children_count })}
          </Typography>
        )}
      </ListItem>
      {open && hasChildren && <Children parent={agency} depth={depth + 1} />}
    </>
  );
}

function FirstLevelRoots() {
  const translate = useTranslate();
  const { data, isPending, error } = useInfiniteGetList<AgencyRecord>('agencies', {
    filter: { level: 'agency_1st_level', state: 'all' },
    sort: SORT,
    pagination: { page: 1, perPage: PAGE },
  });
  if (isPending) return <CircularProgress size={24} sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
  if (error) return <Typography color="error" sx={{ p: 2 }}>{translate('app.network.load_error')}</Typography>;
  const roots = data?.pages.flatMap((page) => page.data) ?? [];
  if (roots.length === 0) return <Typography sx={{ p: 2 }}>{translate('app.network.agencies.empty')}</Typography>;
  return (
    <>
      {roots.map((agency) => (
        <TreeNode key={agency.id} agency={agency} depth={0} startOpen={roots.length === 1} />
      ))}
    </>
  );
}

function OwnRoot({ agencyId }: { agencyId: number }) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne<AgencyRecord>('agencies', { id: agencyId });
  if (isPending) return <CircularProgress size={24} sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
  if (error || !data) return <Typography color="error" sx={{ p: 2 }}>{translate('app.network.load_error')}</Typography>;
  return <TreeNode agency={data} depth={0} startOpen />;
}

export function AgencyTree() {
  const actor = useActor();
  const translate = useTranslate();
  return (
    <Paper variant="outlined">
      <List role="tree" aria-label={translate('app.network.agencies.view_tree')} disablePadding>
        {isFirstLevel(actor) ? <FirstLevelRoots /> : <OwnRoot agencyId={actor.agency.id} />}
      </List>
    </Paper>
  );
}
