import type { Page } from '@playwright/test';

/**
 * Every console error or warning a page logs, and every uncaught exception, from now on. A CSP
 * directive the browser ignores, a missing file or a crashing island all show up here.
 */
export function watchConsole(page: Page): { messages: string[] } {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message} (${page.url()})`));
  return { messages };
}
