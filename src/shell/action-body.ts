/**
 * The body of an Action's request, checked before Astro reads it. Astro 7.3 lets a JSON body that
 * does not parse escape as a SyntaxError, and @astrojs/react reads a page's form body a second time
 * (for React's form state) where a multipart body that does not parse escapes as a TypeError: both
 * ended in the error screen's 500, for what is the sender's mistake (src/middleware.ts answers 400).
 */


export const UNREADABLE_JSON_MESSAGE = 'The request body is not valid JSON.';
export const UNREADABLE_BODY_MESSAGE = 'The request body was cut off.';
export const UNKNOWN_ACTION_MESSAGE = 'There is no such action.';
export const UNREADABLE_FORM_MESSAGE = 'The form could not be read. Go back and send it again.';

const JSON_TYPE = 'application/json';
const FORM_TYPES: readonly string[] = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The media type as Astro compares it: lower case, parameters dropped, nothing trimmed. */
function mediaTypeOf(contentType: string): string {
  return (contentType.split(';')[0] ?? '').toLowerCase();
}

/**
 * Why Astro could not read this body for an Action, or null when it can. A body of another type is
 * Astro's to refuse (415), as an empty JSON body is its to read as no input.
 */
export async function unreadableActionBody(contentType: string | null, body: Uint8Array<ArrayBuffer>): Promise<string | null> {
  if (contentType === null) return null;
  const type = mediaTypeOf(contentType);
  if (type === JSON_TYPE) {
    if (body.byteLength === 0) return null;
    try {
      // TextDecoder drops a byte order mark, as the Fetch API's json() does.
      JSON.parse(new TextDecoder().decode(body));
      return null;
    } catch {
      return UNREADABLE_JSON_MESSAGE;
    }
  }
  if (FORM_TYPES.includes(type)) {
    try {
      // The Fetch API's own form parser, the one Astro and @astrojs/react use.
      await new Response(body, { headers: { 'content-type': contentType } }).formData();
      return null;
    } catch {
      return UNREADABLE_FORM_MESSAGE;
    }
  }
  return null;
}

/**
 * The body of `request`, read from a clone (Astro reads the request after), or null when it is
 * larger than `limit`: the site server refuses those before (413, src/server/request-body.ts), and
 * Astro after; this check must not buffer them.
 */
export async function boundedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number.parseInt(request.headers.get('content-length') ?? '', 10);
  if (Number.isFinite(declared) && declared > limit) return null;
  const stream = request.clone().body;
  if (!stream) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    received += read.value.byteLength;
    if (received > limit) {
      // Not awaited: a clone's cancel settles only once the request's own stream is cancelled too.
      void reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks, received);
}

/** Whether `name` (as Astro reads it from the path or `?_action=`: dotted, each part URI-encoded) leads to an Action, not a group of them or nothing. */
export function isActionName(actions: object, name: string): boolean {
  let node: unknown = actions;
  for (const part of name.replace(/\/$/, '').split('.')) {
    let key: string;
    try {
      key = decodeURIComponent(part);
    } catch {
      return false;
    }
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'function';
}

/** The error Node gives a request's body when the sender broke it off (a bad chunk, a closed connection). */
export function isClientAbort(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 'ECONNRESET' && message === 'aborted';
}
