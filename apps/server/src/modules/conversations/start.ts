import type { Actor } from '../../core/actor.ts';
import type { ChatSubjectRef, Deps } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import type { UploadedFile } from '../materials/index.ts';
import {
  deleteSourceSet,
  findOwnSourceSet,
  getActionSources,
  recordSources,
  SOURCE_ITEM_TYPES,
  type SourceItemType,
} from '../sources/index.ts';
import {
  ensureGeneralWorkspace,
  requireOwnWorkspace,
  touchWorkspace,
  type WorkspaceRow,
} from '../workspaces/index.ts';
import { type Outgoing, parseIntent, parseOutgoing, parseQuote } from './inputs.ts';
import { admitMessage, publishConversation, send } from './send.ts';
import {
  type ConversationRow,
  deleteConversationRow,
  findOwnConversation,
  insertConversation,
} from './service.ts';
import { admitSubject, subjectColumns } from './subjects.ts';
import type { ConversationIntent } from './tables.ts';

/*
 * The ways to start a conversation (spec: startconversation*): with chosen materials, over all of
 * a workspace's materials, about a quoted passage, in the task solver, or with an intent (and a
 * tool's subject, e.g. a task: see `ChatSubject`).
 */

type SourceRefs = readonly { type: string; id: string }[] | null | undefined;
type Files = readonly UploadedFile[] | null | undefined;

/** A new conversation's source set, and whether this start created it (to take it back on refusal). */
type SourceChoice = { id: string; created: boolean } | null;

interface StartInput {
  intent?: ConversationIntent;
  /** The tool's subject the conversation is about (admitted), asked about by its first message. */
  subject?: ChatSubjectRef | null;
  workspace: WorkspaceRow;
  sources: SourceChoice;
  outgoing: Outgoing | null;
  maxMode?: boolean | null;
}

/**
 * Checks that store nothing, before anything is stored (the source set included): the first
 * message parsed, the account verified, AI configured, not too many messages a minute.
 */
async function admitStart(
  deps: Deps,
  actor: Actor,
  input: { message?: string | null; quote?: string | null; files?: Files },
): Promise<Outgoing | null> {
  const hasMessage = typeof input.message === 'string' && input.message.trim() !== '';
  if (!hasMessage && (input.files?.length || input.quote))
    throw badInput({ message: 'Wpisz treść wiadomości.' });
  if (!hasMessage) return null;
  const outgoing = parseOutgoing({ message: input.message ?? '', quote: input.quote, files: input.files });
  await admitMessage(deps, actor);
  return outgoing;
}

async function start(deps: Deps, actor: Actor, input: StartInput): Promise<ConversationRow> {
  const { user } = actor;
  const conversation = await deps.db.transaction(async (tx) => {
    const inserted = await insertConversation(tx, {
      userId: user.id,
      workspaceId: input.workspace.id,
      sourcesId: input.sources?.id ?? null,
      options: { maxMode: input.maxMode === true, isInitial: false },
      ...subjectColumns(input.subject),
      ...(input.intent ? { action: input.intent.conversationType ?? 'DEFAULT', intent: input.intent } : {}),
    });
    await touchWorkspace(tx, input.workspace.id);
    return inserted;
  });
  publishConversation(deps, conversation, 'new');
  if (input.outgoing) {
    try {
      await send(deps, actor, conversation, input.outgoing, input.intent ? [input.intent] : [], {
        subject: input.subject ?? null,
      });
    } catch (error) {
      // Nothing half-made stays behind when the first message is refused (limit, bad file): not
      // the conversation, and not a source set recorded only for it.
      await deleteConversationRow(deps.db, user.id, conversation.id);
      if (input.sources?.created) await deleteSourceSet(deps.db, user.id, input.sources.id);
      throw error;
    }
  }
  return (await findOwnConversation(deps.db, user.id, conversation.id)) ?? conversation;
}

function refsFrom(sources: NonNullable<SourceRefs>) {
  return sources.map((s) => {
    if (!(SOURCE_ITEM_TYPES as readonly string[]).includes(s.type))
      throw notFound('Nie znaleziono materiału.');
    return { type: s.type as SourceItemType, id: s.id };
  });
}

/** The set of materials a new conversation is grounded in; none chosen means no set. */
async function conversationSources(
  deps: Deps,
  actor: Actor,
  workspaceId: string,
  sources: SourceRefs,
): Promise<SourceChoice> {
  if (!sources || sources.length === 0) return null;
  const { set, created } = await recordSources(deps, actor, {
    workspaceId,
    action: 'CONVERSATION',
    sources: refsFrom(sources),
  });
  return { id: set.id, created };
}

