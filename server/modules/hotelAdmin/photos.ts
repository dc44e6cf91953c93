/**
 * Photos of a hotel (docs/api-hotels.md 'Photos'): PNG, JPEG or WebP checked by their bytes, at
 * most 4 MB, stored under DATA_DIR/media/hotels/ like agency logos and served at /media/…. Each
 * upload and removal writes the hotel's history in the transaction of its row.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../../domain/constants.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { IMAGE_EXTENSIONS, imageTypeOf } from '../../http/uploads.ts';
import type { Db } from '../flightAdmin/crud.ts';
import { writeHistory } from '../flightAdmin/history.ts';
import { hotels } from './hotels.ts';

export const PHOTO_MAX_BYTES = 4 * 1024 * 1024;
export const MAX_PHOTOS = 30;

export async function addPhoto(db: Db, userId: number, mediaDir: string, hotelId: number, readBytes: () => Promise<Buffer>, lang: Language) {
  await hotels.get(db, hotelId, lang);
  const count = await db.selectFrom('hotel_photos').select((eb) => eb.fn.countAll<number>().as('n')).where('hotel_id', '=', hotelId).executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_PHOTOS) throw fieldError('photo', 'validation.too_many_items', { max: MAX_PHOTOS });
  const bytes = await readBytes();
  const type = imageTypeOf(bytes);
  if (!type) throw fieldError('photo', 'validation.invalid_image');
  const name = `hotels/${hotelId}-${randomBytes(8).toString('hex')}.${IMAGE_EXTENSIONS[type]}`;
  const target = path.join(mediaDir, name);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(`${target}.partial`, bytes);
  await rename(`${target}.partial`, target);
  try {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('hotel_photos')
        .values({ hotel_id: hotelId, file: name, sort: Number(count.n) })
        .returning(['id', 'file'])
        .executeTakeFirstOrThrow();
      await writeHistory(trx, [{ entity: 'hotel_photo', entity_id: hotelId, action: 'create', user_id: userId, before: null, after: { id: row.id, url: `/media/${row.file}` } }]);
      await trx.updateTable('hotels').set({ updated_at: new Date() }).where('id', '=', hotelId).execute();
    });
  } catch (err) {
    await rm(target, { force: true });
    throw err;
  }
  return hotels.get(db, hotelId, lang);
}

export async function removePhoto(db: Db, userId: number, mediaDir: string, hotelId: number, photoId: number, lang: Language) {
  const file = await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('hotel_photos').where('id', '=', photoId).where('hotel_id', '=', hotelId).returning(['id', 'file']).executeTakeFirst();
    if (!row) throw notFound();
    await writeHistory(trx, [{ entity: 'hotel_photo', entity_id: hotelId, action: 'delete', user_id: userId, before: { id: row.id, url: `/media/${row.file}` }, after: null }]);
    return row.file;
  });
  // The file goes once no row names it.
  await rm(path.join(mediaDir, file), { force: true });
  return hotels.get(db, hotelId, lang);
}

/**
 * Puts the hotel's photos in the order given (every photo of the hotel once); one history row with
 * the order before and after, in the transaction of the change.
 */
export async function orderPhotos(db: Db, userId: number, hotelId: number, order: number[], lang: Language) {
  await hotels.get(db, hotelId, lang);
  await db.transaction().execute(async (trx) => {
    // Locks the hotel so two reorders (or a reorder and an upload) do not interleave.
    await trx.selectFrom('hotels').select('id').where('id', '=', hotelId).forUpdate().execute();
    const current = await trx.selectFrom('hotel_photos').select(['id', 'file']).where('hotel_id', '=', hotelId).orderBy('sort').orderBy('id').execute();
    const ids = new Set(current.map((p) => p.id));
    if (order.length !== current.length || !order.every((photoId) => ids.has(photoId))) throw fieldError('photos', 'hotel_catalog.photo_order');
    for (const [sort, photoId] of order.entries()) await trx.updateTable('hotel_photos').set({ sort }).where('id', '=', photoId).execute();
    const urls = new Map(current.map((p) => [p.id, `/media/${p.file}`]));
    await writeHistory(trx, [
      { entity: 'hotel_photo', entity_id: hotelId, action: 'order', user_id: userId, before: { order: current.map((p) => urls.get(p.id)) }, after: { order: order.map((photoId) => urls.get(photoId)) } },
    ]);
    await trx.updateTable('hotels').set({ updated_at: new Date() }).where('id', '=', hotelId).execute();
  });
  return hotels.get(db, hotelId, lang);
}
