import { MESSAGE_FILES_MAX, MESSAGE_MAX } from '@kreda/shared/limits';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
  type RefObject,
  useId,
  useRef,
} from 'react';
import { afterPaintModule, useAfterPaintModule } from '../../lib/after-paint-module.ts';
import { ComposerActions } from './composer-actions.tsx';
import { MessageField, messageLength, messageProblem } from './message-field.tsx';
import { ATTACHMENT_ACCEPT, pickAttachments } from './outgoing.ts';

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

/** The hidden file chooser and camera the buttons open; each hands the chosen files on. */
function FileInputs({
  fileRef,
  cameraRef,
  onFiles,
}: {
  fileRef: Ref<HTMLInputElement>;
  cameraRef: Ref<HTMLInputElement>;
  onFiles: (files: FileList | null) => void;
}) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onFiles(event.currentTarget.files);
    event.currentTarget.value = '';
  };
  return (
    <>
      <input
        ref={fileRef}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        multiple
        aria-label="Plik do wiadomości"
        tabIndex={-1}
        className="sr-only"
        onChange={onChange}
      />
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label="Zdjęcie z aparatu"
        tabIndex={-1}
        className="sr-only"
        onChange={onChange}
      />
    </>
  );
}

const isTouchPhone = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(pointer: coarse)').matches
    : false;

// The attached files' chips and the upload's progress: loaded after the first paint.
const attachmentViews = afterPaintModule(() => import('./attachments.tsx'));

/**
 * The message box: Enter sends (Shift+Enter breaks the line; on a touch phone Enter is a new line
 * and the button sends), files and a camera photo attach as removable chips, the counter shows up
 * near the 8000-character limit.
 */
export function Composer(props: ComposerProps) {
  const { text, files, answering, sending } = props;
  const attachments = useAfterPaintModule(attachmentViews, files.length > 0);
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const ownCamera = useRef<HTMLInputElement>(null);
  const cameraInput = props.cameraRef ?? ownCamera;
  const locked = answering || sending;
  const textError = messageProblem(text, props.textError);
  const tooLong = messageLength(text) > MESSAGE_MAX;

  const addFiles = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const { added, problem } = pickAttachments([...list], files, MESSAGE_FILES_MAX);
    props.onFilesError(problem);
    if (added.length > 0) props.onFilesChange([...files, ...added]);
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

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Nowa wiadomość"
      className="flex min-w-0 flex-col gap-2 rounded-2xl border border-board-200 bg-white p-3 shadow-sm"
    >
      <MessageField
        ids={ids}
        text={text}
        onChange={props.onTextChange}
        onKeyDown={onKeyDown}
        disabled={locked}
        error={textError}
        placeholder={props.placeholder ?? 'Zadaj pytanie…'}
        textareaRef={props.textareaRef}
      />
      {attachments ? (
        <attachments.AttachmentChips
          files={files}
          disabled={sending}
          onRemove={(index) => props.onFilesChange(files.filter((_, i) => i !== index))}
        />
      ) : files.length > 0 ? (
        // Until the chips arrive (offline, if they cannot): which files go with the message.
        <p className="text-sm break-words text-ink-muted">
          Dołączone pliki: {files.map((file) => file.name).join(', ')}
        </p>
      ) : null}
      {props.filesError ? (
        <p role="alert" className="text-sm text-red-800">
          {props.filesError}
        </p>
      ) : null}
      {sending && props.percent !== null && attachments ? (
        <attachments.UploadProgressBar percent={props.percent} />
      ) : null}
      <ComposerActions
        attachDisabled={locked || files.length >= MESSAGE_FILES_MAX}
        onAttach={() => fileInput.current?.click()}
        onCamera={() => cameraInput.current?.click()}
        canStop={answering && !!props.onStop}
        onStop={props.onStop}
        stopping={props.stopping}
        stopRef={props.stopRef}
        locked={locked}
        sending={sending}
      />
      <FileInputs fileRef={fileInput} cameraRef={cameraInput} onFiles={addFiles} />
    </form>
  );
}
