import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../errors/oyna.errors';
import { submitForm } from './formSubmit.task';

const schema = z.object({ username: z.string().check(z.minLength(5, 'validation.minLength')) });

describe('submitForm', () => {
  it('sends a valid form and runs what follows only once the server agreed', async () => {
    const done = vi.fn();
    const result = await submitForm(schema, { username: 'deniz' }, async () => ({ message: 'Sent' }), done);
    expect(result).toEqual({ status: 'done', message: 'Sent' });
    expect(done).toHaveBeenCalledWith({ username: 'deniz' });
  });

  it('sends nothing for a form its rules refuse, and names the wrong field', async () => {
    const call = vi.fn();
    const result = await submitForm(schema, { username: 'de' }, call);
    expect(result).toMatchObject({ status: 'invalid', errors: { username: { key: 'validation.minLength' } } });
    expect(call).not.toHaveBeenCalled();
  });

  it('gives the server’s refusal in its words, and a dropped call as a typed failure; neither runs what follows', async () => {
    const done = vi.fn();
    const refused = await submitForm(schema, { username: 'deniz' }, () => Promise.reject(new ApiError({ status: 200, path: 'x', message: 'No such player' })), done);
    expect(refused).toEqual({ status: 'refused', message: 'No such player' });
    const dropped = await submitForm(schema, { username: 'deniz' }, () => Promise.reject(new NetworkError({ path: 'x', cause: new TypeError('offline') })), done);
    expect(dropped).toMatchObject({ status: 'failed', error: { code: 'network' } });
    expect(done).not.toHaveBeenCalled();
  });
});
