import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { flattenErrors, toFieldErrors, toHttpError } from './errors.ts';

describe('DRF error body → react-admin HttpError', () => {
  it('maps field lists to one message per field and non_field_errors to root.serverError', () => {
    const error = toHttpError({
      status: 400,
      data: { username: ['Required.', 'Too short.'], non_field_errors: ['Unable to log in.'] },
    });
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({ username: 'Required. Too short.', root: { serverError: 'Unable to log in.' } });
    expect(error.message).toBe('username: Required.\nusername: Too short.\nUnable to log in.');
  });

  it('keeps nested objects and lists so react-hook-form finds passengers.1.first_name', () => {
    const errors = toFieldErrors({ passengers: [{}, { first_name: ['Required.'] }], address: { city: ['Bad.'] } });
    expect(errors).toEqual({ passengers: [{}, { first_name: 'Required.' }], address: { city: 'Bad.' } });
  });

  it('uses detail as the message and the root error, and keeps the code', () => {
    const error = toHttpError({ status: 409, data: { detail: 'No seats left.', code: 'no_seats' } });
    expect(error.message).toBe('No seats left.');
    expect(error.body).toMatchObject({ detail: 'No seats left.', code: 'no_seats', errors: { root: { serverError: 'No seats left.' } } });
  });

  it('names the request error when there was no answer and the undocumented error when the body says nothing', () => {
    expect(toHttpError({ status: 0, data: undefined }).message).toBe('app.errors.request');
    expect(toHttpError({ status: 502, data: '<html>' }).message).toBe('app.errors.undocumented');
  });

  it('flattens nested errors into field: message lines with translated labels', () => {
    const lines = flattenErrors({ passengers: [{ first_name: ['Required.'] }], non_field_errors: ['Check the data.'] }, (f) => f.toUpperCase());
    expect(lines).toEqual(['FIRST_NAME: Required.', 'Check the data.']);
  });
});
