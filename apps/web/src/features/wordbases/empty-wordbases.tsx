import { Button } from '../../components/ui/button.tsx';
import type { NewWay } from './use-new-wordbase-param.ts';

const WAYS: { way: NewWay; title: string; text: string; action: string }[] = [
  {
    way: 'wpisz',
    title: 'Wpisz albo wklej listę',
    text: 'Słowo i tłumaczenie w każdej linii, np. „dog – pies”, albo dwie kolumny skopiowane z arkusza.',
    action: 'Wpisz słówka',
  },
  {
    way: 'ai',
    title: 'Wpisz same słowa',
    text: 'AI doda tłumaczenia i przykładowe zdania – przed zapisaniem możesz je poprawić.',
    action: 'Wpisz słowa dla AI',
  },
  {
    way: 'materialy',
    title: 'Z materiałów przestrzeni',
    text: 'Zaznacz notatki albo dokumenty, a AI wybierze z nich najważniejsze słowa albo pojęcia.',
    action: 'Wybierz materiały',
  },
];

/** No sets yet: the three ways to make one, each opening the form on its way. */
export function EmptyWordBases({ onStart }: { onStart: (way: NewWay) => void }) {
  return (
    <section
      aria-labelledby="wordbases-empty"
      className="flex flex-col gap-4 rounded-2xl border border-board-100 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="wordbases-empty" className="text-lg font-bold text-board-950">
          Nie masz jeszcze baz słówek
        </h2>
        <p className="mt-1 text-ink-muted">
          Baza to zestaw fiszek: słówka z języka obcego albo pojęcia z dowolnego przedmiotu. Kreda podpowie,
          kiedy powtórzyć każde z nich, żeby zostało w pamięci. Bazę utworzysz na trzy sposoby:
        </p>
      </div>
      <ol className="grid gap-3 sm:grid-cols-3">
        {WAYS.map(({ way, title, text, action }) => (
          <li key={way} className="flex flex-col gap-2 rounded-xl border border-board-100 p-3">
            <h3 className="font-semibold text-board-950">{title}</h3>
            <p className="flex-1 text-sm text-ink-muted">{text}</p>
            <Button variant="secondary" size="sm" className="min-h-11" onClick={() => onStart(way)}>
              {action}
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
