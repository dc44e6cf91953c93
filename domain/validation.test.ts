import { describe, expect, it } from 'vitest';
import { translate } from './i18n.ts';
import { en } from './messages/en.ts';
import { es } from './messages/es.ts';
import { loginBody, passwordChangeBody } from './schemas/accounts.ts';
import { email, phone } from './schemas/common.ts';
import { toFieldErrors } from './validation.ts';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('shared messages', () => {
  it('Spanish and English have the same keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(es).sort());
  });

  it('interpolates parameters and falls back to the key', () => {
    expect(translate('en', 'validation.too_long', { max: 4 })).toBe('Ensure this field has no more than 4 characters.');
    expect(translate('es', 'no.such.key')).toBe('no.such.key');
  });
});

describe('field errors', () => {
  const inEnglish = (key: string, params: Record<string, string | number>) => translate('en', key, params);
  const inSpanish = (key: string, params: Record<string, string | number>) => translate('es', key, params);

  it('reports missing, mistyped, oversized and unknown fields DRF-style', () => {
    const r = loginBody.safeParse({ password: 'x'.repeat(129), username: 7, extra: true });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(toFieldErrors(r.error, inEnglish)).toEqual({
      username: ['Enter a valid text.'],
      password: ['Ensure this field has no more than 128 characters.'],
      extra: ['This field is not allowed.'],
    });
    const missing = loginBody.safeParse({});
    expect(missing.success || toFieldErrors(missing.error, inSpanish)).toEqual({
      username: ['Este campo es obligatorio.'],
      password: ['Este campo es obligatorio.'],
    });
  });

  it('puts cross-field rules under the field they concern', () => {
    const r = passwordChangeBody.safeParse({ old_password: 'old-secret', new_password1: 'new-secret1', new_password2: 'other' });
    expect(r.success || toFieldErrors(r.error, inEnglish)).toEqual({ new_password2: ["The two password fields didn't match."] });
  });

  it('validates phone (max 12) and e-mail', () => {
    expect(phone.safeParse('+5355512345').success).toBe(true);
    expect(phone.safeParse('+53555123456789').success).toBe(false);
    expect(phone.safeParse('abc').success).toBe(false);
    expect(email.safeParse('ana@example.com').success).toBe(true);
    expect(email.safeParse('ana@').success).toBe(false);
  });
});
