import type { Tour } from '../../lib/tour.ts';

/** The essay list's tour (spec point 2's anchors: the review button and the new essay button). */
export const ESSAYS_TOUR: Tour = {
  key: 'essays',
  steps: [
    {
      anchor: 'essay-new',
      title: 'Nowa rozprawka',
      description:
        'Podaj temat, a AI napisze rozprawkę na egzamin ósmoklasisty albo maturę: całą, sam plan albo ze wskazówkami do każdej części.',
    },
    {
      anchor: 'essay-review',
      title: 'Oceń rozprawkę',
      description:
        'Wklej albo sfotografuj swoją rozprawkę, a Kreda oceni ją według kryteriów CKE i podpowie, co poprawić.',
    },
  ],
};

/** The essay view's tour (spec point 2's anchors: a segment, and the form to rewrite an argument). */
export const ESSAY_TOUR: Tour = {
  key: 'essay',
  steps: [
    {
      anchor: 'essay-segment',
      title: 'Części rozprawki',
      description:
        'Rozprawka jest podzielona na części: wstęp, argumenty i zakończenie. Każdą możesz rozwinąć, zmienić albo poprosić o wyjaśnienie, dlaczego działa.',
    },
    {
      anchor: 'essay-rewrite-form',
      title: 'Zmień z instrukcją',
      description:
        'Napisz, co zmienić w argumencie – na przykład „dodaj przykład z Lalki” – a AI napisze tę część od nowa.',
    },
  ],
};
