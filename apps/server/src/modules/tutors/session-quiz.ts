import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import type { Deps, EventProcessor } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import type { DB } from '../../platform/db/database.ts';
import { generateNoteFromConversation } from '../conversations/index.ts';
import { recordEvent } from '../events/index.ts';
import { attemptOutcome, findOwnQuiz, generateQuiz } from '../quizzes/index.ts';
import { recordSources } from '../sources/index.ts';
import {
  findOwnSession,
  findTopic,
  findTutor,
  publishSession,
  publishTopic,
  publishTutor,
  SESSION_NOT_FOUND,
} from './service.ts';
import { type AiTutorSessionRow, aiTutorSessions, aiTutors, aiTutorTopics } from './tables.ts';
import { computing } from './teaching.ts';
import { TOPIC_SOURCE_KIND } from './topic-source.ts';

/*
 * A session ends with a short quiz on its topic, written by the quiz tool from the topic's content
 * (a source set of the AITUTOR_TEMAT material). Its closed questions are scored the moment the
 * attempt is finished; the `quiz.finished` event then ends the session, marks the topic mastered
 * (or not) and decides the next session: a score below MASTERY_PERCENT repeats what went wrong.
 */

export const MASTERY_PERCENT = 80;
const QUESTIONS = 5;
const ALREADY_FINISHED = 'Ta sesja jest już zakończona.';

/** Whether the session's quiz could not be written (then finishing orders it again). */
export async function sessionQuizFailed(db: DB, session: AiTutorSessionRow): Promise<boolean> {
  if (session.state !== 'FINALIZATION' || !session.quizId) return false;
  return (await findOwnQuiz(db, session.userId, session.quizId))?.state === 'INITIAL_FAILED';
}

/**
 * `finishAiTutorTematSession`: ends the teaching and orders the session's quiz (counted as a quiz).
 * Asked again while the quiz stands, it changes nothing; after the quiz failed, it orders another.
 */
export async function finishSession(
  deps: Deps,
  actor: Actor,
  input: { id: string },
): Promise<AiTutorSessionRow> {
  const session = await findOwnSession(deps.db, actor.user.id, input.id);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  if (session.state === 'FINISHED') throw badInput({ id: ALREADY_FINISHED });
  if (session.state === 'FINALIZATION' && !(await sessionQuizFailed(deps.db, session))) return session;
  const topic = await findTopic(deps.db, session.topicId);
  const tutor = topic ? await findTutor(deps.db, topic.tutorId) : undefined;
  if (!topic || !tutor) throw notFound(SESSION_NOT_FOUND);
  // Claimed first, so two clicks order one quiz.
  const [claimed] = await deps.db
    .update(aiTutorSessions)
    .set({ state: 'FINALIZATION', quizId: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(aiTutorSessions.id, session.id),
        eq(aiTutorSessions.state, session.state),
        session.quizId ? eq(aiTutorSessions.quizId, session.quizId) : sql`true`,
      ),
    )
    .returning();
  if (!claimed) return (await findOwnSession(deps.db, actor.user.id, session.id)) ?? session;
  try {
    const { set } = await recordSources(deps, actor, {
      workspaceId: tutor.workspaceId,
      action: 'QUIZ',
      sources: [{ type: TOPIC_SOURCE_KIND, id: topic.id }],
    });
    const quiz = await generateQuiz(deps, actor, {
      workspaceId: tutor.workspaceId,
      sourcesId: set.id,
      questionCount: QUESTIONS,
      detailScale: tutor.detailLevel === 'PRECISE' ? 'TRUDNIEJSZY' : 'NORMALNY',
      questionTypes: ['ZAMKNIETE'],
      type: computing(tutor.przedmiot) ? 'PRACTICE' : 'THEORY',
    });
    const [ordered] = await deps.db
      .update(aiTutorSessions)
      .set({ quizId: quiz.id, updatedAt: sql`now()` })
      .where(eq(aiTutorSessions.id, session.id))
      .returning();
    publishSession(deps, ordered ?? claimed);
    return ordered ?? claimed;
  } catch (error) {
    await deps.db
      .update(aiTutorSessions)
      .set({ state: session.state, quizId: session.quizId, updatedAt: sql`now()` })
      .where(eq(aiTutorSessions.id, session.id));
    throw error;
  }
}

