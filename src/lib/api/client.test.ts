// The client reads the one error shape ({ message?, fieldErrors? }) without a schema library
// (docs/decisions/037): what it reads, and that any other shape reads as nothing.
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, fieldErrors, isValidationError } from './client';

const error = (status: number, body: unknown) => new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body));

describe('reading an API error', () => {
  it('reads the message and the per-field messages', () => {
    const e = error(400, { message: 'Please check the form', fieldErrors: { email: ['Please enter a valid email'] } });
    expect(e.message).toBe('400: {"message":"Please check the form","fieldErrors":{"email":["Please enter a valid email"]}}');
    expect(errorMessage(e)).toBe('Please check the form');
    expect(fieldErrors(e)).toEqual({ email: ['Please enter a valid email'] });
    expect(isValidationError(e)).toBe(true);
  });

  it('reads a message alone, and nothing from a body that is not the error shape', () => {
    expect(errorMessage(error(429, { message: 'Too many requests' }))).toBe('Too many requests');
    expect(fieldErrors(error(429, { message: 'Too many requests' }))).toEqual({});
    for (const body of [
      'Bad Gateway',
      [],
      { message: 5 },
      { fieldErrors: { email: 'not a list' } },
      { fieldErrors: { email: [1] } },
      null,
    ]) {
      expect(errorMessage(error(502, body))).toBeUndefined();
      expect(fieldErrors(error(502, body))).toEqual({});
    }
    expect(errorMessage(new Error('network down'))).toBeUndefined();
  });
});
