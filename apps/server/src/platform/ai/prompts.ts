import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Prompt {
  /** From the file's first line, `<!-- version: N -->`; store it beside what the prompt produced. */
  version: number;
  text: string;
}

const VERSION_LINE = /^<!--\s*version:\s*(\d+)\s*-->\s*$/;
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;
const cache = new Map<string, Promise<string>>();

/**
 * Reads the prompt `<dir>/<name>.md` (feature modules keep theirs beside their code) and fills its
 * `{{var}}` placeholders. A placeholder without a value throws: a prompt never goes out with a hole
 * in it. Files are read once per process.
 */
export async function loadPrompt(
  dir: string | URL,
  name: string,
  vars: Record<string, string | number> = {},
): Promise<string> {
  return (await loadVersionedPrompt(dir, name, vars)).text;
}

/** loadPrompt with the file's version, to store beside what the prompt produced. */
export async function loadVersionedPrompt(
  dir: string | URL,
  name: string,
  vars: Record<string, string | number> = {},
): Promise<Prompt> {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new Error(`Invalid prompt name "${name}"`);
  const file = path.join(typeof dir === 'string' ? dir : fileURLToPath(dir), `${name}.md`);
  let source = cache.get(file);
  if (!source) {
    source = readFile(file, 'utf8');
    cache.set(file, source);
    source.catch(() => cache.delete(file));
  }
  const content = (await source).replace(/^\uFEFF/, '');
  const newline = content.indexOf('\n');
  const firstLine = (newline === -1 ? content : content.slice(0, newline)).trim();
  const version = VERSION_LINE.exec(firstLine)?.[1];
  if (!version) throw new Error(`Prompt ${file} must start with a line <!-- version: N -->`);
  const body = newline === -1 ? '' : content.slice(newline + 1);
  const text = body.replace(PLACEHOLDER, (_match, key: string) => {
    const value = Object.hasOwn(vars, key) ? vars[key] : undefined;
    if (value === undefined) throw new Error(`Prompt ${name} needs a value for {{${key}}}`);
    return String(value);
  });
  return { version: Number(version), text: text.trim() };
}
