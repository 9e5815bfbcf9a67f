import { type ConversationType, EXAM_LEVELS, isOneOf, LEVELS, SUBJECTS } from '@kreda/shared/enums';
import { EXAM_LEVEL_LABELS, LEVEL_LABELS, SUBJECT_LABELS } from '@kreda/shared/labels';
import {
  isSchoolType,
  isUpcomingAssessment,
  MATURA_LEVEL_LABELS,
  MATURA_LEVELS,
  type MaturaChoice,
  onboardingPath,
  SCHOOL_TYPE_LABELS,
  UPCOMING_ASSESSMENT_LABELS,
} from '@kreda/shared/onboarding-paths';
import type { ChatSubjectRef, Deps } from '../../core/deps.ts';
import { badInput } from '../../core/domain-error.ts';
import { detectFileType } from '../../platform/extraction/detect.ts';
import { extractDocument } from '../../platform/extraction/extract.ts';
import { ExtractionError } from '../../platform/extraction/extraction-error.ts';
import { type CheckedAttachment, checkAttachments } from '../materials/index.ts';
import { topicsByIds } from '../reference/index.ts';
import { findOwnSourceSet, loadSourceMaterials } from '../sources/index.ts';
import type { UserRow } from '../users/index.ts';
import { requireOwnWorkspace, type WorkspaceRow } from '../workspaces/index.ts';
import type { AnswerRequest, OpenedAnswer } from './generation.ts';
import type { Outgoing } from './inputs.ts';
import { type ConversationRow, recentExchanges } from './service.ts';
import { storedSubject, subjectBrief, subjectUsageAction } from './subjects.ts';

/*
 * What an answer is asked with, read before anything is stored: the pupil and the workspace as
 * the model is told them, the attachments read, the sources and the subject's brief; and the wait
 * that lets an answer opened early send its request first (see `send`).
 */

/** Characters of an attached document's text sent with the question. */
const ATTACHMENT_TEXT_MAX = 12_000;
/** Pages of an attached document that are read (a longer one is refused). */
const ATTACHMENT_PAGES_MAX = 30;

/** What the model is told about the pupil: class, school, exams, subjects and studies from onboarding. */
async function learnerDescription(deps: Pick<Deps, 'db'>, user: UserRow): Promise<string> {
  const parts: string[] = [];
  const level = isOneOf(LEVELS, user.poziom) ? user.poziom : null;
  if (level) parts.push(LEVEL_LABELS[level]);
  if (isSchoolType(user.typSzkoly)) {
    const school = SCHOOL_TYPE_LABELS[user.typSzkoly].toLowerCase();
    parts.push(user.kwalifikacja ? `${school}, kwalifikacja ${user.kwalifikacja}` : school);
  } else if (user.kwalifikacja) parts.push(`kwalifikacja ${user.kwalifikacja}`);
  const maturaBy = (poziom: MaturaChoice['poziom']) =>
    user.maturaPoziomy.filter((m) => m.poziom === poziom).map((m) => SUBJECT_LABELS[m.przedmiot]);
  for (const poziom of MATURA_LEVELS) {
    const subjects = maturaBy(poziom);
    if (subjects.length) parts.push(`matura ${MATURA_LEVEL_LABELS[poziom]} z: ${subjects.join(', ')}`);
  }
  // Exams said per subject above are not repeated; otherwise the levels chosen.
  const exams = user.maturaPoziomy.length
    ? []
    : user.egzaminy.filter((e) => isOneOf(EXAM_LEVELS, e)).map((e) => EXAM_LEVEL_LABELS[e]);
  if (exams.length) parts.push(`przygotowuje się do: ${exams.join(', ')}`);
  if (user.kierunek) parts.push(`studia: ${user.kierunek}`);
  if (user.kursy.length) {
    const courses = await topicsByIds(deps.db, user.kursy);
    const names = user.kursy.flatMap((id) => courses.get(id)?.temat ?? []);
    if (names.length) parts.push(`kursy: ${names.join(', ')}`);
  }
  if (isUpcomingAssessment(user.zaliczenie))
    parts.push(`najbliżej: ${UPCOMING_ASSESSMENT_LABELS[user.zaliczenie].toLowerCase()}`);
  const path = level ? onboardingPath(level, isSchoolType(user.typSzkoly) ? user.typSzkoly : null) : null;
  const subjects = user.przedmioty
    .filter((s) => isOneOf(SUBJECTS, s) && s !== 'all')
    .map((s) => SUBJECT_LABELS[s as keyof typeof SUBJECT_LABELS]);
  if (subjects.length)
    parts.push(`${path === 'STUDIA' ? 'dziedziny studiów' : 'ulubione przedmioty'}: ${subjects.join(', ')}`);
  return parts.length ? parts.join('; ') : 'brak informacji o klasie – dopasuj poziom do pytania';
}

