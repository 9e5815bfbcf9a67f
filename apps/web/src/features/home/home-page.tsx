import { EXAM_LEVEL_LABELS, LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { UserAvatar } from '../../components/ui/user-avatar.tsx';
import { displayName } from '../../lib/display-name.ts';
import { isToolEnabled } from '../../lib/enabled-tools.ts';
import { type CurrentUser, useCurrentUser } from '../../lib/session-cache.ts';
import { useTour } from '../../lib/tour.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { latestWorkspacesQuery } from './api/get-latest-workspaces.ts';
import { studyStreakQuery } from './api/study-streak.ts';
import { CameraStart } from './camera-start.tsx';
import { HOME_TOUR } from './home-tour.ts';
import { LATEST_LIMIT, LatestWorkspaces } from './latest-workspaces.tsx';
import { NamePrompt } from './name-prompt.tsx';
import { StudyStreak } from './study-streak.tsx';

/** A tool's card among the home's tools (the app's tool registry gives the enabled ones). */
export interface HomeTool {
  /** Tour anchor of spec point 2 (home: chat, AI tutor, essay tool, test solver, workspace group). */
  anchor: string;
  title: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Where the tool opens. */
  to: string;
}

interface HomePageProps {
  /** The tools' cards ("Narzędzia"), in order. */
  tools: readonly HomeTool[];
  /** What tools have to say first (e.g. the words due today), above the latest workspaces. */
  summaries: readonly { tool: string; Summary: ComponentType }[];
}

function StudyProfile({ onboarding }: { onboarding: CurrentUser['onboarding'] }) {
  const { poziom, egzaminy, przedmioty } = onboarding;
  if (!poziom && przedmioty.length === 0) return null;
  return (
    <section aria-labelledby="profile-title" className="rounded-2xl border border-board-100 bg-white p-5">
      <h2 id="profile-title" className="text-lg font-bold text-board-950">
        Twój profil nauki
      </h2>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
        {poziom ? (
          <div>
            <dt className="text-ink-muted">Klasa</dt>
            <dd className="font-medium text-board-950">{LEVEL_LABELS[poziom]}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-ink-muted">Egzaminy</dt>
          <dd className="font-medium text-board-950">
            {egzaminy.length > 0 ? egzaminy.map((exam) => EXAM_LEVEL_LABELS[exam]).join(', ') : 'Brak'}
          </dd>
        </div>
        {przedmioty.length > 0 ? (
          <div className="sm:col-span-3">
            <dt className="text-ink-muted">Ulubione przedmioty</dt>
            <dd>
              <ul className="mt-1 flex flex-wrap gap-2">
                {przedmioty.map((subject) => (
                  <li key={subject} className="rounded-full bg-board-50 px-3 py-1 font-medium text-board-900">
                    {SUBJECT_LABELS[subject]}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * The route waits for the page's lists (read while its code loads; the summaries' data too), so
 * the page paints whole instead of its boxes growing one by one and pushing the rest down. A
 * failed read is left to the boxes, which show it with a way to try again.
 */
export async function prefetch(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(latestWorkspacesQuery(LATEST_LIMIT)),
    queryClient.prefetchQuery(studyStreakQuery()),
  ]);
}

/** /app: the signed-in start page; the route (app/lazy-pages.tsx) passes the tools' parts. */
export function Component({ tools, summaries }: HomePageProps) {
  useDocumentTitle('Start');
  const user = useCurrentUser();
  useTour(HOME_TOUR, !!user);
  if (!user) return null;
  const name = displayName(user);
  const firstName = user.name?.trim();

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <div className="flex items-center gap-4" data-tour="app">
        {/* A chosen avatar, or the pupil's initial once named; never the e-mail's grey letter. */}
        {user.avatar || firstName ? <UserAvatar avatar={user.avatar} name={name} size="lg" /> : null}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">
            {firstName ? `Cześć, ${firstName}!` : 'Cześć!'}
          </h1>
          <p className="mt-1 text-ink-muted">Dobrze Cię widzieć. Oto, co czeka na Ciebie w Kredzie.</p>
        </div>
      </div>

      {firstName ? null : <NamePrompt />}

      {isToolEnabled('test-solver') ? <CameraStart /> : null}

      <StudyStreak />

      {summaries.map(({ tool, Summary }) => (
        <Summary key={tool} />
      ))}

      <LatestWorkspaces />

      <StudyProfile onboarding={user.onboarding} />

      <section aria-labelledby="tools-title">
        <h2 id="tools-title" className="text-lg font-bold text-board-950">
          Narzędzia
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map(({ anchor, title, description, icon: Icon, to }) => (
            <li key={anchor} data-tour={anchor}>
              <Link
                to={to}
                className="flex h-full gap-3 rounded-2xl border border-board-100 bg-white p-4 no-underline hover:border-board-300 hover:bg-board-50"
              >
                <Icon className="size-6 shrink-0 text-board-700" />
                <span className="min-w-0">
                  <span className="block font-semibold text-board-950">{title}</span>
                  <span className="mt-1 block text-sm text-ink-muted">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="account-title"
        className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="account-title" className="text-lg font-bold text-board-950">
            Twoje konto
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Postępy w nauce, imię, awatar, hasło, wylogowanie i limity planu.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:shrink-0 sm:flex-row">
          <Link to={ROUTES.progress} className={buttonClass('secondary')}>
            Moje postępy
          </Link>
          <Link to={ROUTES.workspaceUsage} className={buttonClass('secondary')}>
            Limity i wykorzystanie
          </Link>
          <Link to={ROUTES.settings} className={buttonClass('secondary')}>
            Ustawienia konta
          </Link>
        </div>
      </section>
    </div>
  );
}
