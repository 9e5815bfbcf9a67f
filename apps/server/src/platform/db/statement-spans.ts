import type { PGlite, Transaction } from '@electric-sql/pglite';
import { type Attributes, context, type Span, SpanKind, trace } from '@opentelemetry/api';
import type pg from 'pg';
import { ATTR } from '../tracing/attributes.ts';
import { activeTracer, errorType, inSpan, markFailed } from '../tracing/tracing.ts';

/*
 * A span per SQL statement when tracing is on (ADR 036), wrapped around the driver's own calls, so
 * every statement is seen whoever sends it (Drizzle, pg-boss, migrations). A span names the
 * statement's first keyword only: no SQL text (Drizzle keeps values in parameters, but a raw
 * statement could quote one) and never a parameter. Only statements under a traced request, job or
 * AI call get one: the job queue's polls alone would be a trace a second. Off, each call costs one
 * check of `activeTracer()`.
 */

type Driver = 'pglite' | 'node-postgres';

/** First keywords reported as they are; anything else is OTHER, so no word of a statement's data can pass. */
const KEYWORDS = new Set([
  'ALTER',
  'ANALYZE',
  'BEGIN',
  'CALL',
  'CHECKPOINT',
  'COMMIT',
  'COPY',
  'CREATE',
  'DELETE',
  'DO',
  'DROP',
  'EXPLAIN',
  'INSERT',
  'LISTEN',
  'LOCK',
  'MERGE',
  'NOTIFY',
  'RELEASE',
  'ROLLBACK',
  'SAVEPOINT',
  'SELECT',
  'SET',
  'SHOW',
  'TRUNCATE',
  'UPDATE',
  'VACUUM',
  'VALUES',
  'WITH',
]);

/** The statement's first keyword (after comments), upper-cased, or OTHER. */
export function operationOf(text: unknown): string {
  if (typeof text !== 'string') return 'OTHER';
  const word = /^\s*(?:(?:\/\*[\s\S]*?\*\/|--[^\n]*\n)\s*)*\(?\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase();
  return word && KEYWORDS.has(word) ? word : 'OTHER';
}

const baseAttributes = (driver: Driver): Attributes => ({
  [ATTR.dbSystem]: 'postgresql',
  [ATTR.dbDriver]: driver,
});

function fail(span: Span, error: unknown) {
  const type = errorType(error);
  markFailed(span, type);
  // SQLSTATE codes are five digits or capitals (23505: unique violation).
  if (/^[0-9A-Z]{5}$/.test(type)) span.setAttribute(ATTR.dbStatus, type);
}

/** Whether a statement sent now gets a span: tracing is on and a recording span is active. */
function tracingHere(): boolean {
  return activeTracer() !== undefined && trace.getSpan(context.active())?.isRecording() === true;
}

/** Runs one statement, in a span of its own when `tracingHere()`. */
function statement<T>(driver: Driver, text: unknown, run: () => Promise<T>): Promise<T> {
  const tracer = activeTracer();
  if (!tracer || !tracingHere()) return run();
  const operation = operationOf(text);
  const span = tracer.startSpan(operation, {
    kind: SpanKind.CLIENT,
    attributes: { ...baseAttributes(driver), [ATTR.dbOperation]: operation },
  });
  let running: Promise<T>;
  try {
    running = run();
  } catch (error) {
    fail(span, error);
    span.end();
    throw error;
  }
  return running.then(
    (value) => {
      span.end();
      return value;
    },
    (error: unknown) => {
      fail(span, error);
      span.end();
      throw error;
    },
  );
}

/** The statements of one PGlite transaction, each in a span under the transaction's. */
function traceTransaction(tx: Transaction): Transaction {
  const { query, exec } = tx;
  tx.query = ((...args: Parameters<Transaction['query']>) =>
    statement('pglite', args[0], () => query.apply(tx, args))) as Transaction['query'];
  tx.exec = ((...args: Parameters<Transaction['exec']>) =>
    statement('pglite', args[0], () => exec.apply(tx, args))) as Transaction['exec'];
  return tx;
}

/**
 * PGlite's `query`, `exec` and `transaction`, traced. A transaction is a span of its own (it
 * includes the wait for PGlite's one connection) with its statements under it.
 */
export function traceStatementsOfPglite<C extends PGlite>(client: C): C {
  const { query, exec, transaction } = client;
  client.query = ((...args: Parameters<PGlite['query']>) =>
    statement('pglite', args[0], () => query.apply(client, args))) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) =>
    statement('pglite', args[0], () => exec.apply(client, args))) as PGlite['exec'];
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
    if (!tracingHere()) return transaction.call(client, callback);
    return inSpan(
      'transaction',
      { kind: SpanKind.CLIENT, attributes: baseAttributes('pglite') },
      () => transaction.call(client, (tx) => callback(traceTransaction(tx))) as Promise<T>,
    );
  }) as PGlite['transaction'];
  return client;
}

/** node-postgres's promise-style `query(text or config, values?)`; a callback-style call is left alone. */
function traceQuery(target: { query: (...args: unknown[]) => unknown }) {
  const query = target.query;
  target.query = (...args: unknown[]) => {
    if (args.some((arg) => typeof arg === 'function')) return query.apply(target, args);
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    return statement('node-postgres', text, () => query.apply(target, args) as Promise<unknown>);
  };
}

/**
 * The pool's `query` and that of every client it connects, traced. The pool itself runs its
 * `query` on a client through the callback style, which is not traced again; Drizzle's
 * transactions take a client (`pool.connect()`) and use the promise style.
 */
export function traceStatementsOfPool(pool: pg.Pool): pg.Pool {
  traceQuery(pool as unknown as { query: (...args: unknown[]) => unknown });
  pool.on('connect', (client) => traceQuery(client as unknown as { query: (...args: unknown[]) => unknown }));
  return pool;
}
