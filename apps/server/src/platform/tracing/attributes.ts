/**
 * Every span attribute Kreda sets, in one place so what leaves the process can be read at a glance
 * (ADR 036). Names follow OpenTelemetry's semantic conventions 1.45 where one exists (`kreda.*`
 * where none does). They carry methods, route patterns, status and error codes, operation names,
 * SQL keywords, model names, token counts, queue names and attempt numbers — never a URL with ids,
 * a header, a GraphQL document or its variables, SQL text or parameters, a prompt, an answer, or
 * anything a user typed. The incubating conventions are copied, not imported, as their package
 * advises.
 */
export const ATTR = {
  errorType: 'error.type',
  httpMethod: 'http.request.method',
  httpRoute: 'http.route',
  httpStatus: 'http.response.status_code',
  graphqlOperationName: 'graphql.operation.name',
  graphqlOperationType: 'graphql.operation.type',
  /** `postgresql` for both drivers: PGlite is PostgreSQL compiled to WebAssembly. */
  dbSystem: 'db.system.name',
  /** Which of the two drivers ran the statement: `pglite` (embedded) or `node-postgres` (scaled). */
  dbDriver: 'kreda.db.driver',
  /** The statement's first keyword (SELECT, INSERT, WITH, …), from an allow-list. */
  dbOperation: 'db.operation.name',
  /** SQLSTATE of a failed statement, e.g. `23505`. */
  dbStatus: 'db.response.status_code',
  aiOperation: 'gen_ai.operation.name',
  aiProvider: 'gen_ai.provider.name',
  aiModel: 'gen_ai.request.model',
  aiInputTokens: 'gen_ai.usage.input_tokens',
  aiOutputTokens: 'gen_ai.usage.output_tokens',
  /** The feature step the call is accounted to (`QUIZ_GENERATION`, …). */
  aiAction: 'kreda.ai.action',
  /** Which configured model answered: main, fast, vision, embedding, transcription. */
  aiRole: 'kreda.ai.role',
  messagingSystem: 'messaging.system',
  messagingOperation: 'messaging.operation.type',
  messagingDestination: 'messaging.destination.name',
  /** The job's id: a hash of its queue and business key, so no key is readable from it. */
  messagingMessageId: 'messaging.message.id',
  jobAttempt: 'kreda.job.attempt',
  /** completed, failed (a retry follows unless it was the last attempt) or interrupted (shutdown). */
  jobOutcome: 'kreda.job.outcome',
} as const;
