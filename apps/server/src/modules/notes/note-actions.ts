import { fileURLToPath } from 'node:url';
import type { TextAction } from '@kreda/shared/enums';
import { NOTE_ACTION_TEXT_MAX, NOTE_CONTENT_MAX } from '@kreda/shared/limits';
import { type Actor, requireVerified } from '../../core/actor.ts';
import type { Deps } from '../../core/deps.ts';
import { badInput, notFound } from '../../core/domain-error.ts';
import { AiError } from '../../platform/ai/ai.ts';
import { loadPrompt } from '../../platform/ai/prompts.ts';
import { indexSource } from '../retrieval/index.ts';
import { runAiAction } from '../usage/index.ts';
import { type AiNoteRow, findOwnNote, updateOwnNote } from './service.ts';

const PROMPTS = fileURLToPath(new URL('./prompts', import.meta.url));

/** What each action asks of the model, in Polish. */
export const ACTION_INSTRUCTIONS: Record<TextAction, string> = {
  EASIER_LANGUAGE:
    'przepisz tekst prostszym językiem, zrozumiałym dla młodszego ucznia, zachowując całą treść.',
  FIX_GRAMMAR: 'popraw błędy ortograficzne, interpunkcyjne i gramatyczne; nie zmieniaj stylu ani treści.',
  GENERATE_TEXT: 'dopisz nowy fragment notatki według polecenia ucznia, spójny z resztą notatki.',
  HARDER_LANGUAGE:
    'przepisz tekst bardziej zaawansowanym, precyzyjnym językiem (poziom matury rozszerzonej), zachowując treść.',
  IMPROVE: 'ulepsz tekst: uporządkuj go, wyjaśnij niejasne miejsca i popraw styl, zachowując treść.',
  MAKE_LONGER: 'rozwiń tekst: dodaj wyjaśnienia i przykłady, mniej więcej dwa razy dłuższy.',
  MAKE_SHORTER: 'skróć tekst mniej więcej o połowę, zostawiając najważniejsze informacje i wzory.',
  REWRITE: 'napisz ten tekst od nowa innymi słowami, zachowując całą treść.',
};

function contextBlock(action: TextAction, note: AiNoteRow, selection: string | null): string {
  if (action === 'GENERATE_TEXT') {
    const excerpt = [...note.content].slice(0, 6000).join('');
    return `Polecenie ucznia:\n${selection}\n\nNotatka „${note.name}” (dla kontekstu):\n${excerpt || '(pusta)'}`;
  }
  return `Tekst do zmiany:\n${selection ?? note.content}`;
}

/**
 * `noteaction`: the AI rewrites a selected passage (the result comes back to be inserted; the note
 * is unchanged) or the whole note (saved at once). GENERATE_TEXT takes the pupil's instruction as
 * `text` and returns a new passage.
 */
export async function noteAction(
  ctx: Deps,
  actor: Actor,
  input: { id: string; action: TextAction; text?: string | null },
): Promise<{ text: string; note: AiNoteRow }> {
  const { user } = requireVerified(actor);
  const note = await findOwnNote(ctx.db, user.id, input.id);
  if (!note) throw notFound('Nie znaleziono notatki.');
  const selection = input.text != null ? input.text.trim() : null;
  if (input.action === 'GENERATE_TEXT' && !selection)
    throw badInput({ text: 'Napisz, co AI ma dopisać do notatki.' });
  if (selection !== null && selection === '') throw badInput({ text: 'Zaznacz tekst do zmiany.' });
  if (selection && [...selection].length > NOTE_ACTION_TEXT_MAX)
    throw badInput({ text: `Zaznacz najwyżej ${NOTE_ACTION_TEXT_MAX} znaków.` });
  if (selection === null && note.content.trim() === '')
    throw badInput({ text: 'Notatka jest pusta – najpierw coś w niej napisz.' });
  return runAiAction(ctx, { actor, action: 'NOTE_ACTION' }, async ({ meta }) => {
    const system = await loadPrompt(PROMPTS, 'note-action', {
      instruction: ACTION_INSTRUCTIONS[input.action],
      context: '',
    });
    const result = await ctx.services.ai.generateText({
      meta,
      system,
      messages: [{ role: 'user', content: contextBlock(input.action, note, selection) }],
    });
    const text = result.text.trim();
    if (!text) throw new AiError('AI_FAILED');
    if (selection !== null) return { text, note };
    const content = [...text].slice(0, NOTE_CONTENT_MAX).join('');
    const saved = (await updateOwnNote(ctx.db, user.id, note.id, { name: note.name, content })) ?? note;
    await indexSource(ctx.db, {
      userId: saved.userId,
      workspaceId: saved.workspaceId,
      source: { kind: 'AI_NOTE', id: saved.id },
      segments: [{ text: `${saved.name}\n\n${saved.content}`.trim() }],
    });
    return { text: content, note: saved };
  });
}
