import { ROUTES } from '@kreda/shared/routes';
import {
  ChatIcon,
  EssayIcon,
  FlashcardsIcon,
  LibraryIcon,
  MaterialsIcon,
  NotesIcon,
  QuizIcon,
  SpacesIcon,
  TestIcon,
  TutorIcon,
} from '../components/ui/icons.tsx';
import type { WebTool } from './tool-types.ts';

// The web's tools, in the order the app presents them (navigation, home cards, overview sections).
// A new tool adds its feature folder (apps/web/src/features/<tool>/) and one entry here; the
// router, the navigation of /app, /workspace and a workspace, the app home and the workspace
// overview are built from this list (tool-entries.ts, lazy-pages.tsx). What Kreda promises (the
// landing page, the terms, the usage limits) stays ENABLED_TOOLS in @kreda/shared/tools, which
// the server reads too: an entry's `id` names its descriptor there, and its entry points show
// only while that descriptor is enabled. Every page is a lazy `import()`, its own chunk, and so is
// every summary: this list ships with the entry, so it holds words, icons and loaders only.

export const WEB_TOOLS: readonly WebTool[] = [
  {
    id: 'workspaces',
    telemetry: 'workspaces',
    tour: 'workspaces',
    icon: SpacesIcon,
    routes: [
      { area: 'workspaces', index: true, page: () => import('../features/workspaces/workspaces-page.tsx') },
      {
        area: 'workspaces',
        path: ROUTES.workspaceAbout,
        page: () => import('../features/workspaces/about-page.tsx'),
      },
    ],
    // The list and /workspace/about; one workspace opens in its own frame, its overview first.
    appNav: { to: ROUTES.workspaces, label: 'Przestrzenie' },
    workspaceNav: { to: ROUTES.workspace, label: 'Przegląd', end: true },
  },
  {
    id: 'chat',
    telemetry: 'chat',
    tour: 'chat',
    icon: ChatIcon,
    routes: [
      // The task solver: one page under its three addresses of spec point 2.
      { area: 'app', path: ROUTES.solver, page: () => import('../features/chat/solver-page.tsx') },
      { area: 'app', path: ROUTES.app1Solver, page: () => import('../features/chat/solver-page.tsx') },
      { area: 'app', path: ROUTES.oldSolver, page: () => import('../features/chat/solver-page.tsx') },
      {
        area: 'workspace',
        path: 'playground',
        page: () => import('../features/chat/playground-page.tsx'),
        withData: true,
      },
    ],
    // `end`: the essay tool lives under /app/solver too and has its own item.
    appNav: { to: ROUTES.solver, label: 'Czat', end: true },
    // The chat has its own path in a workspace: the workspace root holds the overview.
    workspaceNav: { to: ROUTES.workspacePlayground, label: 'Czat' },
    homeCard: {
      title: 'Czat AI do zadań',
      description: 'Zrób zdjęcie zadania albo zadaj pytanie i dostań wyjaśnienie krok po kroku.',
      to: ROUTES.solver,
    },
  },
  {
    id: 'materials',
    telemetry: 'materials',
    tour: 'materials',
    icon: MaterialsIcon,
    routes: [
      {
        area: 'workspace',
        path: 'materials',
        page: () => import('../features/materials/materials-page.tsx'),
      },
      {
        area: 'workspace',
        path: 'materials/:id',
        page: () => import('../features/materials/material-page.tsx'),
      },
      // A YouTube material with its player at a cited moment (`?t=`), reached from citations and captions.
      {
        area: 'app',
        path: `${ROUTES.app}/yt/:id`,
        page: () => import('../features/materials/youtube-page.tsx'),
      },
    ],
    workspaceNav: { to: ROUTES.workspaceMaterials, label: 'Materiały' },
    workspaceSummary: () => import('../features/materials/workspace-summary.tsx'),
  },
  {
    id: 'notes',
    telemetry: 'notes',
    tour: 'notes',
    icon: NotesIcon,
    routes: [
      { area: 'workspace', path: 'ainote', page: () => import('../features/notes/notes-page.tsx') },
      // `ainote/new` is this route too: the page opens an empty editor for it.
      { area: 'workspace', path: 'ainote/:id', page: () => import('../features/notes/note-page.tsx') },
    ],
    workspaceNav: { to: ROUTES.workspaceNotes, label: 'Notatki', more: true },
    workspaceSummary: () => import('../features/notes/workspace-summary.tsx'),
  },
  {
    id: 'quizzes',
    telemetry: 'quizzes',
    tour: 'quizzes',
    icon: QuizIcon,
    routes: [
      // Every quiz of the pupil, from all workspaces; each opens on its workspace's page.
      { area: 'app', path: ROUTES.quizzes, page: () => import('../features/quizzes/all-quizzes-page.tsx') },
      { area: 'workspace', path: 'quiz', page: () => import('../features/quizzes/quizzes-page.tsx') },
      // One quiz; a second segment is one attempt of it (in progress, or its result).
      {
        area: 'workspace',
        path: 'quiz/:id/:resultId?',
        // With the sharing feature's "Udostępnij" (routes/quiz-page.tsx composes the two).
        page: () => import('./routes/quiz-page.tsx'),
        withData: true,
      },
    ],
    appNav: { to: ROUTES.quizzes, label: 'Quizy', more: true },
    homeCard: {
      title: 'Quizy',
      description: 'Pytania z Twoich materiałów albo z lektury, z wyjaśnieniem przy każdej odpowiedzi.',
      to: ROUTES.quizzes,
    },
    workspaceNav: { to: ROUTES.workspaceQuizzes, label: 'Quizy', more: true },
    workspaceSummary: () => import('../features/quizzes/workspace-summary.tsx'),
  },
  {
    id: 'essays',
    telemetry: 'essays',
    tour: 'essay',
    icon: EssayIcon,
    routes: [
      // The list with its two forms, one essay, one review.
      { area: 'app', path: ROUTES.essays, page: () => import('../features/essays/essays-page.tsx') },
      {
        area: 'app',
        path: `${ROUTES.essays}/rozprawka/:id`,
        page: () => import('../features/essays/essay-page.tsx'),
      },
      {
        area: 'app',
        path: `${ROUTES.essays}/rozprawka-review/:id`,
        page: () => import('../features/essays/review-page.tsx'),
      },
    ],
    appNav: { to: ROUTES.essays, label: 'Rozprawki', more: true },
    homeCard: {
      title: 'Rozprawki',
      description: 'Plan, argumenty i ocena według kryteriów CKE.',
      to: ROUTES.essays,
    },
  },
  {
    id: 'test-solver',
    telemetry: 'test_solver',
    tour: 'test-solver',
    icon: TestIcon,
    routes: [
      // The list with its form under two addresses, and one test in the app and in its workspace
      // (with the quiz tool's practice quiz: routes/test-page.tsx composes the two features).
      { area: 'app', path: ROUTES.solverTests, page: () => import('../features/testsolver/tests-page.tsx') },
      { area: 'app', path: ROUTES.testSolvers, page: () => import('../features/testsolver/tests-page.tsx') },
      {
        area: 'app',
        path: `${ROUTES.testSolvers}/:id`,
        page: () => import('./routes/test-page.tsx'),
        withData: true,
      },
      { area: 'workspace', path: 'solve/:id', page: () => import('./routes/test-page.tsx'), withData: true },
    ],
    // The tests' pages live under /app/testsolver; the list is also /app/solver/testy (home links there).
    appNav: { to: ROUTES.testSolvers, label: 'Sprawdziany', more: true },
    homeCard: {
      title: 'Rozwiązywanie sprawdzianów',
      description: 'Zdjęcie kartki zamienione w rozwiązane zadania z wyjaśnieniem.',
      to: ROUTES.solverTests,
    },
    workspaceSummary: () => import('../features/testsolver/workspace-summary.tsx'),
  },
  {
    id: 'ai-tutors',
    telemetry: 'ai_tutors',
    tour: 'ai-tutors',
    icon: TutorIcon,
    routes: [
      // The tutors, a new one, a tutor's plan, its session quizzes and one session (with the chat's
      // conversation: routes/tutor-session-page.tsx composes the two). The static paths rank above
      // the dynamic ones.
      { area: 'app', path: ROUTES.aiTutors, page: () => import('../features/tutors/tutors-page.tsx') },
      { area: 'app', path: ROUTES.app1AiTutor, page: () => import('../features/tutors/new-tutor-page.tsx') },
      {
        area: 'app',
        path: `${ROUTES.aiTutors}/:tutorId`,
        page: () => import('../features/tutors/tutor-page.tsx'),
      },
      {
        area: 'app',
        path: `${ROUTES.aiTutors}/:tutorId/tests`,
        page: () => import('../features/tutors/tests-page.tsx'),
      },
      {
        area: 'app',
        path: `${ROUTES.aiTutors}/:tutorId/:id`,
        page: () => import('./routes/tutor-session-page.tsx'),
      },
    ],
    appNav: { to: ROUTES.aiTutors, label: 'Korepetytor AI', shortLabel: 'Tutor', more: true },
    homeCard: {
      title: 'Korepetytor AI',
      description:
        'Plan nauki i sesje, w których korepetytor pyta i podpowiada, a na koniec sprawdza quizem.',
      to: ROUTES.aiTutors,
    },
  },
  {
    id: 'word-bases',
    telemetry: 'word_bases',
    tour: 'word-bases',
    icon: FlashcardsIcon,
    routes: [
      // Every set of the pupil, from all workspaces ("Nowa baza słówek" goes to "Języki obce", ADR 024).
      {
        area: 'app',
        path: ROUTES.wordBases,
        page: () => import('../features/wordbases/all-wordbases-page.tsx'),
      },
      // The list with its form, one set, and under the set its study and history pages.
      { area: 'workspace', path: 'wordbase', page: () => import('../features/wordbases/wordbases-page.tsx') },
      {
        area: 'workspace',
        path: 'wordbase/:id',
        // With the sharing feature's "Udostępnij" (routes/wordbase-page.tsx composes the two).
        page: () => import('./routes/wordbase-page.tsx'),
        withData: true,
      },
      {
        area: 'workspace',
        path: 'wordbase/:id/fiszki/:sessionId',
        page: () => import('../features/wordbases/flashcards-page.tsx'),
        withData: true,
      },
      {
        area: 'workspace',
        path: 'wordbase/:id/cwiczenia/:sessionId',
        page: () => import('../features/wordbases/exercises-page.tsx'),
        withData: true,
      },
      {
        area: 'workspace',
        path: 'wordbase/:id/historia',
        page: () => import('../features/wordbases/history-page.tsx'),
      },
    ],
    appNav: { to: ROUTES.wordBases, label: 'Słówka' },
    workspaceNav: { to: ROUTES.workspaceWordBases, label: 'Bazy słówek', shortLabel: 'Słówka' },
    homeCard: {
      title: 'Słówka',
      description: 'Fiszki ze słówkami i ćwiczenia z AI; każde słowo wraca, gdy zaczynasz je zapominać.',
      to: ROUTES.wordBases,
    },
    // "Do powtórki dziś" and the newest sets on the app home; the words due on a workspace's overview.
    homeSummary: () => import('../features/wordbases/home-sets.tsx'),
    workspaceNotice: () => import('../features/wordbases/workspace-notice.tsx'),
  },
  {
    id: 'library',
    telemetry: 'library',
    tour: 'library',
    icon: LibraryIcon,
    routes: [
      // Public, in the public pages' frame: the textbooks by subject and class, one textbook with
      // its table of contents, and the exercise catalogue (book → subchapter → exercise, by query).
      {
        area: 'public',
        path: ROUTES.textbooks,
        page: () => import('../features/library/textbooks-page.tsx'),
      },
      {
        area: 'public',
        path: `${ROUTES.textbooks}/:id`,
        page: () => import('../features/library/textbook-page.tsx'),
      },
      {
        area: 'public',
        path: ROUTES.workspaceExercise,
        page: () => import('../features/library/exercises-page.tsx'),
      },
      // The admin's side, in the admin frame: every textbook (hidden ones too), a new one with its
      // PDF to import, the curriculum topics linked to textbooks, and one textbook's data,
      // publication, import and table of contents.
      {
        area: 'admin',
        path: ROUTES.adminTextbooks,
        page: () => import('../features/admin-library/textbooks-admin-page.tsx'),
      },
      {
        area: 'admin',
        path: `${ROUTES.adminTextbooks}/nowy`,
        page: () => import('../features/admin-library/new-textbook-page.tsx'),
      },
      {
        area: 'admin',
        path: `${ROUTES.adminTextbooks}/tematy`,
        page: () => import('../features/admin-library/topics-admin-page.tsx'),
      },
      {
        area: 'admin',
        path: `${ROUTES.adminTextbooks}/:id`,
        page: () => import('../features/admin-library/textbook-admin-page.tsx'),
      },
      // The library's documents in the search index, with the test box (`/admin/rag`).
      {
        area: 'admin',
        path: ROUTES.adminRag,
        page: () => import('../features/admin-rag/rag-page.tsx'),
      },
    ],
    appNav: { to: ROUTES.textbooks, label: 'Podręczniki', more: true },
  },
  {
    id: 'account',
    telemetry: 'account',
    tour: 'account',
    // Reached from the account menu and the app home's "Twoje konto".
    routes: [
      { area: 'app', path: ROUTES.settings, page: () => import('../features/settings/settings-page.tsx') },
    ],
  },
  {
    id: 'limits',
    telemetry: 'limits',
    tour: 'limits',
    // Reached from the account menu and the app home's "Twoje konto".
    routes: [
      {
        area: 'workspaces',
        path: ROUTES.workspaceUsage,
        page: () => import('../features/usage/usage-page.tsx'),
      },
      // The admin's plans, prices and limits (`/admin/plans`).
      {
        area: 'admin',
        path: ROUTES.adminPlans,
        page: () => import('../features/admin-plans/plans-page.tsx'),
      },
      // The admin's accounts (`/admin/users`): found by address, role and onboarding step; one
      // account's plan and grants, limits, AI costs, role and sign-in block.
      {
        area: 'admin',
        path: ROUTES.adminUsers,
        page: () => import('../features/admin-users/users-page.tsx'),
      },
      {
        area: 'admin',
        path: `${ROUTES.adminUsers}/:id`,
        page: () => import('../features/admin-users/user-page.tsx'),
      },
      // The admin's dashboard (`/admin`): accounts, activity, AI calls and their cost, failing jobs.
      {
        area: 'admin',
        index: true,
        page: () => import('../features/admin-stats/dashboard-page.tsx'),
      },
      // The audit log of the admins' changes (`/admin/dziennik`).
      {
        area: 'admin',
        path: ROUTES.adminAudit,
        page: () => import('../features/admin-stats/audit-page.tsx'),
      },
    ],
  },
];
