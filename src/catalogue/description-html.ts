import sanitizeHtml from 'sanitize-html';

/**
 * A video's `descriptionHtml` (browsing spec section 3), made safe to put in a page: the catalogue
 * writes its descriptions with paragraphs, emphasis, lists and links, and anything else a gateway
 * might send (a script, a style, an event handler, a frame, a `javascript:` link) is taken out here,
 * at the boundary, before any page sees it. Links open where they point, marked as not endorsed.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'],
  // rel is the transform's own (it replaces any the gateway sent).
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https', 'http'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }) },
  disallowedTagsMode: 'discard',
};

export function safeDescriptionHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED).trim();
}
