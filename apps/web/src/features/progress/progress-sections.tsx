import { ROUTES } from '@kreda/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StudyOverview } from './api/get-study-overview.ts';
import { CriterionBars, DayStrip, ScoreLine, SplitBar, WeekBars } from './lazy-charts.tsx';
import { daysWord, formatPoints, subjectLabel, tutorSummary, wordsSummary } from './summaries.ts';

// The page's sections, one per tool: a chart with its sentence, or what to do to fill it.

interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

function Section({ id, title, children }: SectionProps) {
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4 sm:p-5"
    >
      <h2 id={id} className="text-lg font-bold text-board-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What the pupil does to fill an empty section, with the way there. */
function Empty({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <div className="flex flex-col items-start gap-2 text-sm text-ink-muted">
      <p>{text}</p>
      <Link to={to} className="font-medium text-board-800 underline underline-offset-2">
        {action}
      </Link>
    </div>
  );
}

export function DaysSection({ overview }: { overview: StudyOverview }) {
  const studied = overview.days.some((d) => d.sessions > 0);
  return (
    <Section id="progress-days" title="Dni nauki">
      <p className="text-2xl font-bold text-board-950">
        {overview.currentStreak > 0
          ? `${daysWord(overview.currentStreak)} z rzędu`
          : 'Zacznij serię dni nauki'}
      </p>
      <p className="-mt-2 text-sm text-ink-muted">Najdłuższa seria: {daysWord(overview.longestStreak)}.</p>
      {studied ? (
        <DayStrip days={overview.days} fallbackClassName="h-36" />
      ) : (
        <Empty
          text="Skończ dowolną sesję – fiszki, quiz, wypracowanie albo test – a tu pojawi się pierwszy dzień nauki."
          to={ROUTES.workspaces}
          action="Przejdź do przestrzeni"
        />
      )}
    </Section>
  );
}

export function QuizzesSection({ quizzes }: { quizzes: StudyOverview['quizzes'] }) {
  return (
    <Section id="progress-quizzes" title="Wyniki quizów">
      {quizzes.subjects.length === 0 ? (
        <Empty
          text="Rozwiąż pierwszy quiz, aby zobaczyć wyniki."
          to={ROUTES.quizzes}
          action="Przejdź do quizów"
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {quizzes.subjects.map((s) => (
            <li key={s.przedmiot ?? 'none'} className="min-w-0">
              <h3 className="text-sm font-semibold text-board-950">{subjectLabel(s.przedmiot)}</h3>
              <ScoreLine przedmiot={s.przedmiot} attempts={s.attempts} fallbackClassName="h-32" />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function WordsSection({ words }: { words: StudyOverview['words'] }) {
  return (
    <Section id="progress-words" title="Słówka">
      {words.wordCount === 0 ? (
        <Empty
          text="Dodaj pierwszy zestaw słówek i powtórz fiszki, aby zobaczyć, ile już umiesz."
          to={ROUTES.wordBases}
          action="Przejdź do słówek"
        />
      ) : (
        <>
          <SplitBar
            label={wordsSummary(words)}
            part={words.learnt}
            whole={words.wordCount}
            fallbackClassName="h-5"
          />
          <dl className="grid grid-cols-3 gap-2 text-sm">
            {[
              ['Nauczone', words.learnt],
              ['W nauce', words.wordCount - words.learnt],
              ['Do powtórki dziś', words.due],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-ink-muted">{label}</dt>
                <dd className="text-lg font-bold text-board-950">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Section>
  );
}

export function EssaysSection({ essays }: { essays: StudyOverview['essays'] }) {
  const last = essays.attempts.at(-1);
  return (
    <Section id="progress-essays" title="Wypracowania: punkty za kryteria">
      {!last ? (
        <Empty
          text="Oddaj wypracowanie do oceny, aby zobaczyć punkty za każde kryterium."
          to={ROUTES.essays}
          action="Przejdź do wypracowań"
        />
      ) : (
        <>
          <p className="text-sm text-ink">
            {subjectLabel(essays.przedmiot)}: ostatnia ocena {formatPoints(last.points)} z{' '}
            {formatPoints(last.maxPoints)} pkt; wykresy pokazują{' '}
            {essays.attempts.length === 1 ? 'tę ocenę' : `${essays.attempts.length} ostatnie oceny`}, od
            najstarszej.
          </p>
          {essays.criteria.length === 0 ? (
            <p className="text-sm text-ink-muted">Następna ocena pokaże tu punkty za każde kryterium.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {essays.criteria.map((c) => (
                <li key={c.id} className="flex items-center justify-between gap-3">
                  <span className="min-w-0 text-sm text-ink">
                    {c.name} <span className="text-ink-muted">(max {formatPoints(c.maxPoints)} pkt)</span>
                  </span>
                  <CriterionBars
                    name={c.name}
                    maxPoints={c.maxPoints}
                    points={c.points}
                    fallbackClassName="h-12 w-40"
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Section>
  );
}

export function TestsSection({ tests }: { tests: StudyOverview['tests'] }) {
  return (
    <Section id="progress-tests" title="Rozwiązane testy">
      {tests.solved === 0 ? (
        <Empty
          text="Wyślij zdjęcie testu do rozwiązania, aby zobaczyć tu rozwiązane testy."
          to={ROUTES.testSolvers}
          action="Przejdź do rozwiązywania testów"
        />
      ) : (
        <>
          <p className="text-sm text-ink">
            Razem: {tests.solved}, rozwiązane zadania: {tests.tasksSolved}.
          </p>
          <WeekBars weeks={tests.weeks} fallbackClassName="h-28" />
        </>
      )}
    </Section>
  );
}

export function TutorsSection({ tutors }: { tutors: StudyOverview['tutors'] }) {
  return (
    <Section id="progress-tutors" title="Korepetycje AI: opanowane tematy">
      {tutors.practised === 0 ? (
        <Empty
          text="Skończ pierwszą sesję z korepetytorem AI, aby zobaczyć opanowane tematy."
          to={ROUTES.aiTutors}
          action="Przejdź do korepetycji"
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {tutors.subjects.map((s) => (
            <li key={s.przedmiot} className="flex flex-col gap-1">
              <span className="text-sm text-ink" aria-hidden="true">
                {tutorSummary(s)}
              </span>
              <SplitBar
                label={tutorSummary(s)}
                part={s.mastered}
                whole={s.practised}
                fallbackClassName="h-5"
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
