import { useId } from 'react';

// A small set of exclusive choices as segmented buttons: native radio inputs (arrow keys move
// between them, the group is named by its legend), each at least 40 px to tap.

export function ChoiceGroup<T extends string | number>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-board-950">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-10 min-w-10 cursor-pointer items-center justify-center rounded-lg border-2 border-board-700 bg-white px-3 text-sm font-semibold text-board-900 has-checked:bg-board-700 has-checked:text-chalk has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-board-950"
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
