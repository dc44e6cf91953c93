/**
 * Spec §2: a progress bar and a spinner while the route changes. Busy from each navigation until
 * the page's data has loaded (react-admin's useLoading), at least 300 ms so it is seen.
 */
import { CircularProgress, LinearProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useLoading, useTranslate } from 'ra-core';

const MIN_VISIBLE_MS = 300;

export function useRouteBusy(): boolean {
  const { key } = useLocation();
  const loading = useLoading();
  const [navigating, setNavigating] = useState(true);
  useEffect(() => {
    setNavigating(true);
    const timer = setTimeout(() => setNavigating(false), MIN_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return navigating || loading;
}

export function RouteProgressBar() {
  const busy = useRouteBusy();
  if (!busy) return null;
  return (
    <LinearProgress
      color="secondary"
      aria-hidden
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (t) => t.zIndex.appBar + 2 }}
    />
  );
}

export function RouteSpinner() {
  const busy = useRouteBusy();
  const translate = useTranslate();
  return (
    <CircularProgress
      size={20}
      color="inherit"
      aria-label={translate('app.loading')}
      sx={{ visibility: busy ? 'visible' : 'hidden', mx: 1 }}
    />
  );
}
