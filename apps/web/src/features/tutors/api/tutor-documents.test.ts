import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, operationDepth } from '../../../testing/document-depth.ts';
import { DELETE_TUTOR } from './delete-tutor.ts';
import { TUTOR_CHAPTERS, TUTOR_TEXTBOOKS, TUTOR_TOPICS, TUTOR_WORKSPACES } from './get-source-choices.ts';
import { GET_TOPIC_DATA } from './get-topic-data.ts';
import { GET_TUTOR } from './get-tutor.ts';
import { GET_TUTORS } from './get-tutors.ts';
import { ORDER_TUTOR } from './order-tutor.ts';
import { NEW_TUTOR, TOPIC_EVENTS, TUTOR_EVENTS, TUTOR_SUMMARY_EVENTS } from './tutor-events.ts';

const DOCUMENTS = {
  DELETE_TUTOR,
  GET_TOPIC_DATA,
  GET_TUTOR,
  GET_TUTORS,
  NEW_TUTOR,
  ORDER_TUTOR,
  TOPIC_EVENTS,
  TUTOR_CHAPTERS,
  TUTOR_EVENTS,
  TUTOR_SUMMARY_EVENTS,
  TUTOR_TEXTBOOKS,
  TUTOR_TOPICS,
  TUTOR_WORKSPACES,
};

describe('tutor documents', () => {
  it('stay within the depth the server accepts', () => {
    for (const [name, document] of Object.entries(DOCUMENTS))
      expect(operationDepth(document), name).toBeLessThanOrEqual(MAX_DEPTH);
  });

  it('never ask for a topic’s worked solutions', () => {
    for (const document of Object.values(DOCUMENTS)) expect(document.toString()).not.toMatch(/solution/i);
  });
});
