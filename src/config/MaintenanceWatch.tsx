/**
 * Spec §2: while the maintenance flag of GET config/ is on, every page goes to /maintenance.
 * (A 503 with code maintenance from any call does the same, in the http client.)
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MAINTENANCE_PATH } from '../../dataProvider/http.ts';
import { useAppConfig } from './useAppConfig.ts';

export function MaintenanceWatch() {
  const { data } = useAppConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (data?.maintenance && pathname !== MAINTENANCE_PATH) navigate(MAINTENANCE_PATH, { replace: true });
  }, [data?.maintenance, pathname, navigate]);
  return null;
}
