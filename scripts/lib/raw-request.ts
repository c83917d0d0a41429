import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** A raw HTTP request with any Host header (fetch does not let a test set Host). */
export function rawRequest(
  port: number,
  options: { host?: string; path?: string; method?: string; headers?: Record<string, string>; body?: string | undefined },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.host !== undefined) headers['host'] = options.host;
    const req = httpRequest(
      { host: '127.0.0.1', port, path: options.path ?? '/', method: options.method ?? 'GET', headers, setHost: options.host === undefined },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
