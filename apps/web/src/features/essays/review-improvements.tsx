import { Markdown } from '../../components/markdown/lazy-markdown.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.ts';
import type { ReviewFix } from './api/review-fragments.ts';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Skopiowano');
  } catch {
    toast.error('Nie udało się skopiować. Zaznacz tekst i skopiuj go ręcznie.');
  }
}

function FixCard({ fix, number }: { fix: ReviewFix; number: number }) {
  return (
    <article
      aria-label={`Poprawka ${number}`}
      className="flex flex-col gap-2 rounded-2xl border border-board-100 bg-white p-4 sm:p-5"
    >
      <p className="break-words">
        <span className="block text-sm font-semibold text-ink-muted">Fragment</span>
        <span className="text-ink">{fix.fragment}</span>
      </p>
      <p className="break-words">
        <span className="block text-sm font-semibold text-board-800">Propozycja</span>
        <span className="font-medium text-board-950">{fix.rewrite}</span>
      </p>
      <p className="text-sm break-words text-ink">
        <span className="font-semibold">Dlaczego: </span>
        {fix.why}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="min-h-11 self-start"
        aria-label={`Kopiuj poprawkę ${number}`}
        onClick={() => void copy(fix.rewrite)}
      >
        Kopiuj
      </Button>
    </article>
  );
}

/** „Jak poprawić”: each fix as fragment → rewrite with the reason, or the review's Markdown of them. */
export function ReviewImprovements({
  fixes,
  markdown,
}: {
  fixes: readonly ReviewFix[];
  markdown: string | null;
}) {
  if (fixes.length === 0 && !markdown?.trim()) return null;
  return (
    <section aria-labelledby="review-improvements" className="flex flex-col gap-3">
      <h2 id="review-improvements" className="text-lg font-bold text-board-950">
        Jak poprawić
      </h2>
      {fixes.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {fixes.map((fix, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the fixes have no id and keep their order
            <li key={index}>
              <FixCard fix={fix} number={index + 1} />
            </li>
          ))}
        </ol>
      ) : (
        <div className="rounded-2xl border border-board-100 bg-white p-4 sm:p-5">
          <Markdown content={markdown ?? ''} />
        </div>
      )}
    </section>
  );
}