const NOT_STARTED = 'Ta sesja nie ma jeszcze rozmowy, z której powstałaby notatka.';

/** `generateainotatkasession`: an AI note from the session's conversation (counted as an AI note). */
export async function sessionNote(deps: Deps, actor: Actor, input: { sessionId: string }) {
  const session = await findOwnSession(deps.db, actor.user.id, input.sessionId);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  if (!session.conversationId) throw badInput({ sessionId: NOT_STARTED });
  return generateNoteFromConversation(deps, actor, { conversationId: session.conversationId });
}

/** What the next session repeats: the last quiz's mistakes, when it was not passed. */
export async function nextFocus(db: DB, last: AiTutorSessionRow | undefined): Promise<string | null> {
  if (!last?.quizResultId || (last.scorePercent ?? 0) >= MASTERY_PERCENT) return null;
  const outcome = await attemptOutcome(db, last.userId, last.quizResultId);
  if (!outcome || outcome.mistakes.length === 0) return null;
  return outcome.mistakes
    .map(
      (m, i) =>
        `${i + 1}. ${m.question}\n   Odpowiedź ucznia: ${m.answer ?? '(bez odpowiedzi)'}; poprawnie: ${m.correct}`,
    )
    .join('\n');
}

/**
 * Ends a session when the pupil finishes its quiz: FINISHED with the score, the topic mastered or
 * not, the `tutorSession.finished` event — exactly once (the event is delivered once, and a
 * finished session is left alone).
 */
export const sessionQuizProcessor: EventProcessor<'quiz.finished'> = {
  name: 'tutors-session-quiz',
  events: ['quiz.finished'],
  async handle(deps, event) {
    if (!event.userId || !event.entity) return;
    const [session] = await deps.db
      .select()
      .from(aiTutorSessions)
      .where(and(eq(aiTutorSessions.userId, event.userId), eq(aiTutorSessions.quizId, event.payload.quizId)))
      .limit(1);
    if (session?.state !== 'FINALIZATION') return;
    const outcome = await attemptOutcome(deps.db, session.userId, event.entity.id);
    const topic = await findTopic(deps.db, session.topicId);
    const tutor = topic ? await findTutor(deps.db, topic.tutorId) : undefined;
    if (!outcome || !topic || !tutor) return;
    const scorePercent = outcome.maxScore > 0 ? Math.round((100 * outcome.score) / outcome.maxScore) : 0;
    const mastered = scorePercent >= MASTERY_PERCENT;
    const [finished] = await deps.db
      .update(aiTutorSessions)
      .set({ state: 'FINISHED', quizResultId: event.entity.id, scorePercent, updatedAt: sql`now()` })
      .where(and(eq(aiTutorSessions.id, session.id), inArray(aiTutorSessions.state, ['FINALIZATION'])))
      .returning();
    if (!finished) return;
    await deps.db
      .update(aiTutorTopics)
      .set({ mastered, updatedAt: sql`now()` })
      .where(eq(aiTutorTopics.id, topic.id));
    await deps.db.update(aiTutors).set({ updatedAt: sql`now()` }).where(eq(aiTutors.id, tutor.id));
    await recordEvent(deps, deps.db, {
      type: 'tutorSession.finished',
      userId: session.userId,
      entity: { kind: 'aiTutorSession', id: session.id },
      payload: {
        workspaceId: tutor.workspaceId,
        tutorId: tutor.id,
        tutorTopicId: topic.id,
        przedmiot: tutor.przedmiot,
        scorePercent,
        mastered,
      },
    });
    publishSession(deps, finished);
    publishTopic(deps, topic);
    publishTutor(deps, tutor);
  },
};
