import { describe, expect, it } from 'vitest';
import { receiveErrorReport, REPORT_ACCEPTED } from '../../src/features/error-screen/error-reports.server.ts';
import { ERROR_REPORTS_PATH } from '../../src/shell/error-screen/paths.ts';
import { createErrorReporter } from '../../src/server/error-reporter.ts';
import type { ErrorReport } from '../../src/server/error-reporter.ts';
import { reportOf, sendErrorReport } from '../../islands/shell/error-screen/report.ts';
import { CORRELATION_META } from '../../src/shell/error-screen/page-meta.ts';
import { answerJson, startThrowawayServer } from '../catalogue/throwaway-server.ts';
import { memoryLogger } from '../support/memory-logger.ts';

const REPORT: ErrorReport = { message: 'Loading chunk Player.Bx12.js failed', detail: { kind: 'chunk-load', page: '/videos/a' } };
const ORIGIN = { tenant: 'aurora', correlationId: 'request-correlation-1' };

/** Resolves once `count` requests reached the server (forwarding does not hold up the report). */
async function reportingService(status: number, count = 1) {
  const received: { body: unknown; type: unknown }[] = [];
  let done: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (done = resolve));
  const server = await startThrowawayServer((req, body, res) => {
    received.push({ body: JSON.parse(body) as unknown, type: req.headers['content-type'] });
    answerJson(res, {}, status);
    if (received.length >= count) done();
  });
  return { server, received, arrived };
}

describe('the error reporter', () => {
  it('logs a report at error level with the tenant and the correlation id of its request', () => {
    const { logger, lines } = memoryLogger();
    createErrorReporter({ forwardUrl: null }).report(REPORT, { log: logger.child({ tenant: ORIGIN.tenant, correlationId: ORIGIN.correlationId }), ...ORIGIN });
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: REPORT.message, tenant: 'aurora', correlationId: 'request-correlation-1', report: REPORT.detail })]);
  });

  it('forwards it as JSON to the reporting service ERROR_REPORT_URL names', async () => {
    const { server, received, arrived } = await reportingService(202);
    try {
      const { logger } = memoryLogger();
      createErrorReporter({ forwardUrl: `${server.url}/reports` }).report(REPORT, { log: logger, ...ORIGIN });
      await arrived;
      expect(received).toEqual([
        { type: 'application/json', body: { message: REPORT.message, detail: REPORT.detail, tenant: 'aurora', correlationId: 'request-correlation-1', at: expect.any(String) } },
      ]);
    } finally {
      await server.close();
    }
  });

  it('logs a reporting service that refuses the report, and goes on', async () => {
    const { server, arrived } = await reportingService(500);
    const { logger, lines } = memoryLogger();
    try {
      createErrorReporter({ forwardUrl: server.url }).report(REPORT, { log: logger, ...ORIGIN });
      await arrived;
      await expect.poll(() => lines.map((line) => line['msg'])).toContain('the error reporting service refused a report');
    } finally {
      await server.close();
    }
  });
});

describe(`POST ${ERROR_REPORTS_PATH}, the browser's way to the error reporter`, () => {
  const post = (body: string) => new Request(`http://aurora.localhost${ERROR_REPORTS_PATH}`, { method: 'POST', body });
  const contextRecording = () => {
    const reports: ErrorReport[] = [];
    return { reports, context: { reportError: (report: ErrorReport) => void reports.push(report) } };
  };

  it('takes a page’s report and sends it to the error reporter', async () => {
    const { reports, context } = contextRecording();
    const body = { kind: 'chunk-load', message: 'Loading chunk Player.Bx12.js failed', page: '/videos/a', pageCorrelationId: 'page-correlation-1' };
    const response = await receiveErrorReport(context, post(JSON.stringify(body)));
    expect(response.status).toBe(REPORT_ACCEPTED);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(reports).toEqual([{ message: body.message, detail: { source: 'browser', kind: 'chunk-load', page: '/videos/a', pageCorrelationId: 'page-correlation-1' } }]);
  });

  it.each([
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ kind: 'chunk-load', message: 'x', page: '/', pageCorrelationId: null, extra: 1 })],
    ['an unknown kind', JSON.stringify({ kind: 'anything', message: 'x', page: '/', pageCorrelationId: null })],
    ['a page that is no path', JSON.stringify({ kind: 'chunk-load', message: 'x', page: 'https://evil.example/', pageCorrelationId: null })],
    ['a message too long', JSON.stringify({ kind: 'chunk-load', message: 'x'.repeat(5000), page: '/', pageCorrelationId: null })],
  ])('refuses %s with 400, reporting nothing', async (_case, body) => {
    const { reports, context } = contextRecording();
    expect((await receiveErrorReport(context, post(body))).status).toBe(400);
    expect(reports).toEqual([]);
  });
});

describe('a page’s report', () => {
  const page = (correlation: string | null) => ({
    location: { pathname: '/videos/a' },
    querySelector: (selector: string) => (correlation !== null && selector === `meta[name="${CORRELATION_META}"]` ? ({ content: correlation } as HTMLMetaElement) : null),
  });

  it('names the page by its path and the correlation id of its render, when it has one', () => {
    expect(reportOf('island-crash', 'Island crashed: boom', page('page-correlation-1') as never)).toEqual({
      kind: 'island-crash',
      message: 'Island crashed: boom',
      page: '/videos/a',
      pageCorrelationId: 'page-correlation-1',
    });
    expect(reportOf('chunk-load', 'Loading chunk x failed', page(null) as never).pageCorrelationId).toBeNull();
  });

  it('is posted to the site’s error reporter, kept alive while the page is left', () => {
    const sent: { url: unknown; init: RequestInit | undefined }[] = [];
    const previous = globalThis.document;
    Object.defineProperty(globalThis, 'document', { value: page(null), configurable: true });
    try {
      sendErrorReport('chunk-load', 'Loading chunk x failed', (url, init) => {
        sent.push({ url, init });
        return Promise.resolve(new Response(null, { status: 202 }));
      });
    } finally {
      Object.defineProperty(globalThis, 'document', { value: previous, configurable: true });
    }
    expect(sent).toEqual([{ url: ERROR_REPORTS_PATH, init: expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin' }) }]);
    expect(JSON.parse(sent[0]?.init?.body as string)).toEqual({ kind: 'chunk-load', message: 'Loading chunk x failed', page: '/videos/a', pageCorrelationId: null });
  });
});
