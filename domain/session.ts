import type { AgencyLevel, OperatorType } from './roles.ts';

/** The agency as carried by the operator session (spec §3). `balance` is a decimal string. */
export interface SessionAgency {
  id: number;
  name: string;
  level: AgencyLevel;
  currency: number;
  balance: string;
  logo: string | null;
}

/**
 * The user part of the login answer and of the `userB2B` cookie (spec §3 'Operator session').
 * Rules in `rules.ts` read only this shape, so the browser and the server judge the same data.
 */
export interface SessionUser {
  id: number;
  username: string;
  full_name: string;
  type: OperatorType;
  groups: { name: string }[];
  is_etg_user: boolean;
  agency: SessionAgency;
}

/** What a rule needs to know about who acts: a subset of SessionUser. */
export type Actor = Pick<SessionUser, 'id' | 'type' | 'groups' | 'is_etg_user'> & {
  agency: Pick<SessionAgency, 'id' | 'level'>;
};

/** Answer of POST accounts/login/ (and of the third-party login). */
export interface LoginResponse {
  access: string;
  refresh: string;
  /** ISO 8601 instant at which the access token expires. */
  access_token_expiration: string;
  user: SessionUser;
}

/** Answer of POST accounts/token/refresh/. The refresh token rotates. */
export interface RefreshResponse {
  access: string;
  refresh: string;
  access_token_expiration: string;
}

/** Answer of GET agency/operators/user/{id}/perfil. Instants are ISO 8601 UTC. */
export interface Profile {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  phone: string;
  type: OperatorType;
  groups: { name: string }[];
  is_etg_user: boolean;
  is_active: boolean;
  last_login: string | null;
  date_joined: string;
  agency: Pick<SessionAgency, 'id' | 'name' | 'level' | 'currency' | 'logo'>;
}
