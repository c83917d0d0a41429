/** Content types of the files a tenant's build writes. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
};

export function contentTypeOf(file: string): string {
  const dot = file.lastIndexOf('.');
  return (dot >= 0 ? CONTENT_TYPES[file.slice(dot).toLowerCase()] : undefined) ?? 'application/octet-stream';
}

/** File types worth precompressing (text); images and video are already compressed. */
export const COMPRESSIBLE_EXTENSIONS = ['.html', '.css', '.js', '.mjs', '.json', '.webmanifest', '.xml', '.txt', '.svg'];
