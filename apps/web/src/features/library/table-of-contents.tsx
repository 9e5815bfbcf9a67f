import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import type { TextbookChapter } from './api/get-textbook.ts';
import { CHAPTER_QUIZ_QUESTIONS, useChapterQuiz } from './api/library-tools.ts';
import { exercisesPath } from './exercise-links.ts';
import { InWorkspaceAction } from './in-workspace-action.tsx';
import { exercisesCount } from './library-words.ts';

type Subchapter = TextbookChapter['subchapters'][number];

/** The book whose contents these are: its id, subject and class (for links to other tools). */
interface BookOfContents {
  bookId: string;
  przedmiot: string;
  poziom: string;
}

/** „s. 12 · 4 zadania”: where the part starts and what it holds. */
function meta(part: { page?: number | null; exerciseCount: number }): string {
  return [part.page ? `s. ${part.page}` : null, exercisesCount(part.exerciseCount)]
    .filter(Boolean)
    .join(' · ');
}

function SubchapterRow({ bookId, part }: { bookId: string; part: Subchapter }) {
  const title = `${part.number}. ${part.name}`;
  return (
    <li className="flex flex-col gap-2 border-t border-board-100 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-board-950">{title}</p>
        <p className="text-sm text-ink-muted">{meta(part)}</p>
      </div>
      {part.exerciseCount > 0 ? (
        <Link
          to={exercisesPath({ ksiazka: bookId, rozdzial: part.id })}
          className="inline-flex min-h-10 shrink-0 items-center self-start rounded-lg border-2 border-board-700 px-3 text-sm font-semibold text-board-900 no-underline hover:bg-board-50 sm:self-center"
        >
          Zadania<span className="sr-only"> – {title}</span>
        </Link>
      ) : null}
    </li>
  );
}

/** "Quiz z rozdziału": the quiz tool on the chapter's text, in one of the pupil's workspaces. */
function ChapterQuiz({ chapter, przedmiot }: { chapter: TextbookChapter; przedmiot: string }) {
  const quiz = useChapterQuiz();
  return (
    <InWorkspaceAction
      label="Quiz z rozdziału"
      detail={`– ${chapter.number}. ${chapter.name}`}
      title="Quiz z rozdziału"
      description={`${CHAPTER_QUIZ_QUESTIONS} pytań o rozdział „${chapter.name}”, ułożonych z jego tekstu. Wybierz przestrzeń, w której quiz zostanie zapisany.`}
      confirmLabel="Utwórz quiz"
      pendingLabel="Tworzenie quizu…"
      przedmiot={przedmiot}
      className={buttonClass('primary', 'sm')}
      run={async (workspace) => {
        const ordered = await quiz.mutateAsync({ workspaceId: workspace.id, chapterId: chapter.id });
        return ROUTES.workspaceQuiz(workspace.id, ordered.id);
      }}
    />
  );
}

/**
 * "Ucz się z korepetytorem": the AI tutors' order form with this chapter chosen (signed out, the
 * app's guard asks to sign in first and comes back to it).
 */
function ChapterTutor({ book, chapter }: { book: BookOfContents; chapter: TextbookChapter }) {
  const query = new URLSearchParams({
    rozdzialId: chapter.id,
    podrecznikId: book.bookId,
    przedmiot: book.przedmiot,
    poziom: book.poziom,
  });
  return (
    <Link to={`${ROUTES.app1AiTutor}?${query}`} className={`${buttonClass('secondary', 'sm')} no-underline`}>
      Ucz się z korepetytorem
      <span className="sr-only">
        {' '}
        – {chapter.number}. {chapter.name}
      </span>
    </Link>
  );
}

/** The table of contents: chapters, each with its subchapters, pages and exercise counts. */
export function TableOfContents({
  chapters,
  ...book
}: BookOfContents & { chapters: readonly TextbookChapter[] }) {
  const { bookId, przedmiot } = book;
  if (chapters.length === 0) return <p>Ten podręcznik nie ma jeszcze spisu treści.</p>;
  return (
    <ol className="flex flex-col gap-6">
      {chapters.map((chapter) => (
        <li key={chapter.id} className="rounded-2xl border border-board-100 bg-white p-4 sm:p-5">
          <h3 className="text-lg font-bold break-words text-board-950">
            {chapter.number}. {chapter.name}
          </h3>
          <p className="mb-2 text-sm text-ink-muted">{meta(chapter)}</p>
          {chapter.subchapters.length ? (
            <div className="mb-2 flex flex-wrap gap-2">
              <ChapterQuiz chapter={chapter} przedmiot={przedmiot} />
              <ChapterTutor book={book} chapter={chapter} />
            </div>
          ) : null}
          {chapter.subchapters.length ? (
            <ol aria-label={`Podrozdziały: ${chapter.name}`}>
              {chapter.subchapters.map((part) => (
                <SubchapterRow key={part.id} bookId={bookId} part={part} />
              ))}
            </ol>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
