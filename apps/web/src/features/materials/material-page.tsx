import { ROUTES } from '@kreda/shared/routes';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useMaterial } from './api/get-material.ts';
import { useLiveMaterials } from './api/use-live-materials.ts';
import { MaterialDetail } from './material-detail.tsx';

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
