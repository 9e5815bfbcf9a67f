/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

/** Zaczyna podejście do quizu albo zwraca niezakończone (wznowienie). */
export type CreateQuizResultInput = {
  /** Tryb nauki: wynik po każdej odpowiedzi (domyślnie). false – tryb sprawdzianu. */
  instantFeedback?: boolean | null | undefined;
  quizWorkspaceId: string | number;
};

/** Podaj plik, tekst albo link do filmu z YouTube (dokładnie jedno). */
export type CreateUserDocInput = {
  /** PDF, DOCX, TXT, zdjęcie lub nagranie; domyślnie do 25 MB. */
  file?: null | null | undefined;
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

export type DeleteIntegrationInput = {
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

export type GetAiNoteByIdInput = {
  id: string | number;
};

export type GetAiNoteByWorkspaceIdInput = {
  workspaceId: string | number;
};

export type GetAiTutorByIdInput = {
  id: string | number;
};

export type GetAiTutorTematByIdInput = {
  id: string | number;
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

export type GetQuizFlowByIdInput = {
  id: string | number;
};

export type GetQuizFlowByUserDocIdInput = {
  userDocId: string | number;
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

/** Ile quizów zwrócić: 1–100 (domyślnie 100), od najnowszego. */
export type GetQuizWorkspaceByUserIdInput = {
  limit?: number | null | undefined;
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

export type GetSourcesByIdInput = {
  id: string | number;
};

export type GetTestSolverByIdInput = {
  id: string | number;
};

export type GetTestSolverByWorkspaceIdInput = {
  /** Bez przestrzeni – wszystkie sprawdziany ucznia. */
  workspaceId?: string | number | null | undefined;
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

export type GetWordBaseBySourcesIdInput = {
  sourcesId: string | number;
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

export type GetaitematsessionbytematidInput = {
  aiTutorTematId: string | number;
};

export type GetbookbyidInput = {
  id: string | number;
};

export type GetbyprzedmiotandpoziomInput = {
  poziom: Poziom;
  przedmiot: Przedmiot;
};

export type GetcountInput = {
  przedmiot?: Przedmiot | null | undefined;
};

export type GetnextwordInput = {
  /** Sesja fiszek: słowa już w niej ocenione są pomijane. */
  sessionId?: string | number | null | undefined;
  wordBaseId: string | number;
};

export type GetpodrecznikbyprzedmiotandpoziomInput = {
  poziom: Poziom;
  przedmiot: Przedmiot;
};

export type GettematdataInput = {
  aiTutorTematId: string | number;
};

export type GettematybyaitutoridInput = {
  aiTutorId: string | number;
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
  file?: null | null | undefined;
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
  files?: Array<null> | null | undefined;
  message: string;
  /** Cytowany fragment, o który pyta uczeń. */
  quote?: string | null | undefined;
};

export type SendmessageintentInput = {
  conversationId: string | number;
  files?: Array<null> | null | undefined;
  intent: ConversationIntentInput;
  message: string;
};

/** Wiadomość, której zamiar rozpoznaje AI (szybki model) przed odpowiedzią. */
export type SendmessageintentaiInput = {
  conversationId: string | number;
  files?: Array<null> | null | undefined;
  message: string;
};

export type SetDailyStudyGoalInput = {
  /** Ile sesji dziennie: od 1 do 5. */
  dailyGoal: number;
};

export type SetStudyRemindersInput = {
  /** true – przypominaj e-mailem o słówkach do powtórki; false – nie przypominaj. */
  enabled: boolean;
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
  files: Array<null>;
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
  files?: Array<null> | null | undefined;
  maxMode?: boolean | null | undefined;
  /** Pierwsza wiadomość (opcjonalnie). */
  message?: string | null | undefined;
  /** Wybrane materiały; bez nich rozmowa nie opiera się na materiałach. */
  sources?: Array<SourceRefInput> | null | undefined;
  /** Albo istniejący zestaw materiałów. */
  sourcesId?: string | number | null | undefined;
  workspaceId: string | number;
};

export type StartconversationinlineInput = {
  message: string;
  /** Zaznaczony fragment notatki lub materiału, o który pyta uczeń (do 4000 znaków). */
  quote: string;
  sources?: Array<SourceRefInput> | null | undefined;
  workspaceId: string | number;
};

/** Nowa rozmowa z określonym zamiarem, np. „rozwiąż zadanie” albo „pomóż napisać rozprawkę”. */
export type StartconversationintentInput = {
  files?: Array<null> | null | undefined;
  intent: ConversationIntentInput;
  message: string;
  sources?: Array<SourceRefInput> | null | undefined;
  workspaceId: string | number;
  /** Zadanie (ze sprawdzianu ucznia albo z biblioteki), o które pyta uczeń: rozmowa rodzaju ZADANIE zna jego treść i rozwiązanie. */
  zadanieId?: string | number | null | undefined;
};

export type StartconversationoverallInput = {
  files?: Array<null> | null | undefined;
  message?: string | null | undefined;
  workspaceId: string | number;
};

export type StartconversationsolverInput = {
  files?: Array<null> | null | undefined;
  message?: string | null | undefined;
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
  file?: null | null | undefined;
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

export type TestGetAvaliblePlansQueryVariables = Exact<{ [key: string]: never; }>;


export type TestGetAvaliblePlansQuery = { getAvaliblePlans: Array<{ id: string, name: string, price: number, price3m: number, price12m: number, freeTier: boolean, visible: boolean, userPlanAction: PlanAction | null, limits: Array<{ action: UsageAction, limitDisplay: string, limit: { type: LimitType, value: number } }> }> };

export type TestMeSubscriptionQueryVariables = Exact<{ [key: string]: never; }>;


export type TestMeSubscriptionQuery = { getMe: { id: string, subscriptionEntity: { id: string, userId: string, stripeSubscriptionId: string | null, grantedAt: string, expiresAt: string | null, plan: { id: string, name: string, price: number, limits: Array<{ action: UsageAction, limit: { type: LimitType, value: number } }> }, additionalLimits: Array<{ id: string, name: string, action: UsageAction, additionalLimit: number, price: number, purchasedAt: string }> } | null } };

export type TestCancelSubscriptionMutationVariables = Exact<{
  input: CancelSubscriptionInput;
}>;


export type TestCancelSubscriptionMutation = { cancelSubscription: { name: string, status: SubStatus, cancelAtPeriodEnd: boolean, expiresAt: string | null } };

export type TestEndTrialMutationVariables = Exact<{ [key: string]: never; }>;


export type TestEndTrialMutation = { endTrial: { name: string, status: SubStatus, cancelAtPeriodEnd: boolean, expiresAt: string | null } };

export type TestGeneratePaymentLinkMutationVariables = Exact<{
  input: GeneratePaymentLinkInput;
}>;


export type TestGeneratePaymentLinkMutation = { generatePaymentLink: string };

export type TestGetInvoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type TestGetInvoicesQuery = { getInvoices: Array<{ id: string, status: InvoiceStatus, total: number, url: string | null, created: string, paymentUrl: string | null, planName: string, paymentMethod: { card_brand: string, card_last4: string, exp_month: number, exp_year: number } | null }> };

export type TestCalculatePreviewQueryVariables = Exact<{
  input: CalculatePreviewInput;
}>;


export type TestCalculatePreviewQuery = { calculatePreview: { total_amount: number, original_price: number, adjustment: number, planId: string, prorationDate: string, payment_method: { card_brand: string, card_last4: string } | null } };

export type TestUpgradeSubscriptionMutationVariables = Exact<{
  input: UpgradeSubscriptionInput;
}>;


export type TestUpgradeSubscriptionMutation = { upgradeSubscription: { name: string, status: SubStatus, planPrice: number, billingInterval: string, recurring: boolean } };

export type TestBillingAccountQueryVariables = Exact<{
  checkoutId: string | number;
}>;


export type TestBillingAccountQuery = { getSubscriptionUsage: { name: string, status: SubStatus, billingInterval: string, recurring: boolean, paymentMethod: { card_brand: string, card_last4: string, exp_month: number, exp_year: number } | null, usage: Array<{ action: UsageAction, limit: number | null }>, additionalLimits: Array<{ name: string, action: UsageAction, additionalLimit: number, price: number, expiresAt: string | null }>, addOnOffers: Array<{ id: string, name: string, action: UsageAction, additionalLimit: number, price: number, validDays: number }>, checkout: { id: string, state: CheckoutState, name: string } | null }, getMe: { id: string, onboardingStatus: OnboardingStatus, subStatus: SubStatus | null, isFreeSub: boolean } };

export type AnswerNotesOfConversationQueryVariables = Exact<{
  input: GetConversationWorkspaceByIdInput;
}>;


export type AnswerNotesOfConversationQuery = { getConversationWorkspaceById: { id: string, userMessages: Array<{ id: string, botResponses: Array<{ id: string, aiNoteId: string | null }> }> } };

export type TestEssayFieldsFragment = { id: string, workspaceId: string, type: RozprawkaType, temat: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, state: RozprawkaState, liczbaArgumentow: number, poziomJezyka: PoziomJezyka, polecenie: string | null, wordCount: number, minWords: number, maxWords: number | null, rozprawkaReviewId: string | null, error: string | null, notice: string | null, createdAt: string, updatedAt: string, lektury: Array<{ id: string, title: string, author: string }>, segments: Array<{ id: string, rozprawkaId: string, order: number, type: SegmentType, content: string, contentJson: unknown, explanation: string | null, helperContent: string | null, lekturaId: string | null, wordCount: number, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null, lekturaId: string | null }> }> };

export type TestReviewFieldsFragment = { id: string, workspaceId: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, temat: string, content: string | null, state: RozprawkaState, error: string | null, notice: string | null, review: string | null, reviewContent: string | null, wordCount: number | null, dysleksja: boolean, rozprawkaId: string | null, poprawionaRozprawkaId: string | null, userDocId: string | null, createdAt: string, poprawki: Array<{ fragment: string, rewrite: string, why: string }>, maturaPolski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, egzaminOsmoklasistyPolski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, maturaAngielski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, egzaminOsmoklasistyAngielski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null };

export type TestRewriteFieldsFragment = { id: string, segmentId: string, content: string, instruction: string | null, action: TextAction | null, discarded: boolean, accepted: boolean, previousContent: string | null, createdAt: string, segment: { id: string, content: string, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null }> } };

export type GeneraterozprawkaMutationVariables = Exact<{
  input: GeneraterozprawkaInput;
}>;


export type GeneraterozprawkaMutation = { generaterozprawka:
    | { __typename: 'ExecutionError', errorCode: string, message: string }
    | { __typename: 'RozprawkaAi', id: string, workspaceId: string, type: RozprawkaType, temat: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, state: RozprawkaState, liczbaArgumentow: number, poziomJezyka: PoziomJezyka, polecenie: string | null, wordCount: number, minWords: number, maxWords: number | null, rozprawkaReviewId: string | null, error: string | null, notice: string | null, createdAt: string, updatedAt: string, lektury: Array<{ id: string, title: string, author: string }>, segments: Array<{ id: string, rozprawkaId: string, order: number, type: SegmentType, content: string, contentJson: unknown, explanation: string | null, helperContent: string | null, lekturaId: string | null, wordCount: number, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null, lekturaId: string | null }> }> }
   };

export type ReviewrozprawkaMutationVariables = Exact<{
  input: ReviewrozprawkaInput;
}>;


export type ReviewrozprawkaMutation = { reviewrozprawka:
    | { __typename: 'ExecutionError', errorCode: string, message: string }
    | { __typename: 'RozprawkaAiReview', id: string, workspaceId: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, temat: string, content: string | null, state: RozprawkaState, error: string | null, notice: string | null, review: string | null, reviewContent: string | null, wordCount: number | null, dysleksja: boolean, rozprawkaId: string | null, poprawionaRozprawkaId: string | null, userDocId: string | null, createdAt: string, poprawki: Array<{ fragment: string, rewrite: string, why: string }>, maturaPolski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, egzaminOsmoklasistyPolski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, maturaAngielski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, egzaminOsmoklasistyAngielski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null }
   };

export type ConvertreviewtorozprawkaMutationVariables = Exact<{
  input: ConvertreviewtorozprawkaInput;
}>;


export type ConvertreviewtorozprawkaMutation = { convertreviewtorozprawka: { id: string, workspaceId: string, type: RozprawkaType, temat: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, state: RozprawkaState, liczbaArgumentow: number, poziomJezyka: PoziomJezyka, polecenie: string | null, wordCount: number, minWords: number, maxWords: number | null, rozprawkaReviewId: string | null, error: string | null, notice: string | null, createdAt: string, updatedAt: string, lektury: Array<{ id: string, title: string, author: string }>, segments: Array<{ id: string, rozprawkaId: string, order: number, type: SegmentType, content: string, contentJson: unknown, explanation: string | null, helperContent: string | null, lekturaId: string | null, wordCount: number, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null, lekturaId: string | null }> }> } };

export type GenerateexplanationMutationVariables = Exact<{
  input: GenerateexplanationInput;
}>;


export type GenerateexplanationMutation = { generateexplanation: { id: string, explanation: string | null, content: string } };

export type RewritesegmentMutationVariables = Exact<{
  input: RewritesegmentInput;
}>;


export type RewritesegmentMutation = { rewritesegment: { id: string, segmentId: string, content: string, instruction: string | null, action: TextAction | null, discarded: boolean, accepted: boolean, previousContent: string | null, createdAt: string, segment: { id: string, content: string, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null }> } } };

export type GenerativefunctionsegmentMutationVariables = Exact<{
  input: GenerativefunctionsegmentInput;
}>;


export type GenerativefunctionsegmentMutation = { generativefunctionsegment: { id: string, segmentId: string, content: string, instruction: string | null, action: TextAction | null, discarded: boolean, accepted: boolean, previousContent: string | null, createdAt: string, segment: { id: string, content: string, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null }> } } };

export type UpdatesegmentstatusMutationVariables = Exact<{
  input: UpdatesegmentstatusInput;
}>;


export type UpdatesegmentstatusMutation = { updatesegmentstatus: { id: string, segmentId: string, content: string, instruction: string | null, action: TextAction | null, discarded: boolean, accepted: boolean, previousContent: string | null, createdAt: string, segment: { id: string, content: string, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null }> } } };

export type UpdateRozprawkaAiSegmentMutationVariables = Exact<{
  input: UpdateRozprawkaAiSegmentInput;
}>;


export type UpdateRozprawkaAiSegmentMutation = { updateRozprawkaAiSegment: { id: string, content: string, wordCount: number, uwagi: Array<{ kind: RozprawkaUwagaKind, quote: string | null }> } };

export type DeleteRozprawkaAiMutationVariables = Exact<{
  input: DeleteRozprawkaAiInput;
}>;


export type DeleteRozprawkaAiMutation = { deleteRozprawkaAi: { success: boolean, message: string } };

export type DeleteRozprawkaAiReviewMutationVariables = Exact<{
  input: DeleteRozprawkaAiReviewInput;
}>;


export type DeleteRozprawkaAiReviewMutation = { deleteRozprawkaAiReview: { success: boolean, message: string } };

export type GetRozprawkaAiByIdQueryVariables = Exact<{
  input: GetRozprawkaAiByIdInput;
}>;


export type GetRozprawkaAiByIdQuery = { getRozprawkaAiById: { id: string, workspaceId: string, type: RozprawkaType, temat: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, state: RozprawkaState, liczbaArgumentow: number, poziomJezyka: PoziomJezyka, polecenie: string | null, wordCount: number, minWords: number, maxWords: number | null, rozprawkaReviewId: string | null, error: string | null, notice: string | null, createdAt: string, updatedAt: string, lektury: Array<{ id: string, title: string, author: string }>, segments: Array<{ id: string, rozprawkaId: string, order: number, type: SegmentType, content: string, contentJson: unknown, explanation: string | null, helperContent: string | null, lekturaId: string | null, wordCount: number, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null, lekturaId: string | null }> }> } };

export type GetRozprawkaAiByWorkspaceIdQueryVariables = Exact<{
  input?: GetRozprawkaAiByWorkspaceIdInput | null | undefined;
}>;


export type GetRozprawkaAiByWorkspaceIdQuery = { getRozprawkaAiByWorkspaceId: Array<{ id: string, state: RozprawkaState, temat: string, workspaceId: string }> };

export type GetRozprawkaAiReviewByIdQueryVariables = Exact<{
  input: GetRozprawkaAiReviewByIdInput;
}>;


export type GetRozprawkaAiReviewByIdQuery = { getRozprawkaAiReviewById: { id: string, workspaceId: string, przedmiot: Przedmiot, poziom: CkePoziom, egzamin: string, temat: string, content: string | null, state: RozprawkaState, error: string | null, notice: string | null, review: string | null, reviewContent: string | null, wordCount: number | null, dysleksja: boolean, rozprawkaId: string | null, poprawionaRozprawkaId: string | null, userDocId: string | null, createdAt: string, poprawki: Array<{ fragment: string, rewrite: string, why: string }>, maturaPolski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, egzaminOsmoklasistyPolski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, maturaAngielski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null, egzaminOsmoklasistyAngielski: { egzamin: string, nazwa: string, liczbaPunktow: number, zdobytePunkty: number, zasady: Array<string>, kryteria: Array<{ id: string, name: string, maxPoints: number, points: number, reason: string, rule: string | null, cytaty: Array<{ text: string, start: number, end: number, kind: RozprawkaCytatKind, comment: string, correction: string | null }> }> } | null } };

export type GetRozprawkaAiReviewByWorkspaceIdQueryVariables = Exact<{
  input?: GetRozprawkaAiReviewByWorkspaceIdInput | null | undefined;
}>;


export type GetRozprawkaAiReviewByWorkspaceIdQuery = { getRozprawkaAiReviewByWorkspaceId: Array<{ id: string, state: RozprawkaState, temat: string, workspaceId: string }> };

export type GetSegmentRewritesQueryVariables = Exact<{
  input: GetSegmentRewritesInput;
}>;


export type GetSegmentRewritesQuery = { getSegmentRewrites: Array<{ id: string, segmentId: string, content: string, instruction: string | null, action: TextAction | null, discarded: boolean, accepted: boolean, previousContent: string | null, createdAt: string, segment: { id: string, content: string, uwagi: Array<{ kind: RozprawkaUwagaKind, message: string, quote: string | null }> } }> };

export type TestRagDocumentsQueryVariables = Exact<{
  input: GetLibraryRagDocumentsInput;
}>;


export type TestRagDocumentsQuery = { getLibraryRagDocuments: Array<{ id: string, podrecznikId: string, title: string, chapter: string, przedmiot: Przedmiot, poziom: Poziom, visible: boolean, deleted: boolean, chunkCount: number, characters: number, indexedAt: string | null }> };

export type TestRagSearchQueryVariables = Exact<{
  input: SearchLibraryRagInput;
}>;


export type TestRagSearchQuery = { searchLibraryRag: Array<{ documentId: string, title: string, chapter: string, visible: boolean, page: number | null, text: string, score: number }> };

export type TestRagReindexMutationVariables = Exact<{
  input: ReindexLibraryBookInput;
}>;


export type TestRagReindexMutation = { reindexLibraryBook: Array<{ id: string, chunkCount: number }> };

export type TestRagRemoveMutationVariables = Exact<{
  input: RemoveLibraryRagDocumentInput;
}>;


export type TestRagRemoveMutation = { removeLibraryRagDocument: { id: string, chunkCount: number } };

export type GetpodrecznikbyprzedmiotandpoziomQueryVariables = Exact<{
  input: GetpodrecznikbyprzedmiotandpoziomInput;
}>;


export type GetpodrecznikbyprzedmiotandpoziomQuery = { getpodrecznikbyprzedmiotandpoziom: Array<{ id: string, isbn: string | null, poziom: Poziom, przedmiot: Przedmiot, title: string, visible: boolean, klasa: number | null, wydawnictwo: string | null, authors: Array<string>, demo: boolean, exerciseCount: number }> };

export type GetPodrBookByIdQueryVariables = Exact<{
  input: GetPodrBookByIdInput;
}>;


export type GetPodrBookByIdQuery = { getPodrBookById: { id: string, podrecznik: { id: string, title: string, visible: boolean }, chapters: Array<{ id: string, toc_id: string, number: string, name: string, raw_name: string, page: number | null, deleted: boolean, exerciseCount: number, subchapters: Array<{ id: string, toc_id: string, number: string, name: string, raw_name: string, page: number | null, deleted: boolean, exerciseCount: number }> }> } };

