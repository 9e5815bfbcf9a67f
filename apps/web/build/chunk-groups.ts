import type { Rolldown } from 'vite';

/*
 * How the build groups modules into chunks. Left to itself the bundler makes a chunk for every
 * distinct set of pages sharing a module: ~110 chunks, up to 40 files before a page can render,
 * and over HTTP/1.1 (6 connections, a round trip each) the requests cost more than the bytes.
 * Grouped by purpose, a route needs the entry and 2–8 more files, and each group is loaded only by
 * the pages that use it (the landing page gets `ui` alone). Pages and their feature code stay
 * split automatically, so a page never downloads another page. bench/bundle-size.ts checks the
 * 170 KB budget of every route with this grouping.
 */

const sep = '[\\\\/]';
/** A module id pattern written with `/` for either separator: every `/` becomes a class, so none may sit in a `[…]`. */
const path = (pattern: string) => new RegExp(pattern.replaceAll('/', sep));

/** Loaded with `import()` when needed: never pulled into a group with their importers. */
const LAZY = path(
  '/components/(ui/toaster-view|markdown/(markdown-pipeline|markdown-styles))|/features/essays/essay-docx|/lib/(graphql-upload|sentry-browser|error-status|error-reporting-setup|api/get-error-reporting-config)\\.',
);
/**
 * @kreda/shared's dates builds an Intl formatter when it loads, and a page's first Intl object costs
 * ~25 ms of a phone's CPU (ICU data). It, the account rules that import it and the UI that uses
 * those rules go with the forms, so the landing page does not pay it.
 */
const INTL = path(
  '/packages/shared/src/(dates|form-messages|accounts)\\.|/src/(lib/display-name|components/ui/user-avatar)\\.',
);
const FORMS = path('/src/components/form/|/src/lib/use-form|/src/components/ui/confirm-delete-dialog');
/**
 * The few form pieces a page uses without a form: the form-level alert (an action's failure under
 * a chat answer), field errors, the server's errors read for an alert, toasts and the choice of
 * sources. They go with the account rules (`forms-core`), so the conversation pages, which show
 * no form field at first, do not load the fields and pickers.
 */
const FORM_CORE = path(
  '/src/components/form/(form-alert|field-error)\\.|/src/lib/(form-errors|toast|source-choice)\\.|/src/components/ui/confirm-delete-dialog',
);
/**
 * @kreda/shared modules a few pages use (onboarding's paths, the word bases' and essays' rules, the
 * tools' descriptions for the landing, terms and usage pages; error reporting's rules, for the
 * Sentry chunk):
 * they stay with those pages instead of riding in `ui`, which every signed-in route loads.
 */
const TOOL_SHARED = path(
  '/packages/shared/src/(onboarding-paths|wordbases(-[a-z]+)?|essays|tutor-session|celebrate|tools|error-reporting|error-scrub)\\.',
);
/**
 * TanStack Query's parallel queries (`useQueries`, ~8 KB before compression): two pages use them
 * (onboarding's study courses, an admin's view of an account), so they go with those pages
 * instead of with the `data` every page loads.
 */
const FEW_PAGES_QUERY = path(
  '/node_modules/@tanstack/(react-query|query-core)/build/modern/(useQueries|queriesObserver)\\.',
);
const LAYOUTS = path('/src/app/layouts/');
const ADMIN_LAYOUT = path('/layouts/admin-layout\\.');
const LIVE = path('/node_modules/graphql-ws/|/src/lib/ws-client\\.');

export const CHUNK_GROUPS: Rolldown.CodeSplittingOptions = {
  groups: [
    // Everything index.html loads: one file instead of six.
    { name: 'index', tags: ['$initial'], priority: 10 },
    // Markdown and maths formatted on the page: only where the Markdown worker cannot run (the
    // worker is a bundle of its own, see format-markdown.ts). Its styles are a chunk of their own.
    { name: 'markdown-pipeline', test: path('/components/markdown/markdown-pipeline'), priority: 9 },
    // UI pieces and @kreda/shared: the landing page uses some of them. They import nothing else.
    {
      name: 'ui',
      test: (id) =>
        !LAZY.test(id) &&
        !INTL.test(id) &&
        !FORMS.test(id) &&
        !TOOL_SHARED.test(id) &&
        path('/src/components/ui/|/packages/shared/').test(id),
      includeDependenciesRecursively: false,
      priority: 8,
    },
    // The account rules (with their dates) and the form pieces pages show without a form: the
    // signed-in frames and every page.
    {
      name: 'forms-core',
      test: (id) => !LAZY.test(id) && (INTL.test(id) || FORM_CORE.test(id)),
      includeDependenciesRecursively: false,
      priority: 7.5,
    },
    // Form fields and pickers: auth pages, settings, the tools' forms.
    { name: 'forms', test: (id) => !LAZY.test(id) && FORMS.test(id) && !FORM_CORE.test(id), priority: 7 },
    // Live updates over graphql-ws: loaded by the live views after their first paint (use-live-sync).
    { name: 'live', test: LIVE, includeDependenciesRecursively: false, priority: 6 },
    // The GraphQL client, the session, TanStack Query and the other helpers: every page that
    // talks to the API.
    {
      name: 'data',
      test: (id) =>
        !LAZY.test(id) && !FEW_PAGES_QUERY.test(id) && path('/node_modules/@tanstack/|/src/lib/').test(id),
      priority: 5,
    },
    // The signed-in frames (auth, app, workspace); the admin's frame is a chunk of its own, so a
    // pupil's pages never download it.
    {
      name: 'layouts',
      test: (id) => LAYOUTS.test(id) && !ADMIN_LAYOUT.test(id),
      priority: 4,
    },
    // What every page of one tutor needs (its query, its states, its cache): one file instead of
    // four, which brings a session's page, with its conversation, under the budget.
    {
      name: 'tutor-core',
      test: path(
        '/src/features/tutors/(tutor-query-view|tutor-state|session-state|api/(get-tutor|tutor-cache))\\.',
      ),
      priority: 3.5,
    },
    // What a word set's pages share beyond the list and the app home (its query, the session start,
    // the study actions, the word editing, the rules and addresses): one file instead of six,
    // each a request of its own (over HTTP/1.1, 6 at a time).
    {
      name: 'wordbase-core',
      test: path(
        '/src/features/wordbases/(wordbase-routes|start-session|study-actions|api/(get-wordbase|upsert-words|start-session))\\.|/packages/shared/src/wordbases(-[a-z]+)?\\.',
      ),
      priority: 3.2,
    },
    // The quizzes' states, labels, cache and live events, and starting a quiz: a quiz's pages and a
    // test's (its tasks make quizzes) need most of them, each under 1 KB: one file instead of six.
    {
      name: 'quiz-core',
      test: path(
        '/src/features/quizzes/(quiz-state|quiz-labels|api/(quiz-cache|generate-quiz(-continue)?|use-live-quizzes))\\.',
      ),
      priority: 3.2,
    },
    // The tools' summaries on the app home and a workspace's overview (app/tool-registry.tsx) with
    // the queries only they use: one file instead of one per tool and place.
    {
      name: 'summaries',
      test: path('/src/features/[^/]+/(home-summary|workspace-summary|workspace-notice)\\.tsx$'),
      priority: 3,
    },
  ],
};
