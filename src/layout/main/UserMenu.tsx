/** User menu of spec §2: profile, change password and logout; plus what's new (release notes). */
import KeyIcon from '@mui/icons-material/Key';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { Avatar, Box, Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLogout, useTranslate } from 'ra-core';
import { WHATS_NEW_PATH } from '../../../domain/menu.ts';
import type { SessionUser } from '../../../domain/session.ts';

/** Read by screen readers, not shown (MUI's visuallyHidden). */
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function UserMenu({ user }: { user: SessionUser }) {
  const translate = useTranslate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user.full_name || user.username;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        sx={{ textTransform: 'none', minWidth: 0, gap: 1 }}
      >
        {/* Named by its content, not an aria-label: a label must hold all the visible text, the
            initials too (axe label-content-name-mismatch); the initials only repeat the name. */}
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {translate('app.topbar.user_menu')}
        </Box>{' '}
        <Avatar src={user.agency?.logo ?? undefined} alt="" aria-hidden sx={{ width: 32, height: 32, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontSize: 14 }}>
          {initials(name)}
        </Avatar>
        <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' }, maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.agency?.name}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/usuario/detalles" onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.topbar.profile')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to="/usuario/changePassword" onClick={close}>
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.topbar.change_password')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={WHATS_NEW_PATH} onClick={close}>
          <ListItemIcon>
            <NewReleasesIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.topbar.whats_new')}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('ra.auth.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
