import { createApiClient, type ApiClient } from './client.ts';

let client: ApiClient | null = null;

/**
 * The one API client of a browser page. Islands share it so that their concurrent 419s share one
 * refresh. Browser only: on the server, create a client per request instead.
 */
export function browserApiClient(): ApiClient {
  client ??= createApiClient({
    supportsWebp: typeof document !== 'undefined' && document.createElement('canvas').toDataURL('image/webp').startsWith('data:image/webp'),
  });
  return client;
}
