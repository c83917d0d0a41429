// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withErrorBoundary } from '../../islands/shell/error-screen/ErrorBoundary.tsx';
import { ERROR_SCREEN_HEADING, ERROR_SCREEN_TEXT, reportLink } from '../../src/shell/error-screen-texts.ts';

let crash = true;
function Fragile() {
  if (crash) throw new Error('render crash');
  return <p>island content</p>;
}
const Guarded = withErrorBoundary(Fragile);

/** The error reports the boundary sends (islands/shell/error-screen/report.ts), caught before they reach the network. */
let reports: unknown[] = [];
beforeEach(() => {
  reports = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    reports.push(JSON.parse(init?.body as string));
    return Promise.resolve(new Response(null, { status: 202 }));
  });
});

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  crash = true;
  vi.restoreAllMocks();
});

describe("an island's error boundary", () => {
  it("shows the error screen with 'Go Home' for a crash, and no 'Fill a report' without error reporting", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Guarded />);
    expect(screen.getByRole('heading', { name: ERROR_SCREEN_HEADING })).toBeTruthy();
    expect(screen.getByText(ERROR_SCREEN_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Fill a report' })).toBeNull();
  });

  it("offers 'Fill a report' with the page's correlation id where error reporting is configured", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.head.innerHTML = '<meta name="error-report-url" content="https://support.example/report"><meta name="correlation-id" content="abc12345">';
    render(<Guarded />);
    expect(screen.getByRole('link', { name: 'Fill a report' }).getAttribute('href')).toBe('https://support.example/report?correlationId=abc12345');
  });

  it('reports the crash to the site’s error reporter, with the correlation id of the page’s render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.head.innerHTML = '<meta name="correlation-id" content="abc12345">';
    render(<Guarded />);
    expect(reports).toEqual([{ kind: 'island-crash', message: 'Island crashed: render crash', page: window.location.pathname, pageCorrelationId: 'abc12345' }]);
  });

  it('resets when the visitor moves through history', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Guarded />);
    expect(screen.queryByText('island content')).toBeNull();
    crash = false;
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('island content')).toBeTruthy();
  });
});

describe('the report link', () => {
  it('keeps the form\'s own query and adds the correlation id', () => {
    expect(reportLink('https://support.example/report?lang=en', 'abc12345')).toBe('https://support.example/report?lang=en&correlationId=abc12345');
    expect(reportLink('https://support.example/report', null)).toBe('https://support.example/report');
  });
});
