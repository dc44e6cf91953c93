/**
 * The side menu of spec §2, built from domain `visibleMenu(actor)`: one collapsible group per
 * area the user may open, each with only the routes the user may open.
 */
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HomeIcon from '@mui/icons-material/Home';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { useMemo, useState } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { visibleMenu, type MenuArea } from '../../../domain/menu.ts';
import type { Actor } from '../../../domain/session.ts';
import { areaLabelKey, routeLabelKey } from '../../routes/menuLabels.ts';
import { areaIcon } from './areaIcons.ts';

function isActive(path: string, pathname: string): boolean {
  return !!matchPath({ path, end: true }, pathname);
}

function areaContains(area: MenuArea, pathname: string): boolean {
  return area.routes.some((route) => pathname === route.path || pathname.startsWith(`${route.path}/`));
}

function AreaGroup({ area, open, onToggle, onNavigate }: { area: MenuArea; open: boolean; onToggle: () => void; onNavigate?: () => void }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const Icon = areaIcon(area.key);
  const listId = `menu-area-${area.key}`;
  return (
    <>
      <ListItemButton onClick={onToggle} aria-expanded={open} aria-controls={listId}>
        <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={translate(areaLabelKey(area.key))} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} component="div" disablePadding dense>
          {area.routes.map((route) => (
            <ListItemButton
              key={route.path}
              component={NavLink}
              to={route.path}
              end
              onClick={onNavigate}
              selected={isActive(route.path, pathname)}
              sx={{ pl: 9, borderRadius: 1, mx: 1 }}
            >
              <ListItemText primary={translate(routeLabelKey(route.path))} />
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </>
  );
}

export interface SideMenuProps {
  actor: Actor;
  /** Called after a click on a link (closes the menu on small screens). */
  onNavigate?: () => void;
}

export function SideMenu({ actor, onNavigate }: SideMenuProps) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const areas = useMemo(() => visibleMenu(actor), [actor]);
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(areas.map((area) => [area.key, areaContains(area, pathname)])),
  );
  const toggle = (key: string) => setOpen((current) => ({ ...current, [key]: !current[key] }));

  return (
    <List
      component="nav"
      aria-label={translate('app.menu.title')}
      subheader={
        <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: '40px', textTransform: 'uppercase', letterSpacing: 1, fontSize: 12 }}>
          {translate('app.menu.title')}
        </ListSubheader>
      }
    >
      <ListItemButton component={NavLink} to="/" end onClick={onNavigate} selected={pathname === '/'}>
        <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>
          <HomeIcon />
        </ListItemIcon>
        <ListItemText primary={translate('app.menu.dashboard')} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
      </ListItemButton>
      {areas.map((area) => (
        <AreaGroup key={area.key} area={area} open={!!open[area.key]} onToggle={() => toggle(area.key)} onNavigate={onNavigate} />
      ))}
    </List>
  );
}
