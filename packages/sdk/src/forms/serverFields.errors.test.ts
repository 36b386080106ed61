import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../errors/oyna.errors';
import { serverFieldErrors } from './serverFields.errors';

const refusal = (data: unknown, status = 400) => new ApiError({ status, path: 'payment/deposit', message: 'Tutar: …', data });

describe('serverFieldErrors', () => {
  it('keeps the known fields a 400 names, under the prefix, with the server’s words', () => {
    const error = refusal({ fields: { 'detail.Amount': 'En az 100,00 TRY', 'detail.Note': 'Bu alan beklenmiyor', id: 'Geçersiz' } });
    expect(serverFieldErrors(error, ['Amount', 'Iban'], 'detail.')).toEqual({
      Amount: { key: 'validation.server', params: { message: 'En az 100,00 TRY' } },
    });
  });

  it('gives nothing for another status, another error or data that names no fields', () => {
    expect(serverFieldErrors(refusal({ fields: { 'detail.Amount': 'x' } }, 409), ['Amount'], 'detail.')).toEqual({});
    expect(serverFieldErrors(new NetworkError({ path: 'x', cause: null }), ['Amount'])).toEqual({});
    for (const data of [null, { fields: null }, { fields: { Amount: 5 } }, 'fields']) expect(serverFieldErrors(refusal(data), ['Amount'])).toEqual({});
  });
});
