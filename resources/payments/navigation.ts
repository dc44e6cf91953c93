/** Where the browser goes to pay on the gateway's hosted page; a seam so component tests stay on the page. */
export const hostedPage = { assign: (url: string) => window.location.assign(url) };

/** A fresh Idempotency-Key for one attempt to move money. */
export const attemptKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);
