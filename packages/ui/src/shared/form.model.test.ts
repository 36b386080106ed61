import { describe, expect, it } from 'vitest';
import type { FieldError } from '@oyna/sdk/forms';
import { visibleErrors } from './form.model';

const required: FieldError = { key: 'validation.required', params: {} };
const tooShort: FieldError = { key: 'validation.minLength', params: { min: 5 } };
const errors = { username: required, password: tooShort };

describe('visible form errors', () => {
  it('shows nothing while the player is still filling the form in', () => {
    expect(visibleErrors(errors, { touched: {}, submitted: false })).toEqual({});
  });

  it("shows a field's error once the player has left it", () => {
    expect(visibleErrors(errors, { touched: { username: true }, submitted: false })).toEqual({ username: required });
  });

  it('shows every error after a submit attempt', () => {
    expect(visibleErrors(errors, { touched: {}, submitted: true })).toEqual(errors);
  });

  it('shows nothing for fields that are valid, touched or not', () => {
    expect(visibleErrors({}, { touched: { username: true }, submitted: true })).toEqual({});
  });
});
