import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../config/config.ts';
import { createAiService } from '../platform/ai/ai.ts';
import { EVALS } from './evals.ts';

/**
 * `npm run eval -- <tool> [--cases file.json]… [--limit N] [--json]`: runs a tool's case set
 * against the configured model (AI_PROVIDER, AI_MODEL…) and prints quality figures
 * (docs/ai-tools.md §5). Needs no database; nothing is stored.
 */
const USAGE = `Usage: npm run eval -- <tool> [--cases file.json]… [--limit N] [--json]
Tools:
${Object.entries(EVALS)
  .map(([name, e]) => `  ${name.padEnd(10)} ${e.description}`)
  .join('\n')}`;

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

const OPTIONS = {
  cases: { type: 'string', multiple: true },
  limit: { type: 'string' },
  json: { type: 'boolean' },
} as const;

function parse() {
  try {
    return parseArgs({ options: OPTIONS, allowPositionals: true });
  } catch (error) {
    return usage((error as Error).message);
  }
}

const args = parse();
const [tool, ...extra] = args.positionals;
if (!tool) usage('Name the tool to evaluate.');
if (extra.length) usage(`Unexpected arguments: ${extra.join(' ')}`);
const run = EVALS[tool];
if (!run) usage(`Unknown tool "${tool}".`);
const limit = args.values.limit === undefined ? undefined : Number(args.values.limit);
if (limit !== undefined && !(Number.isInteger(limit) && limit > 0))
  usage('--limit needs a whole number above 0.');

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`${error.message}\nSee .env.example for every variable.`);
  process.exit(78);
}
if (!config.ai) {
  console.error(
    'AI nie jest skonfigurowane – AI is not configured: set AI_PROVIDER and AI_MODEL (and AI_BASE_URL or AI_API_KEY), see .env.example.',
  );
  process.exit(1);
}

const json = args.values.json === true;
const spent = { calls: 0, failed: 0, promptTokens: 0, outputTokens: 0, ms: 0 };
const ai = createAiService(config.ai, {
  // Failed calls are logged with the provider's answer, on stderr: stdout carries the report.
  logger: pino({ level: json ? 'silent' : 'warn', base: { service: 'kreda-eval' } }, pino.destination(2)),
  onUsage: (record) => {
    spent.calls++;
    if (!record.ok) spent.failed++;
    spent.promptTokens += record.promptTokens;
    spent.outputTokens += record.outputTokens;
    spent.ms += record.durationMs;
  },
});
try {
  const started = Date.now();
  const { report, text } = await run.run({
    ai,
    casePaths: args.values.cases ?? [],
    limit,
    progress: (line) => {
      if (!json) console.error(`… ${line}`);
    },
  });
  const model = { provider: config.ai.provider, model: config.ai.models.main };
  if (json) console.log(JSON.stringify({ ...model, usage: spent, report }, null, 2));
  else {
    console.log(`Eval "${tool}" — ${model.provider} ${model.model}\n\n${text}\n`);
    console.log(
      `Model calls: ${spent.calls} (${spent.failed} failed), tokens ${spent.promptTokens} in / ${spent.outputTokens} out, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
