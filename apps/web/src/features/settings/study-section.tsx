import { pluralPl } from '@kreda/shared/form-messages';
import { type ReactNode, useId } from 'react';
import { SelectField } from '../../components/form/select-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { useCurrentUser } from '../../lib/session-cache.ts';
import { toast } from '../../lib/toast.ts';
import { useSetDailyGoal, useSetStudyReminders, useStudySettings } from './api/study-settings.ts';

const GOALS = [1, 2, 3, 4, 5].map((n) => ({
  value: String(n),
  label: `${n} ${pluralPl(n, 'sesja', 'sesje', 'sesji')} dziennie`,
}));

/**
 * "Nauka i przypomnienia" in the settings: the daily goal (1–5 sessions) and the opt-in reminder
 * e-mail about words due. A section of its own, with its own heading, like the page's others.
 */
export function StudySection() {
  const user = useCurrentUser();
  const settings = useStudySettings();
  const setGoal = useSetDailyGoal();
  const setReminders = useSetStudyReminders();
  const hintId = useId();
  const hasEmail = Boolean(user?.email);

  const save = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch (error) {
      toast.error(serverFormErrors(error).message);
    }
  };

  let content: ReactNode;
  if (settings.isPending) {
    content = (
      <p role="status" className="text-sm text-ink-muted">
        Wczytywanie ustawień nauki…
      </p>
    );
  } else if (settings.isError) {
    content = (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-red-800">
        <p>Nie udało się wczytać ustawień nauki. {settings.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
          Spróbuj ponownie
        </Button>
      </div>
    );
  } else {
    const { dailyGoal, remindersEnabled } = settings.data;
    content = (
      <div className="flex flex-col gap-5">
        <SelectField
          id="settings-daily-goal"
          label="Dzienny cel"
          value={String(dailyGoal)}
          options={GOALS}
          disabled={setGoal.isPending}
          hint="Liczy się każda skończona sesja: fiszki, ćwiczenia, quiz, wypracowanie albo test."
          onChange={(value) => void save(() => setGoal.mutateAsync(Number(value)), 'Zapisano dzienny cel.')}
          className="sm:max-w-xs"
        />
        <div className="flex flex-col gap-1.5">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium text-board-950">
            <input
              type="checkbox"
              checked={remindersEnabled}
              disabled={setReminders.isPending || (!hasEmail && !remindersEnabled)}
              aria-describedby={hintId}
              onChange={(event) => {
                const enabled = event.target.checked;
                void save(
                  () => setReminders.mutateAsync(enabled),
                  enabled ? 'Włączono przypomnienia e-mailem.' : 'Wyłączono przypomnienia e-mailem.',
                );
              }}
              className="size-5 shrink-0 accent-board-700"
            />
            Przypominaj mi e-mailem o słówkach do powtórki
          </label>
          <p id={hintId} className="text-sm text-ink-muted">
            {hasEmail
              ? 'Najwyżej raz dziennie, około 17:00, gdy czekają słówka do powtórki, a dziś nie było jeszcze sesji nauki. Każdy e-mail ma link do wypisania się.'
              : 'Dodaj adres e-mail powyżej, aby dostawać przypomnienia.'}
          </p>
        </div>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="study-settings-title"
      className="rounded-2xl border border-board-100 bg-white p-5 sm:p-6"
    >
      <h2 id="study-settings-title" className="text-lg font-bold text-board-950">
        Nauka i przypomnienia
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Twój dzienny cel i przypomnienia o powtórkach.</p>
      <div className="mt-5">{content}</div>
    </section>
  );
}
