import type { ModuleManifest } from '../../core/module.ts';
import { removeWorkspaceNotes, saveGeneratedNote } from './commands.ts';
import { notesResolvers } from './resolvers.ts';
import './topics.ts';

/** The pupil's notes (Markdown with maths), written by hand or by the AI. */
export const notesModule: ModuleManifest = {
  name: 'notes',
  resolvers: notesResolvers,
  hooks: {
    workspaceDeleted: (deps, { userId, workspaceId }) => removeWorkspaceNotes(deps, userId, workspaceId),
  },
};

export {
  type AiNoteRow,
  type AiNoteView,
  findOwnNotes,
  findOwnNotesOfAnswers,
  listWorkspaceNotes,
} from './service.ts';
export { saveGeneratedNote };
