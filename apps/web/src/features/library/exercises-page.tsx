import { type ReactNode, useRef } from 'react';
import { Container } from '../../components/ui/container.tsx';
import { BookView } from './book-view.tsx';
import { ExerciseCatalogue } from './exercise-catalogue.tsx';
import { placeOf } from './exercise-links.ts';
import { ExerciseView } from './exercise-view.tsx';
import { SubchapterView } from './subchapter-view.tsx';
import { useQueryParams } from './use-query-params.ts';
import { HeadingFocusRequest } from './view-heading.tsx';

/**
 * /workspace/exercise: the public exercise catalogue, one page whose query says where the pupil is
 * (exercise-links.ts): the books, a book's chapters, a subchapter's exercises, one exercise.
 * Public although under /workspace: router.tsx mounts it in the public frame (no guard).
 */
export function Component() {
  const { params } = useQueryParams();
  const place = placeOf(params);
  const key = `${place.ksiazka}/${place.rozdzial}/${place.zadanie}`;
  // Another place opened in this page: its heading takes the focus (view-heading.tsx).
  const focus = useRef({ current: false }).current;
  const shown = useRef(key);
  if (shown.current !== key) {
    shown.current = key;
    focus.current = true;
  }
  let view: ReactNode;
  if (place.zadanie) view = <ExerciseView {...place} />;
  else if (place.rozdzial) view = <SubchapterView ksiazka={place.ksiazka} rozdzial={place.rozdzial} />;
  else if (place.ksiazka) view = <BookView id={place.ksiazka} />;
  else view = <ExerciseCatalogue />;
  return (
    <HeadingFocusRequest value={focus}>
      <Container className="py-8 sm:py-12">{view}</Container>
    </HeadingFocusRequest>
  );
}
