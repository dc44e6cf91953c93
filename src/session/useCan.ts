/**
 * canAccess of domain/access.ts for the signed-in user, synchronously: the same rule the
 * authProvider answers react-admin with (and the server guards with), without a loading state.
 */
import { canAccess } from '../../domain/access.ts';
import { useActor } from './useActor.ts';

export function useCan(resource: string, action: string, record?: unknown): boolean {
  const actor = useActor();
  return canAccess(actor, { resource, action, record });
}
