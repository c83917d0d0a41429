import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExtraRoute } from './extra-route.ts';

/**
 * Where the REST API sits on the gateway (browsing spec sections 7 and 9: the API client's "base
 * path /api"): the members' REST routes, the external billers' signup return. GraphQL, the media,
 * the CDN and the identity provider have their own paths.
 */
export const API_PREFIX = '/api';

/** Answers `body` as JSON, never cached; `statusMessage` for an answer whose status text the caller reads. */
export function json(res: ServerResponse, status: number, body: unknown, statusMessage?: string): void {
  res.statusCode = status;
  if (statusMessage) res.statusMessage = statusMessage;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

/** The request's body, refused (with `what` named) beyond `maxBytes`: the REST bodies are all small. */
export async function readBody(req: IncomingMessage, maxBytes: number, what = 'The body'): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new Error(`${what} is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function readJson(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  return JSON.parse((await readBody(req, maxBytes)).toString('utf8'));
}

/** An upstream route whose handler's failure answers 500 with its message, or drops an answer already under way. */
export function jsonRoute(prefix: string, handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): ExtraRoute {
  return {
    prefix,
    handle(req, res) {
      handle(req, res).catch((error: unknown) => {
        if (res.headersSent) res.destroy();
        else json(res, 500, { message: (error as Error).message });
      });
    },
  };
}
