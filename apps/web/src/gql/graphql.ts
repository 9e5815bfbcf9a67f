/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddLimitToPlanInput = {
  /** Limit, którego ustawienia się kopiuje. */
  limitId: string | number;
  /** Plan, który dostaje taki sam limit. */
  planId: string | number;
};

export type AdminPodrecznikiInput = {
  /** Podręczników na stronę: 1–50 (domyślnie 20). */
  limit?: number | null | undefined;
  /** Strona od 1 (domyślnie 1). */
  page?: number | null | undefined;
  /** Tylko ten przedmiot (bez niego: wszystkie). */
  przedmiot?: Przedmiot | null | undefined;
  /** Fragment tytułu albo numeru ISBN (do 200 znaków). */
  szukaj?: string | null | undefined;
};

export type AdminTematyInput = {
  poziom: Poziom;
  przedmiot: Przedmiot;
};

/** Poziom szczegółowości korepetytora: NORMAL – Podstawowy, PRECISE – Dokładny. */
export type AiTutorDetailLevel =
  | 'NORMAL'
  | 'PRECISE';

/**
 * Czego uczy korepetytor: TOPIC – tematu z podstawy programowej, CHAPTER – rozdziału podręcznika z
 * biblioteki, MATERIALS – materiałów ucznia.
 */
export type AiTutorOrigin =
  | 'CHAPTER'
  | 'MATERIALS'
  | 'TOPIC';

/**
 * Stan sesji z korepetytorem (pisownia stanów wypracowania): INITIAL – trwa nauka, FINALIZATION –
 * powstaje quiz kończący sesję, FINALIZATION_FAILED – quizu nie udało się przygotować, FINISHED – quiz
 * rozwiązany.
 */
export type AiTutorSessionState =
  | 'FINALIZATION'
  | 'FINALIZATION_FAILED'
  | 'FINISHED'
  | 'INITIAL';

export type AitutoringAiTutorInput = {
  detailLevel?: AiTutorDetailLevel | null | undefined;
  /** Rozdział opublikowanego podręcznika z biblioteki. */
  rozdzialId?: string | number | null | undefined;
  /** Zestaw materiałów ucznia (updateSources z action AITUTOR). */
  sourcesId?: string | number | null | undefined;
  /** Temat z podstawy programowej (dokładnie jedno z: tematId, rozdzialId, sourcesId). */
  tematId?: string | number | null | undefined;
  /** Uwaga dla korepetytora (do 500 znaków), np. „nie rozumiem dowodów”. */
  userComment?: string | null | undefined;
};

/** Odpowiedzi na pytania onboardingu, wysyłane razem po ostatnim kroku. */
export type AnswerOnboardingQuestionInput = {
  /**
   * Od 0 do 3 egzaminów, pasujących do klasy: w klasach 7–8 tylko egzamin ósmoklasisty, w liceum i
   * technikum tylko matura, w klasach 1–6 i na studiach żaden.
   */
  egzaminy: Array<CkePoziom>;
  /** Tylko studia (tam wymagany): kierunek studiów, do 100 znaków. */
  kierunek?: string | null | undefined;
  /** Tylko studia: do 20 kursów — identyfikatory tematów poziomu STUDIA z zaznaczonych dziedzin. */
  kursy?: Array<string | number> | null | undefined;
  /** Tylko technikum: symbol kwalifikacji zawodowej — trzy litery, kropka, dwie cyfry (np. „INF.03”). */
  kwalifikacja?: string | null | undefined;
  /**
   * Liceum i technikum: poziom matury z każdego zdawanego przedmiotu spośród `przedmioty` (przedmiot
   * niezdawany się pomija). Podane zastępuje `egzaminy` zbiorem wynikających z nich poziomów.
   */
  maturaPoziomy?: Array<MaturaPrzedmiotInput> | null | undefined;
  poziom: Poziom;
  /** Od 1 do 14 przedmiotów, tylko nauczanych w tej klasie (na studiach: dziedziny kursów). */
  przedmioty: Array<Przedmiot>;
  /**
   * Klasy 1–4 szkoły średniej: liceum albo technikum (klasa 5 to zawsze technikum). Nieobowiązkowe;
   * bez niego klasa liczy się jak liceum.
   */
  typSzkoly?: TypSzkoly | null | undefined;
  /** Tylko studia: co czeka studenta (sesja albo kolokwium); pominięte, gdy nic. */
  zaliczenie?: Zaliczenie | null | undefined;
};

export type AssignUserSubInput = {
  /** month (domyślnie), month_3 albo month_12. */
  billingInterval?: string | null | undefined;
  /** Do kiedy; pominięte — bez końca. Musi być w przyszłości. */
  expiresAt?: string | null | undefined;
  planId: string | number;
  userId: string | number;
};

/** Rodzaj książki w bibliotece: PODRECZNIK (podręcznik z tekstem i zadaniami), ZBIOR_ZADAN (zbiór zadań). */
export type BookType =
  | 'PODRECZNIK'
  | 'ZBIOR_ZADAN';

export type CalculatePreviewInput = {
  planId: string | number;
};

export type CancelSubscriptionInput = {
  /** true — subskrypcja kończy się z końcem opłaconego okresu; false — cofnięcie anulowania. */
  cancelAtPeriodEnd: boolean;
};

export type ChangeEmailInput = {
  /** Nowy adres e-mail; dostanie kod potwierdzający. */
  email: string;
  /** Obecne hasło (pomijane, gdy konto nie ma hasła). */
  password?: string | null | undefined;
};

export type ChangePasswordInput = {
  /** Obecne hasło (pomijane, gdy konto nie ma jeszcze hasła). */
  currentPassword?: string | null | undefined;
  newPassword: string;
};

export type CheckZadanieAnswerInput = {
  /** Odpowiedź ucznia (do 500 znaków); w zadaniu zamkniętym litera albo treść odpowiedzi. */
  answer: string;
  /** Zadanie z biblioteki albo własne zadanie ucznia, już rozwiązane. */
  id: string | number;
};

/** Stan zamówienia: open — czeka na potwierdzenie płatności, paid — opłacone i przyznane, expired — bez płatności. */
export type CheckoutState =
  | 'expired'
  | 'open'
  | 'paid';

/** Poziom egzaminu: matura rozszerzona, matura podstawowa (pisownia z kontraktu), egzamin ósmoklasisty. */
export type CkePoziom =
  | 'MATURA_ROZSZERZONA'
  | 'MAUTURA_PODSTAWOWA'
  | 'PODSTAWOWKA';

export type ConfirmEmailChangeInput = {
  /** Sześciocyfrowy kod z e-maila. */
  code: string;
  /** Nowy adres, na który przyszedł kod. */
  email: string;
};

/**
 * Rodzaj treści: PRACTICE – zadania obliczeniowe ze sprawdzalnym wynikiem (matematyka i przedmioty
 * ścisłe), THEORY – pytania o wiedzę.
 */
export type ContentType =
  | 'PRACTICE'
  | 'THEORY';

export type ContinueaitutoringAiTutorInput = {
  aiTutorTematId: string | number;
};

export type ConversationEventsInput = {
  workspaceId: string | number;
};

export type ConversationIntentInput = {
  actionType?: string | null | undefined;
  conversationType: ConversationType;
  /** Opis zamiaru po polsku (do 300 znaków). */
  message?: string | null | undefined;
  /** Dowolna etykieta klienta (do 60 znaków), np. `quick-action`. */
  type?: string | null | undefined;
};

/** Rodzaj rozmowy. */
export type ConversationType =
  | 'DEFAULT'
  | 'ROZPRAWKA'
  | 'ROZPRAWKA_REVIEW'
  | 'TEST_SOLUTION'
  | 'VALIDATION_FAILED'
  | 'ZADANIE';

/** Poprawiona rozprawka (FROM_REVEW) z ocenionej pracy i jej oceny. */
export type ConvertreviewtorozprawkaInput = {
  /** Id oceny (RozprawkaAiReview). */
  id: string | number;
  liczbaArgumentow?: number | null | undefined;
  poziomJezyka?: PoziomJezyka | null | undefined;
};

/** Co skopiować i dokąd. */
export type CopySharedItemInput = {
  token: string;
  /** Przestrzeń ucznia, do której trafi kopia. */
  workspaceId: string | number;
};

export type CreateAdditionalLimitInput = {
  action: UsageAction;
  /** Dodatkowe użycia: 1–1 000 000. */
  additionalLimit: number;
  /** Do kiedy obowiązuje; pominięte — bez końca. */
  expiresAt?: string | null | undefined;
  /** Nazwa widoczna dla ucznia, np. „Prezent: 50 wiadomości”. */
  name: string;
  /** Cena w złotych; 0 (domyślnie) — prezent. */
  price?: number | null | undefined;
  userId: string | number;
};

export type CreateLimitInput = {
  action: UsageAction;
  /** Domyślnie nazwa czynności. */
  label?: string | null | undefined;
  /** Liczba użyć w okresie; wymagana dla NUMBER (0–1 000 000), inaczej pomijana. */
  limit?: number | null | undefined;
  /** Domyślnie np. „30 dziennie” z wartości limitu. */
  limitDisplay?: string | null | undefined;
  limitInterval?: LimitInterval | null | undefined;
  limitType: LimitType;
  planId: string | number;
  visible?: boolean | null | undefined;
};

/** Ceny w złotych (najwyżej dwa miejsca po przecinku, nie ujemne). */
export type CreatePlanInput = {
  description?: string | null | undefined;
  freeTier?: boolean | null | undefined;
  name: string;
  price: number;
  price3m: number;
  price12m: number;
  /** Domyślnie ukryty: plan pokazuje się uczniom dopiero, gdy administrator go odsłoni. */
  visible?: boolean | null | undefined;
};

/** Nowy podręcznik biblioteki: powstaje ukryty, publikuje go `updatepodrecznik(visible: true)`. */
export type CreatePodrecznikInput = {
  authors?: Array<string> | null | undefined;
  /** 13-cyfrowy ISBN (z kreskami albo bez), niepowtarzalny. */
  isbn?: string | null | undefined;
  /** Klasa od 1 do 8. */
  klasa?: number | null | undefined;
  poziom: Poziom;
  przedmiot: Przedmiot;
  /** Tytuł (do 200 znaków). */
  title: string;
  /** Podręcznik albo zbiór zadań; domyślnie PODRECZNIK. */
  type?: BookType | null | undefined;
  wydawnictwo?: string | null | undefined;
};

/** Zaczyna podejście do quizu albo zwraca niezakończone (wznowienie). */
export type CreateQuizResultInput = {
  /** Tryb nauki: wynik po każdej odpowiedzi (domyślnie). false – tryb sprawdzianu. */
  instantFeedback?: boolean | null | undefined;
  quizWorkspaceId: string | number;
};

/** Podaj plik, tekst albo link do filmu z YouTube (dokładnie jedno). */
export type CreateUserDocInput = {
  /** PDF, DOCX, TXT, zdjęcie lub nagranie; domyślnie do 25 MB. */
  file?: File | null | undefined;
  /** Nazwa materiału (do 120 znaków); domyślnie nazwa pliku, początek tekstu albo tytuł filmu. */
  name?: string | null | undefined;
  /** Czym jest materiał; domyślnie NOTATKA (film z YouTube zawsze YOUTUBE). */
  sourceType?: SourceType | null | undefined;
  /** Wklejony tekst (do 200 000 znaków). */
  text?: string | null | undefined;
  workspaceId: string | number;
  /** Link do publicznego filmu z YouTube z napisami. */
  youtubeUrl?: string | null | undefined;
};

export type CreateWorkspaceInput = {
  /** Własna nazwa (do 80 znaków); domyślnie nazwa tematu. */
  name?: string | null | undefined;
  /**
   * Temat z podstawy programowej (`id` z `getbyprzedmiotandpoziom`); zamiast niego można podać
   * `wlasnyTemat`.
   */
  tematId?: string | number | null | undefined;
  /** DEFAULT (domyślnie) albo GENERAL; pozostałe rodzaje tworzą narzędzia. */
  type?: WorkspaceType | null | undefined;
  /** Własny temat ucznia, gdy żaden z listy nie pasuje (zamiast `tematId`). */
  wlasnyTemat?: WlasnyTematInput | null | undefined;
};

export type DeleteAccountInput = {
  /** Sześciocyfrowy kod z SMS-a (`sendDeleteAccountCode`): wymagany, gdy konto nie ma hasła. */
  code?: string | null | undefined;
  /** Hasło konta: wymagane, gdy konto ma hasło. */
  password?: string | null | undefined;
};

export type DeleteAiNoteInput = {
  id: string | number;
};

export type DeleteAiTutorInput = {
  id: string | number;
};

export type DeleteConversationWorkspaceInput = {
  id: string | number;
  workspaceId?: string | number | null | undefined;
};

export type DeletePodrecznikInput = {
  id: string | number;
};

export type DeleteQuizWorkspaceInput = {
  id: string | number;
};

export type DeleteRozprawkaAiInput = {
  id: string | number;
};

export type DeleteRozprawkaAiReviewInput = {
  id: string | number;
};

export type DeleteTestSolverInput = {
  id: string | number;
};

export type DeleteUserDocInput = {
  id: string | number;
};

export type DeleteUserSubInput = {
  id: string | number;
};

/** Usuwa bazę (da się cofnąć: `undo: true` przywraca). */
export type DeleteWordBaseInput = {
  id: string | number;
  undo?: boolean | null | undefined;
};

/** Wystarczy jedno z pól; jeśli podano oba, muszą się zgadzać. */
export type DeleteWorkspaceInput = {
  id?: string | number | null | undefined;
  workspaceId?: string | number | null | undefined;
};

/** Stan dokumentu: UPLOADING → SOLVING (odczyt tekstu) → SOLVED, albo UPLOAD_FAILED / SOLVING_FAILED. */
export type DocumentState =
  | 'SOLVED'
  | 'SOLVING'
  | 'SOLVING_FAILED'
  | 'UPLOADING'
  | 'UPLOAD_FAILED';

/** Rodzaj dokumentu, rozpoznany po zawartości pliku (nie po nazwie). */
export type DocumentType =
  | 'DOCX'
  | 'IMAGE'
  | 'PDF'
  | 'TXT'
  | 'VOICE';

/** Bez `id` tworzy nową notatkę użytkownika w przestrzeni; z `id` zmienia istniejącą. */
export type EditnoteInput = {
  /** Treść w Markdownie (do 100 000 znaków). */
  content: string;
  id?: string | number | null | undefined;
  /** Tytuł (1–120 znaków). */
  name: string;
  workspaceId: string | number;
};

/**
 * Rodzaj ćwiczenia: LUKA – uzupełnij lukę, TLUMACZENIE – przetłumacz zdanie, FORMA – wybierz
 * poprawną formę, ZDANIE – ułóż zdanie ze słowem.
 */
export type ExerciseKind =
  | 'FORMA'
  | 'LUKA'
  | 'TLUMACZENIE'
  | 'ZDANIE';

/** Nowa baza ze słów wybranych przez AI z materiałów (zestaw z `updateSources`, akcja WORDBASE). */
export type ExtractwordbaseInput = {
  /** Ile słów: 5–50 (domyślnie 20). */
  count?: number | null | undefined;
  languageCode?: string | null | undefined;
  name?: string | null | undefined;
  sourcesId: string | number;
  type: FlashcardKind;
  workspaceId: string | number;
};

export type FinishAiTutorTematSessionInput = {
  id: string | number;
};

/**
 * Rodzaj bazy: Language – słowo ↔ tłumaczenie w wybranym języku; Other – pojęcie ↔ definicja
 * (dowolny przedmiot).
 */
export type FlashcardKind =
  | 'Language'
  | 'Other';

export type GeneratePaymentLinkInput = {
  /** Kupowany dodatkowy limit (AddOnOffer.id) zamiast planu. */
  addOnId?: string | number | null | undefined;
  /**
   * Okres planu: month, month_3 albo month_12 (tekst, aby zły okres dostał polski komunikat). Przy
   * dodatku pomijany.
   */
  period?: string | null | undefined;
  /** Kupowany plan (albo addOnId — dokładnie jedno z nich). */
  planId?: string | number | null | undefined;
  /**
   * Zgoda kupującego na rozpoczęcie usługi przed upływem 14 dni na odstąpienie od umowy (wymagana,
   * zapisywana z zamówieniem).
   */
  startNowConsent: boolean;
};

/**
 * Z czego AI robi notatkę: z rozmowy (`conversationId`, opcjonalnie z jednej jej odpowiedzi
 * `botMessageId`) albo z błędów zakończonego podejścia do quizu (`quizResultId`, notatka QUIZ_GENERATED).
 */
export type GenerateainotatkaAiNoteInput = {
  botMessageId?: string | number | null | undefined;
  conversationId?: string | number | null | undefined;
  quizResultId?: string | number | null | undefined;
};

export type GenerateainotatkasessionInput = {
  /** Sesja z korepetytorem, z której rozmowy ma powstać notatka. */
  sessionId: string | number;
};

export type GenerateexplanationInput = {
  segmentId: string | number;
};

/**
 * Nowy quiz. Źródło to dokładnie jedno z: `sourcesId` (zestaw materiałów wybranych w
 * `updateSources` z akcją QUIZ), `lekturaId` (lektura) albo `rozdzialId` (rozdział podręcznika).
 */
export type GeneratequizInput = {
  detailScale: QuizDetailScale;
  lekturaId?: string | number | null | undefined;
  /** Liczba pytań: 5–30. */
  questionCount: number;
  /** Rodzaje pytań: zamknięte, otwarte albo oba. */
  questionTypes: Array<QuestionType>;
  rozdzialId?: string | number | null | undefined;
  sourcesId?: string | number | null | undefined;
  /** PRACTICE tylko w matematyce i przedmiotach ścisłych; domyślnie THEORY. */
  type?: ContentType | null | undefined;
  workspaceId: string | number;
};

/**
 * „Kolejny quiz” w tym samym ciągu: nowe pytania o części źródła, o które jeszcze nie pytano, z
 * naciskiem na błędy. Z `quizResultId` – „Powtórz błędy”: tylko pytania, na które odpowiedziano źle.
 */
export type GeneratequizcontinueInput = {
  detailScale?: QuizDetailScale | null | undefined;
  /** Liczba pytań: 5–30 (domyślnie jak w ostatnim quizie). */
  questionCount?: number | null | undefined;
  quizFlowId: string | number;
  quizResultId?: string | number | null | undefined;
};

/** Nowa rozprawka (FULL, STRUCTURE albo HELPER). Tryb FROM_REVEW zamawia się przez `convertreviewtorozprawka`. */
export type GeneraterozprawkaInput = {
  /** Lektury do wykorzystania (najwyżej 4); bez nich AI wybierze z lektur obowiązkowych egzaminu. */
  lektury?: Array<string | number> | null | undefined;
  /** Liczba argumentów: 2–4 (domyślnie 2). */
  liczbaArgumentow?: number | null | undefined;
  /** Dodatkowe wskazówki (do 500 znaków), np. „użyj kontekstu historycznego”. */
  polecenie?: string | null | undefined;
  poziom: CkePoziom;
  /** Domyślnie STANDARDOWY. */
  poziomJezyka?: PoziomJezyka | null | undefined;
  /** `polish` albo `english`. */
  przedmiot: Przedmiot;
  /** Temat (do 500 znaków). */
  temat: string;
  type: RozprawkaType;
  /** Przestrzeń rozprawki; bez niej – ogólna przestrzeń ucznia (ta sama co czatu do zadań). */
  workspaceId?: string | number | null | undefined;
};

/**
 * Stan generowania odpowiedzi w rozmowie: CREATED → MAIN_PENDING → MAIN_READY (INITIAL_* dla
 * rozmów, które zaczynają się od wiadomości wygenerowanej przez AI).
 */
export type GenerationState =
  | 'CREATED'
  | 'INITIAL_FAILED'
  | 'INITIAL_PENDING'
  | 'INITIAL_READY'
  | 'MAIN_PENDING'
  | 'MAIN_READY';

export type GenerativefunctionsegmentInput = {
  action: TextAction;
  segmentId: string | number;
  /** Przy GENERATE_TEXT: co dopisać. */
  text?: string | null | undefined;
};

export type GetActionSourcesInput = {
  action: SourcesAction;
  workspaceId: string | number;
};

/** Dni kalendarza warszawskiego RRRR-MM-DD, oba włącznie, najwyżej 366. */
export type GetActivityStatsInput = {
  from: string;
  to: string;
};

export type GetAdminAuditLogInput = {
  /** Wpisów na stronę: 1–100 (domyślnie 20). */
  limit?: number | null | undefined;
  page?: number | null | undefined;
  /** Tylko zmiany tego planu, limitu, subskrypcji albo dokupionego limitu. */
  targetId?: string | number | null | undefined;
};

export type GetAggregatedUsageInput = {
  /** Tylko wywołania tej akcji (np. CHAT_MESSAGE). */
  action?: string | null | undefined;
  /** Tylko wywołania tego modelu. */
  model?: string | null | undefined;
  range?: StatsRangeInput | null | undefined;
  /** Tylko wywołania tego użytkownika. */
  userId?: string | number | null | undefined;
};

export type GetAiNoteByIdInput = {
  id: string | number;
};

export type GetAiNoteByWorkspaceIdInput = {
  workspaceId: string | number;
};

export type GetAiTutorByIdInput = {
  id: string | number;
};

export type GetAllSubscriptionsInput = {
  /** Subskrypcji na stronę: 1–100 (domyślnie 20). */
  limit?: number | null | undefined;
  /** Strona od 1 (domyślnie 1). */
  page?: number | null | undefined;
  planId?: string | number | null | undefined;
  status?: SubStatus | null | undefined;
  userId?: string | number | null | undefined;
};

export type GetBooksByTitleInput = {
  przedmiot?: Przedmiot | null | undefined;
  /** Fragment tytułu albo numer ISBN (z kreskami lub bez), 2–200 znaków. */
  title: string;
};

export type GetBooksInput = {
  klasa?: number | null | undefined;
  /** Książek na stronę: 1–50 (domyślnie 20). */
  limit?: number | null | undefined;
  /** Strona od 1 (domyślnie 1). */
  page?: number | null | undefined;
  przedmiot?: Przedmiot | null | undefined;
};

export type GetConversationWorkspaceByIdInput = {
  id: string | number;
  workspaceId?: string | number | null | undefined;
};

export type GetFileUrlInput = {
  fileId: string | number;
};

export type GetLatestDataInput = {
  /** Ile ostatnio używanych przestrzeni zwrócić (1–20, domyślnie 6). */
  limit?: number | null | undefined;
};

export type GetLekturyInput = {
  /** Tylko lektury szkoły podstawowej (`PODSTAWOWKA`) albo liceum (`MATURA_*`). */
  ckePoziom?: CkePoziom | null | undefined;
  /** Fragment tytułu lub autora (bez względu na wielkość liter), najwyżej 100 znaków. */
  search?: string | null | undefined;
};

export type GetLibraryRagDocumentsInput = {
  poziom?: Poziom | null | undefined;
  przedmiot?: Przedmiot | null | undefined;
};

export type GetPaginatedZadanieByRelationIdInput = {
  /** Zadań na stronę: 1–100 (domyślnie 50). */
  limit?: number | null | undefined;
  /** Strona od 1 (domyślnie 1). */
  page?: number | null | undefined;
  /** Id sprawdzianu. */
  relationId: string | number;
};

export type GetPodrBookByIdInput = {
  id: string | number;
};

export type GetQuizFlowByWorkspaceIdInput = {
  workspaceId: string | number;
};

export type GetQuizResultByIdInput = {
  id: string | number;
};

export type GetQuizWorkspaceByIdInput = {
  id: string | number;
};

export type GetQuizWorkspaceByWorkspaceIdInput = {
  workspaceId: string | number;
};

export type GetRozprawkaAiByIdInput = {
  id: string | number;
};

export type GetRozprawkaAiByWorkspaceIdInput = {
  /** Bez przestrzeni – wszystkie rozprawki ucznia. */
  workspaceId?: string | number | null | undefined;
};

export type GetRozprawkaAiReviewByIdInput = {
  id: string | number;
};

export type GetRozprawkaAiReviewByWorkspaceIdInput = {
  /** Bez przestrzeni – wszystkie oceny ucznia. */
  workspaceId?: string | number | null | undefined;
};

export type GetSegmentRewritesInput = {
  segmentId: string | number;
};

export type GetTestSolverByIdInput = {
  id: string | number;
};

export type GetTestSolverByWorkspaceIdInput = {
  /** Bez przestrzeni – wszystkie sprawdziany ucznia. */
  workspaceId?: string | number | null | undefined;
};

export type GetUsageInput = {
  /** Wyników na stronie, 1–100 (domyślnie 20). */
  limit?: number | null | undefined;
  /** Strona od 1 (domyślnie 1). */
  page?: number | null | undefined;
  range?: StatsRangeInput | null | undefined;
  /** Tylko ten użytkownik; bez niego — użytkownicy od najdroższego. */
  userId?: string | number | null | undefined;
};

export type GetUserByIdInput = {
  id: string | number;
};

export type GetUserDocByIdInput = {
  id: string | number;
};

export type GetUserDocByWorkspaceIdInput = {
  workspaceId: string | number;
};

export type GetUsersInput = {
  /**
   * Plan: true — tylko konta na planie darmowym (bez subskrypcji w mocy), false — tylko konta z
   * subskrypcją w mocy (opłaconą w Stripe albo przyznaną przez administratora). Rola tego nie mówi:
   * zakup ani przyznanie planu jej nie zmienia.
   */
  isFreeSub?: boolean | null | undefined;
  /** Liczba wyników na stronie (1–100). */
  limit?: number | null | undefined;
  /** Tylko na tym etapie wdrożenia. */
  onboardingStatus?: OnboardingStatus | null | undefined;
  /** Numer strony, od 1. */
  page?: number | null | undefined;
  /** Tylko z tą rolą (np. USER_PAID — z płatnym planem). */
  role?: Role | null | undefined;
  /** Fragment e-maila, telefonu, imienia lub nazwiska. */
  search?: string | null | undefined;
};

export type GetWordBaseByIdInput = {
  id: string | number;
};

/** Ile baz zwrócić: 1–100 (domyślnie 100), od najnowszej. */
export type GetWordBaseByUserIdInput = {
  limit?: number | null | undefined;
};

export type GetWordBaseByWorkspaceIdInput = {
  /** Także usunięte (do cofnięcia). */
  includeDeleted?: boolean | null | undefined;
  workspaceId: string | number;
};

export type GetWordBaseSessionByIdInput = {
  id: string | number;
};

export type GetWordBaseSessionByWordBaseIdInput = {
  wordBaseId: string | number;
};

export type GetWorkspaceByIdInput = {
  workspaceId: string | number;
};

export type GetbookbyidInput = {
  id: string | number;
};

export type GetbyprzedmiotandpoziomInput = {
  poziom: Poziom;
  przedmiot: Przedmiot;
};

export type GetpodrecznikbyprzedmiotandpoziomInput = {
  poziom: Poziom;
  przedmiot: Przedmiot;
};

export type GettematdataInput = {
  aiTutorTematId: string | number;
};

/** Plik PDF podręcznika do zaimportowania (tylko prawdziwy PDF, do limitu rozmiaru plików). */
export type ImportPodrecznikPdfInput = {
  file: File;
  podrecznikId: string | number;
};

/** Rodzaj integracji z zewnętrzną usługą. */
export type IntegrationType =
  | 'GOOGLE_DRIVE';

/** Status faktury w Stripe. */
export type InvoiceStatus =
  | 'draft'
  | 'open'
  | 'paid'
  | 'uncollectible'
  | 'void';

/** Okres, w którym liczą się użycia; zaczyna się o 00:00 czasu polskiego (dnia, 1. dnia miesiąca, 1 stycznia). */
export type LimitInterval =
  | 'DAY'
  | 'MONTH'
  | 'YEAR';

/** Rodzaj limitu: NONE — funkcja niedostępna, NUMBER — określona liczba użyć w okresie, UNLIMITED — bez limitu. */
export type LimitType =
  | 'NONE'
  | 'NUMBER'
  | 'UNLIMITED';

export type LlmStreamEventType =
  | 'DELTA'
  | 'DONE'
  | 'ERROR'
  /** Stan odpowiedzi w chwili podłączenia (także po przeładowaniu strony). */
  | 'SNAPSHOT';

export type LlmStreamInput = {
  conversationId: string | number;
};

export type LoginInput = {
  email: string;
  password: string;
};

export type LogoutInput = {
  /** Wyloguj ze wszystkich urządzeń (domyślnie tylko z bieżącego). */
  everywhere?: boolean | null | undefined;
};

/** Poziom, na którym uczeń zdaje maturę z przedmiotu. */
export type MaturaPoziom =
  | 'PODSTAWOWA'
  | 'ROZSZERZONA';

/** Przedmiot maturalny z poziomem, na którym uczeń go zdaje. */
export type MaturaPrzedmiotInput = {
  poziom: MaturaPoziom;
  przedmiot: Przedmiot;
};

/** Rodzaj wiadomości ucznia. */
export type MessageType =
  | 'AITUTOR_INSTRUCTION'
  | 'INITIAL_GENERATED_MESSAGE'
  | 'QUOTE'
  | 'USER_MESSAGE';

export type NewAiNoteInput = {
  workspaceId: string | number;
};

export type NewPasswordInput = {
  /** Sześciocyfrowy kod z e-maila. */
  code: string;
  email: string;
  password: string;
};

export type NewQuizFlowInput = {
  workspaceId: string | number;
};

export type NewQuizWorkspaceInput = {
  workspaceId: string | number;
};

export type NewRozprawkaAiInput = {
  /** Tylko ta rozprawka. */
  id?: string | number | null | undefined;
  /** Tylko rozprawki tej przestrzeni. */
  workspaceId?: string | number | null | undefined;
};

export type NewRozprawkaAiReviewInput = {
  id?: string | number | null | undefined;
  workspaceId?: string | number | null | undefined;
};

export type NewTestSolverInput = {
  id?: string | number | null | undefined;
  workspaceId?: string | number | null | undefined;
};

export type NewWordBaseInput = {
  workspaceId: string | number;
};

/** Pochodzenie notatki. */
export type NoteOrigin =
  | 'CONVERSATION_GENERATED'
  | 'CONVERSATION_GENERATED_BLANK'
  | 'QUIZ_GENERATED'
  | 'USER_GENERATED';

/**
 * Poprawka tekstu przez AI: całej notatki (`id` bez `text` – wynik jest od razu zapisany) albo
 * zaznaczonego fragmentu (`text` – wynik wraca do wstawienia, notatka się nie zmienia).
 * Przy GENERATE_TEXT `text` to polecenie, co napisać.
 */
export type NoteactionInput = {
  action: TextAction;
  id: string | number;
  text?: string | null | undefined;
};

/** Etap wdrożenia (onboardingu) użytkownika; wymusza przekierowania opisane w specyfikacji (punkt 2). */
export type OnboardingStatus =
  | 'COMPLETED'
  | 'PASTDUE_INVOICE'
  | 'PENDING_PHONE'
  | 'PENDING_QUESTIONS'
  | 'PENDING_SMS_VERIFICATION'
  | 'PENDING_SUBSCRIPTION'
  | 'PENDING_USAGE'
  | 'PENDING_VERIFICATION';

export type PaginateConversationWorkspaceByWorkspaceIdInput = {
  limit?: number | null | undefined;
  order?: SortOrder | null | undefined;
  page?: number | null | undefined;
  sort?: string | null | undefined;
  workspaceId: string | number;
};

/**
 * Przycisk przy planie dla zalogowanego użytkownika: BUY „Kup teraz”, CURRENT „Obecny plan”,
 * DISABLED „Niedostępny”, UPGRADE „Rozszerz plan”, FREE_TIER „Darmowy okres próbny”.
 */
export type PlanAction =
  | 'BUY'
  | 'CURRENT'
  | 'DISABLED'
  | 'FREE_TIER'
  | 'UPGRADE';

export type PodrChapterChangeInput = {
  deleted?: boolean | null | undefined;
  id: string | number;
  name?: string | null | undefined;
  number?: string | null | undefined;
  page?: number | null | undefined;
};

/** Gdzie jest import podręcznika z pliku PDF. */
export type PodrecznikImportState =
  /** Zapisywanie rozdziałów i podrozdziałów z ich zakresami stron i tekstem. */
  | 'CHAPTERS'
  /** Gotowe: podręcznik ma spis treści, a jego zadania są znalezione i rozwiązane (nadal ukryty, dopóki administrator go nie opublikuje). */
  | 'DONE'
  /** Wyszukiwanie zadań w tekście kolejnych podrozdziałów (AI). */
  | 'EXERCISES'
  /** Nieudany (powód w `error`). Przed zapisaniem rozdziałów nic z importu nie zostaje; później rozdziały i zapisane zadania zostają, a ponowienie idzie dalej od miejsca przerwania. */
  | 'FAILED'
  /** Spisu treści nie udało się odczytać: czeka na wpisanie go ręcznie (`setPodrecznikToc`). */
  | 'NEEDS_TOC'
  /** Czeka w kolejce. */
  | 'QUEUED'
  /** Czytanie tekstu kolejnych stron. */
  | 'READING'
  /** Rozwiązywanie znalezionych zadań przez AI (każde osobno). */
  | 'SOLVING'
  /** Szukanie spisu treści (zakładki PDF, a bez nich strony „Spis treści” czytane przez AI). */
  | 'TOC';

/** Rozdział spisu treści wpisanego ręcznie, z podrozdziałami. */
export type PodrecznikTocChapterInput = {
  name: string;
  page: number;
  subchapters: Array<PodrecznikTocSubchapterInput>;
};

/** Skąd pochodzi spis treści importu. */
export type PodrecznikTocSource =
  /** Strony „Spis treści” odczytane przez AI i sprawdzone. */
  | 'AI'
  /** Wpisany ręcznie przez administratora. */
  | 'MANUAL'
  /** Zakładki (konspekt) pliku PDF. */
  | 'OUTLINE';

/** Podrozdział spisu treści wpisanego ręcznie. */
export type PodrecznikTocSubchapterInput = {
  name: string;
  /** Strona pliku PDF, na której się zaczyna (od 1). */
  page: number;
};

/** Poziom nauczania: klasy 1–8 szkoły podstawowej, 1–4 liceum, 5 technikum, studia (kolejność 1–14). */
export type Poziom =
  | 'PODSTAWOWY_CZTERY'
  | 'PODSTAWOWY_DWA'
  | 'PODSTAWOWY_JEDEN'
  | 'PODSTAWOWY_OSIEM'
  | 'PODSTAWOWY_PIEC'
  | 'PODSTAWOWY_SIEDEM'
  | 'PODSTAWOWY_SZESC'
  | 'PODSTAWOWY_TRZY'
  | 'SREDNI_CZTERY'
  | 'SREDNI_DWA'
  | 'SREDNI_JEDEN'
  | 'SREDNI_PIEC'
  | 'SREDNI_TRZY'
  | 'STUDIA';

/** Poziom języka rozprawki: Prostszy, Standardowy, Zaawansowany. */
export type PoziomJezyka =
  | 'PROSTSZY'
  | 'STANDARDOWY'
  | 'ZAAWANSOWANY';

/** Przedmiot szkolny. Wartości zapisane dokładnie jak w kontrakcie (np. `infromatyka`). */
export type Przedmiot =
  | 'all'
  | 'biology'
  | 'chemistry'
  | 'english'
  | 'geography'
  | 'history'
  | 'hit'
  | 'infromatyka'
  | 'mathematics'
  | 'nature'
  | 'niemiecki'
  | 'physics'
  | 'polish'
  | 'wos';

/** Rodzaj pytania: otwarte (odpowiedź własnymi słowami albo wynik) lub zamknięte (wybór jednej odpowiedzi). */
export type QuestionType =
  | 'OTWARTE'
  | 'ZAMKNIETE';

/** Poziom trudności quizu: Normalny, Prostszy, Trudniejszy. */
export type QuizDetailScale =
  | 'NORMALNY'
  | 'PROSTSZY'
  | 'TRUDNIEJSZY';

export type ReindexLibraryBookInput = {
  podrecznikId: string | number;
};

export type RemoveLibraryRagDocumentInput = {
  id: string | number;
};

export type RemovePodrecznikCoverInput = {
  podrecznikId: string | number;
};

export type RenameConversationWorkspaceInput = {
  id: string | number;
  name: string;
};

export type ResendAuthCodeInput = {
  /** Adres konta czekającego na potwierdzenie: wymagany bez sesji. */
  email?: string | null | undefined;
};

export type ResetPasswordInput = {
  email: string;
};

/**
 * Ocena rozprawki: dokładnie jedno z `content` (wpisany lub wklejony tekst), `file` (zdjęcie lub PDF
 * pracy) albo `rozprawkaId` (rozprawka z Kredy).
 */
export type ReviewrozprawkaInput = {
  content?: string | null | undefined;
  /** Progi błędów dla uczniów z dysleksją (matura z polskiego). */
  dysleksja?: boolean | null | undefined;
  file?: File | null | undefined;
  poziom: CkePoziom;
  przedmiot: Przedmiot;
  rozprawkaId?: string | number | null | undefined;
  temat: string;
  /** Przestrzeń oceny; bez niej – ogólna przestrzeń ucznia. */
  workspaceId?: string | number | null | undefined;
};

export type RewritesegmentInput = {
  /** Co zmienić (do 500 znaków), np. „użyj innego przykładu z Lalki”. */
  instruction: string;
  segmentId: string | number;
};

/** Rola użytkownika. */
export type Role =
  | 'ADMIN'
  | 'USER_FREE'
  | 'USER_PAID';

/** Rodzaj fragmentu wskazanego w ocenie. */
export type RozprawkaCytatKind =
  | 'INNY'
  | 'INTERPUNKCYJNY'
  | 'JEZYKOWY'
  | 'MOCNA_STRONA'
  | 'ORTOGRAFICZNY'
  | 'RZECZOWY'
  | 'SPOJNOSC'
  | 'STYL';

/**
 * Stan rozprawki i oceny. Rozprawka: CREATED (w kolejce) → CREATING (AI pisze kolejne części) →
 * FINALIZATION (sprawdzanie tematu, faktów i liczby wyrazów) → FINISHED albo FINALIZATION_FAILED.
 * Ocena: CREATED → INITIAL (odczytywanie pracy ze zdjęcia lub PDF) → FINALIZATION_REVIEW (ocena
 * według kryteriów) → FINISHED albo FINALIZATION_REVIEW_FAILED. FINALIZED nie jest używany.
 * Przy stanach *_FAILED `error` mówi po polsku dlaczego, a limit wraca.
 */
export type RozprawkaState =
  | 'CREATED'
  | 'CREATING'
  | 'FINALIZATION'
  | 'FINALIZATION_FAILED'
  | 'FINALIZATION_REVIEW'
  | 'FINALIZATION_REVIEW_FAILED'
  | 'FINALIZED'
  | 'FINISHED'
  | 'INITIAL';

/**
 * Tryb pisania rozprawki (pisownia z kontraktu): FULL – cała rozprawka, STRUCTURE – sam plan,
 * HELPER – teksty pomocnicze do każdej części (bez gotowych akapitów), FROM_REVEW – poprawiona
 * wersja ocenionej rozprawki (`convertreviewtorozprawka`).
 */
export type RozprawkaType =
  | 'FROM_REVEW'
  | 'FULL'
  | 'HELPER'
  | 'STRUCTURE';

/**
 * Rodzaj uwagi do części rozprawki: SPRAWDZ_W_LEKTURZE – twierdzenie o lekturze, którego Kreda nie
 * mogła sprawdzić w tekście (sprawdź je, zanim użyjesz go na egzaminie); ODBIEGA_OD_TEMATU – część
 * odchodzi od tematu.
 */
export type RozprawkaUwagaKind =
  | 'ODBIEGA_OD_TEMATU'
  | 'SPRAWDZ_W_LEKTURZE';

export type SearchLibraryRagInput = {
  poziom?: Poziom | null | undefined;
  przedmiot?: Przedmiot | null | undefined;
  /** Pytanie testowe: 2–500 znaków. */
  question: string;
};

/** Część rozprawki: wstęp (z tezą), argument, kontekst, zakończenie. */
export type SegmentType =
  | 'ARGUMENT'
  | 'KONTEKST'
  | 'WSTEP'
  | 'ZAKONCZENIE';

export type SendSmsInput = {
  /**
   * Obecne hasło: wymagane w sesji przy dodawaniu lub zmianie numeru w ustawieniach, gdy konto ma
   * hasło (numer staje się sposobem logowania). W onboardingu i bez sesji pomijane.
   */
  password?: string | null | undefined;
  /** Numer telefonu; polski numer można podać bez prefiksu +48. */
  phone: string;
};

export type SendmessageInput = {
  conversationId: string | number;
  files?: Array<File> | null | undefined;
  message: string;
  /** Cytowany fragment, o który pyta uczeń. */
  quote?: string | null | undefined;
};

export type SetDailyStudyGoalInput = {
  /** Ile sesji dziennie: od 1 do 5. */
  dailyGoal: number;
};

/**
 * Okładka podręcznika: zdjęcie albo skan JPEG, PNG lub WebP (do limitu rozmiaru plików); zapisywana
 * wyprostowana, bez metadanych, najwyżej 480 × 680 px.
 */
export type SetPodrecznikCoverInput = {
  file: File;
  podrecznikId: string | number;
};

/** Spis treści importu czekającego na niego (NEEDS_TOC); strony rosną i mieszczą się w pliku. */
export type SetPodrecznikTocInput = {
  chapters: Array<PodrecznikTocChapterInput>;
  importId: string | number;
};

export type SetStudyRemindersInput = {
  /** true – przypominaj e-mailem o słówkach do powtórki; false – nie przypominaj. */
  enabled: boolean;
};

export type SetUserBlockedInput = {
  blocked: boolean;
  userId: string | number;
};

/** Rzecz ucznia do udostępnienia. */
export type ShareItemInput = {
  /** Id bazy słówek albo quizu ucznia. */
  id: string | number;
  kind: SharedKind;
};

/** Link podany kluczem. */
export type ShareTokenInput = {
  token: string;
};

/** Co można udostępnić kolegom z klasy linkiem: WORD_BASE (baza słówek), QUIZ (quiz z pytaniami). */
export type SharedKind =
  | 'QUIZ'
  | 'WORD_BASE';

export type SignUpInput = {
  email: string;
  /** 8–128 znaków, nie z listy popularnych haseł. */
  password: string;
};

export type SortOrder =
  | 'ASC'
  | 'DESC';

/** Czym jest pozycja zestawu materiałów. */
export type SourceItemType =
  /**
   * Temat korepetytora z gotową treścią i zadaniami (w przestrzeni korepetytora): z niego powstaje quiz
   * kończący sesję.
   */
  | 'AITUTOR_TEMAT'
  | 'AI_NOTE'
  /** Rozdział opublikowanego podręcznika z biblioteki (jego tekst), w każdej przestrzeni ucznia. */
  | 'LIBRARY_CHAPTER'
  /** Zakończone podejście do quizu (pytania, odpowiedzi ucznia, poprawne odpowiedzi i wyjaśnienia). */
  | 'QUIZ_RESULT'
  | 'USER_DOC';

export type SourceRefInput = {
  id: string | number;
  type: SourceItemType;
};

/** Rodzaj materiału: Notatka, Rozprawka, Rozwiązane zadania, Sprawdzian, YouTube. */
export type SourceType =
  | 'NOTATKA'
  | 'ROZPRAWKA'
  | 'ROZWIAZANE_ZADANIA'
  | 'SPRAWDZIAN'
  | 'YOUTUBE';

/** Narzędzie, dla którego uczeń wybiera materiały. */
export type SourcesAction =
  | 'AINOTE'
  | 'AITUTOR'
  | 'CONVERSATION'
  | 'QUIZ'
  | 'WORDBASE';

/** Nowy sprawdzian: zdjęcia stron (w kolejności) albo jeden PDF. */
export type SprawdziansolutionInput = {
  /** Zdjęcia stron (JPG, PNG, WebP; najwyżej 10) albo jeden PDF (najwyżej 30 stron). */
  files: Array<File>;
  /** Polecenie (do 500 znaków), np. „rozwiąż tylko zadania 3–5” albo „wyjaśnij jak dla klasy 7”. */
  polecenie?: string | null | undefined;
  /** Nazwa (do 120 znaków); bez niej – z daty. */
  title?: string | null | undefined;
  /** Przestrzeń (przedmiot); bez niej – ogólna przestrzeń ucznia. */
  workspaceId?: string | number | null | undefined;
};

export type StartInput = {
  /** Ile fiszek albo ćwiczeń: 3–50 (domyślnie 10 ćwiczeń albo 20 fiszek). */
  count?: number | null | undefined;
  wordBaseId: string | number;
  wordBaseSessionType: WordBaseSessionType;
};

export type StartconversationInput = {
  files?: Array<File> | null | undefined;
  maxMode?: boolean | null | undefined;
  /** Pierwsza wiadomość (opcjonalnie). */
  message?: string | null | undefined;
  /** Wybrane materiały; bez nich rozmowa nie opiera się na materiałach. */
  sources?: Array<SourceRefInput> | null | undefined;
  /** Albo istniejący zestaw materiałów. */
  sourcesId?: string | number | null | undefined;
  workspaceId: string | number;
};

/** Nowa rozmowa z określonym zamiarem, np. „rozwiąż zadanie” albo „pomóż napisać rozprawkę”. */
export type StartconversationintentInput = {
  files?: Array<File> | null | undefined;
  intent: ConversationIntentInput;
  message: string;
  sources?: Array<SourceRefInput> | null | undefined;
  workspaceId: string | number;
  /** Zadanie (ze sprawdzianu ucznia albo z biblioteki), o które pyta uczeń: rozmowa rodzaju ZADANIE zna jego treść i rozwiązanie. */
  zadanieId?: string | number | null | undefined;
};

export type StartconversationsolverInput = {
  files?: Array<File> | null | undefined;
  message?: string | null | undefined;
};

/** Okres statystyk: od `from` (włącznie) do `to` (bez niego). Bez dat: ostatnie 30 dni. Najwyżej 366 dni. */
export type StatsRangeInput = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};

export type StopConversationGenerationInput = {
  conversationId: string | number;
};

/** Stan subskrypcji (jak w Stripe). */
export type SubStatus =
  | 'Active'
  | 'Canceled'
  | 'Incomplete'
  | 'IncompleteExpired'
  | 'PastDue'
  | 'Paused'
  | 'Trialing'
  | 'Unpaid';

/**
 * Odpowiedź na jedno pytanie: `optionId` w pytaniu zamkniętym; w otwartym `answer` (do 5000 znaków),
 * zdjęcie rozwiązania `file` (JPG, PNG, WebP – pismo odczytuje AI albo OCR) albo oba.
 */
export type SubmitAnswerInput = {
  answer?: string | null | undefined;
  file?: File | null | undefined;
  optionId?: string | number | null | undefined;
  questionId: string | number;
  quizResultId: string | number;
};

export type SubmitQuizResultInput = {
  quizResultId: string | number;
};

/**
 * Stan sprawdzianu: UPLOADING (strony są odczytywane, zadania wycinane) → SOLVING (zadania są
 * rozwiązywane, każde osobno) → SOLVED; UPLOAD_FAILED (plików nie dało się odczytać) albo
 * SOLVING_FAILED (nie znaleziono zadań albo żadnego nie udało się rozwiązać; limit wraca). DEFAULT
 * nie jest używany.
 */
export type TestSolverState =
  | 'DEFAULT'
  | 'SOLVED'
  | 'SOLVING'
  | 'SOLVING_FAILED'
  | 'UPLOADING'
  | 'UPLOAD_FAILED';

/** Co AI ma zrobić z tekstem. */
export type TextAction =
  | 'EASIER_LANGUAGE'
  | 'FIX_GRAMMAR'
  | 'GENERATE_TEXT'
  | 'HARDER_LANGUAGE'
  | 'IMPROVE'
  | 'MAKE_LONGER'
  | 'MAKE_SHORTER'
  | 'REWRITE';

/** Tłumaczenia i przykłady dla wpisanych słów (najwyżej 50 naraz). */
export type TranslateInput = {
  /** Temat albo przedmiot (rodzaj Other), np. „biologia: komórka”. */
  context?: string | null | undefined;
  languageCode?: string | null | undefined;
  type: FlashcardKind;
  words: Array<string>;
};

/** Rodzaj szkoły średniej. */
export type TypSzkoly =
  | 'LICEUM'
  | 'TECHNIKUM';

export type UpdateAiTutorInput = {
  id: string | number;
};

export type UpdateAiTutorTematInput = {
  aiTutorId: string | number;
};

export type UpdateAiTutorTematSessionInput = {
  aiTutorTematId: string | number;
};

/** Pola pominięte się nie zmieniają; tekst na karcie planu idzie za nową wartością, jeśli nie podano własnego. */
export type UpdateLimitInput = {
  id: string | number;
  label?: string | null | undefined;
  limit?: number | null | undefined;
  limitDisplay?: string | null | undefined;
  limitInterval?: LimitInterval | null | undefined;
  limitType?: LimitType | null | undefined;
  visible?: boolean | null | undefined;
};

/** Pola pominięte się nie zmieniają. Planu domyślnego („Darmowy”) nie można uczynić płatnym ani ukryć. */
export type UpdatePlanInput = {
  description?: string | null | undefined;
  freeTier?: boolean | null | undefined;
  id: string | number;
  name?: string | null | undefined;
  price?: number | null | undefined;
  price3m?: number | null | undefined;
  price12m?: number | null | undefined;
  visible?: boolean | null | undefined;
};

export type UpdateQuizResultInput = {
  quizResultId: string | number;
};

export type UpdateRozprawkaAiSegmentInput = {
  content: string;
  id: string | number;
};

/** Zapisuje wybór materiałów dla narzędzia (do 50 pozycji z tej samej przestrzeni). */
export type UpdateSourcesInput = {
  action: SourcesAction;
  sources: Array<SourceRefInput>;
  workspaceId: string | number;
};

/** Zmiana danych profilu. Pominięte pola zostają bez zmian; pusty tekst czyści imię lub nazwisko. */
export type UpdateUserInfoInput = {
  /** Identyfikator awatara z listy `AVATARS`; null usuwa awatar. */
  avatar?: string | null | undefined;
  metadata?: UserMetadataInput | null | undefined;
  /** Imię (do 50 znaków). */
  name?: string | null | undefined;
  /** Nazwisko (do 80 znaków). */
  surname?: string | null | undefined;
};

export type UpdateUserRoleInput = {
  role: Role;
  userId: string | number;
};

export type UpdateWorkspaceInput = {
  /** Nowa nazwa (1–80 znaków). */
  name: string;
  workspaceId: string | number;
};

/**
 * Mutacja: poprawka zadania (`id` i zmieniane pola) i/lub ponowne rozwiązanie (`solve`).
 * Subskrypcja: zmiany zadań jednego sprawdzianu (`relationId`) albo jednego zadania (`id`).
 */
export type UpdateZadanieInput = {
  /** Poprawiona odpowiedź – tylko administrator, w zadaniach biblioteki. */
  answer?: string | null | undefined;
  /** Poprawione rozwiązanie krok po kroku (Markdown) – tylko administrator, w zadaniach biblioteki. */
  explanation?: string | null | undefined;
  id?: string | number | null | undefined;
  numberExercise?: string | null | undefined;
  /** Poprawiona treść (do 10 000 znaków). */
  question?: string | null | undefined;
  relationId?: string | number | null | undefined;
  /** Rozwiąż zadanie (ponownie): po poprawce, po nieudanej próbie albo pominięte. */
  solve?: boolean | null | undefined;
  zadanieOdpowiedzi?: Array<ZadanieOdpowiedzInput> | null | undefined;
};

/** Podaj nową nazwę, rodzaj materiału albo oba. */
export type UpdatedocInput = {
  id: string | number;
  /** Nowa nazwa (1–120 znaków). */
  name?: string | null | undefined;
  /** Nowy rodzaj materiału (nie YOUTUBE; filmu nie można zmienić w dokument). */
  sourceType?: SourceType | null | undefined;
};

/** Zmiana podręcznika przez administratora: dane, publikacja (`visible`) i poprawki spisu treści. */
export type UpdatepodrecznikInput = {
  authors?: Array<string> | null | undefined;
  chapters?: Array<PodrChapterChangeInput> | null | undefined;
  id: string | number;
  isbn?: string | null | undefined;
  klasa?: number | null | undefined;
  poziom?: Poziom | null | undefined;
  przedmiot?: Przedmiot | null | undefined;
  title?: string | null | undefined;
  visible?: boolean | null | undefined;
  wydawnictwo?: string | null | undefined;
};

/** Przyjęcie (`discarded: false`) albo odrzucenie (`discarded: true`) propozycji nowej wersji części. */
export type UpdatesegmentstatusInput = {
  discarded: boolean;
  id: string | number;
};

/** Zmiana tematu z podstawy programowej przez administratora: podręcznik, treść, zadanie, widoczność. */
export type UpdatetematInput = {
  content?: string | null | undefined;
  id: string | number;
  /** Podręcznik, z którego temat się uczy (null odłącza). */
  podrecznikId?: string | number | null | undefined;
  visible?: boolean | null | undefined;
  zadanieId?: string | number | null | undefined;
};

export type UpgradeSubscriptionInput = {
  planId: string | number;
  /** prorationDate z calculatePreview: pobrana kwota jest dokładnie tą z podglądu. */
  prorationDate: string;
};

/**
 * Zapisuje bazę: nową (bez `id`: z `workspaceId`, `name`, `type`, `languageCode`) albo istniejącą
 * (`id`), dodając i zmieniając `words` i usuwając `removeWordIds`. Powtórzone słowa są łączone.
 */
export type UpsertwordsInput = {
  description?: string | null | undefined;
  id?: string | number | null | undefined;
  languageCode?: string | null | undefined;
  name?: string | null | undefined;
  removeWordIds?: Array<string | number> | null | undefined;
  type?: FlashcardKind | null | undefined;
  /** Najwyżej 1000 słów w jednym zapisie. */
  words?: Array<WordInput> | null | undefined;
  workspaceId?: string | number | null | undefined;
};

/** Czynność, której każde użycie liczy się do limitów planu. */
export type UsageAction =
  | 'AI_NOTE_GENERATION'
  | 'AI_TUTORING'
  | 'CHAT_MESSAGE'
  | 'NOTE_ACTION'
  | 'QUIZ_GENERATION'
  | 'ROZPRAWKA'
  | 'ROZPRAWKA_REVIEW'
  | 'TEST_SOLVER'
  | 'TRANSCRIPTION'
  | 'WORDBASE';

export type UserDocEventsInput = {
  workspaceId: string | number;
};

export type UserMetadataInput = {
  hasSeenInitialConversation?: boolean | null | undefined;
};

export type ValdiateexerciseInput = {
  answer: string;
  exerciseId: string | number;
  sessionId: string | number;
};

export type VerifyCodeInput = {
  /** Sześciocyfrowy kod z e-maila. */
  code: string;
  /** Adres, na który przyszedł kod: wymagany bez sesji (zaraz po założeniu konta). */
  email?: string | null | undefined;
};

export type VerifyPhoneInput = {
  /** Sześciocyfrowy kod z SMS-a. */
  code: string;
  phone: string;
};

/** Własny temat: przedmiot, klasa i nazwa (do 80 znaków). Widzi go tylko jego autor. */
export type WlasnyTematInput = {
  poziom: Poziom;
  przedmiot: Przedmiot;
  temat: string;
};

/** Rodzaj sesji: WORD – fiszki; EXERCISE – ćwiczenia przygotowane przez AI. */
export type WordBaseSessionType =
  | 'EXERCISE'
  | 'WORD';

export type WordInput = {
  /** Istniejące słowo (zmiana); bez id – nowe słowo. */
  id?: string | number | null | undefined;
  translation: string;
  usageExample?: string | null | undefined;
  word: string;
};

/**
 * Ocena fiszki (cztery oceny FSRS): NIE_WIEM (Again, przesunięcie w lewo), TRUDNE (Hard, w dół),
 * WIEM (Good, w prawo), LATWE (Easy, w górę).
 */
export type WordRating =
  | 'LATWE'
  | 'NIE_WIEM'
  | 'TRUDNE'
  | 'WIEM';

/** Ocena fiszki w sesji WORD (aktualizuje powtórki FSRS słowa); `finish` kończy sesję wcześniej. */
export type WordpracticesessionInput = {
  finish?: boolean | null | undefined;
  rating?: WordRating | null | undefined;
  sessionId: string | number;
  wordId?: string | number | null | undefined;
};

/**
 * Rodzaj przestrzeni: zwykła przestrzeń przedmiotu (DEFAULT), ogólna (GENERAL), korepetytora AI (AITUTOR)
 * albo publiczna (PUBLIC_ENTITIES).
 */
export type WorkspaceType =
  | 'AITUTOR'
  | 'DEFAULT'
  | 'GENERAL'
  | 'PUBLIC_ENTITIES';

/**
 * Werdykt sprawdzenia odpowiedzi ucznia: POPRAWNA, NIEPOPRAWNA albo NIESPRAWDZONA (odpowiedź słowna
 * albo zapis, którego nie da się odczytać jako wyniku – wtedy porównaj z rozwiązaniem).
 */
export type ZadanieAnswerVerdict =
  | 'NIEPOPRAWNA'
  | 'NIESPRAWDZONA'
  | 'POPRAWNA';

/**
 * Sprawdzenie wyniku: ZGODNE (przeliczenie albo druga, niezależna próba dała ten sam wynik),
 * NIEZGODNE („sprawdź ten wynik”), NIESPRAWDZONE (odpowiedzi słownej nie da się sprawdzić
 * automatycznie).
 */
export type ZadanieCheck =
  | 'NIESPRAWDZONE'
  | 'NIEZGODNE'
  | 'ZGODNE';

export type ZadanieOdpowiedzInput = {
  key: string;
  value: string;
};

/**
 * Stan jednego zadania: PENDING (czeka), SOLVING (AI rozwiązuje), SOLVED, FAILED (nie udało się –
 * `error` mówi dlaczego; można spróbować ponownie), SKIPPED (pominięte zgodnie z poleceniem ucznia).
 */
export type ZadanieState =
  | 'FAILED'
  | 'PENDING'
  | 'SKIPPED'
  | 'SOLVED'
  | 'SOLVING';

/**
 * Rodzaj zadania: ZAMKNIETE (wybór jednej z podanych odpowiedzi), OBLICZENIOWE (wynik liczbowy
 * albo wyrażenie), OTWARTE (odpowiedź słowami).
 */
export type ZadanieType =
  | 'OBLICZENIOWE'
  | 'OTWARTE'
  | 'ZAMKNIETE';

/** Najbliższe zaliczenie na studiach (w miejsce egzaminu CKE). */
export type Zaliczenie =
  | 'KOLOKWIUM'
  | 'SESJA';

export type GetTelemetrySwitchQueryVariables = Exact<{ [key: string]: never; }>;


export type GetTelemetrySwitchQuery = { getAppConfig: { telemetry: boolean } };

export type AdminTopicsQueryVariables = Exact<{
  topics: AdminTematyInput;
  books: AdminPodrecznikiInput;
}>;


export type AdminTopicsQuery = { adminTematy: Array<{ id: string, temat: string, podTematy: Array<string>, ckePoziom: CkePoziom | null, podrecznikId: string | null, content: string | null, visible: boolean }>, adminPodreczniki: { total: number, data: Array<{ id: string, title: string, poziom: Poziom, visible: boolean }> } };

export type AdminTopicFieldsFragment = { id: string, temat: string, podTematy: Array<string>, ckePoziom: CkePoziom | null, podrecznikId: string | null, content: string | null, visible: boolean };

export type AdminUpdateTopicMutationVariables = Exact<{
  input: UpdatetematInput;
}>;


export type AdminUpdateTopicMutation = { updatetemat: { id: string, temat: string, podTematy: Array<string>, ckePoziom: CkePoziom | null, podrecznikId: string | null, content: string | null, visible: boolean } };

export type AdminSetTextbookCoverMutationVariables = Exact<{
  input: SetPodrecznikCoverInput;
}>;


export type AdminSetTextbookCoverMutation = { setPodrecznikCover: { id: string, title: string, isbn: string | null, przedmiot: Przedmiot, poziom: Poziom, klasa: number | null, wydawnictwo: string | null, authors: Array<string>, visible: boolean, demo: boolean, exerciseCount: number, imageUrl: string | null } };

export type AdminRemoveTextbookCoverMutationVariables = Exact<{
  input: RemovePodrecznikCoverInput;
}>;


export type AdminRemoveTextbookCoverMutation = { removePodrecznikCover: { id: string, title: string, isbn: string | null, przedmiot: Przedmiot, poziom: Poziom, klasa: number | null, wydawnictwo: string | null, authors: Array<string>, visible: boolean, demo: boolean, exerciseCount: number, imageUrl: string | null } };

export type AdminCreateTextbookMutationVariables = Exact<{
  input: CreatePodrecznikInput;
}>;


export type AdminCreateTextbookMutation = { createPodrecznik: { id: string, title: string, isbn: string | null, przedmiot: Przedmiot, poziom: Poziom, klasa: number | null, wydawnictwo: string | null, authors: Array<string>, visible: boolean, demo: boolean, exerciseCount: number, imageUrl: string | null } };

export type AdminDeleteTextbookMutationVariables = Exact<{
  input: DeletePodrecznikInput;
}>;


export type AdminDeleteTextbookMutation = { deletePodrecznik: string };

export type AdminTextbookQueryVariables = Exact<{
  input: GetPodrBookByIdInput;
}>;


export type AdminTextbookQuery = { getPodrBookById: { id: string, podrecznik: { id: string, title: string, isbn: string | null, przedmiot: Przedmiot, poziom: Poziom, klasa: number | null, wydawnictwo: string | null, authors: Array<string>, visible: boolean, demo: boolean, exerciseCount: number, imageUrl: string | null }, chapters: Array<{ id: string, toc_id: string, number: string, name: string, page: number | null, deleted: boolean, exerciseCount: number, subchapters: Array<{ id: string, toc_id: string, number: string, name: string, page: number | null, deleted: boolean, exerciseCount: number }> }> } };

export type AdminChapterFieldsFragment = { id: string, toc_id: string, number: string, name: string, page: number | null, deleted: boolean, exerciseCount: number };

export type AdminTextbookFieldsFragment = { id: string, title: string, isbn: string | null, przedmiot: Przedmiot, poziom: Poziom, klasa: number | null, wydawnictwo: string | null, authors: Array<string>, visible: boolean, demo: boolean, exerciseCount: number, imageUrl: string | null };

export type AdminTextbooksQueryVariables = Exact<{
  input: AdminPodrecznikiInput;
}>;


export type AdminTextbooksQuery = { adminPodreczniki: { total: number, page: number, limit: number, data: Array<{ id: string, title: string, isbn: string | null, przedmiot: Przedmiot, poziom: Poziom, klasa: number | null, wydawnictwo: string | null, authors: Array<string>, visible: boolean, demo: boolean, exerciseCount: number, imageUrl: string | null }> } };

export type AdminImportFieldsFragment = { id: string, podrecznikId: string, fileName: string, state: PodrecznikImportState, tocSource: PodrecznikTocSource | null, pageCount: number | null, pagesRead: number, chapterCount: number, subchapterCount: number, subchaptersRead: number, exercisesFound: number, exercisesSolved: number, exercisesFailed: number, note: string | null, error: string | null, attempt: number, updatedAt: string };

export type AdminTextbookImportsQueryVariables = Exact<{
  podrecznikId: string | number;
}>;


export type AdminTextbookImportsQuery = { podrecznikImports: Array<{ id: string, podrecznikId: string, fileName: string, state: PodrecznikImportState, tocSource: PodrecznikTocSource | null, pageCount: number | null, pagesRead: number, chapterCount: number, subchapterCount: number, subchaptersRead: number, exercisesFound: number, exercisesSolved: number, exercisesFailed: number, note: string | null, error: string | null, attempt: number, updatedAt: string }> };

export type AdminTextbookImportChangedSubscriptionVariables = Exact<{
  podrecznikId: string | number;
}>;


export type AdminTextbookImportChangedSubscription = { podrecznikImportChanged: { id: string, podrecznikId: string, fileName: string, state: PodrecznikImportState, tocSource: PodrecznikTocSource | null, pageCount: number | null, pagesRead: number, chapterCount: number, subchapterCount: number, subchaptersRead: number, exercisesFound: number, exercisesSolved: number, exercisesFailed: number, note: string | null, error: string | null, attempt: number, updatedAt: string } };

export type AdminSubchapterExercisesQueryVariables = Exact<{
  input: GetPaginatedZadanieByRelationIdInput;
}>;


export type AdminSubchapterExercisesQuery = { getPaginatedZadanieByRelationId: { total: number, page: number, limit: number, data: Array<{ id: string, numberExercise: string, pages: Array<number>, question: string, answer: string | null, explanation: string | null }> } };

export type AdminSetTextbookTocMutationVariables = Exact<{
  input: SetPodrecznikTocInput;
}>;


export type AdminSetTextbookTocMutation = { setPodrecznikToc: { id: string, podrecznikId: string, fileName: string, state: PodrecznikImportState, tocSource: PodrecznikTocSource | null, pageCount: number | null, pagesRead: number, chapterCount: number, subchapterCount: number, subchaptersRead: number, exercisesFound: number, exercisesSolved: number, exercisesFailed: number, note: string | null, error: string | null, attempt: number, updatedAt: string } };

export type AdminRetryTextbookImportMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminRetryTextbookImportMutation = { retryPodrecznikImport: { id: string, podrecznikId: string, fileName: string, state: PodrecznikImportState, tocSource: PodrecznikTocSource | null, pageCount: number | null, pagesRead: number, chapterCount: number, subchapterCount: number, subchaptersRead: number, exercisesFound: number, exercisesSolved: number, exercisesFailed: number, note: string | null, error: string | null, attempt: number, updatedAt: string } };

export type AdminImportTextbookPdfMutationVariables = Exact<{
  input: ImportPodrecznikPdfInput;
}>;


export type AdminImportTextbookPdfMutation = { importPodrecznikPdf: { id: string, podrecznikId: string, fileName: string, state: PodrecznikImportState, tocSource: PodrecznikTocSource | null, pageCount: number | null, pagesRead: number, chapterCount: number, subchapterCount: number, subchaptersRead: number, exercisesFound: number, exercisesSolved: number, exercisesFailed: number, note: string | null, error: string | null, attempt: number, updatedAt: string } };

export type AdminUpdateExerciseMutationVariables = Exact<{
  input: UpdateZadanieInput;
}>;


export type AdminUpdateExerciseMutation = { updateZadanie: { id: string, numberExercise: string, question: string, answer: string | null, explanation: string | null } };

export type AdminUpdateTextbookMutationVariables = Exact<{
  input: UpdatepodrecznikInput;
}>;


export type AdminUpdateTextbookMutation = { updatepodrecznik: { id: string, title: string, isbn: string | null, przedmiot: Przedmiot, poziom: Poziom, klasa: number | null, wydawnictwo: string | null, authors: Array<string>, visible: boolean, demo: boolean, exerciseCount: number, imageUrl: string | null } };

export type AdminPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPlansQuery = { getAllPlans: Array<{ id: string, name: string, price: number, price3m: number, price12m: number, freeTier: boolean, description: string, visible: boolean, limits: Array<{ id: string, action: UsageAction, label: string, visible: boolean, limitDisplay: string, limitInterval: LimitInterval, limit: { type: LimitType, value: number } }> }> };

export type AdminCreatePlanMutationVariables = Exact<{
  input: CreatePlanInput;
}>;


export type AdminCreatePlanMutation = { createPlan: { id: string } };

export type AdminUpdatePlanMutationVariables = Exact<{
  input: UpdatePlanInput;
}>;


export type AdminUpdatePlanMutation = { updatePlan: { id: string } };

export type AdminUpdateLimitMutationVariables = Exact<{
  input: UpdateLimitInput;
}>;


export type AdminUpdateLimitMutation = { updateLimit: { id: string } };

export type AdminCreateLimitMutationVariables = Exact<{
  input: CreateLimitInput;
}>;


export type AdminCreateLimitMutation = { createLimit: { id: string } };

export type AdminCopyLimitMutationVariables = Exact<{
  input: AddLimitToPlanInput;
}>;


export type AdminCopyLimitMutation = { addLimitToPlan: { id: string } };

export type AdminPlanAudienceQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPlanAudienceQuery = { getPlanAudience: Array<{ planId: string, users: number }> };

export type AdminRagDocumentsQueryVariables = Exact<{
  input: GetLibraryRagDocumentsInput;
}>;


export type AdminRagDocumentsQuery = { getLibraryRagDocuments: Array<{ id: string, podrecznikId: string, title: string, chapter: string, przedmiot: Przedmiot, poziom: Poziom, visible: boolean, deleted: boolean, chunkCount: number, characters: number, indexedAt: string | null }> };

export type AdminRagSearchQueryVariables = Exact<{
  input: SearchLibraryRagInput;
}>;


export type AdminRagSearchQuery = { searchLibraryRag: Array<{ documentId: string, title: string, chapter: string, visible: boolean, page: number | null, text: string, score: number }> };

export type AdminRagReindexMutationVariables = Exact<{
  input: ReindexLibraryBookInput;
}>;


export type AdminRagReindexMutation = { reindexLibraryBook: Array<{ id: string, chunkCount: number }> };

export type AdminRagRemoveMutationVariables = Exact<{
  input: RemoveLibraryRagDocumentInput;
}>;


export type AdminRagRemoveMutation = { removeLibraryRagDocument: { id: string, chunkCount: number } };

export type AdminActivityQueryVariables = Exact<{
  input: GetActivityStatsInput;
}>;


export type AdminActivityQuery = { getActivityStats: { totals: { activeUsers: number, visits: number, pageViews: number }, pages: Array<{ route: string, views: number, visits: number }>, tools: Array<{ tool: string, opens: number, users: number }>, tours: Array<{ tourKey: string, completed: number, skipped: number }>, performance: { appLoads: { samples: number, loadMsP75: number | null }, vitals: Array<{ name: string, samples: number, p75: number }> } } };

export type AdminAuditAccountQueryVariables = Exact<{
  input: GetUserByIdInput;
}>;


export type AdminAuditAccountQuery = { getUserById: { id: string, email: string | null, phone: string | null } };

export type AdminStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStatsQuery = { getAdminStats: { usersTotal: number, usersNew7: number, usersNew30: number, activeToday: number, active7: number, active30: number, unpricedModels: Array<string>, aiToday: { calls: number, tokensPrompt: number, tokensOutput: number, cost: number, unpricedCalls: number }, aiMonth: { calls: number, tokensPrompt: number, tokensOutput: number, cost: number, unpricedCalls: number }, topActions: Array<{ action: string, count: number, cost: number, unpricedCalls: number }>, failingJobs: Array<{ queue: string, count: number }> } };

export type AdminAuditLogQueryVariables = Exact<{
  input: GetAdminAuditLogInput;
}>;


export type AdminAuditLogQuery = { getAdminAuditLog: { page: number, limit: number, total: number, data: Array<{ id: string, adminId: string, operation: string, targetType: string, targetId: string, before: unknown, after: unknown, createdAt: string }> } };

export type AdminUsageCsvQueryVariables = Exact<{
  input: GetAggregatedUsageInput;
}>;


export type AdminUsageCsvQuery = { getUsageCsv: { filename: string, content: string, rows: number, truncated: boolean } };

export type AdminUsageQueryVariables = Exact<{
  range: StatsRangeInput;
}>;


export type AdminUsageQuery = { getAggregatedUsage: Array<{ date: string, calls: number, cost: number, unpricedCalls: number, byAction: Array<{ key: string | null, calls: number, cost: number, unpricedCalls: number }>, byModel: Array<{ key: string | null, calls: number, cost: number, unpricedCalls: number }> }>, getActionCost: Array<{ action: string, count: number, tokensPrompt: number, tokensOutput: number, cost: number, unpricedCalls: number }> };

export type AdminUserSubscriptionsQueryVariables = Exact<{
  input: GetAllSubscriptionsInput;
}>;


export type AdminUserSubscriptionsQuery = { getAllSubscriptions: { total: number, data: Array<{ id: string, status: SubStatus, billingInterval: string, grantedAt: string, expiresAt: string | null, cancelAtPeriodEnd: boolean, adminGrant: boolean, plan: { id: string, name: string } }> } };

export type AdminPlanChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPlanChoicesQuery = { getAllPlans: Array<{ id: string, name: string, visible: boolean }> };

export type AdminUserLimitsQueryVariables = Exact<{
  input: GetUserByIdInput;
}>;


export type AdminUserLimitsQuery = { getUserLimits: Array<{ action: UsageAction, label: string, limit: number | null, limitType: LimitType, limitInterval: LimitInterval, usage: number, remaining: number | null, renewsAt: string }> };

export type AdminUserAiQueryVariables = Exact<{
  input?: GetUsageInput | null | undefined;
}>;


export type AdminUserAiQuery = { getUsage: { data: Array<{ ai: { calls: number, tokensPrompt: number, tokensOutput: number, cost: number, unpricedCalls: number }, aiByAction: Array<{ key: string | null, calls: number, tokensPrompt: number, tokensOutput: number, cost: number, unpricedCalls: number }> }> } };

export type AdminUserWorkspaceCountQueryVariables = Exact<{
  input: GetUserByIdInput;
}>;


export type AdminUserWorkspaceCountQuery = { getUserWorkspaceCount: number };

export type AdminUserQueryVariables = Exact<{
  input: GetUserByIdInput;
}>;


export type AdminUserQuery = { getUserById: { id: string, email: string | null, phone: string | null, name: string | null, surname: string | null, role: Role, onboardingStatus: OnboardingStatus, isVerified: boolean, isFreeSub: boolean, subStatus: SubStatus | null, createdAt: string, lastLogin: string | null, blockedAt: string | null } };

export type AdminUserSummaryFragment = { id: string, email: string | null, phone: string | null, name: string | null, surname: string | null, role: Role, isFreeSub: boolean, onboardingStatus: OnboardingStatus, createdAt: string, lastLogin: string | null, blockedAt: string | null };

export type AdminUsersQueryVariables = Exact<{
  input?: GetUsersInput | null | undefined;
}>;


export type AdminUsersQuery = { getUsers: { total: number, page: number, limit: number, data: Array<{ id: string, email: string | null, phone: string | null, name: string | null, surname: string | null, role: Role, isFreeSub: boolean, onboardingStatus: OnboardingStatus, createdAt: string, lastLogin: string | null, blockedAt: string | null }> } };

export type AdminUpdateUserRoleMutationVariables = Exact<{
  input: UpdateUserRoleInput;
}>;


export type AdminUpdateUserRoleMutation = { updateUserRole: { id: string, role: Role } };

export type AdminSetUserBlockedMutationVariables = Exact<{
  input: SetUserBlockedInput;
}>;


export type AdminSetUserBlockedMutation = { setUserBlocked: { id: string, blockedAt: string | null } };

export type AdminAssignUserSubMutationVariables = Exact<{
  input: AssignUserSubInput;
}>;


export type AdminAssignUserSubMutation = { assignUserSub: { id: string } };

export type AdminDeleteUserSubMutationVariables = Exact<{
  input: DeleteUserSubInput;
}>;


export type AdminDeleteUserSubMutation = { deleteUserSub: { id: string } };

export type AdminCreateAdditionalLimitMutationVariables = Exact<{
  input: CreateAdditionalLimitInput;
}>;


export type AdminCreateAdditionalLimitMutation = { createAdditionalLimit: { id: string } };

export type GetAppConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAppConfigQuery = { getAppConfig: { turnstileSiteKey: string | null, requirePhone: boolean } };

export type LoginMutationVariables = Exact<{
  loginInput: LoginInput;
}>;


export type LoginMutation = { login: { id: string, onboardingStatus: OnboardingStatus } };

export type NewPasswordMutationVariables = Exact<{
  newPasswordInput: NewPasswordInput;
}>;


export type NewPasswordMutation = { newPassword: { success: boolean, message: string } };

export type ResendAuthCodeMutationVariables = Exact<{
  resendAuthCodeInput?: ResendAuthCodeInput | null | undefined;
}>;


export type ResendAuthCodeMutation = { resendAuthCode: { success: boolean, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  resetPasswordInput: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string } };

export type SendSmsMutationVariables = Exact<{
  sendSmsInput: SendSmsInput;
}>;


export type SendSmsMutation = { sendSms: { success: boolean, message: string } };

export type SignUpMutationVariables = Exact<{
  signUpInput: SignUpInput;
}>;


export type SignUpMutation = { signUp: { id: string, onboardingStatus: OnboardingStatus } };

export type VerifyCodeMutationVariables = Exact<{
  verifyCodeInput: VerifyCodeInput;
}>;


export type VerifyCodeMutation = { verifyCode: { id: string, email: string | null, phone: string | null, name: string | null, surname: string | null, role: Role, avatar: string | null, onboardingStatus: OnboardingStatus, isVerified: boolean, hasPassword: boolean, isFreeSub: boolean, subStatus: SubStatus | null, metadata: { hasSeenInitialConversation: boolean }, onboarding: { poziom: Poziom | null, egzaminy: Array<CkePoziom>, przedmioty: Array<Przedmiot> } } };

export type VerifyPhoneMutationVariables = Exact<{
  verifyPhoneInput: VerifyPhoneInput;
}>;


export type VerifyPhoneMutation = { verifyPhone: { success: boolean, message: string, user: { id: string, email: string | null, phone: string | null, name: string | null, surname: string | null, role: Role, avatar: string | null, onboardingStatus: OnboardingStatus, isVerified: boolean, hasPassword: boolean, isFreeSub: boolean, subStatus: SubStatus | null, metadata: { hasSeenInitialConversation: boolean }, onboarding: { poziom: Poziom | null, egzaminy: Array<CkePoziom>, przedmioty: Array<Przedmiot> } } | null } };

export type UpgradePreviewQueryVariables = Exact<{
  calculatePreviewInput: CalculatePreviewInput;
}>;


export type UpgradePreviewQuery = { calculatePreview: { total_amount: number, original_price: number, adjustment: number, planId: string, prorationDate: string, payment_method: { card_brand: string, card_last4: string, exp_month: number, exp_year: number } | null } };

export type CancelSubscriptionMutationVariables = Exact<{
  cancelSubscriptionInput: CancelSubscriptionInput;
}>;


export type CancelSubscriptionMutation = { cancelSubscription: { name: string, cancelAtPeriodEnd: boolean, expiresAt: string | null } };

export type EndTrialMutationVariables = Exact<{ [key: string]: never; }>;


export type EndTrialMutation = { endTrial: { name: string, status: SubStatus } };

export type GeneratePaymentLinkMutationVariables = Exact<{
  generatePaymentLinkInput: GeneratePaymentLinkInput;
}>;


export type GeneratePaymentLinkMutation = { generatePaymentLink: string };

export type BillingPageQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingPageQuery = { getSubscriptionUsage: { name: string, grantedAt: string, status: SubStatus, cancelAtPeriodEnd: boolean, expiresAt: string | null, planPrice: number, billingInterval: string, recurring: boolean, paymentMethod: { card_brand: string, card_last4: string, exp_month: number, exp_year: number } | null, usage: Array<{ action: UsageAction, label: string, limit: number | null, limitType: LimitType, limitInterval: LimitInterval, usage: number, remaining: number | null, renewsAt: string }>, additionalLimits: Array<{ id: string, name: string, action: UsageAction, additionalLimit: number, price: number, purchasedAt: string, expiresAt: string | null }>, addOnOffers: Array<{ id: string, name: string, action: UsageAction, additionalLimit: number, price: number, validDays: number }> } };

export type CheckoutStateQueryVariables = Exact<{
  id: string | number;
}>;


export type CheckoutStateQuery = { getSubscriptionUsage: { checkout: { id: string, state: CheckoutState, name: string } | null } };

export type InvoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type InvoicesQuery = { getInvoices: Array<{ id: string, status: InvoiceStatus, total: number, created: string, url: string | null, paymentUrl: string | null, planName: string }> };

export type ChoosePlanQueryVariables = Exact<{ [key: string]: never; }>;


export type ChoosePlanQuery = { getAvaliblePlans: Array<{ id: string, name: string, price: number, price3m: number, price12m: number, freeTier: boolean, description: string, visible: boolean, userPlanAction: PlanAction | null, limits: Array<{ action: UsageAction, label: string, limitDisplay: string, limitInterval: LimitInterval, visible: boolean, limit: { type: LimitType, value: number } }> }> };

export type UpgradeSubscriptionMutationVariables = Exact<{
  upgradeSubscriptionInput: UpgradeSubscriptionInput;
}>;


export type UpgradeSubscriptionMutation = { upgradeSubscription: { name: string, status: SubStatus } };

export type ConversationSummaryFieldsFragment = { id: string, workspaceId: string, name: string, isFetching: boolean, createdAt: string, updatedAt: string };

export type ChatMessageFieldsFragment = { id: string, message: string, messageContent: string | null, type: MessageType, createdAt: string, rozprawkaCall: { temat: string } | null, rozprawkaReviewCall: { temat: string | null, content: string | null } | null, zadanieCall: { id: string, numberExercise: string, question: string } | null, messageFiles: Array<{ fileId: string, fileUrl: string, originalFileName: string, contentType: string }>, botResponses: Array<{ id: string, content: string, isFetching: boolean, isError: boolean, error: string | null, stopped: boolean, aiNoteId: string | null, createdAt: string, citations: Array<{ number: number, sourceType: SourceItemType, sourceId: string, name: string, page: number | null, startSeconds: number | null, excerpt: string }> }> };

export type ConversationDetailFieldsFragment = { id: string, workspaceId: string, name: string, isFetching: boolean, createdAt: string, updatedAt: string, sources: { id: string, sources: Array<
      | { __typename: 'AiNote', id: string, name: string }
      | { __typename: 'AiTutorTemat', id: string, name: string }
      | { __typename: 'LibrarySource', id: string, name: string, podrecznikId: string }
      | { __typename: 'QuizResult', id: string, name: string, quizWorkspaceId: string }
      | { __typename: 'UserDoc', id: string, name: string, sourceType: SourceType }
    > } | null, userMessages: Array<{ id: string, message: string, messageContent: string | null, type: MessageType, createdAt: string, rozprawkaCall: { temat: string } | null, rozprawkaReviewCall: { temat: string | null, content: string | null } | null, zadanieCall: { id: string, numberExercise: string, question: string } | null, messageFiles: Array<{ fileId: string, fileUrl: string, originalFileName: string, contentType: string }>, botResponses: Array<{ id: string, content: string, isFetching: boolean, isError: boolean, error: string | null, stopped: boolean, aiNoteId: string | null, createdAt: string, citations: Array<{ number: number, sourceType: SourceItemType, sourceId: string, name: string, page: number | null, startSeconds: number | null, excerpt: string }> }> }> };

export type DeleteConversationWorkspaceMutationVariables = Exact<{
  deleteConversationWorkspaceInput: DeleteConversationWorkspaceInput;
}>;


export type DeleteConversationWorkspaceMutation = { deleteConversationWorkspace: { success: boolean, message: string } };

export type GenerateainotatkaAiNoteMutationVariables = Exact<{
  generateainotatkaAiNoteInput: GenerateainotatkaAiNoteInput;
}>;


export type GenerateainotatkaAiNoteMutation = { generateainotatkaAiNote: { id: string, workspaceId: string, name: string } };

export type GetSubscriptionUsageQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSubscriptionUsageQuery = { getSubscriptionUsage: { name: string, usage: Array<{ action: UsageAction, label: string, limit: number | null, limitType: LimitType, limitInterval: LimitInterval, usage: number, remaining: number | null, renewsAt: string }> } };

export type GetConversationWorkspaceByIdQueryVariables = Exact<{
  getConversationWorkspaceByIdInput: GetConversationWorkspaceByIdInput;
}>;


export type GetConversationWorkspaceByIdQuery = { getConversationWorkspaceById: { id: string, workspaceId: string, name: string, isFetching: boolean, createdAt: string, updatedAt: string, sources: { id: string, sources: Array<
        | { __typename: 'AiNote', id: string, name: string }
        | { __typename: 'AiTutorTemat', id: string, name: string }
        | { __typename: 'LibrarySource', id: string, name: string, podrecznikId: string }
        | { __typename: 'QuizResult', id: string, name: string, quizWorkspaceId: string }
        | { __typename: 'UserDoc', id: string, name: string, sourceType: SourceType }
      > } | null, userMessages: Array<{ id: string, message: string, messageContent: string | null, type: MessageType, createdAt: string, rozprawkaCall: { temat: string } | null, rozprawkaReviewCall: { temat: string | null, content: string | null } | null, zadanieCall: { id: string, numberExercise: string, question: string } | null, messageFiles: Array<{ fileId: string, fileUrl: string, originalFileName: string, contentType: string }>, botResponses: Array<{ id: string, content: string, isFetching: boolean, isError: boolean, error: string | null, stopped: boolean, aiNoteId: string | null, createdAt: string, citations: Array<{ number: number, sourceType: SourceItemType, sourceId: string, name: string, page: number | null, startSeconds: number | null, excerpt: string }> }> }> } };

export type PaginateConversationWorkspaceByWorkspaceIdQueryVariables = Exact<{
  paginateConversationWorkspaceByWorkspaceIdInput: PaginateConversationWorkspaceByWorkspaceIdInput;
}>;


export type PaginateConversationWorkspaceByWorkspaceIdQuery = { paginateConversationWorkspaceByWorkspaceId: { total: number, page: number, limit: number, data: Array<{ id: string, workspaceId: string, name: string, isFetching: boolean, createdAt: string, updatedAt: string }> } };

export type GetsolverworkspaceQueryVariables = Exact<{ [key: string]: never; }>;


export type GetsolverworkspaceQuery = { getsolverworkspace: { id: string } };

export type LlmStreamSubscriptionVariables = Exact<{
  llmStreamInput: LlmStreamInput;
}>;


export type LlmStreamSubscription = { llmStream: { type: LlmStreamEventType, conversationId: string, botMessageId: string | null, delta: string, offset: number, content: string | null, error: string | null } };

export type NewConversationWorkspaceSubscriptionVariables = Exact<{
  newConversationWorkspaceInput: ConversationEventsInput;
}>;


export type NewConversationWorkspaceSubscription = { newConversationWorkspace: { id: string, workspaceId: string, name: string, isFetching: boolean, createdAt: string, updatedAt: string } };

export type RenameConversationWorkspaceMutationVariables = Exact<{
  renameConversationWorkspaceInput: RenameConversationWorkspaceInput;
}>;


export type RenameConversationWorkspaceMutation = { renameConversationWorkspace: { id: string, workspaceId: string, name: string, isFetching: boolean, createdAt: string, updatedAt: string } };

export type SendmessageMutationVariables = Exact<{
  sendmessageInput: SendmessageInput;
}>;


export type SendmessageMutation = { sendmessage: { id: string, message: string, messageContent: string | null, type: MessageType, createdAt: string, rozprawkaCall: { temat: string } | null, rozprawkaReviewCall: { temat: string | null, content: string | null } | null, zadanieCall: { id: string, numberExercise: string, question: string } | null, messageFiles: Array<{ fileId: string, fileUrl: string, originalFileName: string, contentType: string }>, botResponses: Array<{ id: string, content: string, isFetching: boolean, isError: boolean, error: string | null, stopped: boolean, aiNoteId: string | null, createdAt: string, citations: Array<{ number: number, sourceType: SourceItemType, sourceId: string, name: string, page: number | null, startSeconds: number | null, excerpt: string }> }> } };

export type StartconversationMutationVariables = Exact<{
  startconversationInput: StartconversationInput;
}>;


export type StartconversationMutation = { startconversation: { id: string, workspaceId: string, name: string, isFetching: boolean, createdAt: string, updatedAt: string, sources: { id: string, sources: Array<
        | { __typename: 'AiNote', id: string, name: string }
        | { __typename: 'AiTutorTemat', id: string, name: string }
        | { __typename: 'LibrarySource', id: string, name: string, podrecznikId: string }
        | { __typename: 'QuizResult', id: string, name: string, quizWorkspaceId: string }
        | { __typename: 'UserDoc', id: string, name: string, sourceType: SourceType }
      > } | null, userMessages: Array<{ id: string, message: string, messageContent: string | null, type: MessageType, createdAt: string, rozprawkaCall: { temat: string } | null, rozprawkaReviewCall: { temat: string | null, content: string | null } | null, zadanieCall: { id: string, numberExercise: string, question: string } | null, messageFiles: Array<{ fileId: string, fileUrl: string, originalFileName: string, contentType: string }>, botResponses: Array<{ id: string, content: string, isFetching: boolean, isError: boolean, error: string | null, stopped: boolean, aiNoteId: string | null, createdAt: string, citations: Array<{ number: number, sourceType: SourceItemType, sourceId: string, name: string, page: number | null, startSeconds: number | null, excerpt: string }> }> }> } };

export type StartconversationsolverMutationVariables = Exact<{
  startconversationsolverInput: StartconversationsolverInput;
}>;


export type StartconversationsolverMutation = { startconversationsolver: { id: string, workspaceId: string, name: string, isFetching: boolean, createdAt: string, updatedAt: string, sources: { id: string, sources: Array<
        | { __typename: 'AiNote', id: string, name: string }
        | { __typename: 'AiTutorTemat', id: string, name: string }
        | { __typename: 'LibrarySource', id: string, name: string, podrecznikId: string }
        | { __typename: 'QuizResult', id: string, name: string, quizWorkspaceId: string }
        | { __typename: 'UserDoc', id: string, name: string, sourceType: SourceType }
      > } | null, userMessages: Array<{ id: string, message: string, messageContent: string | null, type: MessageType, createdAt: string, rozprawkaCall: { temat: string } | null, rozprawkaReviewCall: { temat: string | null, content: string | null } | null, zadanieCall: { id: string, numberExercise: string, question: string } | null, messageFiles: Array<{ fileId: string, fileUrl: string, originalFileName: string, contentType: string }>, botResponses: Array<{ id: string, content: string, isFetching: boolean, isError: boolean, error: string | null, stopped: boolean, aiNoteId: string | null, createdAt: string, citations: Array<{ number: number, sourceType: SourceItemType, sourceId: string, name: string, page: number | null, startSeconds: number | null, excerpt: string }> }> }> } };

export type StopConversationGenerationMutationVariables = Exact<{
  stopConversationGenerationInput: StopConversationGenerationInput;
}>;


export type StopConversationGenerationMutation = { stopConversationGeneration: { id: string, workspaceId: string, name: string, isFetching: boolean, createdAt: string, updatedAt: string } };

export type UpdateConversationWorkspaceSubscriptionVariables = Exact<{
  updateConversationWorkspaceInput: ConversationEventsInput;
}>;


export type UpdateConversationWorkspaceSubscription = { updateConversationWorkspace: { id: string, workspaceId: string, name: string, isFetching: boolean, createdAt: string, updatedAt: string } };

export type ConvertreviewtorozprawkaMutationVariables = Exact<{
  convertreviewtorozprawkaInput: ConvertreviewtorozprawkaInput;
}>;


export type ConvertreviewtorozprawkaMutation = { convertreviewtorozprawka: { id: string, workspaceId: string, type: RozprawkaType, temat: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, state: RozprawkaState, liczbaArgumentow: number, poziomJezyka: PoziomJezyka, wordCount: number, minWords: number, maxWords: number | null, error: string | null, createdAt: string, updatedAt: string, polecenie: string | null, notice: string | null, rozprawkaReviewId: string | null, lektury: Array<{ id: string, title: string, author: string }>, segments: Array<{ id: string, rozprawkaId: string, order: number, type: SegmentType, content: string, contentJson: unknown, explanation: string | null, helperContent: string | null, lekturaId: string | null, wordCount: number, updatedAt: string, lektura: { id: string, title: string, author: string } | null, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null, lekturaId: string | null }> }> } };

export type DeleteRozprawkaAiReviewMutationVariables = Exact<{
  deleteRozprawkaAiReviewInput: DeleteRozprawkaAiReviewInput;
}>;


export type DeleteRozprawkaAiReviewMutation = { deleteRozprawkaAiReview: { success: boolean, message: string } };

export type DeleteRozprawkaAiMutationVariables = Exact<{
  deleteRozprawkaAiInput: DeleteRozprawkaAiInput;
}>;


export type DeleteRozprawkaAiMutation = { deleteRozprawkaAi: { success: boolean, message: string } };

export type NewRozprawkaAiListSubscriptionVariables = Exact<{
  newRozprawkaAiInput?: NewRozprawkaAiInput | null | undefined;
}>;


export type NewRozprawkaAiListSubscription = { newRozprawkaAi: { id: string, workspaceId: string, type: RozprawkaType, temat: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, state: RozprawkaState, liczbaArgumentow: number, poziomJezyka: PoziomJezyka, wordCount: number, minWords: number, maxWords: number | null, error: string | null, createdAt: string, updatedAt: string } };

export type NewRozprawkaAiReviewListSubscriptionVariables = Exact<{
  newRozprawkaAiReviewInput?: NewRozprawkaAiReviewInput | null | undefined;
}>;


export type NewRozprawkaAiReviewListSubscription = { newRozprawkaAiReview: { id: string, workspaceId: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, temat: string, state: RozprawkaState, error: string | null, wordCount: number | null, createdAt: string, updatedAt: string, maturaPolski: { egzamin: string, liczbaPunktow: number, zdobytePunkty: number } | null, egzaminOsmoklasistyPolski: { egzamin: string, liczbaPunktow: number, zdobytePunkty: number } | null, maturaAngielski: { egzamin: string, liczbaPunktow: number, zdobytePunkty: number } | null, egzaminOsmoklasistyAngielski: { egzamin: string, liczbaPunktow: number, zdobytePunkty: number } | null } };

export type NewRozprawkaAiSubscriptionVariables = Exact<{
  newRozprawkaAiInput?: NewRozprawkaAiInput | null | undefined;
}>;


export type NewRozprawkaAiSubscription = { newRozprawkaAi: { id: string, workspaceId: string, type: RozprawkaType, temat: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, state: RozprawkaState, liczbaArgumentow: number, poziomJezyka: PoziomJezyka, wordCount: number, minWords: number, maxWords: number | null, error: string | null, createdAt: string, updatedAt: string, polecenie: string | null, notice: string | null, rozprawkaReviewId: string | null, lektury: Array<{ id: string, title: string, author: string }>, segments: Array<{ id: string, rozprawkaId: string, order: number, type: SegmentType, content: string, contentJson: unknown, explanation: string | null, helperContent: string | null, lekturaId: string | null, wordCount: number, updatedAt: string, lektura: { id: string, title: string, author: string } | null, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null, lekturaId: string | null }> }> } };

export type EssaySummaryFieldsFragment = { id: string, workspaceId: string, type: RozprawkaType, temat: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, state: RozprawkaState, liczbaArgumentow: number, poziomJezyka: PoziomJezyka, wordCount: number, minWords: number, maxWords: number | null, error: string | null, createdAt: string, updatedAt: string };

export type EssaySegmentFieldsFragment = { id: string, rozprawkaId: string, order: number, type: SegmentType, content: string, contentJson: unknown, explanation: string | null, helperContent: string | null, lekturaId: string | null, wordCount: number, updatedAt: string, lektura: { id: string, title: string, author: string } | null, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null, lekturaId: string | null }> };

export type EssayDetailFieldsFragment = { id: string, workspaceId: string, type: RozprawkaType, temat: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, state: RozprawkaState, liczbaArgumentow: number, poziomJezyka: PoziomJezyka, wordCount: number, minWords: number, maxWords: number | null, error: string | null, createdAt: string, updatedAt: string, polecenie: string | null, notice: string | null, rozprawkaReviewId: string | null, lektury: Array<{ id: string, title: string, author: string }>, segments: Array<{ id: string, rozprawkaId: string, order: number, type: SegmentType, content: string, contentJson: unknown, explanation: string | null, helperContent: string | null, lekturaId: string | null, wordCount: number, updatedAt: string, lektura: { id: string, title: string, author: string } | null, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null, lekturaId: string | null }> }> };

export type EssayRewriteFieldsFragment = { id: string, segmentId: string, content: string, instruction: string | null, action: TextAction | null, discarded: boolean, accepted: boolean, previousContent: string | null, createdAt: string };

export type EssayReviewSummaryFieldsFragment = { id: string, workspaceId: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, temat: string, state: RozprawkaState, error: string | null, wordCount: number | null, createdAt: string, updatedAt: string, maturaPolski: { egzamin: string, liczbaPunktow: number, zdobytePunkty: number } | null, egzaminOsmoklasistyPolski: { egzamin: string, liczbaPunktow: number, zdobytePunkty: number } | null, maturaAngielski: { egzamin: string, liczbaPunktow: number, zdobytePunkty: number } | null, egzaminOsmoklasistyAngielski: { egzamin: string, liczbaPunktow: number, zdobytePunkty: number } | null };

export type GeneraterozprawkaMutationVariables = Exact<{
  generaterozprawkaInput: GeneraterozprawkaInput;
}>;


export type GeneraterozprawkaMutation = { generaterozprawka:
    | { __typename: 'ExecutionError', errorCode: string, message: string }
    | { __typename: 'RozprawkaAi', id: string, workspaceId: string, type: RozprawkaType, temat: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, state: RozprawkaState, liczbaArgumentow: number, poziomJezyka: PoziomJezyka, wordCount: number, minWords: number, maxWords: number | null, error: string | null, createdAt: string, updatedAt: string, polecenie: string | null, notice: string | null, rozprawkaReviewId: string | null, lektury: Array<{ id: string, title: string, author: string }>, segments: Array<{ id: string, rozprawkaId: string, order: number, type: SegmentType, content: string, contentJson: unknown, explanation: string | null, helperContent: string | null, lekturaId: string | null, wordCount: number, updatedAt: string, lektura: { id: string, title: string, author: string } | null, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null, lekturaId: string | null }> }> }
   };

export type GenerateexplanationMutationVariables = Exact<{
  generateexplanationInput: GenerateexplanationInput;
}>;


export type GenerateexplanationMutation = { generateexplanation: { id: string, rozprawkaId: string, order: number, type: SegmentType, content: string, contentJson: unknown, explanation: string | null, helperContent: string | null, lekturaId: string | null, wordCount: number, updatedAt: string, lektura: { id: string, title: string, author: string } | null, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null, lekturaId: string | null }> } };

export type EssayLekturyQueryVariables = Exact<{
  getLekturyInput?: GetLekturyInput | null | undefined;
}>;


export type EssayLekturyQuery = { getLektury: Array<{ id: string, title: string, author: string, epoka: string, egzaminOsmoklasisty: boolean, naMaturze: boolean }> };

export type GetRozprawkaAiReviewByWorkspaceIdQueryVariables = Exact<{
  getRozprawkaAiReviewByWorkspaceIdInput?: GetRozprawkaAiReviewByWorkspaceIdInput | null | undefined;
}>;


export type GetRozprawkaAiReviewByWorkspaceIdQuery = { getRozprawkaAiReviewByWorkspaceId: Array<{ id: string, workspaceId: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, temat: string, state: RozprawkaState, error: string | null, wordCount: number | null, createdAt: string, updatedAt: string, maturaPolski: { egzamin: string, liczbaPunktow: number, zdobytePunkty: number } | null, egzaminOsmoklasistyPolski: { egzamin: string, liczbaPunktow: number, zdobytePunkty: number } | null, maturaAngielski: { egzamin: string, liczbaPunktow: number, zdobytePunkty: number } | null, egzaminOsmoklasistyAngielski: { egzamin: string, liczbaPunktow: number, zdobytePunkty: number } | null }> };

export type GetRozprawkaAiByIdQueryVariables = Exact<{
  getRozprawkaAiByIdInput: GetRozprawkaAiByIdInput;
}>;


export type GetRozprawkaAiByIdQuery = { getRozprawkaAiById: { id: string, workspaceId: string, type: RozprawkaType, temat: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, state: RozprawkaState, liczbaArgumentow: number, poziomJezyka: PoziomJezyka, wordCount: number, minWords: number, maxWords: number | null, error: string | null, createdAt: string, updatedAt: string, polecenie: string | null, notice: string | null, rozprawkaReviewId: string | null, lektury: Array<{ id: string, title: string, author: string }>, segments: Array<{ id: string, rozprawkaId: string, order: number, type: SegmentType, content: string, contentJson: unknown, explanation: string | null, helperContent: string | null, lekturaId: string | null, wordCount: number, updatedAt: string, lektura: { id: string, title: string, author: string } | null, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null, lekturaId: string | null }> }> } };

export type GetRozprawkaAiByWorkspaceIdQueryVariables = Exact<{
  getRozprawkaAiByWorkspaceIdInput?: GetRozprawkaAiByWorkspaceIdInput | null | undefined;
}>;


export type GetRozprawkaAiByWorkspaceIdQuery = { getRozprawkaAiByWorkspaceId: Array<{ id: string, workspaceId: string, type: RozprawkaType, temat: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, state: RozprawkaState, liczbaArgumentow: number, poziomJezyka: PoziomJezyka, wordCount: number, minWords: number, maxWords: number | null, error: string | null, createdAt: string, updatedAt: string }> };

export type GetRozprawkaAiReviewByIdQueryVariables = Exact<{
  getRozprawkaAiReviewByIdInput: GetRozprawkaAiReviewByIdInput;
}>;


export type GetRozprawkaAiReviewByIdQuery = { getRozprawkaAiReviewById: { id: string, workspaceId: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, temat: string, content: string | null, state: RozprawkaState, error: string | null, notice: string | null, review: string | null, reviewContent: string | null, wordCount: number | null, dysleksja: boolean, rozprawkaId: string | null, poprawionaRozprawkaId: string | null, userDocId: string | null, createdAt: string, updatedAt: string, poprawki: Array<{ fragment: string, rewrite: string, why: string }>, maturaPolski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, egzaminOsmoklasistyPolski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, maturaAngielski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, egzaminOsmoklasistyAngielski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null } };

export type GetSegmentRewritesQueryVariables = Exact<{
  getSegmentRewritesInput: GetSegmentRewritesInput;
}>;


export type GetSegmentRewritesQuery = { getSegmentRewrites: Array<{ id: string, segmentId: string, content: string, instruction: string | null, action: TextAction | null, discarded: boolean, accepted: boolean, previousContent: string | null, createdAt: string }> };

export type NewRozprawkaAiReviewByIdSubscriptionVariables = Exact<{
  newRozprawkaAiReviewInput?: NewRozprawkaAiReviewInput | null | undefined;
}>;


export type NewRozprawkaAiReviewByIdSubscription = { newRozprawkaAiReview: { id: string, workspaceId: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, temat: string, content: string | null, state: RozprawkaState, error: string | null, notice: string | null, review: string | null, reviewContent: string | null, wordCount: number | null, dysleksja: boolean, rozprawkaId: string | null, poprawionaRozprawkaId: string | null, userDocId: string | null, createdAt: string, updatedAt: string, poprawki: Array<{ fragment: string, rewrite: string, why: string }>, maturaPolski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, egzaminOsmoklasistyPolski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, maturaAngielski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, egzaminOsmoklasistyAngielski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null } };

export type EssayReviewDetailFieldsFragment = { id: string, workspaceId: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, temat: string, content: string | null, state: RozprawkaState, error: string | null, notice: string | null, review: string | null, reviewContent: string | null, wordCount: number | null, dysleksja: boolean, rozprawkaId: string | null, poprawionaRozprawkaId: string | null, userDocId: string | null, createdAt: string, updatedAt: string, poprawki: Array<{ fragment: string, rewrite: string, why: string }>, maturaPolski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, egzaminOsmoklasistyPolski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, maturaAngielski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, egzaminOsmoklasistyAngielski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null };

export type RewritesegmentMutationVariables = Exact<{
  rewritesegmentInput: RewritesegmentInput;
}>;


export type RewritesegmentMutation = { rewritesegment: { id: string, segmentId: string, content: string, instruction: string | null, action: TextAction | null, discarded: boolean, accepted: boolean, previousContent: string | null, createdAt: string } };

export type GenerativefunctionsegmentMutationVariables = Exact<{
  generativefunctionsegmentInput: GenerativefunctionsegmentInput;
}>;


export type GenerativefunctionsegmentMutation = { generativefunctionsegment: { id: string, segmentId: string, content: string, instruction: string | null, action: TextAction | null, discarded: boolean, accepted: boolean, previousContent: string | null, createdAt: string } };

export type ReviewrozprawkaMutationVariables = Exact<{
  reviewrozprawkaInput: ReviewrozprawkaInput;
}>;


export type ReviewrozprawkaMutation = { reviewrozprawka:
    | { __typename: 'ExecutionError', errorCode: string, message: string }
    | { __typename: 'RozprawkaAiReview', id: string, workspaceId: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, temat: string, state: RozprawkaState, error: string | null, wordCount: number | null, createdAt: string, updatedAt: string, maturaPolski: { egzamin: string, liczbaPunktow: number, zdobytePunkty: number } | null, egzaminOsmoklasistyPolski: { egzamin: string, liczbaPunktow: number, zdobytePunkty: number } | null, maturaAngielski: { egzamin: string, liczbaPunktow: number, zdobytePunkty: number } | null, egzaminOsmoklasistyAngielski: { egzamin: string, liczbaPunktow: number, zdobytePunkty: number } | null }
   };

export type UpdatesegmentstatusMutationVariables = Exact<{
  updatesegmentstatusInput: UpdatesegmentstatusInput;
}>;


export type UpdatesegmentstatusMutation = { updatesegmentstatus: { id: string, segmentId: string, content: string, instruction: string | null, action: TextAction | null, discarded: boolean, accepted: boolean, previousContent: string | null, createdAt: string, segment: { id: string, rozprawkaId: string, order: number, type: SegmentType, content: string, contentJson: unknown, explanation: string | null, helperContent: string | null, lekturaId: string | null, wordCount: number, updatedAt: string, lektura: { id: string, title: string, author: string } | null, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null, lekturaId: string | null }> } } };

export type UpdateRozprawkaAiSegmentMutationVariables = Exact<{
  updateRozprawkaAiSegmentInput: UpdateRozprawkaAiSegmentInput;
}>;


export type UpdateRozprawkaAiSegmentMutation = { updateRozprawkaAiSegment: { id: string, rozprawkaId: string, order: number, type: SegmentType, content: string, contentJson: unknown, explanation: string | null, helperContent: string | null, lekturaId: string | null, wordCount: number, updatedAt: string, lektura: { id: string, title: string, author: string } | null, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null, lekturaId: string | null }> } };

export type GetLatestDataQueryVariables = Exact<{
  getLatestDataInput?: GetLatestDataInput | null | undefined;
}>;


export type GetLatestDataQuery = { getLatestData: Array<{ id: string, name: string, updatedAt: string, temat: { id: string, przedmiot: Przedmiot, poziom: Poziom } | null }> };

export type StudyStreakCardQueryVariables = Exact<{ [key: string]: never; }>;


export type StudyStreakCardQuery = { studyProgress: { currentStreak: number, longestStreak: number, studiedToday: boolean, todaySessions: number, dailyGoal: number }, getDueWords: { total: number, byWorkspace: Array<{ workspaceId: string, count: number }> } };

export type SetDailyStudyGoalOnHomeMutationVariables = Exact<{
  input: SetDailyStudyGoalInput;
}>;


export type SetDailyStudyGoalOnHomeMutation = { setDailyStudyGoal: { currentStreak: number, longestStreak: number, studiedToday: boolean, todaySessions: number, dailyGoal: number } };

export type LegalOperatorQueryVariables = Exact<{ [key: string]: never; }>;


export type LegalOperatorQuery = { getAppConfig: { operator: { name: string, address: string, krs: string | null, nip: string | null, email: string, dpoEmail: string, example: boolean } } };

export type CheckLibraryAnswerQueryVariables = Exact<{
  input: CheckZadanieAnswerInput;
}>;


export type CheckLibraryAnswerQuery = { checkZadanieAnswer: { verdict: ZadanieAnswerVerdict, message: string } };

export type LibraryBookQueryVariables = Exact<{
  input: GetbookbyidInput;
}>;


export type LibraryBookQuery = { getbookbyid: { id: string, name: string, isbn: string | null, przedmiot: Przedmiot, poziom: Poziom, klasa: number | null, wydawnictwo: string | null, authors: Array<string>, demo: boolean, exerciseCount: number, imageUrl: string | null, rozdzialy: Array<{ id: string, name: string, number: string, page: number | null, exerciseCount: number, subrozdzialy: Array<{ id: string, name: string, number: string, page: number | null, exerciseCount: number }> }> } };

export type LibraryBooksQueryVariables = Exact<{
  input: GetBooksInput;
}>;


export type LibraryBooksQuery = { getBooks: { total: number, page: number, limit: number, data: Array<{ id: string, name: string, isbn: string | null, przedmiot: Przedmiot, poziom: Poziom, klasa: number | null, wydawnictwo: string | null, authors: Array<string>, demo: boolean, exerciseCount: number, imageUrl: string | null }> } };

export type LibraryExerciseCountQueryVariables = Exact<{ [key: string]: never; }>;


export type LibraryExerciseCountQuery = { getcount: number };

export type LibraryExercisesQueryVariables = Exact<{
  input: GetPaginatedZadanieByRelationIdInput;
}>;


export type LibraryExercisesQuery = { getPaginatedZadanieByRelationId: { total: number, page: number, limit: number, data: Array<{ id: string, numberExercise: string, question: string, type: ZadanieType, answer: string | null, explanation: string | null, pages: Array<number>, zadanieOdpowiedzi: Array<{ key: string, value: string }> }> } };

export type LibraryTextbookTopicsQueryVariables = Exact<{
  input: GetbyprzedmiotandpoziomInput;
}>;


export type LibraryTextbookTopicsQuery = { getbyprzedmiotandpoziom: Array<{ id: string, temat: string, podrecznikId: string | null, content: string | null }> };

export type LibraryTextbookQueryVariables = Exact<{
  input: GetPodrBookByIdInput;
}>;


export type LibraryTextbookQuery = { getPodrBookById: { id: string, podrecznik: { id: string, title: string, isbn: string | null, przedmiot: Przedmiot, poziom: Poziom, klasa: number | null, wydawnictwo: string | null, authors: Array<string>, demo: boolean, exerciseCount: number, imageUrl: string | null }, chapters: Array<{ id: string, number: string, name: string, page: number | null, exerciseCount: number, subchapters: Array<{ id: string, number: string, name: string, page: number | null, exerciseCount: number }> }> } };

export type LibraryTextbooksQueryVariables = Exact<{
  input: GetpodrecznikbyprzedmiotandpoziomInput;
}>;


export type LibraryTextbooksQuery = { getpodrecznikbyprzedmiotandpoziom: Array<{ id: string, title: string, isbn: string | null, przedmiot: Przedmiot, poziom: Poziom, klasa: number | null, wydawnictwo: string | null, authors: Array<string>, demo: boolean, exerciseCount: number, imageUrl: string | null }> };

export type LibraryTextbookFieldsFragment = { id: string, title: string, isbn: string | null, przedmiot: Przedmiot, poziom: Poziom, klasa: number | null, wydawnictwo: string | null, authors: Array<string>, demo: boolean, exerciseCount: number, imageUrl: string | null };

export type LibraryBookFieldsFragment = { id: string, name: string, isbn: string | null, przedmiot: Przedmiot, poziom: Poziom, klasa: number | null, wydawnictwo: string | null, authors: Array<string>, demo: boolean, exerciseCount: number, imageUrl: string | null };

export type LibraryExerciseFieldsFragment = { id: string, numberExercise: string, question: string, type: ZadanieType, answer: string | null, explanation: string | null, pages: Array<number>, zadanieOdpowiedzi: Array<{ key: string, value: string }> };

export type LibraryWorkspacesQueryVariables = Exact<{ [key: string]: never; }>;


export type LibraryWorkspacesQuery = { getWorkspaceByUserId: Array<{ id: string, name: string, temat: { id: string, przedmiot: Przedmiot } | null }> };

export type ChapterQuizMutationVariables = Exact<{
  generatequizInput: GeneratequizInput;
}>;


export type ChapterQuizMutation = { generatequiz:
    | { __typename: 'ExecutionError', message: string }
    | { __typename: 'QuizWorkspace', id: string, workspaceId: string }
   };

export type LibraryExerciseChatMutationVariables = Exact<{
  startconversationintentInput: StartconversationintentInput;
}>;


export type LibraryExerciseChatMutation = { startconversationintent: { id: string, workspaceId: string } };

export type LibrarySearchQueryVariables = Exact<{
  input: GetBooksByTitleInput;
}>;


export type LibrarySearchQuery = { getBooksByTitle: Array<{ id: string, name: string, isbn: string | null, przedmiot: Przedmiot, poziom: Poziom, klasa: number | null, wydawnictwo: string | null, authors: Array<string>, demo: boolean, exerciseCount: number, imageUrl: string | null }> };

export type CreateUserDocMutationVariables = Exact<{
  createUserDocInput: CreateUserDocInput;
}>;


export type CreateUserDocMutation = { createUserDoc:
    | { __typename: 'ExecutionError', errorCode: string, message: string }
    | { __typename: 'UserDoc', id: string, workspaceId: string, type: DocumentType, state: DocumentState, name: string, sourceType: SourceType, error: string | null, createdAt: string, updatedAt: string }
   };

export type DeleteUserDocMutationVariables = Exact<{
  deleteUserDocInput: DeleteUserDocInput;
}>;


export type DeleteUserDocMutation = { deleteUserDoc: { success: boolean, message: string } };

export type GetFileUrlMutationVariables = Exact<{
  getFileUrlInput: GetFileUrlInput;
}>;


export type GetFileUrlMutation = { getFileUrl: { url: string, expiresAt: string } };

export type GetUserDocByIdQueryVariables = Exact<{
  getUserDocByIdInput: GetUserDocByIdInput;
}>;


export type GetUserDocByIdQuery = { getUserDocById: { id: string, workspaceId: string, type: DocumentType, state: DocumentState, name: string, sourceType: SourceType, error: string | null, createdAt: string, updatedAt: string, content: string | null, pageCount: number | null, ocrPages: Array<number>, truncatedFrom: number | null, youtubeMetadata: { url: string, videoId: string, title: string | null, author: string | null, language: string | null, transcripts: Array<{ text: string, start: number, duration: number }> } | null, segments: Array<{ text: string, page: number | null }>, file: { id: string, contentType: string, originalFileName: string, fileUrl: string } | null } };

export type GetUserDocByWorkspaceIdQueryVariables = Exact<{
  getUserDocByWorkspaceIdInput: GetUserDocByWorkspaceIdInput;
}>;


export type GetUserDocByWorkspaceIdQuery = { getUserDocByWorkspaceId: Array<{ id: string, workspaceId: string, type: DocumentType, state: DocumentState, name: string, sourceType: SourceType, error: string | null, createdAt: string, updatedAt: string }> };

export type MaterialSummaryFieldsFragment = { id: string, workspaceId: string, type: DocumentType, state: DocumentState, name: string, sourceType: SourceType, error: string | null, createdAt: string, updatedAt: string };

export type MaterialDetailFieldsFragment = { id: string, workspaceId: string, type: DocumentType, state: DocumentState, name: string, sourceType: SourceType, error: string | null, createdAt: string, updatedAt: string, content: string | null, pageCount: number | null, ocrPages: Array<number>, truncatedFrom: number | null, youtubeMetadata: { url: string, videoId: string, title: string | null, author: string | null, language: string | null, transcripts: Array<{ text: string, start: number, duration: number }> } | null, segments: Array<{ text: string, page: number | null }>, file: { id: string, contentType: string, originalFileName: string, fileUrl: string } | null };

export type NewUserDocSubscriptionVariables = Exact<{
  newUserDocInput: UserDocEventsInput;
}>;


export type NewUserDocSubscription = { newUserDoc: { id: string, workspaceId: string, type: DocumentType, state: DocumentState, name: string, sourceType: SourceType, error: string | null, createdAt: string, updatedAt: string } };

export type UpdatedocMutationVariables = Exact<{
  updatedocInput: UpdatedocInput;
}>;


export type UpdatedocMutation = { updatedoc: { id: string, workspaceId: string, type: DocumentType, state: DocumentState, name: string, sourceType: SourceType, error: string | null, createdAt: string, updatedAt: string } };

export type UpdateUserDocSubscriptionVariables = Exact<{
  updateUserDocInput: UserDocEventsInput;
}>;


export type UpdateUserDocSubscription = { updateUserDoc: { id: string, workspaceId: string, type: DocumentType, state: DocumentState, name: string, sourceType: SourceType, error: string | null, createdAt: string, updatedAt: string } };

export type DeleteAiNoteMutationVariables = Exact<{
  deleteAiNoteInput: DeleteAiNoteInput;
}>;


export type DeleteAiNoteMutation = { deleteAiNote: { success: boolean, message: string } };

export type WorkspaceNoteIdsQueryVariables = Exact<{
  getAiNoteByWorkspaceIdInput: GetAiNoteByWorkspaceIdInput;
}>;


export type WorkspaceNoteIdsQuery = { getAiNoteByWorkspaceId: Array<{ id: string }> };

export type GetAiNoteByIdQueryVariables = Exact<{
  getAiNoteByIdInput: GetAiNoteByIdInput;
}>;


export type GetAiNoteByIdQuery = { getAiNoteById: { id: string, workspaceId: string, name: string, content: string, action: NoteOrigin, createdAt: string, updatedAt: string } };

export type GetAiNoteByWorkspaceIdQueryVariables = Exact<{
  getAiNoteByWorkspaceIdInput: GetAiNoteByWorkspaceIdInput;
}>;


export type GetAiNoteByWorkspaceIdQuery = { getAiNoteByWorkspaceId: Array<{ id: string, workspaceId: string, name: string, action: NoteOrigin, createdAt: string, updatedAt: string }> };

export type NewAiNoteSubscriptionVariables = Exact<{
  newAiNoteInput: NewAiNoteInput;
}>;


export type NewAiNoteSubscription = { newAiNote: { id: string, workspaceId: string, name: string, action: NoteOrigin, createdAt: string, updatedAt: string } };

export type NoteactionMutationVariables = Exact<{
  noteactionInput: NoteactionInput;
}>;


export type NoteactionMutation = { noteaction: { text: string } };

export type NoteSummaryFieldsFragment = { id: string, workspaceId: string, name: string, action: NoteOrigin, createdAt: string, updatedAt: string };

export type NoteDetailFieldsFragment = { id: string, workspaceId: string, name: string, content: string, action: NoteOrigin, createdAt: string, updatedAt: string };

export type EditnoteMutationVariables = Exact<{
  editnoteInput: EditnoteInput;
}>;


export type EditnoteMutation = { editnote: { id: string, workspaceId: string, name: string, content: string, action: NoteOrigin, createdAt: string, updatedAt: string } };

export type AnswerOnboardingQuestionMutationVariables = Exact<{
  answerOnboardingQuestionInput: AnswerOnboardingQuestionInput;
}>;


export type AnswerOnboardingQuestionMutation = { answerOnboardingQuestion: { id: string, email: string | null, phone: string | null, name: string | null, surname: string | null, role: Role, avatar: string | null, onboardingStatus: OnboardingStatus, isVerified: boolean, hasPassword: boolean, isFreeSub: boolean, subStatus: SubStatus | null, metadata: { hasSeenInitialConversation: boolean }, onboarding: { poziom: Poziom | null, egzaminy: Array<CkePoziom>, przedmioty: Array<Przedmiot> } } };

export type OnboardingStudiaCoursesQueryVariables = Exact<{
  getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput;
}>;


export type OnboardingStudiaCoursesQuery = { getbyprzedmiotandpoziom: Array<{ id: string, temat: string, base: boolean }> };

export type ProgressPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProgressPageQuery = { studyOverview: { today: string, currentStreak: number, longestStreak: number, days: Array<{ day: string, sessions: number }>, quizzes: { finished: number, subjects: Array<{ przedmiot: string | null, attempts: Array<{ day: string, scorePercent: number }> }> }, words: { wordCount: number, learnt: number, due: number }, essays: { graded: number, przedmiot: string | null, attempts: Array<{ day: string, points: number, maxPoints: number }>, criteria: Array<{ id: string, name: string, maxPoints: number, points: Array<number | null> }> }, tests: { solved: number, tasksSolved: number, weeks: Array<{ start: string, solved: number }> }, tutors: { practised: number, mastered: number, subjects: Array<{ przedmiot: string, practised: number, mastered: number }> } } };

export type CreateQuizResultMutationVariables = Exact<{
  createQuizResultInput: CreateQuizResultInput;
}>;


export type CreateQuizResultMutation = { createQuizResult: { id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, createdAt: string, finishedAt: string | null, quizAnswers: Array<{ id: string, questionId: string, optionId: string | null, userAnswer: string, fileId: string | null, fileUrl: string | null, isCorrect: boolean | null, points: number | null, maxPoints: number, isReviewing: boolean, correctOptionId: string | null, correctAnswer: string | null, explanation: string | null, createdAt: string, review: { good: string, missing: string, modelAnswer: string } | null, citation: { sourceKind: string, sourceId: string, sourceName: string, page: number | null, startSeconds: number | null, text: string } | null }> } };

export type DeleteQuizWorkspaceMutationVariables = Exact<{
  deleteQuizWorkspaceInput: DeleteQuizWorkspaceInput;
}>;


export type DeleteQuizWorkspaceMutation = { deleteQuizWorkspace: { success: boolean, message: string } };

export type QuizMistakesNoteMutationVariables = Exact<{
  generateainotatkaAiNoteInput: GenerateainotatkaAiNoteInput;
}>;


export type QuizMistakesNoteMutation = { generateainotatkaAiNote: { id: string, workspaceId: string, name: string } };

export type GeneratequizcontinueMutationVariables = Exact<{
  generatequizcontinueInput: GeneratequizcontinueInput;
}>;


export type GeneratequizcontinueMutation = { generatequizcontinue:
    | { __typename: 'ExecutionError', errorCode: string, message: string }
    | { __typename: 'QuizWorkspace', id: string, workspaceId: string, quizFlowId: string, name: string, state: GenerationState, detailScale: QuizDetailScale, questionCount: number, requestedCount: number, questionTypes: Array<QuestionType>, type: ContentType, lekturaId: string | null, fromMistakes: boolean, error: string | null, notice: string | null, createdAt: string, quizResults: Array<{ id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, createdAt: string, finishedAt: string | null }> }
   };

export type GeneratequizMutationVariables = Exact<{
  generatequizInput: GeneratequizInput;
}>;


export type GeneratequizMutation = { generatequiz:
    | { __typename: 'ExecutionError', errorCode: string, message: string }
    | { __typename: 'QuizWorkspace', id: string, workspaceId: string, quizFlowId: string, name: string, state: GenerationState, detailScale: QuizDetailScale, questionCount: number, requestedCount: number, questionTypes: Array<QuestionType>, type: ContentType, lekturaId: string | null, fromMistakes: boolean, error: string | null, notice: string | null, createdAt: string, quizResults: Array<{ id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, createdAt: string, finishedAt: string | null }> }
   };

export type AllQuizzesQueryVariables = Exact<{ [key: string]: never; }>;


export type AllQuizzesQuery = { getQuizWorkspaceByUserId: Array<{ id: string, workspaceId: string, workspaceName: string, name: string, state: GenerationState, questionCount: number, fromMistakes: boolean, createdAt: string }> };

export type QuizWorkspaceChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type QuizWorkspaceChoicesQuery = { getWorkspaceByUserId: Array<{ id: string, name: string }> };

export type QuizLekturyQueryVariables = Exact<{
  getLekturyInput?: GetLekturyInput | null | undefined;
}>;


export type QuizLekturyQuery = { getLektury: Array<{ id: string, title: string, author: string, epoka: string }> };

export type WorkspaceQuizIdsQueryVariables = Exact<{
  getQuizWorkspaceByWorkspaceIdInput: GetQuizWorkspaceByWorkspaceIdInput;
}>;


export type WorkspaceQuizIdsQuery = { getQuizWorkspaceByWorkspaceId: Array<{ id: string }> };

export type GetQuizFlowByWorkspaceIdQueryVariables = Exact<{
  getQuizFlowByWorkspaceIdInput: GetQuizFlowByWorkspaceIdInput;
}>;


export type GetQuizFlowByWorkspaceIdQuery = { getQuizFlowByWorkspaceId: Array<{ id: string, workspaceId: string, title: string, isDeleted: boolean, score: number | null, lekturaId: string | null, createdAt: string, lektura: { id: string, title: string, author: string } | null, quizzes: Array<{ id: string, workspaceId: string, quizFlowId: string, name: string, state: GenerationState, detailScale: QuizDetailScale, questionCount: number, requestedCount: number, questionTypes: Array<QuestionType>, type: ContentType, lekturaId: string | null, fromMistakes: boolean, error: string | null, notice: string | null, createdAt: string, quizResults: Array<{ id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, createdAt: string, finishedAt: string | null }> }> }> };

export type GetQuizResultByIdQueryVariables = Exact<{
  getQuizResultByIdInput: GetQuizResultByIdInput;
}>;


export type GetQuizResultByIdQuery = { getQuizResultById: { id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, createdAt: string, finishedAt: string | null, quizAnswers: Array<{ id: string, questionId: string, optionId: string | null, userAnswer: string, fileId: string | null, fileUrl: string | null, isCorrect: boolean | null, points: number | null, maxPoints: number, isReviewing: boolean, correctOptionId: string | null, correctAnswer: string | null, explanation: string | null, createdAt: string, review: { good: string, missing: string, modelAnswer: string } | null, citation: { sourceKind: string, sourceId: string, sourceName: string, page: number | null, startSeconds: number | null, text: string } | null }> } };

export type GetQuizWorkspaceByIdQueryVariables = Exact<{
  getQuizWorkspaceByIdInput: GetQuizWorkspaceByIdInput;
}>;


export type GetQuizWorkspaceByIdQuery = { getQuizWorkspaceById: { id: string, workspaceId: string, quizFlowId: string, name: string, state: GenerationState, detailScale: QuizDetailScale, questionCount: number, requestedCount: number, questionTypes: Array<QuestionType>, type: ContentType, lekturaId: string | null, fromMistakes: boolean, error: string | null, notice: string | null, createdAt: string, quizResults: Array<{ id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, createdAt: string, finishedAt: string | null }>, questions: Array<{ id: string, order: number, kind: QuestionType, question: string, points: number, expectsValue: boolean, options: Array<{ id: string, text: string }> }> } };

export type QuizWorkspaceSubjectQueryVariables = Exact<{
  getWorkspaceByIdInput: GetWorkspaceByIdInput;
}>;


export type QuizWorkspaceSubjectQuery = { getWorkspaceById: { id: string, temat: { id: string, przedmiot: Przedmiot } | null } };

export type NewQuizWorkspaceSubscriptionVariables = Exact<{
  newQuizWorkspaceInput: NewQuizWorkspaceInput;
}>;


export type NewQuizWorkspaceSubscription = { newQuizWorkspace: { id: string, workspaceId: string, quizFlowId: string, name: string, state: GenerationState, detailScale: QuizDetailScale, questionCount: number, requestedCount: number, questionTypes: Array<QuestionType>, type: ContentType, lekturaId: string | null, fromMistakes: boolean, error: string | null, notice: string | null, createdAt: string, quizResults: Array<{ id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, createdAt: string, finishedAt: string | null }> } };

export type NewQuizFlowSubscriptionVariables = Exact<{
  newQuizFlowInput: NewQuizFlowInput;
}>;


export type NewQuizFlowSubscription = { newQuizFlow: { id: string, workspaceId: string, title: string, isDeleted: boolean, score: number | null, lekturaId: string | null, createdAt: string, lektura: { id: string, title: string, author: string } | null, quizzes: Array<{ id: string, workspaceId: string, quizFlowId: string, name: string, state: GenerationState, detailScale: QuizDetailScale, questionCount: number, requestedCount: number, questionTypes: Array<QuestionType>, type: ContentType, lekturaId: string | null, fromMistakes: boolean, error: string | null, notice: string | null, createdAt: string, quizResults: Array<{ id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, createdAt: string, finishedAt: string | null }> }> } };

export type QuizResultSummaryFieldsFragment = { id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, createdAt: string, finishedAt: string | null };

export type QuizSummaryFieldsFragment = { id: string, workspaceId: string, quizFlowId: string, name: string, state: GenerationState, detailScale: QuizDetailScale, questionCount: number, requestedCount: number, questionTypes: Array<QuestionType>, type: ContentType, lekturaId: string | null, fromMistakes: boolean, error: string | null, notice: string | null, createdAt: string, quizResults: Array<{ id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, createdAt: string, finishedAt: string | null }> };

export type QuizFlowSummaryFieldsFragment = { id: string, workspaceId: string, title: string, isDeleted: boolean, score: number | null, lekturaId: string | null, createdAt: string, lektura: { id: string, title: string, author: string } | null, quizzes: Array<{ id: string, workspaceId: string, quizFlowId: string, name: string, state: GenerationState, detailScale: QuizDetailScale, questionCount: number, requestedCount: number, questionTypes: Array<QuestionType>, type: ContentType, lekturaId: string | null, fromMistakes: boolean, error: string | null, notice: string | null, createdAt: string, quizResults: Array<{ id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, createdAt: string, finishedAt: string | null }> }> };

export type QuizDetailFieldsFragment = { id: string, workspaceId: string, quizFlowId: string, name: string, state: GenerationState, detailScale: QuizDetailScale, questionCount: number, requestedCount: number, questionTypes: Array<QuestionType>, type: ContentType, lekturaId: string | null, fromMistakes: boolean, error: string | null, notice: string | null, createdAt: string, quizResults: Array<{ id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, createdAt: string, finishedAt: string | null }>, questions: Array<{ id: string, order: number, kind: QuestionType, question: string, points: number, expectsValue: boolean, options: Array<{ id: string, text: string }> }> };

export type QuizAnswerFieldsFragment = { id: string, questionId: string, optionId: string | null, userAnswer: string, fileId: string | null, fileUrl: string | null, isCorrect: boolean | null, points: number | null, maxPoints: number, isReviewing: boolean, correctOptionId: string | null, correctAnswer: string | null, explanation: string | null, createdAt: string, review: { good: string, missing: string, modelAnswer: string } | null, citation: { sourceKind: string, sourceId: string, sourceName: string, page: number | null, startSeconds: number | null, text: string } | null };

export type QuizResultDetailFieldsFragment = { id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, createdAt: string, finishedAt: string | null, quizAnswers: Array<{ id: string, questionId: string, optionId: string | null, userAnswer: string, fileId: string | null, fileUrl: string | null, isCorrect: boolean | null, points: number | null, maxPoints: number, isReviewing: boolean, correctOptionId: string | null, correctAnswer: string | null, explanation: string | null, createdAt: string, review: { good: string, missing: string, modelAnswer: string } | null, citation: { sourceKind: string, sourceId: string, sourceName: string, page: number | null, startSeconds: number | null, text: string } | null }> };

export type StartQuizChatMutationVariables = Exact<{
  startconversationInput: StartconversationInput;
}>;


export type StartQuizChatMutation = { startconversation: { id: string } };

export type SubmitAnswerMutationVariables = Exact<{
  submitAnswerInput: SubmitAnswerInput;
}>;


export type SubmitAnswerMutation = { submitAnswer: { id: string, questionId: string, optionId: string | null, userAnswer: string, fileId: string | null, fileUrl: string | null, isCorrect: boolean | null, points: number | null, maxPoints: number, isReviewing: boolean, correctOptionId: string | null, correctAnswer: string | null, explanation: string | null, createdAt: string, review: { good: string, missing: string, modelAnswer: string } | null, citation: { sourceKind: string, sourceId: string, sourceName: string, page: number | null, startSeconds: number | null, text: string } | null } };

export type SubmitQuizResultMutationVariables = Exact<{
  submitQuizResultInput: SubmitQuizResultInput;
}>;


export type SubmitQuizResultMutation = { submitQuizResult: { id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, createdAt: string, finishedAt: string | null, quizAnswers: Array<{ id: string, questionId: string, optionId: string | null, userAnswer: string, fileId: string | null, fileUrl: string | null, isCorrect: boolean | null, points: number | null, maxPoints: number, isReviewing: boolean, correctOptionId: string | null, correctAnswer: string | null, explanation: string | null, createdAt: string, review: { good: string, missing: string, modelAnswer: string } | null, citation: { sourceKind: string, sourceId: string, sourceName: string, page: number | null, startSeconds: number | null, text: string } | null }> } };

export type UpdateQuizResultSubscriptionVariables = Exact<{
  updateQuizResultInput: UpdateQuizResultInput;
}>;


export type UpdateQuizResultSubscription = { updateQuizResult: { id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, createdAt: string, finishedAt: string | null, quizAnswers: Array<{ id: string, questionId: string, optionId: string | null, userAnswer: string, fileId: string | null, fileUrl: string | null, isCorrect: boolean | null, points: number | null, maxPoints: number, isReviewing: boolean, correctOptionId: string | null, correctAnswer: string | null, explanation: string | null, createdAt: string, review: { good: string, missing: string, modelAnswer: string } | null, citation: { sourceKind: string, sourceId: string, sourceName: string, page: number | null, startSeconds: number | null, text: string } | null }> } };

export type ChangeEmailMutationVariables = Exact<{
  changeEmailInput: ChangeEmailInput;
}>;


export type ChangeEmailMutation = { changeEmail: { success: boolean, message: string } };

export type ChangePasswordMutationVariables = Exact<{
  changePasswordInput: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { success: boolean, message: string } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  confirmEmailChangeInput: ConfirmEmailChangeInput;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { id: string, email: string | null, phone: string | null, name: string | null, surname: string | null, role: Role, avatar: string | null, onboardingStatus: OnboardingStatus, isVerified: boolean, hasPassword: boolean, isFreeSub: boolean, subStatus: SubStatus | null, metadata: { hasSeenInitialConversation: boolean }, onboarding: { poziom: Poziom | null, egzaminy: Array<CkePoziom>, przedmioty: Array<Przedmiot> } } };

export type ConfirmSettingsPhoneMutationVariables = Exact<{
  verifyPhoneInput: VerifyPhoneInput;
}>;


export type ConfirmSettingsPhoneMutation = { verifyPhone: { success: boolean, message: string, user: { id: string, email: string | null, phone: string | null, name: string | null, surname: string | null, role: Role, avatar: string | null, onboardingStatus: OnboardingStatus, isVerified: boolean, hasPassword: boolean, isFreeSub: boolean, subStatus: SubStatus | null, metadata: { hasSeenInitialConversation: boolean }, onboarding: { poziom: Poziom | null, egzaminy: Array<CkePoziom>, przedmioty: Array<Przedmiot> } } | null } };

export type DeleteAccountMutationVariables = Exact<{
  deleteAccountInput: DeleteAccountInput;
}>;


export type DeleteAccountMutation = { deleteAccount: { success: boolean, message: string } };

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDataExportMutation = { requestDataExport: { url: string, expiresAt: string } };

export type SendDeleteAccountCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SendDeleteAccountCodeMutation = { sendDeleteAccountCode: { success: boolean, message: string } };

export type SendSettingsPhoneCodeMutationVariables = Exact<{
  sendSmsInput: SendSmsInput;
}>;


export type SendSettingsPhoneCodeMutation = { sendSms: { success: boolean, message: string } };

export type StudySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type StudySettingsQuery = { studyProgress: { dailyGoal: number, remindersEnabled: boolean } };

export type SetDailyStudyGoalInSettingsMutationVariables = Exact<{
  input: SetDailyStudyGoalInput;
}>;


export type SetDailyStudyGoalInSettingsMutation = { setDailyStudyGoal: { dailyGoal: number, remindersEnabled: boolean } };

export type SetStudyRemindersInSettingsMutationVariables = Exact<{
  input: SetStudyRemindersInput;
}>;


export type SetStudyRemindersInSettingsMutation = { setStudyReminders: { dailyGoal: number, remindersEnabled: boolean } };

export type CopySharedItemMutationVariables = Exact<{
  input: CopySharedItemInput;
}>;


export type CopySharedItemMutation = { copySharedItem: { kind: SharedKind, id: string, workspaceId: string, alreadyCopied: boolean } };

export type CreateShareLinkMutationVariables = Exact<{
  input: ShareItemInput;
}>;


export type CreateShareLinkMutation = { createShareLink: { token: string, kind: SharedKind, itemId: string, createdAt: string, revokedAt: string | null } };

export type CreateSharingWorkspaceMutationVariables = Exact<{
  createWorkspaceInput: CreateWorkspaceInput;
}>;


export type CreateSharingWorkspaceMutation = { createWorkspace: { id: string, name: string } };

export type SharingWorkspacesQueryVariables = Exact<{ [key: string]: never; }>;


export type SharingWorkspacesQuery = { getWorkspaceByUserId: Array<{ id: string, name: string, temat: { id: string } | null }> };

export type GetShareLinkQueryVariables = Exact<{
  input: ShareItemInput;
}>;


export type GetShareLinkQuery = { getShareLink: { token: string, kind: SharedKind, itemId: string, createdAt: string, revokedAt: string | null } | null };

export type GetSharedItemQueryVariables = Exact<{
  input: ShareTokenInput;
}>;


export type GetSharedItemQuery = { getSharedItem: { token: string, kind: SharedKind, title: string, description: string | null, summary: string, entries: Array<{ text: string, answer: string | null, options: Array<string> }> } };

export type RevokeShareLinkMutationVariables = Exact<{
  input: ShareTokenInput;
}>;


export type RevokeShareLinkMutation = { revokeShareLink: { token: string, kind: SharedKind, itemId: string, createdAt: string, revokedAt: string | null } };

export type ShareLinkFieldsFragment = { token: string, kind: SharedKind, itemId: string, createdAt: string, revokedAt: string | null };

export type DeleteTestSolverMutationVariables = Exact<{
  deleteTestSolverInput: DeleteTestSolverInput;
}>;


export type DeleteTestSolverMutation = { deleteTestSolver: { success: boolean, message: string } };

export type TestSolverWorkspacesQueryVariables = Exact<{ [key: string]: never; }>;


export type TestSolverWorkspacesQuery = { getWorkspaceByUserId: Array<{ id: string, name: string, temat: { id: string, przedmiot: Przedmiot } | null }> };

export type GetTestSolverByIdQueryVariables = Exact<{
  getTestSolverByIdInput: GetTestSolverByIdInput;
}>;


export type GetTestSolverByIdQuery = { getTestSolverById: { id: string, workspaceId: string, title: string, state: TestSolverState, przedmiot: Przedmiot | null, pageCount: number, taskCount: number, solvedCount: number, failedCount: number, error: string | null, createdAt: string, updatedAt: string, polecenie: string | null, notice: string | null, tematyId: Array<string>, solvedDocId: string | null, userDocs: Array<{ id: string, name: string, state: DocumentState, file: { id: string, contentType: string, originalFileName: string, fileUrl: string } | null }> } };

export type GetTestSolverByWorkspaceIdQueryVariables = Exact<{
  getTestSolverByWorkspaceIdInput?: GetTestSolverByWorkspaceIdInput | null | undefined;
}>;


export type GetTestSolverByWorkspaceIdQuery = { getTestSolverByWorkspaceId: Array<{ id: string, workspaceId: string, title: string, state: TestSolverState, przedmiot: Przedmiot | null, pageCount: number, taskCount: number, solvedCount: number, failedCount: number, error: string | null, createdAt: string, updatedAt: string }> };

export type WorkspaceTestSolversQueryVariables = Exact<{
  getTestSolverByWorkspaceIdInput?: GetTestSolverByWorkspaceIdInput | null | undefined;
}>;


export type WorkspaceTestSolversQuery = { getTestSolverByWorkspaceId: Array<{ id: string, title: string, state: TestSolverState, taskCount: number, solvedCount: number, createdAt: string }> };

export type GetPaginatedZadanieByRelationIdQueryVariables = Exact<{
  getPaginatedZadanieByRelationIdInput: GetPaginatedZadanieByRelationIdInput;
}>;


export type GetPaginatedZadanieByRelationIdQuery = { getPaginatedZadanieByRelationId: { total: number, page: number, limit: number, data: Array<{ id: string, testSolverId: string | null, workspaceId: string, numberExercise: string, order: number, question: string, type: ZadanieType, points: number | null, pages: Array<number>, state: ZadanieState, answer: string | null, explanation: string | null, dlaczego: string | null, check: ZadanieCheck | null, checkMessage: string | null, error: string | null, updatedAt: string, zadanieOdpowiedzi: Array<{ key: string, value: string }> }> } };

export type StartZadanieChatMutationVariables = Exact<{
  startconversationintentInput: StartconversationintentInput;
}>;


export type StartZadanieChatMutation = { startconversationintent: { id: string, workspaceId: string } };

export type SprawdziansolutionMutationVariables = Exact<{
  sprawdziansolutionInput: SprawdziansolutionInput;
}>;


export type SprawdziansolutionMutation = { sprawdziansolution:
    | { __typename: 'ExecutionError', errorCode: string, message: string }
    | { __typename: 'TestSolver', id: string, workspaceId: string, title: string, state: TestSolverState, przedmiot: Przedmiot | null, pageCount: number, taskCount: number, solvedCount: number, failedCount: number, error: string | null, createdAt: string, updatedAt: string, polecenie: string | null, notice: string | null, tematyId: Array<string>, solvedDocId: string | null, userDocs: Array<{ id: string, name: string, state: DocumentState, file: { id: string, contentType: string, originalFileName: string, fileUrl: string } | null }> }
   };

export type NewTestSolverListSubscriptionVariables = Exact<{
  newTestSolverInput?: NewTestSolverInput | null | undefined;
}>;


export type NewTestSolverListSubscription = { newTestSolver: { id: string, workspaceId: string, title: string, state: TestSolverState, przedmiot: Przedmiot | null, pageCount: number, taskCount: number, solvedCount: number, failedCount: number, error: string | null, createdAt: string, updatedAt: string } };

export type NewTestSolverSubscriptionVariables = Exact<{
  newTestSolverInput?: NewTestSolverInput | null | undefined;
}>;


export type NewTestSolverSubscription = { newTestSolver: { id: string, workspaceId: string, title: string, state: TestSolverState, przedmiot: Przedmiot | null, pageCount: number, taskCount: number, solvedCount: number, failedCount: number, error: string | null, createdAt: string, updatedAt: string, polecenie: string | null, notice: string | null, tematyId: Array<string>, solvedDocId: string | null, userDocs: Array<{ id: string, name: string, state: DocumentState, file: { id: string, contentType: string, originalFileName: string, fileUrl: string } | null }> } };

export type ZadanieEventsSubscriptionVariables = Exact<{
  updateZadanieInput: UpdateZadanieInput;
}>;


export type ZadanieEventsSubscription = { updateZadanie: { id: string, testSolverId: string | null, workspaceId: string, numberExercise: string, order: number, question: string, type: ZadanieType, points: number | null, pages: Array<number>, state: ZadanieState, answer: string | null, explanation: string | null, dlaczego: string | null, check: ZadanieCheck | null, checkMessage: string | null, error: string | null, updatedAt: string, zadanieOdpowiedzi: Array<{ key: string, value: string }> } };

export type TestSolverSummaryFieldsFragment = { id: string, workspaceId: string, title: string, state: TestSolverState, przedmiot: Przedmiot | null, pageCount: number, taskCount: number, solvedCount: number, failedCount: number, error: string | null, createdAt: string, updatedAt: string };

export type TestSolverDetailFieldsFragment = { id: string, workspaceId: string, title: string, state: TestSolverState, przedmiot: Przedmiot | null, pageCount: number, taskCount: number, solvedCount: number, failedCount: number, error: string | null, createdAt: string, updatedAt: string, polecenie: string | null, notice: string | null, tematyId: Array<string>, solvedDocId: string | null, userDocs: Array<{ id: string, name: string, state: DocumentState, file: { id: string, contentType: string, originalFileName: string, fileUrl: string } | null }> };

export type ZadanieFieldsFragment = { id: string, testSolverId: string | null, workspaceId: string, numberExercise: string, order: number, question: string, type: ZadanieType, points: number | null, pages: Array<number>, state: ZadanieState, answer: string | null, explanation: string | null, dlaczego: string | null, check: ZadanieCheck | null, checkMessage: string | null, error: string | null, updatedAt: string, zadanieOdpowiedzi: Array<{ key: string, value: string }> };

export type UpdateZadanieMutationVariables = Exact<{
  updateZadanieInput: UpdateZadanieInput;
}>;


export type UpdateZadanieMutation = { updateZadanie: { id: string, testSolverId: string | null, workspaceId: string, numberExercise: string, order: number, question: string, type: ZadanieType, points: number | null, pages: Array<number>, state: ZadanieState, answer: string | null, explanation: string | null, dlaczego: string | null, check: ZadanieCheck | null, checkMessage: string | null, error: string | null, updatedAt: string, zadanieOdpowiedzi: Array<{ key: string, value: string }> } };

export type DeleteAiTutorMutationVariables = Exact<{
  deleteAiTutorInput: DeleteAiTutorInput;
}>;


export type DeleteAiTutorMutation = { deleteAiTutor: { success: boolean, message: string } };

export type TutorTopicsQueryVariables = Exact<{
  getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput;
}>;


export type TutorTopicsQuery = { getbyprzedmiotandpoziom: Array<{ id: string, temat: string, ckePoziom: CkePoziom | null }> };

export type TutorTextbooksQueryVariables = Exact<{
  input: GetpodrecznikbyprzedmiotandpoziomInput;
}>;


export type TutorTextbooksQuery = { getpodrecznikbyprzedmiotandpoziom: Array<{ id: string, title: string }> };

export type TutorChaptersQueryVariables = Exact<{
  input: GetPodrBookByIdInput;
}>;


export type TutorChaptersQuery = { getPodrBookById: { id: string, chapters: Array<{ id: string, number: string, name: string }> } };

export type TutorWorkspacesQueryVariables = Exact<{ [key: string]: never; }>;


export type TutorWorkspacesQuery = { getWorkspaceByUserId: Array<{ id: string, name: string }> };

export type TutorTopicDataQueryVariables = Exact<{
  gettematdataInput: GettematdataInput;
}>;


export type TutorTopicDataQuery = { gettematdata: { content: string | null, exercises: Array<string> } };

export type TutorQueryVariables = Exact<{
  getAiTutorByIdInput: GetAiTutorByIdInput;
}>;


export type TutorQuery = { getAiTutorById: { id: string, workspaceId: string, name: string, description: string | null, przedmiot: Przedmiot, poziom: Poziom | null, origin: AiTutorOrigin, tematId: string | null, state: GenerationState, error: string | null, progress: number, createdAt: string, aiTutorTemat: Array<{ id: string, aiTutorId: string, order: number, name: string, description: string, state: GenerationState, full_generated: boolean, mastered: boolean, error: string | null, podrSubchapter: { id: string, number: string, name: string } | null, sessions: Array<{ id: string, aiTutorTematId: string, state: AiTutorSessionState, detailLevel: AiTutorDetailLevel, sessionConversationStarted: boolean, sessionConversationId: string | null, previousSessionId: string | null, testSessionQuizId: string | null, sessionQuizId: string | null, scorePercent: number | null, createdAt: string, testSessionQuiz: { id: string, state: GenerationState, error: string | null } | null }> }>, rozdzial: { id: string, number: string, name: string, bookId: string, bookTitle: string } | null, aiTutorInitialData: { detailLevel: AiTutorDetailLevel, userComment: string | null } } };

export type TutorsQueryVariables = Exact<{ [key: string]: never; }>;


export type TutorsQuery = { getAiTutorByUserId: Array<{ id: string, name: string, przedmiot: Przedmiot, poziom: Poziom | null, origin: AiTutorOrigin, state: GenerationState, error: string | null, progress: number, createdAt: string, aiTutorTemat: Array<{ id: string, state: GenerationState }> }> };

export type AitutoringAiTutorMutationVariables = Exact<{
  aitutoringAiTutorInput: AitutoringAiTutorInput;
}>;


export type AitutoringAiTutorMutation = { aitutoringAiTutor: { id: string, workspaceId: string, name: string, description: string | null, przedmiot: Przedmiot, poziom: Poziom | null, origin: AiTutorOrigin, tematId: string | null, state: GenerationState, error: string | null, progress: number, createdAt: string, aiTutorTemat: Array<{ id: string, aiTutorId: string, order: number, name: string, description: string, state: GenerationState, full_generated: boolean, mastered: boolean, error: string | null, podrSubchapter: { id: string, number: string, name: string } | null, sessions: Array<{ id: string, aiTutorTematId: string, state: AiTutorSessionState, detailLevel: AiTutorDetailLevel, sessionConversationStarted: boolean, sessionConversationId: string | null, previousSessionId: string | null, testSessionQuizId: string | null, sessionQuizId: string | null, scorePercent: number | null, createdAt: string, testSessionQuiz: { id: string, state: GenerationState, error: string | null } | null }> }>, rozdzial: { id: string, number: string, name: string, bookId: string, bookTitle: string } | null, aiTutorInitialData: { detailLevel: AiTutorDetailLevel, userComment: string | null } } };

export type NewAiTutorSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NewAiTutorSubscription = { newAiTutor: { id: string, name: string, przedmiot: Przedmiot, poziom: Poziom | null, origin: AiTutorOrigin, state: GenerationState, error: string | null, progress: number, createdAt: string, aiTutorTemat: Array<{ id: string, state: GenerationState }> } };

export type UpdateAiTutorSummarySubscriptionVariables = Exact<{
  updateAiTutorInput: UpdateAiTutorInput;
}>;


export type UpdateAiTutorSummarySubscription = { updateAiTutor: { id: string, name: string, przedmiot: Przedmiot, poziom: Poziom | null, origin: AiTutorOrigin, state: GenerationState, error: string | null, progress: number, createdAt: string, aiTutorTemat: Array<{ id: string, state: GenerationState }> } };

export type UpdateAiTutorSubscriptionVariables = Exact<{
  updateAiTutorInput: UpdateAiTutorInput;
}>;


export type UpdateAiTutorSubscription = { updateAiTutor: { id: string, workspaceId: string, name: string, description: string | null, przedmiot: Przedmiot, poziom: Poziom | null, origin: AiTutorOrigin, tematId: string | null, state: GenerationState, error: string | null, progress: number, createdAt: string, aiTutorTemat: Array<{ id: string, aiTutorId: string, order: number, name: string, description: string, state: GenerationState, full_generated: boolean, mastered: boolean, error: string | null, podrSubchapter: { id: string, number: string, name: string } | null, sessions: Array<{ id: string, aiTutorTematId: string, state: AiTutorSessionState, detailLevel: AiTutorDetailLevel, sessionConversationStarted: boolean, sessionConversationId: string | null, previousSessionId: string | null, testSessionQuizId: string | null, sessionQuizId: string | null, scorePercent: number | null, createdAt: string, testSessionQuiz: { id: string, state: GenerationState, error: string | null } | null }> }>, rozdzial: { id: string, number: string, name: string, bookId: string, bookTitle: string } | null, aiTutorInitialData: { detailLevel: AiTutorDetailLevel, userComment: string | null } } };

export type UpdateAiTutorTematSubscriptionVariables = Exact<{
  updateAiTutorTematInput: UpdateAiTutorTematInput;
}>;


export type UpdateAiTutorTematSubscription = { updateAiTutorTemat: { id: string, aiTutorId: string, order: number, name: string, description: string, state: GenerationState, full_generated: boolean, mastered: boolean, error: string | null, podrSubchapter: { id: string, number: string, name: string } | null, sessions: Array<{ id: string, aiTutorTematId: string, state: AiTutorSessionState, detailLevel: AiTutorDetailLevel, sessionConversationStarted: boolean, sessionConversationId: string | null, previousSessionId: string | null, testSessionQuizId: string | null, sessionQuizId: string | null, scorePercent: number | null, createdAt: string, testSessionQuiz: { id: string, state: GenerationState, error: string | null } | null }> } };

export type UpdateAiTutorTematSessionSubscriptionVariables = Exact<{
  updateAiTutorTematSessionInput: UpdateAiTutorTematSessionInput;
}>;


export type UpdateAiTutorTematSessionSubscription = { updateAiTutorTematSession: { id: string, aiTutorTematId: string, state: AiTutorSessionState, detailLevel: AiTutorDetailLevel, sessionConversationStarted: boolean, sessionConversationId: string | null, previousSessionId: string | null, testSessionQuizId: string | null, sessionQuizId: string | null, scorePercent: number | null, createdAt: string, testSessionQuiz: { id: string, state: GenerationState, error: string | null } | null } };

export type AiTutorSummaryFieldsFragment = { id: string, name: string, przedmiot: Przedmiot, poziom: Poziom | null, origin: AiTutorOrigin, state: GenerationState, error: string | null, progress: number, createdAt: string, aiTutorTemat: Array<{ id: string, state: GenerationState }> };

export type AiTutorSessionFieldsFragment = { id: string, aiTutorTematId: string, state: AiTutorSessionState, detailLevel: AiTutorDetailLevel, sessionConversationStarted: boolean, sessionConversationId: string | null, previousSessionId: string | null, testSessionQuizId: string | null, sessionQuizId: string | null, scorePercent: number | null, createdAt: string, testSessionQuiz: { id: string, state: GenerationState, error: string | null } | null };

export type AiTutorTopicFieldsFragment = { id: string, aiTutorId: string, order: number, name: string, description: string, state: GenerationState, full_generated: boolean, mastered: boolean, error: string | null, podrSubchapter: { id: string, number: string, name: string } | null, sessions: Array<{ id: string, aiTutorTematId: string, state: AiTutorSessionState, detailLevel: AiTutorDetailLevel, sessionConversationStarted: boolean, sessionConversationId: string | null, previousSessionId: string | null, testSessionQuizId: string | null, sessionQuizId: string | null, scorePercent: number | null, createdAt: string, testSessionQuiz: { id: string, state: GenerationState, error: string | null } | null }> };

export type AiTutorDetailFieldsFragment = { id: string, workspaceId: string, name: string, description: string | null, przedmiot: Przedmiot, poziom: Poziom | null, origin: AiTutorOrigin, tematId: string | null, state: GenerationState, error: string | null, progress: number, createdAt: string, rozdzial: { id: string, number: string, name: string, bookId: string, bookTitle: string } | null, aiTutorInitialData: { detailLevel: AiTutorDetailLevel, userComment: string | null } };

export type ContinueaitutoringAiTutorMutationVariables = Exact<{
  continueaitutoringAiTutorInput: ContinueaitutoringAiTutorInput;
}>;


export type ContinueaitutoringAiTutorMutation = { continueaitutoringAiTutor: { id: string, aiTutorTematId: string, state: AiTutorSessionState, detailLevel: AiTutorDetailLevel, sessionConversationStarted: boolean, sessionConversationId: string | null, previousSessionId: string | null, testSessionQuizId: string | null, sessionQuizId: string | null, scorePercent: number | null, createdAt: string, testSessionQuiz: { id: string, state: GenerationState, error: string | null } | null } };

export type FinishAiTutorTematSessionMutationVariables = Exact<{
  finishAiTutorTematSessionInput: FinishAiTutorTematSessionInput;
}>;


export type FinishAiTutorTematSessionMutation = { finishAiTutorTematSession: { id: string, aiTutorTematId: string, state: AiTutorSessionState, detailLevel: AiTutorDetailLevel, sessionConversationStarted: boolean, sessionConversationId: string | null, previousSessionId: string | null, testSessionQuizId: string | null, sessionQuizId: string | null, scorePercent: number | null, createdAt: string, testSessionQuiz: { id: string, state: GenerationState, error: string | null } | null } };

export type GenerateainotatkasessionMutationVariables = Exact<{
  generateainotatkasessionInput: GenerateainotatkasessionInput;
}>;


export type GenerateainotatkasessionMutation = { generateainotatkasession: { id: string, workspaceId: string, name: string } };

export type UsagePageQueryVariables = Exact<{ [key: string]: never; }>;


export type UsagePageQuery = { getSubscriptionUsage: { name: string, grantedAt: string, status: SubStatus, cancelAtPeriodEnd: boolean, expiresAt: string | null, planPrice: number, billingInterval: string, recurring: boolean, paymentMethod: { card_brand: string, card_last4: string, exp_month: number, exp_year: number } | null, usage: Array<{ action: UsageAction, label: string, limit: number | null, limitType: LimitType, limitInterval: LimitInterval, usage: number, remaining: number | null, renewsAt: string }> } };

export type DeleteWordBaseMutationVariables = Exact<{
  deleteWordBaseInput: DeleteWordBaseInput;
}>;


export type DeleteWordBaseMutation = { deleteWordBase: { id: string, workspaceId: string, name: string, description: string | null, type: FlashcardKind, languageCode: string | null, progress: number, sourcesId: string | null, wordCount: number, dueCount: number, newCount: number, lastStudiedAt: string | null, isDeleted: boolean, state: GenerationState, error: string | null, notice: string | null, createdAt: string, updatedAt: string, language: { code: string, name: string } | null } };

export type ExtractwordbaseMutationVariables = Exact<{
  extractwordbaseInput: ExtractwordbaseInput;
}>;


export type ExtractwordbaseMutation = { extractwordbase: { id: string, workspaceId: string, name: string, description: string | null, type: FlashcardKind, languageCode: string | null, progress: number, sourcesId: string | null, wordCount: number, dueCount: number, newCount: number, lastStudiedAt: string | null, isDeleted: boolean, state: GenerationState, error: string | null, notice: string | null, createdAt: string, updatedAt: string, language: { code: string, name: string } | null } };

export type AllWordBasesQueryVariables = Exact<{
  getWordBaseByUserIdInput?: GetWordBaseByUserIdInput | null | undefined;
}>;


export type AllWordBasesQuery = { getWordBaseByUserId: Array<{ id: string, workspaceId: string, workspaceName: string, name: string, type: FlashcardKind, wordCount: number, dueCount: number, newCount: number, state: GenerationState, createdAt: string, language: { code: string, name: string } | null }> };

export type GetDueWordsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDueWordsQuery = { getDueWords: { total: number, byWorkspace: Array<{ workspaceId: string, count: number }> } };

export type DueWordsWorkspacesQueryVariables = Exact<{ [key: string]: never; }>;


export type DueWordsWorkspacesQuery = { getWorkspaceByUserId: Array<{ id: string, name: string }> };

export type LanguageWorkspaceQueryVariables = Exact<{ [key: string]: never; }>;


export type LanguageWorkspaceQuery = { getlanguageworkspace: { id: string, name: string } };

export type GetLanguagesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetLanguagesQuery = { getLanguages: Array<{ code: string, name: string, nameFull: string }> };

export type GetWordBaseSessionByIdQueryVariables = Exact<{
  getWordBaseSessionByIdInput: GetWordBaseSessionByIdInput;
}>;


export type GetWordBaseSessionByIdQuery = { getWordBaseSessionById: { id: string, wordBaseId: string, wordBaseSessionType: WordBaseSessionType, isFinished: boolean, score: number | null, time: number, wordCount: number, createdAt: string, finishedAt: string | null, answers: Array<{ id: string, wordId: string, word: string, rating: WordRating | null, isCorrect: boolean | null, createdAt: string }>, exercises: Array<{ id: string, kind: ExerciseKind, polecenie: string, example: string, wordId: string, word: string, options: Array<string>, answered: boolean, isCorrect: boolean | null, answer: string | null, review: string | null, expected: string | null }>, nextWord: { id: string, wordBaseId: string, word: string, translation: string, usageExample: string | null } | null } };

export type GetWordBaseSessionByWordBaseIdQueryVariables = Exact<{
  getWordBaseSessionByWordBaseIdInput: GetWordBaseSessionByWordBaseIdInput;
}>;


export type GetWordBaseSessionByWordBaseIdQuery = { getWordBaseSessionByWordBaseId: Array<{ id: string, wordBaseId: string, wordBaseSessionType: WordBaseSessionType, isFinished: boolean, score: number | null, time: number, wordCount: number, createdAt: string, finishedAt: string | null, answers: Array<{ id: string, wordId: string, word: string, rating: WordRating | null, isCorrect: boolean | null, createdAt: string }> }> };

export type WordBaseWordsQueryVariables = Exact<{
  getWordBaseByIdInput: GetWordBaseByIdInput;
  page?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type WordBaseWordsQuery = { getWordBaseById: { id: string, wordPage: { total: number, page: number, limit: number, data: Array<{ id: string, wordBaseId: string, word: string, translation: string, usageExample: string | null, order: number, due: string, state: string, reps: number, lapses: number, lastReview: string | null, scheduledDays: number }> } } };

export type WordBaseHistoryQueryVariables = Exact<{
  getWordBaseByIdInput: GetWordBaseByIdInput;
}>;


export type WordBaseHistoryQuery = { getWordBaseById: { id: string, words: Array<{ id: string, word: string, translation: string, state: string, due: string, reps: number, lapses: number, history: Array<{ rating: WordRating, reviewedAt: string, sessionId: string | null, wordBaseSessionType: WordBaseSessionType | null, scheduledDays: number }> }> } };

export type GetWordBaseByIdQueryVariables = Exact<{
  getWordBaseByIdInput: GetWordBaseByIdInput;
}>;


export type GetWordBaseByIdQuery = { getWordBaseById: { id: string, workspaceId: string, name: string, description: string | null, type: FlashcardKind, languageCode: string | null, progress: number, sourcesId: string | null, wordCount: number, dueCount: number, newCount: number, lastStudiedAt: string | null, isDeleted: boolean, state: GenerationState, error: string | null, notice: string | null, createdAt: string, updatedAt: string, language: { code: string, name: string } | null } };

export type GetWordBaseByWorkspaceIdQueryVariables = Exact<{
  getWordBaseByWorkspaceIdInput: GetWordBaseByWorkspaceIdInput;
}>;


export type GetWordBaseByWorkspaceIdQuery = { getWordBaseByWorkspaceId: Array<{ id: string, workspaceId: string, name: string, description: string | null, type: FlashcardKind, languageCode: string | null, progress: number, sourcesId: string | null, wordCount: number, dueCount: number, newCount: number, lastStudiedAt: string | null, isDeleted: boolean, state: GenerationState, error: string | null, notice: string | null, createdAt: string, updatedAt: string, language: { code: string, name: string } | null }> };

export type WordpracticesessionMutationVariables = Exact<{
  wordpracticesessionInput: WordpracticesessionInput;
}>;


export type WordpracticesessionMutation = { wordpracticesession: { id: string, wordBaseId: string, wordBaseSessionType: WordBaseSessionType, isFinished: boolean, score: number | null, time: number, wordCount: number, createdAt: string, finishedAt: string | null, answers: Array<{ id: string, wordId: string, word: string, rating: WordRating | null, isCorrect: boolean | null, createdAt: string }>, exercises: Array<{ id: string, kind: ExerciseKind, polecenie: string, example: string, wordId: string, word: string, options: Array<string>, answered: boolean, isCorrect: boolean | null, answer: string | null, review: string | null, expected: string | null }>, nextWord: { id: string, wordBaseId: string, word: string, translation: string, usageExample: string | null } | null } };

export type StartMutationVariables = Exact<{
  startInput: StartInput;
}>;


export type StartMutation = { start: { id: string, wordBaseId: string, wordBaseSessionType: WordBaseSessionType, isFinished: boolean, score: number | null, time: number, wordCount: number, createdAt: string, finishedAt: string | null, answers: Array<{ id: string, wordId: string, word: string, rating: WordRating | null, isCorrect: boolean | null, createdAt: string }>, exercises: Array<{ id: string, kind: ExerciseKind, polecenie: string, example: string, wordId: string, word: string, options: Array<string>, answered: boolean, isCorrect: boolean | null, answer: string | null, review: string | null, expected: string | null }>, nextWord: { id: string, wordBaseId: string, word: string, translation: string, usageExample: string | null } | null } };

export type TranslateMutationVariables = Exact<{
  translateInput: TranslateInput;
}>;


export type TranslateMutation = { translate: Array<{ word: string, translation: string, usageExample: string | null, problem: string | null }> };

export type UpsertwordsMutationVariables = Exact<{
  upsertwordsInput: UpsertwordsInput;
}>;


export type UpsertwordsMutation = { upsertwords: { id: string, workspaceId: string, name: string, description: string | null, type: FlashcardKind, languageCode: string | null, progress: number, sourcesId: string | null, wordCount: number, dueCount: number, newCount: number, lastStudiedAt: string | null, isDeleted: boolean, state: GenerationState, error: string | null, notice: string | null, createdAt: string, updatedAt: string, language: { code: string, name: string } | null } };

export type ValdiateexerciseMutationVariables = Exact<{
  valdiateexerciseInput: ValdiateexerciseInput;
}>;


export type ValdiateexerciseMutation = { valdiateexercise: { id: string, kind: ExerciseKind, polecenie: string, example: string, wordId: string, word: string, options: Array<string>, answered: boolean, isCorrect: boolean | null, answer: string | null, review: string | null, expected: string | null } };

export type NewWordBaseSubscriptionVariables = Exact<{
  newWordBaseInput: NewWordBaseInput;
}>;


export type NewWordBaseSubscription = { newWordBase: { id: string, workspaceId: string, name: string, description: string | null, type: FlashcardKind, languageCode: string | null, progress: number, sourcesId: string | null, wordCount: number, dueCount: number, newCount: number, lastStudiedAt: string | null, isDeleted: boolean, state: GenerationState, error: string | null, notice: string | null, createdAt: string, updatedAt: string, language: { code: string, name: string } | null } };

export type WordBaseSummaryFieldsFragment = { id: string, workspaceId: string, name: string, description: string | null, type: FlashcardKind, languageCode: string | null, progress: number, sourcesId: string | null, wordCount: number, dueCount: number, newCount: number, lastStudiedAt: string | null, isDeleted: boolean, state: GenerationState, error: string | null, notice: string | null, createdAt: string, updatedAt: string, language: { code: string, name: string } | null };

export type WordBaseSessionSummaryFieldsFragment = { id: string, wordBaseId: string, wordBaseSessionType: WordBaseSessionType, isFinished: boolean, score: number | null, time: number, wordCount: number, createdAt: string, finishedAt: string | null, answers: Array<{ id: string, wordId: string, word: string, rating: WordRating | null, isCorrect: boolean | null, createdAt: string }> };

export type WordBaseSessionFieldsFragment = { id: string, wordBaseId: string, wordBaseSessionType: WordBaseSessionType, isFinished: boolean, score: number | null, time: number, wordCount: number, createdAt: string, finishedAt: string | null, answers: Array<{ id: string, wordId: string, word: string, rating: WordRating | null, isCorrect: boolean | null, createdAt: string }>, exercises: Array<{ id: string, kind: ExerciseKind, polecenie: string, example: string, wordId: string, word: string, options: Array<string>, answered: boolean, isCorrect: boolean | null, answer: string | null, review: string | null, expected: string | null }>, nextWord: { id: string, wordBaseId: string, word: string, translation: string, usageExample: string | null } | null };

export type CreateWorkspaceMutationVariables = Exact<{
  createWorkspaceInput: CreateWorkspaceInput;
}>;


export type CreateWorkspaceMutation = { createWorkspace: { id: string, type: WorkspaceType, name: string, createdAt: string, updatedAt: string, temat: { id: string, przedmiot: Przedmiot, poziom: Poziom, temat: string, podTematy: Array<string>, ckePoziom: CkePoziom | null } | null } };

export type DeleteWorkspaceMutationVariables = Exact<{
  deleteWorkspaceInput: DeleteWorkspaceInput;
}>;


export type DeleteWorkspaceMutation = { deleteWorkspace: { success: boolean, message: string } };

export type GetbyprzedmiotandpoziomQueryVariables = Exact<{
  getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput;
}>;


export type GetbyprzedmiotandpoziomQuery = { getbyprzedmiotandpoziom: Array<{ id: string, temat: string, podTematy: Array<string>, ckePoziom: CkePoziom | null }> };

export type GetWorkspaceByIdQueryVariables = Exact<{
  getWorkspaceByIdInput: GetWorkspaceByIdInput;
}>;


export type GetWorkspaceByIdQuery = { getWorkspaceById: { id: string, type: WorkspaceType, name: string, createdAt: string, updatedAt: string, temat: { id: string, przedmiot: Przedmiot, poziom: Poziom, temat: string, podTematy: Array<string>, ckePoziom: CkePoziom | null } | null } };

export type GetWorkspaceByUserIdQueryVariables = Exact<{ [key: string]: never; }>;


export type GetWorkspaceByUserIdQuery = { getWorkspaceByUserId: Array<{ id: string, name: string, updatedAt: string, temat: { id: string, przedmiot: Przedmiot, poziom: Poziom, temat: string } | null }> };

export type UpdateWorkspaceMutationVariables = Exact<{
  updateWorkspaceInput: UpdateWorkspaceInput;
}>;


export type UpdateWorkspaceMutation = { updateWorkspace: { id: string, type: WorkspaceType, name: string, createdAt: string, updatedAt: string, temat: { id: string, przedmiot: Przedmiot, poziom: Poziom, temat: string, podTematy: Array<string>, ckePoziom: CkePoziom | null } | null } };

export type WorkspaceSummaryFieldsFragment = { id: string, name: string, updatedAt: string, temat: { id: string, przedmiot: Przedmiot, poziom: Poziom, temat: string } | null };

export type WorkspaceDetailFieldsFragment = { id: string, type: WorkspaceType, name: string, createdAt: string, updatedAt: string, temat: { id: string, przedmiot: Przedmiot, poziom: Poziom, temat: string, podTematy: Array<string>, ckePoziom: CkePoziom | null } | null };

export type GetActionSourcesQueryVariables = Exact<{
  getActionSourcesInput: GetActionSourcesInput;
}>;


export type GetActionSourcesQuery = { getActionSources: { workspaceId: string, selected: { id: string, items: Array<{ type: SourceItemType, id: string }> } | null, groups: Array<{ type: SourceType, label: string, sources: Array<
        | { __typename: 'AiNote', id: string, name: string }
        | { __typename: 'AiTutorTemat', id: string, name: string }
        | { __typename: 'LibrarySource', id: string, name: string }
        | { __typename: 'QuizResult', id: string, name: string }
        | { __typename: 'UserDoc', id: string, name: string, state: DocumentState, sourceType: SourceType }
      > }>, fromTools: Array<{ itemType: SourceItemType, label: string, sources: Array<
        | { __typename: 'AiNote', id: string, name: string }
        | { __typename: 'AiTutorTemat', id: string, name: string }
        | { __typename: 'LibrarySource', id: string, name: string }
        | { __typename: 'QuizResult', id: string, name: string }
        | { __typename: 'UserDoc', id: string, name: string, state: DocumentState, sourceType: SourceType }
      > }> } };

export type GetErrorReportingConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type GetErrorReportingConfigQuery = { getAppConfig: { sentryDsn: string | null, sentryEnvironment: string | null } };

export type UpdateSourcesMutationVariables = Exact<{
  updateSourcesInput: UpdateSourcesInput;
}>;


export type UpdateSourcesMutation = { updateSources: { id: string } };

export type UpdateUserInfoMutationVariables = Exact<{
  updateUserInfoInput: UpdateUserInfoInput;
}>;


export type UpdateUserInfoMutation = { updateUserInfo: { id: string, email: string | null, phone: string | null, name: string | null, surname: string | null, role: Role, avatar: string | null, onboardingStatus: OnboardingStatus, isVerified: boolean, hasPassword: boolean, isFreeSub: boolean, subStatus: SubStatus | null, metadata: { hasSeenInitialConversation: boolean }, onboarding: { poziom: Poziom | null, egzaminy: Array<CkePoziom>, przedmioty: Array<Przedmiot> } } };

export type CurrentUserFragment = { id: string, email: string | null, phone: string | null, name: string | null, surname: string | null, role: Role, avatar: string | null, onboardingStatus: OnboardingStatus, isVerified: boolean, hasPassword: boolean, isFreeSub: boolean, subStatus: SubStatus | null, metadata: { hasSeenInitialConversation: boolean }, onboarding: { poziom: Poziom | null, egzaminy: Array<CkePoziom>, przedmioty: Array<Przedmiot> } };

export type GetMeQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMeQuery = { getMe: { id: string, email: string | null, phone: string | null, name: string | null, surname: string | null, role: Role, avatar: string | null, onboardingStatus: OnboardingStatus, isVerified: boolean, hasPassword: boolean, isFreeSub: boolean, subStatus: SubStatus | null, integrations: Array<{ id: string, integrationType: IntegrationType, expiresAt: string | null }>, metadata: { hasSeenInitialConversation: boolean }, onboarding: { poziom: Poziom | null, egzaminy: Array<CkePoziom>, przedmioty: Array<Przedmiot> } } };

export type RefreshTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshTokenMutation = { refreshToken: { success: boolean, accessTokenExpiresAt: string } };

export type LogoutMutationVariables = Exact<{
  logoutInput?: LogoutInput | null | undefined;
}>;


export type LogoutMutation = { logout: { success: boolean, message: string } };

export type GetUploadLimitQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUploadLimitQuery = { getAppConfig: { uploadMaxBytes: number } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AdminTopicFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminTopicFields on Tematy {
  id
  temat
  podTematy
  ckePoziom
  podrecznikId
  content
  visible
}
    `, {"fragmentName":"AdminTopicFields"}) as unknown as TypedDocumentString<AdminTopicFieldsFragment, unknown>;
export const AdminChapterFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminChapterFields on PodrChapter {
  id
  toc_id
  number
  name
  page
  deleted
  exerciseCount
}
    `, {"fragmentName":"AdminChapterFields"}) as unknown as TypedDocumentString<AdminChapterFieldsFragment, unknown>;
export const AdminTextbookFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminTextbookFields on Podrecznik {
  id
  title
  isbn
  przedmiot
  poziom
  klasa
  wydawnictwo
  authors
  visible
  demo
  exerciseCount
  imageUrl
}
    `, {"fragmentName":"AdminTextbookFields"}) as unknown as TypedDocumentString<AdminTextbookFieldsFragment, unknown>;
export const AdminImportFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminImportFields on PodrecznikImport {
  id
  podrecznikId
  fileName
  state
  tocSource
  pageCount
  pagesRead
  chapterCount
  subchapterCount
  subchaptersRead
  exercisesFound
  exercisesSolved
  exercisesFailed
  note
  error
  attempt
  updatedAt
}
    `, {"fragmentName":"AdminImportFields"}) as unknown as TypedDocumentString<AdminImportFieldsFragment, unknown>;
export const AdminUserSummaryFragmentDoc = new TypedDocumentString(`
    fragment AdminUserSummary on User {
  id
  email
  phone
  name
  surname
  role
  isFreeSub
  onboardingStatus
  createdAt
  lastLogin
  blockedAt
}
    `, {"fragmentName":"AdminUserSummary"}) as unknown as TypedDocumentString<AdminUserSummaryFragment, unknown>;
export const ConversationSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConversationSummaryFields on ConversationWorkspace {
  id
  workspaceId
  name
  isFetching
  createdAt
  updatedAt
}
    `, {"fragmentName":"ConversationSummaryFields"}) as unknown as TypedDocumentString<ConversationSummaryFieldsFragment, unknown>;
export const ChatMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ChatMessageFields on UserMessage {
  id
  message
  messageContent
  type
  rozprawkaCall {
    temat
  }
  rozprawkaReviewCall {
    temat
    content
  }
  zadanieCall {
    id
    numberExercise
    question
  }
  messageFiles {
    fileId
    fileUrl
    originalFileName
    contentType
  }
  botResponses {
    id
    content
    isFetching
    isError
    error
    stopped
    aiNoteId
    citations {
      number
      sourceType
      sourceId
      name
      page
      startSeconds
      excerpt
    }
    createdAt
  }
  createdAt
}
    `, {"fragmentName":"ChatMessageFields"}) as unknown as TypedDocumentString<ChatMessageFieldsFragment, unknown>;
export const ConversationDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConversationDetailFields on ConversationWorkspace {
  id
  workspaceId
  name
  isFetching
  createdAt
  updatedAt
  sources {
    id
    sources {
      __typename
      ... on UserDoc {
        id
        name
        sourceType
      }
      ... on AiNote {
        id
        name
      }
      ... on QuizResult {
        id
        name
        quizWorkspaceId
      }
      ... on LibrarySource {
        id
        name
        podrecznikId
      }
      ... on AiTutorTemat {
        id
        name
      }
    }
  }
  userMessages {
    id
    message
    messageContent
    type
    rozprawkaCall {
      temat
    }
    rozprawkaReviewCall {
      temat
      content
    }
    zadanieCall {
      id
      numberExercise
      question
    }
    messageFiles {
      fileId
      fileUrl
      originalFileName
      contentType
    }
    botResponses {
      id
      content
      isFetching
      isError
      error
      stopped
      aiNoteId
      citations {
        number
        sourceType
        sourceId
        name
        page
        startSeconds
        excerpt
      }
      createdAt
    }
    createdAt
  }
}
    `, {"fragmentName":"ConversationDetailFields"}) as unknown as TypedDocumentString<ConversationDetailFieldsFragment, unknown>;
export const EssaySummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment EssaySummaryFields on RozprawkaAi {
  id
  workspaceId
  type
  temat
  przedmiot
  poziom
  egzamin
  state
  liczbaArgumentow
  poziomJezyka
  wordCount
  minWords
  maxWords
  error
  createdAt
  updatedAt
}
    `, {"fragmentName":"EssaySummaryFields"}) as unknown as TypedDocumentString<EssaySummaryFieldsFragment, unknown>;
export const EssaySegmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment EssaySegmentFields on RozprawkaAiSegment {
  id
  rozprawkaId
  order
  type
  content
  contentJson
  explanation
  helperContent
  lekturaId
  lektura {
    id
    title
    author
  }
  uwagi {
    kind
    message
    quote
    lekturaId
  }
  wordCount
  updatedAt
}
    `, {"fragmentName":"EssaySegmentFields"}) as unknown as TypedDocumentString<EssaySegmentFieldsFragment, unknown>;
export const EssayDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment EssayDetailFields on RozprawkaAi {
  id
  workspaceId
  type
  temat
  przedmiot
  poziom
  egzamin
  state
  liczbaArgumentow
  poziomJezyka
  wordCount
  minWords
  maxWords
  error
  createdAt
  updatedAt
  polecenie
  notice
  rozprawkaReviewId
  lektury {
    id
    title
    author
  }
  segments {
    id
    rozprawkaId
    order
    type
    content
    contentJson
    explanation
    helperContent
    lekturaId
    lektura {
      id
      title
      author
    }
    uwagi {
      kind
      message
      quote
      lekturaId
    }
    wordCount
    updatedAt
  }
}
    `, {"fragmentName":"EssayDetailFields"}) as unknown as TypedDocumentString<EssayDetailFieldsFragment, unknown>;
export const EssayRewriteFieldsFragmentDoc = new TypedDocumentString(`
    fragment EssayRewriteFields on RozprawkaSegmentRewrite {
  id
  segmentId
  content
  instruction
  action
  discarded
  accepted
  previousContent
  createdAt
}
    `, {"fragmentName":"EssayRewriteFields"}) as unknown as TypedDocumentString<EssayRewriteFieldsFragment, unknown>;
export const EssayReviewSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment EssayReviewSummaryFields on RozprawkaAiReview {
  id
  workspaceId
  przedmiot
  poziom
  egzamin
  temat
  state
  error
  wordCount
  createdAt
  updatedAt
  maturaPolski {
    egzamin
    liczbaPunktow
    zdobytePunkty
  }
  egzaminOsmoklasistyPolski {
    egzamin
    liczbaPunktow
    zdobytePunkty
  }
  maturaAngielski {
    egzamin
    liczbaPunktow
    zdobytePunkty
  }
  egzaminOsmoklasistyAngielski {
    egzamin
    liczbaPunktow
    zdobytePunkty
  }
}
    `, {"fragmentName":"EssayReviewSummaryFields"}) as unknown as TypedDocumentString<EssayReviewSummaryFieldsFragment, unknown>;
export const EssayReviewDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment EssayReviewDetailFields on RozprawkaAiReview {
  id
  workspaceId
  przedmiot
  poziom
  egzamin
  temat
  content
  state
  error
  notice
  review
  reviewContent
  poprawki {
    fragment
    rewrite
    why
  }
  wordCount
  dysleksja
  rozprawkaId
  poprawionaRozprawkaId
  userDocId
  maturaPolski {
    egzamin
    nazwa
    liczbaPunktow
    zdobytePunkty
    zasady
    kryteria {
      id
      name
      maxPoints
      points
      reason
      rule
      cytaty {
        text
        start
        end
        kind
        comment
        correction
      }
    }
  }
  egzaminOsmoklasistyPolski {
    egzamin
    nazwa
    liczbaPunktow
    zdobytePunkty
    zasady
    kryteria {
      id
      name
      maxPoints
      points
      reason
      rule
      cytaty {
        text
        start
        end
        kind
        comment
        correction
      }
    }
  }
  maturaAngielski {
    egzamin
    nazwa
    liczbaPunktow
    zdobytePunkty
    zasady
    kryteria {
      id
      name
      maxPoints
      points
      reason
      rule
      cytaty {
        text
        start
        end
        kind
        comment
        correction
      }
    }
  }
  egzaminOsmoklasistyAngielski {
    egzamin
    nazwa
    liczbaPunktow
    zdobytePunkty
    zasady
    kryteria {
      id
      name
      maxPoints
      points
      reason
      rule
      cytaty {
        text
        start
        end
        kind
        comment
        correction
      }
    }
  }
  createdAt
  updatedAt
}
    `, {"fragmentName":"EssayReviewDetailFields"}) as unknown as TypedDocumentString<EssayReviewDetailFieldsFragment, unknown>;
export const LibraryTextbookFieldsFragmentDoc = new TypedDocumentString(`
    fragment LibraryTextbookFields on Podrecznik {
  id
  title
  isbn
  przedmiot
  poziom
  klasa
  wydawnictwo
  authors
  demo
  exerciseCount
  imageUrl
}
    `, {"fragmentName":"LibraryTextbookFields"}) as unknown as TypedDocumentString<LibraryTextbookFieldsFragment, unknown>;
export const LibraryBookFieldsFragmentDoc = new TypedDocumentString(`
    fragment LibraryBookFields on Book {
  id
  name
  isbn
  przedmiot
  poziom
  klasa
  wydawnictwo
  authors
  demo
  exerciseCount
  imageUrl
}
    `, {"fragmentName":"LibraryBookFields"}) as unknown as TypedDocumentString<LibraryBookFieldsFragment, unknown>;
export const LibraryExerciseFieldsFragmentDoc = new TypedDocumentString(`
    fragment LibraryExerciseFields on Zadanie {
  id
  numberExercise
  question
  type
  zadanieOdpowiedzi {
    key
    value
  }
  answer
  explanation
  pages
}
    `, {"fragmentName":"LibraryExerciseFields"}) as unknown as TypedDocumentString<LibraryExerciseFieldsFragment, unknown>;
export const MaterialSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment MaterialSummaryFields on UserDoc {
  id
  workspaceId
  type
  state
  name
  sourceType
  error
  createdAt
  updatedAt
}
    `, {"fragmentName":"MaterialSummaryFields"}) as unknown as TypedDocumentString<MaterialSummaryFieldsFragment, unknown>;
export const MaterialDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment MaterialDetailFields on UserDoc {
  id
  workspaceId
  type
  state
  name
  sourceType
  error
  createdAt
  updatedAt
  youtubeMetadata {
    url
    videoId
    title
    author
    language
    transcripts {
      text
      start
      duration
    }
  }
  content
  segments {
    text
    page
  }
  pageCount
  ocrPages
  truncatedFrom
  file {
    id
    contentType
    originalFileName
    fileUrl
  }
}
    `, {"fragmentName":"MaterialDetailFields"}) as unknown as TypedDocumentString<MaterialDetailFieldsFragment, unknown>;
export const NoteSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment NoteSummaryFields on AiNote {
  id
  workspaceId
  name
  action
  createdAt
  updatedAt
}
    `, {"fragmentName":"NoteSummaryFields"}) as unknown as TypedDocumentString<NoteSummaryFieldsFragment, unknown>;
export const NoteDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment NoteDetailFields on AiNote {
  id
  workspaceId
  name
  content
  action
  createdAt
  updatedAt
}
    `, {"fragmentName":"NoteDetailFields"}) as unknown as TypedDocumentString<NoteDetailFieldsFragment, unknown>;
export const QuizResultSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuizResultSummaryFields on QuizResult {
  id
  quizWorkspaceId
  workspaceId
  isFinished
  isReviewing
  instantFeedback
  score
  maxScore
  percent
  createdAt
  finishedAt
}
    `, {"fragmentName":"QuizResultSummaryFields"}) as unknown as TypedDocumentString<QuizResultSummaryFieldsFragment, unknown>;
export const QuizSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuizSummaryFields on QuizWorkspace {
  id
  workspaceId
  quizFlowId
  name
  state
  detailScale
  questionCount
  requestedCount
  questionTypes
  type
  lekturaId
  fromMistakes
  error
  notice
  createdAt
  quizResults {
    id
    quizWorkspaceId
    workspaceId
    isFinished
    isReviewing
    instantFeedback
    score
    maxScore
    percent
    createdAt
    finishedAt
  }
}
    `, {"fragmentName":"QuizSummaryFields"}) as unknown as TypedDocumentString<QuizSummaryFieldsFragment, unknown>;
export const QuizFlowSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuizFlowSummaryFields on QuizFlow {
  id
  workspaceId
  title
  isDeleted
  score
  lekturaId
  lektura {
    id
    title
    author
  }
  createdAt
  quizzes {
    id
    workspaceId
    quizFlowId
    name
    state
    detailScale
    questionCount
    requestedCount
    questionTypes
    type
    lekturaId
    fromMistakes
    error
    notice
    createdAt
    quizResults {
      id
      quizWorkspaceId
      workspaceId
      isFinished
      isReviewing
      instantFeedback
      score
      maxScore
      percent
      createdAt
      finishedAt
    }
  }
}
    `, {"fragmentName":"QuizFlowSummaryFields"}) as unknown as TypedDocumentString<QuizFlowSummaryFieldsFragment, unknown>;
export const QuizDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuizDetailFields on QuizWorkspace {
  id
  workspaceId
  quizFlowId
  name
  state
  detailScale
  questionCount
  requestedCount
  questionTypes
  type
  lekturaId
  fromMistakes
  error
  notice
  createdAt
  quizResults {
    id
    quizWorkspaceId
    workspaceId
    isFinished
    isReviewing
    instantFeedback
    score
    maxScore
    percent
    createdAt
    finishedAt
  }
  questions {
    id
    order
    kind
    question
    options {
      id
      text
    }
    points
    expectsValue
  }
}
    `, {"fragmentName":"QuizDetailFields"}) as unknown as TypedDocumentString<QuizDetailFieldsFragment, unknown>;
export const QuizAnswerFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuizAnswerFields on QuizAnswer {
  id
  questionId
  optionId
  userAnswer
  fileId
  fileUrl
  isCorrect
  points
  maxPoints
  isReviewing
  review {
    good
    missing
    modelAnswer
  }
  correctOptionId
  correctAnswer
  explanation
  citation {
    sourceKind
    sourceId
    sourceName
    page
    startSeconds
    text
  }
  createdAt
}
    `, {"fragmentName":"QuizAnswerFields"}) as unknown as TypedDocumentString<QuizAnswerFieldsFragment, unknown>;
export const QuizResultDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuizResultDetailFields on QuizResult {
  id
  quizWorkspaceId
  workspaceId
  isFinished
  isReviewing
  instantFeedback
  score
  maxScore
  percent
  createdAt
  finishedAt
  quizAnswers {
    id
    questionId
    optionId
    userAnswer
    fileId
    fileUrl
    isCorrect
    points
    maxPoints
    isReviewing
    review {
      good
      missing
      modelAnswer
    }
    correctOptionId
    correctAnswer
    explanation
    citation {
      sourceKind
      sourceId
      sourceName
      page
      startSeconds
      text
    }
    createdAt
  }
}
    `, {"fragmentName":"QuizResultDetailFields"}) as unknown as TypedDocumentString<QuizResultDetailFieldsFragment, unknown>;
export const ShareLinkFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShareLinkFields on ShareLink {
  token
  kind
  itemId
  createdAt
  revokedAt
}
    `, {"fragmentName":"ShareLinkFields"}) as unknown as TypedDocumentString<ShareLinkFieldsFragment, unknown>;
export const TestSolverSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestSolverSummaryFields on TestSolver {
  id
  workspaceId
  title
  state
  przedmiot
  pageCount
  taskCount
  solvedCount
  failedCount
  error
  createdAt
  updatedAt
}
    `, {"fragmentName":"TestSolverSummaryFields"}) as unknown as TypedDocumentString<TestSolverSummaryFieldsFragment, unknown>;
export const TestSolverDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestSolverDetailFields on TestSolver {
  id
  workspaceId
  title
  state
  przedmiot
  pageCount
  taskCount
  solvedCount
  failedCount
  error
  createdAt
  updatedAt
  polecenie
  notice
  tematyId
  solvedDocId
  userDocs {
    id
    name
    state
    file {
      id
      contentType
      originalFileName
      fileUrl
    }
  }
}
    `, {"fragmentName":"TestSolverDetailFields"}) as unknown as TypedDocumentString<TestSolverDetailFieldsFragment, unknown>;
export const ZadanieFieldsFragmentDoc = new TypedDocumentString(`
    fragment ZadanieFields on Zadanie {
  id
  testSolverId
  workspaceId
  numberExercise
  order
  question
  type
  zadanieOdpowiedzi {
    key
    value
  }
  points
  pages
  state
  answer
  explanation
  dlaczego
  check
  checkMessage
  error
  updatedAt
}
    `, {"fragmentName":"ZadanieFields"}) as unknown as TypedDocumentString<ZadanieFieldsFragment, unknown>;
export const AiTutorSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment AiTutorSummaryFields on AiTutor {
  id
  name
  przedmiot
  poziom
  origin
  state
  error
  progress
  createdAt
  aiTutorTemat {
    id
    state
  }
}
    `, {"fragmentName":"AiTutorSummaryFields"}) as unknown as TypedDocumentString<AiTutorSummaryFieldsFragment, unknown>;
export const AiTutorSessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment AiTutorSessionFields on AiTutorTematSession {
  id
  aiTutorTematId
  state
  detailLevel
  sessionConversationStarted
  sessionConversationId
  previousSessionId
  testSessionQuizId
  testSessionQuiz {
    id
    state
    error
  }
  sessionQuizId
  scorePercent
  createdAt
}
    `, {"fragmentName":"AiTutorSessionFields"}) as unknown as TypedDocumentString<AiTutorSessionFieldsFragment, unknown>;
export const AiTutorTopicFieldsFragmentDoc = new TypedDocumentString(`
    fragment AiTutorTopicFields on AiTutorTemat {
  id
  aiTutorId
  order
  name
  description
  state
  full_generated
  mastered
  error
  podrSubchapter {
    id
    number
    name
  }
  sessions {
    id
    aiTutorTematId
    state
    detailLevel
    sessionConversationStarted
    sessionConversationId
    previousSessionId
    testSessionQuizId
    testSessionQuiz {
      id
      state
      error
    }
    sessionQuizId
    scorePercent
    createdAt
  }
}
    `, {"fragmentName":"AiTutorTopicFields"}) as unknown as TypedDocumentString<AiTutorTopicFieldsFragment, unknown>;
export const AiTutorDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment AiTutorDetailFields on AiTutor {
  id
  workspaceId
  name
  description
  przedmiot
  poziom
  origin
  tematId
  state
  error
  progress
  createdAt
  rozdzial {
    id
    number
    name
    bookId
    bookTitle
  }
  aiTutorInitialData {
    detailLevel
    userComment
  }
}
    `, {"fragmentName":"AiTutorDetailFields"}) as unknown as TypedDocumentString<AiTutorDetailFieldsFragment, unknown>;
export const WordBaseSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment WordBaseSummaryFields on WordBase {
  id
  workspaceId
  name
  description
  type
  languageCode
  language {
    code
    name
  }
  progress
  sourcesId
  wordCount
  dueCount
  newCount
  lastStudiedAt
  isDeleted
  state
  error
  notice
  createdAt
  updatedAt
}
    `, {"fragmentName":"WordBaseSummaryFields"}) as unknown as TypedDocumentString<WordBaseSummaryFieldsFragment, unknown>;
export const WordBaseSessionSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment WordBaseSessionSummaryFields on WordBaseSession {
  id
  wordBaseId
  wordBaseSessionType
  isFinished
  score
  time
  wordCount
  createdAt
  finishedAt
  answers {
    id
    wordId
    word
    rating
    isCorrect
    createdAt
  }
}
    `, {"fragmentName":"WordBaseSessionSummaryFields"}) as unknown as TypedDocumentString<WordBaseSessionSummaryFieldsFragment, unknown>;
export const WordBaseSessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment WordBaseSessionFields on WordBaseSession {
  id
  wordBaseId
  wordBaseSessionType
  isFinished
  score
  time
  wordCount
  createdAt
  finishedAt
  answers {
    id
    wordId
    word
    rating
    isCorrect
    createdAt
  }
  exercises {
    id
    kind
    polecenie
    example
    wordId
    word
    options
    answered
    isCorrect
    answer
    review
    expected
  }
  nextWord {
    id
    wordBaseId
    word
    translation
    usageExample
  }
}
    `, {"fragmentName":"WordBaseSessionFields"}) as unknown as TypedDocumentString<WordBaseSessionFieldsFragment, unknown>;
export const WorkspaceSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment WorkspaceSummaryFields on Workspace {
  id
  name
  updatedAt
  temat {
    id
    przedmiot
    poziom
    temat
  }
}
    `, {"fragmentName":"WorkspaceSummaryFields"}) as unknown as TypedDocumentString<WorkspaceSummaryFieldsFragment, unknown>;
export const WorkspaceDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment WorkspaceDetailFields on Workspace {
  id
  type
  name
  createdAt
  updatedAt
  temat {
    id
    przedmiot
    poziom
    temat
    podTematy
    ckePoziom
  }
}
    `, {"fragmentName":"WorkspaceDetailFields"}) as unknown as TypedDocumentString<WorkspaceDetailFieldsFragment, unknown>;
export const CurrentUserFragmentDoc = new TypedDocumentString(`
    fragment CurrentUser on User {
  id
  email
  phone
  name
  surname
  role
  avatar
  onboardingStatus
  isVerified
  hasPassword
  isFreeSub
  subStatus
  metadata {
    hasSeenInitialConversation
  }
  onboarding {
    poziom
    egzaminy
    przedmioty
  }
}
    `, {"fragmentName":"CurrentUser"}) as unknown as TypedDocumentString<CurrentUserFragment, unknown>;
export const GetTelemetrySwitchDocument = new TypedDocumentString(`
    query getTelemetrySwitch {
  getAppConfig {
    telemetry
  }
}
    `) as unknown as TypedDocumentString<GetTelemetrySwitchQuery, GetTelemetrySwitchQueryVariables>;
export const AdminTopicsDocument = new TypedDocumentString(`
    query adminTopics($topics: AdminTematyInput!, $books: AdminPodrecznikiInput!) {
  adminTematy(adminTematyInput: $topics) {
    ...AdminTopicFields
  }
  adminPodreczniki(adminPodrecznikiInput: $books) {
    total
    data {
      id
      title
      poziom
      visible
    }
  }
}
    fragment AdminTopicFields on Tematy {
  id
  temat
  podTematy
  ckePoziom
  podrecznikId
  content
  visible
}`) as unknown as TypedDocumentString<AdminTopicsQuery, AdminTopicsQueryVariables>;
export const AdminUpdateTopicDocument = new TypedDocumentString(`
    mutation adminUpdateTopic($input: UpdatetematInput!) {
  updatetemat(updatetematInput: $input) {
    ...AdminTopicFields
  }
}
    fragment AdminTopicFields on Tematy {
  id
  temat
  podTematy
  ckePoziom
  podrecznikId
  content
  visible
}`) as unknown as TypedDocumentString<AdminUpdateTopicMutation, AdminUpdateTopicMutationVariables>;
export const AdminSetTextbookCoverDocument = new TypedDocumentString(`
    mutation adminSetTextbookCover($input: SetPodrecznikCoverInput!) {
  setPodrecznikCover(setPodrecznikCoverInput: $input) {
    ...AdminTextbookFields
  }
}
    fragment AdminTextbookFields on Podrecznik {
  id
  title
  isbn
  przedmiot
  poziom
  klasa
  wydawnictwo
  authors
  visible
  demo
  exerciseCount
  imageUrl
}`) as unknown as TypedDocumentString<AdminSetTextbookCoverMutation, AdminSetTextbookCoverMutationVariables>;
export const AdminRemoveTextbookCoverDocument = new TypedDocumentString(`
    mutation adminRemoveTextbookCover($input: RemovePodrecznikCoverInput!) {
  removePodrecznikCover(removePodrecznikCoverInput: $input) {
    ...AdminTextbookFields
  }
}
    fragment AdminTextbookFields on Podrecznik {
  id
  title
  isbn
  przedmiot
  poziom
  klasa
  wydawnictwo
  authors
  visible
  demo
  exerciseCount
  imageUrl
}`) as unknown as TypedDocumentString<AdminRemoveTextbookCoverMutation, AdminRemoveTextbookCoverMutationVariables>;
export const AdminCreateTextbookDocument = new TypedDocumentString(`
    mutation adminCreateTextbook($input: CreatePodrecznikInput!) {
  createPodrecznik(createPodrecznikInput: $input) {
    ...AdminTextbookFields
  }
}
    fragment AdminTextbookFields on Podrecznik {
  id
  title
  isbn
  przedmiot
  poziom
  klasa
  wydawnictwo
  authors
  visible
  demo
  exerciseCount
  imageUrl
}`) as unknown as TypedDocumentString<AdminCreateTextbookMutation, AdminCreateTextbookMutationVariables>;
export const AdminDeleteTextbookDocument = new TypedDocumentString(`
    mutation adminDeleteTextbook($input: DeletePodrecznikInput!) {
  deletePodrecznik(deletePodrecznikInput: $input)
}
    `) as unknown as TypedDocumentString<AdminDeleteTextbookMutation, AdminDeleteTextbookMutationVariables>;
export const AdminTextbookDocument = new TypedDocumentString(`
    query adminTextbook($input: GetPodrBookByIdInput!) {
  getPodrBookById(getPodrBookByIdInput: $input) {
    id
    podrecznik {
      ...AdminTextbookFields
    }
    chapters {
      ...AdminChapterFields
      subchapters {
        ...AdminChapterFields
      }
    }
  }
}
    fragment AdminChapterFields on PodrChapter {
  id
  toc_id
  number
  name
  page
  deleted
  exerciseCount
}
fragment AdminTextbookFields on Podrecznik {
  id
  title
  isbn
  przedmiot
  poziom
  klasa
  wydawnictwo
  authors
  visible
  demo
  exerciseCount
  imageUrl
}`) as unknown as TypedDocumentString<AdminTextbookQuery, AdminTextbookQueryVariables>;
export const AdminTextbooksDocument = new TypedDocumentString(`
    query adminTextbooks($input: AdminPodrecznikiInput!) {
  adminPodreczniki(adminPodrecznikiInput: $input) {
    total
    page
    limit
    data {
      ...AdminTextbookFields
    }
  }
}
    fragment AdminTextbookFields on Podrecznik {
  id
  title
  isbn
  przedmiot
  poziom
  klasa
  wydawnictwo
  authors
  visible
  demo
  exerciseCount
  imageUrl
}`) as unknown as TypedDocumentString<AdminTextbooksQuery, AdminTextbooksQueryVariables>;
export const AdminTextbookImportsDocument = new TypedDocumentString(`
    query adminTextbookImports($podrecznikId: ID!) {
  podrecznikImports(podrecznikId: $podrecznikId) {
    ...AdminImportFields
  }
}
    fragment AdminImportFields on PodrecznikImport {
  id
  podrecznikId
  fileName
  state
  tocSource
  pageCount
  pagesRead
  chapterCount
  subchapterCount
  subchaptersRead
  exercisesFound
  exercisesSolved
  exercisesFailed
  note
  error
  attempt
  updatedAt
}`) as unknown as TypedDocumentString<AdminTextbookImportsQuery, AdminTextbookImportsQueryVariables>;
export const AdminTextbookImportChangedDocument = new TypedDocumentString(`
    subscription adminTextbookImportChanged($podrecznikId: ID!) {
  podrecznikImportChanged(podrecznikId: $podrecznikId) {
    ...AdminImportFields
  }
}
    fragment AdminImportFields on PodrecznikImport {
  id
  podrecznikId
  fileName
  state
  tocSource
  pageCount
  pagesRead
  chapterCount
  subchapterCount
  subchaptersRead
  exercisesFound
  exercisesSolved
  exercisesFailed
  note
  error
  attempt
  updatedAt
}`) as unknown as TypedDocumentString<AdminTextbookImportChangedSubscription, AdminTextbookImportChangedSubscriptionVariables>;
export const AdminSubchapterExercisesDocument = new TypedDocumentString(`
    query adminSubchapterExercises($input: GetPaginatedZadanieByRelationIdInput!) {
  getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {
    data {
      id
      numberExercise
      pages
      question
      answer
      explanation
    }
    total
    page
    limit
  }
}
    `) as unknown as TypedDocumentString<AdminSubchapterExercisesQuery, AdminSubchapterExercisesQueryVariables>;
export const AdminSetTextbookTocDocument = new TypedDocumentString(`
    mutation adminSetTextbookToc($input: SetPodrecznikTocInput!) {
  setPodrecznikToc(setPodrecznikTocInput: $input) {
    ...AdminImportFields
  }
}
    fragment AdminImportFields on PodrecznikImport {
  id
  podrecznikId
  fileName
  state
  tocSource
  pageCount
  pagesRead
  chapterCount
  subchapterCount
  subchaptersRead
  exercisesFound
  exercisesSolved
  exercisesFailed
  note
  error
  attempt
  updatedAt
}`) as unknown as TypedDocumentString<AdminSetTextbookTocMutation, AdminSetTextbookTocMutationVariables>;
export const AdminRetryTextbookImportDocument = new TypedDocumentString(`
    mutation adminRetryTextbookImport($id: ID!) {
  retryPodrecznikImport(id: $id) {
    ...AdminImportFields
  }
}
    fragment AdminImportFields on PodrecznikImport {
  id
  podrecznikId
  fileName
  state
  tocSource
  pageCount
  pagesRead
  chapterCount
  subchapterCount
  subchaptersRead
  exercisesFound
  exercisesSolved
  exercisesFailed
  note
  error
  attempt
  updatedAt
}`) as unknown as TypedDocumentString<AdminRetryTextbookImportMutation, AdminRetryTextbookImportMutationVariables>;
export const AdminImportTextbookPdfDocument = new TypedDocumentString(`
    mutation adminImportTextbookPdf($input: ImportPodrecznikPdfInput!) {
  importPodrecznikPdf(importPodrecznikPdfInput: $input) {
    ...AdminImportFields
  }
}
    fragment AdminImportFields on PodrecznikImport {
  id
  podrecznikId
  fileName
  state
  tocSource
  pageCount
  pagesRead
  chapterCount
  subchapterCount
  subchaptersRead
  exercisesFound
  exercisesSolved
  exercisesFailed
  note
  error
  attempt
  updatedAt
}`) as unknown as TypedDocumentString<AdminImportTextbookPdfMutation, AdminImportTextbookPdfMutationVariables>;
export const AdminUpdateExerciseDocument = new TypedDocumentString(`
    mutation adminUpdateExercise($input: UpdateZadanieInput!) {
  updateZadanie(updateZadanieInput: $input) {
    id
    numberExercise
    question
    answer
    explanation
  }
}
    `) as unknown as TypedDocumentString<AdminUpdateExerciseMutation, AdminUpdateExerciseMutationVariables>;
export const AdminUpdateTextbookDocument = new TypedDocumentString(`
    mutation adminUpdateTextbook($input: UpdatepodrecznikInput!) {
  updatepodrecznik(updatepodrecznikInput: $input) {
    ...AdminTextbookFields
  }
}
    fragment AdminTextbookFields on Podrecznik {
  id
  title
  isbn
  przedmiot
  poziom
  klasa
  wydawnictwo
  authors
  visible
  demo
  exerciseCount
  imageUrl
}`) as unknown as TypedDocumentString<AdminUpdateTextbookMutation, AdminUpdateTextbookMutationVariables>;
export const AdminPlansDocument = new TypedDocumentString(`
    query adminPlans {
  getAllPlans {
    id
    name
    price
    price3m
    price12m
    freeTier
    description
    visible
    limits {
      id
      action
      label
      visible
      limitDisplay
      limitInterval
      limit {
        type
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminPlansQuery, AdminPlansQueryVariables>;
export const AdminCreatePlanDocument = new TypedDocumentString(`
    mutation adminCreatePlan($input: CreatePlanInput!) {
  createPlan(createPlanInput: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminCreatePlanMutation, AdminCreatePlanMutationVariables>;
export const AdminUpdatePlanDocument = new TypedDocumentString(`
    mutation adminUpdatePlan($input: UpdatePlanInput!) {
  updatePlan(updatePlanInput: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminUpdatePlanMutation, AdminUpdatePlanMutationVariables>;
export const AdminUpdateLimitDocument = new TypedDocumentString(`
    mutation adminUpdateLimit($input: UpdateLimitInput!) {
  updateLimit(updateLimitInput: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminUpdateLimitMutation, AdminUpdateLimitMutationVariables>;
export const AdminCreateLimitDocument = new TypedDocumentString(`
    mutation adminCreateLimit($input: CreateLimitInput!) {
  createLimit(createLimitInput: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminCreateLimitMutation, AdminCreateLimitMutationVariables>;
export const AdminCopyLimitDocument = new TypedDocumentString(`
    mutation adminCopyLimit($input: AddLimitToPlanInput!) {
  addLimitToPlan(addLimitToPlanInput: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminCopyLimitMutation, AdminCopyLimitMutationVariables>;
export const AdminPlanAudienceDocument = new TypedDocumentString(`
    query adminPlanAudience {
  getPlanAudience {
    planId
    users
  }
}
    `) as unknown as TypedDocumentString<AdminPlanAudienceQuery, AdminPlanAudienceQueryVariables>;
export const AdminRagDocumentsDocument = new TypedDocumentString(`
    query adminRagDocuments($input: GetLibraryRagDocumentsInput!) {
  getLibraryRagDocuments(getLibraryRagDocumentsInput: $input) {
    id
    podrecznikId
    title
    chapter
    przedmiot
    poziom
    visible
    deleted
    chunkCount
    characters
    indexedAt
  }
}
    `) as unknown as TypedDocumentString<AdminRagDocumentsQuery, AdminRagDocumentsQueryVariables>;
export const AdminRagSearchDocument = new TypedDocumentString(`
    query adminRagSearch($input: SearchLibraryRagInput!) {
  searchLibraryRag(searchLibraryRagInput: $input) {
    documentId
    title
    chapter
    visible
    page
    text
    score
  }
}
    `) as unknown as TypedDocumentString<AdminRagSearchQuery, AdminRagSearchQueryVariables>;
export const AdminRagReindexDocument = new TypedDocumentString(`
    mutation adminRagReindex($input: ReindexLibraryBookInput!) {
  reindexLibraryBook(reindexLibraryBookInput: $input) {
    id
    chunkCount
  }
}
    `) as unknown as TypedDocumentString<AdminRagReindexMutation, AdminRagReindexMutationVariables>;
export const AdminRagRemoveDocument = new TypedDocumentString(`
    mutation adminRagRemove($input: RemoveLibraryRagDocumentInput!) {
  removeLibraryRagDocument(removeLibraryRagDocumentInput: $input) {
    id
    chunkCount
  }
}
    `) as unknown as TypedDocumentString<AdminRagRemoveMutation, AdminRagRemoveMutationVariables>;
export const AdminActivityDocument = new TypedDocumentString(`
    query adminActivity($input: GetActivityStatsInput!) {
  getActivityStats(getActivityStatsInput: $input) {
    totals {
      activeUsers
      visits
      pageViews
    }
    pages {
      route
      views
      visits
    }
    tools {
      tool
      opens
      users
    }
    tours {
      tourKey
      completed
      skipped
    }
    performance {
      appLoads {
        samples
        loadMsP75
      }
      vitals {
        name
        samples
        p75
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminActivityQuery, AdminActivityQueryVariables>;
export const AdminAuditAccountDocument = new TypedDocumentString(`
    query adminAuditAccount($input: GetUserByIdInput!) {
  getUserById(getUserByIdInput: $input) {
    id
    email
    phone
  }
}
    `) as unknown as TypedDocumentString<AdminAuditAccountQuery, AdminAuditAccountQueryVariables>;
export const AdminStatsDocument = new TypedDocumentString(`
    query adminStats {
  getAdminStats {
    usersTotal
    usersNew7
    usersNew30
    activeToday
    active7
    active30
    aiToday {
      calls
      tokensPrompt
      tokensOutput
      cost
      unpricedCalls
    }
    aiMonth {
      calls
      tokensPrompt
      tokensOutput
      cost
      unpricedCalls
    }
    topActions {
      action
      count
      cost
      unpricedCalls
    }
    failingJobs {
      queue
      count
    }
    unpricedModels
  }
}
    `) as unknown as TypedDocumentString<AdminStatsQuery, AdminStatsQueryVariables>;
export const AdminAuditLogDocument = new TypedDocumentString(`
    query adminAuditLog($input: GetAdminAuditLogInput!) {
  getAdminAuditLog(getAdminAuditLogInput: $input) {
    page
    limit
    total
    data {
      id
      adminId
      operation
      targetType
      targetId
      before
      after
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export const AdminUsageCsvDocument = new TypedDocumentString(`
    query adminUsageCsv($input: GetAggregatedUsageInput!) {
  getUsageCsv(getAggregatedUsageInput: $input) {
    filename
    content
    rows
    truncated
  }
}
    `) as unknown as TypedDocumentString<AdminUsageCsvQuery, AdminUsageCsvQueryVariables>;
export const AdminUsageDocument = new TypedDocumentString(`
    query adminUsage($range: StatsRangeInput!) {
  getAggregatedUsage(getAggregatedUsageInput: {range: $range}) {
    date
    calls
    cost
    unpricedCalls
    byAction {
      key
      calls
      cost
      unpricedCalls
    }
    byModel {
      key
      calls
      cost
      unpricedCalls
    }
  }
  getActionCost(getActionCostInput: {range: $range}) {
    action
    count
    tokensPrompt
    tokensOutput
    cost
    unpricedCalls
  }
}
    `) as unknown as TypedDocumentString<AdminUsageQuery, AdminUsageQueryVariables>;
export const AdminUserSubscriptionsDocument = new TypedDocumentString(`
    query adminUserSubscriptions($input: GetAllSubscriptionsInput!) {
  getAllSubscriptions(getAllSubscriptionsInput: $input) {
    total
    data {
      id
      plan {
        id
        name
      }
      status
      billingInterval
      grantedAt
      expiresAt
      cancelAtPeriodEnd
      adminGrant
    }
  }
}
    `) as unknown as TypedDocumentString<AdminUserSubscriptionsQuery, AdminUserSubscriptionsQueryVariables>;
export const AdminPlanChoicesDocument = new TypedDocumentString(`
    query adminPlanChoices {
  getAllPlans {
    id
    name
    visible
  }
}
    `) as unknown as TypedDocumentString<AdminPlanChoicesQuery, AdminPlanChoicesQueryVariables>;
export const AdminUserLimitsDocument = new TypedDocumentString(`
    query adminUserLimits($input: GetUserByIdInput!) {
  getUserLimits(getUserByIdInput: $input) {
    action
    label
    limit
    limitType
    limitInterval
    usage
    remaining
    renewsAt
  }
}
    `) as unknown as TypedDocumentString<AdminUserLimitsQuery, AdminUserLimitsQueryVariables>;
export const AdminUserAiDocument = new TypedDocumentString(`
    query adminUserAi($input: GetUsageInput) {
  getUsage(getUsageInput: $input) {
    data {
      ai {
        calls
        tokensPrompt
        tokensOutput
        cost
        unpricedCalls
      }
      aiByAction {
        key
        calls
        tokensPrompt
        tokensOutput
        cost
        unpricedCalls
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminUserAiQuery, AdminUserAiQueryVariables>;
export const AdminUserWorkspaceCountDocument = new TypedDocumentString(`
    query adminUserWorkspaceCount($input: GetUserByIdInput!) {
  getUserWorkspaceCount(getUserByIdInput: $input)
}
    `) as unknown as TypedDocumentString<AdminUserWorkspaceCountQuery, AdminUserWorkspaceCountQueryVariables>;
export const AdminUserDocument = new TypedDocumentString(`
    query adminUser($input: GetUserByIdInput!) {
  getUserById(getUserByIdInput: $input) {
    id
    email
    phone
    name
    surname
    role
    onboardingStatus
    isVerified
    isFreeSub
    subStatus
    createdAt
    lastLogin
    blockedAt
  }
}
    `) as unknown as TypedDocumentString<AdminUserQuery, AdminUserQueryVariables>;
export const AdminUsersDocument = new TypedDocumentString(`
    query adminUsers($input: GetUsersInput) {
  getUsers(getUsersInput: $input) {
    total
    page
    limit
    data {
      ...AdminUserSummary
    }
  }
}
    fragment AdminUserSummary on User {
  id
  email
  phone
  name
  surname
  role
  isFreeSub
  onboardingStatus
  createdAt
  lastLogin
  blockedAt
}`) as unknown as TypedDocumentString<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUpdateUserRoleDocument = new TypedDocumentString(`
    mutation adminUpdateUserRole($input: UpdateUserRoleInput!) {
  updateUserRole(updateUserRoleInput: $input) {
    id
    role
  }
}
    `) as unknown as TypedDocumentString<AdminUpdateUserRoleMutation, AdminUpdateUserRoleMutationVariables>;
export const AdminSetUserBlockedDocument = new TypedDocumentString(`
    mutation adminSetUserBlocked($input: SetUserBlockedInput!) {
  setUserBlocked(setUserBlockedInput: $input) {
    id
    blockedAt
  }
}
    `) as unknown as TypedDocumentString<AdminSetUserBlockedMutation, AdminSetUserBlockedMutationVariables>;
export const AdminAssignUserSubDocument = new TypedDocumentString(`
    mutation adminAssignUserSub($input: AssignUserSubInput!) {
  assignUserSub(assignUserSubInput: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminAssignUserSubMutation, AdminAssignUserSubMutationVariables>;
export const AdminDeleteUserSubDocument = new TypedDocumentString(`
    mutation adminDeleteUserSub($input: DeleteUserSubInput!) {
  deleteUserSub(deleteUserSubInput: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminDeleteUserSubMutation, AdminDeleteUserSubMutationVariables>;
export const AdminCreateAdditionalLimitDocument = new TypedDocumentString(`
    mutation adminCreateAdditionalLimit($input: CreateAdditionalLimitInput!) {
  createAdditionalLimit(createAdditionalLimitInput: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminCreateAdditionalLimitMutation, AdminCreateAdditionalLimitMutationVariables>;
export const GetAppConfigDocument = new TypedDocumentString(`
    query getAppConfig {
  getAppConfig {
    turnstileSiteKey
    requirePhone
  }
}
    `) as unknown as TypedDocumentString<GetAppConfigQuery, GetAppConfigQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation login($loginInput: LoginInput!) {
  login(loginInput: $loginInput) {
    id
    onboardingStatus
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const NewPasswordDocument = new TypedDocumentString(`
    mutation newPassword($newPasswordInput: NewPasswordInput!) {
  newPassword(newPasswordInput: $newPasswordInput) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<NewPasswordMutation, NewPasswordMutationVariables>;
export const ResendAuthCodeDocument = new TypedDocumentString(`
    mutation resendAuthCode($resendAuthCodeInput: ResendAuthCodeInput) {
  resendAuthCode(resendAuthCodeInput: $resendAuthCodeInput) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ResendAuthCodeMutation, ResendAuthCodeMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation resetPassword($resetPasswordInput: ResetPasswordInput!) {
  resetPassword(resetPasswordInput: $resetPasswordInput) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SendSmsDocument = new TypedDocumentString(`
    mutation sendSms($sendSmsInput: SendSmsInput!) {
  sendSms(sendSmsInput: $sendSmsInput) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SendSmsMutation, SendSmsMutationVariables>;
export const SignUpDocument = new TypedDocumentString(`
    mutation signUp($signUpInput: SignUpInput!) {
  signUp(signUpInput: $signUpInput) {
    id
    onboardingStatus
  }
}
    `) as unknown as TypedDocumentString<SignUpMutation, SignUpMutationVariables>;
export const VerifyCodeDocument = new TypedDocumentString(`
    mutation verifyCode($verifyCodeInput: VerifyCodeInput!) {
  verifyCode(verifyCodeInput: $verifyCodeInput) {
    ...CurrentUser
  }
}
    fragment CurrentUser on User {
  id
  email
  phone
  name
  surname
  role
  avatar
  onboardingStatus
  isVerified
  hasPassword
  isFreeSub
  subStatus
  metadata {
    hasSeenInitialConversation
  }
  onboarding {
    poziom
    egzaminy
    przedmioty
  }
}`) as unknown as TypedDocumentString<VerifyCodeMutation, VerifyCodeMutationVariables>;
export const VerifyPhoneDocument = new TypedDocumentString(`
    mutation verifyPhone($verifyPhoneInput: VerifyPhoneInput!) {
  verifyPhone(verifyPhoneInput: $verifyPhoneInput) {
    success
    message
    user {
      ...CurrentUser
    }
  }
}
    fragment CurrentUser on User {
  id
  email
  phone
  name
  surname
  role
  avatar
  onboardingStatus
  isVerified
  hasPassword
  isFreeSub
  subStatus
  metadata {
    hasSeenInitialConversation
  }
  onboarding {
    poziom
    egzaminy
    przedmioty
  }
}`) as unknown as TypedDocumentString<VerifyPhoneMutation, VerifyPhoneMutationVariables>;
export const UpgradePreviewDocument = new TypedDocumentString(`
    query upgradePreview($calculatePreviewInput: CalculatePreviewInput!) {
  calculatePreview(calculatePreviewInput: $calculatePreviewInput) {
    total_amount
    original_price
    adjustment
    planId
    prorationDate
    payment_method {
      card_brand
      card_last4
      exp_month
      exp_year
    }
  }
}
    `) as unknown as TypedDocumentString<UpgradePreviewQuery, UpgradePreviewQueryVariables>;
export const CancelSubscriptionDocument = new TypedDocumentString(`
    mutation cancelSubscription($cancelSubscriptionInput: CancelSubscriptionInput!) {
  cancelSubscription(cancelSubscriptionInput: $cancelSubscriptionInput) {
    name
    cancelAtPeriodEnd
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>;
export const EndTrialDocument = new TypedDocumentString(`
    mutation endTrial {
  endTrial {
    name
    status
  }
}
    `) as unknown as TypedDocumentString<EndTrialMutation, EndTrialMutationVariables>;
export const GeneratePaymentLinkDocument = new TypedDocumentString(`
    mutation generatePaymentLink($generatePaymentLinkInput: GeneratePaymentLinkInput!) {
  generatePaymentLink(generatePaymentLinkInput: $generatePaymentLinkInput)
}
    `) as unknown as TypedDocumentString<GeneratePaymentLinkMutation, GeneratePaymentLinkMutationVariables>;
export const BillingPageDocument = new TypedDocumentString(`
    query billingPage {
  getSubscriptionUsage {
    name
    grantedAt
    status
    cancelAtPeriodEnd
    expiresAt
    planPrice
    billingInterval
    recurring
    paymentMethod {
      card_brand
      card_last4
      exp_month
      exp_year
    }
    usage {
      action
      label
      limit
      limitType
      limitInterval
      usage
      remaining
      renewsAt
    }
    additionalLimits {
      id
      name
      action
      additionalLimit
      price
      purchasedAt
      expiresAt
    }
    addOnOffers {
      id
      name
      action
      additionalLimit
      price
      validDays
    }
  }
}
    `) as unknown as TypedDocumentString<BillingPageQuery, BillingPageQueryVariables>;
export const CheckoutStateDocument = new TypedDocumentString(`
    query checkoutState($id: ID!) {
  getSubscriptionUsage {
    checkout(id: $id) {
      id
      state
      name
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutStateQuery, CheckoutStateQueryVariables>;
export const InvoicesDocument = new TypedDocumentString(`
    query invoices {
  getInvoices {
    id
    status
    total
    created
    url
    paymentUrl
    planName
  }
}
    `) as unknown as TypedDocumentString<InvoicesQuery, InvoicesQueryVariables>;
export const ChoosePlanDocument = new TypedDocumentString(`
    query choosePlan {
  getAvaliblePlans {
    id
    name
    price
    price3m
    price12m
    freeTier
    description
    visible
    userPlanAction
    limits {
      action
      label
      limitDisplay
      limitInterval
      visible
      limit {
        type
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ChoosePlanQuery, ChoosePlanQueryVariables>;
export const UpgradeSubscriptionDocument = new TypedDocumentString(`
    mutation upgradeSubscription($upgradeSubscriptionInput: UpgradeSubscriptionInput!) {
  upgradeSubscription(upgradeSubscriptionInput: $upgradeSubscriptionInput) {
    name
    status
  }
}
    `) as unknown as TypedDocumentString<UpgradeSubscriptionMutation, UpgradeSubscriptionMutationVariables>;
export const DeleteConversationWorkspaceDocument = new TypedDocumentString(`
    mutation deleteConversationWorkspace($deleteConversationWorkspaceInput: DeleteConversationWorkspaceInput!) {
  deleteConversationWorkspace(
    deleteConversationWorkspaceInput: $deleteConversationWorkspaceInput
  ) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteConversationWorkspaceMutation, DeleteConversationWorkspaceMutationVariables>;
export const GenerateainotatkaAiNoteDocument = new TypedDocumentString(`
    mutation generateainotatkaAiNote($generateainotatkaAiNoteInput: GenerateainotatkaAiNoteInput!) {
  generateainotatkaAiNote(
    generateainotatkaAiNoteInput: $generateainotatkaAiNoteInput
  ) {
    id
    workspaceId
    name
  }
}
    `) as unknown as TypedDocumentString<GenerateainotatkaAiNoteMutation, GenerateainotatkaAiNoteMutationVariables>;
export const GetSubscriptionUsageDocument = new TypedDocumentString(`
    query getSubscriptionUsage {
  getSubscriptionUsage {
    name
    usage {
      action
      label
      limit
      limitType
      limitInterval
      usage
      remaining
      renewsAt
    }
  }
}
    `) as unknown as TypedDocumentString<GetSubscriptionUsageQuery, GetSubscriptionUsageQueryVariables>;
export const GetConversationWorkspaceByIdDocument = new TypedDocumentString(`
    query getConversationWorkspaceById($getConversationWorkspaceByIdInput: GetConversationWorkspaceByIdInput!) {
  getConversationWorkspaceById(
    getConversationWorkspaceByIdInput: $getConversationWorkspaceByIdInput
  ) {
    ...ConversationDetailFields
  }
}
    fragment ConversationDetailFields on ConversationWorkspace {
  id
  workspaceId
  name
  isFetching
  createdAt
  updatedAt
  sources {
    id
    sources {
      __typename
      ... on UserDoc {
        id
        name
        sourceType
      }
      ... on AiNote {
        id
        name
      }
      ... on QuizResult {
        id
        name
        quizWorkspaceId
      }
      ... on LibrarySource {
        id
        name
        podrecznikId
      }
      ... on AiTutorTemat {
        id
        name
      }
    }
  }
  userMessages {
    id
    message
    messageContent
    type
    rozprawkaCall {
      temat
    }
    rozprawkaReviewCall {
      temat
      content
    }
    zadanieCall {
      id
      numberExercise
      question
    }
    messageFiles {
      fileId
      fileUrl
      originalFileName
      contentType
    }
    botResponses {
      id
      content
      isFetching
      isError
      error
      stopped
      aiNoteId
      citations {
        number
        sourceType
        sourceId
        name
        page
        startSeconds
        excerpt
      }
      createdAt
    }
    createdAt
  }
}`) as unknown as TypedDocumentString<GetConversationWorkspaceByIdQuery, GetConversationWorkspaceByIdQueryVariables>;
export const PaginateConversationWorkspaceByWorkspaceIdDocument = new TypedDocumentString(`
    query paginateConversationWorkspaceByWorkspaceId($paginateConversationWorkspaceByWorkspaceIdInput: PaginateConversationWorkspaceByWorkspaceIdInput!) {
  paginateConversationWorkspaceByWorkspaceId(
    paginateConversationWorkspaceByWorkspaceIdInput: $paginateConversationWorkspaceByWorkspaceIdInput
  ) {
    data {
      ...ConversationSummaryFields
    }
    total
    page
    limit
  }
}
    fragment ConversationSummaryFields on ConversationWorkspace {
  id
  workspaceId
  name
  isFetching
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<PaginateConversationWorkspaceByWorkspaceIdQuery, PaginateConversationWorkspaceByWorkspaceIdQueryVariables>;
export const GetsolverworkspaceDocument = new TypedDocumentString(`
    query getsolverworkspace {
  getsolverworkspace {
    id
  }
}
    `) as unknown as TypedDocumentString<GetsolverworkspaceQuery, GetsolverworkspaceQueryVariables>;
export const LlmStreamDocument = new TypedDocumentString(`
    subscription llmStream($llmStreamInput: LlmStreamInput!) {
  llmStream(llmStreamInput: $llmStreamInput) {
    type
    conversationId
    botMessageId
    delta
    offset
    content
    error
  }
}
    `) as unknown as TypedDocumentString<LlmStreamSubscription, LlmStreamSubscriptionVariables>;
export const NewConversationWorkspaceDocument = new TypedDocumentString(`
    subscription newConversationWorkspace($newConversationWorkspaceInput: ConversationEventsInput!) {
  newConversationWorkspace(
    newConversationWorkspaceInput: $newConversationWorkspaceInput
  ) {
    ...ConversationSummaryFields
  }
}
    fragment ConversationSummaryFields on ConversationWorkspace {
  id
  workspaceId
  name
  isFetching
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<NewConversationWorkspaceSubscription, NewConversationWorkspaceSubscriptionVariables>;
export const RenameConversationWorkspaceDocument = new TypedDocumentString(`
    mutation renameConversationWorkspace($renameConversationWorkspaceInput: RenameConversationWorkspaceInput!) {
  renameConversationWorkspace(
    renameConversationWorkspaceInput: $renameConversationWorkspaceInput
  ) {
    ...ConversationSummaryFields
  }
}
    fragment ConversationSummaryFields on ConversationWorkspace {
  id
  workspaceId
  name
  isFetching
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<RenameConversationWorkspaceMutation, RenameConversationWorkspaceMutationVariables>;
export const SendmessageDocument = new TypedDocumentString(`
    mutation sendmessage($sendmessageInput: SendmessageInput!) {
  sendmessage(sendmessageInput: $sendmessageInput) {
    ...ChatMessageFields
  }
}
    fragment ChatMessageFields on UserMessage {
  id
  message
  messageContent
  type
  rozprawkaCall {
    temat
  }
  rozprawkaReviewCall {
    temat
    content
  }
  zadanieCall {
    id
    numberExercise
    question
  }
  messageFiles {
    fileId
    fileUrl
    originalFileName
    contentType
  }
  botResponses {
    id
    content
    isFetching
    isError
    error
    stopped
    aiNoteId
    citations {
      number
      sourceType
      sourceId
      name
      page
      startSeconds
      excerpt
    }
    createdAt
  }
  createdAt
}`) as unknown as TypedDocumentString<SendmessageMutation, SendmessageMutationVariables>;
export const StartconversationDocument = new TypedDocumentString(`
    mutation startconversation($startconversationInput: StartconversationInput!) {
  startconversation(startconversationInput: $startconversationInput) {
    ...ConversationDetailFields
  }
}
    fragment ConversationDetailFields on ConversationWorkspace {
  id
  workspaceId
  name
  isFetching
  createdAt
  updatedAt
  sources {
    id
    sources {
      __typename
      ... on UserDoc {
        id
        name
        sourceType
      }
      ... on AiNote {
        id
        name
      }
      ... on QuizResult {
        id
        name
        quizWorkspaceId
      }
      ... on LibrarySource {
        id
        name
        podrecznikId
      }
      ... on AiTutorTemat {
        id
        name
      }
    }
  }
  userMessages {
    id
    message
    messageContent
    type
    rozprawkaCall {
      temat
    }
    rozprawkaReviewCall {
      temat
      content
    }
    zadanieCall {
      id
      numberExercise
      question
    }
    messageFiles {
      fileId
      fileUrl
      originalFileName
      contentType
    }
    botResponses {
      id
      content
      isFetching
      isError
      error
      stopped
      aiNoteId
      citations {
        number
        sourceType
        sourceId
        name
        page
        startSeconds
        excerpt
      }
      createdAt
    }
    createdAt
  }
}`) as unknown as TypedDocumentString<StartconversationMutation, StartconversationMutationVariables>;
export const StartconversationsolverDocument = new TypedDocumentString(`
    mutation startconversationsolver($startconversationsolverInput: StartconversationsolverInput!) {
  startconversationsolver(
    startconversationsolverInput: $startconversationsolverInput
  ) {
    ...ConversationDetailFields
  }
}
    fragment ConversationDetailFields on ConversationWorkspace {
  id
  workspaceId
  name
  isFetching
  createdAt
  updatedAt
  sources {
    id
    sources {
      __typename
      ... on UserDoc {
        id
        name
        sourceType
      }
      ... on AiNote {
        id
        name
      }
      ... on QuizResult {
        id
        name
        quizWorkspaceId
      }
      ... on LibrarySource {
        id
        name
        podrecznikId
      }
      ... on AiTutorTemat {
        id
        name
      }
    }
  }
  userMessages {
    id
    message
    messageContent
    type
    rozprawkaCall {
      temat
    }
    rozprawkaReviewCall {
      temat
      content
    }
    zadanieCall {
      id
      numberExercise
      question
    }
    messageFiles {
      fileId
      fileUrl
      originalFileName
      contentType
    }
    botResponses {
      id
      content
      isFetching
      isError
      error
      stopped
      aiNoteId
      citations {
        number
        sourceType
        sourceId
        name
        page
        startSeconds
        excerpt
      }
      createdAt
    }
    createdAt
  }
}`) as unknown as TypedDocumentString<StartconversationsolverMutation, StartconversationsolverMutationVariables>;
export const StopConversationGenerationDocument = new TypedDocumentString(`
    mutation stopConversationGeneration($stopConversationGenerationInput: StopConversationGenerationInput!) {
  stopConversationGeneration(
    stopConversationGenerationInput: $stopConversationGenerationInput
  ) {
    ...ConversationSummaryFields
  }
}
    fragment ConversationSummaryFields on ConversationWorkspace {
  id
  workspaceId
  name
  isFetching
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<StopConversationGenerationMutation, StopConversationGenerationMutationVariables>;
export const UpdateConversationWorkspaceDocument = new TypedDocumentString(`
    subscription updateConversationWorkspace($updateConversationWorkspaceInput: ConversationEventsInput!) {
  updateConversationWorkspace(
    updateConversationWorkspaceInput: $updateConversationWorkspaceInput
  ) {
    ...ConversationSummaryFields
  }
}
    fragment ConversationSummaryFields on ConversationWorkspace {
  id
  workspaceId
  name
  isFetching
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<UpdateConversationWorkspaceSubscription, UpdateConversationWorkspaceSubscriptionVariables>;
export const ConvertreviewtorozprawkaDocument = new TypedDocumentString(`
    mutation convertreviewtorozprawka($convertreviewtorozprawkaInput: ConvertreviewtorozprawkaInput!) {
  convertreviewtorozprawka(
    convertreviewtorozprawkaInput: $convertreviewtorozprawkaInput
  ) {
    ...EssayDetailFields
  }
}
    fragment EssayDetailFields on RozprawkaAi {
  id
  workspaceId
  type
  temat
  przedmiot
  poziom
  egzamin
  state
  liczbaArgumentow
  poziomJezyka
  wordCount
  minWords
  maxWords
  error
  createdAt
  updatedAt
  polecenie
  notice
  rozprawkaReviewId
  lektury {
    id
    title
    author
  }
  segments {
    id
    rozprawkaId
    order
    type
    content
    contentJson
    explanation
    helperContent
    lekturaId
    lektura {
      id
      title
      author
    }
    uwagi {
      kind
      message
      quote
      lekturaId
    }
    wordCount
    updatedAt
  }
}`) as unknown as TypedDocumentString<ConvertreviewtorozprawkaMutation, ConvertreviewtorozprawkaMutationVariables>;
export const DeleteRozprawkaAiReviewDocument = new TypedDocumentString(`
    mutation deleteRozprawkaAiReview($deleteRozprawkaAiReviewInput: DeleteRozprawkaAiReviewInput!) {
  deleteRozprawkaAiReview(
    deleteRozprawkaAiReviewInput: $deleteRozprawkaAiReviewInput
  ) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteRozprawkaAiReviewMutation, DeleteRozprawkaAiReviewMutationVariables>;
export const DeleteRozprawkaAiDocument = new TypedDocumentString(`
    mutation deleteRozprawkaAi($deleteRozprawkaAiInput: DeleteRozprawkaAiInput!) {
  deleteRozprawkaAi(deleteRozprawkaAiInput: $deleteRozprawkaAiInput) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteRozprawkaAiMutation, DeleteRozprawkaAiMutationVariables>;
export const NewRozprawkaAiListDocument = new TypedDocumentString(`
    subscription newRozprawkaAiList($newRozprawkaAiInput: NewRozprawkaAiInput) {
  newRozprawkaAi(newRozprawkaAiInput: $newRozprawkaAiInput) {
    ...EssaySummaryFields
  }
}
    fragment EssaySummaryFields on RozprawkaAi {
  id
  workspaceId
  type
  temat
  przedmiot
  poziom
  egzamin
  state
  liczbaArgumentow
  poziomJezyka
  wordCount
  minWords
  maxWords
  error
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<NewRozprawkaAiListSubscription, NewRozprawkaAiListSubscriptionVariables>;
export const NewRozprawkaAiReviewListDocument = new TypedDocumentString(`
    subscription newRozprawkaAiReviewList($newRozprawkaAiReviewInput: NewRozprawkaAiReviewInput) {
  newRozprawkaAiReview(newRozprawkaAiReviewInput: $newRozprawkaAiReviewInput) {
    ...EssayReviewSummaryFields
  }
}
    fragment EssayReviewSummaryFields on RozprawkaAiReview {
  id
  workspaceId
  przedmiot
  poziom
  egzamin
  temat
  state
  error
  wordCount
  createdAt
  updatedAt
  maturaPolski {
    egzamin
    liczbaPunktow
    zdobytePunkty
  }
  egzaminOsmoklasistyPolski {
    egzamin
    liczbaPunktow
    zdobytePunkty
  }
  maturaAngielski {
    egzamin
    liczbaPunktow
    zdobytePunkty
  }
  egzaminOsmoklasistyAngielski {
    egzamin
    liczbaPunktow
    zdobytePunkty
  }
}`) as unknown as TypedDocumentString<NewRozprawkaAiReviewListSubscription, NewRozprawkaAiReviewListSubscriptionVariables>;
export const NewRozprawkaAiDocument = new TypedDocumentString(`
    subscription newRozprawkaAi($newRozprawkaAiInput: NewRozprawkaAiInput) {
  newRozprawkaAi(newRozprawkaAiInput: $newRozprawkaAiInput) {
    ...EssayDetailFields
  }
}
    fragment EssayDetailFields on RozprawkaAi {
  id
  workspaceId
  type
  temat
  przedmiot
  poziom
  egzamin
  state
  liczbaArgumentow
  poziomJezyka
  wordCount
  minWords
  maxWords
  error
  createdAt
  updatedAt
  polecenie
  notice
  rozprawkaReviewId
  lektury {
    id
    title
    author
  }
  segments {
    id
    rozprawkaId
    order
    type
    content
    contentJson
    explanation
    helperContent
    lekturaId
    lektura {
      id
      title
      author
    }
    uwagi {
      kind
      message
      quote
      lekturaId
    }
    wordCount
    updatedAt
  }
}`) as unknown as TypedDocumentString<NewRozprawkaAiSubscription, NewRozprawkaAiSubscriptionVariables>;
export const GeneraterozprawkaDocument = new TypedDocumentString(`
    mutation generaterozprawka($generaterozprawkaInput: GeneraterozprawkaInput!) {
  generaterozprawka(generaterozprawkaInput: $generaterozprawkaInput) {
    __typename
    ... on RozprawkaAi {
      ...EssayDetailFields
    }
    ... on ExecutionError {
      errorCode
      message
    }
  }
}
    fragment EssayDetailFields on RozprawkaAi {
  id
  workspaceId
  type
  temat
  przedmiot
  poziom
  egzamin
  state
  liczbaArgumentow
  poziomJezyka
  wordCount
  minWords
  maxWords
  error
  createdAt
  updatedAt
  polecenie
  notice
  rozprawkaReviewId
  lektury {
    id
    title
    author
  }
  segments {
    id
    rozprawkaId
    order
    type
    content
    contentJson
    explanation
    helperContent
    lekturaId
    lektura {
      id
      title
      author
    }
    uwagi {
      kind
      message
      quote
      lekturaId
    }
    wordCount
    updatedAt
  }
}`) as unknown as TypedDocumentString<GeneraterozprawkaMutation, GeneraterozprawkaMutationVariables>;
export const GenerateexplanationDocument = new TypedDocumentString(`
    mutation generateexplanation($generateexplanationInput: GenerateexplanationInput!) {
  generateexplanation(generateexplanationInput: $generateexplanationInput) {
    ...EssaySegmentFields
  }
}
    fragment EssaySegmentFields on RozprawkaAiSegment {
  id
  rozprawkaId
  order
  type
  content
  contentJson
  explanation
  helperContent
  lekturaId
  lektura {
    id
    title
    author
  }
  uwagi {
    kind
    message
    quote
    lekturaId
  }
  wordCount
  updatedAt
}`) as unknown as TypedDocumentString<GenerateexplanationMutation, GenerateexplanationMutationVariables>;
export const EssayLekturyDocument = new TypedDocumentString(`
    query essayLektury($getLekturyInput: GetLekturyInput) {
  getLektury(getLekturyInput: $getLekturyInput) {
    id
    title
    author
    epoka
    egzaminOsmoklasisty
    naMaturze
  }
}
    `) as unknown as TypedDocumentString<EssayLekturyQuery, EssayLekturyQueryVariables>;
export const GetRozprawkaAiReviewByWorkspaceIdDocument = new TypedDocumentString(`
    query getRozprawkaAiReviewByWorkspaceId($getRozprawkaAiReviewByWorkspaceIdInput: GetRozprawkaAiReviewByWorkspaceIdInput) {
  getRozprawkaAiReviewByWorkspaceId(
    getRozprawkaAiReviewByWorkspaceIdInput: $getRozprawkaAiReviewByWorkspaceIdInput
  ) {
    ...EssayReviewSummaryFields
  }
}
    fragment EssayReviewSummaryFields on RozprawkaAiReview {
  id
  workspaceId
  przedmiot
  poziom
  egzamin
  temat
  state
  error
  wordCount
  createdAt
  updatedAt
  maturaPolski {
    egzamin
    liczbaPunktow
    zdobytePunkty
  }
  egzaminOsmoklasistyPolski {
    egzamin
    liczbaPunktow
    zdobytePunkty
  }
  maturaAngielski {
    egzamin
    liczbaPunktow
    zdobytePunkty
  }
  egzaminOsmoklasistyAngielski {
    egzamin
    liczbaPunktow
    zdobytePunkty
  }
}`) as unknown as TypedDocumentString<GetRozprawkaAiReviewByWorkspaceIdQuery, GetRozprawkaAiReviewByWorkspaceIdQueryVariables>;
export const GetRozprawkaAiByIdDocument = new TypedDocumentString(`
    query getRozprawkaAiById($getRozprawkaAiByIdInput: GetRozprawkaAiByIdInput!) {
  getRozprawkaAiById(getRozprawkaAiByIdInput: $getRozprawkaAiByIdInput) {
    ...EssayDetailFields
  }
}
    fragment EssayDetailFields on RozprawkaAi {
  id
  workspaceId
  type
  temat
  przedmiot
  poziom
  egzamin
  state
  liczbaArgumentow
  poziomJezyka
  wordCount
  minWords
  maxWords
  error
  createdAt
  updatedAt
  polecenie
  notice
  rozprawkaReviewId
  lektury {
    id
    title
    author
  }
  segments {
    id
    rozprawkaId
    order
    type
    content
    contentJson
    explanation
    helperContent
    lekturaId
    lektura {
      id
      title
      author
    }
    uwagi {
      kind
      message
      quote
      lekturaId
    }
    wordCount
    updatedAt
  }
}`) as unknown as TypedDocumentString<GetRozprawkaAiByIdQuery, GetRozprawkaAiByIdQueryVariables>;
export const GetRozprawkaAiByWorkspaceIdDocument = new TypedDocumentString(`
    query getRozprawkaAiByWorkspaceId($getRozprawkaAiByWorkspaceIdInput: GetRozprawkaAiByWorkspaceIdInput) {
  getRozprawkaAiByWorkspaceId(
    getRozprawkaAiByWorkspaceIdInput: $getRozprawkaAiByWorkspaceIdInput
  ) {
    ...EssaySummaryFields
  }
}
    fragment EssaySummaryFields on RozprawkaAi {
  id
  workspaceId
  type
  temat
  przedmiot
  poziom
  egzamin
  state
  liczbaArgumentow
  poziomJezyka
  wordCount
  minWords
  maxWords
  error
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<GetRozprawkaAiByWorkspaceIdQuery, GetRozprawkaAiByWorkspaceIdQueryVariables>;
export const GetRozprawkaAiReviewByIdDocument = new TypedDocumentString(`
    query getRozprawkaAiReviewById($getRozprawkaAiReviewByIdInput: GetRozprawkaAiReviewByIdInput!) {
  getRozprawkaAiReviewById(
    getRozprawkaAiReviewByIdInput: $getRozprawkaAiReviewByIdInput
  ) {
    ...EssayReviewDetailFields
  }
}
    fragment EssayReviewDetailFields on RozprawkaAiReview {
  id
  workspaceId
  przedmiot
  poziom
  egzamin
  temat
  content
  state
  error
  notice
  review
  reviewContent
  poprawki {
    fragment
    rewrite
    why
  }
  wordCount
  dysleksja
  rozprawkaId
  poprawionaRozprawkaId
  userDocId
  maturaPolski {
    egzamin
    nazwa
    liczbaPunktow
    zdobytePunkty
    zasady
    kryteria {
      id
      name
      maxPoints
      points
      reason
      rule
      cytaty {
        text
        start
        end
        kind
        comment
        correction
      }
    }
  }
  egzaminOsmoklasistyPolski {
    egzamin
    nazwa
    liczbaPunktow
    zdobytePunkty
    zasady
    kryteria {
      id
      name
      maxPoints
      points
      reason
      rule
      cytaty {
        text
        start
        end
        kind
        comment
        correction
      }
    }
  }
  maturaAngielski {
    egzamin
    nazwa
    liczbaPunktow
    zdobytePunkty
    zasady
    kryteria {
      id
      name
      maxPoints
      points
      reason
      rule
      cytaty {
        text
        start
        end
        kind
        comment
        correction
      }
    }
  }
  egzaminOsmoklasistyAngielski {
    egzamin
    nazwa
    liczbaPunktow
    zdobytePunkty
    zasady
    kryteria {
      id
      name
      maxPoints
      points
      reason
      rule
      cytaty {
        text
        start
        end
        kind
        comment
        correction
      }
    }
  }
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<GetRozprawkaAiReviewByIdQuery, GetRozprawkaAiReviewByIdQueryVariables>;
export const GetSegmentRewritesDocument = new TypedDocumentString(`
    query getSegmentRewrites($getSegmentRewritesInput: GetSegmentRewritesInput!) {
  getSegmentRewrites(getSegmentRewritesInput: $getSegmentRewritesInput) {
    ...EssayRewriteFields
  }
}
    fragment EssayRewriteFields on RozprawkaSegmentRewrite {
  id
  segmentId
  content
  instruction
  action
  discarded
  accepted
  previousContent
  createdAt
}`) as unknown as TypedDocumentString<GetSegmentRewritesQuery, GetSegmentRewritesQueryVariables>;
export const NewRozprawkaAiReviewByIdDocument = new TypedDocumentString(`
    subscription newRozprawkaAiReviewById($newRozprawkaAiReviewInput: NewRozprawkaAiReviewInput) {
  newRozprawkaAiReview(newRozprawkaAiReviewInput: $newRozprawkaAiReviewInput) {
    ...EssayReviewDetailFields
  }
}
    fragment EssayReviewDetailFields on RozprawkaAiReview {
  id
  workspaceId
  przedmiot
  poziom
  egzamin
  temat
  content
  state
  error
  notice
  review
  reviewContent
  poprawki {
    fragment
    rewrite
    why
  }
  wordCount
  dysleksja
  rozprawkaId
  poprawionaRozprawkaId
  userDocId
  maturaPolski {
    egzamin
    nazwa
    liczbaPunktow
    zdobytePunkty
    zasady
    kryteria {
      id
      name
      maxPoints
      points
      reason
      rule
      cytaty {
        text
        start
        end
        kind
        comment
        correction
      }
    }
  }
  egzaminOsmoklasistyPolski {
    egzamin
    nazwa
    liczbaPunktow
    zdobytePunkty
    zasady
    kryteria {
      id
      name
      maxPoints
      points
      reason
      rule
      cytaty {
        text
        start
        end
        kind
        comment
        correction
      }
    }
  }
  maturaAngielski {
    egzamin
    nazwa
    liczbaPunktow
    zdobytePunkty
    zasady
    kryteria {
      id
      name
      maxPoints
      points
      reason
      rule
      cytaty {
        text
        start
        end
        kind
        comment
        correction
      }
    }
  }
  egzaminOsmoklasistyAngielski {
    egzamin
    nazwa
    liczbaPunktow
    zdobytePunkty
    zasady
    kryteria {
      id
      name
      maxPoints
      points
      reason
      rule
      cytaty {
        text
        start
        end
        kind
        comment
        correction
      }
    }
  }
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<NewRozprawkaAiReviewByIdSubscription, NewRozprawkaAiReviewByIdSubscriptionVariables>;
export const RewritesegmentDocument = new TypedDocumentString(`
    mutation rewritesegment($rewritesegmentInput: RewritesegmentInput!) {
  rewritesegment(rewritesegmentInput: $rewritesegmentInput) {
    ...EssayRewriteFields
  }
}
    fragment EssayRewriteFields on RozprawkaSegmentRewrite {
  id
  segmentId
  content
  instruction
  action
  discarded
  accepted
  previousContent
  createdAt
}`) as unknown as TypedDocumentString<RewritesegmentMutation, RewritesegmentMutationVariables>;
export const GenerativefunctionsegmentDocument = new TypedDocumentString(`
    mutation generativefunctionsegment($generativefunctionsegmentInput: GenerativefunctionsegmentInput!) {
  generativefunctionsegment(
    generativefunctionsegmentInput: $generativefunctionsegmentInput
  ) {
    ...EssayRewriteFields
  }
}
    fragment EssayRewriteFields on RozprawkaSegmentRewrite {
  id
  segmentId
  content
  instruction
  action
  discarded
  accepted
  previousContent
  createdAt
}`) as unknown as TypedDocumentString<GenerativefunctionsegmentMutation, GenerativefunctionsegmentMutationVariables>;
export const ReviewrozprawkaDocument = new TypedDocumentString(`
    mutation reviewrozprawka($reviewrozprawkaInput: ReviewrozprawkaInput!) {
  reviewrozprawka(reviewrozprawkaInput: $reviewrozprawkaInput) {
    __typename
    ... on RozprawkaAiReview {
      ...EssayReviewSummaryFields
    }
    ... on ExecutionError {
      errorCode
      message
    }
  }
}
    fragment EssayReviewSummaryFields on RozprawkaAiReview {
  id
  workspaceId
  przedmiot
  poziom
  egzamin
  temat
  state
  error
  wordCount
  createdAt
  updatedAt
  maturaPolski {
    egzamin
    liczbaPunktow
    zdobytePunkty
  }
  egzaminOsmoklasistyPolski {
    egzamin
    liczbaPunktow
    zdobytePunkty
  }
  maturaAngielski {
    egzamin
    liczbaPunktow
    zdobytePunkty
  }
  egzaminOsmoklasistyAngielski {
    egzamin
    liczbaPunktow
    zdobytePunkty
  }
}`) as unknown as TypedDocumentString<ReviewrozprawkaMutation, ReviewrozprawkaMutationVariables>;
export const UpdatesegmentstatusDocument = new TypedDocumentString(`
    mutation updatesegmentstatus($updatesegmentstatusInput: UpdatesegmentstatusInput!) {
  updatesegmentstatus(updatesegmentstatusInput: $updatesegmentstatusInput) {
    ...EssayRewriteFields
    segment {
      id
      rozprawkaId
      order
      type
      content
      contentJson
      explanation
      helperContent
      lekturaId
      lektura {
        id
        title
        author
      }
      uwagi {
        kind
        message
        quote
        lekturaId
      }
      wordCount
      updatedAt
    }
  }
}
    fragment EssayRewriteFields on RozprawkaSegmentRewrite {
  id
  segmentId
  content
  instruction
  action
  discarded
  accepted
  previousContent
  createdAt
}`) as unknown as TypedDocumentString<UpdatesegmentstatusMutation, UpdatesegmentstatusMutationVariables>;
export const UpdateRozprawkaAiSegmentDocument = new TypedDocumentString(`
    mutation updateRozprawkaAiSegment($updateRozprawkaAiSegmentInput: UpdateRozprawkaAiSegmentInput!) {
  updateRozprawkaAiSegment(
    updateRozprawkaAiSegmentInput: $updateRozprawkaAiSegmentInput
  ) {
    ...EssaySegmentFields
  }
}
    fragment EssaySegmentFields on RozprawkaAiSegment {
  id
  rozprawkaId
  order
  type
  content
  contentJson
  explanation
  helperContent
  lekturaId
  lektura {
    id
    title
    author
  }
  uwagi {
    kind
    message
    quote
    lekturaId
  }
  wordCount
  updatedAt
}`) as unknown as TypedDocumentString<UpdateRozprawkaAiSegmentMutation, UpdateRozprawkaAiSegmentMutationVariables>;
export const GetLatestDataDocument = new TypedDocumentString(`
    query getLatestData($getLatestDataInput: GetLatestDataInput) {
  getLatestData(getLatestDataInput: $getLatestDataInput) {
    id
    name
    updatedAt
    temat {
      id
      przedmiot
      poziom
    }
  }
}
    `) as unknown as TypedDocumentString<GetLatestDataQuery, GetLatestDataQueryVariables>;
export const StudyStreakCardDocument = new TypedDocumentString(`
    query studyStreakCard {
  studyProgress {
    currentStreak
    longestStreak
    studiedToday
    todaySessions
    dailyGoal
  }
  getDueWords {
    total
    byWorkspace {
      workspaceId
      count
    }
  }
}
    `) as unknown as TypedDocumentString<StudyStreakCardQuery, StudyStreakCardQueryVariables>;
export const SetDailyStudyGoalOnHomeDocument = new TypedDocumentString(`
    mutation setDailyStudyGoalOnHome($input: SetDailyStudyGoalInput!) {
  setDailyStudyGoal(setDailyStudyGoalInput: $input) {
    currentStreak
    longestStreak
    studiedToday
    todaySessions
    dailyGoal
  }
}
    `) as unknown as TypedDocumentString<SetDailyStudyGoalOnHomeMutation, SetDailyStudyGoalOnHomeMutationVariables>;
export const LegalOperatorDocument = new TypedDocumentString(`
    query legalOperator {
  getAppConfig {
    operator {
      name
      address
      krs
      nip
      email
      dpoEmail
      example
    }
  }
}
    `) as unknown as TypedDocumentString<LegalOperatorQuery, LegalOperatorQueryVariables>;
export const CheckLibraryAnswerDocument = new TypedDocumentString(`
    query checkLibraryAnswer($input: CheckZadanieAnswerInput!) {
  checkZadanieAnswer(checkZadanieAnswerInput: $input) {
    verdict
    message
  }
}
    `) as unknown as TypedDocumentString<CheckLibraryAnswerQuery, CheckLibraryAnswerQueryVariables>;
export const LibraryBookDocument = new TypedDocumentString(`
    query libraryBook($input: GetbookbyidInput!) {
  getbookbyid(getbookbyidInput: $input) {
    ...LibraryBookFields
    rozdzialy {
      id
      name
      number
      page
      exerciseCount
      subrozdzialy {
        id
        name
        number
        page
        exerciseCount
      }
    }
  }
}
    fragment LibraryBookFields on Book {
  id
  name
  isbn
  przedmiot
  poziom
  klasa
  wydawnictwo
  authors
  demo
  exerciseCount
  imageUrl
}`) as unknown as TypedDocumentString<LibraryBookQuery, LibraryBookQueryVariables>;
export const LibraryBooksDocument = new TypedDocumentString(`
    query libraryBooks($input: GetBooksInput!) {
  getBooks(getBooksInput: $input) {
    data {
      ...LibraryBookFields
    }
    total
    page
    limit
  }
}
    fragment LibraryBookFields on Book {
  id
  name
  isbn
  przedmiot
  poziom
  klasa
  wydawnictwo
  authors
  demo
  exerciseCount
  imageUrl
}`) as unknown as TypedDocumentString<LibraryBooksQuery, LibraryBooksQueryVariables>;
export const LibraryExerciseCountDocument = new TypedDocumentString(`
    query libraryExerciseCount {
  getcount
}
    `) as unknown as TypedDocumentString<LibraryExerciseCountQuery, LibraryExerciseCountQueryVariables>;
export const LibraryExercisesDocument = new TypedDocumentString(`
    query libraryExercises($input: GetPaginatedZadanieByRelationIdInput!) {
  getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {
    data {
      ...LibraryExerciseFields
    }
    total
    page
    limit
  }
}
    fragment LibraryExerciseFields on Zadanie {
  id
  numberExercise
  question
  type
  zadanieOdpowiedzi {
    key
    value
  }
  answer
  explanation
  pages
}`) as unknown as TypedDocumentString<LibraryExercisesQuery, LibraryExercisesQueryVariables>;
export const LibraryTextbookTopicsDocument = new TypedDocumentString(`
    query libraryTextbookTopics($input: GetbyprzedmiotandpoziomInput!) {
  getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $input) {
    id
    temat
    podrecznikId
    content
  }
}
    `) as unknown as TypedDocumentString<LibraryTextbookTopicsQuery, LibraryTextbookTopicsQueryVariables>;
export const LibraryTextbookDocument = new TypedDocumentString(`
    query libraryTextbook($input: GetPodrBookByIdInput!) {
  getPodrBookById(getPodrBookByIdInput: $input) {
    id
    podrecznik {
      ...LibraryTextbookFields
    }
    chapters {
      id
      number
      name
      page
      exerciseCount
      subchapters {
        id
        number
        name
        page
        exerciseCount
      }
    }
  }
}
    fragment LibraryTextbookFields on Podrecznik {
  id
  title
  isbn
  przedmiot
  poziom
  klasa
  wydawnictwo
  authors
  demo
  exerciseCount
  imageUrl
}`) as unknown as TypedDocumentString<LibraryTextbookQuery, LibraryTextbookQueryVariables>;
export const LibraryTextbooksDocument = new TypedDocumentString(`
    query libraryTextbooks($input: GetpodrecznikbyprzedmiotandpoziomInput!) {
  getpodrecznikbyprzedmiotandpoziom(
    getpodrecznikbyprzedmiotandpoziomInput: $input
  ) {
    ...LibraryTextbookFields
  }
}
    fragment LibraryTextbookFields on Podrecznik {
  id
  title
  isbn
  przedmiot
  poziom
  klasa
  wydawnictwo
  authors
  demo
  exerciseCount
  imageUrl
}`) as unknown as TypedDocumentString<LibraryTextbooksQuery, LibraryTextbooksQueryVariables>;
export const LibraryWorkspacesDocument = new TypedDocumentString(`
    query libraryWorkspaces {
  getWorkspaceByUserId {
    id
    name
    temat {
      id
      przedmiot
    }
  }
}
    `) as unknown as TypedDocumentString<LibraryWorkspacesQuery, LibraryWorkspacesQueryVariables>;
export const ChapterQuizDocument = new TypedDocumentString(`
    mutation chapterQuiz($generatequizInput: GeneratequizInput!) {
  generatequiz(generatequizInput: $generatequizInput) {
    __typename
    ... on QuizWorkspace {
      id
      workspaceId
    }
    ... on ExecutionError {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ChapterQuizMutation, ChapterQuizMutationVariables>;
export const LibraryExerciseChatDocument = new TypedDocumentString(`
    mutation libraryExerciseChat($startconversationintentInput: StartconversationintentInput!) {
  startconversationintent(
    startconversationintentInput: $startconversationintentInput
  ) {
    id
    workspaceId
  }
}
    `) as unknown as TypedDocumentString<LibraryExerciseChatMutation, LibraryExerciseChatMutationVariables>;
export const LibrarySearchDocument = new TypedDocumentString(`
    query librarySearch($input: GetBooksByTitleInput!) {
  getBooksByTitle(getBooksByTitleInput: $input) {
    ...LibraryBookFields
  }
}
    fragment LibraryBookFields on Book {
  id
  name
  isbn
  przedmiot
  poziom
  klasa
  wydawnictwo
  authors
  demo
  exerciseCount
  imageUrl
}`) as unknown as TypedDocumentString<LibrarySearchQuery, LibrarySearchQueryVariables>;
export const CreateUserDocDocument = new TypedDocumentString(`
    mutation createUserDoc($createUserDocInput: CreateUserDocInput!) {
  createUserDoc(createUserDocInput: $createUserDocInput) {
    __typename
    ... on UserDoc {
      ...MaterialSummaryFields
    }
    ... on ExecutionError {
      errorCode
      message
    }
  }
}
    fragment MaterialSummaryFields on UserDoc {
  id
  workspaceId
  type
  state
  name
  sourceType
  error
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<CreateUserDocMutation, CreateUserDocMutationVariables>;
export const DeleteUserDocDocument = new TypedDocumentString(`
    mutation deleteUserDoc($deleteUserDocInput: DeleteUserDocInput!) {
  deleteUserDoc(deleteUserDocInput: $deleteUserDocInput) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteUserDocMutation, DeleteUserDocMutationVariables>;
export const GetFileUrlDocument = new TypedDocumentString(`
    mutation getFileUrl($getFileUrlInput: GetFileUrlInput!) {
  getFileUrl(getFileUrlInput: $getFileUrlInput) {
    url
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<GetFileUrlMutation, GetFileUrlMutationVariables>;
export const GetUserDocByIdDocument = new TypedDocumentString(`
    query getUserDocById($getUserDocByIdInput: GetUserDocByIdInput!) {
  getUserDocById(getUserDocByIdInput: $getUserDocByIdInput) {
    ...MaterialDetailFields
  }
}
    fragment MaterialDetailFields on UserDoc {
  id
  workspaceId
  type
  state
  name
  sourceType
  error
  createdAt
  updatedAt
  youtubeMetadata {
    url
    videoId
    title
    author
    language
    transcripts {
      text
      start
      duration
    }
  }
  content
  segments {
    text
    page
  }
  pageCount
  ocrPages
  truncatedFrom
  file {
    id
    contentType
    originalFileName
    fileUrl
  }
}`) as unknown as TypedDocumentString<GetUserDocByIdQuery, GetUserDocByIdQueryVariables>;
export const GetUserDocByWorkspaceIdDocument = new TypedDocumentString(`
    query getUserDocByWorkspaceId($getUserDocByWorkspaceIdInput: GetUserDocByWorkspaceIdInput!) {
  getUserDocByWorkspaceId(
    getUserDocByWorkspaceIdInput: $getUserDocByWorkspaceIdInput
  ) {
    ...MaterialSummaryFields
  }
}
    fragment MaterialSummaryFields on UserDoc {
  id
  workspaceId
  type
  state
  name
  sourceType
  error
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<GetUserDocByWorkspaceIdQuery, GetUserDocByWorkspaceIdQueryVariables>;
export const NewUserDocDocument = new TypedDocumentString(`
    subscription newUserDoc($newUserDocInput: UserDocEventsInput!) {
  newUserDoc(newUserDocInput: $newUserDocInput) {
    ...MaterialSummaryFields
  }
}
    fragment MaterialSummaryFields on UserDoc {
  id
  workspaceId
  type
  state
  name
  sourceType
  error
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<NewUserDocSubscription, NewUserDocSubscriptionVariables>;
export const UpdatedocDocument = new TypedDocumentString(`
    mutation updatedoc($updatedocInput: UpdatedocInput!) {
  updatedoc(updatedocInput: $updatedocInput) {
    ...MaterialSummaryFields
  }
}
    fragment MaterialSummaryFields on UserDoc {
  id
  workspaceId
  type
  state
  name
  sourceType
  error
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<UpdatedocMutation, UpdatedocMutationVariables>;
export const UpdateUserDocDocument = new TypedDocumentString(`
    subscription updateUserDoc($updateUserDocInput: UserDocEventsInput!) {
  updateUserDoc(updateUserDocInput: $updateUserDocInput) {
    ...MaterialSummaryFields
  }
}
    fragment MaterialSummaryFields on UserDoc {
  id
  workspaceId
  type
  state
  name
  sourceType
  error
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<UpdateUserDocSubscription, UpdateUserDocSubscriptionVariables>;
export const DeleteAiNoteDocument = new TypedDocumentString(`
    mutation deleteAiNote($deleteAiNoteInput: DeleteAiNoteInput!) {
  deleteAiNote(deleteAiNoteInput: $deleteAiNoteInput) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteAiNoteMutation, DeleteAiNoteMutationVariables>;
export const WorkspaceNoteIdsDocument = new TypedDocumentString(`
    query workspaceNoteIds($getAiNoteByWorkspaceIdInput: GetAiNoteByWorkspaceIdInput!) {
  getAiNoteByWorkspaceId(
    getAiNoteByWorkspaceIdInput: $getAiNoteByWorkspaceIdInput
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<WorkspaceNoteIdsQuery, WorkspaceNoteIdsQueryVariables>;
export const GetAiNoteByIdDocument = new TypedDocumentString(`
    query getAiNoteById($getAiNoteByIdInput: GetAiNoteByIdInput!) {
  getAiNoteById(getAiNoteByIdInput: $getAiNoteByIdInput) {
    ...NoteDetailFields
  }
}
    fragment NoteDetailFields on AiNote {
  id
  workspaceId
  name
  content
  action
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<GetAiNoteByIdQuery, GetAiNoteByIdQueryVariables>;
export const GetAiNoteByWorkspaceIdDocument = new TypedDocumentString(`
    query getAiNoteByWorkspaceId($getAiNoteByWorkspaceIdInput: GetAiNoteByWorkspaceIdInput!) {
  getAiNoteByWorkspaceId(
    getAiNoteByWorkspaceIdInput: $getAiNoteByWorkspaceIdInput
  ) {
    ...NoteSummaryFields
  }
}
    fragment NoteSummaryFields on AiNote {
  id
  workspaceId
  name
  action
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<GetAiNoteByWorkspaceIdQuery, GetAiNoteByWorkspaceIdQueryVariables>;
export const NewAiNoteDocument = new TypedDocumentString(`
    subscription newAiNote($newAiNoteInput: NewAiNoteInput!) {
  newAiNote(newAiNoteInput: $newAiNoteInput) {
    ...NoteSummaryFields
  }
}
    fragment NoteSummaryFields on AiNote {
  id
  workspaceId
  name
  action
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<NewAiNoteSubscription, NewAiNoteSubscriptionVariables>;
export const NoteactionDocument = new TypedDocumentString(`
    mutation noteaction($noteactionInput: NoteactionInput!) {
  noteaction(noteactionInput: $noteactionInput) {
    text
  }
}
    `) as unknown as TypedDocumentString<NoteactionMutation, NoteactionMutationVariables>;
export const EditnoteDocument = new TypedDocumentString(`
    mutation editnote($editnoteInput: EditnoteInput!) {
  editnote(editnoteInput: $editnoteInput) {
    ...NoteDetailFields
  }
}
    fragment NoteDetailFields on AiNote {
  id
  workspaceId
  name
  content
  action
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<EditnoteMutation, EditnoteMutationVariables>;
export const AnswerOnboardingQuestionDocument = new TypedDocumentString(`
    mutation answerOnboardingQuestion($answerOnboardingQuestionInput: AnswerOnboardingQuestionInput!) {
  answerOnboardingQuestion(
    answerOnboardingQuestionInput: $answerOnboardingQuestionInput
  ) {
    ...CurrentUser
  }
}
    fragment CurrentUser on User {
  id
  email
  phone
  name
  surname
  role
  avatar
  onboardingStatus
  isVerified
  hasPassword
  isFreeSub
  subStatus
  metadata {
    hasSeenInitialConversation
  }
  onboarding {
    poziom
    egzaminy
    przedmioty
  }
}`) as unknown as TypedDocumentString<AnswerOnboardingQuestionMutation, AnswerOnboardingQuestionMutationVariables>;
export const OnboardingStudiaCoursesDocument = new TypedDocumentString(`
    query onboardingStudiaCourses($getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput!) {
  getbyprzedmiotandpoziom(
    getbyprzedmiotandpoziomInput: $getbyprzedmiotandpoziomInput
  ) {
    id
    temat
    base
  }
}
    `) as unknown as TypedDocumentString<OnboardingStudiaCoursesQuery, OnboardingStudiaCoursesQueryVariables>;
export const ProgressPageDocument = new TypedDocumentString(`
    query progressPage {
  studyOverview {
    today
    currentStreak
    longestStreak
    days {
      day
      sessions
    }
    quizzes {
      finished
      subjects {
        przedmiot
        attempts {
          day
          scorePercent
        }
      }
    }
    words {
      wordCount
      learnt
      due
    }
    essays {
      graded
      przedmiot
      attempts {
        day
        points
        maxPoints
      }
      criteria {
        id
        name
        maxPoints
        points
      }
    }
    tests {
      solved
      tasksSolved
      weeks {
        start
        solved
      }
    }
    tutors {
      practised
      mastered
      subjects {
        przedmiot
        practised
        mastered
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProgressPageQuery, ProgressPageQueryVariables>;
export const CreateQuizResultDocument = new TypedDocumentString(`
    mutation createQuizResult($createQuizResultInput: CreateQuizResultInput!) {
  createQuizResult(createQuizResultInput: $createQuizResultInput) {
    ...QuizResultDetailFields
  }
}
    fragment QuizResultDetailFields on QuizResult {
  id
  quizWorkspaceId
  workspaceId
  isFinished
  isReviewing
  instantFeedback
  score
  maxScore
  percent
  createdAt
  finishedAt
  quizAnswers {
    id
    questionId
    optionId
    userAnswer
    fileId
    fileUrl
    isCorrect
    points
    maxPoints
    isReviewing
    review {
      good
      missing
      modelAnswer
    }
    correctOptionId
    correctAnswer
    explanation
    citation {
      sourceKind
      sourceId
      sourceName
      page
      startSeconds
      text
    }
    createdAt
  }
}`) as unknown as TypedDocumentString<CreateQuizResultMutation, CreateQuizResultMutationVariables>;
export const DeleteQuizWorkspaceDocument = new TypedDocumentString(`
    mutation deleteQuizWorkspace($deleteQuizWorkspaceInput: DeleteQuizWorkspaceInput!) {
  deleteQuizWorkspace(deleteQuizWorkspaceInput: $deleteQuizWorkspaceInput) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteQuizWorkspaceMutation, DeleteQuizWorkspaceMutationVariables>;
export const QuizMistakesNoteDocument = new TypedDocumentString(`
    mutation quizMistakesNote($generateainotatkaAiNoteInput: GenerateainotatkaAiNoteInput!) {
  generateainotatkaAiNote(
    generateainotatkaAiNoteInput: $generateainotatkaAiNoteInput
  ) {
    id
    workspaceId
    name
  }
}
    `) as unknown as TypedDocumentString<QuizMistakesNoteMutation, QuizMistakesNoteMutationVariables>;
export const GeneratequizcontinueDocument = new TypedDocumentString(`
    mutation generatequizcontinue($generatequizcontinueInput: GeneratequizcontinueInput!) {
  generatequizcontinue(generatequizcontinueInput: $generatequizcontinueInput) {
    __typename
    ... on QuizWorkspace {
      ...QuizSummaryFields
    }
    ... on ExecutionError {
      errorCode
      message
    }
  }
}
    fragment QuizSummaryFields on QuizWorkspace {
  id
  workspaceId
  quizFlowId
  name
  state
  detailScale
  questionCount
  requestedCount
  questionTypes
  type
  lekturaId
  fromMistakes
  error
  notice
  createdAt
  quizResults {
    id
    quizWorkspaceId
    workspaceId
    isFinished
    isReviewing
    instantFeedback
    score
    maxScore
    percent
    createdAt
    finishedAt
  }
}`) as unknown as TypedDocumentString<GeneratequizcontinueMutation, GeneratequizcontinueMutationVariables>;
export const GeneratequizDocument = new TypedDocumentString(`
    mutation generatequiz($generatequizInput: GeneratequizInput!) {
  generatequiz(generatequizInput: $generatequizInput) {
    __typename
    ... on QuizWorkspace {
      ...QuizSummaryFields
    }
    ... on ExecutionError {
      errorCode
      message
    }
  }
}
    fragment QuizSummaryFields on QuizWorkspace {
  id
  workspaceId
  quizFlowId
  name
  state
  detailScale
  questionCount
  requestedCount
  questionTypes
  type
  lekturaId
  fromMistakes
  error
  notice
  createdAt
  quizResults {
    id
    quizWorkspaceId
    workspaceId
    isFinished
    isReviewing
    instantFeedback
    score
    maxScore
    percent
    createdAt
    finishedAt
  }
}`) as unknown as TypedDocumentString<GeneratequizMutation, GeneratequizMutationVariables>;
export const AllQuizzesDocument = new TypedDocumentString(`
    query allQuizzes {
  getQuizWorkspaceByUserId {
    id
    workspaceId
    workspaceName
    name
    state
    questionCount
    fromMistakes
    createdAt
  }
}
    `) as unknown as TypedDocumentString<AllQuizzesQuery, AllQuizzesQueryVariables>;
export const QuizWorkspaceChoicesDocument = new TypedDocumentString(`
    query quizWorkspaceChoices {
  getWorkspaceByUserId {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<QuizWorkspaceChoicesQuery, QuizWorkspaceChoicesQueryVariables>;
export const QuizLekturyDocument = new TypedDocumentString(`
    query quizLektury($getLekturyInput: GetLekturyInput) {
  getLektury(getLekturyInput: $getLekturyInput) {
    id
    title
    author
    epoka
  }
}
    `) as unknown as TypedDocumentString<QuizLekturyQuery, QuizLekturyQueryVariables>;
export const WorkspaceQuizIdsDocument = new TypedDocumentString(`
    query workspaceQuizIds($getQuizWorkspaceByWorkspaceIdInput: GetQuizWorkspaceByWorkspaceIdInput!) {
  getQuizWorkspaceByWorkspaceId(
    getQuizWorkspaceByWorkspaceIdInput: $getQuizWorkspaceByWorkspaceIdInput
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<WorkspaceQuizIdsQuery, WorkspaceQuizIdsQueryVariables>;
export const GetQuizFlowByWorkspaceIdDocument = new TypedDocumentString(`
    query getQuizFlowByWorkspaceId($getQuizFlowByWorkspaceIdInput: GetQuizFlowByWorkspaceIdInput!) {
  getQuizFlowByWorkspaceId(
    getQuizFlowByWorkspaceIdInput: $getQuizFlowByWorkspaceIdInput
  ) {
    ...QuizFlowSummaryFields
  }
}
    fragment QuizFlowSummaryFields on QuizFlow {
  id
  workspaceId
  title
  isDeleted
  score
  lekturaId
  lektura {
    id
    title
    author
  }
  createdAt
  quizzes {
    id
    workspaceId
    quizFlowId
    name
    state
    detailScale
    questionCount
    requestedCount
    questionTypes
    type
    lekturaId
    fromMistakes
    error
    notice
    createdAt
    quizResults {
      id
      quizWorkspaceId
      workspaceId
      isFinished
      isReviewing
      instantFeedback
      score
      maxScore
      percent
      createdAt
      finishedAt
    }
  }
}`) as unknown as TypedDocumentString<GetQuizFlowByWorkspaceIdQuery, GetQuizFlowByWorkspaceIdQueryVariables>;
export const GetQuizResultByIdDocument = new TypedDocumentString(`
    query getQuizResultById($getQuizResultByIdInput: GetQuizResultByIdInput!) {
  getQuizResultById(getQuizResultByIdInput: $getQuizResultByIdInput) {
    ...QuizResultDetailFields
  }
}
    fragment QuizResultDetailFields on QuizResult {
  id
  quizWorkspaceId
  workspaceId
  isFinished
  isReviewing
  instantFeedback
  score
  maxScore
  percent
  createdAt
  finishedAt
  quizAnswers {
    id
    questionId
    optionId
    userAnswer
    fileId
    fileUrl
    isCorrect
    points
    maxPoints
    isReviewing
    review {
      good
      missing
      modelAnswer
    }
    correctOptionId
    correctAnswer
    explanation
    citation {
      sourceKind
      sourceId
      sourceName
      page
      startSeconds
      text
    }
    createdAt
  }
}`) as unknown as TypedDocumentString<GetQuizResultByIdQuery, GetQuizResultByIdQueryVariables>;
export const GetQuizWorkspaceByIdDocument = new TypedDocumentString(`
    query getQuizWorkspaceById($getQuizWorkspaceByIdInput: GetQuizWorkspaceByIdInput!) {
  getQuizWorkspaceById(getQuizWorkspaceByIdInput: $getQuizWorkspaceByIdInput) {
    ...QuizDetailFields
  }
}
    fragment QuizDetailFields on QuizWorkspace {
  id
  workspaceId
  quizFlowId
  name
  state
  detailScale
  questionCount
  requestedCount
  questionTypes
  type
  lekturaId
  fromMistakes
  error
  notice
  createdAt
  quizResults {
    id
    quizWorkspaceId
    workspaceId
    isFinished
    isReviewing
    instantFeedback
    score
    maxScore
    percent
    createdAt
    finishedAt
  }
  questions {
    id
    order
    kind
    question
    options {
      id
      text
    }
    points
    expectsValue
  }
}`) as unknown as TypedDocumentString<GetQuizWorkspaceByIdQuery, GetQuizWorkspaceByIdQueryVariables>;
export const QuizWorkspaceSubjectDocument = new TypedDocumentString(`
    query quizWorkspaceSubject($getWorkspaceByIdInput: GetWorkspaceByIdInput!) {
  getWorkspaceById(getWorkspaceByIdInput: $getWorkspaceByIdInput) {
    id
    temat {
      id
      przedmiot
    }
  }
}
    `) as unknown as TypedDocumentString<QuizWorkspaceSubjectQuery, QuizWorkspaceSubjectQueryVariables>;
export const NewQuizWorkspaceDocument = new TypedDocumentString(`
    subscription newQuizWorkspace($newQuizWorkspaceInput: NewQuizWorkspaceInput!) {
  newQuizWorkspace(newQuizWorkspaceInput: $newQuizWorkspaceInput) {
    ...QuizSummaryFields
  }
}
    fragment QuizSummaryFields on QuizWorkspace {
  id
  workspaceId
  quizFlowId
  name
  state
  detailScale
  questionCount
  requestedCount
  questionTypes
  type
  lekturaId
  fromMistakes
  error
  notice
  createdAt
  quizResults {
    id
    quizWorkspaceId
    workspaceId
    isFinished
    isReviewing
    instantFeedback
    score
    maxScore
    percent
    createdAt
    finishedAt
  }
}`) as unknown as TypedDocumentString<NewQuizWorkspaceSubscription, NewQuizWorkspaceSubscriptionVariables>;
export const NewQuizFlowDocument = new TypedDocumentString(`
    subscription newQuizFlow($newQuizFlowInput: NewQuizFlowInput!) {
  newQuizFlow(newQuizFlowInput: $newQuizFlowInput) {
    ...QuizFlowSummaryFields
  }
}
    fragment QuizFlowSummaryFields on QuizFlow {
  id
  workspaceId
  title
  isDeleted
  score
  lekturaId
  lektura {
    id
    title
    author
  }
  createdAt
  quizzes {
    id
    workspaceId
    quizFlowId
    name
    state
    detailScale
    questionCount
    requestedCount
    questionTypes
    type
    lekturaId
    fromMistakes
    error
    notice
    createdAt
    quizResults {
      id
      quizWorkspaceId
      workspaceId
      isFinished
      isReviewing
      instantFeedback
      score
      maxScore
      percent
      createdAt
      finishedAt
    }
  }
}`) as unknown as TypedDocumentString<NewQuizFlowSubscription, NewQuizFlowSubscriptionVariables>;
export const StartQuizChatDocument = new TypedDocumentString(`
    mutation startQuizChat($startconversationInput: StartconversationInput!) {
  startconversation(startconversationInput: $startconversationInput) {
    id
  }
}
    `) as unknown as TypedDocumentString<StartQuizChatMutation, StartQuizChatMutationVariables>;
export const SubmitAnswerDocument = new TypedDocumentString(`
    mutation submitAnswer($submitAnswerInput: SubmitAnswerInput!) {
  submitAnswer(submitAnswerInput: $submitAnswerInput) {
    ...QuizAnswerFields
  }
}
    fragment QuizAnswerFields on QuizAnswer {
  id
  questionId
  optionId
  userAnswer
  fileId
  fileUrl
  isCorrect
  points
  maxPoints
  isReviewing
  review {
    good
    missing
    modelAnswer
  }
  correctOptionId
  correctAnswer
  explanation
  citation {
    sourceKind
    sourceId
    sourceName
    page
    startSeconds
    text
  }
  createdAt
}`) as unknown as TypedDocumentString<SubmitAnswerMutation, SubmitAnswerMutationVariables>;
export const SubmitQuizResultDocument = new TypedDocumentString(`
    mutation submitQuizResult($submitQuizResultInput: SubmitQuizResultInput!) {
  submitQuizResult(submitQuizResultInput: $submitQuizResultInput) {
    ...QuizResultDetailFields
  }
}
    fragment QuizResultDetailFields on QuizResult {
  id
  quizWorkspaceId
  workspaceId
  isFinished
  isReviewing
  instantFeedback
  score
  maxScore
  percent
  createdAt
  finishedAt
  quizAnswers {
    id
    questionId
    optionId
    userAnswer
    fileId
    fileUrl
    isCorrect
    points
    maxPoints
    isReviewing
    review {
      good
      missing
      modelAnswer
    }
    correctOptionId
    correctAnswer
    explanation
    citation {
      sourceKind
      sourceId
      sourceName
      page
      startSeconds
      text
    }
    createdAt
  }
}`) as unknown as TypedDocumentString<SubmitQuizResultMutation, SubmitQuizResultMutationVariables>;
export const UpdateQuizResultDocument = new TypedDocumentString(`
    subscription updateQuizResult($updateQuizResultInput: UpdateQuizResultInput!) {
  updateQuizResult(updateQuizResultInput: $updateQuizResultInput) {
    ...QuizResultDetailFields
  }
}
    fragment QuizResultDetailFields on QuizResult {
  id
  quizWorkspaceId
  workspaceId
  isFinished
  isReviewing
  instantFeedback
  score
  maxScore
  percent
  createdAt
  finishedAt
  quizAnswers {
    id
    questionId
    optionId
    userAnswer
    fileId
    fileUrl
    isCorrect
    points
    maxPoints
    isReviewing
    review {
      good
      missing
      modelAnswer
    }
    correctOptionId
    correctAnswer
    explanation
    citation {
      sourceKind
      sourceId
      sourceName
      page
      startSeconds
      text
    }
    createdAt
  }
}`) as unknown as TypedDocumentString<UpdateQuizResultSubscription, UpdateQuizResultSubscriptionVariables>;
export const ChangeEmailDocument = new TypedDocumentString(`
    mutation changeEmail($changeEmailInput: ChangeEmailInput!) {
  changeEmail(changeEmailInput: $changeEmailInput) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation changePassword($changePasswordInput: ChangePasswordInput!) {
  changePassword(changePasswordInput: $changePasswordInput) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ConfirmEmailChangeDocument = new TypedDocumentString(`
    mutation confirmEmailChange($confirmEmailChangeInput: ConfirmEmailChangeInput!) {
  confirmEmailChange(confirmEmailChangeInput: $confirmEmailChangeInput) {
    ...CurrentUser
  }
}
    fragment CurrentUser on User {
  id
  email
  phone
  name
  surname
  role
  avatar
  onboardingStatus
  isVerified
  hasPassword
  isFreeSub
  subStatus
  metadata {
    hasSeenInitialConversation
  }
  onboarding {
    poziom
    egzaminy
    przedmioty
  }
}`) as unknown as TypedDocumentString<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const ConfirmSettingsPhoneDocument = new TypedDocumentString(`
    mutation confirmSettingsPhone($verifyPhoneInput: VerifyPhoneInput!) {
  verifyPhone(verifyPhoneInput: $verifyPhoneInput) {
    success
    message
    user {
      ...CurrentUser
    }
  }
}
    fragment CurrentUser on User {
  id
  email
  phone
  name
  surname
  role
  avatar
  onboardingStatus
  isVerified
  hasPassword
  isFreeSub
  subStatus
  metadata {
    hasSeenInitialConversation
  }
  onboarding {
    poziom
    egzaminy
    przedmioty
  }
}`) as unknown as TypedDocumentString<ConfirmSettingsPhoneMutation, ConfirmSettingsPhoneMutationVariables>;
export const DeleteAccountDocument = new TypedDocumentString(`
    mutation deleteAccount($deleteAccountInput: DeleteAccountInput!) {
  deleteAccount(deleteAccountInput: $deleteAccountInput) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const RequestDataExportDocument = new TypedDocumentString(`
    mutation requestDataExport {
  requestDataExport {
    url
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<RequestDataExportMutation, RequestDataExportMutationVariables>;
export const SendDeleteAccountCodeDocument = new TypedDocumentString(`
    mutation sendDeleteAccountCode {
  sendDeleteAccountCode {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SendDeleteAccountCodeMutation, SendDeleteAccountCodeMutationVariables>;
export const SendSettingsPhoneCodeDocument = new TypedDocumentString(`
    mutation sendSettingsPhoneCode($sendSmsInput: SendSmsInput!) {
  sendSms(sendSmsInput: $sendSmsInput) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SendSettingsPhoneCodeMutation, SendSettingsPhoneCodeMutationVariables>;
export const StudySettingsDocument = new TypedDocumentString(`
    query studySettings {
  studyProgress {
    dailyGoal
    remindersEnabled
  }
}
    `) as unknown as TypedDocumentString<StudySettingsQuery, StudySettingsQueryVariables>;
export const SetDailyStudyGoalInSettingsDocument = new TypedDocumentString(`
    mutation setDailyStudyGoalInSettings($input: SetDailyStudyGoalInput!) {
  setDailyStudyGoal(setDailyStudyGoalInput: $input) {
    dailyGoal
    remindersEnabled
  }
}
    `) as unknown as TypedDocumentString<SetDailyStudyGoalInSettingsMutation, SetDailyStudyGoalInSettingsMutationVariables>;
export const SetStudyRemindersInSettingsDocument = new TypedDocumentString(`
    mutation setStudyRemindersInSettings($input: SetStudyRemindersInput!) {
  setStudyReminders(setStudyRemindersInput: $input) {
    dailyGoal
    remindersEnabled
  }
}
    `) as unknown as TypedDocumentString<SetStudyRemindersInSettingsMutation, SetStudyRemindersInSettingsMutationVariables>;
export const CopySharedItemDocument = new TypedDocumentString(`
    mutation copySharedItem($input: CopySharedItemInput!) {
  copySharedItem(input: $input) {
    kind
    id
    workspaceId
    alreadyCopied
  }
}
    `) as unknown as TypedDocumentString<CopySharedItemMutation, CopySharedItemMutationVariables>;
export const CreateShareLinkDocument = new TypedDocumentString(`
    mutation createShareLink($input: ShareItemInput!) {
  createShareLink(input: $input) {
    ...ShareLinkFields
  }
}
    fragment ShareLinkFields on ShareLink {
  token
  kind
  itemId
  createdAt
  revokedAt
}`) as unknown as TypedDocumentString<CreateShareLinkMutation, CreateShareLinkMutationVariables>;
export const CreateSharingWorkspaceDocument = new TypedDocumentString(`
    mutation createSharingWorkspace($createWorkspaceInput: CreateWorkspaceInput!) {
  createWorkspace(createWorkspaceInput: $createWorkspaceInput) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CreateSharingWorkspaceMutation, CreateSharingWorkspaceMutationVariables>;
export const SharingWorkspacesDocument = new TypedDocumentString(`
    query sharingWorkspaces {
  getWorkspaceByUserId {
    id
    name
    temat {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SharingWorkspacesQuery, SharingWorkspacesQueryVariables>;
export const GetShareLinkDocument = new TypedDocumentString(`
    query getShareLink($input: ShareItemInput!) {
  getShareLink(input: $input) {
    ...ShareLinkFields
  }
}
    fragment ShareLinkFields on ShareLink {
  token
  kind
  itemId
  createdAt
  revokedAt
}`) as unknown as TypedDocumentString<GetShareLinkQuery, GetShareLinkQueryVariables>;
export const GetSharedItemDocument = new TypedDocumentString(`
    query getSharedItem($input: ShareTokenInput!) {
  getSharedItem(input: $input) {
    token
    kind
    title
    description
    summary
    entries {
      text
      answer
      options
    }
  }
}
    `) as unknown as TypedDocumentString<GetSharedItemQuery, GetSharedItemQueryVariables>;
export const RevokeShareLinkDocument = new TypedDocumentString(`
    mutation revokeShareLink($input: ShareTokenInput!) {
  revokeShareLink(input: $input) {
    ...ShareLinkFields
  }
}
    fragment ShareLinkFields on ShareLink {
  token
  kind
  itemId
  createdAt
  revokedAt
}`) as unknown as TypedDocumentString<RevokeShareLinkMutation, RevokeShareLinkMutationVariables>;
export const DeleteTestSolverDocument = new TypedDocumentString(`
    mutation deleteTestSolver($deleteTestSolverInput: DeleteTestSolverInput!) {
  deleteTestSolver(deleteTestSolverInput: $deleteTestSolverInput) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteTestSolverMutation, DeleteTestSolverMutationVariables>;
export const TestSolverWorkspacesDocument = new TypedDocumentString(`
    query testSolverWorkspaces {
  getWorkspaceByUserId {
    id
    name
    temat {
      id
      przedmiot
    }
  }
}
    `) as unknown as TypedDocumentString<TestSolverWorkspacesQuery, TestSolverWorkspacesQueryVariables>;
export const GetTestSolverByIdDocument = new TypedDocumentString(`
    query getTestSolverById($getTestSolverByIdInput: GetTestSolverByIdInput!) {
  getTestSolverById(getTestSolverByIdInput: $getTestSolverByIdInput) {
    ...TestSolverDetailFields
  }
}
    fragment TestSolverDetailFields on TestSolver {
  id
  workspaceId
  title
  state
  przedmiot
  pageCount
  taskCount
  solvedCount
  failedCount
  error
  createdAt
  updatedAt
  polecenie
  notice
  tematyId
  solvedDocId
  userDocs {
    id
    name
    state
    file {
      id
      contentType
      originalFileName
      fileUrl
    }
  }
}`) as unknown as TypedDocumentString<GetTestSolverByIdQuery, GetTestSolverByIdQueryVariables>;
export const GetTestSolverByWorkspaceIdDocument = new TypedDocumentString(`
    query getTestSolverByWorkspaceId($getTestSolverByWorkspaceIdInput: GetTestSolverByWorkspaceIdInput) {
  getTestSolverByWorkspaceId(
    getTestSolverByWorkspaceIdInput: $getTestSolverByWorkspaceIdInput
  ) {
    ...TestSolverSummaryFields
  }
}
    fragment TestSolverSummaryFields on TestSolver {
  id
  workspaceId
  title
  state
  przedmiot
  pageCount
  taskCount
  solvedCount
  failedCount
  error
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<GetTestSolverByWorkspaceIdQuery, GetTestSolverByWorkspaceIdQueryVariables>;
export const WorkspaceTestSolversDocument = new TypedDocumentString(`
    query workspaceTestSolvers($getTestSolverByWorkspaceIdInput: GetTestSolverByWorkspaceIdInput) {
  getTestSolverByWorkspaceId(
    getTestSolverByWorkspaceIdInput: $getTestSolverByWorkspaceIdInput
  ) {
    id
    title
    state
    taskCount
    solvedCount
    createdAt
  }
}
    `) as unknown as TypedDocumentString<WorkspaceTestSolversQuery, WorkspaceTestSolversQueryVariables>;
export const GetPaginatedZadanieByRelationIdDocument = new TypedDocumentString(`
    query getPaginatedZadanieByRelationId($getPaginatedZadanieByRelationIdInput: GetPaginatedZadanieByRelationIdInput!) {
  getPaginatedZadanieByRelationId(
    getPaginatedZadanieByRelationIdInput: $getPaginatedZadanieByRelationIdInput
  ) {
    data {
      ...ZadanieFields
    }
    total
    page
    limit
  }
}
    fragment ZadanieFields on Zadanie {
  id
  testSolverId
  workspaceId
  numberExercise
  order
  question
  type
  zadanieOdpowiedzi {
    key
    value
  }
  points
  pages
  state
  answer
  explanation
  dlaczego
  check
  checkMessage
  error
  updatedAt
}`) as unknown as TypedDocumentString<GetPaginatedZadanieByRelationIdQuery, GetPaginatedZadanieByRelationIdQueryVariables>;
export const StartZadanieChatDocument = new TypedDocumentString(`
    mutation startZadanieChat($startconversationintentInput: StartconversationintentInput!) {
  startconversationintent(
    startconversationintentInput: $startconversationintentInput
  ) {
    id
    workspaceId
  }
}
    `) as unknown as TypedDocumentString<StartZadanieChatMutation, StartZadanieChatMutationVariables>;
export const SprawdziansolutionDocument = new TypedDocumentString(`
    mutation sprawdziansolution($sprawdziansolutionInput: SprawdziansolutionInput!) {
  sprawdziansolution(sprawdziansolutionInput: $sprawdziansolutionInput) {
    __typename
    ... on TestSolver {
      ...TestSolverDetailFields
    }
    ... on ExecutionError {
      errorCode
      message
    }
  }
}
    fragment TestSolverDetailFields on TestSolver {
  id
  workspaceId
  title
  state
  przedmiot
  pageCount
  taskCount
  solvedCount
  failedCount
  error
  createdAt
  updatedAt
  polecenie
  notice
  tematyId
  solvedDocId
  userDocs {
    id
    name
    state
    file {
      id
      contentType
      originalFileName
      fileUrl
    }
  }
}`) as unknown as TypedDocumentString<SprawdziansolutionMutation, SprawdziansolutionMutationVariables>;
export const NewTestSolverListDocument = new TypedDocumentString(`
    subscription newTestSolverList($newTestSolverInput: NewTestSolverInput) {
  newTestSolver(newTestSolverInput: $newTestSolverInput) {
    ...TestSolverSummaryFields
  }
}
    fragment TestSolverSummaryFields on TestSolver {
  id
  workspaceId
  title
  state
  przedmiot
  pageCount
  taskCount
  solvedCount
  failedCount
  error
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<NewTestSolverListSubscription, NewTestSolverListSubscriptionVariables>;
export const NewTestSolverDocument = new TypedDocumentString(`
    subscription newTestSolver($newTestSolverInput: NewTestSolverInput) {
  newTestSolver(newTestSolverInput: $newTestSolverInput) {
    ...TestSolverDetailFields
  }
}
    fragment TestSolverDetailFields on TestSolver {
  id
  workspaceId
  title
  state
  przedmiot
  pageCount
  taskCount
  solvedCount
  failedCount
  error
  createdAt
  updatedAt
  polecenie
  notice
  tematyId
  solvedDocId
  userDocs {
    id
    name
    state
    file {
      id
      contentType
      originalFileName
      fileUrl
    }
  }
}`) as unknown as TypedDocumentString<NewTestSolverSubscription, NewTestSolverSubscriptionVariables>;
export const ZadanieEventsDocument = new TypedDocumentString(`
    subscription zadanieEvents($updateZadanieInput: UpdateZadanieInput!) {
  updateZadanie(updateZadanieInput: $updateZadanieInput) {
    ...ZadanieFields
  }
}
    fragment ZadanieFields on Zadanie {
  id
  testSolverId
  workspaceId
  numberExercise
  order
  question
  type
  zadanieOdpowiedzi {
    key
    value
  }
  points
  pages
  state
  answer
  explanation
  dlaczego
  check
  checkMessage
  error
  updatedAt
}`) as unknown as TypedDocumentString<ZadanieEventsSubscription, ZadanieEventsSubscriptionVariables>;
export const UpdateZadanieDocument = new TypedDocumentString(`
    mutation updateZadanie($updateZadanieInput: UpdateZadanieInput!) {
  updateZadanie(updateZadanieInput: $updateZadanieInput) {
    ...ZadanieFields
  }
}
    fragment ZadanieFields on Zadanie {
  id
  testSolverId
  workspaceId
  numberExercise
  order
  question
  type
  zadanieOdpowiedzi {
    key
    value
  }
  points
  pages
  state
  answer
  explanation
  dlaczego
  check
  checkMessage
  error
  updatedAt
}`) as unknown as TypedDocumentString<UpdateZadanieMutation, UpdateZadanieMutationVariables>;
export const DeleteAiTutorDocument = new TypedDocumentString(`
    mutation deleteAiTutor($deleteAiTutorInput: DeleteAiTutorInput!) {
  deleteAiTutor(deleteAiTutorInput: $deleteAiTutorInput) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteAiTutorMutation, DeleteAiTutorMutationVariables>;
export const TutorTopicsDocument = new TypedDocumentString(`
    query tutorTopics($getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput!) {
  getbyprzedmiotandpoziom(
    getbyprzedmiotandpoziomInput: $getbyprzedmiotandpoziomInput
  ) {
    id
    temat
    ckePoziom
  }
}
    `) as unknown as TypedDocumentString<TutorTopicsQuery, TutorTopicsQueryVariables>;
export const TutorTextbooksDocument = new TypedDocumentString(`
    query tutorTextbooks($input: GetpodrecznikbyprzedmiotandpoziomInput!) {
  getpodrecznikbyprzedmiotandpoziom(
    getpodrecznikbyprzedmiotandpoziomInput: $input
  ) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<TutorTextbooksQuery, TutorTextbooksQueryVariables>;
export const TutorChaptersDocument = new TypedDocumentString(`
    query tutorChapters($input: GetPodrBookByIdInput!) {
  getPodrBookById(getPodrBookByIdInput: $input) {
    id
    chapters {
      id
      number
      name
    }
  }
}
    `) as unknown as TypedDocumentString<TutorChaptersQuery, TutorChaptersQueryVariables>;
export const TutorWorkspacesDocument = new TypedDocumentString(`
    query tutorWorkspaces {
  getWorkspaceByUserId {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<TutorWorkspacesQuery, TutorWorkspacesQueryVariables>;
export const TutorTopicDataDocument = new TypedDocumentString(`
    query tutorTopicData($gettematdataInput: GettematdataInput!) {
  gettematdata(gettematdataInput: $gettematdataInput) {
    content
    exercises
  }
}
    `) as unknown as TypedDocumentString<TutorTopicDataQuery, TutorTopicDataQueryVariables>;
export const TutorDocument = new TypedDocumentString(`
    query tutor($getAiTutorByIdInput: GetAiTutorByIdInput!) {
  getAiTutorById(getAiTutorByIdInput: $getAiTutorByIdInput) {
    ...AiTutorDetailFields
    aiTutorTemat {
      ...AiTutorTopicFields
    }
  }
}
    fragment AiTutorTopicFields on AiTutorTemat {
  id
  aiTutorId
  order
  name
  description
  state
  full_generated
  mastered
  error
  podrSubchapter {
    id
    number
    name
  }
  sessions {
    id
    aiTutorTematId
    state
    detailLevel
    sessionConversationStarted
    sessionConversationId
    previousSessionId
    testSessionQuizId
    testSessionQuiz {
      id
      state
      error
    }
    sessionQuizId
    scorePercent
    createdAt
  }
}
fragment AiTutorDetailFields on AiTutor {
  id
  workspaceId
  name
  description
  przedmiot
  poziom
  origin
  tematId
  state
  error
  progress
  createdAt
  rozdzial {
    id
    number
    name
    bookId
    bookTitle
  }
  aiTutorInitialData {
    detailLevel
    userComment
  }
}`) as unknown as TypedDocumentString<TutorQuery, TutorQueryVariables>;
export const TutorsDocument = new TypedDocumentString(`
    query tutors {
  getAiTutorByUserId {
    ...AiTutorSummaryFields
  }
}
    fragment AiTutorSummaryFields on AiTutor {
  id
  name
  przedmiot
  poziom
  origin
  state
  error
  progress
  createdAt
  aiTutorTemat {
    id
    state
  }
}`) as unknown as TypedDocumentString<TutorsQuery, TutorsQueryVariables>;
export const AitutoringAiTutorDocument = new TypedDocumentString(`
    mutation aitutoringAiTutor($aitutoringAiTutorInput: AitutoringAiTutorInput!) {
  aitutoringAiTutor(aitutoringAiTutorInput: $aitutoringAiTutorInput) {
    ...AiTutorDetailFields
    aiTutorTemat {
      ...AiTutorTopicFields
    }
  }
}
    fragment AiTutorTopicFields on AiTutorTemat {
  id
  aiTutorId
  order
  name
  description
  state
  full_generated
  mastered
  error
  podrSubchapter {
    id
    number
    name
  }
  sessions {
    id
    aiTutorTematId
    state
    detailLevel
    sessionConversationStarted
    sessionConversationId
    previousSessionId
    testSessionQuizId
    testSessionQuiz {
      id
      state
      error
    }
    sessionQuizId
    scorePercent
    createdAt
  }
}
fragment AiTutorDetailFields on AiTutor {
  id
  workspaceId
  name
  description
  przedmiot
  poziom
  origin
  tematId
  state
  error
  progress
  createdAt
  rozdzial {
    id
    number
    name
    bookId
    bookTitle
  }
  aiTutorInitialData {
    detailLevel
    userComment
  }
}`) as unknown as TypedDocumentString<AitutoringAiTutorMutation, AitutoringAiTutorMutationVariables>;
export const NewAiTutorDocument = new TypedDocumentString(`
    subscription newAiTutor {
  newAiTutor {
    ...AiTutorSummaryFields
  }
}
    fragment AiTutorSummaryFields on AiTutor {
  id
  name
  przedmiot
  poziom
  origin
  state
  error
  progress
  createdAt
  aiTutorTemat {
    id
    state
  }
}`) as unknown as TypedDocumentString<NewAiTutorSubscription, NewAiTutorSubscriptionVariables>;
export const UpdateAiTutorSummaryDocument = new TypedDocumentString(`
    subscription updateAiTutorSummary($updateAiTutorInput: UpdateAiTutorInput!) {
  updateAiTutor(updateAiTutorInput: $updateAiTutorInput) {
    ...AiTutorSummaryFields
  }
}
    fragment AiTutorSummaryFields on AiTutor {
  id
  name
  przedmiot
  poziom
  origin
  state
  error
  progress
  createdAt
  aiTutorTemat {
    id
    state
  }
}`) as unknown as TypedDocumentString<UpdateAiTutorSummarySubscription, UpdateAiTutorSummarySubscriptionVariables>;
export const UpdateAiTutorDocument = new TypedDocumentString(`
    subscription updateAiTutor($updateAiTutorInput: UpdateAiTutorInput!) {
  updateAiTutor(updateAiTutorInput: $updateAiTutorInput) {
    ...AiTutorDetailFields
    aiTutorTemat {
      ...AiTutorTopicFields
    }
  }
}
    fragment AiTutorTopicFields on AiTutorTemat {
  id
  aiTutorId
  order
  name
  description
  state
  full_generated
  mastered
  error
  podrSubchapter {
    id
    number
    name
  }
  sessions {
    id
    aiTutorTematId
    state
    detailLevel
    sessionConversationStarted
    sessionConversationId
    previousSessionId
    testSessionQuizId
    testSessionQuiz {
      id
      state
      error
    }
    sessionQuizId
    scorePercent
    createdAt
  }
}
fragment AiTutorDetailFields on AiTutor {
  id
  workspaceId
  name
  description
  przedmiot
  poziom
  origin
  tematId
  state
  error
  progress
  createdAt
  rozdzial {
    id
    number
    name
    bookId
    bookTitle
  }
  aiTutorInitialData {
    detailLevel
    userComment
  }
}`) as unknown as TypedDocumentString<UpdateAiTutorSubscription, UpdateAiTutorSubscriptionVariables>;
export const UpdateAiTutorTematDocument = new TypedDocumentString(`
    subscription updateAiTutorTemat($updateAiTutorTematInput: UpdateAiTutorTematInput!) {
  updateAiTutorTemat(updateAiTutorTematInput: $updateAiTutorTematInput) {
    ...AiTutorTopicFields
  }
}
    fragment AiTutorTopicFields on AiTutorTemat {
  id
  aiTutorId
  order
  name
  description
  state
  full_generated
  mastered
  error
  podrSubchapter {
    id
    number
    name
  }
  sessions {
    id
    aiTutorTematId
    state
    detailLevel
    sessionConversationStarted
    sessionConversationId
    previousSessionId
    testSessionQuizId
    testSessionQuiz {
      id
      state
      error
    }
    sessionQuizId
    scorePercent
    createdAt
  }
}`) as unknown as TypedDocumentString<UpdateAiTutorTematSubscription, UpdateAiTutorTematSubscriptionVariables>;
export const UpdateAiTutorTematSessionDocument = new TypedDocumentString(`
    subscription updateAiTutorTematSession($updateAiTutorTematSessionInput: UpdateAiTutorTematSessionInput!) {
  updateAiTutorTematSession(
    updateAiTutorTematSessionInput: $updateAiTutorTematSessionInput
  ) {
    ...AiTutorSessionFields
  }
}
    fragment AiTutorSessionFields on AiTutorTematSession {
  id
  aiTutorTematId
  state
  detailLevel
  sessionConversationStarted
  sessionConversationId
  previousSessionId
  testSessionQuizId
  testSessionQuiz {
    id
    state
    error
  }
  sessionQuizId
  scorePercent
  createdAt
}`) as unknown as TypedDocumentString<UpdateAiTutorTematSessionSubscription, UpdateAiTutorTematSessionSubscriptionVariables>;
export const ContinueaitutoringAiTutorDocument = new TypedDocumentString(`
    mutation continueaitutoringAiTutor($continueaitutoringAiTutorInput: ContinueaitutoringAiTutorInput!) {
  continueaitutoringAiTutor(
    continueaitutoringAiTutorInput: $continueaitutoringAiTutorInput
  ) {
    ...AiTutorSessionFields
  }
}
    fragment AiTutorSessionFields on AiTutorTematSession {
  id
  aiTutorTematId
  state
  detailLevel
  sessionConversationStarted
  sessionConversationId
  previousSessionId
  testSessionQuizId
  testSessionQuiz {
    id
    state
    error
  }
  sessionQuizId
  scorePercent
  createdAt
}`) as unknown as TypedDocumentString<ContinueaitutoringAiTutorMutation, ContinueaitutoringAiTutorMutationVariables>;
export const FinishAiTutorTematSessionDocument = new TypedDocumentString(`
    mutation finishAiTutorTematSession($finishAiTutorTematSessionInput: FinishAiTutorTematSessionInput!) {
  finishAiTutorTematSession(
    finishAiTutorTematSessionInput: $finishAiTutorTematSessionInput
  ) {
    ...AiTutorSessionFields
  }
}
    fragment AiTutorSessionFields on AiTutorTematSession {
  id
  aiTutorTematId
  state
  detailLevel
  sessionConversationStarted
  sessionConversationId
  previousSessionId
  testSessionQuizId
  testSessionQuiz {
    id
    state
    error
  }
  sessionQuizId
  scorePercent
  createdAt
}`) as unknown as TypedDocumentString<FinishAiTutorTematSessionMutation, FinishAiTutorTematSessionMutationVariables>;
export const GenerateainotatkasessionDocument = new TypedDocumentString(`
    mutation generateainotatkasession($generateainotatkasessionInput: GenerateainotatkasessionInput!) {
  generateainotatkasession(
    generateainotatkasessionInput: $generateainotatkasessionInput
  ) {
    id
    workspaceId
    name
  }
}
    `) as unknown as TypedDocumentString<GenerateainotatkasessionMutation, GenerateainotatkasessionMutationVariables>;
export const UsagePageDocument = new TypedDocumentString(`
    query usagePage {
  getSubscriptionUsage {
    name
    grantedAt
    status
    cancelAtPeriodEnd
    expiresAt
    planPrice
    billingInterval
    recurring
    paymentMethod {
      card_brand
      card_last4
      exp_month
      exp_year
    }
    usage {
      action
      label
      limit
      limitType
      limitInterval
      usage
      remaining
      renewsAt
    }
  }
}
    `) as unknown as TypedDocumentString<UsagePageQuery, UsagePageQueryVariables>;
export const DeleteWordBaseDocument = new TypedDocumentString(`
    mutation deleteWordBase($deleteWordBaseInput: DeleteWordBaseInput!) {
  deleteWordBase(deleteWordBaseInput: $deleteWordBaseInput) {
    ...WordBaseSummaryFields
  }
}
    fragment WordBaseSummaryFields on WordBase {
  id
  workspaceId
  name
  description
  type
  languageCode
  language {
    code
    name
  }
  progress
  sourcesId
  wordCount
  dueCount
  newCount
  lastStudiedAt
  isDeleted
  state
  error
  notice
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<DeleteWordBaseMutation, DeleteWordBaseMutationVariables>;
export const ExtractwordbaseDocument = new TypedDocumentString(`
    mutation extractwordbase($extractwordbaseInput: ExtractwordbaseInput!) {
  extractwordbase(extractwordbaseInput: $extractwordbaseInput) {
    ...WordBaseSummaryFields
  }
}
    fragment WordBaseSummaryFields on WordBase {
  id
  workspaceId
  name
  description
  type
  languageCode
  language {
    code
    name
  }
  progress
  sourcesId
  wordCount
  dueCount
  newCount
  lastStudiedAt
  isDeleted
  state
  error
  notice
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<ExtractwordbaseMutation, ExtractwordbaseMutationVariables>;
export const AllWordBasesDocument = new TypedDocumentString(`
    query allWordBases($getWordBaseByUserIdInput: GetWordBaseByUserIdInput) {
  getWordBaseByUserId(getWordBaseByUserIdInput: $getWordBaseByUserIdInput) {
    id
    workspaceId
    workspaceName
    name
    type
    language {
      code
      name
    }
    wordCount
    dueCount
    newCount
    state
    createdAt
  }
}
    `) as unknown as TypedDocumentString<AllWordBasesQuery, AllWordBasesQueryVariables>;
export const GetDueWordsDocument = new TypedDocumentString(`
    query getDueWords {
  getDueWords {
    total
    byWorkspace {
      workspaceId
      count
    }
  }
}
    `) as unknown as TypedDocumentString<GetDueWordsQuery, GetDueWordsQueryVariables>;
export const DueWordsWorkspacesDocument = new TypedDocumentString(`
    query dueWordsWorkspaces {
  getWorkspaceByUserId {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<DueWordsWorkspacesQuery, DueWordsWorkspacesQueryVariables>;
export const LanguageWorkspaceDocument = new TypedDocumentString(`
    query languageWorkspace {
  getlanguageworkspace {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<LanguageWorkspaceQuery, LanguageWorkspaceQueryVariables>;
export const GetLanguagesDocument = new TypedDocumentString(`
    query getLanguages {
  getLanguages {
    code
    name
    nameFull
  }
}
    `) as unknown as TypedDocumentString<GetLanguagesQuery, GetLanguagesQueryVariables>;
export const GetWordBaseSessionByIdDocument = new TypedDocumentString(`
    query getWordBaseSessionById($getWordBaseSessionByIdInput: GetWordBaseSessionByIdInput!) {
  getWordBaseSessionById(
    getWordBaseSessionByIdInput: $getWordBaseSessionByIdInput
  ) {
    ...WordBaseSessionFields
  }
}
    fragment WordBaseSessionFields on WordBaseSession {
  id
  wordBaseId
  wordBaseSessionType
  isFinished
  score
  time
  wordCount
  createdAt
  finishedAt
  answers {
    id
    wordId
    word
    rating
    isCorrect
    createdAt
  }
  exercises {
    id
    kind
    polecenie
    example
    wordId
    word
    options
    answered
    isCorrect
    answer
    review
    expected
  }
  nextWord {
    id
    wordBaseId
    word
    translation
    usageExample
  }
}`) as unknown as TypedDocumentString<GetWordBaseSessionByIdQuery, GetWordBaseSessionByIdQueryVariables>;
export const GetWordBaseSessionByWordBaseIdDocument = new TypedDocumentString(`
    query getWordBaseSessionByWordBaseId($getWordBaseSessionByWordBaseIdInput: GetWordBaseSessionByWordBaseIdInput!) {
  getWordBaseSessionByWordBaseId(
    getWordBaseSessionByWordBaseIdInput: $getWordBaseSessionByWordBaseIdInput
  ) {
    ...WordBaseSessionSummaryFields
  }
}
    fragment WordBaseSessionSummaryFields on WordBaseSession {
  id
  wordBaseId
  wordBaseSessionType
  isFinished
  score
  time
  wordCount
  createdAt
  finishedAt
  answers {
    id
    wordId
    word
    rating
    isCorrect
    createdAt
  }
}`) as unknown as TypedDocumentString<GetWordBaseSessionByWordBaseIdQuery, GetWordBaseSessionByWordBaseIdQueryVariables>;
export const WordBaseWordsDocument = new TypedDocumentString(`
    query wordBaseWords($getWordBaseByIdInput: GetWordBaseByIdInput!, $page: Int, $limit: Int, $search: String) {
  getWordBaseById(getWordBaseByIdInput: $getWordBaseByIdInput) {
    id
    wordPage(page: $page, limit: $limit, search: $search) {
      total
      page
      limit
      data {
        id
        wordBaseId
        word
        translation
        usageExample
        order
        due
        state
        reps
        lapses
        lastReview
        scheduledDays
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WordBaseWordsQuery, WordBaseWordsQueryVariables>;
export const WordBaseHistoryDocument = new TypedDocumentString(`
    query wordBaseHistory($getWordBaseByIdInput: GetWordBaseByIdInput!) {
  getWordBaseById(getWordBaseByIdInput: $getWordBaseByIdInput) {
    id
    words {
      id
      word
      translation
      state
      due
      reps
      lapses
      history {
        rating
        reviewedAt
        sessionId
        wordBaseSessionType
        scheduledDays
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WordBaseHistoryQuery, WordBaseHistoryQueryVariables>;
export const GetWordBaseByIdDocument = new TypedDocumentString(`
    query getWordBaseById($getWordBaseByIdInput: GetWordBaseByIdInput!) {
  getWordBaseById(getWordBaseByIdInput: $getWordBaseByIdInput) {
    ...WordBaseSummaryFields
  }
}
    fragment WordBaseSummaryFields on WordBase {
  id
  workspaceId
  name
  description
  type
  languageCode
  language {
    code
    name
  }
  progress
  sourcesId
  wordCount
  dueCount
  newCount
  lastStudiedAt
  isDeleted
  state
  error
  notice
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<GetWordBaseByIdQuery, GetWordBaseByIdQueryVariables>;
export const GetWordBaseByWorkspaceIdDocument = new TypedDocumentString(`
    query getWordBaseByWorkspaceId($getWordBaseByWorkspaceIdInput: GetWordBaseByWorkspaceIdInput!) {
  getWordBaseByWorkspaceId(
    getWordBaseByWorkspaceIdInput: $getWordBaseByWorkspaceIdInput
  ) {
    ...WordBaseSummaryFields
  }
}
    fragment WordBaseSummaryFields on WordBase {
  id
  workspaceId
  name
  description
  type
  languageCode
  language {
    code
    name
  }
  progress
  sourcesId
  wordCount
  dueCount
  newCount
  lastStudiedAt
  isDeleted
  state
  error
  notice
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<GetWordBaseByWorkspaceIdQuery, GetWordBaseByWorkspaceIdQueryVariables>;
export const WordpracticesessionDocument = new TypedDocumentString(`
    mutation wordpracticesession($wordpracticesessionInput: WordpracticesessionInput!) {
  wordpracticesession(wordpracticesessionInput: $wordpracticesessionInput) {
    ...WordBaseSessionFields
  }
}
    fragment WordBaseSessionFields on WordBaseSession {
  id
  wordBaseId
  wordBaseSessionType
  isFinished
  score
  time
  wordCount
  createdAt
  finishedAt
  answers {
    id
    wordId
    word
    rating
    isCorrect
    createdAt
  }
  exercises {
    id
    kind
    polecenie
    example
    wordId
    word
    options
    answered
    isCorrect
    answer
    review
    expected
  }
  nextWord {
    id
    wordBaseId
    word
    translation
    usageExample
  }
}`) as unknown as TypedDocumentString<WordpracticesessionMutation, WordpracticesessionMutationVariables>;
export const StartDocument = new TypedDocumentString(`
    mutation start($startInput: StartInput!) {
  start(startInput: $startInput) {
    ...WordBaseSessionFields
  }
}
    fragment WordBaseSessionFields on WordBaseSession {
  id
  wordBaseId
  wordBaseSessionType
  isFinished
  score
  time
  wordCount
  createdAt
  finishedAt
  answers {
    id
    wordId
    word
    rating
    isCorrect
    createdAt
  }
  exercises {
    id
    kind
    polecenie
    example
    wordId
    word
    options
    answered
    isCorrect
    answer
    review
    expected
  }
  nextWord {
    id
    wordBaseId
    word
    translation
    usageExample
  }
}`) as unknown as TypedDocumentString<StartMutation, StartMutationVariables>;
export const TranslateDocument = new TypedDocumentString(`
    mutation translate($translateInput: TranslateInput!) {
  translate(translateInput: $translateInput) {
    word
    translation
    usageExample
    problem
  }
}
    `) as unknown as TypedDocumentString<TranslateMutation, TranslateMutationVariables>;
export const UpsertwordsDocument = new TypedDocumentString(`
    mutation upsertwords($upsertwordsInput: UpsertwordsInput!) {
  upsertwords(upsertwordsInput: $upsertwordsInput) {
    ...WordBaseSummaryFields
  }
}
    fragment WordBaseSummaryFields on WordBase {
  id
  workspaceId
  name
  description
  type
  languageCode
  language {
    code
    name
  }
  progress
  sourcesId
  wordCount
  dueCount
  newCount
  lastStudiedAt
  isDeleted
  state
  error
  notice
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<UpsertwordsMutation, UpsertwordsMutationVariables>;
export const ValdiateexerciseDocument = new TypedDocumentString(`
    mutation valdiateexercise($valdiateexerciseInput: ValdiateexerciseInput!) {
  valdiateexercise(valdiateexerciseInput: $valdiateexerciseInput) {
    id
    kind
    polecenie
    example
    wordId
    word
    options
    answered
    isCorrect
    answer
    review
    expected
  }
}
    `) as unknown as TypedDocumentString<ValdiateexerciseMutation, ValdiateexerciseMutationVariables>;
export const NewWordBaseDocument = new TypedDocumentString(`
    subscription newWordBase($newWordBaseInput: NewWordBaseInput!) {
  newWordBase(newWordBaseInput: $newWordBaseInput) {
    ...WordBaseSummaryFields
  }
}
    fragment WordBaseSummaryFields on WordBase {
  id
  workspaceId
  name
  description
  type
  languageCode
  language {
    code
    name
  }
  progress
  sourcesId
  wordCount
  dueCount
  newCount
  lastStudiedAt
  isDeleted
  state
  error
  notice
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<NewWordBaseSubscription, NewWordBaseSubscriptionVariables>;
export const CreateWorkspaceDocument = new TypedDocumentString(`
    mutation createWorkspace($createWorkspaceInput: CreateWorkspaceInput!) {
  createWorkspace(createWorkspaceInput: $createWorkspaceInput) {
    ...WorkspaceDetailFields
  }
}
    fragment WorkspaceDetailFields on Workspace {
  id
  type
  name
  createdAt
  updatedAt
  temat {
    id
    przedmiot
    poziom
    temat
    podTematy
    ckePoziom
  }
}`) as unknown as TypedDocumentString<CreateWorkspaceMutation, CreateWorkspaceMutationVariables>;
export const DeleteWorkspaceDocument = new TypedDocumentString(`
    mutation deleteWorkspace($deleteWorkspaceInput: DeleteWorkspaceInput!) {
  deleteWorkspace(deleteWorkspaceInput: $deleteWorkspaceInput) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteWorkspaceMutation, DeleteWorkspaceMutationVariables>;
export const GetbyprzedmiotandpoziomDocument = new TypedDocumentString(`
    query getbyprzedmiotandpoziom($getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput!) {
  getbyprzedmiotandpoziom(
    getbyprzedmiotandpoziomInput: $getbyprzedmiotandpoziomInput
  ) {
    id
    temat
    podTematy
    ckePoziom
  }
}
    `) as unknown as TypedDocumentString<GetbyprzedmiotandpoziomQuery, GetbyprzedmiotandpoziomQueryVariables>;
export const GetWorkspaceByIdDocument = new TypedDocumentString(`
    query getWorkspaceById($getWorkspaceByIdInput: GetWorkspaceByIdInput!) {
  getWorkspaceById(getWorkspaceByIdInput: $getWorkspaceByIdInput) {
    ...WorkspaceDetailFields
  }
}
    fragment WorkspaceDetailFields on Workspace {
  id
  type
  name
  createdAt
  updatedAt
  temat {
    id
    przedmiot
    poziom
    temat
    podTematy
    ckePoziom
  }
}`) as unknown as TypedDocumentString<GetWorkspaceByIdQuery, GetWorkspaceByIdQueryVariables>;
export const GetWorkspaceByUserIdDocument = new TypedDocumentString(`
    query getWorkspaceByUserId {
  getWorkspaceByUserId {
    ...WorkspaceSummaryFields
  }
}
    fragment WorkspaceSummaryFields on Workspace {
  id
  name
  updatedAt
  temat {
    id
    przedmiot
    poziom
    temat
  }
}`) as unknown as TypedDocumentString<GetWorkspaceByUserIdQuery, GetWorkspaceByUserIdQueryVariables>;
export const UpdateWorkspaceDocument = new TypedDocumentString(`
    mutation updateWorkspace($updateWorkspaceInput: UpdateWorkspaceInput!) {
  updateWorkspace(updateWorkspaceInput: $updateWorkspaceInput) {
    ...WorkspaceDetailFields
  }
}
    fragment WorkspaceDetailFields on Workspace {
  id
  type
  name
  createdAt
  updatedAt
  temat {
    id
    przedmiot
    poziom
    temat
    podTematy
    ckePoziom
  }
}`) as unknown as TypedDocumentString<UpdateWorkspaceMutation, UpdateWorkspaceMutationVariables>;
export const GetActionSourcesDocument = new TypedDocumentString(`
    query getActionSources($getActionSourcesInput: GetActionSourcesInput!) {
  getActionSources(getActionSourcesInput: $getActionSourcesInput) {
    workspaceId
    selected {
      id
      items {
        type
        id
      }
    }
    groups {
      type
      label
      sources {
        __typename
        ... on UserDoc {
          id
          name
          state
          sourceType
        }
        ... on AiNote {
          id
          name
        }
        ... on QuizResult {
          id
          name
        }
        ... on LibrarySource {
          id
          name
        }
        ... on AiTutorTemat {
          id
          name
        }
      }
    }
    fromTools {
      itemType
      label
      sources {
        __typename
        ... on QuizResult {
          id
          name
        }
        ... on LibrarySource {
          id
          name
        }
        ... on AiTutorTemat {
          id
          name
        }
        ... on UserDoc {
          id
          name
          state
          sourceType
        }
        ... on AiNote {
          id
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetActionSourcesQuery, GetActionSourcesQueryVariables>;
export const GetErrorReportingConfigDocument = new TypedDocumentString(`
    query getErrorReportingConfig {
  getAppConfig {
    sentryDsn
    sentryEnvironment
  }
}
    `) as unknown as TypedDocumentString<GetErrorReportingConfigQuery, GetErrorReportingConfigQueryVariables>;
export const UpdateSourcesDocument = new TypedDocumentString(`
    mutation updateSources($updateSourcesInput: UpdateSourcesInput!) {
  updateSources(updateSourcesInput: $updateSourcesInput) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateSourcesMutation, UpdateSourcesMutationVariables>;
export const UpdateUserInfoDocument = new TypedDocumentString(`
    mutation updateUserInfo($updateUserInfoInput: UpdateUserInfoInput!) {
  updateUserInfo(updateUserInfoInput: $updateUserInfoInput) {
    ...CurrentUser
  }
}
    fragment CurrentUser on User {
  id
  email
  phone
  name
  surname
  role
  avatar
  onboardingStatus
  isVerified
  hasPassword
  isFreeSub
  subStatus
  metadata {
    hasSeenInitialConversation
  }
  onboarding {
    poziom
    egzaminy
    przedmioty
  }
}`) as unknown as TypedDocumentString<UpdateUserInfoMutation, UpdateUserInfoMutationVariables>;
export const GetMeDocument = new TypedDocumentString(`
    query getMe {
  getMe {
    ...CurrentUser
    integrations {
      id
      integrationType
      expiresAt
    }
  }
}
    fragment CurrentUser on User {
  id
  email
  phone
  name
  surname
  role
  avatar
  onboardingStatus
  isVerified
  hasPassword
  isFreeSub
  subStatus
  metadata {
    hasSeenInitialConversation
  }
  onboarding {
    poziom
    egzaminy
    przedmioty
  }
}`) as unknown as TypedDocumentString<GetMeQuery, GetMeQueryVariables>;
export const RefreshTokenDocument = new TypedDocumentString(`
    mutation refreshToken {
  refreshToken {
    success
    accessTokenExpiresAt
  }
}
    `) as unknown as TypedDocumentString<RefreshTokenMutation, RefreshTokenMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation logout($logoutInput: LogoutInput) {
  logout(logoutInput: $logoutInput) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const GetUploadLimitDocument = new TypedDocumentString(`
    query getUploadLimit {
  getAppConfig {
    uploadMaxBytes
  }
}
    `) as unknown as TypedDocumentString<GetUploadLimitQuery, GetUploadLimitQueryVariables>;