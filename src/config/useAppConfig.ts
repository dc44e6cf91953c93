/** GET config/ once per page load, shared by the maintenance watch, the footer and the error handler. */
import { useQuery } from '@tanstack/react-query';
import { customMethods, type AppConfig } from '../../dataProvider/custom.ts';

export const APP_CONFIG_KEY = ['app-config'] as const;

export function useAppConfig() {
  return useQuery<AppConfig>({
    queryKey: APP_CONFIG_KEY,
    queryFn: customMethods.getConfig,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
