import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { en } from 'zod/locales';

/*
 * The case files of the AI evals (`npm run eval -- <tool>`): each tool's bundled sets, or an
 * operator's own files passed with `--cases`. A bad file is refused whole, with every problem named
 * by its place in the file. The messages are English: an operator reads them, not a pupil.
 */

/** A case file that cannot be used; the message names the file and each problem's place in it. */
export class CaseFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaseFileError';
  }
}

/** `generation[0].passages[2].text` from zod's path. */
function placeOf(path: readonly PropertyKey[]): string {
  const place = path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '');
  return place || '(file)';
}

/** What a refusal says the file should have been: `a valid ${kind} case file (see ${readme})`. */
export interface CaseFileKind {
  kind: string;
  readme: string;
}

/** Parses one case file's text with `schema`; throws CaseFileError naming `file` and every problem. */
export function parseCaseFile<T>(schema: z.ZodType<T>, source: string, file: string, about: CaseFileKind): T {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    throw new CaseFileError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  // English whatever locale the server set for its users: this file is read by an operator.
  const parsed = schema.safeParse(json, { error: en().localeError });
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${placeOf(issue.path)}: ${issue.message}`);
  throw new CaseFileError(
    `${file} is not a valid ${about.kind} case file (see ${about.readme}):\n${problems.join('\n')}`,
  );
}

/** The given files' texts, or the bundled files' when none is given; an unreadable one is refused. */
export async function readCaseFiles(
  paths: readonly string[],
  bundled: readonly string[],
): Promise<{ file: string; source: string }[]> {
  const files: { file: string; source: string }[] = [];
  for (const file of paths.length ? paths : bundled) {
    try {
      files.push({ file, source: await readFile(file, 'utf8') });
    } catch (error) {
      throw new CaseFileError(
        `Cannot read case file ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`,
      );
    }
  }
  return files;
}
