/**
 * PayFacto API v1 adapter (cd.support.payfacto.com, "PayFacto API - v1.0"): the redirect flow
 * creates a purchase session server to server (`/redirect/CreatePurchaseSession` → SecureID),
 * sends the cardholder to the hosted page, then asks for the result (`/redirect/GetResponse`):
 * PayFacto signs no webhook, the pull over our authenticated call is what makes a result true.
 * Refunds go to `/refund` with the purchase's TransactionNumber. ReturnCode '00' is approved.
 */
import { GatewayError, gatewayCall } from '../gatewayHttp.ts';
import type { PayfactoSettings } from '../settings.ts';
import { encodePayfactoRequest, parsePayfactoAnswer, payfactoAmount } from './form.ts';

const PROVIDER = 'payfacto';
export const PAYFACTO_APPROVED = '00';
/** GetResponse before the cardholder finished on the hosted page. */
export const PAYFACTO_NO_RESULT_YET = '96';

export interface PayfactoSession {
  secureId: string;
  /** Where the cardholder's browser goes. */
  hostedUrl: string;
}

export interface PayfactoResult {
  approved: boolean;
  returnCode: string;
  transactionNumber: string;
  amountMinor: number;
  invoiceNumber: string;
}

export class PayfactoClient {
  constructor(private readonly settings: PayfactoSettings) {}

  private async call(path: string, fields: Record<string, string>): Promise<Record<string, string>> {
    const res = await gatewayCall(PROVIDER, `${this.settings.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: encodePayfactoRequest(this.settings.apiKey, fields),
    });
    const answer = parsePayfactoAnswer(res.text);
    if (res.status < 200 || res.status > 299) throw new GatewayError(PROVIDER, res.status, answer.ReturnCode ?? 'error', answer.Message ?? '');
    return answer;
  }

  private merchant() {
    return { CompanyNumber: this.settings.companyNumber, MerchantNumber: this.settings.merchantNumber };
  }

  async createPurchaseSession(input: { amountMinor: number; invoiceNumber: string; customerNumber: string; language: string; successUrl: string; failureUrl: string }): Promise<PayfactoSession> {
    const answer = await this.call('/redirect/CreatePurchaseSession', {
      ...this.merchant(),
      CustomerNumber: input.customerNumber.slice(0, 8),
      Amount: payfactoAmount(input.amountMinor),
      InvoiceNumber: input.invoiceNumber.slice(0, 25),
      InputType: 'I',
      LanguageCode: input.language === 'en' ? 'E' : 'F',
      SuccessURL: input.successUrl,
      FailureURL: input.failureUrl,
    });
    const secureId = answer.SecureID;
    if (!secureId) throw new GatewayError(PROVIDER, 200, answer.ReturnCode ?? 'no_secure_id', answer.Message ?? '');
    return { secureId, hostedUrl: `${this.settings.hostedUrl}?SecureID=${encodeURIComponent(secureId)}` };
  }

  async getResponse(secureId: string): Promise<PayfactoResult> {
    const a = await this.call('/redirect/GetResponse', { ...this.merchant(), SecureID: secureId });
    return {
      approved: a.ReturnCode === PAYFACTO_APPROVED,
      returnCode: a.ReturnCode ?? '',
      transactionNumber: a.TransactionNumber ?? '',
      amountMinor: Number(a.Amount ?? 0),
      invoiceNumber: a.InvoiceNumber ?? '',
    };
  }

  async refund(transactionNumber: string, amountMinor: number): Promise<PayfactoResult> {
    const a = await this.call('/refund', { ...this.merchant(), TransactionNumber: transactionNumber, Amount: payfactoAmount(amountMinor), InputType: 'I' });
    // A refund the gateway answered and declined did not happen.
    if (a.ReturnCode !== PAYFACTO_APPROVED) throw new GatewayError(PROVIDER, 200, a.ReturnCode ?? 'declined', a.Message ?? '', 'refused');
    return { approved: true, returnCode: a.ReturnCode, transactionNumber: a.TransactionNumber ?? '', amountMinor, invoiceNumber: a.InvoiceNumber ?? '' };
  }
}
