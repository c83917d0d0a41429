/** Catalogue records of a tenant failed their schema; the message has a line per record, naming tenant, record and field. */
export class CatalogueRecordError extends Error {
  override name = 'CatalogueRecordError';
}
