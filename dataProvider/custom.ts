/**
 * Calls that are not CRUD on a resource (docs/api.md): the shell's public config, the cart
 * summary, marking an alert read, agency funds and the password flows.
 */
import type { AlertLevel } from '../domain/constants.ts';
import type { CartItemRecord } from '../domain/records/cart.ts';
import type { CartItemBody } from '../domain/schemas/cart.ts';
import type { OutboxRecord } from '../domain/schemas/outbox.ts';
import type { Profile, RefreshResponse } from '../domain/session.ts';

export type { Profile };
import { http } from './http.ts';

export interface AppConfig {
  maintenance: boolean;
  environment: string;
  support_email: string;
  group_website: string;
  social: { name: string; url: string }[];
}

export interface UserAlert {
  id: number;
  read: boolean;
  alert: { id: number; level: AlertLevel; topic: string; body: string; created: string };
}

export interface AgencyFunds {
  agency: number;
  funds: string;
  currency: number;
}

export interface PasswordChangeAnswer extends RefreshResponse {
  detail: string;
}


export interface PasswordChangeBody {
  old_password: string;
  new_password1: string;
  new_password2: string;
}

export interface PasswordResetConfirmBody {
  token: string;
  new_password1: string;
  new_password2: string;
}

export const customMethods = {
  /** Public: maintenance flag, support e-mail, group website and social links. */
  getConfig: async (): Promise<AppConfig> => (await http.get<AppConfig>('config/')).data,

  getCartSummary: async (): Promise<{ count: number }> => (await http.get<{ count: number }>('cart/summary/')).data,

  // Issue 9, slice "cart" (docs/api-cart.md).
  /** The whole cart: it holds at most a few items, so one page of the largest size. */
  getCartItems: async (): Promise<CartItemRecord[]> => (await http.get<{ results: CartItemRecord[] }>('cart/items/', { params: { page_size: 1000 } })).data.results,
  addCartItem: async (body: CartItemBody): Promise<CartItemRecord> => (await http.post<CartItemRecord>('cart/items/', body)).data,
  removeCartItem: async (id: number): Promise<void> => {
    await http.delete(`cart/items/${id}/`);
  },

  markAlertRead: async (id: number): Promise<{ id: number; read: boolean }> =>
    (await http.post<{ id: number; read: boolean }>(`notifications/user-alerts/${id}/mark-as-read/`)).data,

  getAgencyFunds: async (agencyId: number): Promise<AgencyFunds> =>
    (await http.get<AgencyFunds>(`accounting/agency-funds/${agencyId}/`)).data,

  getProfile: async (userId: number): Promise<Profile> =>
    (await http.get<Profile>(`agency/operators/user/${userId}/perfil`)).data,

  changePassword: async (body: PasswordChangeBody): Promise<PasswordChangeAnswer> =>
    (await http.post<PasswordChangeAnswer>('accounts/password/change/', body)).data,

  requestPasswordReset: async (email: string): Promise<{ detail: string }> =>
    (await http.post<{ detail: string }>('accounts/password/reset/', { email })).data,

  confirmPasswordReset: async (body: PasswordResetConfirmBody): Promise<{ detail: string }> =>
    (await http.post<{ detail: string }>('accounts/password/reset/confirm/', body)).data,

  /** A failed mail of the outbox goes back to the queue (first-level admins). */
  retryOutboxMail: async (id: number): Promise<OutboxRecord> => (await http.post<OutboxRecord>(`system/outbox/${id}/retry/`)).data,
};

export type CustomMethods = typeof customMethods;
