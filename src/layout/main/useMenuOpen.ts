/**
 * Whether the side menu shows, and the toggle of the top bar. From md up the menu sits beside the
 * content and stays as the user left it: react-admin's sidebar state ('sidebar.open' in the
 * store, kept in localStorage), open by default. Below md it covers the page, starts closed and
 * closes on every navigation, so it is a state of this page only and never changes the wide choice.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSidebarState } from 'react-admin';

export interface MenuOpenState {
  /** The menu beside the content (md and up), rather than over it. */
  wide: boolean;
  open: boolean;
  toggle: () => void;
  /** After a click on a menu link: closes the narrow menu. */
  navigated: () => void;
}

export function useMenuOpen(): MenuOpenState {
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const [narrowOpen, setNarrowOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setNarrowOpen(false), [pathname]);
  return {
    wide,
    open: wide ? sidebarOpen : narrowOpen,
    toggle: () => (wide ? setSidebarOpen(!sidebarOpen) : setNarrowOpen((open) => !open)),
    navigated: () => setNarrowOpen(false),
  };
}
