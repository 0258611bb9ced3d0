import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, fieldErrorsOf, getOrNullOn401, serverMessageOf } from '@/lib/api-client';

const answer = (status: number, body: string, statusText = '') =>
  vi.fn(async () => new Response(body || null, { status, statusText }));

afterEach(() => vi.unstubAllGlobals());

describe('the call convention of document 1 §7', () => {
  it('sends credentials always, and a JSON content type only with a body', async () => {
    const fetch = answer(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetch);
    await api.get('/api/prospects');
    await api.post('/api/contact', { name: 'Ana' });
    await api.post('/api/logout');
    const [get, post, bodiless] = fetch.mock.calls.map((call) => (call as unknown[])[1]);
    expect(get).toEqual({ method: 'GET', credentials: 'include' });
    expect(post).toEqual({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Ana"}',
    });
    expect(bodiless).toEqual({ method: 'POST', credentials: 'include' });
  });

  it('throws "status: body" for a non-ok answer, or the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', answer(409, '{"message":"You have already voted"}'));
    await expect(api.post('/api/prospects/1/vote')).rejects.toThrow(
      '409: {"message":"You have already voted"}',
    );
    vi.stubGlobal('fetch', answer(503, '', 'Service Unavailable'));
    await expect(api.get('/api/prospects')).rejects.toThrow('503: Service Unavailable');
  });

  it("reads the server's message and per-field messages from a JSON error body", () => {
    const error = new ApiError(
      400,
      JSON.stringify({ message: 'Name is required', errors: { parentName: 'Name is required' } }),
    );
    expect(serverMessageOf(error)).toBe('Name is required');
    expect(fieldErrorsOf(error)).toEqual({ parentName: 'Name is required' });
    expect(serverMessageOf(new ApiError(502, '<html>bad gateway</html>'))).toBeUndefined();
    expect(fieldErrorsOf(new ApiError(502, '<html>bad gateway</html>'))).toEqual({});
    expect(fieldErrorsOf(new TypeError('Failed to fetch'))).toEqual({});
  });

  it('can read a 401 as "nobody" instead of an error, reading the answer to its end', async () => {
    const signedOut = new Response('{"message":"You must be signed in"}', { status: 401 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => signedOut),
    );
    await expect(getOrNullOn401('/api/user')).resolves.toBeNull();
    // An unread body keeps the request open in the browser: the page never goes network-idle.
    expect(signedOut.bodyUsed).toBe(true);
    vi.stubGlobal('fetch', answer(500, 'boom'));
    await expect(getOrNullOn401('/api/user')).rejects.toThrow('500: boom');
  });
});
