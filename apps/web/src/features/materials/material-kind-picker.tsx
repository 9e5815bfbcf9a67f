import { SOURCE_TYPE_LABELS } from '@kreda/shared/labels';
import { useId } from 'react';
import { inputClass } from '../../components/ui/input-class.ts';
import type { SourceType } from '../../gql/graphql.ts';
import { serverFormErrors } from '../../lib/form-errors.ts';
import type { MaterialSummary } from './api/material-fragments.ts';
import { useUpdateMaterial } from './api/update-material.ts';
import { DOCUMENT_SOURCE_TYPES } from './material-state.ts';

/** Changing what a document is (a note, a test…) saves at once; a video stays a video. */
export function MaterialKindPicker({ material }: { material: MaterialSummary }) {
  const update = useUpdateMaterial();
  const id = useId();
  const error = update.isError ? serverFormErrors(update.error).message : null;

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-kind`} className="text-ink-muted">
        Rodzaj materiału
      </label>
      <select
        id={`${id}-kind`}
        value={material.sourceType}
        disabled={update.isPending}
        aria-busy={update.isPending || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-kind-error` : undefined}
        onChange={(event) =>
          update.mutate({ id: material.id, sourceType: event.currentTarget.value as SourceType })
        }
        className={`${inputClass} font-medium`}
      >
        {DOCUMENT_SOURCE_TYPES.map((type) => (
          <option key={type} value={type}>
            {SOURCE_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-kind-error`} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
