import {
  TUTOR_SESSION_DISPLAY_LABELS,
  type TutorSessionDisplay,
  tutorSessionDisplay,
} from '@kreda/shared/tutor-session';
import type { TutorDetail, TutorSession, TutorTopic } from './api/tutor-fragments.ts';

// A session as the pupil sees it (ADR 031): teaching (INITIAL), its quiz being written
// (FINALIZATION), the quiz failed (FINALIZATION_FAILED, finishing orders it again), the quiz ready
// to solve, and FINISHED with the quiz's score. The list's words are spec point 4's display rule.

/** Where one session stands, for its page and its line in the topic's list. */
export type SessionPhase = 'teaching' | 'quiz-writing' | 'quiz-failed' | 'quiz-ready' | 'finished';

/** The quiz a topic is mastered from, as the server counts it (session-quiz.ts). */
export const MASTERY_PERCENT = 80;

export function sessionPhase(session: TutorSession): SessionPhase {
  if (session.state === 'FINISHED') return 'finished';
  if (session.state === 'FINALIZATION_FAILED' || session.testSessionQuiz?.state === 'INITIAL_FAILED')
    return 'quiz-failed';
  if (session.state === 'INITIAL') return 'teaching';
  return session.testSessionQuiz?.state === 'INITIAL_READY' ? 'quiz-ready' : 'quiz-writing';
}

/** The session's line in its topic's list: spec point 4's display rule, with the score once known. */
export function sessionDisplay(session: TutorSession): { kind: TutorSessionDisplay; label: string } {
  const phase = sessionPhase(session);
  // The rule shows a failed quiz as "being prepared"; the list says what happened instead.
  if (phase === 'quiz-failed') return { kind: 'LOADING', label: 'Quizu nie udało się przygotować' };
  // A quiz ordered but not yet written is still being prepared, whatever its id says.
  const kind =
    phase === 'quiz-writing'
      ? 'LOADING'
      : tutorSessionDisplay({ state: session.state, testSessionQuizId: session.testSessionQuizId });
  const score = kind === 'FINISHED' && session.scorePercent !== null ? ` · ${session.scorePercent}%` : '';
  return { kind, label: `${TUTOR_SESSION_DISPLAY_LABELS[kind]}${score}` };
}

/** The quiz of a session is ordered and not written yet: its page reads the tutor again meanwhile. */
export function isAwaitingQuiz(session: TutorSession): boolean {
  return sessionPhase(session) === 'quiz-writing';
}

/** Whether anything on the tutor's page is still being written (its plan, a topic, a session's quiz). */
export function hasWorkInProgress(tutor: TutorDetail, working: boolean): boolean {
  return working || tutor.aiTutorTemat.some((topic) => topic.sessions.some(isAwaitingQuiz));
}

/** The topic's latest session (sessions come oldest first). */
export function latestSession(topic: TutorTopic): TutorSession | undefined {
  return topic.sessions.at(-1);
}

/** What the topic's session button does: open the session in progress, or start the next one. */
export function topicAction(
  topic: TutorTopic,
): { kind: 'open'; session: TutorSession } | { kind: 'start'; label: string } {
  const latest = latestSession(topic);
  if (latest && latest.state !== 'FINISHED') return { kind: 'open', session: latest };
  if (!latest) return { kind: 'start', label: 'Zacznij naukę' };
  return { kind: 'start', label: topic.mastered ? 'Powtórz temat' : 'Następna sesja' };
}

/** The session's place among its topic's sessions, from 1. */
export function sessionNumber(topic: TutorTopic, session: TutorSession): number {
  return topic.sessions.findIndex((entry) => entry.id === session.id) + 1;
}

/** The session and its topic found in the tutor's plan by the session's id. */
export function findSession(
  tutor: TutorDetail,
  sessionId: string,
): { topic: TutorTopic; session: TutorSession } | undefined {
  for (const topic of tutor.aiTutorTemat) {
    const session = topic.sessions.find((entry) => entry.id === sessionId);
    if (session) return { topic, session };
  }
  return undefined;
}
