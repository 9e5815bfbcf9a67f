// Domain events of the usage module (declaration merging into DomainEvents, ADR 018).
declare module '../../core/events.ts' {
  interface DomainEvents {
    /** One AI provider call (entity: its `ai_calls` row), whether it succeeded, failed or was cancelled. */
    'ai.called': {
      /** The feature step, e.g. `quiz.generate`. */
      action: string;
      role: string;
      provider: string;
      model: string;
      promptTokens: number;
      outputTokens: number;
      durationMs: number;
      /** Dollars at the model's price then (AI_PRICES); null when the model had no price. */
      costUsd: number | null;
      ok: boolean;
      /** Why it failed (`TIMEOUT`, `HTTP_429`…); null when ok. */
      errorCode: string | null;
    };
  }
}

export {};
