/** One catalogue record of a tenant failed its schema; the message names tenant, record and field. */
export class CatalogueRecordError extends Error {
  override name = 'CatalogueRecordError';
}
