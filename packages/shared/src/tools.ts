// The tools a pupil can use today, in the order they are presented. The landing page, the list of
// services in the Terms of Service, /workspace/about and the usage page (and the usage API behind
// it) are all derived from this one list, so nothing is described or limited that does not exist.
// A new feature (the AI tutor…) appears on all of them by adding its descriptor here, and its id to
// ENABLED_TOOL_IDS (tool-ids.ts, which the web app's every page reads), once it works end to end.
import type { UsageAction } from './enums.ts';
import { ROUTES } from './routes.ts';

/** Icons the web app draws for a tool (a new one also needs its drawing in the landing page's icons). */
export type ToolIcon =
  | 'account'
  | 'workspaces'
  | 'materials'
  | 'chat'
  | 'notes'
  | 'quizzes'
  | 'essays'
  | 'tests'
  | 'flashcards'
  | 'tutors'
  | 'library'
  | 'limits';

export interface Tool {
  /** Stable id (kebab-case): a React key and a test handle, never shown. */
  id: string;
  /** Polish name, a heading on the landing page and /workspace/about. */
  name: string;
  /** One Polish sentence: what the tool does (/workspace/about). */
  shortDescription: string;
  /** A short Polish paragraph for someone deciding whether to try Kreda (the landing page). */
  landingDescription: string;
  /**
   * The service as the Terms of Service list it (§ 3 "Rodzaje i zakres usług"): Polish legal
   * wording, lower-case, without the closing semicolon; capitalised words are the terms' defined ones.
   */
  serviceDescription: string;
  /** The usage actions the tool consumes; the usage page shows only limits of these. */
  usageActions: readonly UsageAction[];
  /** Used inside a workspace (listed on /workspace/about under what a workspace holds). */
  inWorkspace: boolean;
  /** Where the tool opens, when it has a page of its own outside one workspace. */
  route?: string;
  icon?: ToolIcon;
}

/** Word bases ("Bazy słówek"). */
const WORD_BASES_TOOL: Tool = {
  id: 'word-bases',
  name: 'Bazy słówek',
  shortDescription:
    'Fiszki ze słówkami albo pojęciami – wpisanymi, przetłumaczonymi przez AI albo wybranymi z materiałów – z powtórkami we właściwym momencie i ćwiczeniami z AI.',
  landingDescription:
    'Wpisz albo wklej listę słówek, a brakujące tłumaczenia i przykładowe zdania doda AI – albo pozwól AI wybrać najważniejsze słowa czy pojęcia z Twoich materiałów. Ucz się fiszkami: odwróć kartę, oceń, jak Ci poszło, a Kreda zaplanuje powtórkę tuż przed tym, zanim zapomnisz. Ćwiczenia z AI sprawdzą słowa w zdaniach, a na stronie startowej zobaczysz, ile słów czeka dziś na powtórkę. Około 130 języków, z wymową słów w przeglądarce.',
  serviceDescription:
    'bazy słówek – zestawy fiszek ze słowami i ich tłumaczeniami albo pojęciami i ich definicjami, wpisywane samodzielnie, uzupełniane przez AI albo tworzone przez AI z Materiałów zgromadzonych w danej Przestrzeni, wraz z nauką metodą powtórek w odstępach i ćwiczeniami tworzonymi i sprawdzanymi przez AI',
  usageActions: ['WORDBASE'],
  inWorkspace: true,
  icon: 'flashcards',
};

