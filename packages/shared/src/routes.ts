// Every page path of spec point 2. Static paths are strings; paths with parameters are
// builders that URL-encode each parameter. A workspace slug is the workspace id.

const seg = (value: string | number): string => encodeURIComponent(String(value));

export const ROUTES = {
  // Public
  home: '/',
  terms: '/regulamin',
  privacyPolicy: '/polityka-prywatnosci',
  textbooks: '/podrecznikio',
  textbook: (id: string | number) => `/podrecznikio/${seg(id)}`,
  /** A word base or a quiz a classmate shares by link (its public preview, then a copy). */
  sharedItems: '/udostepnione',
  sharedItem: (token: string) => `/udostepnione/${seg(token)}`,

  // Authentication
  signIn: '/auth/sign-in',
  signUp: '/auth/sign-up',
  sms: '/auth/sms',
  verify: '/auth/verify',
  verifySms: '/auth/verify-sms',
  reset: '/auth/reset',
  resetPassword: '/auth/reset-password',
  onboarding: '/onboarding',

  // Signed-in area
  app: '/app',
  app1Solver: '/app/1solver',
  app1AiTutor: '/app/1aitutor',
  app1Settings: '/app/1settings',
  choosePlan: '/app/chooseplan',
  fullAccess: '/app/fullaccess',
  oldSolver: '/app/old_solver',
  youtube: (id: string) => `/app/yt/${seg(id)}`,
  solver: '/app/solver',
  solverTests: '/app/solver/testy',
  essays: '/app/solver/rozprawki',
  essay: (id: string) => `/app/solver/rozprawki/rozprawka/${seg(id)}`,
  essayReview: (id: string) => `/app/solver/rozprawki/rozprawka-review/${seg(id)}`,
  testSolvers: '/app/testsolver',
  testSolver: (id: string) => `/app/testsolver/${seg(id)}`,
  aiTutors: '/app/aitutor',
  aiTutorSdf: '/app/aitutor/sdf',
  aiTutor: (tutorId: string) => `/app/aitutor/${seg(tutorId)}`,
  aiTutorTests: (tutorId: string) => `/app/aitutor/${seg(tutorId)}/tests`,
  aiTutorSession: (tutorId: string, id: string) => `/app/aitutor/${seg(tutorId)}/${seg(id)}`,
  /** All the pupil's word bases, from every workspace (each opens in its workspace). */
  wordBases: '/app/slowka',
  /** All the pupil's quizzes, from every workspace. */
  quizzes: '/app/quizy',
  /** "Moje postępy": the pupil's study days and the tools' charts (issue 29). */
  progress: '/app/postepy',
  settings: '/app/settings',
  billing: '/app/settings/billing',

  // Workspace area
  workspaces: '/workspace',
  workspaceAbout: '/workspace/about',
  workspaceUsage: '/workspace/usage',
  /**
   * The public exercise catalogue (readable signed out, outside the guarded workspace area): the
   * query picks a book, a subchapter and an exercise (`?ksiazka=&rozdzial=&zadanie=`).
   */
  workspaceExercise: '/workspace/exercise',
  workspace: (slug: string) => `/workspace/${seg(slug)}`,
  workspacePlayground: (slug: string) => `/workspace/${seg(slug)}/playground`,
  workspaceQuizzes: (slug: string) => `/workspace/${seg(slug)}/quiz`,
  workspaceQuiz: (slug: string, id: string) => `/workspace/${seg(slug)}/quiz/${seg(id)}`,
  /** One attempt of a quiz: in progress, or its result. */
  workspaceQuizResult: (slug: string, quizId: string, resultId: string) =>
    `/workspace/${seg(slug)}/quiz/${seg(quizId)}/${seg(resultId)}`,
  workspaceSolve: (slug: string, id: string) => `/workspace/${seg(slug)}/solve/${seg(id)}`,
  workspaceNotes: (slug: string) => `/workspace/${seg(slug)}/ainote`,
  workspaceNote: (slug: string, id: string) => `/workspace/${seg(slug)}/ainote/${seg(id)}`,
  workspaceWordBases: (slug: string) => `/workspace/${seg(slug)}/wordbase`,
  workspaceWordBase: (slug: string, id: string) => `/workspace/${seg(slug)}/wordbase/${seg(id)}`,
  workspaceMaterials: (slug: string) => `/workspace/${seg(slug)}/materials`,
  workspaceMaterial: (slug: string, id: string) => `/workspace/${seg(slug)}/materials/${seg(id)}`,

  // Admin area
  admin: '/admin',
  adminRag: '/admin/rag',
  adminPlans: '/admin/plans',
  adminUsers: '/admin/users',
  adminUser: (id: string) => `/admin/users/${seg(id)}`,
  /** The audit log of admins' changes (plans, limits, grants, roles, blocks), newest first. */
  adminAudit: '/admin/dziennik',
  adminTextbooks: '/admin/podreczniki',
  adminTextbook: (id: string | number) => `/admin/podreczniki/${seg(id)}`,
} as const;

/** Path part only: query and hash removed. */
const pathOnly = (path: string): string => path.split(/[?#]/, 1)[0] ?? '';

const isUnder = (path: string, prefix: string): boolean => {
  const p = pathOnly(path);
  return p === prefix || p.startsWith(`${prefix}/`);
};

/**
 * True for paths that require a signed-in user: /app and /workspace and everything below, except
 * the public exercise catalogue (/workspace/exercise).
 */
export function isProtectedPath(path: string): boolean {
  if (isUnder(path, ROUTES.workspaceExercise)) return false;
  return isUnder(path, ROUTES.app) || isUnder(path, ROUTES.workspaces);
}

/** True for /admin and everything below (guarded by the admin check). */
export function isAdminPath(path: string): boolean {
  return isUnder(path, ROUTES.admin);
}
