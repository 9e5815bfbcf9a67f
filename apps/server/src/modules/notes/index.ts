import type { ModuleManifest } from '../../core/module.ts';
import { removeWorkspaceNotes, saveGeneratedNote } from './commands.ts';
import { notesResolvers } from './resolvers.ts';
import './topics.ts';
import { exportNotes, removeUserNotes } from './user-data.ts';

/** The pupil's notes (Markdown with maths), written by hand or by the AI. */
export const notesModule: ModuleManifest = {
  name: 'notes',
  resolvers: notesResolvers,
  hooks: {
    workspaceDeleted: (deps, { userId, workspaceId }) => removeWorkspaceNotes(deps, userId, workspaceId),
    userDeleted: (deps, { userId }) => removeUserNotes(deps, userId),
  },
  exportUserData: (deps, userId) => exportNotes(deps, userId),
};

export {
  type AiNoteRow,
  type AiNoteView,
  findOwnNotes,
  findOwnNotesOfAnswers,
  listWorkspaceNotes,
} from './service.ts';
export { saveGeneratedNote };
