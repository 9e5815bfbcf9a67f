/**
 * The ids of the enabled tools, in the order of `ENABLED_TOOLS` (tools.ts, which a test keeps equal
 * to this list). The web app's entry asks whether a tool is enabled on every page; this list lets
 * it do so without loading the tools' Polish descriptions, which only the landing page, the terms
 * and the usage page show.
 */
export const ENABLED_TOOL_IDS: readonly string[] = [
  'workspaces',
  'materials',
  'chat',
  'notes',
  'quizzes',
  'essays',
  'test-solver',
  'ai-tutors',
  'word-bases',
  'library',
  'account',
  'limits',
];
