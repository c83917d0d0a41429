import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';

/** One answer of a server, kept to be replayed byte for byte by the bare baseline (bare-http.ts). */
export interface RecordedResponse {
  status: number;
  headers: Record<string, string | string[]>;
  /** The body, base64. */
  body: string;
}

/** What the bare server answers, by request path. */
export type RecordedResponses = Record<string, RecordedResponse>;

/** Headers Node's HTTP server writes itself on every answer: the bare server writes its own. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Requests `path` on 127.0.0.1:`port` once and keeps the answer. */
export function recordResponse(port: number, path: string, headers: Record<string, string>): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, setHost: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept = Object.entries(res.headers).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined && !WRITTEN_BY_NODE.has(entry[0]));
        resolve({ status: res.statusCode ?? 0, headers: Object.fromEntries(kept), body: Buffer.concat(chunks).toString('base64') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export function writeRecorded(file: string, responses: RecordedResponses): void {
  writeFileSync(file, JSON.stringify(responses));
}

export function readRecorded(file: string): RecordedResponses {
  return JSON.parse(readFileSync(file, 'utf8')) as RecordedResponses;
}
