import { MATERIAL_NAME_MAX } from '@kreda/shared/limits';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import type { MaterialSummary } from './api/material-fragments.ts';
import { useUpdateMaterial } from './api/update-material.ts';

/** The material's name as a field: saving an unchanged name just closes it. */
export function MaterialRenameForm({ material, onDone }: { material: MaterialSummary; onDone: () => void }) {
  const update = useUpdateMaterial();
  const [name, setName] = useState(material.name);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Podaj nazwę materiału.');
      return;
    }
    if (trimmed === material.name) {
      onDone();
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({ id: material.id, name: trimmed });
      onDone();
    } catch (problem) {
      setError(serverFormErrors(problem).message);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <TextField
        id="material-name"
        label="Nazwa materiału"
        value={name}
        maxLength={MATERIAL_NAME_MAX}
        autoFocus
        error={error}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
          {update.isPending ? 'Zapisywanie…' : 'Zapisz nazwę'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Anuluj
        </Button>
      </div>
    </form>
  );
}
