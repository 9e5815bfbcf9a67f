// What each AI model costs, so every recorded call has a cost (admin statistics, issue 31).

/** US dollars per million tokens, as the providers publish them. */
export interface ModelPrice {
  input: number;
  output: number;
}

export type ModelPrices = ReadonlyMap<string, ModelPrice>;

const ENTRY = /^([^=,\s]+)=(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/;

/**
 * Reads `AI_PRICES`: comma-separated `model=input/output`, in dollars per million tokens, e.g.
 * `gpt-4o-mini=0.15/0.6,text-embedding-3-small=0.02/0`. Returns the problem as text on a bad
 * entry or a model named twice.
 */
export function parseModelPrices(value: string | undefined): ModelPrices | string {
  const prices = new Map<string, ModelPrice>();
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const match = ENTRY.exec(entry);
    if (!match?.[1] || !match[2] || !match[3]) {
      return `"${entry}" must look like model=input/output in dollars per million tokens (e.g. gpt-4o-mini=0.15/0.6)`;
    }
    if (prices.has(match[1])) return `names ${match[1]} twice`;
    prices.set(match[1], { input: Number(match[2]), output: Number(match[3]) });
  }
  return prices;
}

/** A call's cost in dollars, or null when the model has no price (shown as "bez ceny"). */
export function callCost(
  prices: ModelPrices,
  call: { model: string; promptTokens: number; outputTokens: number },
): number | null {
  const price = prices.get(call.model);
  if (!price) return null;
  return (call.promptTokens * price.input + call.outputTokens * price.output) / 1_000_000;
}
