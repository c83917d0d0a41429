import { createTraceState, isValidSpanId, isValidTraceId, TraceFlags, type SpanContext } from '@opentelemetry/api';

/*
 * W3C Trace Context (https://www.w3.org/TR/trace-context/), as the site reads it from a request and
 * writes it on its calls: `traceparent` is `00-<trace id>-<parent id>-<flags>`, and `tracestate`,
 * vendors' own entries, is passed on as it came. Pure.
 */
export const TRACEPARENT_HEADER = 'traceparent';
export const TRACESTATE_HEADER = 'tracestate';

/** Version 00; a later version's first four fields read the same (the spec's forward compatibility). */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
/** The spec's limit on what a vendor must pass on; a longer one is dropped rather than cut. */
const TRACESTATE_MAX_LENGTH = 512;

/** The trace an incoming `traceparent` names, or null when there is none or it is malformed (a new trace is then started). */
export function parseTraceparent(value: string | string[] | undefined, state?: string | string[]): SpanContext | null {
  const text = Array.isArray(value) ? value[0] : value;
  const match = text === undefined ? null : TRACEPARENT.exec(text.trim());
  if (!match) return null;
  const [, version = '', traceId = '', spanId = '', flags = ''] = match;
  // Version ff is forbidden; version 00 has exactly four fields.
  if (version === 'ff' || (version === '00' && match[5] !== undefined)) return null;
  if (!isValidTraceId(traceId) || !isValidSpanId(spanId)) return null;
  const traceState = Array.isArray(state) ? state.join(',') : state;
  return {
    traceId,
    spanId,
    traceFlags: Number.parseInt(flags, 16) & TraceFlags.SAMPLED,
    isRemote: true,
    ...(traceState && traceState.length <= TRACESTATE_MAX_LENGTH ? { traceState: createTraceState(traceState) } : {}),
  };
}

/** The headers that carry `span` on an outgoing call: `traceparent`, and `tracestate` when there is one. */
export function traceHeaders(span: SpanContext): Record<string, string> {
  const flags = (span.traceFlags & TraceFlags.SAMPLED).toString(16).padStart(2, '0');
  const state = span.traceState?.serialize();
  return { [TRACEPARENT_HEADER]: `00-${span.traceId}-${span.spanId}-${flags}`, ...(state ? { [TRACESTATE_HEADER]: state } : {}) };
}
