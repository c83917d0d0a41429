/** The upstream gateway is down, slow, or answered something the site cannot use. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
}

/** One catalogue record of a tenant failed its schema; the message names tenant, record and field. */
export class CatalogueRecordError extends Error {
  override name = 'CatalogueRecordError';
}
