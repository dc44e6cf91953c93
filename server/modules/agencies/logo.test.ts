import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.ts';
import { agencyAdmin, agencyIds, multipart, PNG_1PX, type AgencyKey } from '../../testing/network.ts';
import { LOGO_MAX_BYTES } from './logo.ts';

const t = useTestApp();
let ids: Record<AgencyKey, number>;

beforeAll(async () => {
  ids = await agencyIds(t);
  await agencyAdmin(t, 'mx_logo', 'mexico');
});

async function upload(user: string, agency: number, body: ReturnType<typeof multipart>, lang = 'es') {
  return t.app.inject({ method: 'POST', url: `/api/agency/agencies/${agency}/logo/`, payload: body.payload, headers: { ...(await t.auth(user)), ...body.headers, 'accept-language': lang } });
}

const mediaFiles = () => {
  const dir = path.join(t.config.dataDir, 'media', 'agencies');
  return existsSync(dir) ? readdirSync(dir).filter((f) => !f.endsWith('.partial')) : [];
};

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(16)]);

describe('POST/DELETE agency/agencies/{id}/logo/', () => {
  it('stores a PNG, serves it under /media and names it in the record', async () => {
    const res = await upload('mx_logo', ids.cancun, multipart('logo', 'logo.png', PNG_1PX, 'image/png'));
    expect(res.statusCode, res.body).toBe(200);
    const logo = res.json().logo as string;
    expect(logo).toMatch(new RegExp(`^/media/agencies/${ids.cancun}-[0-9a-f]{16}\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url: `/api/agency/agencies/${ids.cancun}/`, headers: await t.auth('admin') })).json().logo).toBe(logo);
  });

  it('replaces the file on a new upload (JPEG, WebP) and removes it on DELETE', async () => {
    const first = (await upload('admin', ids.merida, multipart('logo', 'a.jpg', JPEG, 'image/jpeg'))).json().logo as string;
    expect(first).toMatch(/\.jpg$/);
    const second = (await upload('admin', ids.merida, multipart('logo', 'b.webp', WEBP, 'image/webp'))).json().logo as string;
    expect(second).toMatch(/\.webp$/);
    expect(mediaFiles()).not.toContain(path.basename(first));
    expect(mediaFiles()).toContain(path.basename(second));
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/agency/agencies/${ids.merida}/logo/`, headers: await t.auth('admin') });
    expect(removed.json().logo).toBeNull();
    expect(mediaFiles()).not.toContain(path.basename(second));
  });

  it('refuses what is not an image by its content, whatever its name and type say', async () => {
    const before = mediaFiles();
    for (const [name, content] of [
      ['fake.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['anim.gif', Buffer.from('GIF89a\x01\x00\x01\x00')],
      ['doc.png', Buffer.from('%PDF-1.4 not an image')],
      ['empty.png', Buffer.alloc(0)],
    ] as const) {
      const res = await upload('admin', ids.andalucia, multipart('logo', name, content, 'image/png'), 'en');
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual({ logo: ['The file must be a PNG, JPEG or WebP image.'] });
    }
    expect(mediaFiles()).toEqual(before);
    expect((await t.db.selectFrom('agencies').select('logo').where('id', '=', ids.andalucia).executeTakeFirstOrThrow()).logo).toBeNull();
  });

  it('refuses a file over 2 MB, a missing file and a JSON body', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(LOGO_MAX_BYTES)]);
    const tooBig = await upload('admin', ids.andalucia, multipart('logo', 'big.png', big, 'image/png'));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ logo: ['El archivo no puede superar 2 MB.'] });
    const other = await upload('admin', ids.andalucia, multipart('picture', 'a.png', PNG_1PX, 'image/png'));
    expect(other.json()).toEqual({ logo: ['Este campo es obligatorio.'] });
    const json = await t.app.inject({ method: 'POST', url: `/api/agency/agencies/${ids.andalucia}/logo/`, payload: { logo: 'x' }, headers: await t.auth('admin') });
    expect(json.statusCode).toBe(415);
    expect(mediaFiles().some((f) => f.startsWith(`${ids.andalucia}-`))).toBe(false);
  });

  it('follows the edit rule: 404 outside the subtree, 403 without the permission or at the own level', async () => {
    const png = () => multipart('logo', 'logo.png', PNG_1PX, 'image/png');
    expect((await upload('mx_logo', ids.spain, png())).statusCode).toBe(404);
    expect((await upload('mx_logo', ids.mexico, png())).statusCode).toBe(403);
    expect((await upload('operator2', ids.cancun, png())).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/agency/agencies/${ids.cancun}/logo/`, ...png() });
    expect(anonymous.statusCode).toBe(401);
  });
});
