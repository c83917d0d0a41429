// The first baseline of bench:ssr: a bare node:http server sending fixed bytes (BODY_FILE) on PORT.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env['BODY_FILE'] ?? '');
createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
}).listen(Number(process.env['PORT']), '127.0.0.1', () => console.log('ready'));
