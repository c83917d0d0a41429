/**
 * Whether the page is on its way elsewhere (a followed link, a posted form: above all the header's
 * Log out), as an attribute of the document's root. A page on its way out must not start a
 * navigation of its own: a call still in flight when the member logs out is refused, and sending the
 * page to the login then cancels the logout before it reaches the identity provider, whose live
 * session logs the member straight back in.
 *
 * The mark is set by PAGE_LEAVING_SCRIPT, inline in the head of every page rendered for a member, so
 * it is listening before the first click. A listener registered by the islands' own module (as it
 * once was) started only when the first island that needed it loaded: on a slow phone, after the
 * member had already clicked Log out.
 */
export const LEAVING_ATTRIBUTE = 'data-leaving';

/**
 * The head's inline script; the Content-Security-Policy allows it by its hash
 * (src/server/inline-hashes.ts). A page brought back from the back-forward cache is no longer
 * leaving; the first `pageshow` of a page (not persisted) must not clear a mark set before it came.
 */
export const PAGE_LEAVING_SCRIPT =
  `addEventListener('beforeunload',()=>document.documentElement.setAttribute('${LEAVING_ATTRIBUTE}',''));` +
  `addEventListener('pageshow',(event)=>{if(event.persisted)document.documentElement.removeAttribute('${LEAVING_ATTRIBUTE}')});`;

/** The part of the document's root the mark lives on. */
export type LeavingRoot = Pick<Element, 'hasAttribute' | 'setAttribute'>;

export function isLeaving(root: LeavingRoot): boolean {
  return root.hasAttribute(LEAVING_ATTRIBUTE);
}

export function markLeaving(root: LeavingRoot): void {
  root.setAttribute(LEAVING_ATTRIBUTE, '');
}
