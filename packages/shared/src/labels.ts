// Polish display labels for the enumerations in `enums.ts`. The only place UI text for
// enum values lives; server (seeds, messages) and web both read it.
import type {
  AiLimitFeature,
  BillingInterval,
  ContentType,
  DocumentType,
  EssayLanguageLevel,
  EssayMode,
  ExamLevel,
  ExerciseKind,
  FlashcardKind,
  InvoiceStatus,
  Level,
  LimitInterval,
  OnboardingStatus,
  PlanAction,
  QuestionType,
  QuizDetailScale,
  Role,
  SegmentType,
  SourceType,
  Subject,
  SubscriptionStatus,
  TestSolverState,
  TextAction,
  TutorDetailLevel,
  UsageAction,
  WordBaseSessionType,
  WordRating,
  ZadanieCheck,
  ZadanieState,
  ZadanieType,
} from './enums.ts';
import { LEVELS, SUBJECTS } from './enums.ts';

export const SUBJECT_LABELS: Record<Subject, string> = {
  all: 'Wszystkie',
  biology: 'Biologia',
  chemistry: 'Chemia',
  english: 'Język angielski',
  geography: 'Geografia',
  history: 'Historia',
  hit: 'Historia i teraźniejszość',
  infromatyka: 'Informatyka',
  mathematics: 'Matematyka',
  nature: 'Przyroda',
  niemiecki: 'Język niemiecki',
  physics: 'Fizyka',
  polish: 'Język polski',
  wos: 'Wiedza o społeczeństwie',
};

/** Compact subject names for chips, tabs and narrow screens. */
/**
 * Every subject a book or a topic can have ("all" is a filter of other tools, not a subject) as
 * pickers' choices, in the catalogue's order (the enum's, as the database sorts them).
 */
export const SUBJECT_CHOICES: readonly { value: Exclude<Subject, 'all'>; label: string }[] = SUBJECTS.filter(
  (s): s is Exclude<Subject, 'all'> => s !== 'all',
).map((value) => ({ value, label: SUBJECT_LABELS[value] }));

export const SUBJECT_SHORT_LABELS: Record<Subject, string> = {
  all: 'Wszystkie',
  biology: 'Biologia',
  chemistry: 'Chemia',
  english: 'Angielski',
  geography: 'Geografia',
  history: 'Historia',
  hit: 'HiT',
  infromatyka: 'Informatyka',
  mathematics: 'Matematyka',
  nature: 'Przyroda',
  niemiecki: 'Niemiecki',
  physics: 'Fizyka',
  polish: 'Polski',
  wos: 'WOS',
};

export const LEVEL_LABELS: Record<Level, string> = {
  PODSTAWOWY_JEDEN: 'Klasa 1 – szkoła podstawowa',
  PODSTAWOWY_DWA: 'Klasa 2 – szkoła podstawowa',
  PODSTAWOWY_TRZY: 'Klasa 3 – szkoła podstawowa',
  PODSTAWOWY_CZTERY: 'Klasa 4 – szkoła podstawowa',
  PODSTAWOWY_PIEC: 'Klasa 5 – szkoła podstawowa',
  PODSTAWOWY_SZESC: 'Klasa 6 – szkoła podstawowa',
  PODSTAWOWY_SIEDEM: 'Klasa 7 – szkoła podstawowa',
  PODSTAWOWY_OSIEM: 'Klasa 8 – szkoła podstawowa',
  SREDNI_JEDEN: 'Klasa 1 – liceum/technikum',
  SREDNI_DWA: 'Klasa 2 – liceum/technikum',
  SREDNI_TRZY: 'Klasa 3 – liceum/technikum',
  SREDNI_CZTERY: 'Klasa 4 – liceum/technikum',
  SREDNI_PIEC: 'Klasa 5 – technikum',
  STUDIA: 'Studia',
};

/** Position of each level in school order, 1–14. */
/** School levels as pickers' choices, in the enum's order. */
export const LEVEL_CHOICES: readonly { value: Level; label: string }[] = LEVELS.map((value) => ({
  value,
  label: LEVEL_LABELS[value],
}));

export const LEVEL_ORDER: Record<Level, number> = {
  PODSTAWOWY_JEDEN: 1,
  PODSTAWOWY_DWA: 2,
  PODSTAWOWY_TRZY: 3,
  PODSTAWOWY_CZTERY: 4,
  PODSTAWOWY_PIEC: 5,
  PODSTAWOWY_SZESC: 6,
  PODSTAWOWY_SIEDEM: 7,
  PODSTAWOWY_OSIEM: 8,
  SREDNI_JEDEN: 9,
  SREDNI_DWA: 10,
  SREDNI_TRZY: 11,
  SREDNI_CZTERY: 12,
  SREDNI_PIEC: 13,
  STUDIA: 14,
};

