import { createTraceState, TraceFlags } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { parseTraceparent, traceHeaders } from '../../src/observability/trace-context.ts';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';

describe('an incoming traceparent (W3C Trace Context)', () => {
  it.each<[string, string | undefined, { traceId: string; spanId: string; traceFlags: number } | null]>([
    ['sampled', `00-${TRACE}-${PARENT}-01`, { traceId: TRACE, spanId: PARENT, traceFlags: TraceFlags.SAMPLED }],
    ['not sampled', `00-${TRACE}-${PARENT}-00`, { traceId: TRACE, spanId: PARENT, traceFlags: TraceFlags.NONE }],
    ['unknown flags kept to the sampled bit', `00-${TRACE}-${PARENT}-ff`, { traceId: TRACE, spanId: PARENT, traceFlags: TraceFlags.SAMPLED }],
    ['a later version with more fields', `01-${TRACE}-${PARENT}-01-what-comes-next`, { traceId: TRACE, spanId: PARENT, traceFlags: TraceFlags.SAMPLED }],
    ['none', undefined, null],
    ['version ff', `ff-${TRACE}-${PARENT}-01`, null],
    ['version 00 with a fifth field', `00-${TRACE}-${PARENT}-01-extra`, null],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-${PARENT}-01`, null],
    ['an all-zero parent id', `00-${TRACE}-${'0'.repeat(16)}-01`, null],
    ['upper case', `00-${TRACE.toUpperCase()}-${PARENT}-01`, null],
    ['a short trace id', `00-${TRACE.slice(1)}-${PARENT}-01`, null],
    ['garbage', 'hello', null],
  ])('%s', (_case, header, expected) => {
    const parsed = parseTraceparent(header);
    expect(parsed === null ? null : { traceId: parsed.traceId, spanId: parsed.spanId, traceFlags: parsed.traceFlags }).toEqual(expected);
  });

  it('keeps the tracestate it came with, to pass it on', () => {
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-01`, 'vendor=abc,other=1')?.traceState?.serialize()).toBe('vendor=abc,other=1');
  });
});

describe('the trace headers of an outgoing call', () => {
  it('write traceparent, and tracestate when there is one', () => {
    expect(traceHeaders({ traceId: TRACE, spanId: PARENT, traceFlags: TraceFlags.SAMPLED })).toEqual({ traceparent: `00-${TRACE}-${PARENT}-01` });
    expect(traceHeaders({ traceId: TRACE, spanId: PARENT, traceFlags: TraceFlags.NONE, traceState: createTraceState('vendor=abc') })).toEqual({ traceparent: `00-${TRACE}-${PARENT}-00`, tracestate: 'vendor=abc' });
  });
});
