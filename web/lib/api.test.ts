import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getJson, serverFieldErrors, serverMessage } from './api';
import { createSubmissionKey } from './submission-key';
import { submitJson } from './submit';
import { fakeFetch, json } from '../testing/fake-fetch';
import { bookingResponseSchema } from '#contract';
import { parse } from './form-rules';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('when there is a body, then it is JSON with its content type and cookies are sent', async () => {
    const { calls } = fakeFetch({ 'POST /api/contact': () => json({ message: 'ok' }, 201) });
    await apiRequest('POST', '/api/contact', { a: 1 }, { headers: { 'Idempotency-Key': 'k1' } });
    expect(calls[0]).toMatchObject({ body: { a: 1 }, credentials: 'include', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' } });
  });

  it('when there is no body, then no content type is sent', async () => {
    const { calls } = fakeFetch({ 'GET /api/x': () => json([]) });
    await apiRequest('GET', '/api/x');
    expect(calls[0]!.headers).toEqual({});
    expect(calls[0]!.credentials).toBe('include');
  });

  it('when the answer is not OK, then the error reads "{status}: {body}"', async () => {
    fakeFetch({ 'GET /api/x': () => new Response('{"message":"Nope"}', { status: 409 }) });
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('409: {"message":"Nope"}');
    expect(serverMessage(error)).toBe('Nope');
  });

  it('when the failed answer has no body, then the status text stands in; a 401 fails too', async () => {
    fakeFetch({ 'GET /api/x': () => new Response(null, { status: 401, statusText: 'Unauthorized' }) });
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('401: Unauthorized');
  });

  it('when a 400 carries field errors, then they are readable by field', async () => {
    fakeFetch({ 'POST /api/x': () => json({ message: 'Fix it', errors: { clientPhone: 'Please enter a valid phone number' } }, 400) });
    const error = await apiRequest('POST', '/api/x', {}).catch((e: unknown) => e);
    expect(serverFieldErrors(error)).toEqual({ clientPhone: 'Please enter a valid phone number' });
    expect(serverMessage(new Error('plain'))).toBeUndefined();
  });
});

describe('getJson', () => {
  it('when given a query key, then its parts joined with "/" are the URL', async () => {
    const { calls } = fakeFetch({ 'GET /api/consultation/slots': () => json([{ date: '2030-01-07', time: '09:00', available: true }]) });
    await expect(getJson(['/api', 'consultation', 'slots'])).resolves.toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/consultation/slots');
  });
});

describe('submitJson', () => {
  it('when the service worker queued the request, then the result says queued, not sent', async () => {
    fakeFetch({ 'POST /api/consultation/book': () => json({ queued: true, id: 'q1' }, 202) });
    await expect(submitJson('/api/consultation/book', {}, 'k', (json) => parse(bookingResponseSchema, json))).resolves.toEqual({ status: 'queued', id: 'q1' });
  });

  it('when the answer does not match, then it is an error, not a success', async () => {
    fakeFetch({ 'POST /api/consultation/book': () => json({ queued: true }, 202) });
    await expect(submitJson('/api/consultation/book', {}, 'k', (json) => parse(bookingResponseSchema, json))).rejects.toThrow();
  });

  it('when the server answered, then the body is parsed with the schema and the key is sent', async () => {
    const { calls } = fakeFetch({ 'POST /api/consultation/book': () => json({ success: true, message: 'Booked' }, 201) });
    const result = await submitJson('/api/consultation/book', { a: 1 }, 'key-1', (json) => parse(bookingResponseSchema, json));
    expect(result).toEqual({ status: 'sent', data: { success: true, message: 'Booked' } });
    expect(calls[0]!.headers['Idempotency-Key']).toBe('key-1');
  });
});

describe('submission keys', () => {
  it('when the same payload is retried, then the key is reused; a changed payload gets a new key', () => {
    const keys = createSubmissionKey();
    const first = keys.for({ time: '09:00' });
    expect(keys.for({ time: '09:00' })).toBe(first);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    const second = keys.for({ time: '09:15' });
    expect(second).not.toBe(first);
    keys.reset();
    expect(keys.for({ time: '09:15' })).not.toBe(second);
  });
});
