import { Kind, OperationTypeNode, parse, print, visit, type DefinitionNode } from 'graphql';

/*
 * One GraphQL document for many queries: the queries a request sends to the gateway at the same
 * moment (a member's page asks for its favourites, rating, quota, comments and shelf at once) go as
 * one operation, each renamed apart (`q0_result`, `$q0_site`), and each gets its own part of the
 * answer back, its errors included. Pure: the client (client.ts) does the sending.
 */

/** One query's document, renamed for its place in a merged operation. */
export interface BatchPart {
  /** `$q0_site: String!, …` */
  variableDefinitions: string;
  /** The root selections, aliased: `q0_result: comments(site: $q0_site, …) { … }` */
  selections: string;
  /** Its fragment definitions, renamed apart. */
  fragments: string;
  /** The prefix of everything renamed: `q0_`. */
  prefix: string;
}

/** The prefix of the index-th query of a merged operation. */
export function batchPrefix(index: number): string {
  return `q${index}_`;
}

/** Parts by index and document: the documents are module constants, so each is parsed once per place. */
const parts = new Map<string, BatchPart | null>();

/**
 * The document renamed for the index-th place of a merged operation, or null when it cannot share
 * one: a mutation (changes keep their order and their own answer), a subscription, or a document
 * with more than one operation.
 */
export function batchPart(document: string, index: number): BatchPart | null {
  const key = `${index}\n${document}`;
  let part = parts.get(key);
  if (part === undefined) {
    part = renamed(document, batchPrefix(index));
    parts.set(key, part);
  }
  return part;
}

/** Whether a document may share a merged operation with others (a query, alone in its document). */
export function isBatchable(document: string): boolean {
  return batchPart(document, 0) !== null;
}

function renamed(document: string, prefix: string): BatchPart | null {
  const ast = parse(document);
  const operations = ast.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const [operation] = operations;
  if (operations.length !== 1 || operation?.operation !== OperationTypeNode.QUERY) return null;
  const prefixed = visit(ast, {
    Variable: (node) => ({ ...node, name: { ...node.name, value: prefix + node.name.value } }),
    FragmentSpread: (node) => ({ ...node, name: { ...node.name, value: prefix + node.name.value } }),
    FragmentDefinition: (node) => ({ ...node, name: { ...node.name, value: prefix + node.name.value } }),
  });
  const definitions: readonly DefinitionNode[] = prefixed.definitions;
  const query = definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!query) return null;
  const selections = query.selectionSet.selections.map((selection) => {
    if (selection.kind !== Kind.FIELD) return print(selection);
    const responseKey = selection.alias?.value ?? selection.name.value;
    return print({ ...selection, alias: { kind: Kind.NAME, value: prefix + responseKey } });
  });
  return {
    variableDefinitions: (query.variableDefinitions ?? []).map((v) => print(v)).join(', '),
    selections: selections.join(' '),
    fragments: definitions
      .filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => print(d))
      .join(' '),
    prefix,
  };
}

/** The merged operation of several parts (in index order), named for the logs. */
export function mergedDocument(name: string, batch: readonly BatchPart[]): string {
  const variables = batch.map((p) => p.variableDefinitions).filter((v) => v !== '');
  const head = variables.length > 0 ? `query ${name}(${variables.join(', ')})` : `query ${name}`;
  const fragments = batch.map((p) => p.fragments).filter((f) => f !== '');
  return [`${head} { ${batch.map((p) => p.selections).join(' ')} }`, ...fragments].join(' ');
}

/** The merged operation's variables: each query's own, renamed as its part renamed them. */
export function mergedVariables(batch: readonly { part: BatchPart; variables: Readonly<Record<string, unknown>> }[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const { part, variables } of batch) {
    for (const [name, value] of Object.entries(variables)) merged[part.prefix + name] = value;
  }
  return merged;
}

/** A GraphQL error of an answer, as much of it as the site reads. */
export interface AnswerError {
  message: string;
  path?: readonly (string | number)[] | undefined;
  extensions?: Readonly<Record<string, unknown>> | undefined;
}

/** One query's share of a merged answer: its data under its own names, and the errors on its fields. */
export interface BatchShare {
  data: Record<string, unknown> | null;
  errors: AnswerError[];
}

/**
 * Splits a merged answer by prefix. An error whose path names no field of the operation (a
 * validation error, say) belongs to every query: none of them can trust the answer.
 */
export function splitAnswer(prefix: string, data: Readonly<Record<string, unknown>> | null | undefined, errors: readonly AnswerError[] = []): BatchShare {
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (key.startsWith(prefix)) own[key.slice(prefix.length)] = value;
  }
  const mine = errors.filter((error) => {
    const [field] = error.path ?? [];
    return typeof field !== 'string' || field.startsWith(prefix);
  });
  return {
    data: data ? own : null,
    errors: mine.map((error) => {
      const [field, ...rest] = error.path ?? [];
      return typeof field === 'string' ? { ...error, path: [field.slice(prefix.length), ...rest] } : error;
    }),
  };
}
