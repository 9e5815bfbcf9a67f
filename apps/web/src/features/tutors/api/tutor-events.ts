import { graphql } from '../../../gql/gql.ts';
import { liveEvent } from '../../../lib/use-live-sync.ts';
import { applySession, applyTopic, applyTutor, applyTutorSummary } from './tutor-cache.ts';

/** A tutor ordered by the pupil (here or on another device), as a summary (the list). */
export const NEW_TUTOR = graphql(`
  subscription newAiTutor {
    newAiTutor {
      ...AiTutorSummaryFields
    }
  }
`);

/** One tutor moved on (its plan written or failed, all topics settled), as a summary (the list). */
export const TUTOR_SUMMARY_EVENTS = graphql(`
  subscription updateAiTutorSummary($updateAiTutorInput: UpdateAiTutorInput!) {
    updateAiTutor(updateAiTutorInput: $updateAiTutorInput) {
      ...AiTutorSummaryFields
    }
  }
`);

/** One tutor moved on, with its plan's topics (the tutor's page: the plan appears with it). */
export const TUTOR_EVENTS = graphql(`
  subscription updateAiTutor($updateAiTutorInput: UpdateAiTutorInput!) {
    updateAiTutor(updateAiTutorInput: $updateAiTutorInput) {
      ...AiTutorDetailFields
      aiTutorTemat {
        ...AiTutorTopicFields
      }
    }
  }
`);

/** A topic of the tutor's plan written, failed or mastered. */
export const TOPIC_EVENTS = graphql(`
  subscription updateAiTutorTemat($updateAiTutorTematInput: UpdateAiTutorTematInput!) {
    updateAiTutorTemat(updateAiTutorTematInput: $updateAiTutorTematInput) {
      ...AiTutorTopicFields
    }
  }
`);

/** A session of one topic started, or moved on (its quiz ordered, written, solved). */
export const SESSION_EVENTS = graphql(`
  subscription updateAiTutorTematSession($updateAiTutorTematSessionInput: UpdateAiTutorTematSessionInput!) {
    updateAiTutorTematSession(updateAiTutorTematSessionInput: $updateAiTutorTematSessionInput) {
      ...AiTutorSessionFields
    }
  }
`);

export const newTutorEvent = () =>
  liveEvent(NEW_TUTOR, {}, (data, queryClient) => applyTutorSummary(queryClient, data.newAiTutor));

export const tutorSummaryEvent = (id: string) =>
  liveEvent(TUTOR_SUMMARY_EVENTS, { updateAiTutorInput: { id } }, (data, queryClient) =>
    applyTutorSummary(queryClient, data.updateAiTutor),
  );

export const tutorEvent = (id: string) =>
  liveEvent(TUTOR_EVENTS, { updateAiTutorInput: { id } }, (data, queryClient) =>
    applyTutor(queryClient, data.updateAiTutor),
  );

export const topicEvent = (tutorId: string) =>
  liveEvent(TOPIC_EVENTS, { updateAiTutorTematInput: { aiTutorId: tutorId } }, (data, queryClient) =>
    applyTopic(queryClient, data.updateAiTutorTemat),
  );

const sessionEvent = (tutorId: string, topicId: string) =>
  liveEvent(
    SESSION_EVENTS,
    { updateAiTutorTematSessionInput: { aiTutorTematId: topicId } },
    (data, queryClient) => applySession(queryClient, tutorId, data.updateAiTutorTematSession),
  );

/** A session's page: its tutor and topics, and the sessions of its topic (loaded after paint). */
export const sessionPageEvents = (tutorId: string, topicId: string | undefined) => [
  tutorEvent(tutorId),
  topicEvent(tutorId),
  ...(topicId ? [sessionEvent(tutorId, topicId)] : []),
];
