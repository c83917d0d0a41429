// The bare baseline of bench:static and bench:ssr: a node:http server on PORT that answers each path
// of RESPONSES_FILE (recorded.ts) with the recorded status, headers and bytes, and does nothing else.
import { createServer } from 'node:http';
import { readRecorded } from './recorded.ts';

const responses = new Map(
  Object.entries(readRecorded(process.env['RESPONSES_FILE'] ?? '')).map(([path, r]) => [path, { ...r, bytes: Buffer.from(r.body, 'base64') }]),
);
createServer((req, res) => {
  const response = responses.get(req.url ?? '/');
  if (!response) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(response.status, response.headers);
  res.end(response.bytes);
}).listen(Number(process.env['PORT']), '127.0.0.1', () => console.log('ready'));
