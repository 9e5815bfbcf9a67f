import type { Level, Subject } from '@kreda/shared/enums';
import { useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { SubmitButton } from '../../components/form/submit-button.tsx';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import { useForm } from '../../lib/use-form.ts';
import { type AdminTopic, type TopicTextbook, useUpdateTopic } from './api/admin-topics.ts';

const CONTENT_MAX = 20_000;

const valuesOf = (topic: AdminTopic) => ({
  podrecznikId: topic.podrecznikId ?? '',
  content: topic.content ?? '',
  visible: topic.visible ? 'tak' : '',
});

/**
 * One curriculum topic: the textbook it is learnt from, its description for pupils (Markdown) and
 * whether pupils see it; only what changed is sent (`updatetemat`).
 */
export function TopicForm({
  topic,
  textbooks,
  przedmiot,
  poziom,
}: {
  topic: AdminTopic;
  textbooks: readonly TopicTextbook[];
  przedmiot: Subject;
  poziom: Level;
}) {
  const update = useUpdateTopic(przedmiot, poziom);
  const [saved, setSaved] = useState(false);
  const initial = valuesOf(topic);
  const form = useForm({
    initial,
    onSubmit: async (values) => {
      setSaved(false);
      const change = {
        ...(values.podrecznikId !== initial.podrecznikId
          ? { podrecznikId: values.podrecznikId || null }
          : {}),
        ...(values.content !== initial.content ? { content: values.content.trim() || null } : {}),
        ...(values.visible !== initial.visible ? { visible: values.visible === 'tak' } : {}),
      };
      if (Object.keys(change).length === 0) {
        form.setFormError('Nic się nie zmieniło.');
        return;
      }
      await update.mutateAsync({ id: topic.id, ...change });
      setSaved(true);
    },
  });
  const headingId = `temat-${topic.id}`;
  // A linked textbook that is no longer of this level (moved by an admin) stays choosable.
  const linkedElsewhere = topic.podrecznikId && !textbooks.some((book) => book.id === topic.podrecznikId);
  const options = [
    { value: '', label: 'Bez podręcznika' },
    ...textbooks.map((book) => ({
      value: book.id,
      label: book.visible ? book.title : `${book.title} (ukryty)`,
    })),
    ...(linkedElsewhere && topic.podrecznikId
      ? [{ value: topic.podrecznikId, label: 'Podręcznik z innego poziomu' }]
      : []),
  ];
  const change = (name: 'podrecznikId' | 'content' | 'visible', value: string) => {
    setSaved(false);
    form.setValue(name, value);
  };
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4">
      <h3 id={headingId} className="text-lg font-semibold break-words text-board-950">
        {topic.temat}
      </h3>
      {topic.podTematy.length ? (
        <details>
          <summary className="inline-flex min-h-10 cursor-pointer items-center text-board-800">
            Podtematy ({topic.podTematy.length})
          </summary>
          <ul className="list-disc pl-6 text-sm text-ink-muted">
            {topic.podTematy.map((sub) => (
              <li key={sub}>{sub}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={form.handleSubmit}
        className="flex flex-col gap-3"
      >
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        <SelectField
          id={form.fieldId('podrecznikId')}
          label="Podręcznik"
          value={form.values.podrecznikId}
          options={options}
          onChange={(value) => change('podrecznikId', value)}
          error={form.errorOf('podrecznikId')}
        />
        <TextareaField
          id={form.fieldId('content')}
          label="Opis tematu dla uczniów"
          hint="Markdown; puste pole usuwa opis."
          rows={3}
          maxLength={CONTENT_MAX}
          value={form.values.content}
          onChange={(value) => change('content', value)}
          error={form.errorOf('content')}
        />
        <label className="inline-flex min-h-11 items-center gap-3 font-medium text-board-950">
          <input
            id={form.fieldId('visible')}
            type="checkbox"
            checked={form.values.visible === 'tak'}
            onChange={(event) => change('visible', event.target.checked ? 'tak' : '')}
            className="size-5 accent-board-700"
          />
          Widoczny dla uczniów
        </label>
        {saved ? <FormAlert tone="info">Zapisano temat.</FormAlert> : null}
        <SubmitButton loading={form.pending} loadingText="Zapisuję…" className="sm:w-auto sm:self-start">
          Zapisz temat
        </SubmitButton>
      </form>
    </li>
  );
}
