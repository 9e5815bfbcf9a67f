import { createRequire } from 'node:module';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { buildWordList } from './word-list.ts';

/**
 * Builds the word list of one Hunspell dictionary in a worker thread (dictionaries.ts): nspell
 * reads the package's affix and dictionary files and expands every form — seconds of CPU and
 * hundreds of MB for Polish, French or Ukrainian — and the worker sends back only the compact
 * list (word-list.ts), its heap given back when it exits.
 */

export interface BuildRequest {
  /** The dictionary package, e.g. `dictionary-pl`, and its `name@version` for the list's header. */
  packageName: string;
  source: string;
}

export type BuildReply = { file: Uint8Array; heapMb: number } | { error: string };

interface NSpell {
  data: Record<string, string[]>;
  flags: Record<string, unknown>;
  conversion: { in: [RegExp, string][] };
  compoundRules: RegExp[];
  compoundRuleCodes: Record<string, string[]>;
  dictionary(dic: Uint8Array): NSpell;
}

const require = createRequire(import.meta.url);
const nspell = require('nspell') as (dictionary: { aff: Uint8Array }) => NSpell;
// nspell 2.1.5's own parts (the package has no export map): the line's flags and the expansion of
// one line into its forms, exactly as `nspell(dictionary)` runs them.
const ruleCodes = require('nspell/lib/util/rule-codes.js') as (
  flags: NSpell['flags'],
  value: string,
) => string[];
const addForms = require('nspell/lib/util/add.js') as (
  data: NSpell['data'],
  word: string,
  codes: string[],
  spell: NSpell,
) => void;

/** A line of a .dic file as nspell reads it (its `parseLine`): the word and its flags. */
function parseLine(text: string): { word: string; codes: string } {
  let line = text;
  let slash = line.indexOf('/');
  const hash = line.indexOf('#');
  while (slash > -1 && line.charCodeAt(slash - 1) === 92 /* \ */) {
    line = line.slice(0, slash - 1) + line.slice(slash);
    slash = line.indexOf('/', slash);
  }
  let word = line;
  let codes = '';
  if (hash > -1) {
    word = line.slice(0, slash > -1 && slash < hash ? slash : hash);
    if (slash > -1 && slash < hash) {
      const space = /\s/g;
      space.lastIndex = slash + 1;
      codes = line.slice(slash + 1, space.exec(line)?.index);
    }
  } else if (slash > -1) {
    word = line.slice(0, slash);
    codes = line.slice(slash + 1);
  }
  return { word: word.trim(), codes: codes.trim() };
}

type Dictionary = { aff: Uint8Array; dic: Uint8Array };

/** The packages by name, each imported (its two files read) only in the worker that builds it. */
const PACKAGES: Readonly<Record<string, () => Promise<{ default: Dictionary }>>> = {
  'dictionary-en': () => import('dictionary-en'),
  'dictionary-de': () => import('dictionary-de'),
  'dictionary-es': () => import('dictionary-es'),
  'dictionary-fr': () => import('dictionary-fr'),
  'dictionary-pl': () => import('dictionary-pl'),
  'dictionary-ru': () => import('dictionary-ru'),
  'dictionary-uk': () => import('dictionary-uk'),
};

async function build({ packageName, source }: BuildRequest): Promise<BuildReply> {
  const load = PACKAGES[packageName];
  if (!load) throw new Error(`no dictionary package ${packageName}`);
  const dictionary = (await load()).default;
  const spell = nspell({ aff: dictionary.aff });
  const flag = (name: string) => {
    const value = spell.flags[name];
    return typeof value === 'string' ? value : null;
  };
  const onlyInCompound = flag('ONLYINCOMPOUND');
  const forbiddenFlag = flag('FORBIDDENWORD');
  // As nspell, line by line, except that a line allowed only inside compounds or forbidden adds no
  // forms: nspell merges the flags of a word's lines, so German "gehen" (a verb, and a compound
  // part) would count as compound-only and never be a word.
  const forbidden = new Set<string>();
  const lines = Buffer.from(dictionary.dic).toString('utf8').split('\n').slice(1);
  for (const line of lines) {
    if (line.startsWith('\t')) continue;
    const parsed = parseLine(line);
    if (!parsed.word) continue;
    const { word } = parsed;
    const codes = ruleCodes(spell.flags, parsed.codes);
    if (forbiddenFlag && codes.includes(forbiddenFlag)) forbidden.add(word);
    else if (onlyInCompound && codes.includes(onlyInCompound)) {
      for (const code of codes) spell.compoundRuleCodes[code]?.push(word);
    } else addForms(spell.data, word, codes, spell);
  }
  // Builds the compound expressions from the parts collected above (English ordinals: "21st").
  spell.dictionary(Buffer.alloc(0));
  // The heap the worker holds once every form is expanded (its peak, near enough).
  const heapMb = Math.round(getHeapStatistics().total_heap_size / 1e6);
  const words = Object.keys(spell.data).filter((word) => !forbidden.has(word));
  const file = buildWordList(words, {
    source,
    conversions: spell.conversion.in.map(([pattern, to]) => [pattern.source, pattern.flags, to]),
    compounds: spell.compoundRules.map((rule) => [rule.source, rule.flags]),
    compoundMin: typeof spell.flags.COMPOUNDMIN === 'number' ? spell.flags.COMPOUNDMIN : 3,
  });
  return { file, heapMb };
}

if (parentPort) {
  const port = parentPort;
  build(workerData as BuildRequest).then(
    (reply) => port.postMessage(reply, 'file' in reply ? [reply.file.buffer as ArrayBuffer] : []),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
}
