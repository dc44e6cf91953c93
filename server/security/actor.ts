import type { AgencyLevel, OperatorType } from '../../domain/roles.ts';
import type { Actor } from '../../domain/session.ts';

/**
 * Who makes a request, as the access token tells it: the domain Actor (what every rule reads)
 * plus the username and the agency's tree path, which the tenant scope needs without a query.
 */
export interface AuthActor extends Actor {
  username: string;
  type: OperatorType;
  agency: { id: number; level: AgencyLevel; path: string };
}
