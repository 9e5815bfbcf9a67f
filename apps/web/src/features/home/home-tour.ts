import type { Tour } from '../../lib/tour.ts';

/**
 * The app home's tour (spec point 2's anchors: the app, chat, AI tutor, essay tool, test solver,
 * workspace group). A tool whose card is not shown is skipped.
 */
export const HOME_TOUR: Tour = {
  key: 'home',
  steps: [
    {
      anchor: 'app',
      title: 'Witaj w Kredzie!',
      description:
        'To Twoja strona startowa: tu zobaczysz, co czeka na powtórkę, swoje ostatnie przestrzenie i wszystkie narzędzia. Pokażemy Ci je w kilku krokach.',
    },
    {
      anchor: 'chat',
      title: 'Czat AI do zadań',
      description: 'Zrób zdjęcie zadania albo zadaj pytanie – czat wytłumaczy rozwiązanie krok po kroku.',
    },
    {
      anchor: 'ai-tutors',
      title: 'Korepetytor AI',
      description:
        'Wybierz temat albo rozdział podręcznika, a korepetytor ułoży plan nauki i poprowadzi Cię pytaniami i podpowiedziami. Każda sesja kończy się krótkim quizem.',
    },
    {
      anchor: 'essay',
      title: 'Rozprawki',
      description:
        'Napisz rozprawkę z pomocą AI albo daj swoją do oceny według kryteriów CKE – z punktami i wskazówkami, co poprawić.',
    },
    {
      anchor: 'test-solver',
      title: 'Sprawdziany',
      description: 'Sfotografuj kartkę ze sprawdzianem, a Kreda rozwiąże zadania i wyjaśni każde z nich.',
    },
    {
      anchor: 'workspaces',
      title: 'Przestrzenie',
      description:
        'Każdy temat, którego się uczysz, ma swoją przestrzeń: materiały z lekcji, rozmowy z czatem, notatki i quizy w jednym miejscu.',
    },
  ],
};
