import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { ModuleTask } from '../../core/module.ts';
import type { BuildReply, BuildRequest } from './dictionary-worker.ts';
import { wordBases, wordSessions } from './tables.ts';
import { WordList } from './word-list.ts';

/**
 * The spelling dictionaries behind the vocabulary checker's typo rule (ADR 022): a one-letter slip
 * is forgiven only when what the pupil typed is not itself a word of the language. Hunspell
 * dictionaries (`dictionary-*`, read by nspell) for English (American), German, Spanish, French,
 * Polish, Russian and Ukrainian; other languages keep the rule without a dictionary.
 *
 * A language is loaded on first use and kept: from its cached word list (word-list.ts) in
 * milliseconds, or, the first time on a machine, built by nspell in a worker thread (one at a
 * time; 1–25 s and up to ~850 MB that the worker gives back) and cached. Until it is loaded the
 * checker works without it, so nothing waits on the request path. The server warms the languages
 * practised lately at start-up and loads others when a pupil starts exercises in them.
 */

const PACKAGES: Readonly<Record<string, string>> = {
  en: 'dictionary-en',
  de: 'dictionary-de',
  es: 'dictionary-es',
  fr: 'dictionary-fr',
  pl: 'dictionary-pl',
  ru: 'dictionary-ru',
  uk: 'dictionary-uk',
};
export const DICTIONARY_LANGUAGES: readonly string[] = Object.keys(PACKAGES);
/** Raised when the worker builds lists differently, so caches of the same package are rebuilt. */
const LIST_VERSION = 1;

/** A loaded language: where its list came from and what it cost. */
export interface DictionaryInfo {
  language: string;
  /** `dictionary-pl@2.0.0` */
  source: string;
  words: number;
  /** Bytes the list holds in memory. */
  bytes: number;
  /** From the call to the list in memory, in ms. */
  loadMs: number;
  from: 'cache' | 'built';
  /** Heap nspell used to expand the dictionary in the worker (built only), in MB. */
  buildHeapMb: number | null;
}

interface Settings {
  cacheDir: string;
  /** Load a language when the checker first asks for it (the server); otherwise only `warmDictionary`. */
  onDemand: boolean;
  warn: (message: string, detail: Record<string, unknown>) => void;
}

const settings: Settings = {
  cacheDir: path.join(tmpdir(), 'kreda-dictionaries'),
  onDemand: false,
  warn: () => {},
};
const loaded = new Map<string, { list: WordList; info: DictionaryInfo; isWord: (word: string) => boolean }>();
const loading = new Map<string, Promise<DictionaryInfo | null>>();
/** Builds run one after another: each may take hundreds of MB while it runs. */
let builds: Promise<unknown> = Promise.resolve();
const workers = new Set<Worker>();

export function configureDictionaries(options: Partial<Settings>): void {
  Object.assign(settings, options);
}

/** The dictionary language of a set's language code (`en-GB` → `en`), or null when there is none. */
export function dictionaryLanguage(languageCode: string | null | undefined): string | null {
  const base = languageCode?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return base in PACKAGES ? base : null;
}

/** The loaded spelling check of a language; undefined while it is not loaded (then, on demand, starts loading it). */
export function wordCheckFor(
  languageCode: string | null | undefined,
): ((word: string) => boolean) | undefined {
  const language = dictionaryLanguage(languageCode);
  if (!language) return undefined;
  const entry = loaded.get(language);
  if (!entry && settings.onDemand) void warmDictionary(language);
  return entry?.isWord;
}

/** Starts loading a language's dictionary when loading on demand (e.g. as exercises are written). */
export function preloadDictionary(languageCode: string | null | undefined): void {
  wordCheckFor(languageCode);
}

/** What is loaded, in the order it was. */
export function loadedDictionaries(): DictionaryInfo[] {
  return [...loaded.values()].map((entry) => entry.info);
}

