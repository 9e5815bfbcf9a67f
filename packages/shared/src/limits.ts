/**
 * Input limits that the server enforces and the web app shows (maxLength, counters, page sizes).
 * One place, so a form never allows what the API then refuses.
 */

/** Workspace names. */
export const WORKSPACE_NAME_MAX = 80;
/** Material names (documents, photos, pasted texts, videos). */
export const MATERIAL_NAME_MAX = 120;
/** Pasted text of a material, in characters. */
export const MATERIAL_TEXT_MAX = 200_000;
/** Note names. */
export const NOTE_NAME_MAX = 120;
/** Note content (Markdown), in characters. */
export const NOTE_CONTENT_MAX = 100_000;
/** A selection or instruction sent with a note action ("Popraw z AI"). */
export const NOTE_ACTION_TEXT_MAX = 20_000;
/** A chat message. */
export const MESSAGE_MAX = 8000;
/** A quoted passage asked about in the chat. */
export const QUOTE_MAX = 4000;
/** Files attached to one chat message. */
export const MESSAGE_FILES_MAX = 4;
/** Conversation names. */
export const CONVERSATION_NAME_MAX = 120;
/** Largest page of a paginated list. */
export const PAGE_SIZE_MAX = 50;
/** Default page of a paginated list. */
export const PAGE_SIZE_DEFAULT = 20;
/** Materials in one source set. */
export const SOURCES_MAX = 50;
/** A search phrase (topics, set readings, users). */
export const SEARCH_MAX = 100;

/**
 * Control characters refused in text inputs: C0 except tab, line feed and carriage return, and DEL.
 * Multi-line fields allow \t \n \r; single-line fields also refuse those (see `hasControlCharacters`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is matched
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is matched
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;

/** True when the text holds characters no pupil types (NUL, escape, DEL…); `multiline` allows tabs and line breaks. */
export function hasControlCharacters(text: string, multiline = true): boolean {
  return (multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(text);
}

/** Length in characters as a person counts them (code points, so emoji and Polish letters count once). */
export function textLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

// Bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) reorder how a name
// is shown ("umowa\u202Efdp.exe" reads as "umowaexe.pdf"); zero-width characters (U+200B–U+200D,
// U+2060, U+FEFF) hide inside it. Neither belongs in a file name.
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/** A name without the invisible characters that can disguise it (file names of uploads). */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** Questions in one quiz (generatequiz, generatequizcontinue). */
export const QUIZ_QUESTIONS_MIN = 5;
export const QUIZ_QUESTIONS_MAX = 30;
/** Characters of a typed open answer. */
export const QUIZ_ANSWER_MAX = 5000;
/** Subjects whose quizzes may be PRACTICE (computational tasks with a checkable final answer). */
export const PRACTICE_SUBJECTS = ['mathematics', 'physics', 'chemistry', 'infromatyka'] as const;

/** Photographed pages of one test (sprawdziansolution); a longer test goes as one PDF. */
export const TEST_PHOTOS_MAX = 10;
/** Pages of a test's PDF that are read. */
export const TEST_PDF_PAGES_MAX = 30;
/** A test's name. */
export const TEST_TITLE_MAX = 120;
/** The pupil's instruction for a test ("rozwiąż tylko zadania 3–5"). */
export const TEST_POLECENIE_MAX = 500;
/** A task's corrected text (updateZadanie). */
export const ZADANIE_QUESTION_MAX = 10_000;
