import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { ConflictError, ExpiredError, IdempotencyKeyReusedError, InvalidInputError, LimitReachedError } from '../domain-errors';
import { errorHandler } from './errors';

/** What the one error middleware answers for `error`, read from a stand-in response, to a request with these headers and body. */
function answerTo(error: unknown, request: { headers?: Record<string, string>; body?: unknown } = {}) {
  const req = { get: (name: string) => request.headers?.[name], body: request.body } as unknown as Request;
  const logged: object[] = [];
  const answer = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const res = {
    headersSent: false,
    set: (headers: Record<string, string>) => (Object.assign(answer.headers, headers), res),
    status: (status: number) => ((answer.status = status), res),
    json: (body: unknown) => ((answer.body = body), res),
  };
  errorHandler({ error: (details) => void logged.push(details) })(error, req, res as unknown as Response, () => undefined);
  return { ...answer, logged };
}

describe('domain errors at the HTTP edge', () => {
  it('when a rule refuses input, then 400 with the message and the fields as errors', () => {
    const answer = answerTo(new InvalidInputError('Please choose a time from the list.', { time: 'Please select a time' }));

    expect(answer).toEqual({ status: 400, headers: {}, body: { errors: { time: 'Please select a time' }, message: 'Please choose a time from the list.' }, logged: [] });
  });

  it('when stored state refuses a request, then 409 {success: false, message}', () => {
    expect(answerTo(new ConflictError('That slot was just booked.'))).toMatchObject({ status: 409, body: { success: false, message: 'That slot was just booked.' } });
  });

  it('when what was asked for can no longer be (a manage link after its visit started), then 410 {success: false, message}', () => {
    expect(answerTo(new ExpiredError('This link has expired.'))).toMatchObject({ status: 410, body: { success: false, message: 'This link has expired.' }, logged: [] });
  });

  it('when an idempotency key comes back with another request, then 422 with the message', () => {
    expect(answerTo(new IdempotencyKeyReusedError('Please send a new key.'))).toMatchObject({ status: 422, body: { message: 'Please send a new key.' } });
  });

  it('when an allowance is used up, then 429 {success: false} with Retry-After in whole seconds', () => {
    const answer = answerTo(new LimitReachedError('Please call us to book more.', 3600));

    expect(answer).toMatchObject({ status: 429, headers: { 'Retry-After': '3600' }, body: { success: false, message: 'Please call us to book more.' }, logged: [] });
  });

  it('when an error is not a refusal, then 500 without its internals, and it is logged', () => {
    const answer = answerTo(new Error('disk on fire'));

    expect(answer.status).toBe(500);
    expect(JSON.stringify(answer.body)).not.toContain('disk on fire');
    expect(answer.logged).toHaveLength(1);
  });

  it('when a Spanish page’s request fails on the server’s side or cannot be read, then the answer is in Spanish, from its body’s language or its Content-Language, never the internals', () => {
    const fromHeader = answerTo(new Error('disk on fire'), { headers: { 'Content-Language': 'es' } });
    const fromBody = answerTo(new Error('disk on fire'), { body: { language: 'es' } });
    const tooLarge = answerTo(Object.assign(new Error('request entity too large'), { type: 'entity.too.large', status: 413 }), { headers: { 'Content-Language': 'es' } });
    const english = answerTo(new Error('disk on fire'));

    expect(fromHeader).toMatchObject({ status: 500, body: { message: 'Algo falló de nuestro lado. Inténtelo otra vez en un momento.' } });
    expect(fromBody).toMatchObject({ status: 500, body: { message: 'Algo falló de nuestro lado. Inténtelo otra vez en un momento.' } });
    expect(tooLarge).toMatchObject({ status: 413, body: { message: 'La solicitud es demasiado larga. Acorte su mensaje e inténtelo otra vez.' } });
    expect(english).toMatchObject({ status: 500, body: { message: 'Something went wrong on our side. Please try again in a moment.' } });
  });
});

