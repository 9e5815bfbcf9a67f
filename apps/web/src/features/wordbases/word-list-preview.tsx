import type { ListFormat } from '@kreda/shared/wordbases';
import type { WordList } from './use-word-list.ts';
import { wordsLabel } from './wordbase-labels.ts';

/** How many rows the preview shows; the rest is counted. */
const ROWS_SHOWN = 100;

const FORMAT_LABELS: Record<ListFormat, string> = {
  DASH: 'słowo – tłumaczenie – przykład (myślniki)',
  TAB: 'kolumny z arkusza (tabulatory)',
  CSV: 'CSV (przecinki albo średniki)',
  EMPTY: 'brak słów',
};

const linesLabel = (lines: readonly number[]) =>
  lines.length === 1 ? `linia ${lines[0]}` : `linie ${lines.join(', ')}`;

function PreviewTable({ list, mode }: { list: WordList; mode: 'pairs' | 'words' }) {
  const rows = list.words.slice(0, ROWS_SHOWN);
  return (
    // Fixed columns that wrap anywhere: the table fits a 360 px phone without scrolling sideways.
    <div className="rounded-lg border border-board-100">
      <table className="w-full table-fixed border-collapse text-left text-sm [overflow-wrap:anywhere]">
        <caption className="sr-only">Podgląd słów</caption>
        <thead className="bg-board-50 text-board-900">
          <tr>
            <th scope="col" className="px-2 py-2 font-semibold">
              Słowo
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              Tłumaczenie
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              Przykład
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((word) => (
            <tr key={`${word.line}-${word.word}`} className="border-t border-board-100 align-top">
              <td className="px-2 py-1.5 break-words text-board-950">{word.word}</td>
              <td className="px-2 py-1.5 break-words">
                {word.translation === '' ? (
                  <span className="text-ink-muted italic">{mode === 'words' ? 'doda AI' : 'brak'}</span>
                ) : (
                  <>
                    {word.translation}
                    {word.fromAi ? (
                      <span className="ml-1 rounded bg-board-100 px-1 text-xs font-semibold text-board-900">
                        AI
                      </span>
                    ) : null}
                  </>
                )}
              </td>
              <td className="px-2 py-1.5 break-words text-ink-muted">{word.usageExample ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.words.length > ROWS_SHOWN ? (
        <p className="px-2 py-2 text-sm text-ink-muted">
          …i jeszcze {wordsLabel(list.words.length - ROWS_SHOWN)}.
        </p>
      ) : null}
    </div>
  );
}

/** The typed list as it will be saved: the format found, the words, what is wrong and what merges. */
export function WordListPreview({ list, mode }: { list: WordList; mode: 'pairs' | 'words' }) {
  if (list.words.length === 0 && list.problems.length === 0) return null;
  const problems =
    mode === 'words'
      ? list.problems.filter((p) => !list.missing.some((w) => w.line === p.line))
      : list.problems;
  return (
    <section aria-labelledby="wordlist-preview" className="flex flex-col gap-3">
      <div>
        <h3 id="wordlist-preview" className="font-semibold text-board-950">
          Podgląd: {wordsLabel(list.words.length)}
        </h3>
        {mode === 'pairs' ? (
          <p className="text-sm text-ink-muted" data-testid="list-format">
            Rozpoznany format: {FORMAT_LABELS[list.format]}
          </p>
        ) : null}
      </div>
      {list.words.length > 0 ? <PreviewTable list={list} mode={mode} /> : null}
      {problems.length > 0 ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <h4 className="font-semibold">Do poprawy</h4>
          <ul className="mt-1 flex flex-col gap-1">
            {problems.map((problem) => (
              <li key={`${problem.line}-${problem.message}`} className="break-words">
                Linia {problem.line} („{problem.text}”): {problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {list.merged.length > 0 ? (
        <div className="rounded-lg border border-board-200 bg-board-50 p-3 text-sm text-board-900">
          <h4 className="font-semibold">Powtórzone słowa – zapiszemy je raz</h4>
          <ul className="mt-1 flex flex-col gap-1">
            {list.merged.map((entry) => (
              <li key={entry.word} className="break-words">
                „{entry.word}” – {entry.count} razy ({linesLabel(entry.lines)}); tłumaczenia połączymy.
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
