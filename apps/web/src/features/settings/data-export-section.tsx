import { Button } from '../../components/ui/button.tsx';
import { startDownload } from '../../lib/download.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useRequestDataExport } from './api/request-data-export.ts';

/** "Pobierz moje dane": a ZIP with everything of the account, downloaded by this browser. */
export function DataExportSection() {
  const requestExport = useRequestDataExport();
  const download = async () => {
    try {
      const { url } = await requestExport.mutateAsync();
      startDownload(url);
      toast.success('Pobieranie kopii danych się zaczęło.');
    } catch (error) {
      toast.error(serverFormErrors(error).message);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink">
        Plik ZIP z profilem, przestrzeniami, materiałami razem z przesłanymi plikami, notatkami, rozmowami i
        historią użycia. Dane są w formacie JSON, który otworzy każdy edytor tekstu i wiele programów.
      </p>
      <p className="text-sm text-ink">
        Każde kliknięcie tworzy nowy link, który działa przez 5 minut i tylko raz. Jeśli pobieranie się
        przerwie, kliknij przycisk jeszcze raz.
      </p>
      <Button
        variant="secondary"
        className="sm:self-start"
        disabled={requestExport.isPending}
        aria-busy={requestExport.isPending || undefined}
        onClick={() => void download()}
      >
        {requestExport.isPending ? 'Przygotowywanie…' : 'Pobierz moje dane'}
      </Button>
    </div>
  );
}
