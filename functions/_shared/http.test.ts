import { describe, expect, it, vi } from 'vitest';
import { AppError } from '~/src/server/errors';
import { API_SECURITY_HEADERS, handler } from './http';

describe('the error shape', () => {
  it('answers an unexpected failure with a generic 500 that reveals nothing, and logs the detail', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = handler(async () => {
      throw new Error('connection to postgres://admin:hunter2@db.internal failed');
    });
    const response = await failing(new Request('http://localhost/api/x'));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(text).not.toContain('hunter2');
    expect(String(log.mock.calls[0]?.[0])).toContain('hunter2');
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
    log.mockRestore();
  });

  it('answers an AppError with its status, message, field errors and headers', async () => {
    const throttled = handler(async () => {
      throw new AppError('throttled', 'Slow down', { fieldErrors: { email: ['Too many'] }, headers: { 'retry-after': '60' } });
    });
    const response = await throttled(new Request('http://localhost/api/x'));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ message: 'Slow down', fieldErrors: { email: ['Too many'] } });
  });
});
