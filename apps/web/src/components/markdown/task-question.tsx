import { Markdown } from './lazy-markdown.tsx';

interface TaskQuestionProps {
  /** The task's text (Markdown with maths). */
  question: string;
  /** A closed task's options with their letters, in the printed order. */
  options: readonly { key: string; value: string }[];
  /** The text in a larger size (a page of its own, not a card in a list). */
  large?: boolean;
}

/**
 * A school task as printed (`Zadanie`): its text and, for a closed one, the options with their
 * letters. Shared by the test solver's cards and the library's exercise page.
 */
export function TaskQuestion({ question, options, large = false }: TaskQuestionProps) {
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className={`min-w-0 break-words text-board-950 ${large ? 'text-lg' : ''}`}>
        <Markdown content={question} />
      </div>
      {options.length > 0 ? (
        <ul aria-label="Odpowiedzi do wyboru" className="flex flex-col gap-1.5">
          {options.map((option) => (
            <li
              key={option.key}
              className="flex min-w-0 items-start gap-2 rounded-lg border border-board-100 px-3 py-2"
            >
              <span className="font-bold text-board-950">{option.key}.</span>
              <span className="min-w-0 flex-1 break-words">
                <Markdown content={option.value} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
