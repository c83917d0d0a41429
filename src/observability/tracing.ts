import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isSpanContextValid, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, TraceFlags, type Attributes, type Context, type Span, type SpanContext } from '@opentelemetry/api';
import { parseTraceparent, TRACEPARENT_HEADER, TRACESTATE_HEADER, traceHeaders } from './trace-context.ts';

/*
 * Traces through the OpenTelemetry API alone: without an SDK every span here is a no-op that costs
 * a few hundred nanoseconds, and the site still carries W3C trace context (the caller's, or one it
 * starts) to the gateway and into its logs. An operator who loads the SDK and an exporter before the
 * server (docs/deploy.md, `node --import`) gets a span per request and one per gateway call under
 * it, with no change to this code.
 */
const tracer = trace.getTracer('paysite-site');

/** One request's place in a trace. */
export interface RequestTrace {
  /** The trace id, beside the correlation id in the request's log lines. */
  readonly traceId: string;
  /** `traceparent` (and `tracestate`) for the request's calls to the gateway: their parent is this request. */
  readonly headers: Readonly<Record<string, string>>;
}

/** A new trace's root, when neither the caller nor an SDK started one: random ids, not sampled (nothing here records it). */
function newSpanContext(): SpanContext {
  const bytes = randomBytes(24).toString('hex');
  return { traceId: bytes.slice(0, 32), spanId: bytes.slice(32), traceFlags: TraceFlags.NONE };
}

/** One request's trace (a class: every request has one, and its methods are shared, not made per request). */
class StartedTrace implements RequestTrace {
  readonly #span: Span;
  #own: SpanContext | undefined;
  #headers: Record<string, string> | undefined;

  constructor(span: Span) {
    this.#span = span;
  }

  /** Without an SDK the span carries its parent's context (the caller's), or none when it had no parent. */
  #spanContext(): SpanContext {
    this.#own ??= isSpanContextValid(this.#span.spanContext()) ? this.#span.spanContext() : newSpanContext();
    return this.#own;
  }

  get traceId(): string {
    return this.#spanContext().traceId;
  }

  get headers(): Readonly<Record<string, string>> {
    this.#headers ??= traceHeaders(this.#spanContext());
    return this.#headers;
  }

  /** Ends the request's span, with what the request's answer was (asked only when an SDK records it). */
  end(attributes: () => Attributes, failed: boolean): void {
    if (!this.#span.isRecording()) return;
    this.#span.setAttributes(attributes());
    if (failed) this.#span.setStatus({ code: SpanStatusCode.ERROR });
    this.#span.end();
  }
}

/** The request's trace, as a property of the request (every request has one: cheaper than a WeakMap entry). */
const TRACE = Symbol('trace');
type Traced = IncomingMessage & { [TRACE]?: StartedTrace };

/**
 * Starts the request's trace: a server span whose parent is the caller's `traceparent`, when it sent
 * a well-formed one, else the root of a new trace. Ids are made only when something asks for them
 * (a log line, a gateway call): a visitor's static file with the request log off costs no random bytes.
 */
export function startRequestTrace(req: IncomingMessage): RequestTrace {
  const incoming = req.headers[TRACEPARENT_HEADER] === undefined ? null : parseTraceparent(req.headers[TRACEPARENT_HEADER], req.headers[TRACESTATE_HEADER]);
  const parent = incoming ? trace.setSpanContext(ROOT_CONTEXT, incoming) : ROOT_CONTEXT;
  const started = new StartedTrace(tracer.startSpan(req.method ?? 'GET', { kind: SpanKind.SERVER }, parent));
  (req as Traced)[TRACE] = started;
  return started;
}

/** The trace `startRequestTrace` started for `req` (one is started now if none was). */
export function requestTraceOf(req: IncomingMessage): RequestTrace {
  return (req as Traced)[TRACE] ?? startRequestTrace(req);
}

/** Ends the request's span (see `startRequestTrace`); nothing when none was started. */
export function endRequestTrace(req: IncomingMessage, attributes: () => Attributes, failed: boolean): void {
  (req as Traced)[TRACE]?.end(attributes, failed);
}

/** A call to an upstream, as a client span under the trace its headers carry. */
export interface CallSpan {
  /** The headers to send: `traceparent` names this call's span when an SDK records it, else passes the request's on as it came. */
  headers: Record<string, string>;
  end(status: number | null, error?: unknown): void;
}

/** Starts the span of one outgoing call whose headers may carry a `traceparent` (the gateway's transport). */
export function startCallSpan(name: string, headers: Record<string, string>, attributes: Attributes): CallSpan {
  const carried = parseTraceparent(headers[TRACEPARENT_HEADER], headers[TRACESTATE_HEADER]);
  const parent: Context = carried ? trace.setSpanContext(ROOT_CONTEXT, carried) : ROOT_CONTEXT;
  const span = tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes }, parent);
  if (!span.isRecording()) return { headers, end: () => undefined };
  return {
    headers: { ...headers, ...traceHeaders(span.spanContext()) },
    end(status, error) {
      if (status !== null) span.setAttribute('http.response.status_code', status);
      if (error !== undefined || (status !== null && status >= 500)) span.setStatus({ code: SpanStatusCode.ERROR, ...(error instanceof Error ? { message: error.message } : {}) });
      span.end();
    },
  };
}
