/** "2026-11-28 17:40:03 UTC": a time as the server renders it, before a browser knows the operator's zone. */
export const utcText = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
