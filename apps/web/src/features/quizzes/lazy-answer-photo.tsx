import { type ComponentProps, lazy, Suspense } from 'react';
import type { AnsweredPhoto as AnsweredPhotoView, PhotoPicker as PhotoPickerView } from './answer-photo.tsx';

// The photo of a handwritten answer (picking, sending, showing it) is for open questions only and
// never part of a quiz's first paint: it loads with the first open question, not with the page
// (the quiz attempt's route stays under the 170 KB initial JavaScript budget).
const LazyPicker = lazy(() => import('./answer-photo.tsx').then((m) => ({ default: m.PhotoPicker })));
const LazyAnswered = lazy(() => import('./answer-photo.tsx').then((m) => ({ default: m.AnsweredPhoto })));

export function PhotoPicker(props: ComponentProps<typeof PhotoPickerView>) {
  return (
    <Suspense fallback={null}>
      <LazyPicker {...props} />
    </Suspense>
  );
}

export function AnsweredPhoto(props: ComponentProps<typeof AnsweredPhotoView>) {
  return (
    <Suspense fallback={null}>
      <LazyAnswered {...props} />
    </Suspense>
  );
}
