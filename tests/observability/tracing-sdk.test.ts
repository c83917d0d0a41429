import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SpanKind, trace } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { writeFakeServerBuild } from '../support/fake-server-build.ts';
import { rawRequest } from '../support/http.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { testSiteServer } from '../support/site-server.ts';

/**
 * With an OpenTelemetry SDK registered before the server runs (what docs/deploy.md's `node --import`
 * does), the site's spans are recorded with no change to its code: the request's server span under
 * the caller's, each gateway call a client span under it, and the gateway told of the client span.
 */
const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const root = mkdtempSync(join(tmpdir(), 'tracing-sdk-'));
const received: string[] = [];
let gateway: Server;
let site: Server;
let port = 0;

const FAKE_ENTRY = `export async function handler(req, res, next, locals) {
  const { context } = locals;
  await context.gateway.graphql('pagePart', '{ __typename }', {}, { safeParse: (data) => ({ success: true, data }) }, { correlationId: context.correlationId });
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('rendered');
}
`;

beforeAll(async () => {
  trace.setGlobalTracerProvider(provider);
  gateway = createServer((req, res) => {
    received.push(String(req.headers['traceparent']));
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { __typename: 'Query' } })));
  });
  const gatewayUrl = `http://127.0.0.1:${await listenOnLoopback(gateway)}`;
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'aurora', 'client'), { recursive: true });
  writeFileSync(join(dist, 'aurora', 'client', '404.html'), 'not found');
  writeFakeServerBuild(join(dist, 'aurora'), 'aurora', FAKE_ENTRY);
  site = testSiteServer({ tenants: tenantsFor({ SITE_ENV: 'local', PORT: 4321 }), distDir: dist, gatewayFor: () => createGatewayClient({ url: gatewayUrl }) });
  port = await listenOnLoopback(site);
});
afterAll(async () => {
  site.close();
  gateway.close();
  await provider.shutdown();
  trace.disable();
  rmSync(root, { recursive: true, force: true });
});

describe('the site\'s spans, once an SDK is registered', () => {
  it('records the request as a server span under the caller\'s, and its gateway call as a client span under that, whose id the gateway receives', async () => {
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const callerSpan = 'b7ad6b7169203331';
    const answer = await rawRequest(port, { host: 'aurora.localhost', path: '/search?q=x', headers: { traceparent: `00-${traceId}-${callerSpan}-01` } });
    expect({ status: answer.status, text: answer.text }).toEqual({ status: 200, text: 'rendered' });
    await expect.poll(() => exporter.getFinishedSpans().some((span) => span.kind === SpanKind.SERVER)).toBe(true);
    const spans = exporter.getFinishedSpans();
    const server = spans.find((span) => span.kind === SpanKind.SERVER);
    const client = spans.find((span) => span.kind === SpanKind.CLIENT);
    expect(server?.spanContext().traceId).toBe(traceId);
    expect(server?.parentSpanContext?.spanId).toBe(callerSpan);
    expect(server?.attributes).toMatchObject({ 'http.response.status_code': 200, 'paysite.tenant': 'aurora', 'paysite.answer_kind': 'rendered' });
    expect(client?.spanContext().traceId).toBe(traceId);
    expect(client?.parentSpanContext?.spanId).toBe(server?.spanContext().spanId);
    expect(client?.name).toBe('POST /graphql');
    expect(received).toEqual([`00-${traceId}-${client?.spanContext().spanId}-01`]);
  });
});
