import type { IconName } from './landing-icons.tsx';

export interface Tool {
  icon: IconName;
  title: string;
  description: string;
}

/** The tools of spec point 1, described for a pupil deciding whether to try Kreda. */
export const TOOLS: readonly Tool[] = [
  {
    icon: 'chat',
    title: 'Czat AI do zadań',
    description:
      'Załóż przestrzeń dla każdego przedmiotu i dodaj do niej swoje materiały: notatki, zdjęcia sprawdzianów, rozwiązane zadania, pliki PDF czy filmy z YouTube. Czat odpowiada na podstawie tego, czego naprawdę się uczysz, i tłumaczy rozwiązania krok po kroku.',
  },
  {
    icon: 'tutor',
    title: 'Korepetytor AI',
    description:
      'Wybierz temat, a korepetytor rozpisze go na mniejsze zagadnienia. Każde przerabiasz w krótkiej sesji zakończonej quizem, więc od razu widzisz, co już umiesz, a do czego warto wrócić.',
  },
  {
    icon: 'notes',
    title: 'Notatki AI',
    description:
      'Zamień rozmowę z czatem albo wynik quizu w uporządkowaną notatkę lub napisz własną. AI pomoże ją uprościć, rozwinąć, skrócić albo poprawić w niej błędy językowe.',
  },
  {
    icon: 'quiz',
    title: 'Quizy z Twoich materiałów',
    description:
      'Twórz quizy z własnych notatek i plików, z lektur oraz z rozdziałów podręczników. Pytania otwarte i zamknięte, trzy poziomy trudności, a z matematyki także zadania do przećwiczenia.',
  },
  {
    icon: 'camera',
    title: 'Rozwiązywanie sprawdzianów ze zdjęcia',
    description:
      'Zrób zdjęcie kartki albo wgraj plik. Kreda wyodrębni z niego zadania i rozwiąże je z wyjaśnieniem, żeby było jasne, skąd bierze się wynik. Trudniejsze zadania mogą zająć kilka minut — rozwiązanie na Ciebie poczeka.',
  },
  {
    icon: 'essay',
    title: 'Rozprawki',
    description:
      'Napisz rozprawkę z pomocą AI: całą, sam plan albo teksty pomocnicze do argumentów. Gotową pracę oddaj do oceny — dostaniesz recenzję i punkty za każde kryterium, tak jak na egzaminie ósmoklasisty i na maturze (kryteria CKE).',
  },
  {
    icon: 'cards',
    title: 'Słówka i fiszki',
    description:
      'Twórz zestawy słówek z tłumaczeniami i przykładami użycia, powtarzaj je na fiszkach i w krótkich ćwiczeniach. Do wyboru około 120 języków — od angielskiego i niemieckiego po łacinę.',
  },
  {
    icon: 'book',
    title: 'Katalog podręczników',
    description:
      'Znajdź swój podręcznik według przedmiotu i klasy, a z jego rozdziałów przygotuj quizy i plan nauki z korepetytorem.',
  },
];