/** Loads a language's dictionary (once); null for a language without one or when it cannot be loaded. */
export function warmDictionary(languageCode: string | null | undefined): Promise<DictionaryInfo | null> {
  const language = dictionaryLanguage(languageCode);
  if (!language) return Promise.resolve(null);
  const entry = loaded.get(language);
  if (entry) return Promise.resolve(entry.info);
  let pending = loading.get(language);
  if (!pending) {
    pending = load(language).finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** Stops builds under way (shutdown); what is loaded stays. */
export async function stopDictionaryBuilds(): Promise<void> {
  await Promise.all([...workers].map((worker) => worker.terminate().catch(() => 0)));
}

/** Forgets every loaded list (tests and the bench, to measure a load again). */
export function unloadDictionaries(): void {
  loaded.clear();
}

function sourceOf(packageName: string): Promise<string> {
  const require = createRequire(import.meta.url);
  const packageJson = path.join(path.dirname(require.resolve(packageName)), 'package.json');
  return readFile(packageJson, 'utf8').then((text) => {
    const { version } = JSON.parse(text) as { version: string };
    return `${packageName}@${version}`;
  });
}

async function load(language: string): Promise<DictionaryInfo | null> {
  const started = performance.now();
  const packageName = PACKAGES[language] as string;
  try {
    const source = await sourceOf(packageName);
    const file = path.join(settings.cacheDir, `${source}.v${LIST_VERSION}.words`);
    let list = await readFile(file).then(
      (bytes) => WordList.fromFile(bytes),
      () => null,
    );
    let from: DictionaryInfo['from'] = 'cache';
    let buildHeapMb: number | null = null;
    if (list?.header.source !== source) {
      const built = await queueBuild({ packageName, source });
      list = WordList.fromFile(built.file);
      if (!list) throw new Error('the built word list cannot be read');
      from = 'built';
      buildHeapMb = built.heapMb;
      await saveAtomically(file, built.file).catch((error: unknown) =>
        settings.warn('dictionary cache not written', { language, error: String(error) }),
      );
    }
    const info: DictionaryInfo = {
      ...{ language, source, words: list.header.words, bytes: list.bytes },
      ...{ loadMs: Math.round(performance.now() - started), from, buildHeapMb },
    };
    const words = list;
    loaded.set(language, { list, info, isWord: (word) => words.spells(word) });
    return info;
  } catch (error) {
    settings.warn('dictionary not loaded: the typo rule works without it', {
      language,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

async function saveAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

function queueBuild(request: BuildRequest): Promise<{ file: Uint8Array; heapMb: number }> {
  const run = builds.then(() => build(request));
  builds = run.catch(() => {});
  return run;
}

// From the build the worker is the emitted .js beside this file; from sources (vitest, `npm run
// dev`) it is TypeScript, so a small bootstrap registers tsx inside the worker first (as the
// extraction pool does).
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(fromSource ? './dictionary-worker.ts' : './dictionary-worker.js', import.meta.url);

function workerEntry(): { entry: URL | string; options: WorkerOptions } {
  if (!fromSource) return { entry: WORKER_URL, options: {} };
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL.href)}); });`;
  return { entry: boot, options: { eval: true, execArgv: ['--conditions=source'] } };
}

/** nspell's expansion of Polish or Ukrainian peaks near 900 MB of heap; past the limit the build fails. */
const BUILD_HEAP_LIMIT_MB = 2048;

function build(request: BuildRequest): Promise<{ file: Uint8Array; heapMb: number }> {
  const { entry, options } = workerEntry();
  const worker = new Worker(entry, {
    ...options,
    name: `kreda-dictionary-${request.packageName}`,
    workerData: request,
    resourceLimits: { maxOldGenerationSizeMb: BUILD_HEAP_LIMIT_MB },
    stdin: false,
  });
  worker.unref();
  workers.add(worker);
  return new Promise<{ file: Uint8Array; heapMb: number }>((resolve, reject) => {
    worker.once('message', (reply: BuildReply) =>
      'error' in reply ? reject(new Error(reply.error)) : resolve(reply),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the dictionary worker exited (${code})`)));
  }).finally(() => {
    workers.delete(worker);
    void worker.terminate().catch(() => 0);
  });
}

/** Languages of sets with exercises in the last `days` days (the ones pupils are likely to answer in). */
async function languagesPractised(db: Deps['db'], days: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ languageCode: wordBases.languageCode })
    .from(wordSessions)
    .innerJoin(wordBases, eq(wordBases.id, wordSessions.wordBaseId))
    .where(
      and(
        eq(wordSessions.type, 'EXERCISE'),
        gt(wordSessions.lastActivityAt, sql`now() - make_interval(days => ${days})`),
        isNotNull(wordBases.languageCode),
      ),
    );
  const languages = rows.map((row) => dictionaryLanguage(row.languageCode));
  return [...new Set(languages.filter((language): language is string => language !== null))];
}

/**
 * At start-up (and every few hours, for languages taken up since): the cache in the data folder,
 * loading on demand, and the languages practised in the last month loaded in the background.
 */
export const dictionariesTask: ModuleTask = {
  name: 'wordbases: spelling dictionaries',
  everyMs: 6 * 60 * 60 * 1000,
  atStartup: 'background',
  async run(deps) {
    configureDictionaries({
      cacheDir: path.join(deps.config.dataDir, 'dictionaries'),
      onDemand: true,
      warn: (message, detail) => deps.logger.warn(detail, message),
    });
    for (const language of await languagesPractised(deps.db, 30)) {
      const info = loaded.has(language) ? null : await warmDictionary(language);
      if (info) deps.logger.info(info, 'spelling dictionary loaded');
    }
  },
};