async function workspaceDescription(deps: Pick<Deps, 'db'>, workspace: WorkspaceRow): Promise<string> {
  if (!workspace.tematId) return 'ogólna (uczeń może pytać o dowolny przedmiot)';
  const topic = (await topicsByIds(deps.db, [workspace.tematId])).get(workspace.tematId);
  if (!topic) return workspace.name;
  const subject = SUBJECT_LABELS[topic.przedmiot] ?? topic.przedmiot;
  const level = LEVEL_LABELS[topic.poziom] ?? topic.poziom;
  const exam = topic.ckePoziom ? `, ${EXAM_LEVEL_LABELS[topic.ckePoziom]}` : '';
  return `${subject}, ${level}${exam}; temat: ${topic.temat}`;
}

/**
 * Attachments as the model takes them: photos for the vision model, text read from the rest (a
 * document over the page limit or unreadable is refused, naming the file).
 */
async function readAttachments(deps: Pick<Deps, 'services'>, attachments: readonly CheckedAttachment[]) {
  const texts: AnswerRequest['attachmentTexts'] = [];
  const images: AnswerRequest['images'] = [];
  const vision = deps.services.ai.has('vision');
  for (const attachment of attachments) {
    if (attachment.kind === 'IMAGE' && vision) {
      images.push({ bytes: attachment.bytes, mediaType: attachment.mime });
      continue;
    }
    // Without a vision model a photo is read by OCR, like documents are read by extraction.
    const detected = await detectFileType(attachment.bytes);
    if (!detected) continue;
    try {
      const read = await extractDocument(attachment.bytes, detected, {
        ocr: deps.services.ocr,
        maxPages: ATTACHMENT_PAGES_MAX,
      });
      const text = read.segments
        .map((s) => s.text)
        .join('\n\n')
        .trim();
      texts.push({
        name: attachment.name,
        text: text ? [...text].slice(0, ATTACHMENT_TEXT_MAX).join('') : '(nie znaleziono tekstu)',
      });
    } catch (error) {
      if (!(error instanceof ExtractionError)) throw error;
      throw badInput({ files: `„${attachment.name}”: ${error.message}` });
    }
  }
  return { texts, images };
}

/** The set's materials that still exist, with their names, as retrieval sources. */
async function groundingSources(
  deps: Pick<Deps, 'db' | 'sourceProviders'>,
  userId: string,
  sourcesId: string | null,
) {
  if (!sourcesId) return [];
  const set = await findOwnSourceSet(deps.db, userId, sourcesId);
  if (!set) return [];
  const materials = await loadSourceMaterials(deps, userId, set.items);
  return materials.map((m) => ({ kind: m.sourceItemType, id: m.id, name: m.name }));
}

/** What the answer needs besides the stored rows, read before anything is stored. */
export interface AnswerInputs {
  /** The attachments, checked (a refused file stores nothing). */
  checked: CheckedAttachment[];
  request: AnswerRequest;
}

export async function answerInputs(
  deps: Deps,
  user: UserRow,
  conversation: ConversationRow,
  outgoing: Outgoing,
  question: { id: string; intent: ConversationType; subject: ChatSubjectRef | null },
): Promise<AnswerInputs> {
  // Checked and read before anything is stored: a refused file (too many pages, unreadable)
  // leaves nothing on disk.
  const checked = await checkAttachments(deps, outgoing.files);
  const subject = question.subject ?? storedSubject(conversation);
  const [read, workspace, sources, brief, learner] = await Promise.all([
    readAttachments(deps, checked),
    requireOwnWorkspace(deps.db, user.id, conversation.workspaceId).then((w) =>
      workspaceDescription(deps, w),
    ),
    groundingSources(deps, user.id, conversation.sourcesId),
    // The subject this message brings (a conversation's first), else the conversation's.
    subjectBrief(deps, user.id, subject, {
      message: outgoing.message,
      previous: async (count) =>
        (await recentExchanges(deps.db, conversation.id, question.id, count)).map((e) => e.message),
    }),
    learnerDescription(deps, user),
  ]);
  return {
    checked,
    request: {
      conversation,
      question: { id: question.id, message: outgoing.message, messageContent: outgoing.quote ?? null },
      learner,
      workspace,
      sources,
      attachmentTexts: read.texts,
      images: read.images,
      intent: question.intent,
      brief,
      action: subjectUsageAction(deps, subject),
    },
  };
}

/**
 * Waits until an answer opened early has sent its request to the provider, when that is only
 * reading and prompt building (no retrieval, which waits on the embedding model and a search).
 * On PGlite every statement runs on this thread: the claim and the message's transaction issued
 * first would hold the request back by their whole duration, and the model only starts thinking
 * when it arrives. Sent first, the model thinks while they run. The request is made within the
 * microtasks after the stream opens (the SDK's preparation, then the socket write), so one turn of
 * the event loop later it has left. A failure here is the answer's to report, not this wait's.
 */
export async function requestLeaves(inputs: Promise<AnswerInputs> | null, opened: Promise<OpenedAnswer>) {
  try {
    const ready = await inputs;
    if (ready && ready.request.sources.length > 0) return;
    await opened;
    await new Promise((resolve) => setImmediate(resolve));
  } catch {
    // Reported where the inputs and the answer are awaited.
  }
}
