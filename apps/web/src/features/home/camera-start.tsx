import { ANSWER_PHOTO_ACCEPT } from '@kreda/shared/uploads';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { CameraIcon } from '../../components/ui/icons.tsx';
import { type NewTestHandoff, newTestPath } from '../../lib/test-links.ts';

/**
 * "Zrób zdjęcie zadania" first on a phone's home: the camera opens from here (a file input with
 * `capture`, so it works from the pupil's own tap) and the photos go straight into the test
 * solver's new test, already added as its pages (handed over in the history entry's state).
 */
export function CameraStart() {
  const id = useId();
  const navigate = useNavigate();
  return (
    <div className="md:hidden">
      <label
        htmlFor={id}
        className="flex min-h-16 cursor-pointer items-center gap-4 rounded-2xl bg-board-800 px-5 py-4 text-white shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-board-950 hover:bg-board-900"
      >
        <CameraIcon className="size-8 shrink-0" />
        <span className="min-w-0">
          <span className="block text-lg font-bold">Zrób zdjęcie zadania</span>
          <span className="block text-sm text-white/90">Kreda rozwiąże je krok po kroku.</span>
        </span>
      </label>
      <input
        id={id}
        type="file"
        accept={ANSWER_PHOTO_ACCEPT}
        capture="environment"
        multiple
        className="sr-only"
        onChange={(event) => {
          const photos = [...(event.currentTarget.files ?? [])];
          if (photos.length === 0) return;
          void navigate(newTestPath(), { state: { photos } satisfies NewTestHandoff });
        }}
      />
    </div>
  );
}
