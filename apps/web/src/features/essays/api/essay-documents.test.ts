import { describe, expect, it } from 'vitest';
import { braced, compact, fragmentsOf, MAX_DEPTH, operationDepth } from '../../../testing/document-depth.ts';
import { DELETE_ESSAY } from './delete-essay.ts';
import { DELETE_ESSAY_REVIEW } from './delete-essay-review.ts';
import { ESSAY_EVENTS, ESSAY_LIST_EVENTS, ESSAY_REVIEW_LIST_EVENTS } from './essay-events.ts';
import {
  ESSAY_DETAIL_FRAGMENT,
  ESSAY_REVIEW_SUMMARY_FRAGMENT,
  ESSAY_REWRITE_FRAGMENT,
  ESSAY_SEGMENT_FRAGMENT,
  ESSAY_SUMMARY_FRAGMENT,
} from './essay-fragments.ts';
import { GENERATE_ESSAY } from './generate-essay.ts';
import { GENERATE_EXPLANATION } from './generate-explanation.ts';
import { GET_ESSAY } from './get-essay.ts';
import { GET_ESSAY_LEKTURY } from './get-essay-lektury.ts';
import { GET_ESSAY_REVIEWS } from './get-essay-reviews.ts';
import { GET_ESSAYS } from './get-essays.ts';
import { GET_SEGMENT_REWRITES } from './get-segment-rewrites.ts';
import { REWRITE_SEGMENT } from './rewrite-segment.ts';
import { SEGMENT_TEXT_ACTION } from './segment-text-action.ts';
import { SUBMIT_ESSAY_REVIEW } from './submit-essay-review.ts';
import { UPDATE_SEGMENT } from './update-segment.ts';
import { UPDATE_SEGMENT_STATUS } from './update-segment-status.ts';

const DOCUMENTS = {
  DELETE_ESSAY,
  DELETE_ESSAY_REVIEW,
  ESSAY_EVENTS,
  ESSAY_LIST_EVENTS,
  ESSAY_REVIEW_LIST_EVENTS,
  GENERATE_ESSAY,
  GENERATE_EXPLANATION,
  GET_ESSAY,
  GET_ESSAY_LEKTURY,
  GET_ESSAY_REVIEWS,
  GET_ESSAYS,
  GET_SEGMENT_REWRITES,
  REWRITE_SEGMENT,
  SEGMENT_TEXT_ACTION,
  SUBMIT_ESSAY_REVIEW,
  UPDATE_SEGMENT,
  UPDATE_SEGMENT_STATUS,
};

const fragments = fragmentsOf(
  [
    ESSAY_SUMMARY_FRAGMENT,
    ESSAY_SEGMENT_FRAGMENT,
    ESSAY_DETAIL_FRAGMENT,
    ESSAY_REWRITE_FRAGMENT,
    ESSAY_REVIEW_SUMMARY_FRAGMENT,
  ].join('\n'),
);
const fragment = (name: string) => compact(fragments.get(name) ?? '');
const nested = (body: string, field: string) =>
  compact(braced(body, body.indexOf(`${field} {`) + field.length + 1));

describe('essay documents', () => {
  it('stay within the depth the server accepts', () => {
    for (const [name, document] of Object.entries(DOCUMENTS))
      expect(operationDepth(document), name).toBeLessThanOrEqual(MAX_DEPTH);
  });

  it('spell out the same fields wherever an essay or a segment is nested', () => {
    const detail = fragments.get('EssayDetailFields') ?? '';
    expect(fragment('EssayDetailFields').startsWith(fragment('EssaySummaryFields'))).toBe(true);
    expect(nested(detail, 'segments')).toBe(fragment('EssaySegmentFields'));
    const status = UPDATE_SEGMENT_STATUS.toString();
    expect(nested(status, 'segment')).toBe(fragment('EssaySegmentFields'));
  });

  it('keep segment texts out of the lists and their live events (house rule 17)', () => {
    for (const document of [GET_ESSAYS, ESSAY_LIST_EVENTS, GET_ESSAY_REVIEWS, ESSAY_REVIEW_LIST_EVENTS]) {
      expect(document.toString()).not.toMatch(/\bsegments\b|\bcontent\b|\bkryteria\b|\breview\b/);
    }
    expect(GET_ESSAY.toString()).toMatch(/\bsegments\b/);
  });
});
