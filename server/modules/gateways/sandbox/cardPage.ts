/**
 * The sandbox's hosted card page: the amount, a card-number field and the test cards. Plain HTML
 * (it stands for the provider's page, not ours); every value written into it is escaped.
 */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function cardPage(input: { provider: string; amount: string; currency: string; description: string; action: string; error?: string }): string {
  const error = input.error ? `<p role="alert" class="error">${escape(input.error)}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(input.provider)} sandbox — card payment</title>
<style>body{background:#111827;color:#f9fafb;font-family:system-ui,sans-serif;display:flex;justify-content:center;padding:48px}
main{background:#1f2937;padding:32px;border-radius:12px;max-width:420px;width:100%}label,input,button{display:block;width:100%;font-size:16px}
input{margin:8px 0 16px;padding:8px;box-sizing:border-box}button{padding:10px;background:#2563eb;color:#fff;border:0;border-radius:6px}
.error{color:#fca5a5}small{color:#d1d5db}</style></head>
<body><main><h1>${escape(input.provider)} sandbox</h1>
<p>${escape(input.description)}</p><p><strong>${escape(input.amount)} ${escape(input.currency)}</strong></p>${error}
<form method="post" action="${escape(input.action)}"><label for="card_number">Card number</label>
<input id="card_number" name="card_number" autocomplete="off" inputmode="numeric" required>
<button type="submit">Pay</button></form>
<p><small>Test cards: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 is declined.</small></p></main></body></html>`;
}

export const minorToText = (minor: number) => (minor / 100).toFixed(2);
