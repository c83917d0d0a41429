// A reference row of bench:static: sirv 3, the maintained static-file middleware, alone on PORT over
// DIR (a tenant's client folder) in production mode, with brotli and gzip variants and ETags. It
// sends its own headers (no security headers), so it is a floor for a sirv-based site server.
import { createServer } from 'node:http';
import sirv from 'sirv';

const serve = sirv(process.env['DIR'], { dev: false, etag: true, brotli: true, gzip: true, maxAge: 0 });
createServer((req, res) => {
  serve(req, res, () => {
    res.writeHead(404).end();
  });
}).listen(Number(process.env['PORT']), '127.0.0.1');