export type GetBooksQueryVariables = Exact<{
  input: GetBooksInput;
}>;


export type GetBooksQuery = { getBooks: { total: number, page: number, limit: number, data: Array<{ id: string, name: string, klasa: number | null, przedmiot: Przedmiot, isbn: string | null, type: BookType, demo: boolean, exerciseCount: number }> } };

export type GetbookbyidQueryVariables = Exact<{
  input: GetbookbyidInput;
}>;


export type GetbookbyidQuery = { getbookbyid: { id: string, name: string, exerciseCount: number, rozdzialy: Array<{ id: string, name: string, number: string, page: number | null, exerciseCount: number, subrozdzialy: Array<{ id: string, name: string, number: string, page: number | null, exerciseCount: number, exercises: Array<{ id: string, title: string, pageNumber: number | null, question: string, answer: string | null, exerciseNumber: string, subExercises: Array<{ id: string }> }> }> }> } };

export type GetBooksByTitleQueryVariables = Exact<{
  input: GetBooksByTitleInput;
}>;


export type GetBooksByTitleQuery = { getBooksByTitle: Array<{ id: string, name: string, isbn: string | null }> };

export type GetcountQueryVariables = Exact<{
  input?: GetcountInput | null | undefined;
}>;


export type GetcountQuery = { getcount: number };

export type LibraryExercisesQueryVariables = Exact<{
  input: GetPaginatedZadanieByRelationIdInput;
}>;


export type LibraryExercisesQuery = { getPaginatedZadanieByRelationId: { total: number, page: number, limit: number, data: Array<{ id: string, numberExercise: string, question: string, type: ZadanieType, answer: string | null, explanation: string | null, state: ZadanieState, zadanieOdpowiedzi: Array<{ key: string, value: string }> }> } };

export type UpdatepodrecznikMutationVariables = Exact<{
  input: UpdatepodrecznikInput;
}>;


export type UpdatepodrecznikMutation = { updatepodrecznik: { id: string, title: string, isbn: string | null, visible: boolean, klasa: number | null, authors: Array<string> } };

export type UpdatetematMutationVariables = Exact<{
  input: UpdatetematInput;
}>;


export type UpdatetematMutation = { updatetemat: { id: string, podrecznikId: string | null, content: string | null, zadanieId: string | null, visible: boolean } };

export type LibraryUpdateZadanieMutationVariables = Exact<{
  input: UpdateZadanieInput;
}>;


export type LibraryUpdateZadanieMutation = { updateZadanie: { id: string, numberExercise: string, question: string, answer: string | null, explanation: string | null, state: ZadanieState } };

export type CheckZadanieAnswerQueryVariables = Exact<{
  input: CheckZadanieAnswerInput;
}>;


export type CheckZadanieAnswerQuery = { checkZadanieAnswer: { verdict: ZadanieAnswerVerdict, message: string } };

export type StudyProgressQueryVariables = Exact<{ [key: string]: never; }>;


export type StudyProgressQuery = { studyProgress: { currentStreak: number, longestStreak: number, studiedToday: boolean, todaySessions: number, dailyGoal: number, remindersEnabled: boolean, today: string } };

export type SetDailyStudyGoalMutationVariables = Exact<{
  input: SetDailyStudyGoalInput;
}>;


export type SetDailyStudyGoalMutation = { setDailyStudyGoal: { dailyGoal: number, todaySessions: number } };

export type SetStudyRemindersMutationVariables = Exact<{
  input: SetStudyRemindersInput;
}>;


export type SetStudyRemindersMutation = { setStudyReminders: { remindersEnabled: boolean } };

export type StudyOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type StudyOverviewQuery = { studyOverview: { today: string, currentStreak: number, longestStreak: number, days: Array<{ day: string, sessions: number }>, quizzes: { finished: number, subjects: Array<{ przedmiot: string | null, attempts: Array<{ day: string, scorePercent: number }> }> }, words: { wordCount: number, learnt: number, due: number }, essays: { graded: number, przedmiot: string | null, poziom: string | null, attempts: Array<{ day: string, points: number, maxPoints: number }>, criteria: Array<{ id: string, name: string, maxPoints: number, points: Array<number | null> }> }, tests: { solved: number, tasksSolved: number, weeks: Array<{ start: string, solved: number }> }, tutors: { practised: number, mastered: number, subjects: Array<{ przedmiot: string, practised: number, mastered: number }> } } };

export type AllQuizzesQueryVariables = Exact<{
  input?: GetQuizWorkspaceByUserIdInput | null | undefined;
}>;


export type AllQuizzesQuery = { getQuizWorkspaceByUserId: Array<{ id: string, name: string, workspaceId: string, workspaceName: string, state: GenerationState, questionCount: number, createdAt: string }> };

export type TestQuizFieldsFragment = { id: string, workspaceId: string, quizFlowId: string, name: string, detailScale: QuizDetailScale, questionCount: number, requestedCount: number, questionTypes: Array<QuestionType>, type: ContentType, state: GenerationState, lekturaId: string | null, rozdzialId: string | null, zadaniaId: Array<string>, fromMistakes: boolean, error: string | null, notice: string | null, createdAt: string, questions: Array<{ id: string, order: number, kind: QuestionType, question: string, points: number, expectsValue: boolean, options: Array<{ id: string, text: string }> }> };

export type TestQuizAnswerFieldsFragment = { id: string, questionId: string, optionId: string | null, userAnswer: string, fileId: string | null, fileUrl: string | null, isCorrect: boolean | null, points: number | null, maxPoints: number, isReviewing: boolean, correctOptionId: string | null, correctAnswer: string | null, explanation: string | null, review: { good: string, missing: string, modelAnswer: string } | null, citation: { sourceKind: string, sourceId: string, sourceName: string, page: number | null, startSeconds: number | null, text: string } | null };

export type TestQuizResultFieldsFragment = { id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, sessionId: string | null, finishedAt: string | null, quizAnswers: Array<{ id: string, questionId: string, optionId: string | null, userAnswer: string, fileId: string | null, fileUrl: string | null, isCorrect: boolean | null, points: number | null, maxPoints: number, isReviewing: boolean, correctOptionId: string | null, correctAnswer: string | null, explanation: string | null, review: { good: string, missing: string, modelAnswer: string } | null, citation: { sourceKind: string, sourceId: string, sourceName: string, page: number | null, startSeconds: number | null, text: string } | null }> };

export type GeneratequizMutationVariables = Exact<{
  input: GeneratequizInput;
}>;


export type GeneratequizMutation = { generatequiz:
    | { __typename: 'ExecutionError', errorCode: string, message: string }
    | { __typename: 'QuizWorkspace', id: string, workspaceId: string, quizFlowId: string, name: string, detailScale: QuizDetailScale, questionCount: number, requestedCount: number, questionTypes: Array<QuestionType>, type: ContentType, state: GenerationState, lekturaId: string | null, rozdzialId: string | null, zadaniaId: Array<string>, fromMistakes: boolean, error: string | null, notice: string | null, createdAt: string, questions: Array<{ id: string, order: number, kind: QuestionType, question: string, points: number, expectsValue: boolean, options: Array<{ id: string, text: string }> }> }
   };

export type GeneratequizcontinueMutationVariables = Exact<{
  input: GeneratequizcontinueInput;
}>;


export type GeneratequizcontinueMutation = { generatequizcontinue:
    | { __typename: 'ExecutionError', errorCode: string, message: string }
    | { __typename: 'QuizWorkspace', id: string, workspaceId: string, quizFlowId: string, name: string, detailScale: QuizDetailScale, questionCount: number, requestedCount: number, questionTypes: Array<QuestionType>, type: ContentType, state: GenerationState, lekturaId: string | null, rozdzialId: string | null, zadaniaId: Array<string>, fromMistakes: boolean, error: string | null, notice: string | null, createdAt: string, questions: Array<{ id: string, order: number, kind: QuestionType, question: string, points: number, expectsValue: boolean, options: Array<{ id: string, text: string }> }> }
   };

export type CreateQuizResultMutationVariables = Exact<{
  input: CreateQuizResultInput;
}>;


export type CreateQuizResultMutation = { createQuizResult: { id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, sessionId: string | null, finishedAt: string | null, quizAnswers: Array<{ id: string, questionId: string, optionId: string | null, userAnswer: string, fileId: string | null, fileUrl: string | null, isCorrect: boolean | null, points: number | null, maxPoints: number, isReviewing: boolean, correctOptionId: string | null, correctAnswer: string | null, explanation: string | null, review: { good: string, missing: string, modelAnswer: string } | null, citation: { sourceKind: string, sourceId: string, sourceName: string, page: number | null, startSeconds: number | null, text: string } | null }> } };

export type SubmitAnswerMutationVariables = Exact<{
  input: SubmitAnswerInput;
}>;


export type SubmitAnswerMutation = { submitAnswer: { id: string, questionId: string, optionId: string | null, userAnswer: string, fileId: string | null, fileUrl: string | null, isCorrect: boolean | null, points: number | null, maxPoints: number, isReviewing: boolean, correctOptionId: string | null, correctAnswer: string | null, explanation: string | null, review: { good: string, missing: string, modelAnswer: string } | null, citation: { sourceKind: string, sourceId: string, sourceName: string, page: number | null, startSeconds: number | null, text: string } | null } };

export type SubmitQuizResultMutationVariables = Exact<{
  input: SubmitQuizResultInput;
}>;


export type SubmitQuizResultMutation = { submitQuizResult: { id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, sessionId: string | null, finishedAt: string | null, quizAnswers: Array<{ id: string, questionId: string, optionId: string | null, userAnswer: string, fileId: string | null, fileUrl: string | null, isCorrect: boolean | null, points: number | null, maxPoints: number, isReviewing: boolean, correctOptionId: string | null, correctAnswer: string | null, explanation: string | null, review: { good: string, missing: string, modelAnswer: string } | null, citation: { sourceKind: string, sourceId: string, sourceName: string, page: number | null, startSeconds: number | null, text: string } | null }> } };

export type DeleteQuizWorkspaceMutationVariables = Exact<{
  input: DeleteQuizWorkspaceInput;
}>;


export type DeleteQuizWorkspaceMutation = { deleteQuizWorkspace: { success: boolean, message: string } };

export type GetQuizWorkspaceByIdQueryVariables = Exact<{
  input: GetQuizWorkspaceByIdInput;
}>;


export type GetQuizWorkspaceByIdQuery = { getQuizWorkspaceById: { id: string, workspaceId: string, quizFlowId: string, name: string, detailScale: QuizDetailScale, questionCount: number, requestedCount: number, questionTypes: Array<QuestionType>, type: ContentType, state: GenerationState, lekturaId: string | null, rozdzialId: string | null, zadaniaId: Array<string>, fromMistakes: boolean, error: string | null, notice: string | null, createdAt: string, quizResults: Array<{ id: string, isFinished: boolean, score: number | null, percent: number | null }>, questions: Array<{ id: string, order: number, kind: QuestionType, question: string, points: number, expectsValue: boolean, options: Array<{ id: string, text: string }> }> } };

export type GetQuizWorkspaceByWorkspaceIdQueryVariables = Exact<{
  input: GetQuizWorkspaceByWorkspaceIdInput;
}>;


export type GetQuizWorkspaceByWorkspaceIdQuery = { getQuizWorkspaceByWorkspaceId: Array<{ id: string, name: string, state: GenerationState }> };

export type GetQuizResultByIdQueryVariables = Exact<{
  input: GetQuizResultByIdInput;
}>;


export type GetQuizResultByIdQuery = { getQuizResultById: { id: string, quizWorkspaceId: string, workspaceId: string, isFinished: boolean, isReviewing: boolean, instantFeedback: boolean, score: number | null, maxScore: number, percent: number | null, sessionId: string | null, finishedAt: string | null, quizAnswers: Array<{ id: string, questionId: string, optionId: string | null, userAnswer: string, fileId: string | null, fileUrl: string | null, isCorrect: boolean | null, points: number | null, maxPoints: number, isReviewing: boolean, correctOptionId: string | null, correctAnswer: string | null, explanation: string | null, review: { good: string, missing: string, modelAnswer: string } | null, citation: { sourceKind: string, sourceId: string, sourceName: string, page: number | null, startSeconds: number | null, text: string } | null }> } };

export type GetQuizFlowByIdQueryVariables = Exact<{
  input: GetQuizFlowByIdInput;
}>;


export type GetQuizFlowByIdQuery = { getQuizFlowById: { id: string, workspaceId: string, title: string, isDeleted: boolean, userDocId: string | null, lekturaId: string | null, sourcesId: string | null, score: number | null, lektura: { id: string, title: string, author: string } | null, quizzes: Array<{ id: string, name: string, state: GenerationState, fromMistakes: boolean }> } };

export type GetQuizFlowByWorkspaceIdQueryVariables = Exact<{
  input: GetQuizFlowByWorkspaceIdInput;
}>;


export type GetQuizFlowByWorkspaceIdQuery = { getQuizFlowByWorkspaceId: Array<{ id: string, title: string, score: number | null, quizzes: Array<{ id: string }> }> };

export type GetQuizFlowByUserDocIdQueryVariables = Exact<{
  input: GetQuizFlowByUserDocIdInput;
}>;


export type GetQuizFlowByUserDocIdQuery = { getQuizFlowByUserDocId: Array<{ id: string, title: string, userDocId: string | null }> };

export type NewQuizFlowSubscriptionVariables = Exact<{
  input: NewQuizFlowInput;
}>;


export type NewQuizFlowSubscription = { newQuizFlow: { id: string, title: string } };

export type NewQuizWorkspaceSubscriptionVariables = Exact<{
  input: NewQuizWorkspaceInput;
}>;


export type NewQuizWorkspaceSubscription = { newQuizWorkspace: { id: string, state: GenerationState } };

export type UpdateQuizResultSubscriptionVariables = Exact<{
  input: UpdateQuizResultInput;
}>;


export type UpdateQuizResultSubscription = { updateQuizResult: { id: string, isReviewing: boolean, isFinished: boolean, score: number | null } };

export type GetShareLinkQueryVariables = Exact<{
  input: ShareItemInput;
}>;


export type GetShareLinkQuery = { getShareLink: { token: string, kind: SharedKind, itemId: string, createdAt: string, revokedAt: string | null } | null };

export type CreateShareLinkMutationVariables = Exact<{
  input: ShareItemInput;
}>;


export type CreateShareLinkMutation = { createShareLink: { token: string, kind: SharedKind, itemId: string, createdAt: string, revokedAt: string | null } };

export type RevokeShareLinkMutationVariables = Exact<{
  input: ShareTokenInput;
}>;


export type RevokeShareLinkMutation = { revokeShareLink: { token: string, kind: SharedKind, itemId: string, revokedAt: string | null } };

export type GetSharedItemQueryVariables = Exact<{
  input: ShareTokenInput;
}>;


export type GetSharedItemQuery = { getSharedItem: { token: string, kind: SharedKind, title: string, description: string | null, summary: string, entries: Array<{ text: string, answer: string | null, options: Array<string> }> } };

export type CopySharedItemMutationVariables = Exact<{
  input: CopySharedItemInput;
}>;


export type CopySharedItemMutation = { copySharedItem: { kind: SharedKind, id: string, workspaceId: string, alreadyCopied: boolean } };

export type LegalOperatorOfAppConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type LegalOperatorOfAppConfigQuery = { getAppConfig: { operator: { name: string, address: string, krs: string | null, nip: string | null, email: string, dpoEmail: string, example: boolean } } };

export type TestTestSolverFieldsFragment = { id: string, workspaceId: string, title: string, state: TestSolverState, polecenie: string | null, przedmiot: Przedmiot | null, zadaniaId: Array<string>, tematyId: Array<string>, solvedDocId: string | null, pageCount: number, taskCount: number, solvedCount: number, failedCount: number, notice: string | null, error: string | null, createdAt: string, userDocs: Array<{ id: string, name: string, sourceType: SourceType, state: DocumentState, type: DocumentType }>, zadania: Array<{ id: string, testSolverId: string | null, workspaceId: string, numberExercise: string, order: number, question: string, type: ZadanieType, points: number | null, pages: Array<number>, state: ZadanieState, answer: string | null, explanation: string | null, dlaczego: string | null, check: ZadanieCheck | null, checkMessage: string | null, error: string | null, zadanieOdpowiedzi: Array<{ key: string, value: string }> }> };

export type SprawdziansolutionMutationVariables = Exact<{
  input: SprawdziansolutionInput;
}>;


export type SprawdziansolutionMutation = { sprawdziansolution:
    | { __typename: 'ExecutionError', errorCode: string, message: string }
    | { __typename: 'TestSolver', id: string, workspaceId: string, title: string, state: TestSolverState, polecenie: string | null, przedmiot: Przedmiot | null, zadaniaId: Array<string>, tematyId: Array<string>, solvedDocId: string | null, pageCount: number, taskCount: number, solvedCount: number, failedCount: number, notice: string | null, error: string | null, createdAt: string, userDocs: Array<{ id: string, name: string, sourceType: SourceType, state: DocumentState, type: DocumentType }>, zadania: Array<{ id: string, testSolverId: string | null, workspaceId: string, numberExercise: string, order: number, question: string, type: ZadanieType, points: number | null, pages: Array<number>, state: ZadanieState, answer: string | null, explanation: string | null, dlaczego: string | null, check: ZadanieCheck | null, checkMessage: string | null, error: string | null, zadanieOdpowiedzi: Array<{ key: string, value: string }> }> }
   };

export type GetTestSolverByIdQueryVariables = Exact<{
  input: GetTestSolverByIdInput;
}>;


export type GetTestSolverByIdQuery = { getTestSolverById: { id: string, workspaceId: string, title: string, state: TestSolverState, polecenie: string | null, przedmiot: Przedmiot | null, zadaniaId: Array<string>, tematyId: Array<string>, solvedDocId: string | null, pageCount: number, taskCount: number, solvedCount: number, failedCount: number, notice: string | null, error: string | null, createdAt: string, userDocs: Array<{ id: string, name: string, sourceType: SourceType, state: DocumentState, type: DocumentType }>, zadania: Array<{ id: string, testSolverId: string | null, workspaceId: string, numberExercise: string, order: number, question: string, type: ZadanieType, points: number | null, pages: Array<number>, state: ZadanieState, answer: string | null, explanation: string | null, dlaczego: string | null, check: ZadanieCheck | null, checkMessage: string | null, error: string | null, zadanieOdpowiedzi: Array<{ key: string, value: string }> }> } };

export type GetTestSolverByWorkspaceIdQueryVariables = Exact<{
  input?: GetTestSolverByWorkspaceIdInput | null | undefined;
}>;


export type GetTestSolverByWorkspaceIdQuery = { getTestSolverByWorkspaceId: Array<{ id: string, state: TestSolverState, title: string, workspaceId: string, taskCount: number }> };

export type GetPaginatedZadanieByRelationIdQueryVariables = Exact<{
  input: GetPaginatedZadanieByRelationIdInput;
}>;


export type GetPaginatedZadanieByRelationIdQuery = { getPaginatedZadanieByRelationId: { total: number, page: number, limit: number, data: Array<{ id: string, numberExercise: string, order: number, state: ZadanieState }> } };

export type UpdateZadanieMutationVariables = Exact<{
  input: UpdateZadanieInput;
}>;


export type UpdateZadanieMutation = { updateZadanie: { id: string, numberExercise: string, question: string, type: ZadanieType, state: ZadanieState, answer: string | null, check: ZadanieCheck | null, error: string | null, zadanieOdpowiedzi: Array<{ key: string, value: string }> } };

export type DeleteTestSolverMutationVariables = Exact<{
  input: DeleteTestSolverInput;
}>;


export type DeleteTestSolverMutation = { deleteTestSolver: { success: boolean, message: string } };

export type TaskConversationQueryVariables = Exact<{
  input: GetConversationWorkspaceByIdInput;
}>;


export type TaskConversationQuery = { getConversationWorkspaceById: { id: string, action: ConversationType, userMessages: Array<{ id: string, message: string, zadanieCall: { id: string, numberExercise: string, question: string } | null, botResponses: Array<{ id: string, content: string, isFetching: boolean, isError: boolean, zadanie: { id: string, numberExercise: string } | null }> }> } };

