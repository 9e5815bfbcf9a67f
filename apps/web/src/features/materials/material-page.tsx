import { formatRelativeDate } from '@kreda/shared/dates';
import { DOCUMENT_TYPE_LABELS, SOURCE_TYPE_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { inputClass, TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { BackIcon } from '../../components/ui/icons.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { SourceType } from '../../gql/graphql.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DeleteMaterial } from './delete-material.tsx';
import { type Material, rememberMaterial, useLiveMaterials, useMaterial } from './material-queries.ts';
import { DOCUMENT_SOURCE_TYPES, isFailed, isInProgress } from './material-state.ts';
import { MaterialStateBadge } from './material-state-badge.tsx';
import { RENAME_MATERIAL } from './materials-documents.ts';

function RenameForm({ material, onDone }: { material: Material; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(material.name);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Podaj nazwę materiału.');
      return;
    }
    if (trimmed === material.name) {
      onDone();
      return;
    }
    setPending(true);
    setError(null);
    try {
      const { updatedoc } = await apiRequest(RENAME_MATERIAL, {
        updatedocInput: { id: material.id, name: trimmed },
      });
      rememberMaterial(queryClient, updatedoc);
      onDone();
    } catch (problem) {
      setError(serverFormErrors(problem).message);
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <TextField
        id="material-name"
        label="Nazwa materiału"
        value={name}
        maxLength={120}
        autoFocus
        error={error}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? 'Zapisywanie…' : 'Zapisz nazwę'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          Anuluj
        </Button>
      </div>
    </form>
  );
}

/** Changing what a document is (a note, a test…) saves at once; a video stays a video. */
function KindPicker({ material }: { material: Material }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = async (sourceType: SourceType) => {
    setPending(true);
    setError(null);
    try {
      const { updatedoc } = await apiRequest(RENAME_MATERIAL, {
        updatedocInput: { id: material.id, sourceType },
      });
      rememberMaterial(queryClient, updatedoc);
    } catch (problem) {
      setError(serverFormErrors(problem).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-kind`} className="text-ink-muted">
        Rodzaj materiału
      </label>
      <select
        id={`${id}-kind`}
        value={material.sourceType}
        disabled={pending}
        aria-busy={pending || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-kind-error` : undefined}
        onChange={(event) => void change(event.currentTarget.value as SourceType)}
        className={`${inputClass} font-medium`}
      >
        {DOCUMENT_SOURCE_TYPES.map((type) => (
          <option key={type} value={type}>
            {SOURCE_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-kind-error`} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** `m:ss` or `h:mm:ss` of a moment in a video. */
export function formatTimestamp(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

function Transcript({ video }: { video: NonNullable<Material['youtubeMetadata']> }) {
  if (video.transcripts.length === 0) return <p className="text-ink-muted">Ten film nie ma napisów.</p>;
  return (
    <ol className="flex flex-col gap-4">
      {video.transcripts.map((part) => (
        <li key={part.start} className="flex min-w-0 flex-col gap-1 sm:flex-row sm:gap-4">
          <a
            href={`${video.url}&t=${Math.floor(part.start)}s`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 shrink-0 items-start font-mono font-semibold text-board-800 underline-offset-2 hover:underline sm:min-h-0 sm:w-16"
          >
            {formatTimestamp(part.start)}
            <span className="sr-only"> – obejrzyj od tego miejsca (w nowej karcie)</span>
          </a>
          <p className="min-w-0 break-words">{part.text}</p>
        </li>
      ))}
    </ol>
  );
}

interface PageText {
  page: number | null;
  text: string;
}

/** The read text split by page (segments of one page joined), in page order. */
export function textByPage(material: Pick<Material, 'segments' | 'content'>): PageText[] {
  if (material.segments.length === 0) return material.content ? [{ page: null, text: material.content }] : [];
  const pages: PageText[] = [];
  for (const segment of material.segments) {
    const last = pages.at(-1);
    if (last && last.page === segment.page) last.text += `\n\n${segment.text}`;
    else pages.push({ page: segment.page, text: segment.text });
  }
  return pages;
}

function ExtractedText({ material }: { material: Material }) {
  const pages = textByPage(material);
  if (pages.length === 0 || pages.every((item) => !item.text.trim())) {
    return <p className="text-ink-muted">W tym materiale nie znaleziono tekstu.</p>;
  }
  const paged = pages.some((item) => item.page !== null);
  return (
    <div className="flex flex-col gap-5">
      {pages.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pages do not move; their order is their identity
        <article key={index} className="min-w-0">
          {paged && item.page !== null ? (
            <h3 className="text-base font-bold text-board-950">
              Strona {item.page}
              {material.ocrPages.includes(item.page) ? (
                <span className="ml-2 text-sm font-normal text-ink-muted">(odczytane ze skanu)</span>
              ) : null}
            </h3>
          ) : null}
          <p className="mt-1 break-words whitespace-pre-wrap">{item.text}</p>
        </article>
      ))}
    </div>
  );
}

function MaterialDetail({ material, slug }: { material: Material; slug: string }) {
  useDocumentTitle(material.name);
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (renaming || !returnFocus.current) return;
    returnFocus.current = false;
    renameButton.current?.focus();
  }, [renaming]);

  const leave = async () => {
    await navigate(ROUTES.workspaceMaterials(slug), { replace: true });
  };

  return (
    <div className="mx-auto flex max-w-3xl min-w-0 flex-col gap-6">
      <Link
        to={ROUTES.workspaceMaterials(slug)}
        className="inline-flex min-h-11 items-center gap-1 self-start font-medium text-board-800 hover:underline"
      >
        <BackIcon className="size-5" />
        Wszystkie materiały
      </Link>
      {renaming ? (
        <RenameForm
          material={material}
          onDone={() => {
            returnFocus.current = true;
            setRenaming(false);
          }}
        />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <h1 className="min-w-0 text-2xl font-bold break-words text-board-950 sm:text-3xl">
            {material.name}
          </h1>
          <button
            ref={renameButton}
            type="button"
            onClick={() => setRenaming(true)}
            className={buttonClass('secondary', 'sm', 'min-h-11 self-start sm:shrink-0')}
          >
            Zmień nazwę
          </button>
        </div>
      )}

      {material.youtubeMetadata ? null : (
        <div className="rounded-2xl border border-board-100 bg-white p-4 text-sm sm:p-5">
          <KindPicker material={material} />
        </div>
      )}

      <dl className="grid gap-3 rounded-2xl border border-board-100 bg-white p-4 text-sm sm:grid-cols-3 sm:p-5">
        <div>
          <dt className="text-ink-muted">{material.youtubeMetadata ? 'Źródło' : 'Format'}</dt>
          <dd className="font-medium text-board-950">
            {material.youtubeMetadata ? 'Film z YouTube' : DOCUMENT_TYPE_LABELS[material.type]}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Dodano</dt>
          <dd className="font-medium text-board-950">{formatRelativeDate(material.createdAt)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-ink-muted">Stan</dt>
          <dd aria-live="polite">
            <MaterialStateBadge state={material.state} />
          </dd>
        </div>
      </dl>

      {material.youtubeMetadata ? (
        <a
          href={material.youtubeMetadata.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', 'md', 'self-start')}
        >
          Obejrzyj w YouTube<span className="sr-only"> (w nowej karcie)</span>
        </a>
      ) : null}

      {material.file ? (
        <a
          href={material.file.fileUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', 'md', 'self-start')}
        >
          Otwórz plik<span className="sr-only"> (w nowej karcie)</span>
        </a>
      ) : null}

      {isInProgress(material.state) ? (
        <div className="rounded-2xl border border-board-100 bg-white p-4 sm:p-6">
          <Spinner label="Odczytujemy tekst z materiału. Strona odświeży się sama." />
        </div>
      ) : null}

      {isFailed(material.state) ? (
        <section aria-labelledby="material-failed" className="flex flex-col items-start gap-3">
          <h2 id="material-failed" className="sr-only">
            Błąd odczytu
          </h2>
          <FormAlert className="w-full">
            {material.error ?? 'Nie udało się odczytać tekstu z tego materiału.'}
          </FormAlert>
          <DeleteMaterial material={material} onDeleted={leave} />
        </section>
      ) : null}

      {material.state === 'SOLVED' ? (
        <section
          aria-labelledby="material-text"
          className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
        >
          <h2 id="material-text" className="text-lg font-bold text-board-950">
            {material.youtubeMetadata ? 'Napisy filmu' : 'Odczytany tekst'}
          </h2>
          {material.youtubeMetadata ? (
            <Transcript video={material.youtubeMetadata} />
          ) : (
            <ExtractedText material={material} />
          )}
        </section>
      ) : null}

      {!isFailed(material.state) ? (
        <div className="border-t border-board-100 pt-4">
          <DeleteMaterial material={material} onDeleted={leave} />
        </div>
      ) : null}
    </div>
  );
}

function MaterialNotFound({ slug }: { slug: string }) {
  useDocumentTitle('Nie znaleziono materiału');
  return (
    <section data-testid="error-page" data-status="404" className="max-w-2xl py-6">
      <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Nie znaleziono materiału.</h1>
      <p className="mt-4">Ten materiał nie istnieje albo został usunięty.</p>
      <Link to={ROUTES.workspaceMaterials(slug)} className={buttonClass('primary', 'md', 'mt-6')}>
        Wróć do materiałów
      </Link>
    </section>
  );
}

/** /workspace/{slug}/materials/{id}: one material with its read text, live while it is read. */
export function Component() {
  const { slug = '', id = '' } = useParams();
  useLiveMaterials(slug);
  const material = useMaterial(id);

  if (material.isPending) return <Spinner label="Wczytywanie materiału…" className="py-6" />;
  if (material.isError) {
    if (material.error instanceof GraphQLRequestError && material.error.code === 'NOT_FOUND') {
      return <MaterialNotFound slug={slug} />;
    }
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-3xl flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <h1 className="text-xl font-bold">Nie udało się wczytać materiału</h1>
        <p>{material.error.message}</p>
        <Button variant="secondary" onClick={() => void material.refetch()} disabled={material.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  }
  return <MaterialDetail key={material.data.id} material={material.data} slug={slug} />;
}
