import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import type { WordList } from './use-word-list.ts';
import { wordsLabel } from './wordbase-labels.ts';

interface TranslatePanelProps {
  list: WordList;
  mode: 'pairs' | 'words';
  /** Asks AI for the missing translations; the form checks the language first. */
  onTranslate: () => void;
  /** Why AI cannot be asked yet (e.g. no language chosen), under the button. */
  blocked: string | null;
}

/** "Uzupełnij tłumaczenia z AI": its progress, and the words AI could not translate with why. */
export function TranslatePanel({ list, mode, onTranslate, blocked }: TranslatePanelProps) {
  const missing = list.missing.length;
  const progress = list.translating;
  if (missing === 0 && list.failures.length === 0 && !list.translateProblem) return null;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-board-100 p-3">
      {missing > 0 ? (
        <p className="text-sm text-board-900">
          {mode === 'words'
            ? `AI doda tłumaczenia i przykładowe zdania do: ${wordsLabel(missing)}. Sprawdź je przed zapisaniem.`
            : `Bez tłumaczenia: ${wordsLabel(missing)}. Wpisz je albo poproś AI.`}
        </p>
      ) : null}
      {missing > 0 ? (
        <Button
          variant={mode === 'words' ? 'primary' : 'secondary'}
          onClick={onTranslate}
          disabled={progress !== null}
          aria-busy={progress !== null || undefined}
          className="self-start"
        >
          {progress ? 'AI tłumaczy…' : mode === 'words' ? 'Przetłumacz z AI' : 'Uzupełnij tłumaczenia z AI'}
        </Button>
      ) : null}
      {progress ? (
        <ProgressBar
          label="Tłumaczenie słów…"
          value={progress.done}
          max={progress.total}
          valueText={`Przetłumaczono ${progress.done} z ${progress.total}`}
        />
      ) : null}
      {blocked ? <FormAlert>{blocked}</FormAlert> : null}
      {list.translateProblem ? <FormAlert>{list.translateProblem}</FormAlert> : null}
      {list.failures.length > 0 ? (
        <div role="status" className="text-sm text-amber-950">
          <p className="font-semibold">AI nie przetłumaczyło: {wordsLabel(list.failures.length)}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {list.failures.map((failure) => (
              <li key={failure.word} className="break-words">
                „{failure.word}”: {failure.problem}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
