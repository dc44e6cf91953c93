import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { toHttpError } from '../../dataProvider/errors.ts';
import { createI18nProvider } from '../testing/i18n.ts';
import { describeError } from './describeError.ts';

const es = createI18nProvider('es').translate;
const en = createI18nProvider('en').translate;

describe('error handler (spec §8)', () => {
  it('500: the difficulties notice with the support address, as an error', () => {
    const notice = describeError(toHttpError({ status: 500, data: { detail: 'boom' } }), es, { supportEmail: 'soporte@viajesb2b.com' });
    expect(notice).toEqual({
      type: 'error',
      message:
        'En estos momentos estamos presentando dificultades, por favor pruebe en un rato. Si el problema persiste contacte a soporte@viajesb2b.com. Disculpe las molestias',
    });
  });

  it('401 and 403: warnings', () => {
    expect(describeError(toHttpError({ status: 401, data: { detail: 'Token is invalid' } }), en)).toEqual({
      type: 'warning',
      message: 'Your session has expired',
    });
    expect(describeError(toHttpError({ status: 403, data: {} }), es)).toEqual({
      type: 'warning',
      message: 'No se puede realizar la operación con el usuario actual.',
    });
  });

  it('400: the server field messages as field: message lines, nested ones flattened, with an optional prefix', () => {
    const error = toHttpError({
      status: 400,
      data: { old_password: ['La contraseña actual no es correcta.'], passengers: [{ first_name: ['Obligatorio.'] }], non_field_errors: ['Revise los datos.'] },
    });
    expect(describeError(error, es)).toEqual({
      type: 'error',
      message: 'Contraseña actual: La contraseña actual no es correcta.\nfirst_name: Obligatorio.\nRevise los datos.',
    });
    expect(describeError(error, es, { prefix: 'app.messages.error_modify_request' }).message.split('\n')[0]).toBe(
      'Error al enviar la solicitud de modificar',
    );
  });

  it('404: Not found', () => {
    expect(describeError(toHttpError({ status: 404, data: { detail: 'No encontrado.' } }), en)).toEqual({ type: 'error', message: 'Not found.' });
  });

  it('no answer at all: the request-error message', () => {
    expect(describeError(toHttpError({ status: 0, data: undefined }), es)).toEqual({ type: 'error', message: 'Error al enviar la solicitud' });
    expect(describeError(toHttpError({ status: 0, data: undefined }), en).message).toBe('Error sending request');
  });

  it("anything else: the server's own message, or the undocumented-error text", () => {
    expect(describeError(toHttpError({ status: 409, data: { detail: 'No quedan plazas.', code: 'no_seats' } }), es)).toEqual({
      type: 'error',
      message: 'No quedan plazas.',
    });
    expect(describeError(toHttpError({ status: 418, data: null }), es).message).toBe('Ha ocurrido un error sin documentado');
    expect(describeError(new HttpError('Conflict', 409, null), es).message).toBe('Conflict');
  });

  it('503 maintenance: a warning with the maintenance text', () => {
    const notice = describeError(toHttpError({ status: 503, data: { detail: 'Volvemos en breve.', code: 'maintenance' } }), es);
    expect(notice).toEqual({ type: 'warning', message: 'Volvemos en breve.' });
  });
});
