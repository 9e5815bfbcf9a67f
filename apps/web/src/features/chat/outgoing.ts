/** What the file chooser offers: photos, PDF, Word and plain text. */
export const ATTACHMENT_ACCEPT = 'image/*,.pdf,.docx,.txt,application/pdf,text/plain';

const ATTACHMENT_NAME = /\.(pdf|docx|txt|jpe?g|png|gif|webp|heic|heif|bmp|tiff?)$/i;

/** True for a file the chat takes (the server checks the content again). */
export function isAttachable(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type.startsWith('image/') || ATTACHMENT_NAME.test(file.name);
}

/** Where the chat sends: a subject workspace (with chosen materials) or the task solver. */
export type ChatTarget = { kind: 'workspace'; workspaceId: string } | { kind: 'solver' };

/** A message on its way: the text, attached files and, for a retry, the quoted passage. */
export interface Outgoing {
  message: string;
  files: readonly File[];
  quote?: string | null;
}

/**
 * Which chosen files join the `attached` ones (within the limit of files per message), and the
 * Polish reason when some do not.
 */
export function pickAttachments(
  chosen: readonly File[],
  attached: readonly File[],
  max: number,
): { added: File[]; problem: string | null } {
  const refused = chosen.filter((file) => !isAttachable(file));
  const accepted = chosen.filter(isAttachable);
  const room = max - attached.length;
  const problem =
    refused.length > 0
      ? `Można dołączyć zdjęcie, PDF, dokument Word (DOCX) albo plik tekstowy („${refused[0]?.name}” nie jest żadnym z nich).`
      : accepted.length > room
        ? `Do wiadomości można dołączyć najwyżej ${max} pliki.`
        : null;
  return { added: room > 0 ? accepted.slice(0, room) : [], problem };
}