/** Comparator for `Array.prototype.sort`: lower school levels first. */
export function compareLevels(a: Level, b: Level): number {
  return LEVEL_ORDER[a] - LEVEL_ORDER[b];
}

export const EXAM_LEVEL_LABELS: Record<ExamLevel, string> = {
  MATURA_ROZSZERZONA: 'Matura rozszerzona',
  MAUTURA_PODSTAWOWA: 'Matura podstawowa',
  PODSTAWOWKA: 'Podstawówka',
};

export const SOURCE_TYPE_LABELS: Record<SourceType, string> = {
  NOTATKA: 'Notatka',
  ROZPRAWKA: 'Rozprawka',
  ROZWIAZANE_ZADANIA: 'Rozwiązane zadania',
  SPRAWDZIAN: 'Sprawdzian',
  YOUTUBE: 'YouTube',
};

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  DOCX: 'Dokument Word',
  IMAGE: 'Zdjęcie',
  PDF: 'PDF',
  TXT: 'Plik tekstowy',
  VOICE: 'Nagranie głosowe',
};

export const ESSAY_MODE_LABELS: Record<EssayMode, string> = {
  FULL: 'Pełna rozprawka',
  STRUCTURE: 'Struktura',
  HELPER: 'Teksty pomocnicze',
  FROM_REVEW: 'Rozprawka z recenzji',
};

export const SEGMENT_TYPE_LABELS: Record<SegmentType, string> = {
  WSTEP: 'Wstęp',
  ARGUMENT: 'Argument',
  KONTEKST: 'Kontekst',
  ZAKONCZENIE: 'Zakończenie',
};

export const ESSAY_LANGUAGE_LEVEL_LABELS: Record<EssayLanguageLevel, string> = {
  PROSTSZY: 'Prostszy',
  STANDARDOWY: 'Standardowy',
  ZAAWANSOWANY: 'Zaawansowany',
};

export const TEXT_ACTION_LABELS: Record<TextAction, string> = {
  EASIER_LANGUAGE: 'Uprość język',
  FIX_GRAMMAR: 'Popraw gramatykę',
  GENERATE_TEXT: 'Wygeneruj tekst',
  HARDER_LANGUAGE: 'Użyj trudniejszego języka',
  IMPROVE: 'Ulepsz tekst',
  MAKE_LONGER: 'Wydłuż',
  MAKE_SHORTER: 'Skróć',
  REWRITE: 'Napisz inaczej',
};

export const QUIZ_DETAIL_SCALE_LABELS: Record<QuizDetailScale, string> = {
  PROSTSZY: 'Prostszy',
  NORMALNY: 'Normalny',
  TRUDNIEJSZY: 'Trudniejszy',
};

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  OTWARTE: 'Otwarte',
  ZAMKNIETE: 'Zamknięte',
};

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  PRACTICE: 'Praktyka',
  THEORY: 'Teoria',
};

export const TUTOR_DETAIL_LEVEL_LABELS: Record<TutorDetailLevel, string> = {
  NORMAL: 'Podstawowy',
  PRECISE: 'Dokładny',
};

export const WORD_BASE_SESSION_TYPE_LABELS: Record<WordBaseSessionType, string> = {
  EXERCISE: 'Ćwiczenia',
  WORD: 'Słówka',
};

export const FLASHCARD_KIND_LABELS: Record<FlashcardKind, string> = {
  Language: 'Język obcy',
  Other: 'Inne',
};

export const WORD_RATING_LABELS: Record<WordRating, string> = {
  NIE_WIEM: 'Nie wiem',
  TRUDNE: 'Trudne',
  WIEM: 'Wiem',
  LATWE: 'Łatwe',
};

export const EXERCISE_KIND_LABELS: Record<ExerciseKind, string> = {
  LUKA: 'Uzupełnij lukę',
  TLUMACZENIE: 'Przetłumacz',
  FORMA: 'Wybierz formę',
  ZDANIE: 'Ułóż zdanie',
};

export const PLAN_ACTION_LABELS: Record<PlanAction, string> = {
  BUY: 'Kup teraz',
  CURRENT: 'Obecny plan',
  DISABLED: 'Niedostępny',
  UPGRADE: 'Rozszerz plan',
  FREE_TIER: 'Darmowy okres próbny',
};

export const BILLING_INTERVAL_LABELS: Record<BillingInterval, string> = {
  month: '1 miesiąc',
  month_3: '3 miesiące',
  month_12: '12 miesięcy',
};

