import { isOneOf, LEVELS, type Level, SUBJECTS, type Subject } from '@kreda/shared/enums';
import { FORM_MESSAGES } from '@kreda/shared/form-messages';
import type { AiTutorDetailLevel } from '../../gql/graphql.ts';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';

// The "Nowy korepetytor" form's values and checks: what to learn from (exactly one of a curriculum
// topic, a library chapter, the pupil's materials), the detail level and an optional comment.

/** The server's limit of the comment (aitutoringAiTutor's userComment). */
export const COMMENT_MAX = 500;

export type TutorSource = 'TOPIC' | 'CHAPTER' | 'MATERIALS';

export interface NewTutorValues extends Record<string, string> {
  source: TutorSource;
  przedmiot: string;
  poziom: string;
  tematId: string;
  podrecznikId: string;
  rozdzialId: string;
  workspaceId: string;
  /** The chosen materials' keys (source-choice.ts), so the check sees whether any is chosen. */
  sourcesId: string;
  detailLevel: AiTutorDetailLevel;
  userComment: string;
}

export const isSubject = (value: unknown): value is Exclude<Subject, 'all'> =>
  isOneOf(SUBJECTS, value) && value !== 'all';
export const isLevel = (value: unknown): value is Level => isOneOf(LEVELS, value);

/**
 * The form's first values: a topic or a chapter chosen by the link that opened it (`?tematId=`,
 * `?rozdzialId=`, a library chapter's page), with the subject and level when the link says them;
 * otherwise a topic, in the pupil's own class.
 */
export function initialValues(params: URLSearchParams, ownLevel: string | null | undefined): NewTutorValues {
  const tematId = params.get('tematId') ?? '';
  const rozdzialId = tematId ? '' : (params.get('rozdzialId') ?? '');
  const przedmiot = params.get('przedmiot');
  const poziom = params.get('poziom') ?? ownLevel;
  return {
    source: rozdzialId ? 'CHAPTER' : 'TOPIC',
    przedmiot: isSubject(przedmiot) ? przedmiot : '',
    poziom: isLevel(poziom) ? poziom : '',
    tematId,
    podrecznikId: rozdzialId ? (params.get('podrecznikId') ?? '') : '',
    rozdzialId,
    workspaceId: '',
    sourcesId: '',
    detailLevel: 'NORMAL',
    userComment: '',
  };
}

/** The comment as the server keeps it: inner whitespace collapsed, trimmed. */
export const cleanComment = (raw: string) => raw.replace(/\s+/g, ' ').trim();

type Problems = Partial<Record<keyof NewTutorValues, string | null>>;

/** The client's checks, with the messages the server would give (the server checks again). */
export function validateNewTutor(values: NewTutorValues): Problems {
  const problems: Problems = {};
  const needsCatalogue =
    (values.source === 'TOPIC' && !values.tematId) || (values.source === 'CHAPTER' && !values.rozdzialId);
  if (needsCatalogue) {
    problems.przedmiot = values.przedmiot ? null : 'Wybierz przedmiot.';
    problems.poziom = values.poziom ? null : 'Wybierz klasę.';
  }
  if (values.source === 'TOPIC') problems.tematId = values.tematId ? null : 'Wybierz temat.';
  if (values.source === 'CHAPTER') {
    problems.podrecznikId = values.rozdzialId || values.podrecznikId ? null : 'Wybierz podręcznik.';
    problems.rozdzialId = values.rozdzialId ? null : 'Wybierz rozdział.';
  }
  if (values.source === 'MATERIALS') {
    problems.workspaceId = values.workspaceId ? null : 'Wybierz przestrzeń z materiałami.';
    problems.sourcesId =
      values.workspaceId && !values.sourcesId ? 'Zaznacz co najmniej jeden materiał.' : null;
  }
  problems.userComment =
    [...cleanComment(values.userComment)].length > COMMENT_MAX ? FORM_MESSAGES.maxLength(COMMENT_MAX) : null;
  return problems;
}

/** The field that holds the chosen source of each kind. */
export const SOURCE_FIELD: Record<TutorSource, 'tematId' | 'rozdzialId' | 'sourcesId'> = {
  TOPIC: 'tematId',
  CHAPTER: 'rozdzialId',
  MATERIALS: 'sourcesId',
};

/**
 * The server puts its "choose exactly one source" message under `tematId`, whatever was chosen: it
 * is shown under the field of the source the pupil chose. Expects byFormField's keys.
 */
export function underSourceField(error: unknown, source: TutorSource): unknown {
  const field = SOURCE_FIELD[source];
  if (!(error instanceof GraphQLRequestError) || field === 'tematId') return error;
  const [first, ...rest] = error.errors;
  const fields = first?.extensions?.fields as Record<string, string> | undefined;
  if (!first || !fields?.tematId) return error;
  const { tematId, ...others } = fields;
  return new GraphQLRequestError({
    code: error.code,
    status: error.status,
    message: error.message,
    errors: [
      { ...first, extensions: { ...first.extensions, fields: { ...others, [field]: tematId } } },
      ...rest,
    ],
    data: error.data,
  });
}
