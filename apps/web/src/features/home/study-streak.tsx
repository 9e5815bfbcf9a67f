import { pluralPl } from '@kreda/shared/form-messages';
import { ROUTES } from '@kreda/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SelectField } from '../../components/form/select-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useSetDailyGoal, useStudyStreak } from './api/study-streak.ts';

const days = (n: number) => `${n} ${pluralPl(n, 'dzień', 'dni', 'dni')}`;
const words = (n: number) => `${n} ${pluralPl(n, 'słówko', 'słówka', 'słówek')}`;

const GOALS = [1, 2, 3, 4, 5].map((n) => ({
  value: String(n),
  label: `${n} ${pluralPl(n, 'sesja', 'sesje', 'sesji')} dziennie`,
}));

/**
 * "Twoja nauka" on the app home: the streak of study days, today's sessions against the daily goal
 * (chosen here or in the settings) and the next step — the words due, or any session.
 */
export function StudyStreak() {
  const streak = useStudyStreak();
  const setGoal = useSetDailyGoal();

  let content: ReactNode;
  if (streak.isPending) {
    content = (
      <p role="status" className="mt-3 text-sm text-ink-muted">
        Wczytywanie postępów…
      </p>
    );
  } else if (streak.isError) {
    content = (
      <div role="alert" className="mt-3 flex flex-col items-start gap-3 text-sm text-red-800">
        <p>Nie udało się wczytać postępów w nauce. {streak.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void streak.refetch()}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  } else {
    const { studyProgress: progress, getDueWords: due } = streak.data;
    const reached = progress.todaySessions >= progress.dailyGoal;
    const dueHere = [...due.byWorkspace].sort((a, b) => b.count - a.count)[0];
    const changeGoal = async (value: string) => {
      try {
        await setGoal.mutateAsync(Number(value));
      } catch (error) {
        toast.error(serverFormErrors(error).message);
      }
    };
    content = (
      <div className="mt-3 flex flex-col gap-4">
        <div>
          <p className="text-2xl font-bold text-board-950">
            {progress.currentStreak > 0
              ? `${days(progress.currentStreak)} z rzędu`
              : 'Zacznij serię dni nauki'}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {progress.currentStreak === 0
              ? 'Skończ dziś dowolną sesję: fiszki, quiz, wypracowanie albo test.'
              : progress.studiedToday
                ? 'Dzisiejszy dzień już się liczy.'
                : 'Skończ dziś jedną sesję, a seria potrwa dalej.'}
            {progress.longestStreak > 1 ? ` Najdłuższa seria: ${days(progress.longestStreak)}.` : ''}
          </p>
          <Link
            to={ROUTES.progress}
            className="mt-1 inline-flex min-h-10 items-center text-sm font-medium text-board-800 underline underline-offset-2"
          >
            Zobacz moje postępy
          </Link>
        </div>
        <ProgressBar
          label={reached ? 'Cel na dziś osiągnięty!' : 'Cel na dziś'}
          value={progress.todaySessions}
          max={progress.dailyGoal}
          valueText={`${progress.todaySessions} z ${progress.dailyGoal} sesji dziś`}
        />
        <p className="-mt-2 text-sm text-ink" aria-hidden="true">
          {progress.todaySessions} z {progress.dailyGoal} sesji dziś
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <SelectField
            id="home-daily-goal"
            label="Dzienny cel"
            value={String(progress.dailyGoal)}
            options={GOALS}
            onChange={(value) => void changeGoal(value)}
            disabled={setGoal.isPending}
            className="sm:w-56"
          />
          {dueHere && due.total > 0 ? (
            <Link to={ROUTES.workspaceWordBases(dueHere.workspaceId)} className={buttonClass('primary')}>
              Powtórz słówka: {words(due.total)}
            </Link>
          ) : reached ? null : (
            <Link to={ROUTES.workspaces} className={buttonClass('primary')}>
              Zacznij sesję nauki
            </Link>
          )}
        </div>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="study-streak-title"
      className="rounded-2xl border border-board-100 bg-white p-5"
    >
      <h2 id="study-streak-title" className="text-lg font-bold text-board-950">
        Twoja nauka
      </h2>
      {content}
    </section>
  );
}
