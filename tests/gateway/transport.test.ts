import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayFetch } from '../../src/gateway/transport.ts';
import { startThrowawayServer } from '../catalogue/throwaway-server.ts';

type Server = Awaited<ReturnType<typeof startThrowawayServer>>;
let server: Server;
const received: { method: string | undefined; url: string | undefined; headers: Record<string, unknown>; body: string }[] = [];

beforeAll(async () => {
  server = await startThrowawayServer((req, body, res) => {
    received.push({ method: req.method, url: req.url, headers: req.headers, body });
    if (req.url === '/empty') return void res.writeHead(204).end();
    if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2_000);
    res.writeHead(201, [['content-type', 'application/json'], ['set-cookie', 'a=1'], ['set-cookie', 'b=2']]);
    res.end('{"ok":true}');
  });
});
afterAll(() => server.close());

describe("the gateway's transport keeps fetch's contract", () => {
  it('sends the method, headers and body, and answers with the status, headers and body', async () => {
    const headers = new Headers({ 'content-type': 'application/json', 'x-correlation-id': 'c-1' });
    const response = await gatewayFetch(new URL(`${server.url}/graphql`), { method: 'POST', headers, body: '{"query":"{a}"}' });
    expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/graphql', body: '{"query":"{a}"}', headers: { 'x-correlation-id': 'c-1' } });
    expect(response.status).toBe(201);
    expect(response.ok).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers a 204 with no body', async () => {
    const response = await gatewayFetch(`${server.url}/empty`);
    expect(received.at(-1)?.method).toBe('GET');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it("rejects with the signal's TimeoutError when the answer is late", async () => {
    await expect(gatewayFetch(`${server.url}/slow`, { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it("rejects as fetch does, TypeError('fetch failed') with the system error as cause, when nothing listens", async () => {
    const gone = await startThrowawayServer(() => undefined);
    await gone.close();
    const failure = await gatewayFetch(gone.url).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect(failure).toMatchObject({ message: 'fetch failed', cause: { code: 'ECONNREFUSED' } });
  });

  it('refuses what it cannot send rather than sending something else', async () => {
    await expect(gatewayFetch(new Request(server.url))).rejects.toThrow('takes a URL and options');
    await expect(gatewayFetch(server.url, { method: 'POST', body: new Uint8Array([1]) })).rejects.toThrow('text bodies only');
  });
});
