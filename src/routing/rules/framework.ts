import { NOT_FOUND } from '../decision.ts';
import { pass, type RouteRule } from '../rule.ts';

/** A file of `public/` at the site root (favicon.ico, robots.txt, manifest.webmanifest). */
const PUBLIC_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)+$/;

/** Only names with an extension are files; `/Videos` and other unknown words stay not-found. */
export const publicFileRule: RouteRule = ({ params }) => (PUBLIC_FILE_NAME.test(params['file'] ?? '') ? pass() : NOT_FOUND);
