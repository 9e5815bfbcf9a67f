import { SOURCE_TYPE_LABELS } from '@kreda/shared/labels';
import { useId } from 'react';
import { inputClass } from '../../components/ui/input-class.ts';
import type { SourceType } from '../../gql/graphql.ts';
import { DOCUMENT_SOURCE_TYPES } from './material-state.ts';

/** "Co dodajesz?": the kind the next files and pasted text get (a link is always a video). */
export function UploadKindSelect({
  value,
  onChange,
}: {
  value: SourceType;
  onChange: (value: SourceType) => void;
}) {
  const ids = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${ids}-kind`} className="font-medium text-board-950">
        Co dodajesz?
      </label>
      <select
        id={`${ids}-kind`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as SourceType)}
        aria-describedby={`${ids}-kind-hint`}
        className={`${inputClass} sm:max-w-xs`}
      >
        {DOCUMENT_SOURCE_TYPES.map((type) => (
          <option key={type} value={type}>
            {SOURCE_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
      <p id={`${ids}-kind-hint`} className="text-sm text-ink-muted">
        Dotyczy plików i wklejonego tekstu. Rodzaj pomoże Ci odnaleźć materiał i wybrać go do czatu.
      </p>
    </div>
  );
}
