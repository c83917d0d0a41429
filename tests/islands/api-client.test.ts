import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, apiUrl, createApiClient, type ErrorReporter } from '../../islands/api/client.ts';
import { ApiError, ApiNetworkError } from '../../islands/api/errors.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function setup(handler: Handler, location = { pathname: '/videos', search: '?page=2' }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: string | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    return handler(url, init);
  }) as unknown as typeof globalThis.fetch;
  const navigate = vi.fn<(url: string) => void>();
  const reporter = { error: vi.fn<ErrorReporter['error']>() };
  const client = createApiClient({ fetch, navigate, reporter, location });
  return { client, calls, navigate, reporter };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
});

describe('apiUrl: base path /api plus path, null and undefined query values skipped', () => {
  it.each([
    ['/videos', {}, '/api/videos'],
    ['videos', {}, '/api/videos'],
    ['/videos', { page: 2, search: 'red hair' }, '/api/videos?page=2&search=red+hair'],
    ['/videos', { page: null, search: undefined, filter: 'new' }, '/api/videos?filter=new'],
    ['/videos', { flag: false, zero: 0, empty: '' }, '/api/videos?flag=false&zero=0&empty='],
    ['/videos', { tag: ['a', null, 'b'] }, '/api/videos?tag=a&tag=b'],
  ])('%s %j → %s', (path, query, expected) => {
    expect(apiUrl(path, query)).toBe(expected);
  });
});

describe('requests', () => {
  it('sends credentials and asks for JSON', async () => {
    const { client, calls } = setup(() => json({ ok: 1 }));
    await expect(client.get('/toprated', { query: { page: 1 } })).resolves.toEqual({ ok: 1 });
    expect(calls[0]).toMatchObject({
      url: '/api/toprated?page=1',
      init: { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } },
    });
  });

  it.each([
    ['post', 'POST'],
    ['put', 'PUT'],
  ] as const)('%s sends a JSON body', async (name, method) => {
    const { client, calls } = setup(() => json({ saved: true }));
    await client[name]('/favorites', { videoId: 7 });
    expect(calls[0]?.init).toMatchObject({ method, body: '{"videoId":7}', headers: { 'Content-Type': 'application/json' } });
  });

  it('deletes', async () => {
    const { client, calls } = setup(() => new Response(null, { status: 204 }));
    await expect(client.delete('/favorites/7')).resolves.toBeNull();
    expect(calls[0]?.init.method).toBe('DELETE');
  });

  it('adds the image/webp hint when supported', async () => {
    const fetch = vi.fn(async () => json({})) as unknown as typeof globalThis.fetch;
    await createApiClient({ fetch, supportsWebp: true, reporter: { error: () => {} } }).get('/x');
    expect(vi.mocked(fetch).mock.calls[0]?.[1]?.headers).toEqual({ Accept: 'application/json, image/webp' });
  });
});

describe('failures', () => {
  it.each([400, 403, 404, 500, 503])('status %i throws "API Request failed with status code %i" carrying the response', async (status) => {
    const { client, reporter, navigate } = setup(() => json({ message: 'nope' }, status));
    const error = await client.get('/videos').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`API Request failed with status code ${status}`);
    expect((error as ApiError).response.status).toBe(status);
    expect((error as ApiError).body).toEqual({ message: 'nope' });
    expect(reporter.error).toHaveBeenCalledWith(`API Request failed with status code ${status}`, {
      status,
      method: 'GET',
      path: '/api/videos',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('yields null and reports an unparseable 2xx body', async () => {
    const { client, reporter } = setup(() => new Response('<html>', { status: 200 }));
    await expect(client.get('/videos')).resolves.toBeNull();
    expect(reporter.error).toHaveBeenCalledWith('Failed to parse JSON from API request.', expect.objectContaining({ status: 200, method: 'GET', path: '/api/videos' }));
  });

  it.each([401, 511])('status %i sends the browser to the members login with the current path', async (status) => {
    const { client, navigate } = setup(() => json({}, status), { pathname: '/videos/a-b', search: '?page=2&x=y z' });
    await expect(client.get('/videos')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/oidc/login?uri=%2Fvideos%2Fa-b%3Fpage%3D2%26x%3Dy+z');
  });

  it('times out after 60000 ms', async () => {
    vi.useFakeTimers();
    const { client } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    );
    const pending = client.get('/slow').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect((error as Error).message).toBe('API Request GET /api/slow failed: timed out after 60000 ms');
  });
});

describe('419: one shared refresh, one retry', () => {
  function expiringServer(expiredRequests: number) {
    let expired = expiredRequests;
    let refreshes = 0;
    const handler: Handler = async (url) => {
      if (url === '/api/refresh') {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json({});
      }
      if (expired > 0) {
        expired -= 1;
        return new Response(null, { status: 419 });
      }
      return json({ url });
    };
    return { handler, refreshes: () => refreshes };
  }

  it('refreshes and retries the original request', async () => {
    const server = expiringServer(1);
    const { client, calls } = setup(server.handler);
    await expect(client.post('/comments', { text: 'hi' })).resolves.toEqual({ url: '/api/comments' });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'POST /api/comments',
      'GET /api/refresh',
      'POST /api/comments',
    ]);
    expect(calls[2]?.init.body).toBe('{"text":"hi"}');
  });

  it('five parallel requests all getting 419 cause exactly one refresh and five retries', async () => {
    const server = expiringServer(5);
    const { client, calls } = setup(server.handler);
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => client.get(`/videos/${n}`)));
    expect(results).toEqual([1, 2, 3, 4, 5].map((n) => ({ url: `/api/videos/${n}` })));
    expect(server.refreshes()).toBe(1);
    expect(calls.filter((call) => call.url.startsWith('/api/videos/'))).toHaveLength(10);
  });

  it('a 419 arriving after the shared refresh finished retries without refreshing again', async () => {
    let release!: () => void;
    const late = new Promise<void>((resolve) => (release = resolve));
    let refreshes = 0;
    let slowCalls = 0;
    const { client } = setup(async (url) => {
      if (url === '/api/refresh') {
        refreshes += 1;
        return json({});
      }
      if (url === '/api/slow' && slowCalls++ === 0) return late.then(() => new Response(null, { status: 419 }));
      if (url === '/api/fast' && refreshes === 0) return new Response(null, { status: 419 });
      return json({ url });
    });
    const slow = client.get('/slow');
    await client.get('/fast');
    release();
    await expect(slow).resolves.toEqual({ url: '/api/slow' });
    expect(refreshes).toBe(1);
  });

  it('retries only once: a second 419 throws', async () => {
    const server = expiringServer(2);
    const { client } = setup(server.handler);
    await expect(client.get('/videos')).rejects.toMatchObject({ status: 419, message: 'API Request failed with status code 419' });
    expect(server.refreshes()).toBe(1);
  });

  it('a failed refresh sends the browser to the login', async () => {
    const { client, navigate } = setup((url) => new Response(null, { status: url === '/api/refresh' ? 401 : 419 }));
    await expect(client.get('/videos')).rejects.toMatchObject({ status: 419 });
    expect(navigate).toHaveBeenCalledWith('/oidc/login?uri=%2Fvideos%3Fpage%3D2');
  });
});
