/**
 * Posts a tracking event to the site (src/pages/recommendations-tracking.ts, src/pages/rest/reel), which
 * adds who the member is and forwards it. `keepalive` lets it finish while the page is left; a lost
 * event is the tracker's business, never shown to the member.
 */
export function postTrackingEvent(path: string, body: object): void {
  fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true, credentials: 'same-origin' }).catch(() => {
    // Offline or refused: nothing to tell the member.
  });
}