export type TestTutorFieldsFragment = { id: string, userId: string, workspaceId: string, origin: AiTutorOrigin, tematId: string | null, przedmiot: Przedmiot, poziom: Poziom | null, name: string, description: string | null, state: GenerationState, error: string | null, progress: number, generatedImageId: string | null, fileUrl: string | null, createdAt: string, updatedAt: string, temat: { id: string, temat: string } | null, rozdzial: { id: string, number: string, name: string, bookId: string, bookTitle: string } | null, aiTutorInitialData: { sourcesId: string | null, detailLevel: AiTutorDetailLevel, userComment: string | null }, aiTutorTemat: Array<{ id: string, aiTutorId: string, workspaceId: string, order: number, name: string, description: string, state: GenerationState, full_generated: boolean, mastered: boolean, error: string | null, podrSubchapter: { id: string, number: string, name: string, page: number | null } | null }> };

export type TestTutorTopicFieldsFragment = { id: string, aiTutorId: string, workspaceId: string, order: number, name: string, description: string, state: GenerationState, full_generated: boolean, mastered: boolean, error: string | null, podrSubchapter: { id: string, number: string, name: string, page: number | null } | null };

export type TestAitutoringMutationVariables = Exact<{
  input: AitutoringAiTutorInput;
}>;


export type TestAitutoringMutation = { aitutoringAiTutor: { id: string, userId: string, workspaceId: string, origin: AiTutorOrigin, tematId: string | null, przedmiot: Przedmiot, poziom: Poziom | null, name: string, description: string | null, state: GenerationState, error: string | null, progress: number, generatedImageId: string | null, fileUrl: string | null, createdAt: string, updatedAt: string, temat: { id: string, temat: string } | null, rozdzial: { id: string, number: string, name: string, bookId: string, bookTitle: string } | null, aiTutorInitialData: { sourcesId: string | null, detailLevel: AiTutorDetailLevel, userComment: string | null }, aiTutorTemat: Array<{ id: string, aiTutorId: string, workspaceId: string, order: number, name: string, description: string, state: GenerationState, full_generated: boolean, mastered: boolean, error: string | null, podrSubchapter: { id: string, number: string, name: string, page: number | null } | null }> } };

export type TestGetAiTutorByIdQueryVariables = Exact<{
  input: GetAiTutorByIdInput;
}>;


export type TestGetAiTutorByIdQuery = { getAiTutorById: { id: string, userId: string, workspaceId: string, origin: AiTutorOrigin, tematId: string | null, przedmiot: Przedmiot, poziom: Poziom | null, name: string, description: string | null, state: GenerationState, error: string | null, progress: number, generatedImageId: string | null, fileUrl: string | null, createdAt: string, updatedAt: string, temat: { id: string, temat: string } | null, rozdzial: { id: string, number: string, name: string, bookId: string, bookTitle: string } | null, aiTutorInitialData: { sourcesId: string | null, detailLevel: AiTutorDetailLevel, userComment: string | null }, aiTutorTemat: Array<{ id: string, aiTutorId: string, workspaceId: string, order: number, name: string, description: string, state: GenerationState, full_generated: boolean, mastered: boolean, error: string | null, podrSubchapter: { id: string, number: string, name: string, page: number | null } | null }> } };

export type TestGetAiTutorByUserIdQueryVariables = Exact<{ [key: string]: never; }>;


export type TestGetAiTutorByUserIdQuery = { getAiTutorByUserId: Array<{ id: string, name: string, state: GenerationState, progress: number }> };

export type TestGettematybyaitutoridQueryVariables = Exact<{
  input: GettematybyaitutoridInput;
}>;


export type TestGettematybyaitutoridQuery = { gettematybyaitutorid: Array<{ id: string, aiTutorId: string, workspaceId: string, order: number, name: string, description: string, state: GenerationState, full_generated: boolean, mastered: boolean, error: string | null, podrSubchapter: { id: string, number: string, name: string, page: number | null } | null }> };

export type TestGetAiTutorTematByIdQueryVariables = Exact<{
  input: GetAiTutorTematByIdInput;
}>;


export type TestGetAiTutorTematByIdQuery = { getAiTutorTematById: { id: string, aiTutorId: string, workspaceId: string, order: number, name: string, description: string, state: GenerationState, full_generated: boolean, mastered: boolean, error: string | null, podrSubchapter: { id: string, number: string, name: string, page: number | null } | null } };

export type TestGettematdataQueryVariables = Exact<{
  input: GettematdataInput;
}>;


export type TestGettematdataQuery = { gettematdata: { content: string | null, exercises: Array<string>, aiTutorTemat: { id: string, state: GenerationState } } };

export type TestContinueaitutoringMutationVariables = Exact<{
  input: ContinueaitutoringAiTutorInput;
}>;


export type TestContinueaitutoringMutation = { continueaitutoringAiTutor: { id: string, aiTutorTematId: string, state: AiTutorSessionState, detailLevel: AiTutorDetailLevel, sessionConversationStarted: boolean, sessionConversationId: string | null, previousSessionId: string | null, createdAt: string } };

export type TestFinishAiTutorTematSessionMutationVariables = Exact<{
  input: FinishAiTutorTematSessionInput;
}>;


export type TestFinishAiTutorTematSessionMutation = { finishAiTutorTematSession: { id: string, state: AiTutorSessionState, testSessionQuizId: string | null, sessionQuizId: string | null, scorePercent: number | null, testSessionQuiz: { id: string, state: GenerationState, quizResults: Array<{ isFinished: boolean }> } | null } };

export type TestGetaitematsessionbytematidQueryVariables = Exact<{
  input: GetaitematsessionbytematidInput;
}>;


export type TestGetaitematsessionbytematidQuery = { getaitematsessionbytematid: Array<{ id: string, state: AiTutorSessionState, sessionConversationId: string | null, testSessionQuizId: string | null, sessionQuizId: string | null, scorePercent: number | null }> };

export type TestUpdateAiTutorTematSessionSubscriptionVariables = Exact<{
  input: UpdateAiTutorTematSessionInput;
}>;


export type TestUpdateAiTutorTematSessionSubscription = { updateAiTutorTematSession: { id: string, state: AiTutorSessionState, sessionConversationId: string | null } };

export type TestGenerateainotatkasessionMutationVariables = Exact<{
  input: GenerateainotatkasessionInput;
}>;


export type TestGenerateainotatkasessionMutation = { generateainotatkasession: { id: string, name: string, content: string, workspaceId: string } };

export type TestDeleteAiTutorMutationVariables = Exact<{
  input: DeleteAiTutorInput;
}>;


export type TestDeleteAiTutorMutation = { deleteAiTutor: { success: boolean, message: string } };

export type TestNewAiTutorSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TestNewAiTutorSubscription = { newAiTutor: { id: string, state: GenerationState } };

export type TestUpdateAiTutorSubscriptionVariables = Exact<{
  input: UpdateAiTutorInput;
}>;


export type TestUpdateAiTutorSubscription = { updateAiTutor: { id: string, state: GenerationState, progress: number } };

export type TestUpdateAiTutorTematSubscriptionVariables = Exact<{
  input: UpdateAiTutorTematInput;
}>;


export type TestUpdateAiTutorTematSubscription = { updateAiTutorTemat: { id: string, state: GenerationState, full_generated: boolean } };

export type AllWordBasesQueryVariables = Exact<{
  input?: GetWordBaseByUserIdInput | null | undefined;
}>;


export type AllWordBasesQuery = { getWordBaseByUserId: Array<{ id: string, name: string, workspaceId: string, workspaceName: string, wordCount: number, newCount: number, dueCount: number, isDeleted: boolean }> };

export type LanguageWorkspaceQueryVariables = Exact<{ [key: string]: never; }>;


export type LanguageWorkspaceQuery = { getlanguageworkspace: { id: string, name: string, type: WorkspaceType, userId: string, temat: { id: string } | null } };

export type SolverWorkspaceBesideLanguagesQueryVariables = Exact<{ [key: string]: never; }>;


export type SolverWorkspaceBesideLanguagesQuery = { getsolverworkspace: { id: string } };

export type TestWordBaseFieldsFragment = { id: string, workspaceId: string, name: string, description: string | null, type: FlashcardKind, languageCode: string | null, sourcesId: string | null, progress: number, wordCount: number, dueCount: number, newCount: number, isDeleted: boolean, state: GenerationState, error: string | null, notice: string | null, lastStudiedAt: string | null, language: { code: string, name: string, nameFull: string } | null, words: Array<{ id: string, wordBaseId: string, word: string, translation: string, usageExample: string | null, order: number, due: string, retrievability: number, state: string, reps: number, lapses: number, lastReview: string | null, scheduledDays: number }> };

export type TestWordSessionFieldsFragment = { id: string, wordBaseId: string, wordBaseSessionType: WordBaseSessionType, isFinished: boolean, score: number | null, time: number, wordCount: number, finishedAt: string | null, answers: Array<{ id: string, wordId: string, word: string, rating: WordRating | null, isCorrect: boolean | null }>, exercises: Array<{ id: string, kind: ExerciseKind, polecenie: string, example: string, wordId: string, word: string, options: Array<string>, answered: boolean, isCorrect: boolean | null, answer: string | null, review: string | null, expected: string | null }>, nextWord: { id: string, word: string, translation: string, state: string } | null };

export type GetLanguagesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetLanguagesQuery = { getLanguages: Array<{ code: string, name: string, nameFull: string }> };

export type UpsertwordsMutationVariables = Exact<{
  input: UpsertwordsInput;
}>;


export type UpsertwordsMutation = { upsertwords: { id: string, workspaceId: string, name: string, description: string | null, type: FlashcardKind, languageCode: string | null, sourcesId: string | null, progress: number, wordCount: number, dueCount: number, newCount: number, isDeleted: boolean, state: GenerationState, error: string | null, notice: string | null, lastStudiedAt: string | null, language: { code: string, name: string, nameFull: string } | null, words: Array<{ id: string, wordBaseId: string, word: string, translation: string, usageExample: string | null, order: number, due: string, retrievability: number, state: string, reps: number, lapses: number, lastReview: string | null, scheduledDays: number }> } };

export type TranslateMutationVariables = Exact<{
  input: TranslateInput;
}>;


export type TranslateMutation = { translate: Array<{ word: string, translation: string, usageExample: string | null, problem: string | null }> };

export type ExtractwordbaseMutationVariables = Exact<{
  input: ExtractwordbaseInput;
}>;


export type ExtractwordbaseMutation = { extractwordbase: { id: string, workspaceId: string, name: string, description: string | null, type: FlashcardKind, languageCode: string | null, sourcesId: string | null, progress: number, wordCount: number, dueCount: number, newCount: number, isDeleted: boolean, state: GenerationState, error: string | null, notice: string | null, lastStudiedAt: string | null, language: { code: string, name: string, nameFull: string } | null, words: Array<{ id: string, wordBaseId: string, word: string, translation: string, usageExample: string | null, order: number, due: string, retrievability: number, state: string, reps: number, lapses: number, lastReview: string | null, scheduledDays: number }> } };

export type DeleteWordBaseMutationVariables = Exact<{
  input: DeleteWordBaseInput;
}>;


export type DeleteWordBaseMutation = { deleteWordBase: { id: string, isDeleted: boolean } };

export type StartMutationVariables = Exact<{
  input: StartInput;
}>;


export type StartMutation = { start: { id: string, wordBaseId: string, wordBaseSessionType: WordBaseSessionType, isFinished: boolean, score: number | null, time: number, wordCount: number, finishedAt: string | null, answers: Array<{ id: string, wordId: string, word: string, rating: WordRating | null, isCorrect: boolean | null }>, exercises: Array<{ id: string, kind: ExerciseKind, polecenie: string, example: string, wordId: string, word: string, options: Array<string>, answered: boolean, isCorrect: boolean | null, answer: string | null, review: string | null, expected: string | null }>, nextWord: { id: string, word: string, translation: string, state: string } | null } };

export type GetnextwordMutationVariables = Exact<{
  input: GetnextwordInput;
}>;


export type GetnextwordMutation = { getnextword: { id: string, word: string, translation: string, due: string, state: string, reps: number } | null };

export type WordpracticesessionMutationVariables = Exact<{
  input: WordpracticesessionInput;
}>;


export type WordpracticesessionMutation = { wordpracticesession: { id: string, wordBaseId: string, wordBaseSessionType: WordBaseSessionType, isFinished: boolean, score: number | null, time: number, wordCount: number, finishedAt: string | null, answers: Array<{ id: string, wordId: string, word: string, rating: WordRating | null, isCorrect: boolean | null }>, exercises: Array<{ id: string, kind: ExerciseKind, polecenie: string, example: string, wordId: string, word: string, options: Array<string>, answered: boolean, isCorrect: boolean | null, answer: string | null, review: string | null, expected: string | null }>, nextWord: { id: string, word: string, translation: string, state: string } | null } };

export type ValdiateexerciseMutationVariables = Exact<{
  input: ValdiateexerciseInput;
}>;


export type ValdiateexerciseMutation = { valdiateexercise: { id: string, kind: ExerciseKind, answered: boolean, isCorrect: boolean | null, answer: string | null, review: string | null, expected: string | null } };

export type GetWordBaseByWorkspaceIdQueryVariables = Exact<{
  input: GetWordBaseByWorkspaceIdInput;
}>;


export type GetWordBaseByWorkspaceIdQuery = { getWordBaseByWorkspaceId: Array<{ id: string, name: string, isDeleted: boolean, wordCount: number, state: GenerationState }> };

export type GetWordBaseByIdQueryVariables = Exact<{
  input: GetWordBaseByIdInput;
}>;


export type GetWordBaseByIdQuery = { getWordBaseById: { id: string, workspaceId: string, name: string, description: string | null, type: FlashcardKind, languageCode: string | null, sourcesId: string | null, progress: number, wordCount: number, dueCount: number, newCount: number, isDeleted: boolean, state: GenerationState, error: string | null, notice: string | null, lastStudiedAt: string | null, language: { code: string, name: string, nameFull: string } | null, words: Array<{ id: string, wordBaseId: string, word: string, translation: string, usageExample: string | null, order: number, due: string, retrievability: number, state: string, reps: number, lapses: number, lastReview: string | null, scheduledDays: number }> } };

export type WordBaseWordsQueryVariables = Exact<{
  input: GetWordBaseByIdInput;
  page?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
}>;


export type WordBaseWordsQuery = { getWordBaseById: { id: string, wordCount: number, wordPage: { total: number, page: number, limit: number, data: Array<{ id: string, word: string, translation: string, order: number, state: string }> } } };

export type GetWordBaseBySourcesIdQueryVariables = Exact<{
  input: GetWordBaseBySourcesIdInput;
}>;


export type GetWordBaseBySourcesIdQuery = { getWordBaseBySourcesId: Array<{ id: string, name: string, sourcesId: string | null }> };

export type GetWordBaseSessionByIdQueryVariables = Exact<{
  input: GetWordBaseSessionByIdInput;
}>;


export type GetWordBaseSessionByIdQuery = { getWordBaseSessionById: { id: string, wordBaseId: string, wordBaseSessionType: WordBaseSessionType, isFinished: boolean, score: number | null, time: number, wordCount: number, finishedAt: string | null, answers: Array<{ id: string, wordId: string, word: string, rating: WordRating | null, isCorrect: boolean | null }>, exercises: Array<{ id: string, kind: ExerciseKind, polecenie: string, example: string, wordId: string, word: string, options: Array<string>, answered: boolean, isCorrect: boolean | null, answer: string | null, review: string | null, expected: string | null }>, nextWord: { id: string, word: string, translation: string, state: string } | null } };

export type GetWordBaseSessionByWordBaseIdQueryVariables = Exact<{
  input: GetWordBaseSessionByWordBaseIdInput;
}>;


export type GetWordBaseSessionByWordBaseIdQuery = { getWordBaseSessionByWordBaseId: Array<{ id: string, wordBaseSessionType: WordBaseSessionType, isFinished: boolean, score: number | null, wordCount: number }> };

export type GetWordHistoryQueryVariables = Exact<{
  input: GetWordBaseByIdInput;
}>;


export type GetWordHistoryQuery = { getWordBaseById: { id: string, words: Array<{ id: string, word: string, history: Array<{ rating: WordRating, reviewedAt: string, sessionId: string | null, wordBaseSessionType: WordBaseSessionType | null, scheduledDays: number }> }> } };

export type GetDueWordsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDueWordsQuery = { getDueWords: { total: number, byWorkspace: Array<{ workspaceId: string, count: number }> } };

export type GetUserDocWordBaseQueryVariables = Exact<{
  input: GetUserDocByIdInput;
}>;


export type GetUserDocWordBaseQuery = { getUserDocById: { id: string, wordBase: { id: string, name: string } | null } };

export type NewWordBaseSubscriptionVariables = Exact<{
  input: NewWordBaseInput;
}>;


export type NewWordBaseSubscription = { newWordBase: { id: string, state: GenerationState, wordCount: number, isDeleted: boolean } };

export type GetUserWorkspaceCountQueryVariables = Exact<{
  input: GetUserByIdInput;
}>;


export type GetUserWorkspaceCountQuery = { getUserWorkspaceCount: number };

export type SolverWorkspaceForCountQueryVariables = Exact<{ [key: string]: never; }>;


export type SolverWorkspaceForCountQuery = { getsolverworkspace: { id: string } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { id: string, email: string | null, onboardingStatus: OnboardingStatus } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: string, email: string | null, onboardingStatus: OnboardingStatus } };

export type LogoutMutationVariables = Exact<{
  input?: LogoutInput | null | undefined;
}>;


export type LogoutMutation = { logout: { success: boolean, message: string } };

export type RefreshTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshTokenMutation = { refreshToken: { success: boolean, accessTokenExpiresAt: string } };

export type VerifyCodeMutationVariables = Exact<{
  input: VerifyCodeInput;
}>;


export type VerifyCodeMutation = { verifyCode: { id: string, onboardingStatus: OnboardingStatus, isVerified: boolean, role: Role } };

export type ResendAuthCodeMutationVariables = Exact<{
  input?: ResendAuthCodeInput | null | undefined;
}>;


export type ResendAuthCodeMutation = { resendAuthCode: { success: boolean, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string } };

export type NewPasswordMutationVariables = Exact<{
  input: NewPasswordInput;
}>;


export type NewPasswordMutation = { newPassword: { success: boolean, message: string } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { success: boolean, message: string } };

export type SendSmsMutationVariables = Exact<{
  input: SendSmsInput;
}>;


export type SendSmsMutation = { sendSms: { success: boolean, message: string } };

export type VerifyPhoneMutationVariables = Exact<{
  input: VerifyPhoneInput;
}>;


export type VerifyPhoneMutation = { verifyPhone: { success: boolean, message: string, user: { id: string, phone: string | null, onboardingStatus: OnboardingStatus } | null } };

export type ChangeEmailMutationVariables = Exact<{
  input: ChangeEmailInput;
}>;


export type ChangeEmailMutation = { changeEmail: { success: boolean, message: string } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  input: ConfirmEmailChangeInput;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { id: string, email: string | null, isVerified: boolean, role: Role } };

export type SendDeleteAccountCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SendDeleteAccountCodeMutation = { sendDeleteAccountCode: { success: boolean, message: string } };

export type DeleteAccountMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;


export type DeleteAccountMutation = { deleteAccount: { success: boolean, message: string } };

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDataExportMutation = { requestDataExport: { url: string, expiresAt: string } };

export type GetMeQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMeQuery = { getMe: { id: string, email: string | null, phone: string | null, name: string | null, surname: string | null, avatar: string | null, role: Role, onboardingStatus: OnboardingStatus, isVerified: boolean, hasPassword: boolean, metadata: { hasSeenInitialConversation: boolean }, onboarding: { poziom: Poziom | null, egzaminy: Array<CkePoziom>, przedmioty: Array<Przedmiot> }, integrations: Array<{ id: string, integrationType: IntegrationType, accessToken: string | null, userId: string }> } };

export type AnswerOnboardingQuestionMutationVariables = Exact<{
  input: AnswerOnboardingQuestionInput;
}>;


export type AnswerOnboardingQuestionMutation = { answerOnboardingQuestion: { id: string, onboardingStatus: OnboardingStatus, onboarding: { poziom: Poziom | null, egzaminy: Array<CkePoziom>, przedmioty: Array<Przedmiot> } } };

export type UpdateUserInfoMutationVariables = Exact<{
  input: UpdateUserInfoInput;
}>;


export type UpdateUserInfoMutation = { updateUserInfo: { id: string, name: string | null, surname: string | null, avatar: string | null, metadata: { hasSeenInitialConversation: boolean } } };

export type DeleteIntegrationMutationVariables = Exact<{
  input: DeleteIntegrationInput;
}>;


export type DeleteIntegrationMutation = { deleteIntegration: { success: boolean, message: string } };

