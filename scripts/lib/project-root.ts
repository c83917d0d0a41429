import { fileURLToPath } from 'node:url';

/** The project's folder, with a trailing separator: the scripts' paths are relative to it. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
