import { formatRelativeDate } from '@kreda/shared/dates';
import { DOCUMENT_TYPE_LABELS, SOURCE_TYPE_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useMaterials } from './api/get-materials.ts';
import type { MaterialSummary } from './api/material-fragments.ts';
import { useLiveMaterials } from './api/use-live-materials.ts';
import { DeleteMaterial } from './delete-material.tsx';
import { MaterialStateBadge } from './material-state-badge.tsx';
import { UploadArea } from './upload-area.tsx';

function MaterialRow({ material, slug }: { material: MaterialSummary; slug: string }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          to={ROUTES.workspaceMaterial(slug, material.id)}
          className="inline-flex min-h-10 max-w-full min-w-10 items-center self-start font-semibold break-words text-board-900 underline-offset-2 hover:underline"
        >
          {material.name}
        </Link>
        <p className="text-sm text-ink-muted">
          {material.sourceType === 'YOUTUBE'
            ? 'Film z YouTube'
            : `${SOURCE_TYPE_LABELS[material.sourceType]} · ${DOCUMENT_TYPE_LABELS[material.type]}`}{' '}
          · {formatRelativeDate(material.createdAt)}
        </p>
        <MaterialStateBadge state={material.state} error={material.error} />
      </div>
      <div className="sm:shrink-0">
        <DeleteMaterial material={material} compact />
      </div>
    </li>
  );
}

function MaterialList({ slug }: { slug: string }) {
  const materials = useMaterials(slug);
  if (materials.isPending) return <Spinner label="Wczytywanie materiałów…" className="py-6" />;
  if (materials.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <p>{materials.error.message}</p>
        <Button variant="secondary" onClick={() => void materials.refetch()} disabled={materials.isFetching}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  }
  if (materials.data.length === 0) {
    return (
      <section
        aria-labelledby="materials-empty"
        className="rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
      >
        <h2 id="materials-empty" className="text-lg font-bold text-board-950">
          Nie ma jeszcze materiałów
        </h2>
        <p className="mt-2 text-ink-muted">
          Dodaj notatki z lekcji, rozdział podręcznika w PDF, dokument Word, zdjęcie tablicy, nagranie albo
          film z YouTube. Kreda odczyta z nich tekst, a potem odpowie na ich podstawie w czacie, ze źródłami.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="materials-list" className="flex flex-col gap-3">
      <h2 id="materials-list" className="text-lg font-bold text-board-950">
        Twoje materiały
      </h2>
      <ul className="flex flex-col gap-3">
        {materials.data.map((material) => (
          <MaterialRow key={material.id} material={material} slug={slug} />
        ))}
      </ul>
    </section>
  );
}

/** /workspace/{slug}/materials: adding materials and the live list of them. */
export function Component() {
  const { slug = '' } = useParams();
  useDocumentTitle('Materiały');
  useLiveMaterials(slug);
  return (
    <div className="mx-auto flex max-w-3xl min-w-0 flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Materiały</h1>
        <p className="mt-1 text-ink-muted">
          Pliki, teksty i filmy, z których Kreda korzysta w tej przestrzeni.
        </p>
      </div>
      <UploadArea workspaceId={slug} />
      <MaterialList slug={slug} />
    </div>
  );
}