export type GetUsersQueryVariables = Exact<{
  input?: GetUsersInput | null | undefined;
}>;


export type GetUsersQuery = { getUsers: { total: number, page: number, limit: number, data: Array<{ id: string, email: string | null, role: Role }> } };

export type GetUserByIdQueryVariables = Exact<{
  input: GetUserByIdInput;
}>;


export type GetUserByIdQuery = { getUserById: { id: string, email: string | null } };

export type GetAppConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAppConfigQuery = { getAppConfig: { turnstileSiteKey: string | null, requirePhone: boolean } };

export type GetbyprzedmiotandpoziomQueryVariables = Exact<{
  input: GetbyprzedmiotandpoziomInput;
}>;


export type GetbyprzedmiotandpoziomQuery = { getbyprzedmiotandpoziom: Array<{ id: string, przedmiot: Przedmiot, poziom: Poziom, base: boolean, ckePoziom: CkePoziom | null, temat: string, podTematy: Array<string>, visible: boolean }> };

export type GetLekturyQueryVariables = Exact<{
  input?: GetLekturyInput | null | undefined;
}>;


export type GetLekturyQuery = { getLektury: Array<{ id: string, title: string, author: string, epoka: string, ckePoziom: CkePoziom, egzaminOsmoklasisty: boolean }> };

export type GetckeQueryVariables = Exact<{ [key: string]: never; }>;


export type GetckeQuery = { getcke: Array<{ id: string, liczbaPunktow: number, minWords: number | null, rules: unknown, criteria: Array<{ id: string, name: string, maxPoints: number, details: unknown }> }> };

export type CreateWorkspaceMutationVariables = Exact<{
  input: CreateWorkspaceInput;
}>;


export type CreateWorkspaceMutation = { createWorkspace: { id: string, type: WorkspaceType, name: string, userId: string, zbiorCkeId: string | null, createdAt: string, updatedAt: string, temat: { id: string, przedmiot: Przedmiot, poziom: Poziom, temat: string } | null } };

export type GetWorkspaceByIdQueryVariables = Exact<{
  input: GetWorkspaceByIdInput;
}>;


export type GetWorkspaceByIdQuery = { getWorkspaceById: { id: string, type: WorkspaceType, name: string, userId: string, zbiorCkeId: string | null, createdAt: string, updatedAt: string, temat: { id: string, przedmiot: Przedmiot, poziom: Poziom, temat: string } | null } };

export type GetWorkspaceByUserIdQueryVariables = Exact<{ [key: string]: never; }>;


export type GetWorkspaceByUserIdQuery = { getWorkspaceByUserId: Array<{ id: string, name: string }> };

export type GetLatestDataQueryVariables = Exact<{
  input?: GetLatestDataInput | null | undefined;
}>;


export type GetLatestDataQuery = { getLatestData: Array<{ id: string, name: string }> };

export type UpdateWorkspaceMutationVariables = Exact<{
  input: UpdateWorkspaceInput;
}>;


export type UpdateWorkspaceMutation = { updateWorkspace: { id: string, name: string } };

export type DeleteWorkspaceMutationVariables = Exact<{
  input: DeleteWorkspaceInput;
}>;


export type DeleteWorkspaceMutation = { deleteWorkspace: { success: boolean, message: string } };

export type TestUserDocFieldsFragment = { id: string, workspaceId: string, type: DocumentType, state: DocumentState, name: string, sourceType: SourceType, content: string | null, pageCount: number | null, ocrPages: Array<number>, truncatedFrom: number | null, error: string | null, segments: Array<{ text: string, page: number | null }>, file: { id: string, contentType: string, originalFileName: string, fileUrl: string } | null, youtubeMetadata: { url: string, videoId: string, title: string | null, author: string | null, language: string | null, transcripts: Array<{ text: string, start: number, duration: number }> } | null };

export type CreateUserDocMutationVariables = Exact<{
  input: CreateUserDocInput;
}>;


export type CreateUserDocMutation = { createUserDoc:
    | { __typename: 'ExecutionError', errorCode: string, message: string }
    | { __typename: 'UserDoc', id: string, workspaceId: string, type: DocumentType, state: DocumentState, name: string, sourceType: SourceType, content: string | null, pageCount: number | null, ocrPages: Array<number>, truncatedFrom: number | null, error: string | null, segments: Array<{ text: string, page: number | null }>, file: { id: string, contentType: string, originalFileName: string, fileUrl: string } | null, youtubeMetadata: { url: string, videoId: string, title: string | null, author: string | null, language: string | null, transcripts: Array<{ text: string, start: number, duration: number }> } | null }
   };

export type GetUserDocByIdQueryVariables = Exact<{
  input: GetUserDocByIdInput;
}>;


export type GetUserDocByIdQuery = { getUserDocById: { id: string, workspaceId: string, type: DocumentType, state: DocumentState, name: string, sourceType: SourceType, content: string | null, pageCount: number | null, ocrPages: Array<number>, truncatedFrom: number | null, error: string | null, segments: Array<{ text: string, page: number | null }>, file: { id: string, contentType: string, originalFileName: string, fileUrl: string } | null, youtubeMetadata: { url: string, videoId: string, title: string | null, author: string | null, language: string | null, transcripts: Array<{ text: string, start: number, duration: number }> } | null } };

export type GetUserDocByWorkspaceIdQueryVariables = Exact<{
  input: GetUserDocByWorkspaceIdInput;
}>;


export type GetUserDocByWorkspaceIdQuery = { getUserDocByWorkspaceId: Array<{ id: string, name: string, state: DocumentState }> };

export type UpdatedocMutationVariables = Exact<{
  input: UpdatedocInput;
}>;


export type UpdatedocMutation = { updatedoc: { id: string, name: string, sourceType: SourceType } };

export type DeleteUserDocMutationVariables = Exact<{
  input: DeleteUserDocInput;
}>;


export type DeleteUserDocMutation = { deleteUserDoc: { success: boolean, message: string } };

export type GetFileUrlMutationVariables = Exact<{
  input: GetFileUrlInput;
}>;


export type GetFileUrlMutation = { getFileUrl: { url: string, expiresAt: string } };

export type GetUploadLimitQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUploadLimitQuery = { getAppConfig: { uploadMaxBytes: number } };

export type EditnoteMutationVariables = Exact<{
  input: EditnoteInput;
}>;


export type EditnoteMutation = { editnote: { id: string, workspaceId: string, name: string, content: string, action: NoteOrigin, zadanieRelationId: string | null, sourcesId: string | null, createdAt: string, updatedAt: string } };

export type GetAiNoteByIdQueryVariables = Exact<{
  input: GetAiNoteByIdInput;
}>;


export type GetAiNoteByIdQuery = { getAiNoteById: { id: string, workspaceId: string, name: string, content: string, action: NoteOrigin, zadanieRelationId: string | null, sourcesId: string | null, createdAt: string, updatedAt: string } };

export type GetAiNoteByWorkspaceIdQueryVariables = Exact<{
  input: GetAiNoteByWorkspaceIdInput;
}>;


export type GetAiNoteByWorkspaceIdQuery = { getAiNoteByWorkspaceId: Array<{ id: string, name: string }> };

export type DeleteAiNoteMutationVariables = Exact<{
  input: DeleteAiNoteInput;
}>;


export type DeleteAiNoteMutation = { deleteAiNote: { success: boolean, message: string } };

export type GenerateainotatkaAiNoteMutationVariables = Exact<{
  input: GenerateainotatkaAiNoteInput;
}>;


export type GenerateainotatkaAiNoteMutation = { generateainotatkaAiNote: { id: string, workspaceId: string, name: string, content: string, action: NoteOrigin, sourcesId: string | null } };

export type NoteactionMutationVariables = Exact<{
  input: NoteactionInput;
}>;


export type NoteactionMutation = { noteaction: { text: string, note: { id: string, name: string, content: string } } };

export type TestSourceSetFieldsFragment = { id: string, workspaceId: string, action: SourcesAction, items: Array<{ type: SourceItemType, id: string }>, sources: Array<
    | { __typename: 'AiNote', id: string, name: string }
    | { __typename: 'AiTutorTemat' }
    | { __typename: 'LibrarySource', id: string, name: string }
    | { __typename: 'QuizResult', id: string }
    | { __typename: 'UserDoc', id: string, name: string }
  > };

export type UpdateSourcesMutationVariables = Exact<{
  input: UpdateSourcesInput;
}>;


export type UpdateSourcesMutation = { updateSources: { id: string, workspaceId: string, action: SourcesAction, items: Array<{ type: SourceItemType, id: string }>, sources: Array<
      | { __typename: 'AiNote', id: string, name: string }
      | { __typename: 'AiTutorTemat' }
      | { __typename: 'LibrarySource', id: string, name: string }
      | { __typename: 'QuizResult', id: string }
      | { __typename: 'UserDoc', id: string, name: string }
    > } };

export type GetSourcesByIdQueryVariables = Exact<{
  input: GetSourcesByIdInput;
}>;


export type GetSourcesByIdQuery = { getSourcesById: { id: string, workspaceId: string, action: SourcesAction, items: Array<{ type: SourceItemType, id: string }>, sources: Array<
      | { __typename: 'AiNote', id: string, name: string }
      | { __typename: 'AiTutorTemat' }
      | { __typename: 'LibrarySource', id: string, name: string }
      | { __typename: 'QuizResult', id: string }
      | { __typename: 'UserDoc', id: string, name: string }
    > } };

export type GetActionSourcesQueryVariables = Exact<{
  input: GetActionSourcesInput;
}>;


export type GetActionSourcesQuery = { getActionSources: { workspaceId: string, action: SourcesAction, selected: { id: string, workspaceId: string, action: SourcesAction, items: Array<{ type: SourceItemType, id: string }>, sources: Array<
        | { __typename: 'AiNote', id: string, name: string }
        | { __typename: 'AiTutorTemat' }
        | { __typename: 'LibrarySource', id: string, name: string }
        | { __typename: 'QuizResult', id: string }
        | { __typename: 'UserDoc', id: string, name: string }
      > } | null, groups: Array<{ type: SourceType, label: string, sources: Array<
        | { __typename: 'AiNote', id: string, name: string }
        | { __typename: 'AiTutorTemat' }
        | { __typename: 'LibrarySource' }
        | { __typename: 'QuizResult' }
        | { __typename: 'UserDoc', id: string, name: string, sourceType: SourceType }
      > }>, fromTools: Array<{ itemType: SourceItemType, label: string, sources: Array<
        | { __typename: 'AiNote' }
        | { __typename: 'AiTutorTemat' }
        | { __typename: 'LibrarySource', id: string, name: string, podrecznikId: string }
        | { __typename: 'QuizResult', id: string, quizWorkspaceId: string, percent: number | null }
        | { __typename: 'UserDoc' }
      > }> } };

export type TestConversationFieldsFragment = { id: string, workspaceId: string, name: string, action: ConversationType, state: GenerationState, isFetching: boolean, sourcesId: string | null, userMessages: Array<{ id: string, message: string, messageContent: string | null, type: MessageType, messageFiles: Array<{ fileId: string, contentType: string, originalFileName: string, fileUrl: string }>, botResponses: Array<{ id: string, content: string, isFetching: boolean, isError: boolean, error: string | null, stopped: boolean, citations: Array<{ number: number, sourceType: SourceItemType, sourceId: string, name: string, page: number | null, charStart: number, charEnd: number, excerpt: string }> }> }> };

export type TestBotMessageFieldsFragment = { id: string, content: string, isFetching: boolean, isError: boolean, error: string | null, stopped: boolean, citations: Array<{ number: number, sourceType: SourceItemType, sourceId: string, name: string, page: number | null, charStart: number, charEnd: number, excerpt: string }> };

export type StartconversationMutationVariables = Exact<{
  input: StartconversationInput;
}>;


export type StartconversationMutation = { startconversation: { id: string, workspaceId: string, name: string, action: ConversationType, state: GenerationState, isFetching: boolean, sourcesId: string | null, userMessages: Array<{ id: string, message: string, messageContent: string | null, type: MessageType, messageFiles: Array<{ fileId: string, contentType: string, originalFileName: string, fileUrl: string }>, botResponses: Array<{ id: string, content: string, isFetching: boolean, isError: boolean, error: string | null, stopped: boolean, citations: Array<{ number: number, sourceType: SourceItemType, sourceId: string, name: string, page: number | null, charStart: number, charEnd: number, excerpt: string }> }> }> } };

export type StartconversationoverallMutationVariables = Exact<{
  input: StartconversationoverallInput;
}>;


export type StartconversationoverallMutation = { startconversationoverall: { id: string, workspaceId: string, name: string, action: ConversationType, state: GenerationState, isFetching: boolean, sourcesId: string | null, userMessages: Array<{ id: string, message: string, messageContent: string | null, type: MessageType, messageFiles: Array<{ fileId: string, contentType: string, originalFileName: string, fileUrl: string }>, botResponses: Array<{ id: string, content: string, isFetching: boolean, isError: boolean, error: string | null, stopped: boolean, citations: Array<{ number: number, sourceType: SourceItemType, sourceId: string, name: string, page: number | null, charStart: number, charEnd: number, excerpt: string }> }> }> } };

export type StartconversationsolverMutationVariables = Exact<{
  input: StartconversationsolverInput;
}>;


export type StartconversationsolverMutation = { startconversationsolver: { id: string, workspaceId: string, name: string, action: ConversationType, state: GenerationState, isFetching: boolean, sourcesId: string | null, userMessages: Array<{ id: string, message: string, messageContent: string | null, type: MessageType, messageFiles: Array<{ fileId: string, contentType: string, originalFileName: string, fileUrl: string }>, botResponses: Array<{ id: string, content: string, isFetching: boolean, isError: boolean, error: string | null, stopped: boolean, citations: Array<{ number: number, sourceType: SourceItemType, sourceId: string, name: string, page: number | null, charStart: number, charEnd: number, excerpt: string }> }> }> } };

export type StartconversationinlineMutationVariables = Exact<{
  input: StartconversationinlineInput;
}>;


export type StartconversationinlineMutation = { startconversationinline: { id: string, workspaceId: string, name: string, action: ConversationType, state: GenerationState, isFetching: boolean, sourcesId: string | null, userMessages: Array<{ id: string, message: string, messageContent: string | null, type: MessageType, messageFiles: Array<{ fileId: string, contentType: string, originalFileName: string, fileUrl: string }>, botResponses: Array<{ id: string, content: string, isFetching: boolean, isError: boolean, error: string | null, stopped: boolean, citations: Array<{ number: number, sourceType: SourceItemType, sourceId: string, name: string, page: number | null, charStart: number, charEnd: number, excerpt: string }> }> }> } };

export type StartconversationintentMutationVariables = Exact<{
  input: StartconversationintentInput;
}>;


export type StartconversationintentMutation = { startconversationintent: { id: string, action: ConversationType, intent: { type: string | null, message: string | null, conversationType: ConversationType | null } | null } };

export type SendmessageMutationVariables = Exact<{
  input: SendmessageInput;
}>;


export type SendmessageMutation = { sendmessage: { id: string, message: string, type: MessageType, botResponses: Array<{ id: string, content: string, isFetching: boolean, isError: boolean, error: string | null, stopped: boolean, citations: Array<{ number: number, sourceType: SourceItemType, sourceId: string, name: string, page: number | null, charStart: number, charEnd: number, excerpt: string }> }> } };

export type SendmessageintentMutationVariables = Exact<{
  input: SendmessageintentInput;
}>;


export type SendmessageintentMutation = { sendmessageintent: { id: string, messageIntents: Array<{ conversationType: ConversationType | null, message: string | null }> } };

export type SendmessageintentaiMutationVariables = Exact<{
  input: SendmessageintentaiInput;
}>;


export type SendmessageintentaiMutation = { sendmessageintentai: { id: string, messageIntents: Array<{ type: string | null, conversationType: ConversationType | null, message: string | null }> } };

export type GetConversationWorkspaceByIdQueryVariables = Exact<{
  input: GetConversationWorkspaceByIdInput;
}>;


export type GetConversationWorkspaceByIdQuery = { getConversationWorkspaceById: { id: string, workspaceId: string, name: string, action: ConversationType, state: GenerationState, isFetching: boolean, sourcesId: string | null, userMessages: Array<{ id: string, message: string, messageContent: string | null, type: MessageType, messageFiles: Array<{ fileId: string, contentType: string, originalFileName: string, fileUrl: string }>, botResponses: Array<{ id: string, content: string, isFetching: boolean, isError: boolean, error: string | null, stopped: boolean, citations: Array<{ number: number, sourceType: SourceItemType, sourceId: string, name: string, page: number | null, charStart: number, charEnd: number, excerpt: string }> }> }> } };

export type PaginateConversationWorkspaceByWorkspaceIdQueryVariables = Exact<{
  input: PaginateConversationWorkspaceByWorkspaceIdInput;
}>;


export type PaginateConversationWorkspaceByWorkspaceIdQuery = { paginateConversationWorkspaceByWorkspaceId: { total: number, page: number, limit: number, data: Array<{ id: string, name: string, createdAt: string }> } };

export type StopConversationGenerationMutationVariables = Exact<{
  input: StopConversationGenerationInput;
}>;


export type StopConversationGenerationMutation = { stopConversationGeneration: { id: string } };

export type RenameConversationWorkspaceMutationVariables = Exact<{
  input: RenameConversationWorkspaceInput;
}>;


export type RenameConversationWorkspaceMutation = { renameConversationWorkspace: { id: string, name: string } };

export type DeleteConversationWorkspaceMutationVariables = Exact<{
  input: DeleteConversationWorkspaceInput;
}>;


export type DeleteConversationWorkspaceMutation = { deleteConversationWorkspace: { success: boolean, message: string } };

export type GetSubscriptionUsageQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSubscriptionUsageQuery = { getSubscriptionUsage: { name: string, grantedAt: string, status: SubStatus, cancelAtPeriodEnd: boolean, expiresAt: string | null, planPrice: number, billingInterval: string, recurring: boolean, paymentMethod: { card_brand: string, card_last4: string, exp_month: number, exp_year: number } | null, usage: Array<{ action: UsageAction, label: string, limit: number | null, limitType: LimitType, limitInterval: LimitInterval, usage: number, remaining: number | null, renewsAt: string }> } };

export type GetAvaliblePlansPublicQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAvaliblePlansPublicQuery = { getAvaliblePlansPublic: Array<{ id: string, name: string, price: number, price3m: number, price12m: number, freeTier: boolean, description: string, visible: boolean, limits: Array<{ id: string, action: UsageAction, visible: boolean, label: string, limitDisplay: string, limitInterval: LimitInterval, usedIn: Array<string>, limit: { type: LimitType, value: number } }> }> };

export type NewAiNoteSubscriptionVariables = Exact<{
  input: NewAiNoteInput;
}>;


export type NewAiNoteSubscription = { newAiNote: { id: string, name: string } };

export type UpdateUserDocSubscriptionVariables = Exact<{
  input: UserDocEventsInput;
}>;


export type UpdateUserDocSubscription = { updateUserDoc: { id: string, state: DocumentState } };

export type LlmStreamSubscriptionVariables = Exact<{
  input: LlmStreamInput;
}>;


export type LlmStreamSubscription = { llmStream: { type: LlmStreamEventType, delta: string, offset: number, content: string | null, error: string | null } };

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
export const TestEssayFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestEssayFields on RozprawkaAi {
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
  polecenie
  wordCount
  minWords
  maxWords
  rozprawkaReviewId
  error
  notice
  createdAt
  updatedAt
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
    wordCount
    uwagi {
      kind
      message
      quote
      lekturaId
    }
  }
}
    `, {"fragmentName":"TestEssayFields"}) as unknown as TypedDocumentString<TestEssayFieldsFragment, unknown>;
export const TestReviewFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestReviewFields on RozprawkaAiReview {
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
  createdAt
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
}
    `, {"fragmentName":"TestReviewFields"}) as unknown as TypedDocumentString<TestReviewFieldsFragment, unknown>;
export const TestRewriteFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestRewriteFields on RozprawkaSegmentRewrite {
  id
  segmentId
  content
  instruction
  action
  discarded
  accepted
  previousContent
  createdAt
  segment {
    id
    content
    uwagi {
      kind
      message
      quote
    }
  }
}
    `, {"fragmentName":"TestRewriteFields"}) as unknown as TypedDocumentString<TestRewriteFieldsFragment, unknown>;
export const TestQuizFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestQuizFields on QuizWorkspace {
  id
  workspaceId
  quizFlowId
  name
  detailScale
  questionCount
  requestedCount
  questionTypes
  type
  state
  lekturaId
  rozdzialId
  zadaniaId
  fromMistakes
  error
  notice
  createdAt
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
    `, {"fragmentName":"TestQuizFields"}) as unknown as TypedDocumentString<TestQuizFieldsFragment, unknown>;
