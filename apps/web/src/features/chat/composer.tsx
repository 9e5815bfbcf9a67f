import { type FormEvent, type KeyboardEvent, type Ref, type RefObject, useId, useRef } from 'react';
import { inputClass } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { AttachmentChips, UploadProgressBar } from './attachments.tsx';
import { CameraIcon, PaperclipIcon, SendIcon, StopIcon } from './chat-icons.tsx';
import { ATTACHMENT_ACCEPT, FILES_MAX, isAttachable, MESSAGE_MAX } from './send-message.ts';

/** The counter appears this close to the limit. */
const COUNTER_FROM = MESSAGE_MAX - 1000;

export interface ComposerProps {
  text: string;
  onTextChange: (text: string) => void;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /** Called with the trimmed text; the caller clears the draft when the message went out. */
  onSend: () => void;
  /** An answer is being written: nothing can be sent until it ends (or is stopped). */
  answering: boolean;
  /** The message is on its way (upload progress in `percent` when it carries files). */
  sending: boolean;
  percent: number | null;
  onStop?: () => void;
  stopping?: boolean;
  /** Problems of the message text and of the files (BAD_USER_INPUT fields or local checks). */
  textError?: string | null;
  filesError?: string | null;
  onFilesError: (message: string | null) => void;
  /** The camera input, for a page that offers the camera elsewhere too (the solver's first screen). */
  cameraRef?: RefObject<HTMLInputElement | null>;
  textareaRef?: Ref<HTMLTextAreaElement>;
  stopRef?: Ref<HTMLButtonElement>;
  placeholder?: string;
}

const countFormat = new Intl.NumberFormat('pl-PL');
const isTouchPhone = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(pointer: coarse)').matches
    : false;

/**
 * The message box: Enter sends (Shift+Enter breaks the line; on a touch phone Enter is a new line
 * and the button sends), files and a camera photo attach as removable chips, the counter shows up
 * near the 8000-character limit.
 */
export function Composer(props: ComposerProps) {
  const { text, files, answering, sending } = props;
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const ownCamera = useRef<HTMLInputElement>(null);
  const cameraInput = props.cameraRef ?? ownCamera;
  const length = [...text].length;
  const tooLong = length > MESSAGE_MAX;
  const locked = answering || sending;
  const textError = tooLong
    ? `Wiadomość może mieć najwyżej ${countFormat.format(MESSAGE_MAX)} znaków.`
    : props.textError;
  const describedBy = [
    `${ids}-hint`,
    length >= COUNTER_FROM ? `${ids}-count` : null,
    textError ? `${ids}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');

  const addFiles = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const chosen = [...list];
    const refused = chosen.filter((file) => !isAttachable(file));
    const accepted = chosen.filter(isAttachable);
    const room = FILES_MAX - files.length;
    if (refused.length > 0) {
      props.onFilesError(
        `Można dołączyć zdjęcie, PDF, dokument Word (DOCX) albo plik tekstowy („${refused[0]?.name}” nie jest żadnym z nich).`,
      );
    } else if (accepted.length > room) {
      props.onFilesError(`Do wiadomości można dołączyć najwyżej ${FILES_MAX} pliki.`);
    } else {
      props.onFilesError(null);
    }
    if (accepted.length > 0 && room > 0) props.onFilesChange([...files, ...accepted.slice(0, room)]);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (locked || tooLong || text.trim() === '') return;
    props.onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    if (isTouchPhone()) return;
    event.preventDefault();
    submit();
  };

  // Beside a phone's keyboard every line counts: the secondary buttons are icons there (their
  // names stay for screen readers); the camera button only on phones.
  const camera = (
    <Button
      variant="secondary"
      size="sm"
      className="min-h-11 min-w-11 px-2 sm:hidden"
      title="Zrób zdjęcie"
      onClick={() => cameraInput.current?.click()}
      disabled={locked || files.length >= FILES_MAX}
    >
      <CameraIcon />
      <span className="sr-only">Zrób zdjęcie</span>
    </Button>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Nowa wiadomość"
      className="flex min-w-0 flex-col gap-2 rounded-2xl border border-board-200 bg-white p-3 shadow-sm"
    >
      <label htmlFor={`${ids}-text`} className="sr-only">
        Twoja wiadomość
      </label>
      <textarea
        id={`${ids}-text`}
        ref={props.textareaRef}
        value={text}
        onChange={(event) => props.onTextChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        rows={2}
        disabled={locked}
        placeholder={props.placeholder ?? 'Zadaj pytanie…'}
        aria-invalid={textError ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} max-h-64 min-h-12 resize-y py-2 sm:min-h-20`}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-ink-muted">
        {/* Read with the box (aria-describedby) also where it is not shown. */}
        <p id={`${ids}-hint`} className="hidden sm:block">
          Enter – wyślij, Shift+Enter – nowa linia. Możesz dołączyć do {FILES_MAX} plików: zdjęcia, PDF, DOCX,
          TXT.
        </p>
        {length >= COUNTER_FROM ? (
          <p id={`${ids}-count`} className={tooLong ? 'font-semibold text-red-800' : ''}>
            {countFormat.format(length)} / {countFormat.format(MESSAGE_MAX)} znaków
          </p>
        ) : null}
      </div>
      {textError ? (
        <p id={`${ids}-error`} className="text-sm text-red-800">
          {textError}
        </p>
      ) : null}

      <AttachmentChips
        files={files}
        disabled={sending}
        onRemove={(index) => props.onFilesChange(files.filter((_, i) => i !== index))}
      />
      {props.filesError ? (
        <p role="alert" className="text-sm text-red-800">
          {props.filesError}
        </p>
      ) : null}
      {sending && props.percent !== null ? <UploadProgressBar percent={props.percent} /> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11 min-w-11 px-2 sm:px-3"
          title="Dołącz plik"
          onClick={() => fileInput.current?.click()}
          disabled={locked || files.length >= FILES_MAX}
        >
          <PaperclipIcon />
          <span className="sr-only sm:not-sr-only">Dołącz plik</span>
        </Button>
        {camera}
        <div className="ml-auto flex gap-2">
          {answering && props.onStop ? (
            <button
              ref={props.stopRef}
              type="button"
              className={buttonClass('secondary', 'md', 'min-h-11')}
              onClick={props.onStop}
              disabled={props.stopping}
              aria-busy={props.stopping || undefined}
            >
              <StopIcon />
              {props.stopping ? 'Zatrzymywanie…' : 'Zatrzymaj odpowiedź'}
            </button>
          ) : (
            <Button type="submit" className="min-h-11" disabled={locked} aria-busy={sending || undefined}>
              {sending ? 'Wysyłanie…' : 'Wyślij'}
              <SendIcon />
            </Button>
          )}
        </div>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        multiple
        aria-label="Plik do wiadomości"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          addFiles(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label="Zdjęcie z aparatu"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          addFiles(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </form>
  );
}