export async function startConversation(
  deps: Deps,
  actor: Actor,
  input: {
    workspaceId: string;
    sources?: SourceRefs;
    sourcesId?: string | null;
    message?: string | null;
    files?: Files;
    maxMode?: boolean | null;
  },
): Promise<ConversationRow> {
  const workspace = await requireOwnWorkspace(deps.db, actor.user.id, input.workspaceId);
  if (input.sources && input.sourcesId)
    throw badInput({ sources: 'Podaj materiały albo zestaw materiałów, nie oba naraz.' });
  const outgoing = await admitStart(deps, actor, input);
  let sources: SourceChoice = null;
  if (input.sourcesId) {
    const set = await findOwnSourceSet(deps.db, actor.user.id, input.sourcesId);
    if (!set || set.workspaceId !== workspace.id) throw notFound('Nie znaleziono zestawu materiałów.');
    sources = { id: set.id, created: false };
  } else {
    sources = await conversationSources(deps, actor, workspace.id, input.sources);
  }
  return start(deps, actor, { workspace, sources, outgoing, maxMode: input.maxMode });
}

/** A conversation over every readable material of the workspace (notes and documents). */
export async function startConversationOverall(
  deps: Deps,
  actor: Actor,
  input: { workspaceId: string; message?: string | null; files?: Files },
): Promise<ConversationRow> {
  const workspace = await requireOwnWorkspace(deps.db, actor.user.id, input.workspaceId);
  const outgoing = await admitStart(deps, actor, input);
  const available = await getActionSources(deps, actor, {
    workspaceId: workspace.id,
    action: 'CONVERSATION',
  });
  const all = available.groups
    .flatMap((group) => group.sources)
    .slice(0, 50)
    .map((m) => ({ type: m.sourceItemType, id: m.id }));
  const sources = await conversationSources(deps, actor, workspace.id, all);
  return start(deps, actor, { workspace, sources, outgoing });
}

/** A conversation about a selected passage: the first message quotes it. */
export async function startConversationInline(
  deps: Deps,
  actor: Actor,
  input: { workspaceId: string; quote: string; message: string; sources?: SourceRefs },
): Promise<ConversationRow> {
  const workspace = await requireOwnWorkspace(deps.db, actor.user.id, input.workspaceId);
  const quote = parseQuote(input.quote);
  const outgoing = await admitStart(deps, actor, { message: input.message, quote });
  const sources = await conversationSources(deps, actor, workspace.id, input.sources);
  return start(deps, actor, { workspace, sources, outgoing });
}

/** The task solver (/app/solver): conversations in the pupil's general workspace. */
export async function startConversationSolver(
  deps: Deps,
  actor: Actor,
  input: { message?: string | null; files?: Files },
): Promise<ConversationRow> {
  const outgoing = await admitStart(deps, actor, input);
  const workspace = await ensureGeneralWorkspace(deps.db, actor.user.id);
  return start(deps, actor, { workspace, sources: null, outgoing });
}

/**
 * A new conversation with a given intent (e.g. a "solve this task" quick action), optionally about
 * a tool's subject: a tool starts a conversation of its kind with its subject's kind and id (the
 * pupil's, in this workspace, as the subject's owner finds it).
 */
export async function startConversationIntent(
  deps: Deps,
  actor: Actor,
  input: {
    workspaceId: string;
    message: string;
    intent: Parameters<typeof parseIntent>[0];
    sources?: SourceRefs;
    files?: Files;
    subject?: ChatSubjectRef | null;
  },
): Promise<ConversationRow> {
  const workspace = await requireOwnWorkspace(deps.db, actor.user.id, input.workspaceId);
  const intent = parseIntent(input.intent);
  // Another pupil's subject is as missing as a wrong id.
  const subject = input.subject ? await admitSubject(deps, actor.user.id, workspace.id, input.subject) : null;
  const outgoing = await admitStart(deps, actor, input);
  const sources = await conversationSources(deps, actor, workspace.id, input.sources);
  return start(deps, actor, { workspace, sources, outgoing, intent, subject });
}

/**
 * A conversation a tool leads (a tutor's session): about the tool's subject, opened by the tool's
 * instruction — stored as an AITUTOR_INSTRUCTION message, which the page shows as the session's
 * start rather than as the pupil's words — whose answer is the tool's first message. Counted like
 * every message about the subject (its `usageAction`), refused like any first message.
 */
export async function startLedConversation(
  deps: Deps,
  actor: Actor,
  input: { workspaceId: string; subject: ChatSubjectRef; instruction: string },
): Promise<ConversationRow> {
  const workspace = await requireOwnWorkspace(deps.db, actor.user.id, input.workspaceId);
  const subject = await admitSubject(deps, actor.user.id, workspace.id, input.subject);
  const outgoing = await admitStart(deps, actor, { message: input.instruction });
  if (!outgoing) throw new Error('a led conversation needs its instruction');
  return start(deps, actor, {
    workspace,
    sources: null,
    outgoing: { ...outgoing, instruction: true },
    subject,
  });
}
