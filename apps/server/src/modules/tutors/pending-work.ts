import { and, inArray, lt } from 'drizzle-orm';
import type { PendingWork } from '../../core/module.ts';
import { failTopic, failTutor, PLAN_FAILED, PLAN_JOB, PLANNING_STATES, TOPIC_JOB } from './jobs.ts';
import { aiTutors, aiTutorTopics } from './tables.ts';
import { TOPIC_FAILED } from './teaching.ts';

// Three runs of at most 10 minutes each (the jobs' expiry), with their retry delays.
const DEADLINE_SECONDS = 45 * 60;

/** Plans being written: past the deadline unchanged with no plan job left, they fail (use given back). */
export const tutorPlanning: PendingWork = {
  name: 'tutors',
  deadlineSeconds: DEADLINE_SECONDS,
  async stuck(deps, before, limit) {
    const rows = await deps.db
      .select({ id: aiTutors.id })
      .from(aiTutors)
      .where(and(inArray(aiTutors.state, PLANNING_STATES), lt(aiTutors.updatedAt, before)))
      .limit(limit);
    return rows.map(({ id }) => ({ id, jobs: [{ queue: PLAN_JOB, key: id }] }));
  },
  fail: (deps, id) => failTutor(deps, id, PLAN_FAILED),
};

/** Topics whose content is being written: past the deadline with no job left, they fail. */
export const tutorTopicWriting: PendingWork = {
  name: 'tutor-topics',
  deadlineSeconds: DEADLINE_SECONDS,
  async stuck(deps, before, limit) {
    const rows = await deps.db
      .select({ id: aiTutorTopics.id })
      .from(aiTutorTopics)
      .where(
        and(
          inArray(aiTutorTopics.state, ['INITIAL_READY', 'MAIN_PENDING']),
          lt(aiTutorTopics.updatedAt, before),
        ),
      )
      .limit(limit);
    return rows.map(({ id }) => ({ id, jobs: [{ queue: TOPIC_JOB, key: id }] }));
  },
  fail: (deps, id) => failTopic(deps, id, TOPIC_FAILED),
};
