/**
 * Where each card provider lives and its secrets, from the environment. With a provider's URL
 * unset, the adapter talks to the sandbox gateway our own server serves under `/sandbox/<provider>`,
 * with sandbox secrets: the same HTTP, signature and error paths production runs.
 */
export interface RevolutSettings {
  /** Merchant API base, e.g. https://merchant.revolut.com/api (ends before `/orders`). */
  apiUrl: string;
  secretKey: string;
  /** Signing secret of our registered webhook (`wsk_…`). */
  webhookSecret: string;
  apiVersion: string;
}

export interface PayfactoSettings {
  /** API base, e.g. https://test.api.payfacto.cloud/v1. */
  apiUrl: string;
  /** Hosted payment page the cardholder is sent to with `?SecureID=`. */
  hostedUrl: string;
  apiKey: string;
  companyNumber: string;
  merchantNumber: string;
}

export interface GatewaySettings {
  /** Base of the URLs the gateways call back and redirect to (PUBLIC_URL, else this server). */
  publicUrl: string;
  revolut: RevolutSettings;
  payfacto: PayfactoSettings;
  /** True where a provider points at our sandbox (the demo and the tests). */
  sandbox: { revolut: boolean; payfacto: boolean };
}

export const SANDBOX_REVOLUT_SECRET = 'sk_sandbox_revolut_0123456789';
export const SANDBOX_REVOLUT_WEBHOOK_SECRET = 'wsk_sandbox_revolut_0123456789';
export const SANDBOX_PAYFACTO_KEY = 'payfacto-sandbox-key';
export const REVOLUT_API_VERSION = '2024-09-01';

type Env = Record<string, string | undefined>;

const trimmed = (value: string | undefined) => value?.trim().replace(/\/+$/, '') || '';

export function gatewaySettings(options: { publicUrl: string; port: number }, env: Env = process.env): GatewaySettings {
  const publicUrl = options.publicUrl || `http://127.0.0.1:${options.port}`;
  const revolutUrl = trimmed(env.REVOLUT_API_URL);
  const payfactoUrl = trimmed(env.PAYFACTO_API_URL);
  return {
    publicUrl,
    revolut: {
      apiUrl: revolutUrl || `${publicUrl}/sandbox/revolut/api`,
      secretKey: env.REVOLUT_SECRET_KEY?.trim() || SANDBOX_REVOLUT_SECRET,
      webhookSecret: env.REVOLUT_WEBHOOK_SECRET?.trim() || SANDBOX_REVOLUT_WEBHOOK_SECRET,
      apiVersion: env.REVOLUT_API_VERSION?.trim() || REVOLUT_API_VERSION,
    },
    payfacto: {
      apiUrl: payfactoUrl || `${publicUrl}/sandbox/payfacto/v1`,
      hostedUrl: trimmed(env.PAYFACTO_HOSTED_URL) || `${publicUrl}/sandbox/payfacto/hosted`,
      apiKey: env.PAYFACTO_API_KEY?.trim() || SANDBOX_PAYFACTO_KEY,
      companyNumber: env.PAYFACTO_COMPANY_NUMBER?.trim() || '12345',
      merchantNumber: env.PAYFACTO_MERCHANT_NUMBER?.trim() || '53400000',
    },
    sandbox: { revolut: !revolutUrl, payfacto: !payfactoUrl },
  };
}
