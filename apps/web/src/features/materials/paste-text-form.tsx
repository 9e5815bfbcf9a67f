import { MATERIAL_NAME_MAX } from '@kreda/shared/limits';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/input-class.ts';
import type { SourceType } from '../../gql/graphql.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { useCreateMaterial } from './api/create-material.ts';

interface PasteTextFormProps {
  workspaceId: string;
  sourceType: SourceType;
  /** Reports a refusal of the whole request (null clears it). */
  onProblem: (message: string | null) => void;
}

/** "Wklej tekst": pasted text with an optional name becomes a material. */
export function PasteTextForm({ workspaceId, sourceType, onProblem }: PasteTextFormProps) {
  const ids = useId();
  const create = useCreateMaterial();
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [textError, setTextError] = useState<string | null>(null);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setTextError('Wklej tekst, który chcesz dodać.');
      return;
    }
    setTextError(null);
    onProblem(null);
    try {
      const trimmedName = name.trim();
      const answer = await create.mutateAsync({
        input: { workspaceId, text, sourceType, ...(trimmedName ? { name: trimmedName } : {}) },
      });
      if (answer.__typename === 'ExecutionError') {
        onProblem(answer.message);
        return;
      }
      setText('');
      setName('');
    } catch (error) {
      onProblem(serverFormErrors(error).message);
    }
  };

  return (
    <details className="rounded-xl border border-board-100 p-3 sm:p-4">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-board-900">
        Wklej tekst
      </summary>
      <form noValidate onSubmit={(event) => void send(event)} className="mt-3 flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ids}-text`} className="font-medium text-board-950">
            Tekst
          </label>
          <textarea
            id={`${ids}-text`}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            rows={6}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? `${ids}-text-error` : undefined}
            className={`${inputClass} py-2`}
          />
          {textError ? (
            <p id={`${ids}-text-error`} className="text-sm text-red-800">
              {textError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ids}-name`} className="font-medium text-board-950">
            Nazwa (opcjonalnie)
          </label>
          <input
            id={`${ids}-name`}
            value={name}
            maxLength={MATERIAL_NAME_MAX}
            onChange={(event) => setName(event.currentTarget.value)}
            className={inputClass}
          />
        </div>
        <Button
          type="submit"
          className="self-start"
          disabled={create.isPending}
          aria-busy={create.isPending || undefined}
        >
          {create.isPending ? 'Dodawanie…' : 'Dodaj tekst'}
        </Button>
      </form>
    </details>
  );
}