export const TestQuizAnswerFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestQuizAnswerFields on QuizAnswer {
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
}
    `, {"fragmentName":"TestQuizAnswerFields"}) as unknown as TypedDocumentString<TestQuizAnswerFieldsFragment, unknown>;
export const TestQuizResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestQuizResultFields on QuizResult {
  id
  quizWorkspaceId
  workspaceId
  isFinished
  isReviewing
  instantFeedback
  score
  maxScore
  percent
  sessionId
  finishedAt
  quizAnswers {
    ...TestQuizAnswerFields
  }
}
    fragment TestQuizAnswerFields on QuizAnswer {
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
}`, {"fragmentName":"TestQuizResultFields"}) as unknown as TypedDocumentString<TestQuizResultFieldsFragment, unknown>;
export const TestTestSolverFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestTestSolverFields on TestSolver {
  id
  workspaceId
  title
  state
  polecenie
  przedmiot
  zadaniaId
  tematyId
  solvedDocId
  pageCount
  taskCount
  solvedCount
  failedCount
  notice
  error
  createdAt
  userDocs {
    id
    name
    sourceType
    state
    type
  }
  zadania {
    id
    testSolverId
    workspaceId
    numberExercise
    order
    question
    type
    points
    pages
    state
    answer
    explanation
    dlaczego
    check
    checkMessage
    error
    zadanieOdpowiedzi {
      key
      value
    }
  }
}
    `, {"fragmentName":"TestTestSolverFields"}) as unknown as TypedDocumentString<TestTestSolverFieldsFragment, unknown>;
export const TestTutorTopicFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestTutorTopicFields on AiTutorTemat {
  id
  aiTutorId
  workspaceId
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
    page
  }
}
    `, {"fragmentName":"TestTutorTopicFields"}) as unknown as TypedDocumentString<TestTutorTopicFieldsFragment, unknown>;
export const TestTutorFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestTutorFields on AiTutor {
  id
  userId
  workspaceId
  origin
  tematId
  temat {
    id
    temat
  }
  przedmiot
  poziom
  name
  description
  state
  error
  progress
  generatedImageId
  fileUrl
  createdAt
  updatedAt
  rozdzial {
    id
    number
    name
    bookId
    bookTitle
  }
  aiTutorInitialData {
    sourcesId
    detailLevel
    userComment
  }
  aiTutorTemat {
    ...TestTutorTopicFields
  }
}
    fragment TestTutorTopicFields on AiTutorTemat {
  id
  aiTutorId
  workspaceId
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
    page
  }
}`, {"fragmentName":"TestTutorFields"}) as unknown as TypedDocumentString<TestTutorFieldsFragment, unknown>;
export const TestWordBaseFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestWordBaseFields on WordBase {
  id
  workspaceId
  name
  description
  type
  languageCode
  sourcesId
  progress
  wordCount
  dueCount
  newCount
  isDeleted
  state
  error
  notice
  lastStudiedAt
  language {
    code
    name
    nameFull
  }
  words {
    id
    wordBaseId
    word
    translation
    usageExample
    order
    due
    retrievability
    state
    reps
    lapses
    lastReview
    scheduledDays
  }
}
    `, {"fragmentName":"TestWordBaseFields"}) as unknown as TypedDocumentString<TestWordBaseFieldsFragment, unknown>;
export const TestWordSessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestWordSessionFields on WordBaseSession {
  id
  wordBaseId
  wordBaseSessionType
  isFinished
  score
  time
  wordCount
  finishedAt
  answers {
    id
    wordId
    word
    rating
    isCorrect
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
    word
    translation
    state
  }
}
    `, {"fragmentName":"TestWordSessionFields"}) as unknown as TypedDocumentString<TestWordSessionFieldsFragment, unknown>;
export const TestUserDocFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestUserDocFields on UserDoc {
  id
  workspaceId
  type
  state
  name
  sourceType
  content
  pageCount
  ocrPages
  truncatedFrom
  error
  segments {
    text
    page
  }
  file {
    id
    contentType
    originalFileName
    fileUrl
  }
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
}
    `, {"fragmentName":"TestUserDocFields"}) as unknown as TypedDocumentString<TestUserDocFieldsFragment, unknown>;
export const TestSourceSetFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestSourceSetFields on SourceSet {
  id
  workspaceId
  action
  items {
    type
    id
  }
  sources {
    __typename
    ... on UserDoc {
      id
      name
    }
    ... on AiNote {
      id
      name
    }
    ... on QuizResult {
      id
    }
    ... on LibrarySource {
      id
      name
    }
  }
}
    `, {"fragmentName":"TestSourceSetFields"}) as unknown as TypedDocumentString<TestSourceSetFieldsFragment, unknown>;
export const TestConversationFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestConversationFields on ConversationWorkspace {
  id
  workspaceId
  name
  action
  state
  isFetching
  sourcesId
  userMessages {
    id
    message
    messageContent
    type
    messageFiles {
      fileId
      contentType
      originalFileName
      fileUrl
    }
    botResponses {
      id
      content
      isFetching
      isError
      error
      stopped
      citations {
        number
        sourceType
        sourceId
        name
        page
        charStart
        charEnd
        excerpt
      }
    }
  }
}
    `, {"fragmentName":"TestConversationFields"}) as unknown as TypedDocumentString<TestConversationFieldsFragment, unknown>;
