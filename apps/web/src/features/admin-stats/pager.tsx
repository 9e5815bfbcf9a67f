import { Button } from '../../components/ui/button.tsx';

/** "Strona 2 z 5" with the previous and next page; nothing when everything fits on one page. */
export function Pager({
  page,
  pages,
  label,
  onPage,
}: {
  page: number;
  pages: number;
  /** What is paged, for the navigation's name (e.g. "Strony dziennika zmian"). */
  label: string;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Poprzednia
      </Button>
      <p className="text-sm text-ink-muted">
        Strona {page} z {pages}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Następna
      </Button>
    </nav>
  );
}
