import type { z } from 'zod';

/**
 * Turns zod issues into "what is wrong" + "how to fix it" lines, one per issue, each naming the field
 * by its dotted path, so that ops can fix a tenant file or a catalogue record without reading code.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : '(top level)';
    return `field "${field}": ${describeIssue(issue)}`;
  });
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `is missing. Add it with a value of type ${issue.expected}.`
        : `expected ${issue.expected}, received ${typeOf(issue.input)}. Change the value to a ${issue.expected}.`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}; received ${JSON.stringify(issue.input)}.`;
    case 'unrecognized_keys':
      return `has unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}. Remove ${issue.keys.length > 1 ? 'them' : 'it'} or check the spelling.`;
    case 'too_small':
      return `is too small: ${issue.message}.`;
    case 'too_big':
      return `is too big: ${issue.message}.`;
    default:
      return `${issue.message}.`;
  }
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
