import { resolve, sep } from 'node:path';

/**
 * Maps a URL path to the files that may answer it inside `root`, or null when the path is not a
 * safe file path. Decoding happens once, here; `..`, backslashes, NUL and dot-files are refused
 * before the file system is asked, and the resolved path is checked to stay inside the root.
 */
export function candidateFiles(root: string, urlPath: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || /[\\\0]/.test(decoded)) return null;
  const segments = decoded.split('/').slice(1);
  if (segments.some((segment) => segment === '..' || segment === '.' || segment.startsWith('.'))) return null;
  const base = resolve(root);
  const target = resolve(base, `.${decoded}`);
  if (target !== base && !target.startsWith(base + sep)) return null;
  if (decoded.endsWith('/')) return [resolve(target, 'index.html')];
  return [target, resolve(target, 'index.html')];
}