export const TestBotMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment TestBotMessageFields on BotMessage {
  id
  content
  isFetching
  isError
  error
  stopped
  citations {
    number
    sourceType
    sourceId
    name
    page
    charStart
    charEnd
    excerpt
  }
}
    `, {"fragmentName":"TestBotMessageFields"}) as unknown as TypedDocumentString<TestBotMessageFieldsFragment, unknown>;
export const TestGetAvaliblePlansDocument = new TypedDocumentString(`
    query TestGetAvaliblePlans {
  getAvaliblePlans {
    id
    name
    price
    price3m
    price12m
    freeTier
    visible
    userPlanAction
    limits {
      action
      limitDisplay
      limit {
        type
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TestGetAvaliblePlansQuery, TestGetAvaliblePlansQueryVariables>;
export const TestMeSubscriptionDocument = new TypedDocumentString(`
    query TestMeSubscription {
  getMe {
    id
    subscriptionEntity {
      id
      userId
      stripeSubscriptionId
      grantedAt
      expiresAt
      plan {
        id
        name
        price
        limits {
          action
          limit {
            type
            value
          }
        }
      }
      additionalLimits {
        id
        name
        action
        additionalLimit
        price
        purchasedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TestMeSubscriptionQuery, TestMeSubscriptionQueryVariables>;
export const TestCancelSubscriptionDocument = new TypedDocumentString(`
    mutation TestCancelSubscription($input: CancelSubscriptionInput!) {
  cancelSubscription(cancelSubscriptionInput: $input) {
    name
    status
    cancelAtPeriodEnd
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<TestCancelSubscriptionMutation, TestCancelSubscriptionMutationVariables>;
export const TestEndTrialDocument = new TypedDocumentString(`
    mutation TestEndTrial {
  endTrial {
    name
    status
    cancelAtPeriodEnd
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<TestEndTrialMutation, TestEndTrialMutationVariables>;
export const TestGeneratePaymentLinkDocument = new TypedDocumentString(`
    mutation TestGeneratePaymentLink($input: GeneratePaymentLinkInput!) {
  generatePaymentLink(generatePaymentLinkInput: $input)
}
    `) as unknown as TypedDocumentString<TestGeneratePaymentLinkMutation, TestGeneratePaymentLinkMutationVariables>;
export const TestGetInvoicesDocument = new TypedDocumentString(`
    query TestGetInvoices {
  getInvoices {
    id
    status
    total
    url
    created
    paymentUrl
    planName
    paymentMethod {
      card_brand
      card_last4
      exp_month
      exp_year
    }
  }
}
    `) as unknown as TypedDocumentString<TestGetInvoicesQuery, TestGetInvoicesQueryVariables>;
export const TestCalculatePreviewDocument = new TypedDocumentString(`
    query TestCalculatePreview($input: CalculatePreviewInput!) {
  calculatePreview(calculatePreviewInput: $input) {
    total_amount
    original_price
    adjustment
    planId
    prorationDate
    payment_method {
      card_brand
      card_last4
    }
  }
}
    `) as unknown as TypedDocumentString<TestCalculatePreviewQuery, TestCalculatePreviewQueryVariables>;
export const TestUpgradeSubscriptionDocument = new TypedDocumentString(`
    mutation TestUpgradeSubscription($input: UpgradeSubscriptionInput!) {
  upgradeSubscription(upgradeSubscriptionInput: $input) {
    name
    status
    planPrice
    billingInterval
    recurring
  }
}
    `) as unknown as TypedDocumentString<TestUpgradeSubscriptionMutation, TestUpgradeSubscriptionMutationVariables>;
export const TestBillingAccountDocument = new TypedDocumentString(`
    query TestBillingAccount($checkoutId: ID!) {
  getSubscriptionUsage {
    name
    status
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
      limit
    }
    additionalLimits {
      name
      action
      additionalLimit
      price
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
    checkout(id: $checkoutId) {
      id
      state
      name
    }
  }
  getMe {
    id
    onboardingStatus
    subStatus
    isFreeSub
  }
}
    `) as unknown as TypedDocumentString<TestBillingAccountQuery, TestBillingAccountQueryVariables>;
export const AnswerNotesOfConversationDocument = new TypedDocumentString(`
    query answerNotesOfConversation($input: GetConversationWorkspaceByIdInput!) {
  getConversationWorkspaceById(getConversationWorkspaceByIdInput: $input) {
    id
    userMessages {
      id
      botResponses {
        id
        aiNoteId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AnswerNotesOfConversationQuery, AnswerNotesOfConversationQueryVariables>;
export const GeneraterozprawkaDocument = new TypedDocumentString(`
    mutation generaterozprawka($input: GeneraterozprawkaInput!) {
  generaterozprawka(generaterozprawkaInput: $input) {
    __typename
    ... on RozprawkaAi {
      ...TestEssayFields
    }
    ... on ExecutionError {
      errorCode
      message
    }
  }
}
    fragment TestEssayFields on RozprawkaAi {
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
  polecenie
  wordCount
  minWords
  maxWords
  rozprawkaReviewId
  error
  notice
  createdAt
  updatedAt
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
    wordCount
    uwagi {
      kind
      message
      quote
      lekturaId
    }
  }
}`) as unknown as TypedDocumentString<GeneraterozprawkaMutation, GeneraterozprawkaMutationVariables>;
export const ReviewrozprawkaDocument = new TypedDocumentString(`
    mutation reviewrozprawka($input: ReviewrozprawkaInput!) {
  reviewrozprawka(reviewrozprawkaInput: $input) {
    __typename
    ... on RozprawkaAiReview {
      ...TestReviewFields
    }
    ... on ExecutionError {
      errorCode
      message
    }
  }
}
    fragment TestReviewFields on RozprawkaAiReview {
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
  createdAt
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
}`) as unknown as TypedDocumentString<ReviewrozprawkaMutation, ReviewrozprawkaMutationVariables>;
export const ConvertreviewtorozprawkaDocument = new TypedDocumentString(`
    mutation convertreviewtorozprawka($input: ConvertreviewtorozprawkaInput!) {
  convertreviewtorozprawka(convertreviewtorozprawkaInput: $input) {
    ...TestEssayFields
  }
}
    fragment TestEssayFields on RozprawkaAi {
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
  polecenie
  wordCount
  minWords
  maxWords
  rozprawkaReviewId
  error
  notice
  createdAt
  updatedAt
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
    wordCount
    uwagi {
      kind
      message
      quote
      lekturaId
    }
  }
}`) as unknown as TypedDocumentString<ConvertreviewtorozprawkaMutation, ConvertreviewtorozprawkaMutationVariables>;
export const GenerateexplanationDocument = new TypedDocumentString(`
    mutation generateexplanation($input: GenerateexplanationInput!) {
  generateexplanation(generateexplanationInput: $input) {
    id
    explanation
    content
  }
}
    `) as unknown as TypedDocumentString<GenerateexplanationMutation, GenerateexplanationMutationVariables>;
export const RewritesegmentDocument = new TypedDocumentString(`
    mutation rewritesegment($input: RewritesegmentInput!) {
  rewritesegment(rewritesegmentInput: $input) {
    ...TestRewriteFields
  }
}
    fragment TestRewriteFields on RozprawkaSegmentRewrite {
  id
  segmentId
  content
  instruction
  action
  discarded
  accepted
  previousContent
  createdAt
  segment {
    id
    content
    uwagi {
      kind
      message
      quote
    }
  }
}`) as unknown as TypedDocumentString<RewritesegmentMutation, RewritesegmentMutationVariables>;
export const GenerativefunctionsegmentDocument = new TypedDocumentString(`
    mutation generativefunctionsegment($input: GenerativefunctionsegmentInput!) {
  generativefunctionsegment(generativefunctionsegmentInput: $input) {
    ...TestRewriteFields
  }
}
    fragment TestRewriteFields on RozprawkaSegmentRewrite {
  id
  segmentId
  content
  instruction
  action
  discarded
  accepted
  previousContent
  createdAt
  segment {
    id
    content
    uwagi {
      kind
      message
      quote
    }
  }
}`) as unknown as TypedDocumentString<GenerativefunctionsegmentMutation, GenerativefunctionsegmentMutationVariables>;
export const UpdatesegmentstatusDocument = new TypedDocumentString(`
    mutation updatesegmentstatus($input: UpdatesegmentstatusInput!) {
  updatesegmentstatus(updatesegmentstatusInput: $input) {
    ...TestRewriteFields
  }
}
    fragment TestRewriteFields on RozprawkaSegmentRewrite {
  id
  segmentId
  content
  instruction
  action
  discarded
  accepted
  previousContent
  createdAt
  segment {
    id
    content
    uwagi {
      kind
      message
      quote
    }
  }
}`) as unknown as TypedDocumentString<UpdatesegmentstatusMutation, UpdatesegmentstatusMutationVariables>;
export const UpdateRozprawkaAiSegmentDocument = new TypedDocumentString(`
    mutation updateRozprawkaAiSegment($input: UpdateRozprawkaAiSegmentInput!) {
  updateRozprawkaAiSegment(updateRozprawkaAiSegmentInput: $input) {
    id
    content
    wordCount
    uwagi {
      kind
      quote
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateRozprawkaAiSegmentMutation, UpdateRozprawkaAiSegmentMutationVariables>;
export const DeleteRozprawkaAiDocument = new TypedDocumentString(`
    mutation deleteRozprawkaAi($input: DeleteRozprawkaAiInput!) {
  deleteRozprawkaAi(deleteRozprawkaAiInput: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteRozprawkaAiMutation, DeleteRozprawkaAiMutationVariables>;
export const DeleteRozprawkaAiReviewDocument = new TypedDocumentString(`
    mutation deleteRozprawkaAiReview($input: DeleteRozprawkaAiReviewInput!) {
  deleteRozprawkaAiReview(deleteRozprawkaAiReviewInput: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteRozprawkaAiReviewMutation, DeleteRozprawkaAiReviewMutationVariables>;
export const GetRozprawkaAiByIdDocument = new TypedDocumentString(`
    query getRozprawkaAiById($input: GetRozprawkaAiByIdInput!) {
  getRozprawkaAiById(getRozprawkaAiByIdInput: $input) {
    ...TestEssayFields
  }
}
    fragment TestEssayFields on RozprawkaAi {
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
  polecenie
  wordCount
  minWords
  maxWords
  rozprawkaReviewId
  error
  notice
  createdAt
  updatedAt
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
    wordCount
    uwagi {
      kind
      message
      quote
      lekturaId
    }
  }
}`) as unknown as TypedDocumentString<GetRozprawkaAiByIdQuery, GetRozprawkaAiByIdQueryVariables>;
export const GetRozprawkaAiByWorkspaceIdDocument = new TypedDocumentString(`
    query getRozprawkaAiByWorkspaceId($input: GetRozprawkaAiByWorkspaceIdInput) {
  getRozprawkaAiByWorkspaceId(getRozprawkaAiByWorkspaceIdInput: $input) {
    id
    state
    temat
    workspaceId
  }
}
    `) as unknown as TypedDocumentString<GetRozprawkaAiByWorkspaceIdQuery, GetRozprawkaAiByWorkspaceIdQueryVariables>;
export const GetRozprawkaAiReviewByIdDocument = new TypedDocumentString(`
    query getRozprawkaAiReviewById($input: GetRozprawkaAiReviewByIdInput!) {
  getRozprawkaAiReviewById(getRozprawkaAiReviewByIdInput: $input) {
    ...TestReviewFields
  }
}
    fragment TestReviewFields on RozprawkaAiReview {
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
  createdAt
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
}`) as unknown as TypedDocumentString<GetRozprawkaAiReviewByIdQuery, GetRozprawkaAiReviewByIdQueryVariables>;
export const GetRozprawkaAiReviewByWorkspaceIdDocument = new TypedDocumentString(`
    query getRozprawkaAiReviewByWorkspaceId($input: GetRozprawkaAiReviewByWorkspaceIdInput) {
  getRozprawkaAiReviewByWorkspaceId(
    getRozprawkaAiReviewByWorkspaceIdInput: $input
  ) {
    id
    state
    temat
    workspaceId
  }
}
    `) as unknown as TypedDocumentString<GetRozprawkaAiReviewByWorkspaceIdQuery, GetRozprawkaAiReviewByWorkspaceIdQueryVariables>;
export const GetSegmentRewritesDocument = new TypedDocumentString(`
    query getSegmentRewrites($input: GetSegmentRewritesInput!) {
  getSegmentRewrites(getSegmentRewritesInput: $input) {
    ...TestRewriteFields
  }
}
    fragment TestRewriteFields on RozprawkaSegmentRewrite {
  id
  segmentId
  content
  instruction
  action
  discarded
  accepted
  previousContent
  createdAt
  segment {
    id
    content
    uwagi {
      kind
      message
      quote
    }
  }
}`) as unknown as TypedDocumentString<GetSegmentRewritesQuery, GetSegmentRewritesQueryVariables>;
export const TestRagDocumentsDocument = new TypedDocumentString(`
    query testRagDocuments($input: GetLibraryRagDocumentsInput!) {
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
    `) as unknown as TypedDocumentString<TestRagDocumentsQuery, TestRagDocumentsQueryVariables>;
export const TestRagSearchDocument = new TypedDocumentString(`
    query testRagSearch($input: SearchLibraryRagInput!) {
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
    `) as unknown as TypedDocumentString<TestRagSearchQuery, TestRagSearchQueryVariables>;
export const TestRagReindexDocument = new TypedDocumentString(`
    mutation testRagReindex($input: ReindexLibraryBookInput!) {
  reindexLibraryBook(reindexLibraryBookInput: $input) {
    id
    chunkCount
  }
}
    `) as unknown as TypedDocumentString<TestRagReindexMutation, TestRagReindexMutationVariables>;
export const TestRagRemoveDocument = new TypedDocumentString(`
    mutation testRagRemove($input: RemoveLibraryRagDocumentInput!) {
  removeLibraryRagDocument(removeLibraryRagDocumentInput: $input) {
    id
    chunkCount
  }
}
    `) as unknown as TypedDocumentString<TestRagRemoveMutation, TestRagRemoveMutationVariables>;
export const GetpodrecznikbyprzedmiotandpoziomDocument = new TypedDocumentString(`
    query getpodrecznikbyprzedmiotandpoziom($input: GetpodrecznikbyprzedmiotandpoziomInput!) {
  getpodrecznikbyprzedmiotandpoziom(
    getpodrecznikbyprzedmiotandpoziomInput: $input
  ) {
    id
    isbn
    poziom
    przedmiot
    title
    visible
    klasa
    wydawnictwo
    authors
    demo
    exerciseCount
  }
}
    `) as unknown as TypedDocumentString<GetpodrecznikbyprzedmiotandpoziomQuery, GetpodrecznikbyprzedmiotandpoziomQueryVariables>;
export const GetPodrBookByIdDocument = new TypedDocumentString(`
    query getPodrBookById($input: GetPodrBookByIdInput!) {
  getPodrBookById(getPodrBookByIdInput: $input) {
    id
    podrecznik {
      id
      title
      visible
    }
    chapters {
      id
      toc_id
      number
      name
      raw_name
      page
      deleted
      exerciseCount
      subchapters {
        id
        toc_id
        number
        name
        raw_name
        page
        deleted
        exerciseCount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetPodrBookByIdQuery, GetPodrBookByIdQueryVariables>;
export const GetBooksDocument = new TypedDocumentString(`
    query getBooks($input: GetBooksInput!) {
  getBooks(getBooksInput: $input) {
    total
    page
    limit
    data {
      id
      name
      klasa
      przedmiot
      isbn
      type
      demo
      exerciseCount
    }
  }
}
    `) as unknown as TypedDocumentString<GetBooksQuery, GetBooksQueryVariables>;
export const GetbookbyidDocument = new TypedDocumentString(`
    query getbookbyid($input: GetbookbyidInput!) {
  getbookbyid(getbookbyidInput: $input) {
    id
    name
    exerciseCount
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
        exercises {
          id
          title
          pageNumber
          question
          answer
          exerciseNumber
          subExercises {
            id
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetbookbyidQuery, GetbookbyidQueryVariables>;
export const GetBooksByTitleDocument = new TypedDocumentString(`
    query getBooksByTitle($input: GetBooksByTitleInput!) {
  getBooksByTitle(getBooksByTitleInput: $input) {
    id
    name
    isbn
  }
}
    `) as unknown as TypedDocumentString<GetBooksByTitleQuery, GetBooksByTitleQueryVariables>;
export const GetcountDocument = new TypedDocumentString(`
    query getcount($input: GetcountInput) {
  getcount(getcountInput: $input)
}
    `) as unknown as TypedDocumentString<GetcountQuery, GetcountQueryVariables>;
export const LibraryExercisesDocument = new TypedDocumentString(`
    query libraryExercises($input: GetPaginatedZadanieByRelationIdInput!) {
  getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {
    total
    page
    limit
    data {
      id
      numberExercise
      question
      type
      answer
      explanation
      state
      zadanieOdpowiedzi {
        key
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LibraryExercisesQuery, LibraryExercisesQueryVariables>;
export const UpdatepodrecznikDocument = new TypedDocumentString(`
    mutation updatepodrecznik($input: UpdatepodrecznikInput!) {
  updatepodrecznik(updatepodrecznikInput: $input) {
    id
    title
    isbn
    visible
    klasa
    authors
  }
}
    `) as unknown as TypedDocumentString<UpdatepodrecznikMutation, UpdatepodrecznikMutationVariables>;
export const UpdatetematDocument = new TypedDocumentString(`
    mutation updatetemat($input: UpdatetematInput!) {
  updatetemat(updatetematInput: $input) {
    id
    podrecznikId
    content
    zadanieId
    visible
  }
}
    `) as unknown as TypedDocumentString<UpdatetematMutation, UpdatetematMutationVariables>;
export const LibraryUpdateZadanieDocument = new TypedDocumentString(`
    mutation libraryUpdateZadanie($input: UpdateZadanieInput!) {
  updateZadanie(updateZadanieInput: $input) {
    id
    numberExercise
    question
    answer
    explanation
    state
  }
}
    `) as unknown as TypedDocumentString<LibraryUpdateZadanieMutation, LibraryUpdateZadanieMutationVariables>;
export const CheckZadanieAnswerDocument = new TypedDocumentString(`
    query checkZadanieAnswer($input: CheckZadanieAnswerInput!) {
  checkZadanieAnswer(checkZadanieAnswerInput: $input) {
    verdict
    message
  }
}
    `) as unknown as TypedDocumentString<CheckZadanieAnswerQuery, CheckZadanieAnswerQueryVariables>;
export const StudyProgressDocument = new TypedDocumentString(`
    query studyProgress {
  studyProgress {
    currentStreak
    longestStreak
    studiedToday
    todaySessions
    dailyGoal
    remindersEnabled
    today
  }
}
    `) as unknown as TypedDocumentString<StudyProgressQuery, StudyProgressQueryVariables>;
export const SetDailyStudyGoalDocument = new TypedDocumentString(`
    mutation setDailyStudyGoal($input: SetDailyStudyGoalInput!) {
  setDailyStudyGoal(setDailyStudyGoalInput: $input) {
    dailyGoal
    todaySessions
  }
}
    `) as unknown as TypedDocumentString<SetDailyStudyGoalMutation, SetDailyStudyGoalMutationVariables>;
export const SetStudyRemindersDocument = new TypedDocumentString(`
    mutation setStudyReminders($input: SetStudyRemindersInput!) {
  setStudyReminders(setStudyRemindersInput: $input) {
    remindersEnabled
  }
}
    `) as unknown as TypedDocumentString<SetStudyRemindersMutation, SetStudyRemindersMutationVariables>;
export const StudyOverviewDocument = new TypedDocumentString(`
    query studyOverview {
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
      poziom
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
    `) as unknown as TypedDocumentString<StudyOverviewQuery, StudyOverviewQueryVariables>;
export const AllQuizzesDocument = new TypedDocumentString(`
    query allQuizzes($input: GetQuizWorkspaceByUserIdInput) {
  getQuizWorkspaceByUserId(getQuizWorkspaceByUserIdInput: $input) {
    id
    name
    workspaceId
    workspaceName
    state
    questionCount
    createdAt
  }
}
    `) as unknown as TypedDocumentString<AllQuizzesQuery, AllQuizzesQueryVariables>;
export const GeneratequizDocument = new TypedDocumentString(`
    mutation generatequiz($input: GeneratequizInput!) {
  generatequiz(generatequizInput: $input) {
    __typename
    ... on QuizWorkspace {
      ...TestQuizFields
    }
    ... on ExecutionError {
      errorCode
      message
    }
  }
}
    fragment TestQuizFields on QuizWorkspace {
  id
  workspaceId
  quizFlowId
  name
  detailScale
  questionCount
  requestedCount
  questionTypes
  type
  state
  lekturaId
  rozdzialId
  zadaniaId
  fromMistakes
  error
  notice
  createdAt
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
}`) as unknown as TypedDocumentString<GeneratequizMutation, GeneratequizMutationVariables>;
export const GeneratequizcontinueDocument = new TypedDocumentString(`
    mutation generatequizcontinue($input: GeneratequizcontinueInput!) {
  generatequizcontinue(generatequizcontinueInput: $input) {
    __typename
    ... on QuizWorkspace {
      ...TestQuizFields
    }
    ... on ExecutionError {
      errorCode
      message
    }
  }
}
    fragment TestQuizFields on QuizWorkspace {
  id
  workspaceId
  quizFlowId
  name
  detailScale
  questionCount
  requestedCount
  questionTypes
  type
  state
  lekturaId
  rozdzialId
  zadaniaId
  fromMistakes
  error
  notice
  createdAt
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
}`) as unknown as TypedDocumentString<GeneratequizcontinueMutation, GeneratequizcontinueMutationVariables>;
export const CreateQuizResultDocument = new TypedDocumentString(`
    mutation createQuizResult($input: CreateQuizResultInput!) {
  createQuizResult(createQuizResultInput: $input) {
    ...TestQuizResultFields
  }
}
    fragment TestQuizAnswerFields on QuizAnswer {
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
}
fragment TestQuizResultFields on QuizResult {
  id
  quizWorkspaceId
  workspaceId
  isFinished
  isReviewing
  instantFeedback
  score
  maxScore
  percent
  sessionId
  finishedAt
  quizAnswers {
    ...TestQuizAnswerFields
  }
}`) as unknown as TypedDocumentString<CreateQuizResultMutation, CreateQuizResultMutationVariables>;
export const SubmitAnswerDocument = new TypedDocumentString(`
    mutation submitAnswer($input: SubmitAnswerInput!) {
  submitAnswer(submitAnswerInput: $input) {
    ...TestQuizAnswerFields
  }
}
    fragment TestQuizAnswerFields on QuizAnswer {
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
}`) as unknown as TypedDocumentString<SubmitAnswerMutation, SubmitAnswerMutationVariables>;
export const SubmitQuizResultDocument = new TypedDocumentString(`
    mutation submitQuizResult($input: SubmitQuizResultInput!) {
  submitQuizResult(submitQuizResultInput: $input) {
    ...TestQuizResultFields
  }
}
    fragment TestQuizAnswerFields on QuizAnswer {
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
}
fragment TestQuizResultFields on QuizResult {
  id
  quizWorkspaceId
  workspaceId
  isFinished
  isReviewing
  instantFeedback
  score
  maxScore
  percent
  sessionId
  finishedAt
  quizAnswers {
    ...TestQuizAnswerFields
  }
}`) as unknown as TypedDocumentString<SubmitQuizResultMutation, SubmitQuizResultMutationVariables>;
export const DeleteQuizWorkspaceDocument = new TypedDocumentString(`
    mutation deleteQuizWorkspace($input: DeleteQuizWorkspaceInput!) {
  deleteQuizWorkspace(deleteQuizWorkspaceInput: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteQuizWorkspaceMutation, DeleteQuizWorkspaceMutationVariables>;
export const GetQuizWorkspaceByIdDocument = new TypedDocumentString(`
    query getQuizWorkspaceById($input: GetQuizWorkspaceByIdInput!) {
  getQuizWorkspaceById(getQuizWorkspaceByIdInput: $input) {
    ...TestQuizFields
    quizResults {
      id
      isFinished
      score
      percent
    }
  }
}
    fragment TestQuizFields on QuizWorkspace {
  id
  workspaceId
  quizFlowId
  name
  detailScale
  questionCount
  requestedCount
  questionTypes
  type
  state
  lekturaId
  rozdzialId
  zadaniaId
  fromMistakes
  error
  notice
  createdAt
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
export const GetQuizWorkspaceByWorkspaceIdDocument = new TypedDocumentString(`
    query getQuizWorkspaceByWorkspaceId($input: GetQuizWorkspaceByWorkspaceIdInput!) {
  getQuizWorkspaceByWorkspaceId(getQuizWorkspaceByWorkspaceIdInput: $input) {
    id
    name
    state
  }
}
    `) as unknown as TypedDocumentString<GetQuizWorkspaceByWorkspaceIdQuery, GetQuizWorkspaceByWorkspaceIdQueryVariables>;
export const GetQuizResultByIdDocument = new TypedDocumentString(`
    query getQuizResultById($input: GetQuizResultByIdInput!) {
  getQuizResultById(getQuizResultByIdInput: $input) {
    ...TestQuizResultFields
  }
}
    fragment TestQuizAnswerFields on QuizAnswer {
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
}
fragment TestQuizResultFields on QuizResult {
  id
  quizWorkspaceId
  workspaceId
  isFinished
  isReviewing
  instantFeedback
  score
  maxScore
  percent
  sessionId
  finishedAt
  quizAnswers {
    ...TestQuizAnswerFields
  }
}`) as unknown as TypedDocumentString<GetQuizResultByIdQuery, GetQuizResultByIdQueryVariables>;
export const GetQuizFlowByIdDocument = new TypedDocumentString(`
    query getQuizFlowById($input: GetQuizFlowByIdInput!) {
  getQuizFlowById(getQuizFlowByIdInput: $input) {
    id
    workspaceId
    title
    isDeleted
    userDocId
    lekturaId
    sourcesId
    score
    lektura {
      id
      title
      author
    }
    quizzes {
      id
      name
      state
      fromMistakes
    }
  }
}
    `) as unknown as TypedDocumentString<GetQuizFlowByIdQuery, GetQuizFlowByIdQueryVariables>;
export const GetQuizFlowByWorkspaceIdDocument = new TypedDocumentString(`
    query getQuizFlowByWorkspaceId($input: GetQuizFlowByWorkspaceIdInput!) {
  getQuizFlowByWorkspaceId(getQuizFlowByWorkspaceIdInput: $input) {
    id
    title
    score
    quizzes {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<GetQuizFlowByWorkspaceIdQuery, GetQuizFlowByWorkspaceIdQueryVariables>;
export const GetQuizFlowByUserDocIdDocument = new TypedDocumentString(`
    query getQuizFlowByUserDocId($input: GetQuizFlowByUserDocIdInput!) {
  getQuizFlowByUserDocId(getQuizFlowByUserDocIdInput: $input) {
    id
    title
    userDocId
  }
}
    `) as unknown as TypedDocumentString<GetQuizFlowByUserDocIdQuery, GetQuizFlowByUserDocIdQueryVariables>;
export const NewQuizFlowDocument = new TypedDocumentString(`
    subscription newQuizFlow($input: NewQuizFlowInput!) {
  newQuizFlow(newQuizFlowInput: $input) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<NewQuizFlowSubscription, NewQuizFlowSubscriptionVariables>;
export const NewQuizWorkspaceDocument = new TypedDocumentString(`
    subscription newQuizWorkspace($input: NewQuizWorkspaceInput!) {
  newQuizWorkspace(newQuizWorkspaceInput: $input) {
    id
    state
  }
}
    `) as unknown as TypedDocumentString<NewQuizWorkspaceSubscription, NewQuizWorkspaceSubscriptionVariables>;
export const UpdateQuizResultDocument = new TypedDocumentString(`
    subscription updateQuizResult($input: UpdateQuizResultInput!) {
  updateQuizResult(updateQuizResultInput: $input) {
    id
    isReviewing
    isFinished
    score
  }
}
    `) as unknown as TypedDocumentString<UpdateQuizResultSubscription, UpdateQuizResultSubscriptionVariables>;
export const GetShareLinkDocument = new TypedDocumentString(`
    query getShareLink($input: ShareItemInput!) {
  getShareLink(input: $input) {
    token
    kind
    itemId
    createdAt
    revokedAt
  }
}
    `) as unknown as TypedDocumentString<GetShareLinkQuery, GetShareLinkQueryVariables>;
export const CreateShareLinkDocument = new TypedDocumentString(`
    mutation createShareLink($input: ShareItemInput!) {
  createShareLink(input: $input) {
    token
    kind
    itemId
    createdAt
    revokedAt
  }
}
    `) as unknown as TypedDocumentString<CreateShareLinkMutation, CreateShareLinkMutationVariables>;
export const RevokeShareLinkDocument = new TypedDocumentString(`
    mutation revokeShareLink($input: ShareTokenInput!) {
  revokeShareLink(input: $input) {
    token
    kind
    itemId
    revokedAt
  }
}
    `) as unknown as TypedDocumentString<RevokeShareLinkMutation, RevokeShareLinkMutationVariables>;
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
export const LegalOperatorOfAppConfigDocument = new TypedDocumentString(`
    query legalOperatorOfAppConfig {
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
    `) as unknown as TypedDocumentString<LegalOperatorOfAppConfigQuery, LegalOperatorOfAppConfigQueryVariables>;
export const SprawdziansolutionDocument = new TypedDocumentString(`
    mutation sprawdziansolution($input: SprawdziansolutionInput!) {
  sprawdziansolution(sprawdziansolutionInput: $input) {
    __typename
    ... on TestSolver {
      ...TestTestSolverFields
    }
    ... on ExecutionError {
      errorCode
      message
    }
  }
}
    fragment TestTestSolverFields on TestSolver {
  id
  workspaceId
  title
  state
  polecenie
  przedmiot
  zadaniaId
  tematyId
  solvedDocId
  pageCount
  taskCount
  solvedCount
  failedCount
  notice
  error
  createdAt
  userDocs {
    id
    name
    sourceType
    state
    type
  }
  zadania {
    id
    testSolverId
    workspaceId
    numberExercise
    order
    question
    type
    points
    pages
    state
    answer
    explanation
    dlaczego
    check
    checkMessage
    error
    zadanieOdpowiedzi {
      key
      value
    }
  }
}`) as unknown as TypedDocumentString<SprawdziansolutionMutation, SprawdziansolutionMutationVariables>;
export const GetTestSolverByIdDocument = new TypedDocumentString(`
    query getTestSolverById($input: GetTestSolverByIdInput!) {
  getTestSolverById(getTestSolverByIdInput: $input) {
    ...TestTestSolverFields
  }
}
    fragment TestTestSolverFields on TestSolver {
  id
  workspaceId
  title
  state
  polecenie
  przedmiot
  zadaniaId
  tematyId
  solvedDocId
  pageCount
  taskCount
  solvedCount
  failedCount
  notice
  error
  createdAt
  userDocs {
    id
    name
    sourceType
    state
    type
  }
  zadania {
    id
    testSolverId
    workspaceId
    numberExercise
    order
    question
    type
    points
    pages
    state
    answer
    explanation
    dlaczego
    check
    checkMessage
    error
    zadanieOdpowiedzi {
      key
      value
    }
  }
}`) as unknown as TypedDocumentString<GetTestSolverByIdQuery, GetTestSolverByIdQueryVariables>;
export const GetTestSolverByWorkspaceIdDocument = new TypedDocumentString(`
    query getTestSolverByWorkspaceId($input: GetTestSolverByWorkspaceIdInput) {
  getTestSolverByWorkspaceId(getTestSolverByWorkspaceIdInput: $input) {
    id
    state
    title
    workspaceId
    taskCount
  }
}
    `) as unknown as TypedDocumentString<GetTestSolverByWorkspaceIdQuery, GetTestSolverByWorkspaceIdQueryVariables>;
export const GetPaginatedZadanieByRelationIdDocument = new TypedDocumentString(`
    query getPaginatedZadanieByRelationId($input: GetPaginatedZadanieByRelationIdInput!) {
  getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {
    total
    page
    limit
    data {
      id
      numberExercise
      order
      state
    }
  }
}
    `) as unknown as TypedDocumentString<GetPaginatedZadanieByRelationIdQuery, GetPaginatedZadanieByRelationIdQueryVariables>;
export const UpdateZadanieDocument = new TypedDocumentString(`
    mutation updateZadanie($input: UpdateZadanieInput!) {
  updateZadanie(updateZadanieInput: $input) {
    id
    numberExercise
    question
    type
    state
    answer
    check
    error
    zadanieOdpowiedzi {
      key
      value
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateZadanieMutation, UpdateZadanieMutationVariables>;
export const DeleteTestSolverDocument = new TypedDocumentString(`
    mutation deleteTestSolver($input: DeleteTestSolverInput!) {
  deleteTestSolver(deleteTestSolverInput: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteTestSolverMutation, DeleteTestSolverMutationVariables>;
export const TaskConversationDocument = new TypedDocumentString(`
    query taskConversation($input: GetConversationWorkspaceByIdInput!) {
  getConversationWorkspaceById(getConversationWorkspaceByIdInput: $input) {
    id
    action
    userMessages {
      id
      message
      zadanieCall {
        id
        numberExercise
        question
      }
      botResponses {
        id
        content
        isFetching
        isError
        zadanie {
          id
          numberExercise
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TaskConversationQuery, TaskConversationQueryVariables>;
export const TestAitutoringDocument = new TypedDocumentString(`
    mutation TestAitutoring($input: AitutoringAiTutorInput!) {
  aitutoringAiTutor(aitutoringAiTutorInput: $input) {
    ...TestTutorFields
  }
}
    fragment TestTutorFields on AiTutor {
  id
  userId
  workspaceId
  origin
  tematId
  temat {
    id
    temat
  }
  przedmiot
  poziom
  name
  description
  state
  error
  progress
  generatedImageId
  fileUrl
  createdAt
  updatedAt
  rozdzial {
    id
    number
    name
    bookId
    bookTitle
  }
  aiTutorInitialData {
    sourcesId
    detailLevel
    userComment
  }
  aiTutorTemat {
    ...TestTutorTopicFields
  }
}
fragment TestTutorTopicFields on AiTutorTemat {
  id
  aiTutorId
  workspaceId
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
    page
  }
}`) as unknown as TypedDocumentString<TestAitutoringMutation, TestAitutoringMutationVariables>;
export const TestGetAiTutorByIdDocument = new TypedDocumentString(`
    query TestGetAiTutorById($input: GetAiTutorByIdInput!) {
  getAiTutorById(getAiTutorByIdInput: $input) {
    ...TestTutorFields
  }
}
    fragment TestTutorFields on AiTutor {
  id
  userId
  workspaceId
  origin
  tematId
  temat {
    id
    temat
  }
  przedmiot
  poziom
  name
  description
  state
  error
  progress
  generatedImageId
  fileUrl
  createdAt
  updatedAt
  rozdzial {
    id
    number
    name
    bookId
    bookTitle
  }
  aiTutorInitialData {
    sourcesId
    detailLevel
    userComment
  }
  aiTutorTemat {
    ...TestTutorTopicFields
  }
}
fragment TestTutorTopicFields on AiTutorTemat {
  id
  aiTutorId
  workspaceId
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
    page
  }
}`) as unknown as TypedDocumentString<TestGetAiTutorByIdQuery, TestGetAiTutorByIdQueryVariables>;
export const TestGetAiTutorByUserIdDocument = new TypedDocumentString(`
    query TestGetAiTutorByUserId {
  getAiTutorByUserId {
    id
    name
    state
    progress
  }
}
    `) as unknown as TypedDocumentString<TestGetAiTutorByUserIdQuery, TestGetAiTutorByUserIdQueryVariables>;
export const TestGettematybyaitutoridDocument = new TypedDocumentString(`
    query TestGettematybyaitutorid($input: GettematybyaitutoridInput!) {
  gettematybyaitutorid(gettematybyaitutoridInput: $input) {
    ...TestTutorTopicFields
  }
}
    fragment TestTutorTopicFields on AiTutorTemat {
  id
  aiTutorId
  workspaceId
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
    page
  }
}`) as unknown as TypedDocumentString<TestGettematybyaitutoridQuery, TestGettematybyaitutoridQueryVariables>;
export const TestGetAiTutorTematByIdDocument = new TypedDocumentString(`
    query TestGetAiTutorTematById($input: GetAiTutorTematByIdInput!) {
  getAiTutorTematById(getAiTutorTematByIdInput: $input) {
    ...TestTutorTopicFields
  }
}
    fragment TestTutorTopicFields on AiTutorTemat {
  id
  aiTutorId
  workspaceId
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
    page
  }
}`) as unknown as TypedDocumentString<TestGetAiTutorTematByIdQuery, TestGetAiTutorTematByIdQueryVariables>;
export const TestGettematdataDocument = new TypedDocumentString(`
    query TestGettematdata($input: GettematdataInput!) {
  gettematdata(gettematdataInput: $input) {
    content
    exercises
    aiTutorTemat {
      id
      state
    }
  }
}
    `) as unknown as TypedDocumentString<TestGettematdataQuery, TestGettematdataQueryVariables>;
export const TestContinueaitutoringDocument = new TypedDocumentString(`
    mutation TestContinueaitutoring($input: ContinueaitutoringAiTutorInput!) {
  continueaitutoringAiTutor(continueaitutoringAiTutorInput: $input) {
    id
    aiTutorTematId
    state
    detailLevel
    sessionConversationStarted
    sessionConversationId
    previousSessionId
    createdAt
  }
}
    `) as unknown as TypedDocumentString<TestContinueaitutoringMutation, TestContinueaitutoringMutationVariables>;
export const TestFinishAiTutorTematSessionDocument = new TypedDocumentString(`
    mutation TestFinishAiTutorTematSession($input: FinishAiTutorTematSessionInput!) {
  finishAiTutorTematSession(finishAiTutorTematSessionInput: $input) {
    id
    state
    testSessionQuizId
    sessionQuizId
    scorePercent
    testSessionQuiz {
      id
      state
      quizResults {
        isFinished
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TestFinishAiTutorTematSessionMutation, TestFinishAiTutorTematSessionMutationVariables>;
export const TestGetaitematsessionbytematidDocument = new TypedDocumentString(`
    query TestGetaitematsessionbytematid($input: GetaitematsessionbytematidInput!) {
  getaitematsessionbytematid(getaitematsessionbytematidInput: $input) {
    id
    state
    sessionConversationId
    testSessionQuizId
    sessionQuizId
    scorePercent
  }
}
    `) as unknown as TypedDocumentString<TestGetaitematsessionbytematidQuery, TestGetaitematsessionbytematidQueryVariables>;
export const TestUpdateAiTutorTematSessionDocument = new TypedDocumentString(`
    subscription TestUpdateAiTutorTematSession($input: UpdateAiTutorTematSessionInput!) {
  updateAiTutorTematSession(updateAiTutorTematSessionInput: $input) {
    id
    state
    sessionConversationId
  }
}
    `) as unknown as TypedDocumentString<TestUpdateAiTutorTematSessionSubscription, TestUpdateAiTutorTematSessionSubscriptionVariables>;
export const TestGenerateainotatkasessionDocument = new TypedDocumentString(`
    mutation TestGenerateainotatkasession($input: GenerateainotatkasessionInput!) {
  generateainotatkasession(generateainotatkasessionInput: $input) {
    id
    name
    content
    workspaceId
  }
}
    `) as unknown as TypedDocumentString<TestGenerateainotatkasessionMutation, TestGenerateainotatkasessionMutationVariables>;
export const TestDeleteAiTutorDocument = new TypedDocumentString(`
    mutation TestDeleteAiTutor($input: DeleteAiTutorInput!) {
  deleteAiTutor(deleteAiTutorInput: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<TestDeleteAiTutorMutation, TestDeleteAiTutorMutationVariables>;
export const TestNewAiTutorDocument = new TypedDocumentString(`
    subscription TestNewAiTutor {
  newAiTutor {
    id
    state
  }
}
    `) as unknown as TypedDocumentString<TestNewAiTutorSubscription, TestNewAiTutorSubscriptionVariables>;
export const TestUpdateAiTutorDocument = new TypedDocumentString(`
    subscription TestUpdateAiTutor($input: UpdateAiTutorInput!) {
  updateAiTutor(updateAiTutorInput: $input) {
    id
    state
    progress
  }
}
    `) as unknown as TypedDocumentString<TestUpdateAiTutorSubscription, TestUpdateAiTutorSubscriptionVariables>;
export const TestUpdateAiTutorTematDocument = new TypedDocumentString(`
    subscription TestUpdateAiTutorTemat($input: UpdateAiTutorTematInput!) {
  updateAiTutorTemat(updateAiTutorTematInput: $input) {
    id
    state
    full_generated
  }
}
    `) as unknown as TypedDocumentString<TestUpdateAiTutorTematSubscription, TestUpdateAiTutorTematSubscriptionVariables>;
export const AllWordBasesDocument = new TypedDocumentString(`
    query allWordBases($input: GetWordBaseByUserIdInput) {
  getWordBaseByUserId(getWordBaseByUserIdInput: $input) {
    id
    name
    workspaceId
    workspaceName
    wordCount
    newCount
    dueCount
    isDeleted
  }
}
    `) as unknown as TypedDocumentString<AllWordBasesQuery, AllWordBasesQueryVariables>;
export const LanguageWorkspaceDocument = new TypedDocumentString(`
    query languageWorkspace {
  getlanguageworkspace {
    id
    name
    type
    userId
    temat {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<LanguageWorkspaceQuery, LanguageWorkspaceQueryVariables>;
export const SolverWorkspaceBesideLanguagesDocument = new TypedDocumentString(`
    query solverWorkspaceBesideLanguages {
  getsolverworkspace {
    id
  }
}
    `) as unknown as TypedDocumentString<SolverWorkspaceBesideLanguagesQuery, SolverWorkspaceBesideLanguagesQueryVariables>;
export const GetLanguagesDocument = new TypedDocumentString(`
    query getLanguages {
  getLanguages {
    code
    name
    nameFull
  }
}
    `) as unknown as TypedDocumentString<GetLanguagesQuery, GetLanguagesQueryVariables>;
export const UpsertwordsDocument = new TypedDocumentString(`
    mutation upsertwords($input: UpsertwordsInput!) {
  upsertwords(upsertwordsInput: $input) {
    ...TestWordBaseFields
  }
}
    fragment TestWordBaseFields on WordBase {
  id
  workspaceId
  name
  description
  type
  languageCode
  sourcesId
  progress
  wordCount
  dueCount
  newCount
  isDeleted
  state
  error
  notice
  lastStudiedAt
  language {
    code
    name
    nameFull
  }
  words {
    id
    wordBaseId
    word
    translation
    usageExample
    order
    due
    retrievability
    state
    reps
    lapses
    lastReview
    scheduledDays
  }
}`) as unknown as TypedDocumentString<UpsertwordsMutation, UpsertwordsMutationVariables>;
export const TranslateDocument = new TypedDocumentString(`
    mutation translate($input: TranslateInput!) {
  translate(translateInput: $input) {
    word
    translation
    usageExample
    problem
  }
}
    `) as unknown as TypedDocumentString<TranslateMutation, TranslateMutationVariables>;
export const ExtractwordbaseDocument = new TypedDocumentString(`
    mutation extractwordbase($input: ExtractwordbaseInput!) {
  extractwordbase(extractwordbaseInput: $input) {
    ...TestWordBaseFields
  }
}
    fragment TestWordBaseFields on WordBase {
  id
  workspaceId
  name
  description
  type
  languageCode
  sourcesId
  progress
  wordCount
  dueCount
  newCount
  isDeleted
  state
  error
  notice
  lastStudiedAt
  language {
    code
    name
    nameFull
  }
  words {
    id
    wordBaseId
    word
    translation
    usageExample
    order
    due
    retrievability
    state
    reps
    lapses
    lastReview
    scheduledDays
  }
}`) as unknown as TypedDocumentString<ExtractwordbaseMutation, ExtractwordbaseMutationVariables>;
export const DeleteWordBaseDocument = new TypedDocumentString(`
    mutation deleteWordBase($input: DeleteWordBaseInput!) {
  deleteWordBase(deleteWordBaseInput: $input) {
    id
    isDeleted
  }
}
    `) as unknown as TypedDocumentString<DeleteWordBaseMutation, DeleteWordBaseMutationVariables>;
export const StartDocument = new TypedDocumentString(`
    mutation start($input: StartInput!) {
  start(startInput: $input) {
    ...TestWordSessionFields
  }
}
    fragment TestWordSessionFields on WordBaseSession {
  id
  wordBaseId
  wordBaseSessionType
  isFinished
  score
  time
  wordCount
  finishedAt
  answers {
    id
    wordId
    word
    rating
    isCorrect
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
    word
    translation
    state
  }
}`) as unknown as TypedDocumentString<StartMutation, StartMutationVariables>;
export const GetnextwordDocument = new TypedDocumentString(`
    mutation getnextword($input: GetnextwordInput!) {
  getnextword(getnextwordInput: $input) {
    id
    word
    translation
    due
    state
    reps
  }
}
    `) as unknown as TypedDocumentString<GetnextwordMutation, GetnextwordMutationVariables>;
export const WordpracticesessionDocument = new TypedDocumentString(`
    mutation wordpracticesession($input: WordpracticesessionInput!) {
  wordpracticesession(wordpracticesessionInput: $input) {
    ...TestWordSessionFields
  }
}
    fragment TestWordSessionFields on WordBaseSession {
  id
  wordBaseId
  wordBaseSessionType
  isFinished
  score
  time
  wordCount
  finishedAt
  answers {
    id
    wordId
    word
    rating
    isCorrect
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
    word
    translation
    state
  }
}`) as unknown as TypedDocumentString<WordpracticesessionMutation, WordpracticesessionMutationVariables>;
export const ValdiateexerciseDocument = new TypedDocumentString(`
    mutation valdiateexercise($input: ValdiateexerciseInput!) {
  valdiateexercise(valdiateexerciseInput: $input) {
    id
    kind
    answered
    isCorrect
    answer
    review
    expected
  }
}
    `) as unknown as TypedDocumentString<ValdiateexerciseMutation, ValdiateexerciseMutationVariables>;
export const GetWordBaseByWorkspaceIdDocument = new TypedDocumentString(`
    query getWordBaseByWorkspaceId($input: GetWordBaseByWorkspaceIdInput!) {
  getWordBaseByWorkspaceId(getWordBaseByWorkspaceIdInput: $input) {
    id
    name
    isDeleted
    wordCount
    state
  }
}
    `) as unknown as TypedDocumentString<GetWordBaseByWorkspaceIdQuery, GetWordBaseByWorkspaceIdQueryVariables>;
export const GetWordBaseByIdDocument = new TypedDocumentString(`
    query getWordBaseById($input: GetWordBaseByIdInput!) {
  getWordBaseById(getWordBaseByIdInput: $input) {
    ...TestWordBaseFields
  }
}
    fragment TestWordBaseFields on WordBase {
  id
  workspaceId
  name
  description
  type
  languageCode
  sourcesId
  progress
  wordCount
  dueCount
  newCount
  isDeleted
  state
  error
  notice
  lastStudiedAt
  language {
    code
    name
    nameFull
  }
  words {
    id
    wordBaseId
    word
    translation
    usageExample
    order
    due
    retrievability
    state
    reps
    lapses
    lastReview
    scheduledDays
  }
}`) as unknown as TypedDocumentString<GetWordBaseByIdQuery, GetWordBaseByIdQueryVariables>;
export const WordBaseWordsDocument = new TypedDocumentString(`
    query wordBaseWords($input: GetWordBaseByIdInput!, $page: Int, $limit: Int, $search: String) {
  getWordBaseById(getWordBaseByIdInput: $input) {
    id
    wordCount
    wordPage(page: $page, limit: $limit, search: $search) {
      total
      page
      limit
      data {
        id
        word
        translation
        order
        state
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WordBaseWordsQuery, WordBaseWordsQueryVariables>;
export const GetWordBaseBySourcesIdDocument = new TypedDocumentString(`
    query getWordBaseBySourcesId($input: GetWordBaseBySourcesIdInput!) {
  getWordBaseBySourcesId(getWordBaseBySourcesIdInput: $input) {
    id
    name
    sourcesId
  }
}
    `) as unknown as TypedDocumentString<GetWordBaseBySourcesIdQuery, GetWordBaseBySourcesIdQueryVariables>;
export const GetWordBaseSessionByIdDocument = new TypedDocumentString(`
    query getWordBaseSessionById($input: GetWordBaseSessionByIdInput!) {
  getWordBaseSessionById(getWordBaseSessionByIdInput: $input) {
    ...TestWordSessionFields
  }
}
    fragment TestWordSessionFields on WordBaseSession {
  id
  wordBaseId
  wordBaseSessionType
  isFinished
  score
  time
  wordCount
  finishedAt
  answers {
    id
    wordId
    word
    rating
    isCorrect
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
    word
    translation
    state
  }
}`) as unknown as TypedDocumentString<GetWordBaseSessionByIdQuery, GetWordBaseSessionByIdQueryVariables>;
export const GetWordBaseSessionByWordBaseIdDocument = new TypedDocumentString(`
    query getWordBaseSessionByWordBaseId($input: GetWordBaseSessionByWordBaseIdInput!) {
  getWordBaseSessionByWordBaseId(getWordBaseSessionByWordBaseIdInput: $input) {
    id
    wordBaseSessionType
    isFinished
    score
    wordCount
  }
}
    `) as unknown as TypedDocumentString<GetWordBaseSessionByWordBaseIdQuery, GetWordBaseSessionByWordBaseIdQueryVariables>;
export const GetWordHistoryDocument = new TypedDocumentString(`
    query getWordHistory($input: GetWordBaseByIdInput!) {
  getWordBaseById(getWordBaseByIdInput: $input) {
    id
    words {
      id
      word
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
    `) as unknown as TypedDocumentString<GetWordHistoryQuery, GetWordHistoryQueryVariables>;
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
export const GetUserDocWordBaseDocument = new TypedDocumentString(`
    query getUserDocWordBase($input: GetUserDocByIdInput!) {
  getUserDocById(getUserDocByIdInput: $input) {
    id
    wordBase {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<GetUserDocWordBaseQuery, GetUserDocWordBaseQueryVariables>;
export const NewWordBaseDocument = new TypedDocumentString(`
    subscription newWordBase($input: NewWordBaseInput!) {
  newWordBase(newWordBaseInput: $input) {
    id
    state
    wordCount
    isDeleted
  }
}
    `) as unknown as TypedDocumentString<NewWordBaseSubscription, NewWordBaseSubscriptionVariables>;
export const GetUserWorkspaceCountDocument = new TypedDocumentString(`
    query getUserWorkspaceCount($input: GetUserByIdInput!) {
  getUserWorkspaceCount(getUserByIdInput: $input)
}
    `) as unknown as TypedDocumentString<GetUserWorkspaceCountQuery, GetUserWorkspaceCountQueryVariables>;
export const SolverWorkspaceForCountDocument = new TypedDocumentString(`
    query solverWorkspaceForCount {
  getsolverworkspace {
    id
  }
}
    `) as unknown as TypedDocumentString<SolverWorkspaceForCountQuery, SolverWorkspaceForCountQueryVariables>;
export const SignUpDocument = new TypedDocumentString(`
    mutation signUp($input: SignUpInput!) {
  signUp(signUpInput: $input) {
    id
    email
    onboardingStatus
  }
}
    `) as unknown as TypedDocumentString<SignUpMutation, SignUpMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation login($input: LoginInput!) {
  login(loginInput: $input) {
    id
    email
    onboardingStatus
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation logout($input: LogoutInput) {
  logout(logoutInput: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const RefreshTokenDocument = new TypedDocumentString(`
    mutation refreshToken {
  refreshToken {
    success
    accessTokenExpiresAt
  }
}
    `) as unknown as TypedDocumentString<RefreshTokenMutation, RefreshTokenMutationVariables>;
export const VerifyCodeDocument = new TypedDocumentString(`
    mutation verifyCode($input: VerifyCodeInput!) {
  verifyCode(verifyCodeInput: $input) {
    id
    onboardingStatus
    isVerified
    role
  }
}
    `) as unknown as TypedDocumentString<VerifyCodeMutation, VerifyCodeMutationVariables>;
export const ResendAuthCodeDocument = new TypedDocumentString(`
    mutation resendAuthCode($input: ResendAuthCodeInput) {
  resendAuthCode(resendAuthCodeInput: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ResendAuthCodeMutation, ResendAuthCodeMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation resetPassword($input: ResetPasswordInput!) {
  resetPassword(resetPasswordInput: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const NewPasswordDocument = new TypedDocumentString(`
    mutation newPassword($input: NewPasswordInput!) {
  newPassword(newPasswordInput: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<NewPasswordMutation, NewPasswordMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation changePassword($input: ChangePasswordInput!) {
  changePassword(changePasswordInput: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SendSmsDocument = new TypedDocumentString(`
    mutation sendSms($input: SendSmsInput!) {
  sendSms(sendSmsInput: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SendSmsMutation, SendSmsMutationVariables>;
export const VerifyPhoneDocument = new TypedDocumentString(`
    mutation verifyPhone($input: VerifyPhoneInput!) {
  verifyPhone(verifyPhoneInput: $input) {
    success
    message
    user {
      id
      phone
      onboardingStatus
    }
  }
}
    `) as unknown as TypedDocumentString<VerifyPhoneMutation, VerifyPhoneMutationVariables>;
export const ChangeEmailDocument = new TypedDocumentString(`
    mutation changeEmail($input: ChangeEmailInput!) {
  changeEmail(changeEmailInput: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const ConfirmEmailChangeDocument = new TypedDocumentString(`
    mutation confirmEmailChange($input: ConfirmEmailChangeInput!) {
  confirmEmailChange(confirmEmailChangeInput: $input) {
    id
    email
    isVerified
    role
  }
}
    `) as unknown as TypedDocumentString<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const SendDeleteAccountCodeDocument = new TypedDocumentString(`
    mutation sendDeleteAccountCode {
  sendDeleteAccountCode {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SendDeleteAccountCodeMutation, SendDeleteAccountCodeMutationVariables>;
export const DeleteAccountDocument = new TypedDocumentString(`
    mutation deleteAccount($input: DeleteAccountInput!) {
  deleteAccount(deleteAccountInput: $input) {
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
export const GetMeDocument = new TypedDocumentString(`
    query getMe {
  getMe {
    id
    email
    phone
    name
    surname
    avatar
    role
    onboardingStatus
    isVerified
    hasPassword
    metadata {
      hasSeenInitialConversation
    }
    onboarding {
      poziom
      egzaminy
      przedmioty
    }
    integrations {
      id
      integrationType
      accessToken
      userId
    }
  }
}
    `) as unknown as TypedDocumentString<GetMeQuery, GetMeQueryVariables>;
export const AnswerOnboardingQuestionDocument = new TypedDocumentString(`
    mutation answerOnboardingQuestion($input: AnswerOnboardingQuestionInput!) {
  answerOnboardingQuestion(answerOnboardingQuestionInput: $input) {
    id
    onboardingStatus
    onboarding {
      poziom
      egzaminy
      przedmioty
    }
  }
}
    `) as unknown as TypedDocumentString<AnswerOnboardingQuestionMutation, AnswerOnboardingQuestionMutationVariables>;
export const UpdateUserInfoDocument = new TypedDocumentString(`
    mutation updateUserInfo($input: UpdateUserInfoInput!) {
  updateUserInfo(updateUserInfoInput: $input) {
    id
    name
    surname
    avatar
    metadata {
      hasSeenInitialConversation
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateUserInfoMutation, UpdateUserInfoMutationVariables>;
export const DeleteIntegrationDocument = new TypedDocumentString(`
    mutation deleteIntegration($input: DeleteIntegrationInput!) {
  deleteIntegration(deleteIntegrationInput: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteIntegrationMutation, DeleteIntegrationMutationVariables>;
export const GetUsersDocument = new TypedDocumentString(`
    query getUsers($input: GetUsersInput) {
  getUsers(getUsersInput: $input) {
    total
    page
    limit
    data {
      id
      email
      role
    }
  }
}
    `) as unknown as TypedDocumentString<GetUsersQuery, GetUsersQueryVariables>;
export const GetUserByIdDocument = new TypedDocumentString(`
    query getUserById($input: GetUserByIdInput!) {
  getUserById(getUserByIdInput: $input) {
    id
    email
  }
}
    `) as unknown as TypedDocumentString<GetUserByIdQuery, GetUserByIdQueryVariables>;
export const GetAppConfigDocument = new TypedDocumentString(`
    query getAppConfig {
  getAppConfig {
    turnstileSiteKey
    requirePhone
  }
}
    `) as unknown as TypedDocumentString<GetAppConfigQuery, GetAppConfigQueryVariables>;
export const GetbyprzedmiotandpoziomDocument = new TypedDocumentString(`
    query getbyprzedmiotandpoziom($input: GetbyprzedmiotandpoziomInput!) {
  getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $input) {
    id
    przedmiot
    poziom
    base
    ckePoziom
    temat
    podTematy
    visible
  }
}
    `) as unknown as TypedDocumentString<GetbyprzedmiotandpoziomQuery, GetbyprzedmiotandpoziomQueryVariables>;
export const GetLekturyDocument = new TypedDocumentString(`
    query getLektury($input: GetLekturyInput) {
  getLektury(getLekturyInput: $input) {
    id
    title
    author
    epoka
    ckePoziom
    egzaminOsmoklasisty
  }
}
    `) as unknown as TypedDocumentString<GetLekturyQuery, GetLekturyQueryVariables>;
export const GetckeDocument = new TypedDocumentString(`
    query getcke {
  getcke {
    id
    liczbaPunktow
    minWords
    criteria {
      id
      name
      maxPoints
      details
    }
    rules
  }
}
    `) as unknown as TypedDocumentString<GetckeQuery, GetckeQueryVariables>;
export const CreateWorkspaceDocument = new TypedDocumentString(`
    mutation createWorkspace($input: CreateWorkspaceInput!) {
  createWorkspace(createWorkspaceInput: $input) {
    id
    type
    name
    userId
    zbiorCkeId
    createdAt
    updatedAt
    temat {
      id
      przedmiot
      poziom
      temat
    }
  }
}
    `) as unknown as TypedDocumentString<CreateWorkspaceMutation, CreateWorkspaceMutationVariables>;
export const GetWorkspaceByIdDocument = new TypedDocumentString(`
    query getWorkspaceById($input: GetWorkspaceByIdInput!) {
  getWorkspaceById(getWorkspaceByIdInput: $input) {
    id
    type
    name
    userId
    zbiorCkeId
    createdAt
    updatedAt
    temat {
      id
      przedmiot
      poziom
      temat
    }
  }
}
    `) as unknown as TypedDocumentString<GetWorkspaceByIdQuery, GetWorkspaceByIdQueryVariables>;
export const GetWorkspaceByUserIdDocument = new TypedDocumentString(`
    query getWorkspaceByUserId {
  getWorkspaceByUserId {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<GetWorkspaceByUserIdQuery, GetWorkspaceByUserIdQueryVariables>;
export const GetLatestDataDocument = new TypedDocumentString(`
    query getLatestData($input: GetLatestDataInput) {
  getLatestData(getLatestDataInput: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<GetLatestDataQuery, GetLatestDataQueryVariables>;
export const UpdateWorkspaceDocument = new TypedDocumentString(`
    mutation updateWorkspace($input: UpdateWorkspaceInput!) {
  updateWorkspace(updateWorkspaceInput: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<UpdateWorkspaceMutation, UpdateWorkspaceMutationVariables>;
export const DeleteWorkspaceDocument = new TypedDocumentString(`
    mutation deleteWorkspace($input: DeleteWorkspaceInput!) {
  deleteWorkspace(deleteWorkspaceInput: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteWorkspaceMutation, DeleteWorkspaceMutationVariables>;
export const CreateUserDocDocument = new TypedDocumentString(`
    mutation createUserDoc($input: CreateUserDocInput!) {
  createUserDoc(createUserDocInput: $input) {
    __typename
    ... on UserDoc {
      ...TestUserDocFields
    }
    ... on ExecutionError {
      errorCode
      message
    }
  }
}
    fragment TestUserDocFields on UserDoc {
  id
  workspaceId
  type
  state
  name
  sourceType
  content
  pageCount
  ocrPages
  truncatedFrom
  error
  segments {
    text
    page
  }
  file {
    id
    contentType
    originalFileName
    fileUrl
  }
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
}`) as unknown as TypedDocumentString<CreateUserDocMutation, CreateUserDocMutationVariables>;
export const GetUserDocByIdDocument = new TypedDocumentString(`
    query getUserDocById($input: GetUserDocByIdInput!) {
  getUserDocById(getUserDocByIdInput: $input) {
    ...TestUserDocFields
  }
}
    fragment TestUserDocFields on UserDoc {
  id
  workspaceId
  type
  state
  name
  sourceType
  content
  pageCount
  ocrPages
  truncatedFrom
  error
  segments {
    text
    page
  }
  file {
    id
    contentType
    originalFileName
    fileUrl
  }
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
}`) as unknown as TypedDocumentString<GetUserDocByIdQuery, GetUserDocByIdQueryVariables>;
export const GetUserDocByWorkspaceIdDocument = new TypedDocumentString(`
    query getUserDocByWorkspaceId($input: GetUserDocByWorkspaceIdInput!) {
  getUserDocByWorkspaceId(getUserDocByWorkspaceIdInput: $input) {
    id
    name
    state
  }
}
    `) as unknown as TypedDocumentString<GetUserDocByWorkspaceIdQuery, GetUserDocByWorkspaceIdQueryVariables>;
export const UpdatedocDocument = new TypedDocumentString(`
    mutation updatedoc($input: UpdatedocInput!) {
  updatedoc(updatedocInput: $input) {
    id
    name
    sourceType
  }
}
    `) as unknown as TypedDocumentString<UpdatedocMutation, UpdatedocMutationVariables>;
export const DeleteUserDocDocument = new TypedDocumentString(`
    mutation deleteUserDoc($input: DeleteUserDocInput!) {
  deleteUserDoc(deleteUserDocInput: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteUserDocMutation, DeleteUserDocMutationVariables>;
export const GetFileUrlDocument = new TypedDocumentString(`
    mutation getFileUrl($input: GetFileUrlInput!) {
  getFileUrl(getFileUrlInput: $input) {
    url
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<GetFileUrlMutation, GetFileUrlMutationVariables>;
export const GetUploadLimitDocument = new TypedDocumentString(`
    query getUploadLimit {
  getAppConfig {
    uploadMaxBytes
  }
}
    `) as unknown as TypedDocumentString<GetUploadLimitQuery, GetUploadLimitQueryVariables>;
export const EditnoteDocument = new TypedDocumentString(`
    mutation editnote($input: EditnoteInput!) {
  editnote(editnoteInput: $input) {
    id
    workspaceId
    name
    content
    action
    zadanieRelationId
    sourcesId
    createdAt
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<EditnoteMutation, EditnoteMutationVariables>;
export const GetAiNoteByIdDocument = new TypedDocumentString(`
    query getAiNoteById($input: GetAiNoteByIdInput!) {
  getAiNoteById(getAiNoteByIdInput: $input) {
    id
    workspaceId
    name
    content
    action
    zadanieRelationId
    sourcesId
    createdAt
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<GetAiNoteByIdQuery, GetAiNoteByIdQueryVariables>;
export const GetAiNoteByWorkspaceIdDocument = new TypedDocumentString(`
    query getAiNoteByWorkspaceId($input: GetAiNoteByWorkspaceIdInput!) {
  getAiNoteByWorkspaceId(getAiNoteByWorkspaceIdInput: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<GetAiNoteByWorkspaceIdQuery, GetAiNoteByWorkspaceIdQueryVariables>;
export const DeleteAiNoteDocument = new TypedDocumentString(`
    mutation deleteAiNote($input: DeleteAiNoteInput!) {
  deleteAiNote(deleteAiNoteInput: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteAiNoteMutation, DeleteAiNoteMutationVariables>;
export const GenerateainotatkaAiNoteDocument = new TypedDocumentString(`
    mutation generateainotatkaAiNote($input: GenerateainotatkaAiNoteInput!) {
  generateainotatkaAiNote(generateainotatkaAiNoteInput: $input) {
    id
    workspaceId
    name
    content
    action
    sourcesId
  }
}
    `) as unknown as TypedDocumentString<GenerateainotatkaAiNoteMutation, GenerateainotatkaAiNoteMutationVariables>;
export const NoteactionDocument = new TypedDocumentString(`
    mutation noteaction($input: NoteactionInput!) {
  noteaction(noteactionInput: $input) {
    text
    note {
      id
      name
      content
    }
  }
}
    `) as unknown as TypedDocumentString<NoteactionMutation, NoteactionMutationVariables>;
export const UpdateSourcesDocument = new TypedDocumentString(`
    mutation updateSources($input: UpdateSourcesInput!) {
  updateSources(updateSourcesInput: $input) {
    ...TestSourceSetFields
  }
}
    fragment TestSourceSetFields on SourceSet {
  id
  workspaceId
  action
  items {
    type
    id
  }
  sources {
    __typename
    ... on UserDoc {
      id
      name
    }
    ... on AiNote {
      id
      name
    }
    ... on QuizResult {
      id
    }
    ... on LibrarySource {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<UpdateSourcesMutation, UpdateSourcesMutationVariables>;
export const GetSourcesByIdDocument = new TypedDocumentString(`
    query getSourcesById($input: GetSourcesByIdInput!) {
  getSourcesById(getSourcesByIdInput: $input) {
    ...TestSourceSetFields
  }
}
    fragment TestSourceSetFields on SourceSet {
  id
  workspaceId
  action
  items {
    type
    id
  }
  sources {
    __typename
    ... on UserDoc {
      id
      name
    }
    ... on AiNote {
      id
      name
    }
    ... on QuizResult {
      id
    }
    ... on LibrarySource {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<GetSourcesByIdQuery, GetSourcesByIdQueryVariables>;
export const GetActionSourcesDocument = new TypedDocumentString(`
    query getActionSources($input: GetActionSourcesInput!) {
  getActionSources(getActionSourcesInput: $input) {
    workspaceId
    action
    selected {
      ...TestSourceSetFields
    }
    groups {
      type
      label
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
      }
    }
    fromTools {
      itemType
      label
      sources {
        __typename
        ... on QuizResult {
          id
          quizWorkspaceId
          percent
        }
        ... on LibrarySource {
          id
          name
          podrecznikId
        }
      }
    }
  }
}
    fragment TestSourceSetFields on SourceSet {
  id
  workspaceId
  action
  items {
    type
    id
  }
  sources {
    __typename
    ... on UserDoc {
      id
      name
    }
    ... on AiNote {
      id
      name
    }
    ... on QuizResult {
      id
    }
    ... on LibrarySource {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<GetActionSourcesQuery, GetActionSourcesQueryVariables>;
export const StartconversationDocument = new TypedDocumentString(`
    mutation startconversation($input: StartconversationInput!) {
  startconversation(startconversationInput: $input) {
    ...TestConversationFields
  }
}
    fragment TestConversationFields on ConversationWorkspace {
  id
  workspaceId
  name
  action
  state
  isFetching
  sourcesId
  userMessages {
    id
    message
    messageContent
    type
    messageFiles {
      fileId
      contentType
      originalFileName
      fileUrl
    }
    botResponses {
      id
      content
      isFetching
      isError
      error
      stopped
      citations {
        number
        sourceType
        sourceId
        name
        page
        charStart
        charEnd
        excerpt
      }
    }
  }
}`) as unknown as TypedDocumentString<StartconversationMutation, StartconversationMutationVariables>;
export const StartconversationoverallDocument = new TypedDocumentString(`
    mutation startconversationoverall($input: StartconversationoverallInput!) {
  startconversationoverall(startconversationoverallInput: $input) {
    ...TestConversationFields
  }
}
    fragment TestConversationFields on ConversationWorkspace {
  id
  workspaceId
  name
  action
  state
  isFetching
  sourcesId
  userMessages {
    id
    message
    messageContent
    type
    messageFiles {
      fileId
      contentType
      originalFileName
      fileUrl
    }
    botResponses {
      id
      content
      isFetching
      isError
      error
      stopped
      citations {
        number
        sourceType
        sourceId
        name
        page
        charStart
        charEnd
        excerpt
      }
    }
  }
}`) as unknown as TypedDocumentString<StartconversationoverallMutation, StartconversationoverallMutationVariables>;
export const StartconversationsolverDocument = new TypedDocumentString(`
    mutation startconversationsolver($input: StartconversationsolverInput!) {
  startconversationsolver(startconversationsolverInput: $input) {
    ...TestConversationFields
  }
}
    fragment TestConversationFields on ConversationWorkspace {
  id
  workspaceId
  name
  action
  state
  isFetching
  sourcesId
  userMessages {
    id
    message
    messageContent
    type
    messageFiles {
      fileId
      contentType
      originalFileName
      fileUrl
    }
    botResponses {
      id
      content
      isFetching
      isError
      error
      stopped
      citations {
        number
        sourceType
        sourceId
        name
        page
        charStart
        charEnd
        excerpt
      }
    }
  }
}`) as unknown as TypedDocumentString<StartconversationsolverMutation, StartconversationsolverMutationVariables>;
export const StartconversationinlineDocument = new TypedDocumentString(`
    mutation startconversationinline($input: StartconversationinlineInput!) {
  startconversationinline(startconversationinlineInput: $input) {
    ...TestConversationFields
  }
}
    fragment TestConversationFields on ConversationWorkspace {
  id
  workspaceId
  name
  action
  state
  isFetching
  sourcesId
  userMessages {
    id
    message
    messageContent
    type
    messageFiles {
      fileId
      contentType
      originalFileName
      fileUrl
    }
    botResponses {
      id
      content
      isFetching
      isError
      error
      stopped
      citations {
        number
        sourceType
        sourceId
        name
        page
        charStart
        charEnd
        excerpt
      }
    }
  }
}`) as unknown as TypedDocumentString<StartconversationinlineMutation, StartconversationinlineMutationVariables>;
export const StartconversationintentDocument = new TypedDocumentString(`
    mutation startconversationintent($input: StartconversationintentInput!) {
  startconversationintent(startconversationintentInput: $input) {
    id
    action
    intent {
      type
      message
      conversationType
    }
  }
}
    `) as unknown as TypedDocumentString<StartconversationintentMutation, StartconversationintentMutationVariables>;
export const SendmessageDocument = new TypedDocumentString(`
    mutation sendmessage($input: SendmessageInput!) {
  sendmessage(sendmessageInput: $input) {
    id
    message
    type
    botResponses {
      ...TestBotMessageFields
    }
  }
}
    fragment TestBotMessageFields on BotMessage {
  id
  content
  isFetching
  isError
  error
  stopped
  citations {
    number
    sourceType
    sourceId
    name
    page
    charStart
    charEnd
    excerpt
  }
}`) as unknown as TypedDocumentString<SendmessageMutation, SendmessageMutationVariables>;
export const SendmessageintentDocument = new TypedDocumentString(`
    mutation sendmessageintent($input: SendmessageintentInput!) {
  sendmessageintent(sendmessageintentInput: $input) {
    id
    messageIntents {
      conversationType
      message
    }
  }
}
    `) as unknown as TypedDocumentString<SendmessageintentMutation, SendmessageintentMutationVariables>;
export const SendmessageintentaiDocument = new TypedDocumentString(`
    mutation sendmessageintentai($input: SendmessageintentaiInput!) {
  sendmessageintentai(sendmessageintentaiInput: $input) {
    id
    messageIntents {
      type
      conversationType
      message
    }
  }
}
    `) as unknown as TypedDocumentString<SendmessageintentaiMutation, SendmessageintentaiMutationVariables>;
export const GetConversationWorkspaceByIdDocument = new TypedDocumentString(`
    query getConversationWorkspaceById($input: GetConversationWorkspaceByIdInput!) {
  getConversationWorkspaceById(getConversationWorkspaceByIdInput: $input) {
    ...TestConversationFields
  }
}
    fragment TestConversationFields on ConversationWorkspace {
  id
  workspaceId
  name
  action
  state
  isFetching
  sourcesId
  userMessages {
    id
    message
    messageContent
    type
    messageFiles {
      fileId
      contentType
      originalFileName
      fileUrl
    }
    botResponses {
      id
      content
      isFetching
      isError
      error
      stopped
      citations {
        number
        sourceType
        sourceId
        name
        page
        charStart
        charEnd
        excerpt
      }
    }
  }
}`) as unknown as TypedDocumentString<GetConversationWorkspaceByIdQuery, GetConversationWorkspaceByIdQueryVariables>;
export const PaginateConversationWorkspaceByWorkspaceIdDocument = new TypedDocumentString(`
    query paginateConversationWorkspaceByWorkspaceId($input: PaginateConversationWorkspaceByWorkspaceIdInput!) {
  paginateConversationWorkspaceByWorkspaceId(
    paginateConversationWorkspaceByWorkspaceIdInput: $input
  ) {
    total
    page
    limit
    data {
      id
      name
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<PaginateConversationWorkspaceByWorkspaceIdQuery, PaginateConversationWorkspaceByWorkspaceIdQueryVariables>;
export const StopConversationGenerationDocument = new TypedDocumentString(`
    mutation stopConversationGeneration($input: StopConversationGenerationInput!) {
  stopConversationGeneration(stopConversationGenerationInput: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<StopConversationGenerationMutation, StopConversationGenerationMutationVariables>;
export const RenameConversationWorkspaceDocument = new TypedDocumentString(`
    mutation renameConversationWorkspace($input: RenameConversationWorkspaceInput!) {
  renameConversationWorkspace(renameConversationWorkspaceInput: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<RenameConversationWorkspaceMutation, RenameConversationWorkspaceMutationVariables>;
export const DeleteConversationWorkspaceDocument = new TypedDocumentString(`
    mutation deleteConversationWorkspace($input: DeleteConversationWorkspaceInput!) {
  deleteConversationWorkspace(deleteConversationWorkspaceInput: $input) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteConversationWorkspaceMutation, DeleteConversationWorkspaceMutationVariables>;
export const GetSubscriptionUsageDocument = new TypedDocumentString(`
    query getSubscriptionUsage {
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
    `) as unknown as TypedDocumentString<GetSubscriptionUsageQuery, GetSubscriptionUsageQueryVariables>;
export const GetAvaliblePlansPublicDocument = new TypedDocumentString(`
    query getAvaliblePlansPublic {
  getAvaliblePlansPublic {
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
      visible
      label
      limitDisplay
      limitInterval
      limit {
        type
        value
      }
      usedIn
    }
  }
}
    `) as unknown as TypedDocumentString<GetAvaliblePlansPublicQuery, GetAvaliblePlansPublicQueryVariables>;
export const NewAiNoteDocument = new TypedDocumentString(`
    subscription newAiNote($input: NewAiNoteInput!) {
  newAiNote(newAiNoteInput: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<NewAiNoteSubscription, NewAiNoteSubscriptionVariables>;
export const UpdateUserDocDocument = new TypedDocumentString(`
    subscription updateUserDoc($input: UserDocEventsInput!) {
  updateUserDoc(updateUserDocInput: $input) {
    id
    state
  }
}
    `) as unknown as TypedDocumentString<UpdateUserDocSubscription, UpdateUserDocSubscriptionVariables>;
export const LlmStreamDocument = new TypedDocumentString(`
    subscription llmStream($input: LlmStreamInput!) {
  llmStream(llmStreamInput: $input) {
    type
    delta
    offset
    content
    error
  }
}
    `) as unknown as TypedDocumentString<LlmStreamSubscription, LlmStreamSubscriptionVariables>;