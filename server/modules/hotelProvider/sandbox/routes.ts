/**
 * The sandbox hotel provider under `/sandbox/hotelbeds/hotel-api/1.0` (docs/api-hotel-provider.md):
 * APItude's availability, checkrates, bookings and cancellation over its own inventory, signed
 * requests only (401 otherwise), errors as `{error: {code, message}}`. Served while
 * HOTEL_PROVIDER_URL is unset; the demo and the tests use it.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fromMinor } from '../../../../domain/money.ts';
import { stayNights } from '../../../../domain/services/hotels.ts';
import { z } from '../../../../domain/validation.ts';
import { API_PATH } from '../protocol.ts';
import { hotelProviderSettings } from '../settings.ts';
import { verifySignature } from '../signature.ts';
import { availabilityAnswer, checkKeys, SandboxFailure } from './answers.ts';
import { cancellationAmountMinor, parseRateKey, SANDBOX_CURRENCY, SANDBOX_HOTELS, type SandboxRate } from './inventory.ts';
import { findBooking, insertBooking, markCancelled, releaseRooms, SoldOut, takeRooms, type SandboxBooking } from './store.ts';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d));
const pax = z.object({ roomId: z.coerce.number().int().optional(), type: z.enum(['AD', 'CH']), age: z.number().int().min(0).max(17).optional(), name: z.string().max(50).optional(), surname: z.string().max(50).optional() });
const occupancy = z.object({ rooms: z.number().int().min(1).max(9), adults: z.number().int().min(1).max(8), children: z.number().int().min(0).max(4), paxes: z.array(pax).max(12).optional() });

const availabilityBody = z.object({
  stay: z.object({ checkIn: date, checkOut: date }),
  occupancies: z.array(occupancy).min(1).max(9),
  hotels: z.object({ hotel: z.array(z.union([z.string(), z.number()]).transform(String)).min(1).max(2000) }),
  boards: z.object({ included: z.boolean().default(true), board: z.array(z.string()).min(1) }).optional(),
  dailyRate: z.boolean().optional(),
});
const checkRatesBody = z.object({ rooms: z.array(z.object({ rateKey: z.string().max(500) })).min(1).max(9) });
const bookingBody = z.object({
  holder: z.object({ name: z.string().trim().min(1).max(50), surname: z.string().trim().min(1).max(50) }),
  rooms: z.array(z.object({ rateKey: z.string().max(500), paxes: z.array(pax).min(1).max(12) })).min(1).max(9),
  clientReference: z.string().trim().min(1).max(20),
  remark: z.string().max(2000).optional(),
});

const today = () => new Date().toISOString().slice(0, 10);
const audit = () => ({ auditData: { processTime: '1', timestamp: new Date().toISOString(), requestHost: 'sandbox', serverId: 'sandbox', environment: '[sandbox]', release: '1.0', token: randomUUID() } });

function fail(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ ...audit(), error: { code, message } });
}

function invalid(reply: FastifyReply, error: z.ZodError) {
  const issue = error.issues[0];
  return fail(reply, 400, 'INVALID_REQUEST', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
}

function bookingAnswer(b: SandboxBooking, status: 'CONFIRMED' | 'CANCELLED', cancellationAmount?: number) {
  const rooms = b.rooms as { code: string; name: string; paxes: unknown[]; rates: SandboxRate[] }[];
  return {
    ...audit(),
    booking: {
      reference: b.reference,
      ...(b.cancellation_reference ? { cancellationReference: b.cancellation_reference } : {}),
      clientReference: b.client_reference,
      creationDate: b.created_at.toISOString().slice(0, 10),
      status,
      holder: b.holder,
      hotel: {
        checkIn: b.checkin,
        checkOut: b.checkout,
        code: b.hotel_code,
        name: SANDBOX_HOTELS.get(b.hotel_code)?.name ?? b.hotel_code,
        ...(cancellationAmount === undefined ? {} : { cancellationAmount }),
        rooms: rooms.map((r, i) => ({ status: status, id: i + 1, code: r.code, name: r.name, paxes: r.paxes, rates: r.rates })),
        totalNet: b.total_net,
        currency: b.currency,
      },
      remark: b.remark,
      totalNet: Number(b.total_net),
      pendingAmount: 0,
      currency: b.currency,
    },
  };
}

export async function hotelProviderSandboxRoutes(app: FastifyInstance): Promise<void> {
  // A stand-in for a third party, not our API: left out of the OpenAPI document.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  app.addHook('onRequest', async (req, reply) => {
    const settings = hotelProviderSettings({ publicUrl: app.config.publicUrl, port: app.config.port });
    const key = req.headers['api-key'];
    const signature = req.headers['x-signature'];
    if (key !== settings.apiKey || typeof signature !== 'string' || !verifySignature(settings.apiKey, settings.secret, signature)) {
      return fail(reply, 401, 'AUTHENTICATION_ERROR', 'Invalid API key or signature');
    }
  });
  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof SandboxFailure) return fail(reply, err.status, err.code, err.message);
    // A body that is not JSON, or too large: the client's fault, as APItude answers it.
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return fail(reply, 400, 'INVALID_REQUEST', 'Malformed request');
    app.log.error(err);
    return fail(reply, 500, 'SYSTEM_ERROR', 'Internal error');
  });

  app.post(`${API_PATH}/hotels`, async (req, reply) => {
    const body = availabilityBody.safeParse(req.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const { stay, occupancies, hotels, boards } = body.data;
    const nights = stayNights(stay.checkIn, stay.checkOut).length;
    if (nights < 1 || nights > 30) return fail(reply, 400, 'INVALID_DATA', 'The stay must be of 1 to 30 nights');
    if (stay.checkIn < today()) return fail(reply, 400, 'INVALID_DATA', 'Check-in date is in the past');
    if (occupancies.some((o) => (o.paxes ?? []).filter((p) => p.type === 'CH').length !== o.children)) return fail(reply, 400, 'INVALID_DATA', 'Each child needs a CH pax with its age');
    const included = boards ? (boards.included ? new Set(boards.board) : null) : null;
    const found = await availabilityAnswer(app.db, stay.checkIn, stay.checkOut, occupancies, hotels.hotel, included);
    return { ...audit(), hotels: { hotels: found, checkIn: stay.checkIn, checkOut: stay.checkOut, total: found.length } };
  });

  app.post(`${API_PATH}/checkrates`, async (req, reply) => {
    const body = checkRatesBody.safeParse(req.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const checked = await checkKeys(app.db, body.data.rooms.map((r) => parseRateKey(r.rateKey)), today());
    const { hotel, parts } = checked[0];
    const totalMinor = checked.reduce((t, c) => t + Math.round(Number(c.rate.net) * 100), 0);
    return {
      ...audit(),
      hotel: { checkIn: parts.checkIn, checkOut: parts.checkOut, code: hotel.code, name: hotel.name, currency: SANDBOX_CURRENCY, totalNet: fromMinor(totalMinor), rooms: checked.map((c) => ({ code: c.room.code, name: c.room.name, rates: [c.rate] })) },
    };
  });

  app.post(`${API_PATH}/bookings`, async (req, reply) => {
    const body = bookingBody.safeParse(req.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const checked = await checkKeys(app.db, body.data.rooms.map((r) => parseRateKey(r.rateKey)), today());
    for (const [i, c] of checked.entries()) {
      const paxes = body.data.rooms[i].paxes;
      if (paxes.filter((p) => p.type === 'AD').length < c.parts.rooms) return fail(reply, 400, 'INVALID_DATA', 'Each room needs an adult pax');
    }
    const { hotel, parts } = checked[0];
    const dates = stayNights(parts.checkIn, parts.checkOut);
    const totalMinor = checked.reduce((t, c) => t + Math.round(Number(c.rate.net) * 100), 0);
    try {
      const booking = await app.db.transaction().execute(async (tx) => {
        for (const c of checked) await takeRooms(tx, hotel.code, c.room.code, dates, c.parts.rooms);
        return insertBooking(tx, {
          clientReference: body.data.clientReference,
          hotel: hotel.code,
          checkIn: parts.checkIn,
          checkOut: parts.checkOut,
          holder: body.data.holder,
          rooms: checked.map((c, i) => ({ code: c.room.code, name: c.room.name, paxes: body.data.rooms[i].paxes, rates: [c.rate] })),
          remark: body.data.remark ?? '',
          totalNet: fromMinor(totalMinor),
          currency: SANDBOX_CURRENCY,
        });
      });
      return bookingAnswer(booking, 'CONFIRMED');
    } catch (err) {
      if (err instanceof SoldOut) return fail(reply, 400, 'PRODUCT_ERROR', 'Insufficient allotment');
      throw err;
    }
  });

  app.delete<{ Params: { reference: string }; Querystring: { cancellationFlag?: string } }>(`${API_PATH}/bookings/:reference`, async (req, reply) => {
    const flag = req.query.cancellationFlag ?? 'CANCELLATION';
    if (flag !== 'CANCELLATION' && flag !== 'SIMULATION') return fail(reply, 400, 'INVALID_REQUEST', 'cancellationFlag: CANCELLATION or SIMULATION');
    const booking = await findBooking(app.db, req.params.reference.slice(0, 40));
    if (!booking) return fail(reply, 404, 'INVALID_DATA', 'Booking not found');
    // Cancelling again answers the cancelled booking: a retry after a lost answer changes nothing.
    if (booking.status === 'CANCELLED') return bookingAnswer(booking, 'CANCELLED', Number(booking.cancellation_amount ?? 0));
    const rooms = booking.rooms as { code: string; rates: SandboxRate[] }[];
    const amountMinor = cancellationAmountMinor(rooms.flatMap((r) => r.rates), today());
    if (flag === 'SIMULATION') return bookingAnswer(booking, 'CONFIRMED', amountMinor / 100);
    const cancelled = await app.db.transaction().execute(async (tx) => {
      const done = await markCancelled(tx, booking.reference, fromMinor(amountMinor));
      if (!done) return findBooking(tx, booking.reference);
      const dates = stayNights(done.checkin, done.checkout);
      for (const r of rooms) await releaseRooms(tx, done.hotel_code, r.code, dates, r.rates.reduce((t, x) => t + x.rooms, 0));
      return done;
    });
    if (!cancelled) return fail(reply, 404, 'INVALID_DATA', 'Booking not found');
    return bookingAnswer(cancelled, 'CANCELLED', Number(cancelled.cancellation_amount ?? 0));
  });
}
