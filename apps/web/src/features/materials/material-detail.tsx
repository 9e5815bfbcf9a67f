import { formatRelativeDate } from '@kreda/shared/dates';
import { DOCUMENT_TYPE_LABELS } from '@kreda/shared/labels';
import { formatNumberPl } from '@kreda/shared/numbers';
import { ROUTES } from '@kreda/shared/routes';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { BackIcon } from '../../components/ui/icons.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useFreshFileUrl } from './api/get-file-url.ts';
import type { Material } from './api/material-fragments.ts';
import { DeleteMaterial } from './delete-material.tsx';
import { MaterialKindPicker } from './material-kind-picker.tsx';
import { MaterialRenameForm } from './material-rename-form.tsx';
import { isFailed, isInProgress } from './material-state.ts';
import { MaterialStateBadge } from './material-state-badge.tsx';
import { ExtractedText, Transcript } from './material-text.tsx';

/** The name as the page title, or the rename form; the focus returns to "Zmień nazwę" after it. */
function MaterialTitle({ material }: { material: Material }) {
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (renaming || !returnFocus.current) return;
    returnFocus.current = false;
    renameButton.current?.focus();
  }, [renaming]);

  if (renaming) {
    return (
      <MaterialRenameForm
        material={material}
        onDone={() => {
          returnFocus.current = true;
          setRenaming(false);
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <h1 className="min-w-0 text-2xl font-bold break-words text-board-950 sm:text-3xl">{material.name}</h1>
      <button
        ref={renameButton}
        type="button"
        onClick={() => setRenaming(true)}
        className={buttonClass('secondary', 'sm', 'min-h-11 self-start sm:shrink-0')}
      >
        Zmień nazwę
      </button>
    </div>
  );
}

/** Format (or source), when it was added and its state, live. */
function MaterialFacts({ material }: { material: Material }) {
  const video = material.youtubeMetadata;
  return (
    <dl className="grid gap-3 rounded-2xl border border-board-100 bg-white p-4 text-sm sm:grid-cols-3 sm:p-5">
      <div>
        <dt className="text-ink-muted">{video ? 'Źródło' : 'Format'}</dt>
        <dd className="font-medium text-board-950">
          {video ? 'Film z YouTube' : DOCUMENT_TYPE_LABELS[material.type]}
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
  );
}

/**
 * The way to the original: the video in YouTube or the file (both in a new tab). The file's signed
 * link lives 5 minutes, so a fresh one replaces it before it expires.
 */
function MaterialOrigin({ material }: { material: Material }) {
  const fileUrl = useFreshFileUrl(material.youtubeMetadata ? null : material.file);
  const href = material.youtubeMetadata?.url ?? fileUrl;
  if (!href) return null;
  if (material.youtubeMetadata)
    return (
      <div className="flex flex-wrap gap-2">
        <Link to={ROUTES.youtube(material.id)} className={buttonClass('primary', 'md')}>
          Obejrzyj z napisami
        </Link>
        <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'md')}>
          Obejrzyj w YouTube
          <span className="sr-only"> (w nowej karcie)</span>
        </a>
      </div>
    );
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('secondary', 'md', 'self-start')}
    >
      Otwórz plik
      <span className="sr-only"> (w nowej karcie)</span>
    </a>
  );
}

/** What was read: a spinner while reading, the reason of a failure, or the text or captions. */
const count = (n: number) => formatNumberPl(n);

/** A document longer than the reading limit: only its beginning is known to Kreda, and why. */
function TextCutNotice({ material, of }: { material: Material; of: number }) {
  return (
    <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      Ten dokument jest bardzo długi (ok. {count(of)} znaków). Odczytaliśmy jego początek —{' '}
      {count(material.content?.length ?? 0)} znaków — i tylko z niego korzysta czat, notatki i inne narzędzia.
      Żeby Kreda znała resztę, podziel plik na części i dodaj je jako osobne materiały.
    </p>
  );
}

function MaterialContent({ material, onDeleted }: { material: Material; onDeleted: () => Promise<void> }) {
  if (isInProgress(material.state)) {
    return (
      <div className="rounded-2xl border border-board-100 bg-white p-4 sm:p-6">
        <Spinner label="Odczytujemy tekst z materiału. Strona odświeży się sama." />
      </div>
    );
  }
  if (isFailed(material.state)) {
    return (
      <section aria-labelledby="material-failed" className="flex flex-col items-start gap-3">
        <h2 id="material-failed" className="sr-only">
          Błąd odczytu
        </h2>
        <FormAlert className="w-full">
          {material.error ?? 'Nie udało się odczytać tekstu z tego materiału.'}
        </FormAlert>
        <DeleteMaterial material={material} onDeleted={onDeleted} />
      </section>
    );
  }
  if (material.state !== 'SOLVED') return null;
  return (
    <section
      aria-labelledby="material-text"
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <h2 id="material-text" className="text-lg font-bold text-board-950">
        {material.youtubeMetadata ? 'Napisy filmu' : 'Odczytany tekst'}
      </h2>
      {material.truncatedFrom ? <TextCutNotice material={material} of={material.truncatedFrom} /> : null}
      {material.youtubeMetadata ? (
        <Transcript
          video={material.youtubeMetadata}
          momentLink={(seconds) => ({ to: `${ROUTES.youtube(material.id)}?t=${Math.floor(seconds)}` })}
        />
      ) : (
        <ExtractedText material={material} />
      )}
    </section>
  );
}

/** One material in full: name, kind, facts, the original and the read text. */
export function MaterialDetail({ material, slug }: { material: Material; slug: string }) {
  useDocumentTitle(material.name);
  const navigate = useNavigate();
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
      <MaterialTitle material={material} />
      {material.youtubeMetadata ? null : (
        <div className="rounded-2xl border border-board-100 bg-white p-4 text-sm sm:p-5">
          <MaterialKindPicker material={material} />
        </div>
      )}
      <MaterialFacts material={material} />
      <MaterialOrigin material={material} />
      <MaterialContent material={material} onDeleted={leave} />
      {!isFailed(material.state) ? (
        <div className="border-t border-board-100 pt-4">
          <DeleteMaterial material={material} onDeleted={leave} />
        </div>
      ) : null}
    </div>
  );
}
