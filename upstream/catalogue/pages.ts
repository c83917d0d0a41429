import type { SQLInputValue } from 'node:sqlite';
import { GraphQLError } from 'graphql';
import type { FacetRow, TotalRow } from '../rows.ts';
import type { CatalogueContext } from './catalogue-context.ts';

/** Largest page a paged query answers; the snapshot pages with it. */
export const MAX_PAGE_SIZE = 500;

export type Paging = { skip?: number | null; first?: number | null };
export type FacetFilter = { name: string; values: string[] };
/** A set of rows described by SQL: where it comes from, which ones, in what order. */
export type RowSet = { from: string; where: string; params: SQLInputValue[]; order: string; id: string; facets?: { table: string; key: string; names: string[] } };

/** The page a query asks for, checked: `skip` from 0, `first` from 1 to MAX_PAGE_SIZE (12 unless asked). */
export function paging({ skip, first }: Paging): { skip: number; first: number } {
  const s = skip ?? 0;
  const f = first ?? 12;
  if (!Number.isInteger(s) || s < 0) throw new GraphQLError(`"skip" must be a whole number of at least 0; received ${s}.`);
  if (!Number.isInteger(f) || f < 1 || f > MAX_PAGE_SIZE) throw new GraphQLError(`"first" must be a whole number from 1 to ${MAX_PAGE_SIZE}; received ${f}.`);
  return { skip: s, first: f };
}

/** `set` narrowed by facets: values OR-ed within a facet, facets AND-ed. */
export function withFacetFilters(set: RowSet, filters: readonly FacetFilter[] | null | undefined): RowSet {
  if (!set.facets || !filters?.length) return set;
  const { table, key } = set.facets;
  const clauses = filters.map(() => `${set.id} IN (SELECT ${key} FROM ${table} WHERE facet = ? AND value IN (SELECT value FROM json_each(?)))`);
  return {
    ...set,
    where: [set.where, ...clauses].join(' AND '),
    params: [...set.params, ...filters.flatMap((f) => [f.name, JSON.stringify(f.values)])],
  };
}

/** A lazily computed page of `set`: each field runs its query only when asked for. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- Row names the shape of the rows the query returns (node:sqlite rows are untyped)
export function page<Row, Node>(context: CatalogueContext, set: RowSet, args: Paging, toNodes: (rows: Row[]) => Node[], select = '*') {
  const { all, one } = context;
  const { skip, first } = paging(args);
  return {
    totalCount: () => one<TotalRow>(`SELECT COUNT(*) AS total FROM ${set.from} WHERE ${set.where}`, ...set.params)?.total ?? 0,
    nodes: () => toNodes(all<Row>(`SELECT ${select} FROM ${set.from} WHERE ${set.where} ORDER BY ${set.order} LIMIT ? OFFSET ?`, ...set.params, first, skip)),
    facets: () => facets(context, set),
  };
}

/** Each facet of `set` with its values and how many rows of the set have each. */
function facets({ all }: CatalogueContext, set: RowSet) {
  if (!set.facets) return [];
  const { table, key, names } = set.facets;
  const rows = all<FacetRow>(
    `SELECT facet, value, MAX(label) AS label, COUNT(*) AS count FROM ${table}
     WHERE ${key} IN (SELECT ${set.id} FROM ${set.from} WHERE ${set.where})
     GROUP BY facet, value ORDER BY count DESC, label`,
    ...set.params,
  );
  return names.map((name) => ({ name, values: rows.filter((row) => row.facet === name).map(({ value, label, count }) => ({ value, label, count })) }));
}
