import { SOURCE_TYPE_LABELS } from '@kreda/shared/labels';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, type FormEvent, useId, useRef, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { inputClass } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { CreateUserDocMutation, SourceType } from '../../gql/graphql.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { uploadRequest } from '../../lib/graphql-upload.ts';
import { rememberMaterial } from './material-queries.ts';
import { DOCUMENT_SOURCE_TYPES } from './material-state.ts';
import { CREATE_MATERIAL } from './materials-documents.ts';

export const FILE_ACCEPT = '.pdf,.docx,.txt,image/*,audio/*';
const FILE_PATH = 'variables.createUserDocInput.file';

interface Upload {
  key: number;
  name: string;
  percent: number;
}

/** Sending files (chooser, drop, camera) or pasted text; refusals are shown next to it. */
export function UploadArea({ workspaceId }: { workspaceId: string }) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [sendingText, setSendingText] = useState(false);
  const [sourceType, setSourceType] = useState<SourceType>('NOTATKA');
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [sendingLink, setSendingLink] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const ids = useId();

  const handleResult = (result: CreateUserDocMutation): boolean => {
    const answer = result.createUserDoc;
    if (answer.__typename === 'ExecutionError') {
      setProblem(answer.message);
      return false;
    }
    if (answer.__typename === 'UserDoc') rememberMaterial(queryClient, answer);
    return true;
  };

  const sendFile = async (file: File) => {
    nextKey.current += 1;
    const key = nextKey.current;
    setUploads((list) => [...list, { key, name: file.name, percent: 0 }]);
    try {
      const result = await uploadRequest(
        CREATE_MATERIAL,
        { createUserDocInput: { workspaceId, sourceType } },
        file,
        {
          filePath: FILE_PATH,
          onProgress: ({ percent }) =>
            setUploads((list) => list.map((item) => (item.key === key ? { ...item, percent } : item))),
        },
      );
      handleResult(result);
    } catch (error) {
      setProblem(serverFormErrors(error).message);
    } finally {
      setUploads((list) => list.filter((item) => item.key !== key));
    }
  };

  const sendFiles = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setProblem(null);
    for (const file of files) void sendFile(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    sendFiles(event.dataTransfer.files);
  };

  const sendText = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setTextError('Wklej tekst, który chcesz dodać.');
      return;
    }
    setTextError(null);
    setProblem(null);
    setSendingText(true);
    try {
      const trimmedName = name.trim();
      const result = await apiRequest(CREATE_MATERIAL, {
        createUserDocInput: { workspaceId, text, sourceType, ...(trimmedName ? { name: trimmedName } : {}) },
      });
      if (handleResult(result)) {
        setText('');
        setName('');
      }
    } catch (error) {
      setProblem(serverFormErrors(error).message);
    } finally {
      setSendingText(false);
    }
  };

  const sendLink = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!link.trim()) {
      setLinkError('Wklej link do filmu w YouTube.');
      return;
    }
    setLinkError(null);
    setProblem(null);
    setSendingLink(true);
    try {
      const result = await apiRequest(CREATE_MATERIAL, {
        createUserDocInput: { workspaceId, youtubeUrl: link.trim() },
      });
      if (handleResult(result)) setLink('');
    } catch (error) {
      const { fields, message } = serverFormErrors(error);
      if (fields.youtubeUrl) setLinkError(fields.youtubeUrl);
      else setProblem(message);
    } finally {
      setSendingLink(false);
    }
  };

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <h2 id={`${ids}-title`} className="text-lg font-bold text-board-950">
        Dodaj materiał
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-kind`} className="font-medium text-board-950">
          Co dodajesz?
        </label>
        <select
          id={`${ids}-kind`}
          value={sourceType}
          onChange={(event) => setSourceType(event.currentTarget.value as SourceType)}
          aria-describedby={`${ids}-kind-hint`}
          className={`${inputClass} sm:max-w-xs`}
        >
          {DOCUMENT_SOURCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {SOURCE_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        <p id={`${ids}-kind-hint`} className="text-sm text-ink-muted">
          Dotyczy plików i wklejonego tekstu. Rodzaj pomoże wybrać materiały do czatu, quizów i korepetytora.
        </p>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone only adds dropping; the buttons inside do the same from the keyboard */}
      <div
        data-testid="drop-zone"
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-4 text-center sm:p-6 ${
          dragging ? 'border-board-700 bg-board-50' : 'border-board-300'
        }`}
      >
        <p className="text-ink-muted">
          Przeciągnij tutaj plik albo wybierz go z urządzenia. PDF, Word (DOCX), plik tekstowy, zdjęcie lub
          nagranie.
        </p>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button onClick={() => fileInput.current?.click()}>Wybierz plik</Button>
          <Button variant="secondary" className="sm:hidden" onClick={() => cameraInput.current?.click()}>
            Zrób zdjęcie
          </Button>
        </div>
        <input
          ref={fileInput}
          type="file"
          accept={FILE_ACCEPT}
          multiple
          aria-label="Plik do dodania"
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            sendFiles(event.currentTarget.files);
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
            sendFiles(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </div>

      {uploads.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="Wysyłane pliki">
          {uploads.map((upload) => (
            <li key={upload.key} className="flex flex-col gap-1">
              <span id={`${ids}-upload-${upload.key}`} className="truncate text-sm font-medium">
                Wysyłanie: {upload.name}
              </span>
              <div
                role="progressbar"
                aria-labelledby={`${ids}-upload-${upload.key}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={upload.percent}
                aria-valuetext={`${upload.percent}%`}
                className="h-2 w-full overflow-hidden rounded-full bg-board-100"
              >
                <div className="h-full bg-board-700" style={{ width: `${upload.percent}%` }} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      {problem ? <FormAlert>{problem}</FormAlert> : null}

      <details className="rounded-xl border border-board-100 p-3 sm:p-4">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-board-900">
          Wklej tekst
        </summary>
        <form noValidate onSubmit={(event) => void sendText(event)} className="mt-3 flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${ids}-text`} className="font-medium text-board-950">
              Tekst
            </label>
            <textarea
              id={`${ids}-text`}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              rows={6}
              aria-invalid={textError ? true : undefined}
              aria-describedby={textError ? `${ids}-text-error` : undefined}
              className={`${inputClass} py-2`}
            />
            {textError ? (
              <p id={`${ids}-text-error`} className="text-sm text-red-800">
                {textError}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${ids}-name`} className="font-medium text-board-950">
              Nazwa (opcjonalnie)
            </label>
            <input
              id={`${ids}-name`}
              value={name}
              maxLength={120}
              onChange={(event) => setName(event.currentTarget.value)}
              className={inputClass}
            />
          </div>
          <Button
            type="submit"
            className="self-start"
            disabled={sendingText}
            aria-busy={sendingText || undefined}
          >
            {sendingText ? 'Dodawanie…' : 'Dodaj tekst'}
          </Button>
        </form>
      </details>

      <details className="rounded-xl border border-board-100 p-3 sm:p-4">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-board-900">
          Dodaj film z YouTube
        </summary>
        <form noValidate onSubmit={(event) => void sendLink(event)} className="mt-3 flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${ids}-link`} className="font-medium text-board-950">
              Link do filmu
            </label>
            <input
              id={`${ids}-link`}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://www.youtube.com/watch?v=…"
              value={link}
              onChange={(event) => setLink(event.currentTarget.value)}
              aria-invalid={linkError ? true : undefined}
              aria-describedby={`${ids}-link-hint${linkError ? ` ${ids}-link-error` : ''}`}
              className={inputClass}
            />
            <p id={`${ids}-link-hint`} className="text-sm text-ink-muted">
              Film musi być publiczny i mieć napisy (także automatyczne). Kreda odczyta je razem z czasem.
            </p>
            {linkError ? (
              <p id={`${ids}-link-error`} className="text-sm text-red-800">
                {linkError}
              </p>
            ) : null}
          </div>
          <Button
            type="submit"
            className="self-start"
            disabled={sendingLink}
            aria-busy={sendingLink || undefined}
          >
            {sendingLink ? 'Dodawanie…' : 'Dodaj film'}
          </Button>
        </form>
      </details>
    </section>
  );
}
