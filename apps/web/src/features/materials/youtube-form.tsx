import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/input-class.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { useCreateMaterial } from './api/create-material.ts';

interface YoutubeFormProps {
  workspaceId: string;
  /** Reports a refusal that is not about the link itself (null clears it). */
  onProblem: (message: string | null) => void;
}

/** "Dodaj film z YouTube": a link whose captions Kreda reads with their times. */
export function YoutubeForm({ workspaceId, onProblem }: YoutubeFormProps) {
  const ids = useId();
  const create = useCreateMaterial();
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!link.trim()) {
      setLinkError('Wklej link do filmu w YouTube.');
      return;
    }
    setLinkError(null);
    onProblem(null);
    try {
      const answer = await create.mutateAsync({ input: { workspaceId, youtubeUrl: link.trim() } });
      if (answer.__typename === 'ExecutionError') onProblem(answer.message);
      else setLink('');
    } catch (error) {
      const { fields, message } = serverFormErrors(error);
      if (fields.youtubeUrl) setLinkError(fields.youtubeUrl);
      else onProblem(message);
    }
  };

  return (
    <details className="rounded-xl border border-board-100 p-3 sm:p-4">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-board-900">
        Dodaj film z YouTube
      </summary>
      <form noValidate onSubmit={(event) => void send(event)} className="mt-3 flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ids}-link`} className="font-medium text-board-950">
            Link do filmu
          </label>
          <input
            id={`${ids}-link`}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://www.youtube.com/watch?v=…"
            value={link}
            onChange={(event) => setLink(event.currentTarget.value)}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={`${ids}-link-hint${linkError ? ` ${ids}-link-error` : ''}`}
            className={inputClass}
          />
          <p id={`${ids}-link-hint`} className="text-sm text-ink-muted">
            Film musi być publiczny i mieć napisy (także automatyczne). Kreda odczyta je razem z czasem.
          </p>
          {linkError ? (
            <p id={`${ids}-link-error`} className="text-sm text-red-800">
              {linkError}
            </p>
          ) : null}
        </div>
        <Button
          type="submit"
          className="self-start"
          disabled={create.isPending}
          aria-busy={create.isPending || undefined}
        >
          {create.isPending ? 'Dodawanie…' : 'Dodaj film'}
        </Button>
      </form>
    </details>
  );
}