/** AI tutors ("Korepetytor AI"). */
const AI_TUTORS_TOOL: Tool = {
  id: 'ai-tutors',
  name: 'Korepetytor AI',
  shortDescription:
    'Plan nauki tematu, rozdziału podręcznika albo Twoich materiałów i sesje, w których korepetytor najpierw pyta i podpowiada, a na koniec sprawdza Cię krótkim quizem.',
  landingDescription:
    'Wybierz temat z podstawy programowej, rozdział podręcznika albo własne materiały, a korepetytor ułoży plan nauki i do każdego tematu przygotuje wyjaśnienie oraz zadania. W sesji prowadzi Cię krok po kroku: pyta, podpowiada i sprawdza Twoje obliczenia, zamiast podawać gotowe wyniki – a gdy potrzebujesz, wyjaśni wprost. Każda sesja kończy się krótkim quizem, a jego wynik decyduje, czy powtarzacie błędy, czy idziecie dalej.',
  serviceDescription:
    'korepetytor AI – plany nauki tematu z podstawy programowej, rozdziału podręcznika z biblioteki albo Materiałów ucznia oraz sesje nauki prowadzone przez AI metodą pytań i podpowiedzi, zakończone quizem sprawdzającym, z postępem nauki i notatkami z sesji',
  usageActions: ['AI_TUTORING'],
  inWorkspace: false,
  route: ROUTES.aiTutors,
  icon: 'tutors',
};

