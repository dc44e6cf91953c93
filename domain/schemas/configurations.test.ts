import { describe, expect, it } from 'vitest';
import { CONFIGURATION_SCHEMAS, configurationValueSchema, safeHttpUrl } from './configurations.ts';

describe('configuration values (issue 7)', () => {
  it('safeHttpUrl keeps absolute http(s) URLs only: what the footer may link to', () => {
    expect(safeHttpUrl('https://www.grupoviajescaribe.com')).toBe('https://www.grupoviajescaribe.com');
    expect(safeHttpUrl(' http://example.com/a?b=1 ')).toBe('http://example.com/a?b=1');
    for (const bad of ['javascript:alert(document.cookie)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'data:text/html,x', 'notaurl', '//evil.example', '/relative', 'https://', 'ftp://x.example', 5, null, undefined, true]) {
      expect(safeHttpUrl(bad), String(bad)).toBeNull();
    }
  });

  it('gives every key its shape, and a key without one no value at all', () => {
    expect(CONFIGURATION_SCHEMAS.social_links.safeParse(5).success).toBe(false);
    expect(CONFIGURATION_SCHEMAS.social_links.safeParse([{ name: 'X', url: 'https://x.com/g' }]).success).toBe(true);
    expect(CONFIGURATION_SCHEMAS.support_email.safeParse(-1).success).toBe(false);
    expect(CONFIGURATION_SCHEMAS.group_website.safeParse('notaurl').success).toBe(false);
    expect(configurationValueSchema('no_such_key').safeParse('x').success).toBe(false);
  });
});