/**
 * The consent every order carries (the checkbox's label, stored with the order on the server): the
 * digital service starts before the 14 days to withdraw are over (art. 15 ust. 3 ustawy o prawach
 * konsumenta), so a buyer who withdraws pays for the time used until then (art. 35).
 */
export const START_NOW_CONSENT_TEXT =
  'Chcę, aby usługa zaczęła działać od razu, przed upływem 14 dni na odstąpienie od umowy. Jeśli od umowy odstąpię, zapłacę za okres korzystania z usługi do chwili odstąpienia.';

/** Adverbs that follow a limit value, e.g. "10 dziennie". */
export const LIMIT_INTERVAL_LABELS: Record<LimitInterval, string> = {
  DAY: 'dziennie',
  MONTH: 'miesięcznie',
  YEAR: 'rocznie',
};

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Administrator',
  USER_FREE: 'Użytkownik bezpłatny',
  USER_PAID: 'Użytkownik z subskrypcją',
};

/** Where an account stands in onboarding (spec point 2), as the admin's lists show it. */
export const ONBOARDING_STATUS_LABELS: Record<OnboardingStatus, string> = {
  COMPLETED: 'Gotowe',
  PENDING_PHONE: 'Czeka na numer telefonu',
  PENDING_SMS_VERIFICATION: 'Czeka na kod SMS',
  PENDING_QUESTIONS: 'Czeka na ankietę',
  PENDING_SUBSCRIPTION: 'Czeka na wybór planu',
  PENDING_USAGE: 'Czeka na pierwsze użycie',
  PENDING_VERIFICATION: 'Czeka na potwierdzenie e-maila',
  PASTDUE_INVOICE: 'Zaległa płatność',
};

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  Active: 'Aktywna',
  Canceled: 'Anulowana',
  Incomplete: 'Niedokończona',
  IncompleteExpired: 'Wygasła przed opłaceniem',
  PastDue: 'Zaległa płatność',
  Paused: 'Wstrzymana',
  Trialing: 'Okres próbny',
  Unpaid: 'Nieopłacona',
};

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Szkic',
  open: 'Do zapłaty',
  paid: 'Opłacona',
  uncollectible: 'Nieściągalna',
  void: 'Anulowana',
};

export const AI_LIMIT_FEATURE_LABELS: Record<AiLimitFeature, string> = {
  AI_TUTORING: 'Korepetycje AI',
  QUIZ_GENERATION: 'Generowanie quizów',
  AI_NOTE_GENERATION: 'Generowanie notatek AI',
};

/** Names of the limited actions, as shown on plans and in usage ("Wiadomości w czacie: 12 / 30"). */
export const USAGE_ACTION_LABELS: Record<UsageAction, string> = {
  CHAT_MESSAGE: 'Wiadomości w czacie',
  AI_NOTE_GENERATION: 'Notatki AI',
  NOTE_ACTION: 'Poprawki tekstu przez AI',
  AI_TUTORING: 'Korepetycje AI',
  QUIZ_GENERATION: 'Quizy AI',
  ROZPRAWKA: 'Rozprawki AI',
  ROZPRAWKA_REVIEW: 'Sprawdzanie rozprawek',
  TEST_SOLVER: 'Rozwiązywanie sprawdzianów',
  WORDBASE: 'Bazy słówek',
  TRANSCRIPTION: 'Transkrypcje nagrań',
};

export const TEST_SOLVER_STATE_LABELS: Record<TestSolverState, string> = {
  UPLOADING: 'Odczytywanie',
  UPLOAD_FAILED: 'Nie udało się odczytać',
  SOLVING: 'Rozwiązywanie',
  SOLVING_FAILED: 'Nie udało się rozwiązać',
  SOLVED: 'Rozwiązany',
  DEFAULT: 'Nowy',
};

export const ZADANIE_STATE_LABELS: Record<ZadanieState, string> = {
  PENDING: 'Czeka',
  SOLVING: 'Rozwiązywanie',
  SOLVED: 'Rozwiązane',
  FAILED: 'Nie udało się',
  SKIPPED: 'Pominięte',
};

export const ZADANIE_TYPE_LABELS: Record<ZadanieType, string> = {
  ZAMKNIETE: 'Zamknięte',
  OBLICZENIOWE: 'Obliczeniowe',
  OTWARTE: 'Otwarte',
};

export const ZADANIE_CHECK_LABELS: Record<ZadanieCheck, string> = {
  ZGODNE: 'Wynik sprawdzony',
  NIEZGODNE: 'Sprawdź ten wynik',
  NIESPRAWDZONE: 'Wynik niesprawdzony',
};