/** Every tool that is built and available, in presentation order. */
export const ENABLED_TOOLS: readonly Tool[] = [
  {
    id: 'workspaces',
    name: 'Przestrzenie przedmiotów',
    shortDescription:
      'Osobne miejsce na każdy temat z podstawy programowej – z materiałami, rozmowami i notatkami.',
    landingDescription:
      'Załóż przestrzeń dla tematu, którego się uczysz – na przykład „Funkcje” z matematyki w 1 klasie liceum. Kreda pokaże zakres tematu z podstawy programowej, a materiały, rozmowy i notatki będą w jednym miejscu.',
    serviceDescription:
      'Przestrzenie – miejsca do nauki jednego tematu z wybranego przedmiotu, w których gromadzisz Materiały, rozmowy i notatki',
    usageActions: [],
    inWorkspace: false,
    route: ROUTES.workspaces,
    icon: 'workspaces',
  },
  {
    id: 'materials',
    name: 'Materiały z lekcji',
    shortDescription:
      'Pliki PDF, Word i tekstowe, zdjęcia, wklejony tekst, filmy z YouTube i nagrania – Kreda odczyta z nich tekst.',
    landingDescription:
      'Dodaj pliki PDF i Word, zdjęcie zeszytu albo tablicy, wklejony tekst, link do filmu na YouTube albo nagranie. Kreda odczyta tekst – także ze skanów i zdjęć – i spisze nagrania, żeby czat i notatki mogły z nich korzystać.',
    serviceDescription:
      'przechowywanie Materiałów (plików PDF, DOCX i tekstowych, zdjęć, wklejonych tekstów, filmów z serwisu YouTube i nagrań głosowych) oraz odczytywanie z nich tekstu, w tym zamiana nagrań na tekst',
    usageActions: ['TRANSCRIPTION'],
    inWorkspace: true,
    icon: 'materials',
  },
  {
    id: 'chat',
    name: 'Czat AI z cytatami',
    shortDescription:
      'Odpowiada na pytania i tłumaczy zadania krok po kroku na podstawie Twoich materiałów, pokazując, z których fragmentów korzysta.',
    landingDescription:
      'Zadaj pytanie albo wyślij zdjęcie zadania. Czat odpowiada na podstawie materiałów z Twojej przestrzeni, tłumaczy rozwiązanie krok po kroku i przy odpowiedzi pokazuje źródła – stronę dokumentu albo moment filmu – więc łatwo sprawdzisz, skąd się wzięła.',
    serviceDescription:
      'czat do rozwiązywania zadań i wyjaśniania zagadnień, który korzysta z Materiałów zgromadzonych w danej Przestrzeni i wskazuje fragmenty, na których opiera odpowiedź',
    usageActions: ['CHAT_MESSAGE'],
    inWorkspace: true,
    route: ROUTES.solver,
    icon: 'chat',
  },
  {
    id: 'notes',
    name: 'Notatki AI',
    shortDescription:
      'Notatka z rozmowy na czacie albo Twoja własna; AI pomoże ją uprościć, skrócić, rozwinąć albo poprawić.',
    landingDescription:
      'Zamień rozmowę z czatem w uporządkowaną notatkę albo napisz własną, także ze wzorami matematycznymi. Zaznacz fragment, a AI go uprości, skróci, rozwinie albo poprawi w nim błędy językowe.',
    serviceDescription:
      'notatki – tworzone przez AI z rozmów na czacie albo pisane samodzielnie – oraz ich upraszczanie, skracanie, rozwijanie i poprawianie z pomocą AI',
    usageActions: ['AI_NOTE_GENERATION', 'NOTE_ACTION'],
    inWorkspace: true,
    icon: 'notes',
  },
  {
    id: 'quizzes',
    name: 'Quizy',
    shortDescription:
      'Pytania zamknięte i otwarte z Twoich materiałów albo z lektury – po odpowiedzi wyjaśnienie i fragment źródła.',
    landingDescription:
      'Wybierz materiały z przestrzeni albo lekturę, a Kreda ułoży quiz z pytaniami zamkniętymi i otwartymi – z matematyki i przedmiotów ścisłych także zadania obliczeniowe. Przy każdej odpowiedzi zobaczysz, czy jest dobra, wyjaśnienie i fragment materiału, z którego pochodzi pytanie; odpowiedzi otwarte oceni AI. Wyniki kolejnych podejść zostają w przestrzeni.',
    serviceDescription:
      'quizy – pytania zamknięte i otwarte tworzone przez AI z Materiałów zgromadzonych w danej Przestrzeni albo z lektur szkolnych, wraz ze sprawdzaniem odpowiedzi, wyjaśnieniami, wskazaniem fragmentu źródła i oceną odpowiedzi otwartych przez AI',
    usageActions: ['QUIZ_GENERATION'],
    inWorkspace: true,
    icon: 'quizzes',
  },
  {
    id: 'essays',
    name: 'Rozprawki',
    shortDescription:
      'Rozprawka z AI – cała, sam plan albo wskazówki do każdej części – i ocena Twojej pracy według kryteriów CKE.',
    landingDescription:
      'Podaj temat, a Kreda napisze rozprawkę na egzamin ósmoklasisty albo maturę z polskiego lub angielskiego: całą, sam plan albo wskazówki do każdej części; rozprawkę z polskiego oprze na lekturach. Każdą część zmienisz własnym poleceniem, skrócisz, uprościsz albo poprosisz o wyjaśnienie, dlaczego działa. Swoją pracę – wpisaną albo ze zdjęcia – Kreda oceni według kryteriów CKE, z punktami za każde kryterium i wskazówkami, co poprawić (poza maturą rozszerzoną z polskiego).',
    serviceDescription:
      'rozprawki – pisanie przez AI rozprawek (całych tekstów, planów i tekstów pomocniczych) na egzamin ósmoklasisty i maturę z języka polskiego i angielskiego, zmienianie ich części na polecenie ucznia oraz ocena rozprawek według kryteriów Centralnej Komisji Egzaminacyjnej (z wyjątkiem matury z języka polskiego na poziomie rozszerzonym), z punktami za każde kryterium i wskazówkami poprawy',
    usageActions: ['ROZPRAWKA', 'ROZPRAWKA_REVIEW'],
    inWorkspace: false,
    route: ROUTES.essays,
    icon: 'essays',
  },
  {
    id: 'test-solver',
    name: 'Rozwiązywanie sprawdzianów',
    shortDescription:
      'Zdjęcia albo PDF sprawdzianu: Kreda wycina z nich zadania i rozwiązuje każde krok po kroku, sprawdzając wynik.',
    landingDescription:
      'Zrób telefonem zdjęcia stron sprawdzianu albo dodaj go jako PDF. Kreda wytnie z niego zadania, przepisując ich treść słowo w słowo, i rozwiąże każde krok po kroku – z odpowiedzią i krótkim wyjaśnieniem, dlaczego taka. Wynik liczbowy przelicza jeszcze raz, a gdy druga próba da coś innego, oznacza zadanie „Sprawdź ten wynik”. O każde zadanie dopytasz na czacie, a z rozwiązanego sprawdzianu w przestrzeni przedmiotu ułożysz quiz z podobnymi zadaniami do ćwiczenia.',
    serviceDescription:
      'rozwiązywanie sprawdzianów – odczytywanie zadań ze zdjęć albo plików PDF sprawdzianów, rozwiązywanie ich przez AI krok po kroku wraz ze sprawdzeniem wyników, rozmowa o zadaniu na czacie oraz quizy z podobnymi zadaniami tworzone z rozwiązanego sprawdzianu',
    usageActions: ['TEST_SOLVER'],
    inWorkspace: false,
    route: ROUTES.solverTests,
    icon: 'tests',
  },
  AI_TUTORS_TOOL,
  WORD_BASES_TOOL,
  {
    id: 'library',
    name: 'Podręczniki i zadania z rozwiązaniami',
    shortDescription:
      'Podręczniki ze spisem treści i zadania do każdego podrozdziału z rozwiązaniem krok po kroku – także bez konta.',
    landingDescription:
      'Wybierz przedmiot i klasę, a zobaczysz podręczniki ze spisem treści i zadania do każdego podrozdziału. Przy każdym zadaniu jest rozwiązanie krok po kroku, a swoją odpowiedź sprawdzisz od razu – Kreda powie, czy zgadza się z rozwiązaniem. Biblioteka działa także bez zakładania konta.',
    serviceDescription:
      'biblioteka – podręczniki ze spisami treści oraz zadania z rozwiązaniami krok po kroku i sprawdzaniem odpowiedzi ucznia, dostępne także bez Konta',
    usageActions: [],
    inWorkspace: false,
    route: ROUTES.textbooks,
    icon: 'library',
  },
  {
    id: 'account',
    name: 'Konto i profil nauki',
    shortDescription:
      'Logowanie adresem e-mail i hasłem albo kodem SMS oraz profil z klasą, egzaminami i ulubionymi przedmiotami.',
    landingDescription:
      'Załóż konto adresem e-mail albo numerem telefonu i powiedz, w której jesteś klasie, do jakich egzaminów się przygotowujesz i jakie przedmioty lubisz. Kreda dopasuje do tego wyjaśnienia.',
    serviceDescription:
      'prowadzenie Konta – logowanie adresem e-mail i hasłem albo kodem SMS oraz profil nauki (klasa, egzaminy, ulubione przedmioty)',
    usageActions: [],
    inWorkspace: false,
    route: ROUTES.settings,
    icon: 'account',
  },
  {
    id: 'limits',
    name: 'Przejrzyste limity',
    shortDescription: 'Ile użyć każdego narzędzia AI Ci zostało i kiedy limit się odnowi.',
    landingDescription:
      'Konto jest bezpłatne, a narzędzia AI mają limity użycia. Na stronie „Limity i wykorzystanie” zawsze widzisz, ile Ci zostało i kiedy limit się odnowi.',
    serviceDescription:
      'podgląd Limitów – ile użyć każdego narzędzia AI zostało w bieżącym okresie i kiedy Limit się odnowi',
    usageActions: [],
    inWorkspace: false,
    route: ROUTES.workspaceUsage,
    icon: 'limits',
  },
];

/** The usage actions the given tools consume. */
export function usageActionsOf(tools: readonly Tool[]): ReadonlySet<UsageAction> {
  return new Set(tools.flatMap((tool) => tool.usageActions));
}

/**
 * The items (limits, usage rows) whose action belongs to one of `tools`, in their order. A plan
 * may already hold limits of tools not built yet (the free plan seeds every action); those stay
 * out of sight until their tool is enabled. Pass the list explicitly, so callers and tests agree.
 */
export function limitsOfTools<T extends { action: string }>(
  items: readonly T[],
  tools: readonly Tool[],
): T[] {
  const actions: ReadonlySet<string> = usageActionsOf(tools);
  return items.filter((item) => actions.has(item.action));
}
