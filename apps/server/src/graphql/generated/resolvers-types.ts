import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ConversationView, UserMessageView } from '../../modules/conversations/commands.ts';
import type { BotMessageRow } from '../../modules/conversations/service.ts';
import type { RozprawkaRow, SegmentRow, RewriteRow, ReviewRow, Grading, GradedCriterion, GradedQuote, SegmentNote } from '../../modules/essays/tables.ts';
import type { ZadanieRow } from '../../modules/exercises/tables.ts';
import type { LibraryBookRow, LibraryImportRow } from '../../modules/library/tables.ts';
import type { BookView, ChapterView, BookRow } from '../../modules/library/presenting.ts';
import type { LibrarySourceView } from '../../modules/library/chapter-source.ts';
import type { RagDocument } from '../../modules/library/rag-admin.ts';
import type { UserDocView, FileRow } from '../../modules/materials/service.ts';
import type { AiNoteView } from '../../modules/notes/service.ts';
import type { QuizFlowRow, QuizRow, QuizQuestionRow, QuizResultRow, AnswerView } from '../../modules/quizzes/service.ts';
import type { QuizPassage } from '../../modules/quizzes/tables.ts';
import type { LanguageRow } from '../../modules/reference/service.ts';
import type { ShareRow } from '../../modules/sharing/tables.ts';
import type { SharedItemView, SharedCopyView } from '../../modules/sharing/commands.ts';
import type { SourceSetView } from '../../modules/sources/service.ts';
import type { AppConfigParent } from '../../modules/system/resolvers.ts';
import type { TestSolverRow } from '../../modules/testsolver/tables.ts';
import type { AiTutorRow, AiTutorTopicRow } from '../../modules/tutors/service.ts';
import type { AiTutorSessionRow } from '../../modules/tutors/tables.ts';
import type { SubscriptionUsageView } from '../../modules/usage/commands.ts';
import type { PresentedUser } from '../../modules/users/presenter.ts';
import type { WordBaseResult } from '../../modules/wordbases/commands.ts';
import type { WordRow, WordSessionRow, WordExerciseRow } from '../../modules/wordbases/tables.ts';
import type { WorkspaceView } from '../../modules/workspaces/commands.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Data i czas w formacie ISO 8601 (UTC), np. `2026-11-22T10:15:00.000Z`. */
  DateTime: { input: Date | string; output: Date | string; }
  /** Dowolna wartość JSON (dane, których kształt opisuje dokumentacja pola). */
  JSON: { input: unknown; output: unknown; }
  /** Plik przesłany w żądaniu GraphQL multipart (specyfikacja „GraphQL multipart request”). */
  Upload: { input: File; output: File; }
};

/** Koszt jednej akcji w okresie: ile wywołań modeli i za ile. */
export type ActionCost = {
  __typename?: 'ActionCost';
  action: Scalars['String']['output'];
  cost: Scalars['Float']['output'];
  count: Scalars['Int']['output'];
  tokensOutput: Scalars['Int']['output'];
  tokensPrompt: Scalars['Int']['output'];
  unpricedCalls: Scalars['Int']['output'];
};

export type ActionSources = {
  __typename?: 'ActionSources';
  action: SourcesAction;
  /** Wyniki innych narzędzi w tej przestrzeni, które mogą być materiałem (najnowsze najpierw). */
  fromTools: Array<ToolSourceGroup>;
  /** Wszystkie materiały przestrzeni, które można wybrać, według rodzaju (każdy rodzaj, także pusty). */
  groups: Array<SourceGroup>;
  /** Ostatni wybór ucznia dla tego narzędzia w tej przestrzeni. */
  selected?: Maybe<SourceSet>;
  workspaceId: Scalars['ID']['output'];
};

/** Wykorzystanie akcji objętej limitem planu: zatwierdzone użycia w okresie. */
export type ActionUses = {
  __typename?: 'ActionUses';
  action: Scalars['String']['output'];
  /** Nazwa akcji po polsku. */
  label: Scalars['String']['output'];
  uses: Scalars['Int']['output'];
};

export type ActivityDay = {
  __typename?: 'ActivityDay';
  activeUsers: Scalars['Int']['output'];
  day: Scalars['String']['output'];
  pageViews: Scalars['Int']['output'];
  visits: Scalars['Int']['output'];
};

export type ActivityPerformance = {
  __typename?: 'ActivityPerformance';
  appLoads: AppLoadStats;
  vitals: Array<VitalStats>;
};

export type ActivityRange = {
  __typename?: 'ActivityRange';
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

/** Aktywność w aplikacji z telemetrii produktu i zdarzeń domenowych (bez treści, bez e-maili). */
export type ActivityStats = {
  __typename?: 'ActivityStats';
  days: Array<ActivityDay>;
  pages: Array<PageViewCount>;
  performance: ActivityPerformance;
  range: ActivityRange;
  tools: Array<ToolOpenCount>;
  totals: ActivityTotals;
  tours: Array<TourCount>;
};

export type ActivityTotals = {
  __typename?: 'ActivityTotals';
  /** Różni użytkownicy z jakimkolwiek zdarzeniem (także biznesowym, np. wiadomością w czacie). */
  activeUsers: Scalars['Int']['output'];
  pageViews: Scalars['Int']['output'];
  /** Wizyty w aplikacji (z telemetrii; jedna karta przeglądarki to jedna wizyta). */
  visits: Scalars['Int']['output'];
};

export type AddLimitToPlanInput = {
  /** Limit, którego ustawienia się kopiuje. */
  limitId: Scalars['ID']['input'];
  /** Plan, który dostaje taki sam limit. */
  planId: Scalars['ID']['input'];
};

/** Pakiet dodatkowych użyć jednej czynności, który można dokupić. */
export type AddOnOffer = {
  __typename?: 'AddOnOffer';
  action: UsageAction;
  /** Ile użyć dochodzi do limitu. */
  additionalLimit: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Cena brutto w złotych. */
  price: Scalars['Float']['output'];
  /** Ile dni dokupione użycia obowiązują. */
  validDays: Scalars['Int']['output'];
};

/** Dodatkowe użycia jednej czynności dokupione ponad limit planu. */
export type AdditionalLimit = {
  __typename?: 'AdditionalLimit';
  action: UsageAction;
  additionalLimit: Scalars['Int']['output'];
  /** Do kiedy dokupione użycia obowiązują; null — bez końca. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Cena w złotych. */
  price: Scalars['Float']['output'];
  purchasedAt: Scalars['DateTime']['output'];
};

/** Jedna zmiana administratora: kto, co, na czym, stan przed i po (bez treści uczniów). */
export type AdminAuditEntry = {
  __typename?: 'AdminAuditEntry';
  adminId: Scalars['ID']['output'];
  after?: Maybe<Scalars['JSON']['output']>;
  /** Wiersz przed zmianą; null — utworzony. */
  before?: Maybe<Scalars['JSON']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Nazwa operacji, np. updatePlan. */
  operation: Scalars['String']['output'];
  targetId: Scalars['ID']['output'];
  /** Plan, Limit, Subscription, AdditionalLimit albo User (rola, blokada konta). */
  targetType: Scalars['String']['output'];
};

export type AdminAuditPage = {
  __typename?: 'AdminAuditPage';
  data: Array<AdminAuditEntry>;
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type AdminPodrecznikiInput = {
  /** Podręczników na stronę: 1–50 (domyślnie 20). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Strona od 1 (domyślnie 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Tylko ten przedmiot (bez niego: wszystkie). */
  przedmiot?: InputMaybe<Przedmiot>;
  /** Fragment tytułu albo numeru ISBN (do 200 znaków). */
  szukaj?: InputMaybe<Scalars['String']['input']>;
};

/** Stan serwisu na pierwszy rzut oka (strona /admin). */
export type AdminStats = {
  __typename?: 'AdminStats';
  active7: Scalars['Int']['output'];
  active30: Scalars['Int']['output'];
  /** Użytkownicy, którzy coś zrobili dziś (od północy w Warszawie), w 7 i w 30 dni. */
  activeToday: Scalars['Int']['output'];
  aiMonth: AiUsageTotals;
  /** Wywołania AI dziś i w tym miesiącu (kalendarz warszawski). */
  aiToday: AiUsageTotals;
  failingJobs: Array<FailingJobs>;
  /** Najczęstsze akcje AI w ostatnich 30 dniach. */
  topActions: Array<ActionCost>;
  /** Modele bez ceny w ostatnich 30 dniach (do uzupełnienia w AI_PRICES). */
  unpricedModels: Array<Scalars['String']['output']>;
  /** Nowe konta w ostatnich 7 i 30 dniach. */
  usersNew7: Scalars['Int']['output'];
  usersNew30: Scalars['Int']['output'];
  usersTotal: Scalars['Int']['output'];
};

/**
 * Subskrypcja użytkownika w oczach administratora: opłacana w Stripe (ma `stripeSubscriptionId`)
 * albo przyznana przez administratora (bez niego).
 */
export type AdminSubscription = {
  __typename?: 'AdminSubscription';
  /** Przyznana przez administratora (tylko taką może on zakończyć). */
  adminGrant: Scalars['Boolean']['output'];
  /** month, month_3 albo month_12. */
  billingInterval: Scalars['String']['output'];
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  /** Koniec; null — bez końca. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  grantedAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  plan: Plan;
  status: SubStatus;
  stripeSubscriptionId?: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

export type AdminTematyInput = {
  poziom: Poziom;
  przedmiot: Przedmiot;
};

/** Jeden dzień (kalendarz warszawski) wywołań modeli AI. */
export type AggregatedUsage = {
  __typename?: 'AggregatedUsage';
  /** Średni czas wywołania w milisekundach. */
  avgTime: Scalars['Int']['output'];
  /** Ten dzień według akcji (od najczęstszej). */
  byAction: Array<AiUsageTotals>;
  /** Ten dzień według modelu (od najczęstszego). */
  byModel: Array<AiUsageTotals>;
  calls: Scalars['Int']['output'];
  /** Koszt w dolarach. */
  cost: Scalars['Float']['output'];
  /** Dzień jako RRRR-MM-DD. */
  date: Scalars['String']['output'];
  /** Akcja z największą liczbą wywołań tego dnia. */
  popularAction?: Maybe<Scalars['String']['output']>;
  tokensOutput: Scalars['Int']['output'];
  tokensPrompt: Scalars['Int']['output'];
  unpricedCalls: Scalars['Int']['output'];
  /** Liczba różnych zalogowanych użytkowników, dla których model pracował tego dnia. */
  userCount: Scalars['Int']['output'];
};

/** Notatka w przestrzeni: Markdown z wzorami LaTeX (`$…$`, `$$…$$`). */
export type AiNote = {
  __typename?: 'AiNote';
  /** Skąd pochodzi notatka. */
  action: NoteOrigin;
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  sourcesId?: Maybe<Scalars['ID']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  workspaceId: Scalars['ID']['output'];
  zadanieRelationId?: Maybe<Scalars['ID']['output']>;
};

/**
 * Korepetytor AI: plan tematów w kolejności nauki, każdy z sesjami zakończonymi quizem. Stan planu:
 * CREATED (w kolejce) → INITIAL_PENDING (AI układa plan) → INITIAL_READY (plan gotowy; treści tematów
 * powstają po kolei) albo INITIAL_FAILED (`error` mówi dlaczego, limit wraca); MAIN_READY, gdy
 * wszystkie tematy mają już treść.
 */
export type AiTutor = {
  __typename?: 'AiTutor';
  aiTutorInitialData: AiTutorInitialData;
  /** Tematy planu w kolejności nauki (puste, dopóki plan nie jest gotowy). */
  aiTutorTemat: Array<AiTutorTemat>;
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Powód niepowodzenia (po polsku), gdy stan to INITIAL_FAILED. */
  error?: Maybe<Scalars['String']['output']>;
  /** Adres obrazka (null bez obrazka). */
  fileUrl?: Maybe<Scalars['String']['output']>;
  /** Obrazek korepetytora – tylko gdy skonfigurowano model obrazów; inaczej null (pokazujemy ikonę przedmiotu). */
  generatedImageId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  origin: AiTutorOrigin;
  poziom?: Maybe<Poziom>;
  /** Postęp w procentach: część tematów planu opanowanych w quizach sesji. */
  progress: Scalars['Int']['output'];
  przedmiot: Przedmiot;
  rozdzial?: Maybe<AiTutorRozdzial>;
  state: GenerationState;
  /** Ten temat z podstawy programowej (nazwa do pokazania). */
  temat?: Maybe<Tematy>;
  /** Temat z podstawy programowej (korepetytor tematu albo temat przestrzeni materiałów). */
  tematId?: Maybe<Scalars['ID']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  userId: Scalars['ID']['output'];
  /** Przestrzeń korepetytora (rodzaju AITUTOR): jego rozmowy i notatki. */
  workspaceId: Scalars['ID']['output'];
};

/** Poziom szczegółowości korepetytora: NORMAL – Podstawowy, PRECISE – Dokładny. */
export type AiTutorDetailLevel =
  | 'NORMAL'
  | 'PRECISE';

/** To, co uczeń podał, zamawiając korepetytora. */
export type AiTutorInitialData = {
  __typename?: 'AiTutorInitialData';
  detailLevel: AiTutorDetailLevel;
  /** Zestaw materiałów ucznia (korepetytor z materiałów), inaczej null. */
  sourcesId?: Maybe<Scalars['ID']['output']>;
  /** Uwaga ucznia, np. „mam sprawdzian w piątek”. */
  userComment?: Maybe<Scalars['String']['output']>;
};

/**
 * Czego uczy korepetytor: TOPIC – tematu z podstawy programowej, CHAPTER – rozdziału podręcznika z
 * biblioteki, MATERIALS – materiałów ucznia.
 */
export type AiTutorOrigin =
  | 'CHAPTER'
  | 'MATERIALS'
  | 'TOPIC';

/** Podrozdział podręcznika, za którym idzie temat korepetytora. */
export type AiTutorPodrozdzial = {
  __typename?: 'AiTutorPodrozdzial';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  number: Scalars['String']['output'];
  page?: Maybe<Scalars['Int']['output']>;
};

/** Rozdział podręcznika z biblioteki, którego uczy korepetytor. */
export type AiTutorRozdzial = {
  __typename?: 'AiTutorRozdzial';
  bookId: Scalars['ID']['output'];
  bookTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  number: Scalars['String']['output'];
};

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

/**
 * Temat planu korepetytora. Stan: INITIAL_READY (w planie), MAIN_PENDING (AI pisze treść i przykłady),
 * MAIN_READY (gotowy do nauki, `full_generated`), INITIAL_FAILED (treści nie udało się napisać).
 */
export type AiTutorTemat = {
  __typename?: 'AiTutorTemat';
  aiTutorId: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  error?: Maybe<Scalars['String']['output']>;
  full_generated: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Opanowany: ostatni quiz sesji tego tematu poszedł dobrze. */
  mastered: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Kolejność w planie (od 1). */
  order: Scalars['Int']['output'];
  /** Podrozdział podręcznika, za którym idzie temat (korepetytor rozdziału). */
  podrSubchapter?: Maybe<AiTutorPodrozdzial>;
  /** Sesje tematu, od najstarszej. */
  sessions: Array<AiTutorTematSession>;
  state: GenerationState;
  workspaceId: Scalars['ID']['output'];
};

/**
 * Materiał tematu dla ucznia: treść do nauki i zadania do przećwiczenia (bez rozwiązań – te zna tylko
 * korepetytor, który podpowiada zamiast je podawać).
 */
export type AiTutorTematData = {
  __typename?: 'AiTutorTematData';
  aiTutorTemat: AiTutorTemat;
  /** Treść tematu (Markdown z LaTeX-em); null, dopóki nie jest gotowa. */
  content?: Maybe<Scalars['String']['output']>;
  /** Treści zadań do przećwiczenia z korepetytorem. */
  exercises: Array<Scalars['String']['output']>;
};

/**
 * Sesja nauki jednego tematu: rozmowa prowadzona przez korepetytora (najpierw pyta, podpowiada zamiast
 * podawać wyniki), zakończona quizem. Wiadomości w niej liczą się jako „korepetycje AI”.
 */
export type AiTutorTematSession = {
  __typename?: 'AiTutorTematSession';
  aiTutorTematId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  detailLevel: AiTutorDetailLevel;
  id: Scalars['ID']['output'];
  /** Poprzednia sesja tego tematu (null w pierwszej). */
  previousSessionId?: Maybe<Scalars['ID']['output']>;
  /** Wynik quizu sesji w procentach (temat opanowany od 80%). */
  scorePercent?: Maybe<Scalars['Int']['output']>;
  /** Rozmowa sesji (w przestrzeni korepetytora): czytaj ją jak każdą rozmowę. */
  sessionConversationId?: Maybe<Scalars['ID']['output']>;
  /** Czy rozmowa sesji już się zaczęła (korepetytor napisał pierwszą wiadomość). */
  sessionConversationStarted: Scalars['Boolean']['output'];
  /** Podejście ucznia do quizu sesji, gdy je zakończył. */
  sessionQuizId?: Maybe<Scalars['ID']['output']>;
  state: AiTutorSessionState;
  testSessionQuiz?: Maybe<QuizWorkspace>;
  /** Quiz kończący sesję (zamówiony przez finishAiTutorTematSession); null przed nim i gdy nie powstał. */
  testSessionQuizId?: Maybe<Scalars['ID']['output']>;
};

/** Liczba wywołań modeli AI, tokeny i koszt jednej grupy. */
export type AiUsageTotals = {
  __typename?: 'AiUsageTotals';
  calls: Scalars['Int']['output'];
  /** Koszt w dolarach wywołań modeli z ceną. */
  cost: Scalars['Float']['output'];
  /** Klucz grupy: akcja (np. QUIZ_GENERATION), model albo id użytkownika, zależnie od zestawienia. */
  key?: Maybe<Scalars['String']['output']>;
  tokensOutput: Scalars['Int']['output'];
  tokensPrompt: Scalars['Int']['output'];
  /** Wywołania modeli bez ceny (AI_PRICES): ich koszt jest nieznany. */
  unpricedCalls: Scalars['Int']['output'];
};

export type AitutoringAiTutorInput = {
  detailLevel?: InputMaybe<AiTutorDetailLevel>;
  /** Rozdział opublikowanego podręcznika z biblioteki. */
  rozdzialId?: InputMaybe<Scalars['ID']['input']>;
  /** Zestaw materiałów ucznia (updateSources z action AITUTOR). */
  sourcesId?: InputMaybe<Scalars['ID']['input']>;
  /** Temat z podstawy programowej (dokładnie jedno z: tematId, rozdzialId, sourcesId). */
  tematId?: InputMaybe<Scalars['ID']['input']>;
  /** Uwaga dla korepetytora (do 500 znaków), np. „nie rozumiem dowodów”. */
  userComment?: InputMaybe<Scalars['String']['input']>;
};

/** Odpowiedzi na pytania onboardingu, wysyłane razem po ostatnim kroku. */
export type AnswerOnboardingQuestionInput = {
  /**
   * Od 0 do 3 egzaminów, pasujących do klasy: w klasach 7–8 tylko egzamin ósmoklasisty, w liceum i
   * technikum tylko matura, w klasach 1–6 i na studiach żaden.
   */
  egzaminy: Array<CkePoziom>;
  /** Tylko studia (tam wymagany): kierunek studiów, do 100 znaków. */
  kierunek?: InputMaybe<Scalars['String']['input']>;
  /** Tylko studia: do 20 kursów — identyfikatory tematów poziomu STUDIA z zaznaczonych dziedzin. */
  kursy?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Tylko technikum: symbol kwalifikacji zawodowej — trzy litery, kropka, dwie cyfry (np. „INF.03”). */
  kwalifikacja?: InputMaybe<Scalars['String']['input']>;
  /**
   * Liceum i technikum: poziom matury z każdego zdawanego przedmiotu spośród `przedmioty` (przedmiot
   * niezdawany się pomija). Podane zastępuje `egzaminy` zbiorem wynikających z nich poziomów.
   */
  maturaPoziomy?: InputMaybe<Array<MaturaPrzedmiotInput>>;
  poziom: Poziom;
  /** Od 1 do 14 przedmiotów, tylko nauczanych w tej klasie (na studiach: dziedziny kursów). */
  przedmioty: Array<Przedmiot>;
  /**
   * Klasy 1–4 szkoły średniej: liceum albo technikum (klasa 5 to zawsze technikum). Nieobowiązkowe;
   * bez niego klasa liczy się jak liceum.
   */
  typSzkoly?: InputMaybe<TypSzkoly>;
  /** Tylko studia: co czeka studenta (sesja albo kolokwium); pominięte, gdy nic. */
  zaliczenie?: InputMaybe<Zaliczenie>;
};

/** Ustawienia, których potrzebuje aplikacja przed zalogowaniem. */
export type AppConfig = {
  __typename?: 'AppConfig';
  /** Operator serwisu, którego wymieniają regulamin i polityka prywatności (zmienne OPERATOR_*). */
  operator: ServiceOperator;
  /** Czy onboarding wymaga numeru telefonu. */
  requirePhone: Scalars['Boolean']['output'];
  /**
   * DSN Sentry, do którego aplikacja webowa zgłasza błędy (SENTRY_WEB_DSN, a bez niej SENTRY_DSN);
   * null, gdy zgłaszanie błędów jest wyłączone — wtedy nic nie jest wysyłane.
   */
  sentryDsn?: Maybe<Scalars['String']['output']>;
  /**
   * Nazwa środowiska, z którą wysyłane są zgłoszenia błędów (SENTRY_ENVIRONMENT, domyślnie
   * NODE_ENV); null, gdy zgłaszanie błędów jest wyłączone.
   */
  sentryEnvironment?: Maybe<Scalars['String']['output']>;
  /**
   * Czy aplikacja wysyła statystyki korzystania (odsłony stron, użyte narzędzia, przewodniki, czasy
   * ładowania) do `POST /api/telemetry` (TELEMETRY_ENABLED): bez treści, adresu e-mail i adresu IP.
   */
  telemetry: Scalars['Boolean']['output'];
  /** Klucz witryny Cloudflare Turnstile; null, gdy ochrona przed botami jest wyłączona. */
  turnstileSiteKey?: Maybe<Scalars['String']['output']>;
  /** Największy plik materiału, jaki serwer przyjmie (UPLOAD_MAX_MB), w bajtach. */
  uploadMaxBytes: Scalars['Int']['output'];
};

export type AppLoadStats = {
  __typename?: 'AppLoadStats';
  loadMsP75?: Maybe<Scalars['Float']['output']>;
  samples: Scalars['Int']['output'];
  ttfbMsP75?: Maybe<Scalars['Float']['output']>;
};

export type AssignUserSubInput = {
  /** month (domyślnie), month_3 albo month_12. */
  billingInterval?: InputMaybe<Scalars['String']['input']>;
  /** Do kiedy; pominięte — bez końca. Musi być w przyszłości. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  planId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};

/** Wynik logowania lub rejestracji. Sesja trafia do ciasteczek HttpOnly; po nim klient czyta `getMe`. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  onboardingStatus: OnboardingStatus;
};

/** Książka z zadaniami (`/workspace/exercise`): rozdziały → podrozdziały → zadania. */
export type Book = {
  __typename?: 'Book';
  authors: Array<Scalars['String']['output']>;
  demo: Scalars['Boolean']['output'];
  exerciseCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  isbn?: Maybe<Scalars['String']['output']>;
  klasa?: Maybe<Scalars['Int']['output']>;
  link?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  poziom: Poziom;
  przedmiot: Przedmiot;
  releaseDate?: Maybe<Scalars['String']['output']>;
  rozdzialy: Array<BookRozdzial>;
  type: BookType;
  wydawnictwo?: Maybe<Scalars['String']['output']>;
};

/** Zadanie z książki: numer, strona, treść i rozwiązanie (pełne rozwiązanie krok po kroku w `Zadanie`). */
export type BookExercise = {
  __typename?: 'BookExercise';
  answer?: Maybe<Scalars['String']['output']>;
  exerciseNumber: Scalars['String']['output'];
  externalId?: Maybe<Scalars['String']['output']>;
  /** Id zadania (`Zadanie`): rozwiązanie krok po kroku, sprawdzanie odpowiedzi, rozmowa na czacie. */
  id: Scalars['ID']['output'];
  link?: Maybe<Scalars['String']['output']>;
  pageNumber?: Maybe<Scalars['Int']['output']>;
  question: Scalars['String']['output'];
  subExercises: Array<BookExercise>;
  title: Scalars['String']['output'];
};

export type BookPage = {
  __typename?: 'BookPage';
  data: Array<Book>;
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type BookRozdzial = {
  __typename?: 'BookRozdzial';
  exerciseCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  number: Scalars['String']['output'];
  page?: Maybe<Scalars['Int']['output']>;
  subrozdzialy: Array<BookSubrozdzial>;
};

export type BookSubrozdzial = {
  __typename?: 'BookSubrozdzial';
  exerciseCount: Scalars['Int']['output'];
  exercises: Array<BookExercise>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  number: Scalars['String']['output'];
  page?: Maybe<Scalars['Int']['output']>;
};

/** Rodzaj książki w bibliotece: PODRECZNIK (podręcznik z tekstem i zadaniami), ZBIOR_ZADAN (zbiór zadań). */
export type BookType =
  | 'PODRECZNIK'
  | 'ZBIOR_ZADAN';

/** Odpowiedź AI. */
export type BotMessage = {
  __typename?: 'BotMessage';
  /** Najnowsza notatka zrobiona z tej odpowiedzi („Zrób notatkę”); null, gdy jej nie ma albo została usunięta. */
  aiNoteId?: Maybe<Scalars['ID']['output']>;
  citations: Array<Citation>;
  /** Treść w Markdownie z wzorami LaTeX; podczas generowania rośnie. */
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Powód błędu po polsku, gdy `isError`. */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isError: Scalars['Boolean']['output'];
  isFetching: Scalars['Boolean']['output'];
  /** Przerwana przez ucznia. */
  stopped: Scalars['Boolean']['output'];
  type: ConversationType;
  updatedAt: Scalars['DateTime']['output'];
  /** Zadanie, o którym jest odpowiedź (rozmowa o zadaniu ze sprawdzianu albo z biblioteki). */
  zadanie?: Maybe<Zadanie>;
};

export type CalculatePreviewInput = {
  planId: Scalars['ID']['input'];
};

/** Ile trzeba zapłacić teraz za przejście na wyższy plan miesięczny. */
export type CalculatedPreview = {
  __typename?: 'CalculatedPreview';
  /** Rozliczenie niewykorzystanej części obecnego planu, w złotych (ujemne — odliczone). */
  adjustment: Scalars['Float']['output'];
  /** Miesięczna cena nowego planu, w złotych. */
  original_price: Scalars['Float']['output'];
  payment_method?: Maybe<PaymentMethod>;
  planId: Scalars['ID']['output'];
  /** Chwila, na którą policzono; upgradeSubscription z tą chwilą pobiera dokładnie total_amount. */
  prorationDate: Scalars['DateTime']['output'];
  /** Do zapłaty teraz, w złotych (cena nowego planu i rozliczenie niewykorzystanej części obecnego). */
  total_amount: Scalars['Float']['output'];
};

export type CancelSubscriptionInput = {
  /** true — subskrypcja kończy się z końcem opłaconego okresu; false — cofnięcie anulowania. */
  cancelAtPeriodEnd: Scalars['Boolean']['input'];
};

export type ChangeEmailInput = {
  /** Nowy adres e-mail; dostanie kod potwierdzający. */
  email: Scalars['String']['input'];
  /** Obecne hasło (pomijane, gdy konto nie ma hasła). */
  password?: InputMaybe<Scalars['String']['input']>;
};

export type ChangePasswordInput = {
  /** Obecne hasło (pomijane, gdy konto nie ma jeszcze hasła). */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  newPassword: Scalars['String']['input'];
};

export type CheckZadanieAnswerInput = {
  /** Odpowiedź ucznia (do 500 znaków); w zadaniu zamkniętym litera albo treść odpowiedzi. */
  answer: Scalars['String']['input'];
  /** Zadanie z biblioteki albo własne zadanie ucznia, już rozwiązane. */
  id: Scalars['ID']['input'];
};

/** Zamówienie (przejście do płatności) zalogowanego użytkownika. */
export type Checkout = {
  __typename?: 'Checkout';
  id: Scalars['ID']['output'];
  /** Co kupiono: nazwa planu z okresem albo dodatku. */
  name: Scalars['String']['output'];
  state: CheckoutState;
};

/** Stan zamówienia: open — czeka na potwierdzenie płatności, paid — opłacone i przyznane, expired — bez płatności. */
export type CheckoutState =
  | 'expired'
  | 'open'
  | 'paid';

/** Cytowany fragment materiału, na którym oparto odpowiedź. `number` odpowiada znacznikowi [n] w treści. */
export type Citation = {
  __typename?: 'Citation';
  charEnd: Scalars['Int']['output'];
  charStart: Scalars['Int']['output'];
  endSeconds?: Maybe<Scalars['Float']['output']>;
  /** Początek cytowanego fragmentu (do 300 znaków). */
  excerpt: Scalars['String']['output'];
  /** Nazwa materiału lub notatki w chwili odpowiedzi. */
  name: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  page?: Maybe<Scalars['Int']['output']>;
  sourceId: Scalars['ID']['output'];
  sourceType: SourceItemType;
  startSeconds?: Maybe<Scalars['Float']['output']>;
};

/** Zadanie pisemne egzaminu CKE (matura, egzamin ósmoklasisty) z kryteriami oceniania. */
export type CkeEgzamin = {
  __typename?: 'CkeEgzamin';
  /** Pewność danych opisana przez ich autora. */
  confidence?: Maybe<Scalars['String']['output']>;
  /** Kryteria; pusta lista oznacza, że kryteria nie zostały jeszcze opracowane i ocena nie jest dostępna. */
  criteria: Array<CkeKryterium>;
  durationMin?: Maybe<Scalars['Int']['output']>;
  exam: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  level: Scalars['String']['output'];
  /** Łączna liczba punktów za wypracowanie (liczbaPunktow). */
  liczbaPunktow: Scalars['Int']['output'];
  minWords?: Maybe<Scalars['Int']['output']>;
  /** Pozostałe zasady (np. progi błędów, dopuszczalne formy), w postaci ze źródła. */
  rules: Scalars['JSON']['output'];
  subject: Scalars['String']['output'];
  task: Scalars['String']['output'];
  wordRange?: Maybe<Scalars['String']['output']>;
};

/** Kryterium oceny wypracowania według zasad oceniania CKE. */
export type CkeKryterium = {
  __typename?: 'CkeKryterium';
  /** Szczegóły kryterium (progi, warunki, podkryteria) w postaci z zasad oceniania. */
  details: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  /** Maksymalna liczba punktów za kryterium. */
  maxPoints: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** Poziom egzaminu: matura rozszerzona, matura podstawowa (pisownia z kontraktu), egzamin ósmoklasisty. */
export type CkePoziom =
  | 'MATURA_ROZSZERZONA'
  | 'MAUTURA_PODSTAWOWA'
  | 'PODSTAWOWKA';

export type ConfirmEmailChangeInput = {
  /** Sześciocyfrowy kod z e-maila. */
  code: Scalars['String']['input'];
  /** Nowy adres, na który przyszedł kod. */
  email: Scalars['String']['input'];
};

/**
 * Rodzaj treści: PRACTICE – zadania obliczeniowe ze sprawdzalnym wynikiem (matematyka i przedmioty
 * ścisłe), THEORY – pytania o wiedzę.
 */
export type ContentType =
  | 'PRACTICE'
  | 'THEORY';

export type ContinueaitutoringAiTutorInput = {
  aiTutorTematId: Scalars['ID']['input'];
};

export type ConversationEventsInput = {
  workspaceId: Scalars['ID']['input'];
};

/**
 * Czego uczeń chce od rozmowy lub wiadomości: rodzaj pomocy (`conversationType`: DEFAULT – wyjaśnienie,
 * ZADANIE – rozwiązanie zadania, ROZPRAWKA – pomoc w wypracowaniu, ROZPRAWKA_REVIEW – ocena tekstu,
 * TEST_SOLUTION – rozwiązanie sprawdzianu) i krótki opis.
 */
export type ConversationIntent = {
  __typename?: 'ConversationIntent';
  actionType?: Maybe<Scalars['String']['output']>;
  conversationType?: Maybe<ConversationType>;
  message?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

export type ConversationIntentInput = {
  actionType?: InputMaybe<Scalars['String']['input']>;
  conversationType: ConversationType;
  /** Opis zamiaru po polsku (do 300 znaków). */
  message?: InputMaybe<Scalars['String']['input']>;
  /** Dowolna etykieta klienta (do 60 znaków), np. `quick-action`. */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type ConversationOptions = {
  __typename?: 'ConversationOptions';
  isInitial: Scalars['Boolean']['output'];
  maxMode: Scalars['Boolean']['output'];
};

/** Rodzaj rozmowy. */
export type ConversationType =
  | 'DEFAULT'
  | 'ROZPRAWKA'
  | 'ROZPRAWKA_REVIEW'
  | 'TEST_SOLUTION'
  | 'VALIDATION_FAILED'
  | 'ZADANIE';

/** Rozmowa z AI w przestrzeni. */
export type ConversationWorkspace = {
  __typename?: 'ConversationWorkspace';
  /** Rodzaj rozmowy. */
  action: ConversationType;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  intent?: Maybe<ConversationIntent>;
  /** Czy AI właśnie odpowiada. */
  isFetching: Scalars['Boolean']['output'];
  /** Nazwa; „Nowy Chat”, dopóki AI nie nada krótkiego tytułu po pierwszej wymianie. */
  name: Scalars['String']['output'];
  options: ConversationOptions;
  sources?: Maybe<SourceSet>;
  /** Zestaw materiałów, na których opiera się rozmowa. */
  sourcesId?: Maybe<Scalars['ID']['output']>;
  state: GenerationState;
  temat?: Maybe<Tematy>;
  updatedAt: Scalars['DateTime']['output'];
  /** Wiadomości od najstarszej. */
  userMessages: Array<UserMessage>;
  workspaceId: Scalars['ID']['output'];
};

export type ConversationWorkspacePage = {
  __typename?: 'ConversationWorkspacePage';
  data: Array<ConversationWorkspace>;
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Poprawiona rozprawka (FROM_REVEW) z ocenionej pracy i jej oceny. */
export type ConvertreviewtorozprawkaInput = {
  /** Id oceny (RozprawkaAiReview). */
  id: Scalars['ID']['input'];
  liczbaArgumentow?: InputMaybe<Scalars['Int']['input']>;
  poziomJezyka?: InputMaybe<PoziomJezyka>;
};

/** Co skopiować i dokąd. */
export type CopySharedItemInput = {
  token: Scalars['String']['input'];
  /** Przestrzeń ucznia, do której trafi kopia. */
  workspaceId: Scalars['ID']['input'];
};

export type CreateAdditionalLimitInput = {
  action: UsageAction;
  /** Dodatkowe użycia: 1–1 000 000. */
  additionalLimit: Scalars['Int']['input'];
  /** Do kiedy obowiązuje; pominięte — bez końca. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Nazwa widoczna dla ucznia, np. „Prezent: 50 wiadomości”. */
  name: Scalars['String']['input'];
  /** Cena w złotych; 0 (domyślnie) — prezent. */
  price?: InputMaybe<Scalars['Float']['input']>;
  userId: Scalars['ID']['input'];
};

export type CreateLimitInput = {
  action: UsageAction;
  /** Domyślnie nazwa czynności. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** Liczba użyć w okresie; wymagana dla NUMBER (0–1 000 000), inaczej pomijana. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Domyślnie np. „30 dziennie” z wartości limitu. */
  limitDisplay?: InputMaybe<Scalars['String']['input']>;
  limitInterval?: InputMaybe<LimitInterval>;
  limitType: LimitType;
  planId: Scalars['ID']['input'];
  visible?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Ceny w złotych (najwyżej dwa miejsca po przecinku, nie ujemne). */
export type CreatePlanInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  freeTier?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  price: Scalars['Float']['input'];
  price3m: Scalars['Float']['input'];
  price12m: Scalars['Float']['input'];
  /** Domyślnie ukryty: plan pokazuje się uczniom dopiero, gdy administrator go odsłoni. */
  visible?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Nowy podręcznik biblioteki: powstaje ukryty, publikuje go `updatepodrecznik(visible: true)`. */
export type CreatePodrecznikInput = {
  authors?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 13-cyfrowy ISBN (z kreskami albo bez), niepowtarzalny. */
  isbn?: InputMaybe<Scalars['String']['input']>;
  /** Klasa od 1 do 8. */
  klasa?: InputMaybe<Scalars['Int']['input']>;
  poziom: Poziom;
  przedmiot: Przedmiot;
  /** Tytuł (do 200 znaków). */
  title: Scalars['String']['input'];
  /** Podręcznik albo zbiór zadań; domyślnie PODRECZNIK. */
  type?: InputMaybe<BookType>;
  wydawnictwo?: InputMaybe<Scalars['String']['input']>;
};

/** Zaczyna podejście do quizu albo zwraca niezakończone (wznowienie). */
export type CreateQuizResultInput = {
  /** Tryb nauki: wynik po każdej odpowiedzi (domyślnie). false – tryb sprawdzianu. */
  instantFeedback?: InputMaybe<Scalars['Boolean']['input']>;
  quizWorkspaceId: Scalars['ID']['input'];
};

/** Podaj plik, tekst albo link do filmu z YouTube (dokładnie jedno). */
export type CreateUserDocInput = {
  /** PDF, DOCX, TXT, zdjęcie lub nagranie; domyślnie do 25 MB. */
  file?: InputMaybe<Scalars['Upload']['input']>;
  /** Nazwa materiału (do 120 znaków); domyślnie nazwa pliku, początek tekstu albo tytuł filmu. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Czym jest materiał; domyślnie NOTATKA (film z YouTube zawsze YOUTUBE). */
  sourceType?: InputMaybe<SourceType>;
  /** Wklejony tekst (do 200 000 znaków). */
  text?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
  /** Link do publicznego filmu z YouTube z napisami. */
  youtubeUrl?: InputMaybe<Scalars['String']['input']>;
};

export type CreateUserDocResult = ExecutionError | UserDoc;

export type CreateWorkspaceInput = {
  /** Własna nazwa (do 80 znaków); domyślnie nazwa tematu. */
  name?: InputMaybe<Scalars['String']['input']>;
  /**
   * Temat z podstawy programowej (`id` z `getbyprzedmiotandpoziom`); zamiast niego można podać
   * `wlasnyTemat`.
   */
  tematId?: InputMaybe<Scalars['ID']['input']>;
  /** DEFAULT (domyślnie) albo GENERAL; pozostałe rodzaje tworzą narzędzia. */
  type?: InputMaybe<WorkspaceType>;
  /** Własny temat ucznia, gdy żaden z listy nie pasuje (zamiast `tematId`). */
  wlasnyTemat?: InputMaybe<WlasnyTematInput>;
};

/** Plik CSV do pobrania. */
export type CsvFile = {
  __typename?: 'CsvFile';
  /** Treść: nagłówek i wiersze rozdzielone przecinkami (UTF-8, końce linii CRLF). */
  content: Scalars['String']['output'];
  filename: Scalars['String']['output'];
  rows: Scalars['Int']['output'];
  /** Wierszy było więcej niż 50 000 — eksport zawiera pierwsze 50 000; wybierz krótszy okres. */
  truncated: Scalars['Boolean']['output'];
};

/** Podpisany link do kopii danych konta (plik ZIP). */
export type DataExportLink = {
  __typename?: 'DataExportLink';
  /** Po tej chwili link przestaje działać (5 minut). */
  expiresAt: Scalars['DateTime']['output'];
  /**
   * Adres `GET /api/account/export?…`; działa tylko z sesją tego samego użytkownika i tylko raz
   * (drugie pobranie odpowiada 410).
   */
  url: Scalars['String']['output'];
};

export type DeleteAccountInput = {
  /** Sześciocyfrowy kod z SMS-a (`sendDeleteAccountCode`): wymagany, gdy konto nie ma hasła. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Hasło konta: wymagane, gdy konto ma hasło. */
  password?: InputMaybe<Scalars['String']['input']>;
};

export type DeleteAiNoteInput = {
  id: Scalars['ID']['input'];
};

export type DeleteAiTutorInput = {
  id: Scalars['ID']['input'];
};

export type DeleteConversationWorkspaceInput = {
  id: Scalars['ID']['input'];
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
};

export type DeleteIntegrationInput = {
  id: Scalars['ID']['input'];
};

export type DeletePodrecznikInput = {
  id: Scalars['ID']['input'];
};

export type DeleteQuizWorkspaceInput = {
  id: Scalars['ID']['input'];
};

export type DeleteRozprawkaAiInput = {
  id: Scalars['ID']['input'];
};

export type DeleteRozprawkaAiReviewInput = {
  id: Scalars['ID']['input'];
};

export type DeleteTestSolverInput = {
  id: Scalars['ID']['input'];
};

export type DeleteUserDocInput = {
  id: Scalars['ID']['input'];
};

export type DeleteUserSubInput = {
  id: Scalars['ID']['input'];
};

/** Usuwa bazę (da się cofnąć: `undo: true` przywraca). */
export type DeleteWordBaseInput = {
  id: Scalars['ID']['input'];
  undo?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Wystarczy jedno z pól; jeśli podano oba, muszą się zgadzać. */
export type DeleteWorkspaceInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
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

/** Słowa do powtórki dziś: razem i w każdej przestrzeni. */
export type DueWords = {
  __typename?: 'DueWords';
  byWorkspace: Array<DueWordsInWorkspace>;
  total: Scalars['Int']['output'];
};

export type DueWordsInWorkspace = {
  __typename?: 'DueWordsInWorkspace';
  count: Scalars['Int']['output'];
  workspaceId: Scalars['ID']['output'];
};

/** Bez `id` tworzy nową notatkę użytkownika w przestrzeni; z `id` zmienia istniejącą. */
export type EditnoteInput = {
  /** Treść w Markdownie (do 100 000 znaków). */
  content: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Tytuł (1–120 znaków). */
  name: Scalars['String']['input'];
  workspaceId: Scalars['ID']['input'];
};

/**
 * Błąd biznesowy zwracany jako wynik operacji (np. przekroczony limit, nieprawidłowy plik).
 * `message` jest po polsku i można go pokazać użytkownikowi.
 */
export type ExecutionError = {
  __typename?: 'ExecutionError';
  /** Kod błędu w stylu UPPER_SNAKE, np. `INSUFFICIENT_RESOURCES`, `INVALID_FILE`. */
  errorCode: Scalars['String']['output'];
  /** Komunikat dla użytkownika, po polsku. */
  message: Scalars['String']['output'];
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
  count?: InputMaybe<Scalars['Int']['input']>;
  languageCode?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sourcesId: Scalars['ID']['input'];
  type: FlashcardKind;
  workspaceId: Scalars['ID']['input'];
};

/** Liczba zadań w tle, które nie powiodły się w ostatniej dobie, w jednej kolejce. */
export type FailingJobs = {
  __typename?: 'FailingJobs';
  count: Scalars['Int']['output'];
  queue: Scalars['String']['output'];
};

/** Przesłany plik. */
export type File = {
  __typename?: 'File';
  /** Klucz w magazynie plików (nadawany przez serwer). */
  bucketKey: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  /** Krótko ważny, podpisany adres do pobrania pliku przez właściciela. */
  fileUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  originalFileName: Scalars['String']['output'];
};

export type FileUrl = {
  __typename?: 'FileUrl';
  expiresAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
};

export type FinishAiTutorTematSessionInput = {
  id: Scalars['ID']['input'];
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
  addOnId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * Okres planu: month, month_3 albo month_12 (tekst, aby zły okres dostał polski komunikat). Przy
   * dodatku pomijany.
   */
  period?: InputMaybe<Scalars['String']['input']>;
  /** Kupowany plan (albo addOnId — dokładnie jedno z nich). */
  planId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * Zgoda kupującego na rozpoczęcie usługi przed upływem 14 dni na odstąpienie od umowy (wymagana,
   * zapisywana z zamówieniem).
   */
  startNowConsent: Scalars['Boolean']['input'];
};

export type GenerateQuizResult = ExecutionError | QuizWorkspace;

/**
 * Z czego AI robi notatkę: z rozmowy (`conversationId`, opcjonalnie z jednej jej odpowiedzi
 * `botMessageId`) albo z błędów zakończonego podejścia do quizu (`quizResultId`, notatka QUIZ_GENERATED).
 */
export type GenerateainotatkaAiNoteInput = {
  botMessageId?: InputMaybe<Scalars['ID']['input']>;
  conversationId?: InputMaybe<Scalars['ID']['input']>;
  quizResultId?: InputMaybe<Scalars['ID']['input']>;
};

export type GenerateainotatkasessionInput = {
  /** Sesja z korepetytorem, z której rozmowy ma powstać notatka. */
  sessionId: Scalars['ID']['input'];
};

export type GenerateexplanationInput = {
  segmentId: Scalars['ID']['input'];
};

/**
 * Nowy quiz. Źródło to dokładnie jedno z: `sourcesId` (zestaw materiałów wybranych w
 * `updateSources` z akcją QUIZ), `lekturaId` (lektura) albo `rozdzialId` (rozdział podręcznika).
 */
export type GeneratequizInput = {
  detailScale: QuizDetailScale;
  lekturaId?: InputMaybe<Scalars['ID']['input']>;
  /** Liczba pytań: 5–30. */
  questionCount: Scalars['Int']['input'];
  /** Rodzaje pytań: zamknięte, otwarte albo oba. */
  questionTypes: Array<QuestionType>;
  rozdzialId?: InputMaybe<Scalars['ID']['input']>;
  sourcesId?: InputMaybe<Scalars['ID']['input']>;
  /** PRACTICE tylko w matematyce i przedmiotach ścisłych; domyślnie THEORY. */
  type?: InputMaybe<ContentType>;
  workspaceId: Scalars['ID']['input'];
};

/**
 * „Kolejny quiz” w tym samym ciągu: nowe pytania o części źródła, o które jeszcze nie pytano, z
 * naciskiem na błędy. Z `quizResultId` – „Powtórz błędy”: tylko pytania, na które odpowiedziano źle.
 */
export type GeneratequizcontinueInput = {
  detailScale?: InputMaybe<QuizDetailScale>;
  /** Liczba pytań: 5–30 (domyślnie jak w ostatnim quizie). */
  questionCount?: InputMaybe<Scalars['Int']['input']>;
  quizFlowId: Scalars['ID']['input'];
  quizResultId?: InputMaybe<Scalars['ID']['input']>;
};

/** Nowa rozprawka (FULL, STRUCTURE albo HELPER). Tryb FROM_REVEW zamawia się przez `convertreviewtorozprawka`. */
export type GeneraterozprawkaInput = {
  /** Lektury do wykorzystania (najwyżej 4); bez nich AI wybierze z lektur obowiązkowych egzaminu. */
  lektury?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Liczba argumentów: 2–4 (domyślnie 2). */
  liczbaArgumentow?: InputMaybe<Scalars['Int']['input']>;
  /** Dodatkowe wskazówki (do 500 znaków), np. „użyj kontekstu historycznego”. */
  polecenie?: InputMaybe<Scalars['String']['input']>;
  poziom: CkePoziom;
  /** Domyślnie STANDARDOWY. */
  poziomJezyka?: InputMaybe<PoziomJezyka>;
  /** `polish` albo `english`. */
  przedmiot: Przedmiot;
  /** Temat (do 500 znaków). */
  temat: Scalars['String']['input'];
  type: RozprawkaType;
  /** Przestrzeń rozprawki; bez niej – ogólna przestrzeń ucznia (ta sama co czatu do zadań). */
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
};

export type GeneraterozprawkaResult = ExecutionError | RozprawkaAi;

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
  segmentId: Scalars['ID']['input'];
  /** Przy GENERATE_TEXT: co dopisać. */
  text?: InputMaybe<Scalars['String']['input']>;
};

export type GetActionCostInput = {
  model?: InputMaybe<Scalars['String']['input']>;
  range?: InputMaybe<StatsRangeInput>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type GetActionSourcesInput = {
  action: SourcesAction;
  workspaceId: Scalars['ID']['input'];
};

/** Dni kalendarza warszawskiego RRRR-MM-DD, oba włącznie, najwyżej 366. */
export type GetActivityStatsInput = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

export type GetAdminAuditLogInput = {
  /** Wpisów na stronę: 1–100 (domyślnie 20). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Tylko zmiany tego planu, limitu, subskrypcji albo dokupionego limitu. */
  targetId?: InputMaybe<Scalars['ID']['input']>;
};

export type GetAggregatedUsageInput = {
  /** Tylko wywołania tej akcji (np. CHAT_MESSAGE). */
  action?: InputMaybe<Scalars['String']['input']>;
  /** Tylko wywołania tego modelu. */
  model?: InputMaybe<Scalars['String']['input']>;
  range?: InputMaybe<StatsRangeInput>;
  /** Tylko wywołania tego użytkownika. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type GetAiNoteByIdInput = {
  id: Scalars['ID']['input'];
};

export type GetAiNoteByWorkspaceIdInput = {
  workspaceId: Scalars['ID']['input'];
};

export type GetAiTutorByIdInput = {
  id: Scalars['ID']['input'];
};

export type GetAiTutorTematByIdInput = {
  id: Scalars['ID']['input'];
};

export type GetAllSubscriptionsInput = {
  /** Subskrypcji na stronę: 1–100 (domyślnie 20). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Strona od 1 (domyślnie 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  planId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<SubStatus>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type GetBooksByTitleInput = {
  przedmiot?: InputMaybe<Przedmiot>;
  /** Fragment tytułu albo numer ISBN (z kreskami lub bez), 2–200 znaków. */
  title: Scalars['String']['input'];
};

export type GetBooksInput = {
  klasa?: InputMaybe<Scalars['Int']['input']>;
  /** Książek na stronę: 1–50 (domyślnie 20). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Strona od 1 (domyślnie 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  przedmiot?: InputMaybe<Przedmiot>;
};

export type GetConversationWorkspaceByIdInput = {
  id: Scalars['ID']['input'];
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
};

export type GetConversationWorkspaceByWorkspaceIdInput = {
  workspaceId: Scalars['ID']['input'];
};

export type GetFileUrlInput = {
  fileId: Scalars['ID']['input'];
};

export type GetLatestDataInput = {
  /** Ile ostatnio używanych przestrzeni zwrócić (1–20, domyślnie 6). */
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type GetLekturyInput = {
  /** Tylko lektury szkoły podstawowej (`PODSTAWOWKA`) albo liceum (`MATURA_*`). */
  ckePoziom?: InputMaybe<CkePoziom>;
  /** Fragment tytułu lub autora (bez względu na wielkość liter), najwyżej 100 znaków. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type GetLibraryRagDocumentsInput = {
  poziom?: InputMaybe<Poziom>;
  przedmiot?: InputMaybe<Przedmiot>;
};

export type GetPaginatedZadanieByRelationIdInput = {
  /** Zadań na stronę: 1–100 (domyślnie 50). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Strona od 1 (domyślnie 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Id sprawdzianu. */
  relationId: Scalars['ID']['input'];
};

export type GetPodrBookByIdInput = {
  id: Scalars['ID']['input'];
};

export type GetQuizFlowByIdInput = {
  id: Scalars['ID']['input'];
};

export type GetQuizFlowByUserDocIdInput = {
  userDocId: Scalars['ID']['input'];
};

export type GetQuizFlowByWorkspaceIdInput = {
  workspaceId: Scalars['ID']['input'];
};

export type GetQuizResultByIdInput = {
  id: Scalars['ID']['input'];
};

export type GetQuizWorkspaceByIdInput = {
  id: Scalars['ID']['input'];
};

/** Ile quizów zwrócić: 1–100 (domyślnie 100), od najnowszego. */
export type GetQuizWorkspaceByUserIdInput = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type GetQuizWorkspaceByWorkspaceIdInput = {
  workspaceId: Scalars['ID']['input'];
};

export type GetRozprawkaAiByIdInput = {
  id: Scalars['ID']['input'];
};

export type GetRozprawkaAiByWorkspaceIdInput = {
  /** Bez przestrzeni – wszystkie rozprawki ucznia. */
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
};

export type GetRozprawkaAiReviewByIdInput = {
  id: Scalars['ID']['input'];
};

export type GetRozprawkaAiReviewByWorkspaceIdInput = {
  /** Bez przestrzeni – wszystkie oceny ucznia. */
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
};

export type GetSegmentRewritesInput = {
  segmentId: Scalars['ID']['input'];
};

export type GetSourcesByIdInput = {
  id: Scalars['ID']['input'];
};

export type GetSubscriptionByIdInput = {
  id: Scalars['ID']['input'];
};

export type GetTestSolverByIdInput = {
  id: Scalars['ID']['input'];
};

export type GetTestSolverByWorkspaceIdInput = {
  /** Bez przestrzeni – wszystkie sprawdziany ucznia. */
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
};

export type GetUsageInput = {
  /** Wyników na stronie, 1–100 (domyślnie 20). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Strona od 1 (domyślnie 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  range?: InputMaybe<StatsRangeInput>;
  /** Tylko ten użytkownik; bez niego — użytkownicy od najdroższego. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type GetUserByIdInput = {
  id: Scalars['ID']['input'];
};

export type GetUserDocByIdInput = {
  id: Scalars['ID']['input'];
};

export type GetUserDocByWorkspaceIdInput = {
  workspaceId: Scalars['ID']['input'];
};

export type GetUsersInput = {
  /**
   * Plan: true — tylko konta na planie darmowym (bez subskrypcji w mocy), false — tylko konta z
   * subskrypcją w mocy (opłaconą w Stripe albo przyznaną przez administratora). Rola tego nie mówi:
   * zakup ani przyznanie planu jej nie zmienia.
   */
  isFreeSub?: InputMaybe<Scalars['Boolean']['input']>;
  /** Liczba wyników na stronie (1–100). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Tylko na tym etapie wdrożenia. */
  onboardingStatus?: InputMaybe<OnboardingStatus>;
  /** Numer strony, od 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Tylko z tą rolą (np. USER_PAID — z płatnym planem). */
  role?: InputMaybe<Role>;
  /** Fragment e-maila, telefonu, imienia lub nazwiska. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type GetWordBaseByIdInput = {
  id: Scalars['ID']['input'];
};

export type GetWordBaseBySourcesIdInput = {
  sourcesId: Scalars['ID']['input'];
};

/** Ile baz zwrócić: 1–100 (domyślnie 100), od najnowszej. */
export type GetWordBaseByUserIdInput = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type GetWordBaseByWorkspaceIdInput = {
  /** Także usunięte (do cofnięcia). */
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
  workspaceId: Scalars['ID']['input'];
};

export type GetWordBaseSessionByIdInput = {
  id: Scalars['ID']['input'];
};

export type GetWordBaseSessionByWordBaseIdInput = {
  wordBaseId: Scalars['ID']['input'];
};

export type GetWorkspaceByIdInput = {
  workspaceId: Scalars['ID']['input'];
};

export type GetaitematsessionbytematidInput = {
  aiTutorTematId: Scalars['ID']['input'];
};

export type GetbookbyidInput = {
  id: Scalars['ID']['input'];
};

export type GetbyprzedmiotandpoziomInput = {
  poziom: Poziom;
  przedmiot: Przedmiot;
};

export type GetcountInput = {
  przedmiot?: InputMaybe<Przedmiot>;
};

export type GetnextwordInput = {
  /** Sesja fiszek: słowa już w niej ocenione są pomijane. */
  sessionId?: InputMaybe<Scalars['ID']['input']>;
  wordBaseId: Scalars['ID']['input'];
};

export type GetpodrecznikbyprzedmiotandpoziomInput = {
  poziom: Poziom;
  przedmiot: Przedmiot;
};

export type GettematdataInput = {
  aiTutorTematId: Scalars['ID']['input'];
};

export type GettematybyaitutoridInput = {
  aiTutorId: Scalars['ID']['input'];
};

/** Sygnał życia serwera wysyłany przez połączenie WebSocket. */
export type Heartbeat = {
  __typename?: 'Heartbeat';
  at: Scalars['DateTime']['output'];
  /** Kolejny numer sygnału w tej subskrypcji, od 1. */
  sequence: Scalars['Int']['output'];
  /** Wersja serwera; zmiana oznacza wdrożenie nowej wersji. */
  version: Scalars['String']['output'];
};

export type HeartbeatInput = {
  /** Odstęp między sygnałami w milisekundach (100–60000, domyślnie 15000). */
  intervalMs?: InputMaybe<Scalars['Int']['input']>;
};

/** Plik PDF podręcznika do zaimportowania (tylko prawdziwy PDF, do limitu rozmiaru plików). */
export type ImportPodrecznikPdfInput = {
  file: Scalars['Upload']['input'];
  podrecznikId: Scalars['ID']['input'];
};

/** Połączenie konta z zewnętrzną usługą. */
export type Integration = {
  __typename?: 'Integration';
  /** Token dostępu nigdy nie opuszcza serwera; pole zawsze ma wartość null. */
  accessToken?: Maybe<Scalars['String']['output']>;
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  integrationType: IntegrationType;
  userId: Scalars['ID']['output'];
};

/** Rodzaj integracji z zewnętrzną usługą. */
export type IntegrationType =
  | 'GOOGLE_DRIVE';

/** Faktura (rachunek) za plan albo dodatek. */
export type Invoice = {
  __typename?: 'Invoice';
  created: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  paymentMethod?: Maybe<PaymentMethod>;
  /** Strona zapłaty otwartej faktury; null, gdy nie ma czego płacić. */
  paymentUrl?: Maybe<Scalars['String']['output']>;
  planName: Scalars['String']['output'];
  status: InvoiceStatus;
  /** Kwota brutto w złotych. */
  total: Scalars['Float']['output'];
  /** PDF faktury; null, gdy jeszcze go nie ma. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Status faktury w Stripe. */
export type InvoiceStatus =
  | 'draft'
  | 'open'
  | 'paid'
  | 'uncollectible'
  | 'void';

/** Język bazy słówek (z listy około 130 języków). */
export type Language = {
  __typename?: 'Language';
  code: Scalars['ID']['output'];
  /** Polska nazwa, np. „angielski”. */
  name: Scalars['String']['output'];
  /** Pełna polska nazwa, np. „język angielski”. */
  nameFull: Scalars['String']['output'];
};

/** Lektura szkolna z listy lektur obowiązkowych lub uzupełniających. */
export type Lektura = {
  __typename?: 'Lektura';
  author: Scalars['String']['output'];
  /** Poziom egzaminu, na którym lektura obowiązuje (`PODSTAWOWKA` dla szkoły podstawowej). */
  ckePoziom: CkePoziom;
  /** Klasy, w których lektura jest omawiana, np. „4-6”. */
  classes?: Maybe<Scalars['String']['output']>;
  /** Czy lektura obowiązuje na egzaminie ósmoklasisty. */
  egzaminOsmoklasisty: Scalars['Boolean']['output'];
  /** Epoka literacka, np. „Romantyzm”. */
  epoka: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /**
   * Czy lektura jest na liście lektur obowiązkowych drukowanej w arkuszu matury z polskiego (z niej
   * wybiera się lekturę do wypracowania).
   */
  naMaturze: Scalars['Boolean']['output'];
  /** Zakres lektury, np. „całość” albo „fragmenty”. */
  scope?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  year?: Maybe<Scalars['Int']['output']>;
};

/**
 * Rozdział podręcznika jako dokument indeksu wyszukiwania, z którego korzystają narzędzia AI (panel RAG
 * administratora).
 */
export type LibraryRagDocument = {
  __typename?: 'LibraryRagDocument';
  /** Numer i nazwa rozdziału. */
  chapter: Scalars['String']['output'];
  /** Liczba znaków tekstu w indeksie. */
  characters: Scalars['Int']['output'];
  /** Liczba fragmentów w indeksie; 0 – rozdział bez tekstu albo usunięty z indeksu. */
  chunkCount: Scalars['Int']['output'];
  /** Rozdział oznaczony jako usunięty (nie ma go w indeksie). */
  deleted: Scalars['Boolean']['output'];
  /** Identyfikator rozdziału. */
  id: Scalars['ID']['output'];
  indexedAt?: Maybe<Scalars['DateTime']['output']>;
  podrecznikId: Scalars['ID']['output'];
  poziom: Poziom;
  przedmiot: Przedmiot;
  /** Tytuł podręcznika. */
  title: Scalars['String']['output'];
  /** Czy podręcznik jest opublikowany (narzędzia uczniów czytają tylko opublikowane). */
  visible: Scalars['Boolean']['output'];
};

/** Fragment znaleziony dla pytania testowego, z wynikiem rankingu (wyższy – lepszy). */
export type LibraryRagHit = {
  __typename?: 'LibraryRagHit';
  chapter: Scalars['String']['output'];
  documentId: Scalars['ID']['output'];
  page?: Maybe<Scalars['Int']['output']>;
  score: Scalars['Float']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
  visible: Scalars['Boolean']['output'];
};

/**
 * Rozdział opublikowanego podręcznika jako materiał narzędzi: czatu, notatek, quizów i zestawów słówek
 * (w każdej przestrzeni ucznia).
 */
export type LibrarySource = {
  __typename?: 'LibrarySource';
  id: Scalars['ID']['output'];
  /** Numer i nazwa rozdziału z tytułem podręcznika, np. „1. Potęgi i pierwiastki – Matematyka 7”. */
  name: Scalars['String']['output'];
  podrecznikId: Scalars['ID']['output'];
};

/** Limit jednej czynności w planie. */
export type Limit = {
  __typename?: 'Limit';
  action: UsageAction;
  id: Scalars['ID']['output'];
  /** Nazwa czynności, np. „Wiadomości w czacie”. */
  label: Scalars['String']['output'];
  limit: LimitValue;
  /** Tekst na karcie planu, np. „30 dziennie”. */
  limitDisplay: Scalars['String']['output'];
  limitInterval: LimitInterval;
  /** Identyfikatory planów, w których obowiązuje ten limit. */
  usedIn: Array<Scalars['ID']['output']>;
  visible: Scalars['Boolean']['output'];
};

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

/** Wartość limitu: rodzaj i liczba użyć w okresie (liczba ma znaczenie tylko dla NUMBER, inaczej 0). */
export type LimitValue = {
  __typename?: 'LimitValue';
  type: LimitType;
  value: Scalars['Int']['output'];
};

/**
 * Fragment odpowiedzi AI na żywo. `delta` to nowy kawałek tekstu zaczynający się na pozycji
 * `offset`; `content` (cała treść) przychodzi w SNAPSHOT i DONE. Klient dokleja `delta`, gdy `offset`
 * równa się długości tego, co już ma.
 */
export type LlmStreamEvent = {
  __typename?: 'LlmStreamEvent';
  botMessageId?: Maybe<Scalars['ID']['output']>;
  content?: Maybe<Scalars['String']['output']>;
  conversationId: Scalars['ID']['output'];
  delta: Scalars['String']['output'];
  /** Polski opis błędu (dla ERROR). */
  error?: Maybe<Scalars['String']['output']>;
  offset: Scalars['Int']['output'];
  type: LlmStreamEventType;
};

export type LlmStreamEventType =
  | 'DELTA'
  | 'DONE'
  | 'ERROR'
  /** Stan odpowiedzi w chwili podłączenia (także po przeładowaniu strony). */
  | 'SNAPSHOT';

export type LlmStreamInput = {
  conversationId: Scalars['ID']['input'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LogoutInput = {
  /** Wyloguj ze wszystkich urządzeń (domyślnie tylko z bieżącego). */
  everywhere?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Poziom, na którym uczeń zdaje maturę z przedmiotu. */
export type MaturaPoziom =
  | 'PODSTAWOWA'
  | 'ROZSZERZONA';

/** Przedmiot maturalny z poziomem. */
export type MaturaPrzedmiot = {
  __typename?: 'MaturaPrzedmiot';
  poziom: MaturaPoziom;
  przedmiot: Przedmiot;
};

/** Przedmiot maturalny z poziomem, na którym uczeń go zdaje. */
export type MaturaPrzedmiotInput = {
  poziom: MaturaPoziom;
  przedmiot: Przedmiot;
};

/** Plik dołączony do wiadomości (zdjęcie zadania albo dokument). */
export type MessageFile = {
  __typename?: 'MessageFile';
  contentType: Scalars['String']['output'];
  fileId: Scalars['ID']['output'];
  /** Krótko ważny, podpisany adres pliku. */
  fileUrl: Scalars['String']['output'];
  originalFileName: Scalars['String']['output'];
};

/** Rodzaj wiadomości ucznia. */
export type MessageType =
  | 'AITUTOR_INSTRUCTION'
  | 'INITIAL_GENERATED_MESSAGE'
  | 'QUOTE'
  | 'USER_MESSAGE';

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Kopiuje ustawienia limitu (czynność, rodzaj, liczbę, okres, widoczność, nazwę, tekst) do innego
   * planu: plan dostaje własny limit tej czynności — tworzony albo, jeśli już go ma, zastępowany (stan
   * przed trafia do dziennika). Limity planów pozostają niezależne: późniejsza zmiana jednego nie
   * zmienia drugiego. Zwraca limit planu docelowego (dla administratorów).
   */
  addLimitToPlan: Limit;
  /**
   * Zamawia korepetytora: zapisuje go w nowej przestrzeni i zleca ułożenie planu (zadanie w tle,
   * liczone jako „korepetycje AI”). Zwraca korepetytora w stanie CREATED.
   */
  aitutoringAiTutor: AiTutor;
  /**
   * Zapisuje odpowiedzi onboardingu (tylko w statusie PENDING_QUESTIONS) i przechodzi do następnego etapu.
   * Odpowiedzi niepasujące do klasy (np. matura w klasie 2, kwalifikacja w liceum, kursy poza
   * studiami) są odrzucane z polskim komunikatem przy polu (BAD_USER_INPUT) i niczego nie zmieniają.
   */
  answerOnboardingQuestion: User;
  /**
   * Przyznaje użytkownikowi plan (subskrypcja bez Stripe), od razu; wcześniejsze przyznanie przez
   * administratora, jeśli obowiązuje, kończy się — przyznany jest zawsze najwyżej jeden. Subskrypcji
   * opłacanej w Stripe nie zmienia (obowiązuje nowsza z nich). NOT_FOUND dla nieznanego użytkownika
   * albo planu (dla administratorów).
   */
  assignUserSub: AdminSubscription;
  /**
   * Anuluje własną subskrypcję miesięczną z końcem opłaconego okresu albo cofa anulowanie. Zwraca
   * plan i wykorzystanie po zmianie.
   */
  cancelSubscription: SubscriptionUsage;
  /**
   * Zmiana adresu e-mail, krok 1: wysyła kod na nowy adres (z hasłem, gdy konto je ma). Odpowiedź
   * jest taka sama, gdy adres ma już inne konto: wtedy zamiast kodu jego właściciel dostaje e-mail,
   * że adres jest zajęty, więc zmiany nie da się potwierdzić. Najwyżej 5 nowych adresów na godzinę.
   */
  changeEmail: SuccessResult;
  /** Zmienia hasło zalogowanego użytkownika i kończy jego pozostałe sesje. */
  changePassword: SuccessResult;
  /**
   * Zmiana adresu e-mail, krok 2: kod z e-maila przenosi konto na nowy adres (potwierdzony).
   * Poprzedni adres dostaje powiadomienie, a wysłane na niego kody przestają działać.
   */
  confirmEmailChange: User;
  /**
   * Sesja tematu: trwająca albo nowa po poprzedniej. Nowa zaczyna się pierwszą wiadomością
   * korepetytora (liczoną jako „korepetycje AI”); temat musi mieć gotową treść.
   */
  continueaitutoringAiTutor: AiTutorTematSession;
  /** „Popraw rozprawkę”: nowa rozprawka (FROM_REVEW) z ocenionej pracy i wskazówek oceny. */
  convertreviewtorozprawka: RozprawkaAi;
  /** Kopiuje udostępnioną rzecz do przestrzeni ucznia (jedna kopia na link i ucznia). */
  copySharedItem: SharedCopy;
  /** Dodaje użytkownikowi dodatkowe użycia czynności, od razu (cena 0 — prezent; dla administratorów). */
  createAdditionalLimit: AdditionalLimit;
  /** Dodaje planowi limit czynności, której jeszcze nie ma (dla administratorów; istniejący zmienia `updateLimit`). */
  createLimit: Limit;
  /** Tworzy plan (dla administratorów); nigdy domyślny. */
  createPlan: Plan;
  /** Dodaje ukryty podręcznik (dla administratorów). */
  createPodrecznik: Podrecznik;
  createQuizResult: QuizResult;
  /** Udostępnia rzecz ucznia linkiem (działający link tej rzeczy, jeśli już jest). Cudza: NOT_FOUND. */
  createShareLink: ShareLink;
  /**
   * Dodaje materiał. Zły plik daje ExecutionError (FILE_TOO_LARGE, UNSUPPORTED_FILE_TYPE, INVALID_FILE)
   * i niczego nie zapisuje. Tekst jest odczytywany w tle; postęp przychodzi przez `updateUserDoc`.
   */
  createUserDoc: CreateUserDocResult;
  createWorkspace: Workspace;
  /**
   * Usuwa konto zalogowanego użytkownika razem ze wszystkimi jego danymi (profil, przestrzenie,
   * materiały i pliki, notatki, rozmowy, użycie, sesje). Potwierdzenie: hasło albo, dla konta bez
   * hasła, kod z `sendDeleteAccountCode`. Kończy wszystkie sesje i czyści ciasteczka. Nie da się tego
   * cofnąć.
   */
  deleteAccount: SuccessResult;
  deleteAiNote: SuccessResult;
  /** Usuwa korepetytora z jego przestrzenią, tematami, sesjami i rozmowami. */
  deleteAiTutor: SuccessResult;
  deleteConversationWorkspace: SuccessResult;
  /** Usuwa własną integrację. */
  deleteIntegration: SuccessResult;
  /**
   * Usuwa podręcznik z rozdziałami, zadaniami, importami i fragmentami w indeksie AI; odpowiada jego id
   * (dla administratorów; podręczników demonstracyjnych nie usuwa).
   */
  deletePodrecznik: Scalars['ID']['output'];
  /** Usuwa quiz z jego podejściami (ostatni quiz ciągu usuwa też ciąg). */
  deleteQuizWorkspace: SuccessResult;
  deleteRozprawkaAi: SuccessResult;
  /** Usuwa ocenę (zdjęcie pracy zostaje w materiałach, dopóki uczeń go nie usunie). */
  deleteRozprawkaAiReview: SuccessResult;
  /** Usuwa sprawdzian z jego zadaniami i materiałami (strony i rozwiązania). */
  deleteTestSolver: SuccessResult;
  /** Usuwa materiał razem z plikiem i jego fragmentami w wyszukiwarce. */
  deleteUserDoc: SuccessResult;
  /**
   * Kończy teraz subskrypcję przyznaną przez administratora (status Canceled); opłacanej w Stripe nie
   * kończy — anuluje ją użytkownik albo panel Stripe (dla administratorów).
   */
  deleteUserSub: AdminSubscription;
  deleteWordBase: WordBase;
  /** Usuwa własną przestrzeń razem z jej materiałami. */
  deleteWorkspace: SuccessResult;
  editnote: AiNote;
  /** Kończy własny darmowy okres próbny teraz: Stripe pobiera pierwszą opłatę, plan trwa dalej. */
  endTrial: SubscriptionUsage;
  /** Zamawia bazę ze słów wybranych z materiałów; trwałe zadanie w tle (zmiany w `newWordBase`). */
  extractwordbase: WordBase;
  /**
   * Kończy naukę w sesji i zamawia jej quiz (5 pytań z treści tematu, liczony jako quiz). Wynik quizu
   * kończy sesję i decyduje o następnej: poniżej 80% powtarza błędy.
   */
  finishAiTutorTematSession: AiTutorTematSession;
  /**
   * Link do płatności (Stripe Checkout) za widoczny plan na wybrany okres: co miesiąc jako
   * subskrypcja, za 3 lub 12 miesięcy jednorazowo. Plan zaczyna działać po potwierdzeniu płatności.
   */
  generatePaymentLink: Scalars['String']['output'];
  /**
   * AI pisze notatkę w Markdownie z rozmowy (lub z jednej odpowiedzi) albo z błędów w quizie i
   * zapisuje ją w przestrzeni rozmowy lub quizu. Liczy się do limitu „Notatki AI”.
   */
  generateainotatkaAiNote: AiNote;
  /** Notatka AI z rozmowy sesji (w przestrzeni korepetytora), liczona jako „notatki AI”. */
  generateainotatkasession: AiNote;
  /** Wyjaśnienie części (dlaczego działa, na co patrzy egzaminator); zapisane przy części. */
  generateexplanation: RozprawkaAiSegment;
  /**
   * Zamawia quiz; pytania pisze AI w tle (stan w `newQuizWorkspace`). Liczy się do limitu
   * „Generowanie quizów”. Brak limitu lub AI daje ExecutionError.
   */
  generatequiz: GenerateQuizResult;
  generatequizcontinue: GenerateQuizResult;
  /**
   * Zamawia rozprawkę; pisze ją trwałe zadanie w tle (części pojawiają się w `newRozprawkaAi`).
   * Przekroczony limit, brak AI albo niepoprawne zamówienie wracają jako ExecutionError.
   */
  generaterozprawka: GeneraterozprawkaResult;
  /** Akcja tekstu na części (uprość, popraw, skróć…) – propozycja do przyjęcia albo odrzucenia. */
  generativefunctionsegment: RozprawkaSegmentRewrite;
  /** Podpisany adres pliku, ważny 5 minut, tylko dla właściciela. */
  getFileUrl: FileUrl;
  /** Najbardziej zaległe słowo bazy (null, gdy baza jest pusta albo sesja przeszła wszystkie). */
  getnextword?: Maybe<Word>;
  /** Przesyła PDF podręcznika bez spisu treści i zaczyna jego import (dla administratorów). */
  importPodrecznikPdf: PodrecznikImport;
  /**
   * Logowanie e-mailem i hasłem. Błąd nie zdradza, czy konto istnieje.
   * Wymaga nagłówka `cf-turnstile-response`, gdy włączono Turnstile.
   */
  login: AuthPayload;
  /** Kończy bieżącą sesję (albo wszystkie) po stronie serwera i czyści ciasteczka. */
  logout: SuccessResult;
  /** Ustawia nowe hasło kodem z e-maila, kończy wszystkie inne sesje i loguje. */
  newPassword: SuccessResult;
  /** AI poprawia notatkę lub jej fragment. Liczy się do limitu „Poprawki tekstu przez AI”. */
  noteaction: NoteactionResult;
  /**
   * Wymienia token odświeżania z ciasteczka na nową parę tokenów (rotacja).
   * Ponowne użycie starego tokenu unieważnia całą sesję.
   */
  refreshToken: RefreshTokenResult;
  /** Indeksuje ponownie rozdziały podręcznika z ich tekstu (tylko administrator). */
  reindexLibraryBook: Array<LibraryRagDocument>;
  /** Usuwa fragmenty rozdziału z indeksu, do ponownego indeksowania podręcznika (tylko administrator). */
  removeLibraryRagDocument: LibraryRagDocument;
  /** Usuwa okładkę podręcznika (dla administratorów). */
  removePodrecznikCover: Podrecznik;
  /** Zmienia nazwę rozmowy. */
  renameConversationWorkspace: ConversationWorkspace;
  /**
   * „Pobierz moje dane”: podpisany link do pliku ZIP z kopią wszystkich danych konta (profil,
   * przestrzenie, materiały z tekstem i przesłane pliki, notatki, rozmowy z wiadomościami, użycie,
   * sesje) w formacie JSON. Najwyżej 5 razy na godzinę (potem RATE_LIMITED).
   */
  requestDataExport: DataExportLink;
  /**
   * Wysyła nowy kod potwierdzający e-mail: zalogowanemu na jego adres, gościowi na podany adres
   * (odpowiedź ta sama bez względu na to, czy takie konto czeka na potwierdzenie).
   */
  resendAuthCode: SuccessResult;
  /** Wysyła kod do ustawienia nowego hasła. Odpowiedź jest taka sama bez względu na to, czy konto istnieje. */
  resetPassword: SuccessResult;
  /** Ponawia nieudany import od początku (dla administratorów). */
  retryPodrecznikImport: PodrecznikImport;
  /** Zamawia ocenę rozprawki według kryteriów egzaminu; ocenia trwałe zadanie w tle. */
  reviewrozprawka: ReviewrozprawkaResult;
  /** Przestaje udostępniać: link przestaje działać, zrobione już kopie zostają. Cudzy link: NOT_FOUND. */
  revokeShareLink: ShareLink;
  /** Nowa wersja części według polecenia ucznia – propozycja do przyjęcia albo odrzucenia. */
  rewritesegment: RozprawkaSegmentRewrite;
  /** Wysyła SMS-em kod potwierdzający usunięcie konta bez hasła (konta założone logowaniem SMS). */
  sendDeleteAccountCode: SuccessResult;
  /**
   * Wysyła kod SMS: bez sesji do logowania (konto powstaje przy pierwszym użyciu), w sesji do
   * potwierdzenia numeru w onboardingu albo nowego numeru w ustawieniach (wtedy z hasłem, gdy konto
   * je ma). Numer innego konta też dostaje kod — że jest zajęty, mówi dopiero `verifyPhone`.
   */
  sendSms: SuccessResult;
  /** Wysyła wiadomość; odpowiedź przychodzi przez `llmStream`. Przekroczony limit daje INSUFFICIENT_RESOURCES. */
  sendmessage: UserMessage;
  /** Wiadomość z zamiarem podanym przez klienta; odpowiedź jest do niego dopasowana. */
  sendmessageintent: UserMessage;
  /** Wiadomość, której zamiar rozpoznaje AI; liczy się jak zwykła wiadomość czatu. */
  sendmessageintentai: UserMessage;
  /** Ustawia dzienny cel (1–5 sesji); zwraca zaktualizowany postęp. */
  setDailyStudyGoal: StudyProgress;
  /** Ustawia okładkę podręcznika z przesłanego obrazu (dla administratorów). */
  setPodrecznikCover: Podrecznik;
  /** Wpisuje ręcznie spis treści importu, który na niego czeka, i wznawia import (dla administratorów). */
  setPodrecznikToc: PodrecznikImport;
  /** Włącza albo wyłącza przypomnienia e-mailem o słówkach do powtórki (wymaga adresu e-mail). */
  setStudyReminders: StudyProgress;
  /**
   * Blokuje albo odblokowuje logowanie użytkownika (tylko administrator); blokada kończy jego sesje.
   * Administrator nie może zablokować siebie.
   */
  setUserBlocked: User;
  /**
   * Zakłada konto e-mail (status PENDING_VERIFICATION) i wysyła kod potwierdzający; nie loguje —
   * loguje dopiero `verifyCode` z adresem i kodem. Odpowiedź jest taka sama, gdy adres ma już konto:
   * nowe konto wtedy nie powstaje, a właściciel adresu dostaje e-mail.
   * Wymaga nagłówka `cf-turnstile-response`, gdy włączono Turnstile.
   */
  signUp: AuthPayload;
  /**
   * Wgrywa strony sprawdzianu; trwałe zadania w tle wycinają z nich zadania i rozwiązują każde osobno.
   * Pliki nie do przyjęcia, przekroczony limit albo brak AI wracają jako ExecutionError.
   */
  sprawdziansolution: SprawdziansolutionResult;
  /** Nowa sesja fiszek (WORD) albo ćwiczeń (EXERCISE, przygotowanych przez AI). */
  start: WordBaseSession;
  /** Nowa rozmowa w przestrzeni oparta na wybranych materiałach. */
  startconversation: ConversationWorkspace;
  /** Nowa rozmowa o zaznaczonym fragmencie. */
  startconversationinline: ConversationWorkspace;
  /** Nowa rozmowa z zamiarem; rodzaj rozmowy (`action`) to `intent.conversationType`. */
  startconversationintent: ConversationWorkspace;
  /** Nowa rozmowa oparta na wszystkich materiałach przestrzeni. */
  startconversationoverall: ConversationWorkspace;
  /** Nowa rozmowa w rozwiązywaczu zadań (/app/solver), poza przestrzeniami przedmiotów. */
  startconversationsolver: ConversationWorkspace;
  /** Zatrzymuje generowanie odpowiedzi; zapisana zostaje treść do tej chwili. */
  stopConversationGeneration: ConversationWorkspace;
  /**
   * Zapisuje odpowiedź. Drugiej odpowiedzi na to samo pytanie, odpowiedzi do zakończonego podejścia
   * i pytania spoza quizu serwer nie przyjmuje.
   */
  submitAnswer: QuizAnswer;
  /** Kończy podejście (pytania bez odpowiedzi dają 0 punktów) i liczy wynik. */
  submitQuizResult: QuizResult;
  /** Tłumaczenia i przykładowe zdania od AI dla wpisanych słów; nic nie zapisuje. */
  translate: Array<WordTranslation>;
  /** Zmienia limit (dla administratorów); obowiązuje od następnego sprawdzenia limitu. */
  updateLimit: Limit;
  /** Zmienia nazwę, ceny, okres próbny, opis albo widoczność planu (dla administratorów). */
  updatePlan: Plan;
  /** Zapisuje treść części poprawioną ręcznie. */
  updateRozprawkaAiSegment: RozprawkaAiSegment;
  /** Zapisuje wybór materiałów; ten sam wybór co ostatnio zwraca istniejący zestaw. */
  updateSources: SourceSet;
  /** Zmienia imię, nazwisko, awatar lub flagi użytkownika. */
  updateUserInfo: User;
  /** Zmienia rolę użytkownika (tylko administrator). Nie można odebrać roli ostatniemu administratorowi. */
  updateUserRole: User;
  /** Zmienia nazwę własnej przestrzeni. */
  updateWorkspace: Workspace;
  /** Poprawia zadanie odczytane z błędem i/lub rozwiązuje je ponownie. */
  updateZadanie: Zadanie;
  /** Zmienia nazwę lub rodzaj materiału. */
  updatedoc: UserDoc;
  /** Administrator: zmienia podręcznik, publikuje go albo poprawia spis treści. */
  updatepodrecznik: Podrecznik;
  updatesegmentstatus: RozprawkaSegmentRewrite;
  /** Administrator: łączy temat z podręcznikiem, zmienia jego treść i widoczność. */
  updatetemat: Tematy;
  /**
   * Przechodzi z własnego planu miesięcznego na wyższy, pobierając kwotę z podglądu calculatePreview
   * (ta sama chwila rozliczenia).
   */
  upgradeSubscription: SubscriptionUsage;
  upsertwords: WordBase;
  /**
   * Sprawdza odpowiedź na ćwiczenie: wyrozumiale (wielkość liter, brak polskich znaków, literówka,
   * przedimki), a odpowiedź swobodną – przez AI.
   */
  valdiateexercise: WordExercise;
  /**
   * Potwierdza adres e-mail kodem z wiadomości: zalogowanemu jego adres, gościowi podany adres
   * (poprawny kod wtedy loguje).
   */
  verifyCode: User;
  /**
   * Sprawdza kod SMS: bez sesji loguje (lub zakłada konto), w sesji zapisuje numer (po zmianie w
   * ustawieniach wysyła powiadomienie na adres e-mail konta).
   */
  verifyPhone: VerifyPhoneResult;
  wordpracticesession: WordBaseSession;
};


export type MutationAddLimitToPlanArgs = {
  addLimitToPlanInput: AddLimitToPlanInput;
};


export type MutationAitutoringAiTutorArgs = {
  aitutoringAiTutorInput: AitutoringAiTutorInput;
};


export type MutationAnswerOnboardingQuestionArgs = {
  answerOnboardingQuestionInput: AnswerOnboardingQuestionInput;
};


export type MutationAssignUserSubArgs = {
  assignUserSubInput: AssignUserSubInput;
};


export type MutationCancelSubscriptionArgs = {
  cancelSubscriptionInput: CancelSubscriptionInput;
};


export type MutationChangeEmailArgs = {
  changeEmailInput: ChangeEmailInput;
};


export type MutationChangePasswordArgs = {
  changePasswordInput: ChangePasswordInput;
};


export type MutationConfirmEmailChangeArgs = {
  confirmEmailChangeInput: ConfirmEmailChangeInput;
};


export type MutationContinueaitutoringAiTutorArgs = {
  continueaitutoringAiTutorInput: ContinueaitutoringAiTutorInput;
};


export type MutationConvertreviewtorozprawkaArgs = {
  convertreviewtorozprawkaInput: ConvertreviewtorozprawkaInput;
};


export type MutationCopySharedItemArgs = {
  input: CopySharedItemInput;
};


export type MutationCreateAdditionalLimitArgs = {
  createAdditionalLimitInput: CreateAdditionalLimitInput;
};


export type MutationCreateLimitArgs = {
  createLimitInput: CreateLimitInput;
};


export type MutationCreatePlanArgs = {
  createPlanInput: CreatePlanInput;
};


export type MutationCreatePodrecznikArgs = {
  createPodrecznikInput: CreatePodrecznikInput;
};


export type MutationCreateQuizResultArgs = {
  createQuizResultInput: CreateQuizResultInput;
};


export type MutationCreateShareLinkArgs = {
  input: ShareItemInput;
};


export type MutationCreateUserDocArgs = {
  createUserDocInput: CreateUserDocInput;
};


export type MutationCreateWorkspaceArgs = {
  createWorkspaceInput: CreateWorkspaceInput;
};


export type MutationDeleteAccountArgs = {
  deleteAccountInput: DeleteAccountInput;
};


export type MutationDeleteAiNoteArgs = {
  deleteAiNoteInput: DeleteAiNoteInput;
};


export type MutationDeleteAiTutorArgs = {
  deleteAiTutorInput: DeleteAiTutorInput;
};


export type MutationDeleteConversationWorkspaceArgs = {
  deleteConversationWorkspaceInput: DeleteConversationWorkspaceInput;
};


export type MutationDeleteIntegrationArgs = {
  deleteIntegrationInput: DeleteIntegrationInput;
};


export type MutationDeletePodrecznikArgs = {
  deletePodrecznikInput: DeletePodrecznikInput;
};


export type MutationDeleteQuizWorkspaceArgs = {
  deleteQuizWorkspaceInput: DeleteQuizWorkspaceInput;
};


export type MutationDeleteRozprawkaAiArgs = {
  deleteRozprawkaAiInput: DeleteRozprawkaAiInput;
};


export type MutationDeleteRozprawkaAiReviewArgs = {
  deleteRozprawkaAiReviewInput: DeleteRozprawkaAiReviewInput;
};


export type MutationDeleteTestSolverArgs = {
  deleteTestSolverInput: DeleteTestSolverInput;
};


export type MutationDeleteUserDocArgs = {
  deleteUserDocInput: DeleteUserDocInput;
};


export type MutationDeleteUserSubArgs = {
  deleteUserSubInput: DeleteUserSubInput;
};


export type MutationDeleteWordBaseArgs = {
  deleteWordBaseInput: DeleteWordBaseInput;
};


export type MutationDeleteWorkspaceArgs = {
  deleteWorkspaceInput: DeleteWorkspaceInput;
};


export type MutationEditnoteArgs = {
  editnoteInput: EditnoteInput;
};


export type MutationExtractwordbaseArgs = {
  extractwordbaseInput: ExtractwordbaseInput;
};


export type MutationFinishAiTutorTematSessionArgs = {
  finishAiTutorTematSessionInput: FinishAiTutorTematSessionInput;
};


export type MutationGeneratePaymentLinkArgs = {
  generatePaymentLinkInput: GeneratePaymentLinkInput;
};


export type MutationGenerateainotatkaAiNoteArgs = {
  generateainotatkaAiNoteInput: GenerateainotatkaAiNoteInput;
};


export type MutationGenerateainotatkasessionArgs = {
  generateainotatkasessionInput: GenerateainotatkasessionInput;
};


export type MutationGenerateexplanationArgs = {
  generateexplanationInput: GenerateexplanationInput;
};


export type MutationGeneratequizArgs = {
  generatequizInput: GeneratequizInput;
};


export type MutationGeneratequizcontinueArgs = {
  generatequizcontinueInput: GeneratequizcontinueInput;
};


export type MutationGeneraterozprawkaArgs = {
  generaterozprawkaInput: GeneraterozprawkaInput;
};


export type MutationGenerativefunctionsegmentArgs = {
  generativefunctionsegmentInput: GenerativefunctionsegmentInput;
};


export type MutationGetFileUrlArgs = {
  getFileUrlInput: GetFileUrlInput;
};


export type MutationGetnextwordArgs = {
  getnextwordInput: GetnextwordInput;
};


export type MutationImportPodrecznikPdfArgs = {
  importPodrecznikPdfInput: ImportPodrecznikPdfInput;
};


export type MutationLoginArgs = {
  loginInput: LoginInput;
};


export type MutationLogoutArgs = {
  logoutInput?: InputMaybe<LogoutInput>;
};


export type MutationNewPasswordArgs = {
  newPasswordInput: NewPasswordInput;
};


export type MutationNoteactionArgs = {
  noteactionInput: NoteactionInput;
};


export type MutationReindexLibraryBookArgs = {
  reindexLibraryBookInput: ReindexLibraryBookInput;
};


export type MutationRemoveLibraryRagDocumentArgs = {
  removeLibraryRagDocumentInput: RemoveLibraryRagDocumentInput;
};


export type MutationRemovePodrecznikCoverArgs = {
  removePodrecznikCoverInput: RemovePodrecznikCoverInput;
};


export type MutationRenameConversationWorkspaceArgs = {
  renameConversationWorkspaceInput: RenameConversationWorkspaceInput;
};


export type MutationResendAuthCodeArgs = {
  resendAuthCodeInput?: InputMaybe<ResendAuthCodeInput>;
};


export type MutationResetPasswordArgs = {
  resetPasswordInput: ResetPasswordInput;
};


export type MutationRetryPodrecznikImportArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReviewrozprawkaArgs = {
  reviewrozprawkaInput: ReviewrozprawkaInput;
};


export type MutationRevokeShareLinkArgs = {
  input: ShareTokenInput;
};


export type MutationRewritesegmentArgs = {
  rewritesegmentInput: RewritesegmentInput;
};


export type MutationSendSmsArgs = {
  sendSmsInput: SendSmsInput;
};


export type MutationSendmessageArgs = {
  sendmessageInput: SendmessageInput;
};


export type MutationSendmessageintentArgs = {
  sendmessageintentInput: SendmessageintentInput;
};


export type MutationSendmessageintentaiArgs = {
  sendmessageintentaiInput: SendmessageintentaiInput;
};


export type MutationSetDailyStudyGoalArgs = {
  setDailyStudyGoalInput: SetDailyStudyGoalInput;
};


export type MutationSetPodrecznikCoverArgs = {
  setPodrecznikCoverInput: SetPodrecznikCoverInput;
};


export type MutationSetPodrecznikTocArgs = {
  setPodrecznikTocInput: SetPodrecznikTocInput;
};


export type MutationSetStudyRemindersArgs = {
  setStudyRemindersInput: SetStudyRemindersInput;
};


export type MutationSetUserBlockedArgs = {
  setUserBlockedInput: SetUserBlockedInput;
};


export type MutationSignUpArgs = {
  signUpInput: SignUpInput;
};


export type MutationSprawdziansolutionArgs = {
  sprawdziansolutionInput: SprawdziansolutionInput;
};


export type MutationStartArgs = {
  startInput: StartInput;
};


export type MutationStartconversationArgs = {
  startconversationInput: StartconversationInput;
};


export type MutationStartconversationinlineArgs = {
  startconversationinlineInput: StartconversationinlineInput;
};


export type MutationStartconversationintentArgs = {
  startconversationintentInput: StartconversationintentInput;
};


export type MutationStartconversationoverallArgs = {
  startconversationoverallInput: StartconversationoverallInput;
};


export type MutationStartconversationsolverArgs = {
  startconversationsolverInput: StartconversationsolverInput;
};


export type MutationStopConversationGenerationArgs = {
  stopConversationGenerationInput: StopConversationGenerationInput;
};


export type MutationSubmitAnswerArgs = {
  submitAnswerInput: SubmitAnswerInput;
};


export type MutationSubmitQuizResultArgs = {
  submitQuizResultInput: SubmitQuizResultInput;
};


export type MutationTranslateArgs = {
  translateInput: TranslateInput;
};


export type MutationUpdateLimitArgs = {
  updateLimitInput: UpdateLimitInput;
};


export type MutationUpdatePlanArgs = {
  updatePlanInput: UpdatePlanInput;
};


export type MutationUpdateRozprawkaAiSegmentArgs = {
  updateRozprawkaAiSegmentInput: UpdateRozprawkaAiSegmentInput;
};


export type MutationUpdateSourcesArgs = {
  updateSourcesInput: UpdateSourcesInput;
};


export type MutationUpdateUserInfoArgs = {
  updateUserInfoInput: UpdateUserInfoInput;
};


export type MutationUpdateUserRoleArgs = {
  updateUserRoleInput: UpdateUserRoleInput;
};


export type MutationUpdateWorkspaceArgs = {
  updateWorkspaceInput: UpdateWorkspaceInput;
};


export type MutationUpdateZadanieArgs = {
  updateZadanieInput: UpdateZadanieInput;
};


export type MutationUpdatedocArgs = {
  updatedocInput: UpdatedocInput;
};


export type MutationUpdatepodrecznikArgs = {
  updatepodrecznikInput: UpdatepodrecznikInput;
};


export type MutationUpdatesegmentstatusArgs = {
  updatesegmentstatusInput: UpdatesegmentstatusInput;
};


export type MutationUpdatetematArgs = {
  updatetematInput: UpdatetematInput;
};


export type MutationUpgradeSubscriptionArgs = {
  upgradeSubscriptionInput: UpgradeSubscriptionInput;
};


export type MutationUpsertwordsArgs = {
  upsertwordsInput: UpsertwordsInput;
};


export type MutationValdiateexerciseArgs = {
  valdiateexerciseInput: ValdiateexerciseInput;
};


export type MutationVerifyCodeArgs = {
  verifyCodeInput: VerifyCodeInput;
};


export type MutationVerifyPhoneArgs = {
  verifyPhoneInput: VerifyPhoneInput;
};


export type MutationWordpracticesessionArgs = {
  wordpracticesessionInput: WordpracticesessionInput;
};

export type NewAiNoteInput = {
  workspaceId: Scalars['ID']['input'];
};

export type NewPasswordInput = {
  /** Sześciocyfrowy kod z e-maila. */
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type NewQuizFlowInput = {
  workspaceId: Scalars['ID']['input'];
};

export type NewQuizWorkspaceInput = {
  workspaceId: Scalars['ID']['input'];
};

export type NewRozprawkaAiInput = {
  /** Tylko ta rozprawka. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Tylko rozprawki tej przestrzeni. */
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
};

export type NewRozprawkaAiReviewInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
};

export type NewTestSolverInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
};

export type NewWordBaseInput = {
  workspaceId: Scalars['ID']['input'];
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
  id: Scalars['ID']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
};

export type NoteactionResult = {
  __typename?: 'NoteactionResult';
  /** Notatka po zmianie (gdy zmieniano całą notatkę) albo bez zmian. */
  note: AiNote;
  /** Nowy tekst (Markdown). */
  text: Scalars['String']['output'];
};

/** Odpowiedzi z ankiety onboardingowej, używane do dopasowania narzędzi do ucznia. */
export type OnboardingAnswers = {
  __typename?: 'OnboardingAnswers';
  /** Egzaminy, do których uczeń się przygotowuje. */
  egzaminy: Array<CkePoziom>;
  /** Kierunek studiów. */
  kierunek?: Maybe<Scalars['String']['output']>;
  /** Identyfikatory wybranych kursów (tematów poziomu STUDIA). */
  kursy: Array<Scalars['ID']['output']>;
  /** Symbol kwalifikacji zawodowej (technikum), np. „INF.03”. */
  kwalifikacja?: Maybe<Scalars['String']['output']>;
  /** Przedmioty maturalne z poziomem (liceum, technikum); przedmiot niezdawany nie występuje. */
  maturaPoziomy: Array<MaturaPrzedmiot>;
  /** Klasa / etap nauki. */
  poziom?: Maybe<Poziom>;
  /** Ulubione przedmioty (na studiach: dziedziny, z których są kursy). */
  przedmioty: Array<Przedmiot>;
  /** Liceum albo technikum (klasy szkoły średniej); null poza nimi albo gdy nie podano. */
  typSzkoly?: Maybe<TypSzkoly>;
  /** Co czeka studenta: sesja albo kolokwium; null, gdy nic nie wybrano. */
  zaliczenie?: Maybe<Zaliczenie>;
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

/** Jeden dzień paska dni nauki. */
export type OverviewDay = {
  __typename?: 'OverviewDay';
  /** RRRR-MM-DD (czas polski). */
  day: Scalars['String']['output'];
  /** Sesje skończone tego dnia (0 – dzień bez nauki). */
  sessions: Scalars['Int']['output'];
};

export type OverviewEssayAttempt = {
  __typename?: 'OverviewEssayAttempt';
  day: Scalars['String']['output'];
  maxPoints: Scalars['Float']['output'];
  points: Scalars['Float']['output'];
};

export type OverviewEssayCriterion = {
  __typename?: 'OverviewEssayCriterion';
  id: Scalars['String']['output'];
  maxPoints: Scalars['Float']['output'];
  /** Nazwa kryterium egzaminu. */
  name: Scalars['String']['output'];
  /** Punkty w kolejnych ocenach (jak `attempts`); null – ta ocena nie podała kryterium. */
  points: Array<Maybe<Scalars['Float']['output']>>;
};

export type OverviewEssays = {
  __typename?: 'OverviewEssays';
  /** Ostatnie (do 6) oceny tego egzaminu, od najstarszej. */
  attempts: Array<OverviewEssayAttempt>;
  /** Kryteria egzaminu z punktami w kolejnych ocenach. */
  criteria: Array<OverviewEssayCriterion>;
  /** Wszystkie ocenione wypracowania. */
  graded: Scalars['Int']['output'];
  /** Poziom egzaminu najnowszej oceny. */
  poziom?: Maybe<Scalars['String']['output']>;
  /** Przedmiot egzaminu najnowszej oceny (wykres pokazuje kryteria tego egzaminu). */
  przedmiot?: Maybe<Scalars['String']['output']>;
};

export type OverviewQuizScore = {
  __typename?: 'OverviewQuizScore';
  /** Dzień skończenia, RRRR-MM-DD. */
  day: Scalars['String']['output'];
  /** Wynik w procentach (0–100) w chwili skończenia quizu. */
  scorePercent: Scalars['Int']['output'];
};

export type OverviewQuizSubject = {
  __typename?: 'OverviewQuizSubject';
  /** Ostatnie (do 10) podejścia z wynikiem, od najstarszego. */
  attempts: Array<OverviewQuizScore>;
  /** Przedmiot (`Przedmiot`); null – quizy spoza tematu z podstawy programowej. */
  przedmiot?: Maybe<Scalars['String']['output']>;
};

export type OverviewQuizzes = {
  __typename?: 'OverviewQuizzes';
  /** Wszystkie skończone podejścia do quizów. */
  finished: Scalars['Int']['output'];
  /** Przedmioty, najpierw ten z najnowszym podejściem. */
  subjects: Array<OverviewQuizSubject>;
};

export type OverviewTests = {
  __typename?: 'OverviewTests';
  /** Rozwiązane testy (test rozwiązany ponownie liczy się raz). */
  solved: Scalars['Int']['output'];
  /** Rozwiązane zadania tych testów. */
  tasksSolved: Scalars['Int']['output'];
  /** Testy rozwiązane po raz pierwszy w każdym z 12 tygodni paska dni. */
  weeks: Array<OverviewWeek>;
};

export type OverviewTutorSubject = {
  __typename?: 'OverviewTutorSubject';
  mastered: Scalars['Int']['output'];
  practised: Scalars['Int']['output'];
  przedmiot: Scalars['String']['output'];
};

export type OverviewTutors = {
  __typename?: 'OverviewTutors';
  /** Tematy opanowane: ostatnia sesja tematu skończyła się opanowaniem. */
  mastered: Scalars['Int']['output'];
  /** Tematy z co najmniej jedną skończoną sesją. */
  practised: Scalars['Int']['output'];
  subjects: Array<OverviewTutorSubject>;
};

export type OverviewWeek = {
  __typename?: 'OverviewWeek';
  solved: Scalars['Int']['output'];
  /** Poniedziałek tygodnia, RRRR-MM-DD. */
  start: Scalars['String']['output'];
};

export type OverviewWords = {
  __typename?: 'OverviewWords';
  /** Do powtórki dziś. */
  due: Scalars['Int']['output'];
  /** Nauczone: po krokach nauki, z szansą przypomnienia powyżej 90%. */
  learnt: Scalars['Int']['output'];
  /** Wszystkie słówka w zestawach ucznia. */
  wordCount: Scalars['Int']['output'];
};

export type PageViewCount = {
  __typename?: 'PageViewCount';
  /** Wzorzec adresu, np. /workspace/:id/quizzes — nigdy konkretny adres. */
  route: Scalars['String']['output'];
  views: Scalars['Int']['output'];
  visits: Scalars['Int']['output'];
};

export type PaginateConversationWorkspaceByWorkspaceIdInput = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};

/** Karta płatnicza: marka (np. visa), ostatnie 4 cyfry i ważność. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  card_brand: Scalars['String']['output'];
  card_last4: Scalars['String']['output'];
  exp_month: Scalars['Int']['output'];
  exp_year: Scalars['Int']['output'];
};

/** Plan z cenami za 1, 3 i 12 miesięcy (w złotych) i jego limitami. */
export type Plan = {
  __typename?: 'Plan';
  description: Scalars['String']['output'];
  /** Plan można najpierw wypróbować za darmo. */
  freeTier: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  limits: Array<Limit>;
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  price3m: Scalars['Float']['output'];
  price12m: Scalars['Float']['output'];
  /** Co zalogowany użytkownik może zrobić z tym planem (tylko w getAvaliblePlans; w publicznej liście null). */
  userPlanAction?: Maybe<PlanAction>;
  visible: Scalars['Boolean']['output'];
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

/**
 * Ilu użytkowników dotyczy plan teraz: ci, których obowiązująca subskrypcja jest tego planu, a przy
 * planie domyślnym — wszyscy bez obowiązującej subskrypcji.
 */
export type PlanAudience = {
  __typename?: 'PlanAudience';
  planId: Scalars['ID']['output'];
  users: Scalars['Int']['output'];
};

/** Podręcznik ze spisem treści: rozdziały i podrozdziały ze stronami. */
export type PodrBook = {
  __typename?: 'PodrBook';
  chapters: Array<PodrChapter>;
  id: Scalars['ID']['output'];
  podrecznik: Podrecznik;
};

/** Rozdział albo podrozdział spisu treści podręcznika. */
export type PodrChapter = {
  __typename?: 'PodrChapter';
  /** Usunięty ze spisu (widzi go tylko administrator). */
  deleted: Scalars['Boolean']['output'];
  /** Liczba zadań z rozwiązaniami w podrozdziale (w rozdziale: we wszystkich jego podrozdziałach). */
  exerciseCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Nazwa bez numeru. */
  name: Scalars['String']['output'];
  /** Numer, jak w podręczniku. */
  number: Scalars['String']['output'];
  /** Strona początku (od 1) albo null. */
  page?: Maybe<Scalars['Int']['output']>;
  /** Nazwa, jak wydrukowana w spisie treści. */
  raw_name: Scalars['String']['output'];
  /** Podrozdziały (puste w podrozdziale). */
  subchapters: Array<PodrChapter>;
  /** Pozycja w spisie treści, np. „2” albo „2.1”. */
  toc_id: Scalars['String']['output'];
};

export type PodrChapterChangeInput = {
  deleted?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** Podręcznik w katalogu (`/podrecznikio`). Widoczny dla wszystkich dopiero po opublikowaniu (`visible`). */
export type Podrecznik = {
  __typename?: 'Podrecznik';
  authors: Array<Scalars['String']['output']>;
  /** Podręcznik demonstracyjny, napisany dla Kredy (nie jest podręcznikiem dopuszczonym do użytku szkolnego). */
  demo: Scalars['Boolean']['output'];
  /** Liczba zadań z rozwiązaniami w podręczniku. */
  exerciseCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Okładka (adres obrazu) albo null. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  isbn?: Maybe<Scalars['String']['output']>;
  /** Klasa (1–8 w szkole podstawowej, 1–5 w szkole średniej). */
  klasa?: Maybe<Scalars['Int']['output']>;
  poziom: Poziom;
  przedmiot: Przedmiot;
  title: Scalars['String']['output'];
  /** Opublikowany: widoczny w katalogu (administrator widzi też nieopublikowane). */
  visible: Scalars['Boolean']['output'];
  wydawnictwo?: Maybe<Scalars['String']['output']>;
};

/** Import pliku PDF podręcznika: trwałe zadanie z widocznymi etapami i postępem. */
export type PodrecznikImport = {
  __typename?: 'PodrecznikImport';
  /** Które to uruchomienie (1, a po każdym ponowieniu o jeden więcej). */
  attempt: Scalars['Int']['output'];
  /** Zapisane rozdziały i podrozdziały. */
  chapterCount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Dlaczego import się nie udał albo czeka na spis treści (po polsku). */
  error?: Maybe<Scalars['String']['output']>;
  exercisesFailed: Scalars['Int']['output'];
  /** Znalezione zadania, rozwiązane i te, których nie udało się rozwiązać. */
  exercisesFound: Scalars['Int']['output'];
  exercisesSolved: Scalars['Int']['output'];
  /** Nazwa przesłanego pliku. */
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Uwaga do zakończonego importu (np. zadania pominięte bez AI), po polsku. */
  note?: Maybe<Scalars['String']['output']>;
  /** Liczba stron pliku (gdy już wiadomo). */
  pageCount?: Maybe<Scalars['Int']['output']>;
  /** Ile stron już przeczytano. */
  pagesRead: Scalars['Int']['output'];
  podrecznikId: Scalars['ID']['output'];
  state: PodrecznikImportState;
  subchapterCount: Scalars['Int']['output'];
  /** Podrozdziały, w których już wyszukano zadania. */
  subchaptersRead: Scalars['Int']['output'];
  tocSource?: Maybe<PodrecznikTocSource>;
  updatedAt: Scalars['DateTime']['output'];
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

/** Strona listy podręczników administratora (także ukrytych). */
export type PodrecznikPage = {
  __typename?: 'PodrecznikPage';
  data: Array<Podrecznik>;
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Rozdział spisu treści wpisanego ręcznie, z podrozdziałami. */
export type PodrecznikTocChapterInput = {
  name: Scalars['String']['input'];
  page: Scalars['Int']['input'];
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
  name: Scalars['String']['input'];
  /** Strona pliku PDF, na której się zaczyna (od 1). */
  page: Scalars['Int']['input'];
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

export type Query = {
  __typename?: 'Query';
  /** Wszystkie podręczniki, także ukryte, według przedmiotu, poziomu, klasy i tytułu (dla administratorów). */
  adminPodreczniki: PodrecznikPage;
  /**
   * Wszystkie tematy podstawy programowej przedmiotu i poziomu, także ukryte, w kolejności z
   * podręcznika (dla administratorów; zmienia je `updatetemat`).
   */
  adminTematy: Array<Tematy>;
  /** Ile kosztuje teraz przejście z obecnego planu miesięcznego na wyższy (przycisk „Rozszerz plan”). */
  calculatePreview: CalculatedPreview;
  /** Sprawdza odpowiedź ucznia do rozwiązanego zadania (zadania z biblioteki także bez logowania). */
  checkZadanieAnswer: ZadanieAnswerCheck;
  /** Koszt akcji AI w okresie (tylko administrator), od najdroższej. */
  getActionCost: Array<ActionCost>;
  /** Materiały do wyboru dla narzędzia i ostatni wybór. */
  getActionSources: ActionSources;
  /**
   * Aktywność dzień po dniu: aktywni użytkownicy, wizyty, odsłony stron, otwarcia narzędzi, przewodniki
   * i czasy ładowania (tylko administrator).
   */
  getActivityStats: ActivityStats;
  /**
   * Dziennik zmian administratorów w planach, limitach, subskrypcjach i dokupionych limitach, od
   * najnowszej (nasza operacja, spoza kontraktu: zgłoszenie prosi, by administratorzy widzieli, kto co
   * zmienił; dla administratorów).
   */
  getAdminAuditLog: AdminAuditPage;
  /** Liczby do strony głównej panelu (tylko administrator). */
  getAdminStats: AdminStats;
  /** Wywołania AI dzień po dniu (tylko administrator), od najstarszego dnia. */
  getAggregatedUsage: Array<AggregatedUsage>;
  /** Notatka zalogowanego użytkownika; cudza lub nieistniejąca daje NOT_FOUND. */
  getAiNoteById: AiNote;
  /** Notatki przestrzeni, ostatnio zmieniane najpierw. */
  getAiNoteByWorkspaceId: Array<AiNote>;
  /** Korepetytor ucznia z planem tematów. */
  getAiTutorById: AiTutor;
  /** Korepetytorzy zalogowanego ucznia, najnowsi najpierw. */
  getAiTutorByUserId: Array<AiTutor>;
  getAiTutorTematById: AiTutorTemat;
  /** Wszystkie limity wszystkich planów (dla administratorów). */
  getAllLimits: Array<Limit>;
  /** Wszystkie plany, także ukryte, z wszystkimi limitami (dla administratorów). */
  getAllPlans: Array<Plan>;
  /** Subskrypcje — opłacane w Stripe i przyznane — od najnowszej, z filtrami (dla administratorów). */
  getAllSubscriptions: SubscriptionPage;
  getAppConfig: AppConfig;
  /**
   * Widoczne plany z cenami i limitami oraz przyciskiem dla zalogowanego użytkownika. Bez
   * skonfigurowanych płatności kupić nie można: inne plany niż obecny mają „Niedostępny”.
   */
  getAvaliblePlans: Array<Plan>;
  /** Widoczne plany z widocznymi limitami dostępnych narzędzi, od najtańszego; dostępne bez logowania. */
  getAvaliblePlansPublic: Array<Plan>;
  /** Książki z zadaniami, po stronie (bez logowania). */
  getBooks: BookPage;
  /** Wyszukiwanie książek po tytule albo numerze ISBN (bez logowania), najwyżej 20. */
  getBooksByTitle: Array<Book>;
  /** Rozmowa zalogowanego użytkownika; cudza lub nieistniejąca daje NOT_FOUND. */
  getConversationWorkspaceById: ConversationWorkspace;
  /** Rozmowy przestrzeni, od najnowszej. */
  getConversationWorkspaceByWorkspaceId: Array<ConversationWorkspace>;
  /** Słowa do powtórki teraz: razem i w każdej przestrzeni ucznia. */
  getDueWords: DueWords;
  /** Faktury zalogowanego użytkownika, od najnowszej (pusta lista bez płatności). */
  getInvoices: Array<Invoice>;
  /** Języki baz słówek, po polsku, w kolejności listy. */
  getLanguages: Array<Language>;
  /** Ostatnio używane przestrzenie zalogowanego użytkownika (tylko te z tematem). */
  getLatestData: Array<Workspace>;
  /** Lista lektur, opcjonalnie zawężona do poziomu lub wyszukiwanej frazy. */
  getLektury: Array<Lektura>;
  /** Dokumenty biblioteki w indeksie wyszukiwania z liczbą fragmentów (tylko administrator). */
  getLibraryRagDocuments: Array<LibraryRagDocument>;
  /** Zalogowany użytkownik. Bez sesji: błąd UNAUTHENTICATED ("Unauthorized"). */
  getMe: User;
  /** Zadania sprawdzianu w kolejności, po stronie. */
  getPaginatedZadanieByRelationId: ZadaniePage;
  /**
   * Ilu użytkowników dotyczy każdy plan — zmiana planu lub jego limitu obejmie ich od razu (dla
   * administratorów; nasza operacja, spoza kontraktu).
   */
  getPlanAudience: Array<PlanAudience>;
  /** Podręcznik ze spisem treści (bez logowania; nieopublikowany widzi tylko administrator). */
  getPodrBookById: PodrBook;
  /** Ciąg quizów zalogowanego użytkownika; cudzy lub nieistniejący daje NOT_FOUND. */
  getQuizFlowById: QuizFlow;
  /** Ciągi quizów utworzone z jednego materiału. */
  getQuizFlowByUserDocId: Array<QuizFlow>;
  /** Ciągi quizów przestrzeni, najnowsze najpierw. */
  getQuizFlowByWorkspaceId: Array<QuizFlow>;
  getQuizResultById: QuizResult;
  getQuizWorkspaceById: QuizWorkspace;
  /**
   * Wszystkie quizy zalogowanego ucznia ze wszystkich jego przestrzeni, od najnowszego (bez
   * usuniętych, najwyżej `limit`). Podsumowania: pytania quizu czyta `getQuizWorkspaceById`.
   */
  getQuizWorkspaceByUserId: Array<QuizWorkspace>;
  /** Quizy przestrzeni, najnowsze najpierw. */
  getQuizWorkspaceByWorkspaceId: Array<QuizWorkspace>;
  /** Rozprawka zalogowanego ucznia; cudza lub nieistniejąca daje NOT_FOUND. */
  getRozprawkaAiById: RozprawkaAi;
  /** Rozprawki ucznia (w przestrzeni albo wszystkie), najnowsze najpierw. */
  getRozprawkaAiByWorkspaceId: Array<RozprawkaAi>;
  getRozprawkaAiReviewById: RozprawkaAiReview;
  /** Oceny ucznia (w przestrzeni albo wszystkie), najnowsze najpierw. */
  getRozprawkaAiReviewByWorkspaceId: Array<RozprawkaAiReview>;
  /** Historia propozycji nowych wersji części, najnowsze najpierw. */
  getSegmentRewrites: Array<RozprawkaSegmentRewrite>;
  /** Działający link, którym uczeń udostępnia swoją rzecz, albo null. Cudza rzecz: NOT_FOUND. */
  getShareLink?: Maybe<ShareLink>;
  /**
   * Podgląd udostępnionej rzeczy po kluczu linku; działa bez logowania. Link wyłączony albo rzecz
   * usunięta: NOT_FOUND „Ten link nie jest już aktywny.”.
   */
  getSharedItem: SharedItem;
  /** Zestaw materiałów zalogowanego użytkownika; cudzy lub nieistniejący daje NOT_FOUND. */
  getSourcesById: SourceSet;
  /** Jedna subskrypcja; NOT_FOUND, gdy jej nie ma (dla administratorów). */
  getSubscriptionById: AdminSubscription;
  /**
   * Plan i wykorzystanie limitów zalogowanego użytkownika: widoczne limity narzędzi, które są już
   * dostępne (limity narzędzi jeszcze niedostępnych plan może mieć, ale się ich nie pokazuje).
   */
  getSubscriptionUsage: SubscriptionUsage;
  /** Sprawdzian zalogowanego ucznia; cudzy lub nieistniejący daje NOT_FOUND. */
  getTestSolverById: TestSolver;
  /** Sprawdziany ucznia (w przestrzeni albo wszystkie), najnowsze najpierw. */
  getTestSolverByWorkspaceId: Array<TestSolver>;
  /** Użycie użytkowników w okresie (tylko administrator): akcje planu i koszt AI, od najdroższego. */
  getUsage: UsagePage;
  /** Eksport wywołań AI do CSV (tylko administrator): wiersz na dzień, akcję, model i użytkownika. */
  getUsageCsv: CsvFile;
  /** Użytkownik po id (tylko administrator). */
  getUserById: User;
  /** Materiał zalogowanego użytkownika; cudzy lub nieistniejący daje NOT_FOUND. */
  getUserDocById: UserDoc;
  /** Materiały przestrzeni, od najnowszego. */
  getUserDocByWorkspaceId: Array<UserDoc>;
  /** Limity planu użytkownika i ich wykorzystanie w bieżących okresach (tylko administrator). */
  getUserLimits: Array<UsageItem>;
  /**
   * Liczba przestrzeni na liście użytkownika (tych z tematem) — sama liczba, bez nazw i treści. Dla
   * administratora o każdym koncie (nieznane ma 0), dla ucznia tylko o własnym; o cudzym: FORBIDDEN.
   */
  getUserWorkspaceCount: Scalars['Int']['output'];
  /** Lista użytkowników (tylko administrator). */
  getUsers: UserPage;
  getWordBaseById: WordBase;
  getWordBaseBySourcesId: Array<WordBase>;
  /**
   * Wszystkie bazy słówek zalogowanego ucznia ze wszystkich jego przestrzeni, od najnowszej (bez
   * usuniętych, najwyżej `limit`). Podsumowania: słowa bazy czyta `getWordBaseById`.
   */
  getWordBaseByUserId: Array<WordBase>;
  getWordBaseByWorkspaceId: Array<WordBase>;
  getWordBaseSessionById: WordBaseSession;
  /** Sesje bazy, najnowsze najpierw. */
  getWordBaseSessionByWordBaseId: Array<WordBaseSession>;
  /** Przestrzeń zalogowanego użytkownika; cudza lub nieistniejąca daje NOT_FOUND. */
  getWorkspaceById: Workspace;
  /** Wszystkie przestrzenie zalogowanego użytkownika z tematem, od najnowszej. */
  getWorkspaceByUserId: Array<Workspace>;
  /** Sesje tematu, od najstarszej. */
  getaitematsessionbytematid: Array<AiTutorTematSession>;
  /** Książka z rozdziałami, podrozdziałami i zadaniami (bez logowania). */
  getbookbyid: Book;
  /** Tematy z podstawy programowej dla przedmiotu i poziomu, w kolejności z podręcznika. */
  getbyprzedmiotandpoziom: Array<Tematy>;
  /** Zadania pisemne egzaminów CKE z kryteriami oceniania wypracowań. */
  getcke: Array<CkeEgzamin>;
  /** Liczba zadań z rozwiązaniami w bibliotece (bez logowania). */
  getcount: Scalars['Int']['output'];
  /**
   * Przestrzeń „Języki obce” ucznia, tworzona przy pierwszym użyciu: tam trafia baza słówek języka
   * obcego założona ze strony „Słówka”, a nie do przestrzeni przedmiotu. Nie ma tematu, więc nie ma
   * jej na listach przestrzeni.
   */
  getlanguageworkspace: Workspace;
  /** Opublikowane podręczniki przedmiotu i poziomu (bez logowania). */
  getpodrecznikbyprzedmiotandpoziom: Array<Podrecznik>;
  /**
   * Ogólna przestrzeń rozwiązywacza zadań (/app/solver), tworzona przy pierwszym użyciu; bez tematu,
   * więc nie ma jej na listach.
   */
  getsolverworkspace: Workspace;
  /** Treść tematu i zadania do przećwiczenia. */
  gettematdata: AiTutorTematData;
  /** Tematy planu korepetytora w kolejności nauki. */
  gettematybyaitutorid: Array<AiTutorTemat>;
  /** Rozmowy przestrzeni stronami (domyślnie 20, od najnowszej). */
  paginateConversationWorkspaceByWorkspaceId: ConversationWorkspacePage;
  /** Stan jednego importu (dla administratorów). */
  podrecznikImport: PodrecznikImport;
  /** Importy podręcznika, najnowszy pierwszy (dla administratorów). */
  podrecznikImports: Array<PodrecznikImport>;
  /** Pole testowe: fragmenty, które narzędzia znalazłyby dla pytania, z wynikami (tylko administrator). */
  searchLibraryRag: Array<LibraryRagHit>;
  /** „Moje postępy”: dni nauki, serie i wykresy narzędzi zalogowanego ucznia (tylko własne). */
  studyOverview: StudyOverview;
  /** Seria dni nauki, dzisiejszy cel i ustawienie przypomnień zalogowanego ucznia (tylko własne). */
  studyProgress: StudyProgress;
};


export type QueryAdminPodrecznikiArgs = {
  adminPodrecznikiInput: AdminPodrecznikiInput;
};


export type QueryAdminTematyArgs = {
  adminTematyInput: AdminTematyInput;
};


export type QueryCalculatePreviewArgs = {
  calculatePreviewInput: CalculatePreviewInput;
};


export type QueryCheckZadanieAnswerArgs = {
  checkZadanieAnswerInput: CheckZadanieAnswerInput;
};


export type QueryGetActionCostArgs = {
  getActionCostInput?: InputMaybe<GetActionCostInput>;
};


export type QueryGetActionSourcesArgs = {
  getActionSourcesInput: GetActionSourcesInput;
};


export type QueryGetActivityStatsArgs = {
  getActivityStatsInput: GetActivityStatsInput;
};


export type QueryGetAdminAuditLogArgs = {
  getAdminAuditLogInput: GetAdminAuditLogInput;
};


export type QueryGetAggregatedUsageArgs = {
  getAggregatedUsageInput?: InputMaybe<GetAggregatedUsageInput>;
};


export type QueryGetAiNoteByIdArgs = {
  getAiNoteByIdInput: GetAiNoteByIdInput;
};


export type QueryGetAiNoteByWorkspaceIdArgs = {
  getAiNoteByWorkspaceIdInput: GetAiNoteByWorkspaceIdInput;
};


export type QueryGetAiTutorByIdArgs = {
  getAiTutorByIdInput: GetAiTutorByIdInput;
};


export type QueryGetAiTutorTematByIdArgs = {
  getAiTutorTematByIdInput: GetAiTutorTematByIdInput;
};


export type QueryGetAllSubscriptionsArgs = {
  getAllSubscriptionsInput: GetAllSubscriptionsInput;
};


export type QueryGetBooksArgs = {
  getBooksInput: GetBooksInput;
};


export type QueryGetBooksByTitleArgs = {
  getBooksByTitleInput: GetBooksByTitleInput;
};


export type QueryGetConversationWorkspaceByIdArgs = {
  getConversationWorkspaceByIdInput: GetConversationWorkspaceByIdInput;
};


export type QueryGetConversationWorkspaceByWorkspaceIdArgs = {
  getConversationWorkspaceByWorkspaceIdInput: GetConversationWorkspaceByWorkspaceIdInput;
};


export type QueryGetLatestDataArgs = {
  getLatestDataInput?: InputMaybe<GetLatestDataInput>;
};


export type QueryGetLekturyArgs = {
  getLekturyInput?: InputMaybe<GetLekturyInput>;
};


export type QueryGetLibraryRagDocumentsArgs = {
  getLibraryRagDocumentsInput: GetLibraryRagDocumentsInput;
};


export type QueryGetPaginatedZadanieByRelationIdArgs = {
  getPaginatedZadanieByRelationIdInput: GetPaginatedZadanieByRelationIdInput;
};


export type QueryGetPodrBookByIdArgs = {
  getPodrBookByIdInput: GetPodrBookByIdInput;
};


export type QueryGetQuizFlowByIdArgs = {
  getQuizFlowByIdInput: GetQuizFlowByIdInput;
};


export type QueryGetQuizFlowByUserDocIdArgs = {
  getQuizFlowByUserDocIdInput: GetQuizFlowByUserDocIdInput;
};


export type QueryGetQuizFlowByWorkspaceIdArgs = {
  getQuizFlowByWorkspaceIdInput: GetQuizFlowByWorkspaceIdInput;
};


export type QueryGetQuizResultByIdArgs = {
  getQuizResultByIdInput: GetQuizResultByIdInput;
};


export type QueryGetQuizWorkspaceByIdArgs = {
  getQuizWorkspaceByIdInput: GetQuizWorkspaceByIdInput;
};


export type QueryGetQuizWorkspaceByUserIdArgs = {
  getQuizWorkspaceByUserIdInput?: InputMaybe<GetQuizWorkspaceByUserIdInput>;
};


export type QueryGetQuizWorkspaceByWorkspaceIdArgs = {
  getQuizWorkspaceByWorkspaceIdInput: GetQuizWorkspaceByWorkspaceIdInput;
};


export type QueryGetRozprawkaAiByIdArgs = {
  getRozprawkaAiByIdInput: GetRozprawkaAiByIdInput;
};


export type QueryGetRozprawkaAiByWorkspaceIdArgs = {
  getRozprawkaAiByWorkspaceIdInput?: InputMaybe<GetRozprawkaAiByWorkspaceIdInput>;
};


export type QueryGetRozprawkaAiReviewByIdArgs = {
  getRozprawkaAiReviewByIdInput: GetRozprawkaAiReviewByIdInput;
};


export type QueryGetRozprawkaAiReviewByWorkspaceIdArgs = {
  getRozprawkaAiReviewByWorkspaceIdInput?: InputMaybe<GetRozprawkaAiReviewByWorkspaceIdInput>;
};


export type QueryGetSegmentRewritesArgs = {
  getSegmentRewritesInput: GetSegmentRewritesInput;
};


export type QueryGetShareLinkArgs = {
  input: ShareItemInput;
};


export type QueryGetSharedItemArgs = {
  input: ShareTokenInput;
};


export type QueryGetSourcesByIdArgs = {
  getSourcesByIdInput: GetSourcesByIdInput;
};


export type QueryGetSubscriptionByIdArgs = {
  getSubscriptionByIdInput: GetSubscriptionByIdInput;
};


export type QueryGetTestSolverByIdArgs = {
  getTestSolverByIdInput: GetTestSolverByIdInput;
};


export type QueryGetTestSolverByWorkspaceIdArgs = {
  getTestSolverByWorkspaceIdInput?: InputMaybe<GetTestSolverByWorkspaceIdInput>;
};


export type QueryGetUsageArgs = {
  getUsageInput?: InputMaybe<GetUsageInput>;
};


export type QueryGetUsageCsvArgs = {
  getAggregatedUsageInput?: InputMaybe<GetAggregatedUsageInput>;
};


export type QueryGetUserByIdArgs = {
  getUserByIdInput: GetUserByIdInput;
};


export type QueryGetUserDocByIdArgs = {
  getUserDocByIdInput: GetUserDocByIdInput;
};


export type QueryGetUserDocByWorkspaceIdArgs = {
  getUserDocByWorkspaceIdInput: GetUserDocByWorkspaceIdInput;
};


export type QueryGetUserLimitsArgs = {
  getUserByIdInput: GetUserByIdInput;
};


export type QueryGetUserWorkspaceCountArgs = {
  getUserByIdInput: GetUserByIdInput;
};


export type QueryGetUsersArgs = {
  getUsersInput?: InputMaybe<GetUsersInput>;
};


export type QueryGetWordBaseByIdArgs = {
  getWordBaseByIdInput: GetWordBaseByIdInput;
};


export type QueryGetWordBaseBySourcesIdArgs = {
  getWordBaseBySourcesIdInput: GetWordBaseBySourcesIdInput;
};


export type QueryGetWordBaseByUserIdArgs = {
  getWordBaseByUserIdInput?: InputMaybe<GetWordBaseByUserIdInput>;
};


export type QueryGetWordBaseByWorkspaceIdArgs = {
  getWordBaseByWorkspaceIdInput: GetWordBaseByWorkspaceIdInput;
};


export type QueryGetWordBaseSessionByIdArgs = {
  getWordBaseSessionByIdInput: GetWordBaseSessionByIdInput;
};


export type QueryGetWordBaseSessionByWordBaseIdArgs = {
  getWordBaseSessionByWordBaseIdInput: GetWordBaseSessionByWordBaseIdInput;
};


export type QueryGetWorkspaceByIdArgs = {
  getWorkspaceByIdInput: GetWorkspaceByIdInput;
};


export type QueryGetaitematsessionbytematidArgs = {
  getaitematsessionbytematidInput: GetaitematsessionbytematidInput;
};


export type QueryGetbookbyidArgs = {
  getbookbyidInput: GetbookbyidInput;
};


export type QueryGetbyprzedmiotandpoziomArgs = {
  getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput;
};


export type QueryGetcountArgs = {
  getcountInput?: InputMaybe<GetcountInput>;
};


export type QueryGetpodrecznikbyprzedmiotandpoziomArgs = {
  getpodrecznikbyprzedmiotandpoziomInput: GetpodrecznikbyprzedmiotandpoziomInput;
};


export type QueryGettematdataArgs = {
  gettematdataInput: GettematdataInput;
};


export type QueryGettematybyaitutoridArgs = {
  gettematybyaitutoridInput: GettematybyaitutoridInput;
};


export type QueryPaginateConversationWorkspaceByWorkspaceIdArgs = {
  paginateConversationWorkspaceByWorkspaceIdInput: PaginateConversationWorkspaceByWorkspaceIdInput;
};


export type QueryPodrecznikImportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPodrecznikImportsArgs = {
  podrecznikId: Scalars['ID']['input'];
};


export type QuerySearchLibraryRagArgs = {
  searchLibraryRagInput: SearchLibraryRagInput;
};

/** Rodzaj pytania: otwarte (odpowiedź własnymi słowami albo wynik) lub zamknięte (wybór jednej odpowiedzi). */
export type QuestionType =
  | 'OTWARTE'
  | 'ZAMKNIETE';

/**
 * Odpowiedź ucznia na jedno pytanie. Poprawność, klucz i wyjaśnienie są widoczne od razu w trybie
 * nauki (`instantFeedback`), a w trybie sprawdzianu dopiero po zakończeniu podejścia.
 */
export type QuizAnswer = {
  __typename?: 'QuizAnswer';
  citation?: Maybe<QuizCitation>;
  /** Poprawna odpowiedź (tekst). */
  correctAnswer?: Maybe<Scalars['String']['output']>;
  correctOptionId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  explanation?: Maybe<Scalars['String']['output']>;
  /** Zdjęcie rozwiązania (pytanie otwarte). */
  fileId?: Maybe<Scalars['ID']['output']>;
  /** Krótko ważny adres zdjęcia rozwiązania dla jego właściciela. */
  fileUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** null, dopóki odpowiedź jest oceniana albo wynik jest ukryty do końca sprawdzianu. */
  isCorrect?: Maybe<Scalars['Boolean']['output']>;
  /** AI ocenia odpowiedź otwartą. */
  isReviewing: Scalars['Boolean']['output'];
  maxPoints: Scalars['Int']['output'];
  /** Wybrana odpowiedź (pytanie zamknięte). */
  optionId?: Maybe<Scalars['ID']['output']>;
  /** Zdobyte punkty (null jak wyżej). */
  points?: Maybe<Scalars['Float']['output']>;
  questionId: Scalars['ID']['output'];
  review?: Maybe<QuizReview>;
  /**
   * Tekst odpowiedzi (pytanie otwarte) albo treść wybranej odpowiedzi. Przy zdjęciu – tekst
   * odczytany ze zdjęcia (po wpisanym tekście, jeśli był).
   */
  userAnswer: Scalars['String']['output'];
};

/** Fragment materiału, z którego powstało pytanie (jak cytat w czacie). */
export type QuizCitation = {
  __typename?: 'QuizCitation';
  /** Strona PDF (od 1), gdy jest znana. */
  page?: Maybe<Scalars['Int']['output']>;
  sourceId: Scalars['ID']['output'];
  /** USER_DOC, AI_NOTE, YOUTUBE albo LIBRARY_CHAPTER (rozdział podręcznika z biblioteki). */
  sourceKind: Scalars['String']['output'];
  /** Nazwa materiału w chwili tworzenia quizu. */
  sourceName: Scalars['String']['output'];
  /** Sekunda nagrania, gdy fragment pochodzi z filmu. */
  startSeconds?: Maybe<Scalars['Float']['output']>;
  /** Treść fragmentu. */
  text: Scalars['String']['output'];
};

/** Poziom trudności quizu: Normalny, Prostszy, Trudniejszy. */
export type QuizDetailScale =
  | 'NORMALNY'
  | 'PROSTSZY'
  | 'TRUDNIEJSZY';

/** Ciąg quizów z tego samego źródła („Kolejny quiz” dopisuje do niego nowy quiz). */
export type QuizFlow = {
  __typename?: 'QuizFlow';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isDeleted: Scalars['Boolean']['output'];
  lektura?: Maybe<Lektura>;
  lekturaId?: Maybe<Scalars['ID']['output']>;
  quizzes: Array<QuizWorkspace>;
  /** Średni wynik zakończonych podejść w procentach. */
  score?: Maybe<Scalars['Float']['output']>;
  /** Zestaw materiałów, z którego powstają pytania. */
  sourcesId?: Maybe<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
  /** Materiał, gdy quiz powstał z jednego dokumentu. */
  userDocId?: Maybe<Scalars['ID']['output']>;
  workspaceId: Scalars['ID']['output'];
};

/** Odpowiedź do wyboru w pytaniu zamkniętym. Kolejność ustala serwer (losowo), nie model. */
export type QuizOption = {
  __typename?: 'QuizOption';
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

/** Pytanie quizu, tak jak widzi je uczeń przed odpowiedzią: bez klucza i wyjaśnienia. */
export type QuizQuestion = {
  __typename?: 'QuizQuestion';
  /** Pytanie otwarte z wynikiem liczbowym lub wyrażeniem, sprawdzanym co do wartości. */
  expectsValue: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  kind: QuestionType;
  /** Odpowiedzi do wyboru (pytanie zamknięte); puste przy otwartym. */
  options: Array<QuizOption>;
  /** Numer pytania w quizie (od 1). */
  order: Scalars['Int']['output'];
  /** Ile punktów można zdobyć. */
  points: Scalars['Int']['output'];
  /** Treść pytania (Markdown z wzorami LaTeX). */
  question: Scalars['String']['output'];
};

/** Podejście ucznia do quizu. Niezakończone można wznowić; zakończone jest tylko do odczytu. */
export type QuizResult = {
  __typename?: 'QuizResult';
  createdAt: Scalars['DateTime']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Tryb nauki: wynik po każdej odpowiedzi; inaczej po zakończeniu. */
  instantFeedback: Scalars['Boolean']['output'];
  isFinished: Scalars['Boolean']['output'];
  /** AI jeszcze ocenia odpowiedzi otwarte. */
  isReviewing: Scalars['Boolean']['output'];
  maxScore: Scalars['Int']['output'];
  /** Jak podejście nazywa się jako materiał, np. „Ułamki – wynik 60% (25.11)”. */
  name: Scalars['String']['output'];
  /** Wynik w procentach (0–100, zaokrąglony), gdy jest znany. */
  percent?: Maybe<Scalars['Int']['output']>;
  quizAnswers: Array<QuizAnswer>;
  quizWorkspace: QuizWorkspace;
  quizWorkspaceId: Scalars['ID']['output'];
  /** Zdobyte punkty (liczone przez serwer; w trybie sprawdzianu znane po zakończeniu). */
  score?: Maybe<Scalars['Float']['output']>;
  /** Sesja korepetytora, gdy quiz jest jej częścią. */
  sessionId?: Maybe<Scalars['ID']['output']>;
  workspaceId: Scalars['ID']['output'];
};

/** Ocena odpowiedzi otwartej przez AI. */
export type QuizReview = {
  __typename?: 'QuizReview';
  /** Co w odpowiedzi jest dobrze. */
  good: Scalars['String']['output'];
  /** Czego brakuje lub co jest błędne. */
  missing: Scalars['String']['output'];
  /** Wzorcowa odpowiedź. */
  modelAnswer: Scalars['String']['output'];
};

/**
 * Stan generowania quizu: CREATED (w kolejce) → INITIAL_PENDING (AI pisze pytania) → INITIAL_READY
 * (gotowy) albo INITIAL_FAILED (nie udało się; `error` mówi dlaczego, limit wraca).
 */
export type QuizWorkspace = {
  __typename?: 'QuizWorkspace';
  createdAt: Scalars['DateTime']['output'];
  detailScale: QuizDetailScale;
  /** Po polsku: dlaczego generowanie się nie udało. */
  error?: Maybe<Scalars['String']['output']>;
  /** Pytania z błędnych odpowiedzi (quiz „Powtórz błędy”). */
  fromMistakes: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lekturaId?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  /**
   * Po polsku: uwaga do quizu, np. że pytań jest mniej niż zamówiono albo że fakty z lektury warto
   * sprawdzić w tekście.
   */
  notice?: Maybe<Scalars['String']['output']>;
  /** Liczba pytań w gotowym quizie (przed końcem generowania – zamówiona liczba). */
  questionCount: Scalars['Int']['output'];
  questionTypes: Array<QuestionType>;
  questions: Array<QuizQuestion>;
  quizFlowId: Scalars['ID']['output'];
  /** Podejścia ucznia do quizu, najnowsze najpierw. */
  quizResults: Array<QuizResult>;
  /** Zamówiona liczba pytań. */
  requestedCount: Scalars['Int']['output'];
  /** Rozdział podręcznika (katalog podręczników pojawi się później). */
  rozdzialId?: Maybe<Scalars['ID']['output']>;
  state: GenerationState;
  type: ContentType;
  workspaceId: Scalars['ID']['output'];
  /** Nazwa przestrzeni, w której jest quiz (na listach wszystkich quizów ucznia). */
  workspaceName: Scalars['String']['output'];
  zadaniaId: Array<Scalars['ID']['output']>;
};

/** Wynik odświeżenia sesji. */
export type RefreshTokenResult = {
  __typename?: 'RefreshTokenResult';
  /** Kiedy wygasa nowy token dostępu; klient odświeża go przed tą chwilą. */
  accessTokenExpiresAt: Scalars['DateTime']['output'];
  success: Scalars['Boolean']['output'];
};

export type ReindexLibraryBookInput = {
  podrecznikId: Scalars['ID']['input'];
};

export type RemoveLibraryRagDocumentInput = {
  id: Scalars['ID']['input'];
};

export type RemovePodrecznikCoverInput = {
  podrecznikId: Scalars['ID']['input'];
};

export type RenameConversationWorkspaceInput = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type ResendAuthCodeInput = {
  /** Adres konta czekającego na potwierdzenie: wymagany bez sesji. */
  email?: InputMaybe<Scalars['String']['input']>;
};

export type ResetPasswordInput = {
  email: Scalars['String']['input'];
};

/**
 * Ocena rozprawki: dokładnie jedno z `content` (wpisany lub wklejony tekst), `file` (zdjęcie lub PDF
 * pracy) albo `rozprawkaId` (rozprawka z Kredy).
 */
export type ReviewrozprawkaInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  /** Progi błędów dla uczniów z dysleksją (matura z polskiego). */
  dysleksja?: InputMaybe<Scalars['Boolean']['input']>;
  file?: InputMaybe<Scalars['Upload']['input']>;
  poziom: CkePoziom;
  przedmiot: Przedmiot;
  rozprawkaId?: InputMaybe<Scalars['ID']['input']>;
  temat: Scalars['String']['input'];
  /** Przestrzeń oceny; bez niej – ogólna przestrzeń ucznia. */
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
};

export type ReviewrozprawkaResult = ExecutionError | RozprawkaAiReview;

export type RewritesegmentInput = {
  /** Co zmienić (do 500 znaków), np. „użyj innego przykładu z Lalki”. */
  instruction: Scalars['String']['input'];
  segmentId: Scalars['ID']['input'];
};

/** Rola użytkownika. */
export type Role =
  | 'ADMIN'
  | 'USER_FREE'
  | 'USER_PAID';

/** Rozprawka napisana z AI. */
export type RozprawkaAi = {
  __typename?: 'RozprawkaAi';
  createdAt: Scalars['DateTime']['output'];
  /** Nazwa egzaminu po polsku, np. „Matura z polskiego – poziom podstawowy”. */
  egzamin: Scalars['String']['output'];
  /** Po polsku: dlaczego pisanie się nie udało. */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lektury: Array<Lektura>;
  liczbaArgumentow: Scalars['Int']['output'];
  /** Górna granica liczby wyrazów, gdy egzamin ją ma. */
  maxWords?: Maybe<Scalars['Int']['output']>;
  minWords: Scalars['Int']['output'];
  /** Po polsku: uwaga do całej rozprawki (np. liczba wyrazów poza zakresem egzaminu). */
  notice?: Maybe<Scalars['String']['output']>;
  /** Dodatkowe wskazówki ucznia. */
  polecenie?: Maybe<Scalars['String']['output']>;
  /** Egzamin: matura podstawowa, rozszerzona albo egzamin ósmoklasisty. */
  poziom: CkePoziom;
  poziomJezyka: PoziomJezyka;
  /** `polish` albo `english`. */
  przedmiot: Przedmiot;
  /** Ocena, z której powstała ta wersja (FROM_REVEW). */
  rozprawkaReviewId?: Maybe<Scalars['ID']['output']>;
  /** Części w kolejności; pojawiają się jedna po drugiej, gdy AI je pisze. */
  segments: Array<RozprawkaAiSegment>;
  state: RozprawkaState;
  temat: Scalars['String']['output'];
  type: RozprawkaType;
  updatedAt: Scalars['DateTime']['output'];
  /** Liczba wyrazów wszystkich części (liczona przez serwer jak na egzaminie). */
  wordCount: Scalars['Int']['output'];
  workspaceId: Scalars['ID']['output'];
};

/**
 * Ocena rozprawki według kryteriów egzaminu. Ustawiony jest tylko zestaw kryteriów egzaminu tej oceny
 * (`maturaPolski`, `egzaminOsmoklasistyPolski`, `maturaAngielski` albo `egzaminOsmoklasistyAngielski`).
 */
export type RozprawkaAiReview = {
  __typename?: 'RozprawkaAiReview';
  /** Oceniany tekst (przy zdjęciu lub PDF – odczytany; null, dopóki trwa odczytywanie). */
  content?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Progi błędów dla dysleksji, dysortografii i dysgrafii (matura z polskiego). */
  dysleksja: Scalars['Boolean']['output'];
  egzamin: Scalars['String']['output'];
  egzaminOsmoklasistyAngielski?: Maybe<RozprawkaKryteria>;
  egzaminOsmoklasistyPolski?: Maybe<RozprawkaKryteria>;
  /** Po polsku: dlaczego oceny nie ma (np. tekst nie jest rozprawką na ten temat); limit wraca. */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  maturaAngielski?: Maybe<RozprawkaKryteria>;
  maturaPolski?: Maybe<RozprawkaKryteria>;
  /** Po polsku: uwaga do oceny (np. zasada przyjęta bez potwierdzenia w dokumentach CKE). */
  notice?: Maybe<Scalars['String']['output']>;
  /** Najnowsza poprawiona wersja napisana z tej oceny („Popraw rozprawkę”). */
  poprawionaRozprawkaId?: Maybe<Scalars['ID']['output']>;
  poprawki: Array<RozprawkaPoprawka>;
  poziom: CkePoziom;
  przedmiot: Przedmiot;
  /** Podsumowanie oceny po polsku. */
  review?: Maybe<Scalars['String']['output']>;
  /** „Jak poprawić” w Markdown (to samo co `poprawki`). */
  reviewContent?: Maybe<Scalars['String']['output']>;
  /** Rozprawka z Kredy, którą oceniono. */
  rozprawkaId?: Maybe<Scalars['ID']['output']>;
  state: RozprawkaState;
  temat: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Zdjęcie lub PDF pracy, zapisane jako materiał rodzaju „Rozprawka”. */
  userDocId?: Maybe<Scalars['ID']['output']>;
  /** Liczba wyrazów ocenianego tekstu (liczona przez serwer). */
  wordCount?: Maybe<Scalars['Int']['output']>;
  workspaceId: Scalars['ID']['output'];
};

/**
 * Część rozprawki. W trybie HELPER `content` jest pusty, dopóki uczeń sam go nie napisze, a
 * `helperContent` mówi, co tu napisać i dlaczego.
 */
export type RozprawkaAiSegment = {
  __typename?: 'RozprawkaAiSegment';
  /** Treść części (tekst; w trybie STRUCTURE – plan w punktach). */
  content: Scalars['String']['output'];
  /** Plan części w postaci danych (STRUCTURE): `{ naglowek, punkty[], lekturaId, sceny[], konteksty[] }`. */
  contentJson?: Maybe<Scalars['JSON']['output']>;
  /** Dlaczego ta część działa i na co patrzy egzaminator; null, dopóki uczeń nie poprosi (`generateexplanation`). */
  explanation?: Maybe<Scalars['String']['output']>;
  /** Tekst pomocniczy (HELPER): co tu napisać i dlaczego, przydatne zwroty. */
  helperContent?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lektura?: Maybe<Lektura>;
  /** Lektura, na której opiera się argument. */
  lekturaId?: Maybe<Scalars['ID']['output']>;
  /** Numer części w rozprawce (od 1). */
  order: Scalars['Int']['output'];
  rozprawkaId: Scalars['ID']['output'];
  type: SegmentType;
  updatedAt: Scalars['DateTime']['output'];
  uwagi: Array<RozprawkaUwaga>;
  /** Liczba wyrazów treści, liczona jak na egzaminie. */
  wordCount: Scalars['Int']['output'];
};

/** Wiadomość o rozprawce (zamiar ROZPRAWKA): otwiera narzędzie do rozprawek z tematem z wiadomości. */
export type RozprawkaCall = {
  __typename?: 'RozprawkaCall';
  /** Temat rozpoznany w wiadomości (do poprawienia w formularzu). */
  temat: Scalars['String']['output'];
};

/** Fragment ocenianej pracy z komentarzem: błąd (z pozycją w tekście, do podświetlenia) albo mocna strona. */
export type RozprawkaCytat = {
  __typename?: 'RozprawkaCytat';
  comment: Scalars['String']['output'];
  /** Poprawna wersja, gdy to błąd. */
  correction?: Maybe<Scalars['String']['output']>;
  end: Scalars['Int']['output'];
  kind: RozprawkaCytatKind;
  /** Pozycja fragmentu w `content` oceny (znaki od 0, koniec bez niego). */
  start: Scalars['Int']['output'];
  /** Fragment dokładnie jak w pracy. */
  text: Scalars['String']['output'];
};

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

/** Ocena według jednego zestawu kryteriów CKE. */
export type RozprawkaKryteria = {
  __typename?: 'RozprawkaKryteria';
  /** Egzamin, np. `matura_polski_pp`. */
  egzamin: Scalars['String']['output'];
  kryteria: Array<RozprawkaKryteriumOcena>;
  /** Maksymalna liczba punktów. */
  liczbaPunktow: Scalars['Int']['output'];
  nazwa: Scalars['String']['output'];
  /** Zasady egzaminu zastosowane przy tej ocenie, po polsku. */
  zasady: Array<Scalars['String']['output']>;
  /** Suma punktów, liczona przez serwer. */
  zdobytePunkty: Scalars['Int']['output'];
};

/** Punkty za jedno kryterium (lub podkryterium) egzaminu. */
export type RozprawkaKryteriumOcena = {
  __typename?: 'RozprawkaKryteriumOcena';
  cytaty: Array<RozprawkaCytat>;
  /** Oznaczenie z zasad oceniania, np. „1”, „3a”, „IV”, „tresc”. */
  id: Scalars['ID']['output'];
  maxPoints: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Punkty po zastosowaniu zasad egzaminu (liczone przez serwer). */
  points: Scalars['Int']['output'];
  /** Uzasadnienie po polsku. */
  reason: Scalars['String']['output'];
  /** Zasada egzaminu, która zmieniła punkty AI, po polsku (np. „0 pkt: praca krótsza niż 300 wyrazów”). */
  rule?: Maybe<Scalars['String']['output']>;
};

/** Konkretna poprawka z sekcji „Jak poprawić”. */
export type RozprawkaPoprawka = {
  __typename?: 'RozprawkaPoprawka';
  /** Fragment pracy (albo opis miejsca), który warto zmienić. */
  fragment: Scalars['String']['output'];
  /** Propozycja nowej wersji. */
  rewrite: Scalars['String']['output'];
  why: Scalars['String']['output'];
};

/** Prośba o ocenę rozprawki (zamiar ROZPRAWKA_REVIEW): otwiera ocenę rozprawek z tekstem z wiadomości. */
export type RozprawkaReviewCall = {
  __typename?: 'RozprawkaReviewCall';
  /** Tekst pracy wklejony do wiadomości, gdy jest dość długi, by go ocenić. */
  content?: Maybe<Scalars['String']['output']>;
  /** Temat, gdy wiadomość go podaje. */
  temat?: Maybe<Scalars['String']['output']>;
};

/**
 * Propozycja nowej wersji części (z polecenia ucznia albo jednej z akcji tekstu). Przyjęta zastępuje
 * treść części (poprzednia zostaje w `previousContent`), odrzucona zostaje w historii.
 */
export type RozprawkaSegmentRewrite = {
  __typename?: 'RozprawkaSegmentRewrite';
  accepted: Scalars['Boolean']['output'];
  /** Akcja tekstu (`generativefunctionsegment`). */
  action?: Maybe<TextAction>;
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  discarded: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Polecenie ucznia (`rewritesegment`). */
  instruction?: Maybe<Scalars['String']['output']>;
  /** Treść części sprzed przyjęcia tej propozycji. */
  previousContent?: Maybe<Scalars['String']['output']>;
  segment: RozprawkaAiSegment;
  segmentId: Scalars['ID']['output'];
};

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

/** Uwaga do części rozprawki. */
export type RozprawkaUwaga = {
  __typename?: 'RozprawkaUwaga';
  kind: RozprawkaUwagaKind;
  lekturaId?: Maybe<Scalars['ID']['output']>;
  /** Po polsku, do pokazania uczniowi. */
  message: Scalars['String']['output'];
  /** Fragment części, którego dotyczy uwaga (dokładnie jak w tekście), gdy jest. */
  quote?: Maybe<Scalars['String']['output']>;
};

/**
 * Rodzaj uwagi do części rozprawki: SPRAWDZ_W_LEKTURZE – twierdzenie o lekturze, którego Kreda nie
 * mogła sprawdzić w tekście (sprawdź je, zanim użyjesz go na egzaminie); ODBIEGA_OD_TEMATU – część
 * odchodzi od tematu.
 */
export type RozprawkaUwagaKind =
  | 'ODBIEGA_OD_TEMATU'
  | 'SPRAWDZ_W_LEKTURZE';

export type SearchLibraryRagInput = {
  poziom?: InputMaybe<Poziom>;
  przedmiot?: InputMaybe<Przedmiot>;
  /** Pytanie testowe: 2–500 znaków. */
  question: Scalars['String']['input'];
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
  password?: InputMaybe<Scalars['String']['input']>;
  /** Numer telefonu; polski numer można podać bez prefiksu +48. */
  phone: Scalars['String']['input'];
};

export type SendmessageInput = {
  conversationId: Scalars['ID']['input'];
  files?: InputMaybe<Array<Scalars['Upload']['input']>>;
  message: Scalars['String']['input'];
  /** Cytowany fragment, o który pyta uczeń. */
  quote?: InputMaybe<Scalars['String']['input']>;
};

export type SendmessageintentInput = {
  conversationId: Scalars['ID']['input'];
  files?: InputMaybe<Array<Scalars['Upload']['input']>>;
  intent: ConversationIntentInput;
  message: Scalars['String']['input'];
};

/** Wiadomość, której zamiar rozpoznaje AI (szybki model) przed odpowiedzią. */
export type SendmessageintentaiInput = {
  conversationId: Scalars['ID']['input'];
  files?: InputMaybe<Array<Scalars['Upload']['input']>>;
  message: Scalars['String']['input'];
};

/** Kto prowadzi Kredę: usługodawca z regulaminu i administrator danych z polityki prywatności. */
export type ServiceOperator = {
  __typename?: 'ServiceOperator';
  /** Adres siedziby. */
  address: Scalars['String']['output'];
  /** Adres e-mail inspektora ochrony danych. */
  dpoEmail: Scalars['String']['output'];
  /** Adres e-mail do kontaktu, reklamacji i zgłoszeń. */
  email: Scalars['String']['output'];
  /**
   * Dane przykładowe: poza produkcją, dopóki nie ustawiono zmiennych OPERATOR_*. Strony prawne
   * wyraźnie je wtedy oznaczają.
   */
  example: Scalars['Boolean']['output'];
  /** Numer KRS; null, gdy operator nie jest wpisany do KRS (np. przedsiębiorca z CEIDG). */
  krs?: Maybe<Scalars['String']['output']>;
  /** Pełna nazwa (firma) spółki albo przedsiębiorcy. */
  name: Scalars['String']['output'];
  /** NIP (same cyfry); null, gdy podano tylko numer KRS. */
  nip?: Maybe<Scalars['String']['output']>;
};

export type SetDailyStudyGoalInput = {
  /** Ile sesji dziennie: od 1 do 5. */
  dailyGoal: Scalars['Int']['input'];
};

/**
 * Okładka podręcznika: zdjęcie albo skan JPEG, PNG lub WebP (do limitu rozmiaru plików); zapisywana
 * wyprostowana, bez metadanych, najwyżej 480 × 680 px.
 */
export type SetPodrecznikCoverInput = {
  file: Scalars['Upload']['input'];
  podrecznikId: Scalars['ID']['input'];
};

/** Spis treści importu czekającego na niego (NEEDS_TOC); strony rosną i mieszczą się w pliku. */
export type SetPodrecznikTocInput = {
  chapters: Array<PodrecznikTocChapterInput>;
  importId: Scalars['ID']['input'];
};

export type SetStudyRemindersInput = {
  /** true – przypominaj e-mailem o słówkach do powtórki; false – nie przypominaj. */
  enabled: Scalars['Boolean']['input'];
};

export type SetUserBlockedInput = {
  blocked: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};

/** Rzecz ucznia do udostępnienia. */
export type ShareItemInput = {
  /** Id bazy słówek albo quizu ucznia. */
  id: Scalars['ID']['input'];
  kind: SharedKind;
};

/** Link, którym uczeń udostępnia swoją bazę słówek albo quiz. Widzi go tylko właściciel. */
export type ShareLink = {
  __typename?: 'ShareLink';
  createdAt: Scalars['DateTime']['output'];
  /** Udostępniona rzecz właściciela (baza słówek albo quiz). */
  itemId: Scalars['ID']['output'];
  kind: SharedKind;
  /** Kiedy właściciel przestał udostępniać; null, dopóki link działa. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Niezgadywalny klucz linku (256 losowych bitów): adres to `/udostepnione/{token}`. */
  token: Scalars['String']['output'];
};

/** Link podany kluczem. */
export type ShareTokenInput = {
  token: Scalars['String']['input'];
};

/** Kopia udostępnionej rzeczy na koncie ucznia: niezależna od oryginału, z własnym postępem nauki. */
export type SharedCopy = {
  __typename?: 'SharedCopy';
  /** true, gdy uczeń skopiował już ten link wcześniej: zwracana jest tamta kopia, nowej nie ma. */
  alreadyCopied: Scalars['Boolean']['output'];
  /** Skopiowana baza słówek albo quiz ucznia. */
  id: Scalars['ID']['output'];
  kind: SharedKind;
  /** Przestrzeń, w której jest kopia. */
  workspaceId: Scalars['ID']['output'];
};

/** Jedno słowo albo pytanie udostępnionej rzeczy. */
export type SharedEntry = {
  __typename?: 'SharedEntry';
  /** Tłumaczenie słowa; null dla pytań quizu (odpowiedzi widać dopiero w kopii). */
  answer?: Maybe<Scalars['String']['output']>;
  /** Odpowiedzi do wyboru pytania zamkniętego; puste dla słów i pytań otwartych. */
  options: Array<Scalars['String']['output']>;
  /** Słowo (baza słówek) albo treść pytania (quiz). */
  text: Scalars['String']['output'];
};

/**
 * Podgląd udostępnionej rzeczy dla każdego, kto ma link (także niezalogowanego): tylko jej własna
 * treść – nigdy e-mail właściciela, jego przestrzenie, materiały, inne rzeczy ani wyniki.
 */
export type SharedItem = {
  __typename?: 'SharedItem';
  description?: Maybe<Scalars['String']['output']>;
  /** Słowa albo pytania, w kolejności. */
  entries: Array<SharedEntry>;
  kind: SharedKind;
  /** Krótki opis, np. „Angielski · 12 słówek” albo „Quiz · 5 pytań”. */
  summary: Scalars['String']['output'];
  /** Nazwa bazy albo quizu. */
  title: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

/** Co można udostępnić kolegom z klasy linkiem: WORD_BASE (baza słówek), QUIZ (quiz z pytaniami). */
export type SharedKind =
  | 'QUIZ'
  | 'WORD_BASE';

export type SignUpInput = {
  email: Scalars['String']['input'];
  /** 8–128 znaków, nie z listy popularnych haseł. */
  password: Scalars['String']['input'];
};

export type SortOrder =
  | 'ASC'
  | 'DESC';

/** Materiały przestrzeni jednego rodzaju. */
export type SourceGroup = {
  __typename?: 'SourceGroup';
  /** Polska nazwa rodzaju, np. „Rozwiązane zadania”. */
  label: Scalars['String']['output'];
  sources: Array<Sources>;
  type: SourceType;
};

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

export type SourceRef = {
  __typename?: 'SourceRef';
  id: Scalars['ID']['output'];
  type: SourceItemType;
};

export type SourceRefInput = {
  id: Scalars['ID']['input'];
  type: SourceItemType;
};

/**
 * Wybrany przez ucznia zestaw materiałów (`sourcesId`). Zestaw się nie zmienia: inny wybór to nowy
 * zestaw, więc wiadomości i notatki, które go wskazują, zachowują swoje znaczenie.
 */
export type SourceSet = {
  __typename?: 'SourceSet';
  action: SourcesAction;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Wybrane pozycje w kolejności wyboru (także te, które później usunięto). */
  items: Array<SourceRef>;
  /** Wybrane materiały, które nadal istnieją. */
  sources: Array<Sources>;
  workspaceId: Scalars['ID']['output'];
};

/** Rodzaj materiału: Notatka, Rozprawka, Rozwiązane zadania, Sprawdzian, YouTube. */
export type SourceType =
  | 'NOTATKA'
  | 'ROZPRAWKA'
  | 'ROZWIAZANE_ZADANIA'
  | 'SPRAWDZIAN'
  | 'YOUTUBE';

/** Materiał, z którego może korzystać narzędzie. */
export type Sources = AiNote | AiTutorTemat | LibrarySource | QuizResult | UserDoc;

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
  files: Array<Scalars['Upload']['input']>;
  /** Polecenie (do 500 znaków), np. „rozwiąż tylko zadania 3–5” albo „wyjaśnij jak dla klasy 7”. */
  polecenie?: InputMaybe<Scalars['String']['input']>;
  /** Nazwa (do 120 znaków); bez niej – z daty. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Przestrzeń (przedmiot); bez niej – ogólna przestrzeń ucznia. */
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
};

export type SprawdziansolutionResult = ExecutionError | TestSolver;

export type StartInput = {
  /** Ile fiszek albo ćwiczeń: 3–50 (domyślnie 10 ćwiczeń albo 20 fiszek). */
  count?: InputMaybe<Scalars['Int']['input']>;
  wordBaseId: Scalars['ID']['input'];
  wordBaseSessionType: WordBaseSessionType;
};

export type StartconversationInput = {
  files?: InputMaybe<Array<Scalars['Upload']['input']>>;
  maxMode?: InputMaybe<Scalars['Boolean']['input']>;
  /** Pierwsza wiadomość (opcjonalnie). */
  message?: InputMaybe<Scalars['String']['input']>;
  /** Wybrane materiały; bez nich rozmowa nie opiera się na materiałach. */
  sources?: InputMaybe<Array<SourceRefInput>>;
  /** Albo istniejący zestaw materiałów. */
  sourcesId?: InputMaybe<Scalars['ID']['input']>;
  workspaceId: Scalars['ID']['input'];
};

export type StartconversationinlineInput = {
  message: Scalars['String']['input'];
  /** Zaznaczony fragment notatki lub materiału, o który pyta uczeń (do 4000 znaków). */
  quote: Scalars['String']['input'];
  sources?: InputMaybe<Array<SourceRefInput>>;
  workspaceId: Scalars['ID']['input'];
};

/** Nowa rozmowa z określonym zamiarem, np. „rozwiąż zadanie” albo „pomóż napisać rozprawkę”. */
export type StartconversationintentInput = {
  files?: InputMaybe<Array<Scalars['Upload']['input']>>;
  intent: ConversationIntentInput;
  message: Scalars['String']['input'];
  sources?: InputMaybe<Array<SourceRefInput>>;
  workspaceId: Scalars['ID']['input'];
  /** Zadanie (ze sprawdzianu ucznia albo z biblioteki), o które pyta uczeń: rozmowa rodzaju ZADANIE zna jego treść i rozwiązanie. */
  zadanieId?: InputMaybe<Scalars['ID']['input']>;
};

export type StartconversationoverallInput = {
  files?: InputMaybe<Array<Scalars['Upload']['input']>>;
  message?: InputMaybe<Scalars['String']['input']>;
  workspaceId: Scalars['ID']['input'];
};

export type StartconversationsolverInput = {
  files?: InputMaybe<Array<Scalars['Upload']['input']>>;
  message?: InputMaybe<Scalars['String']['input']>;
};

/** Okres statystyk: od `from` (włącznie) do `to` (bez niego). Bez dat: ostatnie 30 dni. Najwyżej 366 dni. */
export type StatsRangeInput = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

export type StopConversationGenerationInput = {
  conversationId: Scalars['ID']['input'];
};

/**
 * „Moje postępy” zalogowanego ucznia (poza kontraktem, ADR 025): dni nauki z ostatnich tygodni, serie
 * i wykresy narzędzi, złożone ze zdarzeń skończonych sesji. Dni liczone według czasu polskiego.
 */
export type StudyOverview = {
  __typename?: 'StudyOverview';
  /** Dni nauki z rzędu kończące się dziś albo wczoraj. */
  currentStreak: Scalars['Int']['output'];
  /** Każdy dzień ostatnich 12 tygodni (od poniedziałku, najstarszy pierwszy, do dziś) z liczbą skończonych sesji. */
  days: Array<OverviewDay>;
  /** Punkty wypracowań za kryteria w kolejnych ocenach. */
  essays: OverviewEssays;
  /** Najdłuższa seria dni nauki z rzędu. */
  longestStreak: Scalars['Int']['output'];
  /** Wyniki quizów w czasie, według przedmiotu. */
  quizzes: OverviewQuizzes;
  /** Rozwiązane testy. */
  tests: OverviewTests;
  /** Dzisiejszy dzień w Polsce, RRRR-MM-DD. */
  today: Scalars['String']['output'];
  /** Tematy korepetycji AI: przećwiczone i opanowane. */
  tutors: OverviewTutors;
  /** Słówka: wszystkie, nauczone i do powtórki dziś. */
  words: OverviewWords;
};

/**
 * Postęp w nauce zalogowanego ucznia (poza kontraktem, ADR 025): seria dni nauki, dzisiejszy cel
 * i przypomnienia e-mailem. Dzień nauki liczy się według czasu polskiego (Europe/Warsaw), gdy uczeń
 * skończy dowolną sesję: fiszki, ćwiczenia, quiz, wypracowanie albo test.
 */
export type StudyProgress = {
  __typename?: 'StudyProgress';
  /** Dni nauki z rzędu kończące się dziś albo wczoraj (seria trwa, dopóki dzisiejszy dzień się nie skończy). */
  currentStreak: Scalars['Int']['output'];
  /** Dzienny cel: ile sesji dziennie (1–5, domyślnie 1). */
  dailyGoal: Scalars['Int']['output'];
  /** Najdłuższa seria dni nauki z rzędu. */
  longestStreak: Scalars['Int']['output'];
  /** Czy uczeń chce przypomnień e-mailem o słówkach do powtórki (domyślnie nie). */
  remindersEnabled: Scalars['Boolean']['output'];
  /** Czy uczeń skończył dziś choć jedną sesję. */
  studiedToday: Scalars['Boolean']['output'];
  /** Dzisiejszy dzień w Polsce, RRRR-MM-DD. */
  today: Scalars['String']['output'];
  /** Sesje skończone dziś. */
  todaySessions: Scalars['Int']['output'];
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
  answer?: InputMaybe<Scalars['String']['input']>;
  file?: InputMaybe<Scalars['Upload']['input']>;
  optionId?: InputMaybe<Scalars['ID']['input']>;
  questionId: Scalars['ID']['input'];
  quizResultId: Scalars['ID']['input'];
};

export type SubmitQuizResultInput = {
  quizResultId: Scalars['ID']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Sygnał życia: pozwala klientowi wykryć zerwane połączenie i nową wersję serwera. */
  heartbeat: Heartbeat;
  /** Odpowiedź AI na żywo: najpierw SNAPSHOT, potem DELTA, na końcu DONE albo ERROR. */
  llmStream: LlmStreamEvent;
  /** Nowa notatka w przestrzeni. */
  newAiNote: AiNote;
  /** Nowy korepetytor ucznia (także zamówiony na innym urządzeniu). */
  newAiTutor: AiTutor;
  newConversationWorkspace: ConversationWorkspace;
  /** Nowy ciąg quizów w przestrzeni. */
  newQuizFlow: QuizFlow;
  /** Nowy quiz w przestrzeni albo zmiana jego stanu (generowanie, gotowy, błąd). */
  newQuizWorkspace: QuizWorkspace;
  /** Zmiany rozprawek zalogowanego ucznia (stan, nowe części). */
  newRozprawkaAi: RozprawkaAi;
  /** Zmiany ocen zalogowanego ucznia. */
  newRozprawkaAiReview: RozprawkaAiReview;
  /** Zmiany sprawdzianów ucznia (stan, nowe zadania, postęp). */
  newTestSolver: TestSolver;
  /** Nowy materiał w przestrzeni. */
  newUserDoc: UserDoc;
  /** Nowe i zmienione bazy słówek przestrzeni. */
  newWordBase: WordBase;
  /** Zmiany importów podręcznika: każdy etap i postęp (dla administratorów). */
  podrecznikImportChanged: PodrecznikImport;
  /** Zmiana korepetytora: stan planu, postęp. */
  updateAiTutor: AiTutor;
  /** Zmiana tematu planu korepetytora: treść gotowa, opanowany. */
  updateAiTutorTemat: AiTutorTemat;
  /** Nowa sesja tematu albo zmiana jej stanu. */
  updateAiTutorTematSession: AiTutorTematSession;
  updateConversationWorkspace: ConversationWorkspace;
  /** Zmiana podejścia: ocena odpowiedzi otwartej, zakończenie. */
  updateQuizResult: QuizResult;
  /** Zmiana stanu lub treści materiału w przestrzeni. */
  updateUserDoc: UserDoc;
  /** Zmiany zadań: wycięte, rozwiązywane, rozwiązane, nieudane. */
  updateZadanie: Zadanie;
};


export type SubscriptionHeartbeatArgs = {
  heartbeatInput?: InputMaybe<HeartbeatInput>;
};


export type SubscriptionLlmStreamArgs = {
  llmStreamInput: LlmStreamInput;
};


export type SubscriptionNewAiNoteArgs = {
  newAiNoteInput: NewAiNoteInput;
};


export type SubscriptionNewConversationWorkspaceArgs = {
  newConversationWorkspaceInput: ConversationEventsInput;
};


export type SubscriptionNewQuizFlowArgs = {
  newQuizFlowInput: NewQuizFlowInput;
};


export type SubscriptionNewQuizWorkspaceArgs = {
  newQuizWorkspaceInput: NewQuizWorkspaceInput;
};


export type SubscriptionNewRozprawkaAiArgs = {
  newRozprawkaAiInput?: InputMaybe<NewRozprawkaAiInput>;
};


export type SubscriptionNewRozprawkaAiReviewArgs = {
  newRozprawkaAiReviewInput?: InputMaybe<NewRozprawkaAiReviewInput>;
};


export type SubscriptionNewTestSolverArgs = {
  newTestSolverInput?: InputMaybe<NewTestSolverInput>;
};


export type SubscriptionNewUserDocArgs = {
  newUserDocInput: UserDocEventsInput;
};


export type SubscriptionNewWordBaseArgs = {
  newWordBaseInput: NewWordBaseInput;
};


export type SubscriptionPodrecznikImportChangedArgs = {
  podrecznikId: Scalars['ID']['input'];
};


export type SubscriptionUpdateAiTutorArgs = {
  updateAiTutorInput: UpdateAiTutorInput;
};


export type SubscriptionUpdateAiTutorTematArgs = {
  updateAiTutorTematInput: UpdateAiTutorTematInput;
};


export type SubscriptionUpdateAiTutorTematSessionArgs = {
  updateAiTutorTematSessionInput: UpdateAiTutorTematSessionInput;
};


export type SubscriptionUpdateConversationWorkspaceArgs = {
  updateConversationWorkspaceInput: ConversationEventsInput;
};


export type SubscriptionUpdateQuizResultArgs = {
  updateQuizResultInput: UpdateQuizResultInput;
};


export type SubscriptionUpdateUserDocArgs = {
  updateUserDocInput: UserDocEventsInput;
};


export type SubscriptionUpdateZadanieArgs = {
  updateZadanieInput: UpdateZadanieInput;
};

/** Strona listy subskrypcji (od najnowszej). */
export type SubscriptionPage = {
  __typename?: 'SubscriptionPage';
  data: Array<AdminSubscription>;
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Plan zalogowanego użytkownika i wykorzystanie jego limitów. Bez subskrypcji: plan „Darmowy”. */
export type SubscriptionUsage = {
  __typename?: 'SubscriptionUsage';
  /** Dodatki, które można teraz dokupić (pusta lista, gdy płatności są wyłączone). */
  addOnOffers: Array<AddOnOffer>;
  /** Dokupione limity, które teraz obowiązują (także na planie darmowym). */
  additionalLimits: Array<AdditionalLimit>;
  /** Okres rozliczeniowy: month (co miesiąc), month_3 albo month_12 (karnet opłacony z góry). */
  billingInterval: Scalars['String']['output'];
  cancelAtPeriodEnd: Scalars['Boolean']['output'];
  /** Własne zamówienie o tym id (strona po powrocie z płatności czeka, aż będzie paid); null — nie ma takiego. */
  checkout?: Maybe<Checkout>;
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  grantedAt: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  /** Karta, którą opłacana jest subskrypcja; null — bez karty (plan darmowy, przyznany albo opłacony BLIK-iem / Przelewy24). */
  paymentMethod?: Maybe<PaymentMethod>;
  /** Cena planu za wybrany okres rozliczeniowy, w złotych. */
  planPrice: Scalars['Float']['output'];
  /** Subskrypcja odnawia się co miesiąc w Stripe — tylko taką można anulować z końcem okresu. */
  recurring: Scalars['Boolean']['output'];
  status: SubStatus;
  usage: Array<UsageItem>;
};


/** Plan zalogowanego użytkownika i wykorzystanie jego limitów. Bez subskrypcji: plan „Darmowy”. */
export type SubscriptionUsageCheckoutArgs = {
  id: Scalars['ID']['input'];
};

/** Wynik operacji bez danych zwrotnych. */
export type SuccessResult = {
  __typename?: 'SuccessResult';
  /** Komunikat dla użytkownika, po polsku. */
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** Temat z podstawy programowej (dział) dla przedmiotu i poziomu. */
export type Tematy = {
  __typename?: 'Tematy';
  /** Czy temat pochodzi z bazowego katalogu (podstawy programowej), a nie od użytkownika. */
  base: Scalars['Boolean']['output'];
  /** Poziom egzaminu, do którego temat się odnosi; `MATURA_ROZSZERZONA` dla treści zakresu rozszerzonego. */
  ckePoziom?: Maybe<CkePoziom>;
  content?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Podtematy w kolejności z podręcznika. */
  podTematy: Array<Scalars['String']['output']>;
  podrecznikId?: Maybe<Scalars['ID']['output']>;
  poziom: Poziom;
  przedmiot: Przedmiot;
  /** Nazwa tematu (działu). */
  temat: Scalars['String']['output'];
  visible: Scalars['Boolean']['output'];
  zadanieId?: Maybe<Scalars['ID']['output']>;
};

/** Sprawdzian sfotografowany albo wgrany jako PDF: zadania są z niego wycinane i rozwiązywane. */
export type TestSolver = {
  __typename?: 'TestSolver';
  createdAt: Scalars['DateTime']['output'];
  /** Po polsku: dlaczego sprawdzianu nie udało się odczytać albo rozwiązać. */
  error?: Maybe<Scalars['String']['output']>;
  failedCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Po polsku: uwaga, np. że część stron odczytano tylko częściowo. */
  notice?: Maybe<Scalars['String']['output']>;
  /** Liczba stron. */
  pageCount: Scalars['Int']['output'];
  /** Polecenie ucznia, np. „rozwiąż tylko zadania 3–5”. */
  polecenie?: Maybe<Scalars['String']['output']>;
  /** Przedmiot rozpoznany ze sprawdzianu (gdy się dało). */
  przedmiot?: Maybe<Przedmiot>;
  solvedCount: Scalars['Int']['output'];
  /** Materiał rodzaju „Rozwiązane zadania” z rozwiązaniami (gdy sprawdzian jest rozwiązany). */
  solvedDocId?: Maybe<Scalars['ID']['output']>;
  state: TestSolverState;
  /** Zadania: wszystkie, rozwiązane, nieudane (do paska postępu). */
  taskCount: Scalars['Int']['output'];
  /** Temat przestrzeni sprawdzianu (gdy ma temat). */
  tematyId: Array<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Strony sprawdzianu: zdjęcia albo PDF, zapisane jako materiały rodzaju „Sprawdzian”. */
  userDocs: Array<UserDoc>;
  workspaceId: Scalars['ID']['output'];
  zadania: Array<Zadanie>;
  /** Zadania sprawdzianu w kolejności. */
  zadaniaId: Array<Scalars['ID']['output']>;
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

export type ToolOpenCount = {
  __typename?: 'ToolOpenCount';
  opens: Scalars['Int']['output'];
  tool: Scalars['String']['output'];
  /** Różni zalogowani użytkownicy. */
  users: Scalars['Int']['output'];
};

/** Materiały z innych narzędzi, które też można wybrać (np. wyniki quizów). */
export type ToolSourceGroup = {
  __typename?: 'ToolSourceGroup';
  itemType: SourceItemType;
  /** Polska nazwa grupy, np. „Wyniki quizów”. */
  label: Scalars['String']['output'];
  sources: Array<Sources>;
};

export type TourCount = {
  __typename?: 'TourCount';
  completed: Scalars['Int']['output'];
  skipped: Scalars['Int']['output'];
  tourKey: Scalars['String']['output'];
};

/** Tłumaczenia i przykłady dla wpisanych słów (najwyżej 50 naraz). */
export type TranslateInput = {
  /** Temat albo przedmiot (rodzaj Other), np. „biologia: komórka”. */
  context?: InputMaybe<Scalars['String']['input']>;
  languageCode?: InputMaybe<Scalars['String']['input']>;
  type: FlashcardKind;
  words: Array<Scalars['String']['input']>;
};

/** Rodzaj szkoły średniej. */
export type TypSzkoly =
  | 'LICEUM'
  | 'TECHNIKUM';

export type UpdateAiTutorInput = {
  id: Scalars['ID']['input'];
};

export type UpdateAiTutorTematInput = {
  aiTutorId: Scalars['ID']['input'];
};

export type UpdateAiTutorTematSessionInput = {
  aiTutorTematId: Scalars['ID']['input'];
};

/** Pola pominięte się nie zmieniają; tekst na karcie planu idzie za nową wartością, jeśli nie podano własnego. */
export type UpdateLimitInput = {
  id: Scalars['ID']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  limitDisplay?: InputMaybe<Scalars['String']['input']>;
  limitInterval?: InputMaybe<LimitInterval>;
  limitType?: InputMaybe<LimitType>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Pola pominięte się nie zmieniają. Planu domyślnego („Darmowy”) nie można uczynić płatnym ani ukryć. */
export type UpdatePlanInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  freeTier?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  price3m?: InputMaybe<Scalars['Float']['input']>;
  price12m?: InputMaybe<Scalars['Float']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UpdateQuizResultInput = {
  quizResultId: Scalars['ID']['input'];
};

export type UpdateRozprawkaAiSegmentInput = {
  content: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

/** Zapisuje wybór materiałów dla narzędzia (do 50 pozycji z tej samej przestrzeni). */
export type UpdateSourcesInput = {
  action: SourcesAction;
  sources: Array<SourceRefInput>;
  workspaceId: Scalars['ID']['input'];
};

/** Zmiana danych profilu. Pominięte pola zostają bez zmian; pusty tekst czyści imię lub nazwisko. */
export type UpdateUserInfoInput = {
  /** Identyfikator awatara z listy `AVATARS`; null usuwa awatar. */
  avatar?: InputMaybe<Scalars['String']['input']>;
  metadata?: InputMaybe<UserMetadataInput>;
  /** Imię (do 50 znaków). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Nazwisko (do 80 znaków). */
  surname?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserRoleInput = {
  role: Role;
  userId: Scalars['ID']['input'];
};

export type UpdateWorkspaceInput = {
  /** Nowa nazwa (1–80 znaków). */
  name: Scalars['String']['input'];
  workspaceId: Scalars['ID']['input'];
};

/**
 * Mutacja: poprawka zadania (`id` i zmieniane pola) i/lub ponowne rozwiązanie (`solve`).
 * Subskrypcja: zmiany zadań jednego sprawdzianu (`relationId`) albo jednego zadania (`id`).
 */
export type UpdateZadanieInput = {
  /** Poprawiona odpowiedź – tylko administrator, w zadaniach biblioteki. */
  answer?: InputMaybe<Scalars['String']['input']>;
  /** Poprawione rozwiązanie krok po kroku (Markdown) – tylko administrator, w zadaniach biblioteki. */
  explanation?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  numberExercise?: InputMaybe<Scalars['String']['input']>;
  /** Poprawiona treść (do 10 000 znaków). */
  question?: InputMaybe<Scalars['String']['input']>;
  relationId?: InputMaybe<Scalars['ID']['input']>;
  /** Rozwiąż zadanie (ponownie): po poprawce, po nieudanej próbie albo pominięte. */
  solve?: InputMaybe<Scalars['Boolean']['input']>;
  zadanieOdpowiedzi?: InputMaybe<Array<ZadanieOdpowiedzInput>>;
};

/** Podaj nową nazwę, rodzaj materiału albo oba. */
export type UpdatedocInput = {
  id: Scalars['ID']['input'];
  /** Nowa nazwa (1–120 znaków). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Nowy rodzaj materiału (nie YOUTUBE; filmu nie można zmienić w dokument). */
  sourceType?: InputMaybe<SourceType>;
};

/** Zmiana podręcznika przez administratora: dane, publikacja (`visible`) i poprawki spisu treści. */
export type UpdatepodrecznikInput = {
  authors?: InputMaybe<Array<Scalars['String']['input']>>;
  chapters?: InputMaybe<Array<PodrChapterChangeInput>>;
  id: Scalars['ID']['input'];
  isbn?: InputMaybe<Scalars['String']['input']>;
  klasa?: InputMaybe<Scalars['Int']['input']>;
  poziom?: InputMaybe<Poziom>;
  przedmiot?: InputMaybe<Przedmiot>;
  title?: InputMaybe<Scalars['String']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
  wydawnictwo?: InputMaybe<Scalars['String']['input']>;
};

/** Przyjęcie (`discarded: false`) albo odrzucenie (`discarded: true`) propozycji nowej wersji części. */
export type UpdatesegmentstatusInput = {
  discarded: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};

/** Zmiana tematu z podstawy programowej przez administratora: podręcznik, treść, zadanie, widoczność. */
export type UpdatetematInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** Podręcznik, z którego temat się uczy (null odłącza). */
  podrecznikId?: InputMaybe<Scalars['ID']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
  zadanieId?: InputMaybe<Scalars['ID']['input']>;
};

export type UpgradeSubscriptionInput = {
  planId: Scalars['ID']['input'];
  /** prorationDate z calculatePreview: pobrana kwota jest dokładnie tą z podglądu. */
  prorationDate: Scalars['DateTime']['input'];
};

/**
 * Zapisuje bazę: nową (bez `id`: z `workspaceId`, `name`, `type`, `languageCode`) albo istniejącą
 * (`id`), dodając i zmieniając `words` i usuwając `removeWordIds`. Powtórzone słowa są łączone.
 */
export type UpsertwordsInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  languageCode?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  removeWordIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  type?: InputMaybe<FlashcardKind>;
  /** Najwyżej 1000 słów w jednym zapisie. */
  words?: InputMaybe<Array<WordInput>>;
  workspaceId?: InputMaybe<Scalars['ID']['input']>;
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

/** Wykorzystanie jednej czynności w bieżącym okresie. */
export type UsageItem = {
  __typename?: 'UsageItem';
  action: UsageAction;
  label: Scalars['String']['output'];
  /** Dozwolona liczba użyć w okresie (z dokupionymi limitami); null — bez limitu. */
  limit?: Maybe<Scalars['Int']['output']>;
  limitInterval: LimitInterval;
  limitType: LimitType;
  /** Ile użyć zostało; null — bez limitu. */
  remaining?: Maybe<Scalars['Int']['output']>;
  /** Kiedy zaczyna się następny okres (limit się odnawia). */
  renewsAt: Scalars['DateTime']['output'];
  /** Liczba użyć w bieżącym okresie. */
  usage: Scalars['Int']['output'];
};

export type UsagePage = {
  __typename?: 'UsagePage';
  data: Array<UserUsage>;
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Użytkownik platformy. */
export type User = {
  __typename?: 'User';
  /** Wybrany awatar: identyfikator z listy `AVATARS` (pakiet shared). */
  avatar?: Maybe<Scalars['String']['output']>;
  /** Od kiedy administrator zablokował logowanie; null — konto aktywne. */
  blockedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Adres e-mail (brak u kont założonych przez logowanie SMS). */
  email?: Maybe<Scalars['String']['output']>;
  /** Czy konto ma ustawione hasło (konta SMS mogą go nie mieć). */
  hasPassword: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  integrations: Array<Integration>;
  /** Czy użytkownik korzysta z darmowego planu. */
  isFreeSub: Scalars['Boolean']['output'];
  /** Czy adres e-mail lub numer telefonu został potwierdzony kodem. */
  isVerified: Scalars['Boolean']['output'];
  lastLogin?: Maybe<Scalars['DateTime']['output']>;
  metadata: UserMetadata;
  name?: Maybe<Scalars['String']['output']>;
  onboarding: OnboardingAnswers;
  onboardingStatus: OnboardingStatus;
  /** Numer telefonu w formacie E.164, np. `+48601234567` (jeśli podany). */
  phone?: Maybe<Scalars['String']['output']>;
  /** Identyfikator u zewnętrznego dostawcy logowania (jeśli dotyczy). */
  providerId?: Maybe<Scalars['String']['output']>;
  role: Role;
  subStatus?: Maybe<SubStatus>;
  /** Obowiązująca subskrypcja; null na planie darmowym. Widzi ją tylko sam użytkownik i administrator. */
  subscriptionEntity?: Maybe<UserSubscription>;
  surname?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** Materiał w przestrzeni: przesłany dokument, wklejony tekst albo film z YouTube. */
export type UserDoc = {
  __typename?: 'UserDoc';
  /** Cały odczytany tekst (po zakończeniu odczytu). */
  content?: Maybe<Scalars['String']['output']>;
  /** Odczytany tekst z podziałem na strony: `{ segments, pageCount, ocrPages }`. */
  contentJson?: Maybe<Scalars['JSON']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Powód niepowodzenia (po polsku), gdy stan to UPLOAD_FAILED albo SOLVING_FAILED. */
  error?: Maybe<Scalars['String']['output']>;
  file?: Maybe<File>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Strony odczytane przez OCR (bez warstwy tekstowej). */
  ocrPages: Array<Scalars['Int']['output']>;
  pageCount?: Maybe<Scalars['Int']['output']>;
  segments: Array<UserDocSegment>;
  /** Czym materiał jest dla ucznia (notatka, sprawdzian, rozwiązane zadania, rozprawka, YouTube). */
  sourceType: SourceType;
  state: DocumentState;
  /**
   * Gdy dokument był dłuższy niż limit odczytu: ile mniej więcej miał znaków (odczytano początek,
   * `content` ma tylko zachowaną część). Null, gdy odczytano całość.
   */
  truncatedFrom?: Maybe<Scalars['Int']['output']>;
  /** Rodzaj pliku; film z YouTube ma typ TXT (jego treścią są napisy). */
  type: DocumentType;
  updatedAt: Scalars['DateTime']['output'];
  /** Najnowsza baza słówek wybranych z tego materiału. */
  wordBase?: Maybe<WordBase>;
  workspaceId: Scalars['ID']['output'];
  /** Dane filmu, gdy materiał jest filmem z YouTube. */
  youtubeMetadata?: Maybe<YoutubeMetadata>;
};

export type UserDocEventsInput = {
  workspaceId: Scalars['ID']['input'];
};

/** Odczytany fragment dokumentu (strona PDF albo cały tekst). */
export type UserDocSegment = {
  __typename?: 'UserDocSegment';
  page?: Maybe<Scalars['Int']['output']>;
  text: Scalars['String']['output'];
};

/** Wiadomość ucznia z odpowiedziami AI. */
export type UserMessage = {
  __typename?: 'UserMessage';
  botResponses: Array<BotMessage>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  /** Cytowany fragment (dla wiadomości rodzaju QUOTE). */
  messageContent?: Maybe<Scalars['String']['output']>;
  messageFiles: Array<MessageFile>;
  /** Zamiar wiadomości (podany przez klienta albo rozpoznany przez AI). */
  messageIntents: Array<ConversationIntent>;
  /** Gdy wiadomość prosi o rozprawkę: temat dla narzędzia do rozprawek. */
  rozprawkaCall?: Maybe<RozprawkaCall>;
  /** Gdy wiadomość prosi o ocenę rozprawki: temat i tekst dla oceny. */
  rozprawkaReviewCall?: Maybe<RozprawkaReviewCall>;
  sourcesId?: Maybe<Scalars['ID']['output']>;
  type: MessageType;
  /** Zadanie, o które pyta wiadomość (rozmowa o zadaniu ze sprawdzianu albo z biblioteki). */
  zadanieCall?: Maybe<Zadanie>;
};

/** Dodatkowe flagi użytkownika. */
export type UserMetadata = {
  __typename?: 'UserMetadata';
  /** Czy użytkownik widział już rozmowę powitalną (ustawiane przy otwarciu pierwszej rozmowy). */
  hasSeenInitialConversation: Scalars['Boolean']['output'];
};

export type UserMetadataInput = {
  hasSeenInitialConversation?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UserPage = {
  __typename?: 'UserPage';
  data: Array<User>;
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Subskrypcja użytkownika, która teraz obowiązuje: jej plan i dokupione limity. */
export type UserSubscription = {
  __typename?: 'UserSubscription';
  additionalLimits: Array<AdditionalLimit>;
  /** Koniec opłaconego okresu; null — bez końca (plan przyznany przez administratora). */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  grantedAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  plan: Plan;
  stripeSubscriptionId?: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

/** Użycie jednego użytkownika w okresie: akcje z limitów planu i wywołania modeli AI z kosztem. */
export type UserUsage = {
  __typename?: 'UserUsage';
  ai: AiUsageTotals;
  /** Wywołania AI według akcji. */
  aiByAction: Array<AiUsageTotals>;
  /** E-mail albo telefon i imię — do rozpoznania konta; null, gdy konto usunięto. */
  user?: Maybe<User>;
  userId: Scalars['ID']['output'];
  uses: Array<ActionUses>;
};

export type ValdiateexerciseInput = {
  answer: Scalars['String']['input'];
  exerciseId: Scalars['ID']['input'];
  sessionId: Scalars['ID']['input'];
};

export type VerifyCodeInput = {
  /** Sześciocyfrowy kod z e-maila. */
  code: Scalars['String']['input'];
  /** Adres, na który przyszedł kod: wymagany bez sesji (zaraz po założeniu konta). */
  email?: InputMaybe<Scalars['String']['input']>;
};

export type VerifyPhoneInput = {
  /** Sześciocyfrowy kod z SMS-a. */
  code: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

/** Wynik potwierdzenia numeru telefonu kodem SMS. */
export type VerifyPhoneResult = {
  __typename?: 'VerifyPhoneResult';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
  /** Użytkownik po potwierdzeniu (zalogowany, jeśli było to logowanie SMS). */
  user?: Maybe<User>;
};

export type VitalStats = {
  __typename?: 'VitalStats';
  /** LCP, INP albo CLS. */
  name: Scalars['String']['output'];
  p75: Scalars['Float']['output'];
  samples: Scalars['Int']['output'];
};

/** Własny temat: przedmiot, klasa i nazwa (do 80 znaków). Widzi go tylko jego autor. */
export type WlasnyTematInput = {
  poziom: Poziom;
  przedmiot: Przedmiot;
  temat: Scalars['String']['input'];
};

/** Słowo (albo pojęcie) z tłumaczeniem (albo definicją) i stanem powtórek FSRS. */
export type Word = {
  __typename?: 'Word';
  /** Kiedy powtórzyć (FSRS). */
  due: Scalars['DateTime']['output'];
  /** Historia ocen słowa, najnowsze najpierw. */
  history: Array<WordReview>;
  id: Scalars['ID']['output'];
  lapses: Scalars['Int']['output'];
  lastReview?: Maybe<Scalars['DateTime']['output']>;
  order: Scalars['Int']['output'];
  reps: Scalars['Int']['output'];
  /** Prawdopodobieństwo przypomnienia teraz (0–1; 0 dla nowego słowa). */
  retrievability: Scalars['Float']['output'];
  /** Dni do następnej powtórki, wyznaczone przy ostatniej ocenie. */
  scheduledDays: Scalars['Int']['output'];
  /** NEW, LEARNING, REVIEW albo RELEARNING. */
  state: Scalars['String']['output'];
  translation: Scalars['String']['output'];
  /** Przykładowe zdanie ze słowem. */
  usageExample?: Maybe<Scalars['String']['output']>;
  word: Scalars['String']['output'];
  wordBaseId: Scalars['ID']['output'];
};

/** Baza słówek (zestaw fiszek) w przestrzeni. */
export type WordBase = {
  __typename?: 'WordBase';
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Słowa już ćwiczone, których powtórka przypada dziś (do końca dnia). */
  dueCount: Scalars['Int']['output'];
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isDeleted: Scalars['Boolean']['output'];
  language?: Maybe<Language>;
  /** Kod języka z listy (rodzaj Language). */
  languageCode?: Maybe<Scalars['String']['output']>;
  /** Ostatnia nauka z tej bazy. */
  lastStudiedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** Słowa jeszcze nie ćwiczone. */
  newCount: Scalars['Int']['output'];
  /** Po polsku: uwaga, np. o połączonych powtórzonych słowach. */
  notice?: Maybe<Scalars['String']['output']>;
  /**
   * Udział słów opanowanych (0–1): po pierwszych krokach nauki i z prawdopodobieństwem przypomnienia
   * powyżej 90%.
   */
  progress: Scalars['Float']['output'];
  /** Materiały, z których AI wybrało słowa (`extractwordbase`). */
  sourcesId?: Maybe<Scalars['ID']['output']>;
  /**
   * Stan wybierania słów z materiału: CREATED → INITIAL_PENDING → INITIAL_READY albo INITIAL_FAILED
   * (`error` po polsku, limit wraca). Baza wpisana ręcznie jest od razu INITIAL_READY.
   */
  state: GenerationState;
  type: FlashcardKind;
  updatedAt: Scalars['DateTime']['output'];
  wordCount: Scalars['Int']['output'];
  /**
   * Jedna strona słów bazy w ich kolejności. `page` od 1 (domyślnie 1), `limit` 1–100 (domyślnie 50);
   * `search` (najwyżej 100 znaków) zostawia słowa, których słowo albo tłumaczenie zawiera ten tekst
   * (bez względu na wielkość liter). `total` mówi, ile słów pasuje.
   */
  wordPage: WordPage;
  /** Wszystkie słowa bazy naraz (do 5000). Strona bazy czyta je stronami: `wordPage`. */
  words: Array<Word>;
  workspaceId: Scalars['ID']['output'];
  /** Nazwa przestrzeni, w której jest baza (na listach wszystkich baz ucznia). */
  workspaceName: Scalars['String']['output'];
};


/** Baza słówek (zestaw fiszek) w przestrzeni. */
export type WordBaseWordPageArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Sesja nauki: fiszki (WORD) albo ćwiczenia (EXERCISE); zapisana i możliwa do wznowienia. */
export type WordBaseSession = {
  __typename?: 'WordBaseSession';
  answers: Array<WordBaseSessionAnswer>;
  createdAt: Scalars['DateTime']['output'];
  exercises: Array<WordExercise>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  isFinished: Scalars['Boolean']['output'];
  /** Następna fiszka sesji WORD (to samo co `getnextword` z tą sesją); null po ostatniej. */
  nextWord?: Maybe<Word>;
  /** Wynik w procentach (0–100): fiszki oceny WIEM i LATWE, ćwiczenia poprawne. */
  score?: Maybe<Scalars['Int']['output']>;
  /** Czas nauki w sekundach. */
  time: Scalars['Int']['output'];
  wordBaseId: Scalars['ID']['output'];
  wordBaseSessionType: WordBaseSessionType;
  /** Ile słów (fiszek albo ćwiczeń) ma sesja. */
  wordCount: Scalars['Int']['output'];
};

/** Odpowiedź w sesji: ocena fiszki albo odpowiedź na ćwiczenie. */
export type WordBaseSessionAnswer = {
  __typename?: 'WordBaseSessionAnswer';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isCorrect?: Maybe<Scalars['Boolean']['output']>;
  rating?: Maybe<WordRating>;
  word: Scalars['String']['output'];
  wordId: Scalars['ID']['output'];
};

/** Rodzaj sesji: WORD – fiszki; EXERCISE – ćwiczenia przygotowane przez AI. */
export type WordBaseSessionType =
  | 'EXERCISE'
  | 'WORD';

/** Ćwiczenie sesji EXERCISE. */
export type WordExercise = {
  __typename?: 'WordExercise';
  answer?: Maybe<Scalars['String']['output']>;
  answered: Scalars['Boolean']['output'];
  /** Zdanie ćwiczenia (z luką „___” przy LUKA). */
  example: Scalars['String']['output'];
  /** Poprawna odpowiedź (po odpowiedzi). */
  expected?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** null, dopóki uczeń nie odpowie. */
  isCorrect?: Maybe<Scalars['Boolean']['output']>;
  kind: ExerciseKind;
  /** Odpowiedzi do wyboru (FORMA); puste przy innych. */
  options: Array<Scalars['String']['output']>;
  /** Polecenie po polsku. */
  polecenie: Scalars['String']['output'];
  /** Omówienie odpowiedzi po polsku (co dobrze, literówka, brak polskich znaków…). */
  review?: Maybe<Scalars['String']['output']>;
  /** Ćwiczone słowo. */
  word: Scalars['String']['output'];
  wordId: Scalars['ID']['output'];
};

export type WordInput = {
  /** Istniejące słowo (zmiana); bez id – nowe słowo. */
  id?: InputMaybe<Scalars['ID']['input']>;
  translation: Scalars['String']['input'];
  usageExample?: InputMaybe<Scalars['String']['input']>;
  word: Scalars['String']['input'];
};

/** Strona słów bazy (`WordBase.wordPage`). */
export type WordPage = {
  __typename?: 'WordPage';
  data: Array<Word>;
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  /** Ile słów pasuje (wszystkie słowa bazy, gdy nic nie szukano). */
  total: Scalars['Int']['output'];
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

/** Jedna ocena słowa (fiszka albo ćwiczenie) i odstęp, jaki wyznaczyła. */
export type WordReview = {
  __typename?: 'WordReview';
  rating: WordRating;
  reviewedAt: Scalars['DateTime']['output'];
  /** Dni do następnej powtórki po tej ocenie. */
  scheduledDays: Scalars['Int']['output'];
  sessionId?: Maybe<Scalars['ID']['output']>;
  wordBaseSessionType?: Maybe<WordBaseSessionType>;
};

/** Tłumaczenie podpowiedziane przez AI (do sprawdzenia przed zapisaniem). */
export type WordTranslation = {
  __typename?: 'WordTranslation';
  /** Po polsku: czego brakuje (np. AI nie podało tłumaczenia – wpisz je sam). */
  problem?: Maybe<Scalars['String']['output']>;
  /** Puste, gdy AI nie podało poprawnego tłumaczenia (wtedy `problem`). */
  translation: Scalars['String']['output'];
  usageExample?: Maybe<Scalars['String']['output']>;
  word: Scalars['String']['output'];
};

/** Ocena fiszki w sesji WORD (aktualizuje powtórki FSRS słowa); `finish` kończy sesję wcześniej. */
export type WordpracticesessionInput = {
  finish?: InputMaybe<Scalars['Boolean']['input']>;
  rating?: InputMaybe<WordRating>;
  sessionId: Scalars['ID']['input'];
  wordId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * Przestrzeń ucznia dla jednego tematu z podstawy programowej: trzyma materiały, notatki i rozmowy.
 * Slug przestrzeni w adresach stron to jej `id`.
 */
export type Workspace = {
  __typename?: 'Workspace';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Temat przestrzeni (wyznacza przedmiot i poziom). */
  temat?: Maybe<Tematy>;
  type: WorkspaceType;
  updatedAt: Scalars['DateTime']['output'];
  userId: Scalars['ID']['output'];
  /** Zbiór zadań CKE powiązany z przestrzenią (jeśli jest). */
  zbiorCkeId?: Maybe<Scalars['ID']['output']>;
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

/** Film z YouTube jako materiał. */
export type YoutubeMetadata = {
  __typename?: 'YoutubeMetadata';
  author?: Maybe<Scalars['String']['output']>;
  /** Język napisów, np. `pl`. */
  language?: Maybe<Scalars['String']['output']>;
  /** Tytuł filmu (znany po odczytaniu). */
  title?: Maybe<Scalars['String']['output']>;
  transcripts: Array<YoutubeTranscript>;
  url: Scalars['String']['output'];
  videoId: Scalars['String']['output'];
};

/** Fragment napisów filmu: około 100 słów z czasem początku i długością (w sekundach). */
export type YoutubeTranscript = {
  __typename?: 'YoutubeTranscript';
  duration: Scalars['Float']['output'];
  start: Scalars['Float']['output'];
  text: Scalars['String']['output'];
};

/** Zadanie szkolne: wycięte ze sprawdzianu (a później z podręcznika) i rozwiązane krok po kroku. */
export type Zadanie = {
  __typename?: 'Zadanie';
  /** Ostateczna odpowiedź (przy zamkniętym – litera i treść odpowiedzi). */
  answer?: Maybe<Scalars['String']['output']>;
  check?: Maybe<ZadanieCheck>;
  /** Po polsku: co wyszło przy sprawdzeniu, np. „Sprawdź ten wynik: druga próba dała 12”. */
  checkMessage?: Maybe<Scalars['String']['output']>;
  /** Krótko: dlaczego taka odpowiedź. */
  dlaczego?: Maybe<Scalars['String']['output']>;
  /** Po polsku: dlaczego zadania nie udało się rozwiązać. */
  error?: Maybe<Scalars['String']['output']>;
  /** Rozwiązanie krok po kroku (Markdown z LaTeX). */
  explanation?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Numer zadania jak w arkuszu, np. „5” albo „5.2”. */
  numberExercise: Scalars['String']['output'];
  /** Kolejność w sprawdzianie (od 1). */
  order: Scalars['Int']['output'];
  /** Strony (od 1), na których jest zadanie. */
  pages: Array<Scalars['Int']['output']>;
  /** Punkty za zadanie, gdy są wydrukowane. */
  points?: Maybe<Scalars['Int']['output']>;
  /** Treść przepisana wiernie (Markdown z wzorami LaTeX), razem z tekstem wspólnym dla kilku zadań. */
  question: Scalars['String']['output'];
  state: ZadanieState;
  /** Sprawdzian, z którego pochodzi zadanie. */
  testSolverId?: Maybe<Scalars['ID']['output']>;
  type: ZadanieType;
  updatedAt: Scalars['DateTime']['output'];
  workspaceId: Scalars['ID']['output'];
  /** Odpowiedzi do wyboru (zadanie zamknięte), w kolejności z arkusza. */
  zadanieOdpowiedzi: Array<ZadanieOdpowiedz>;
};

/**
 * Sprawdzenie odpowiedzi ucznia z odpowiedzią z rozwiązania (bez AI, jak nauczyciel matematyki:
 * „0,5” = „1/2”, „x = 8/5” = „1,6”).
 */
export type ZadanieAnswerCheck = {
  __typename?: 'ZadanieAnswerCheck';
  /** Po polsku, dla ucznia. */
  message: Scalars['String']['output'];
  verdict: ZadanieAnswerVerdict;
};

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

/** Odpowiedź do wyboru w zadaniu zamkniętym, z literą jak w arkuszu. */
export type ZadanieOdpowiedz = {
  __typename?: 'ZadanieOdpowiedz';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ZadanieOdpowiedzInput = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type ZadaniePage = {
  __typename?: 'ZadaniePage';
  data: Array<Zadanie>;
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
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

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  CreateUserDocResult:
    | ( ExecutionError )
    | ( UserDocView )
  ;
  GenerateQuizResult:
    | ( ExecutionError )
    | ( QuizRow )
  ;
  GeneraterozprawkaResult:
    | ( ExecutionError )
    | ( RozprawkaRow )
  ;
  ReviewrozprawkaResult:
    | ( ExecutionError )
    | ( ReviewRow )
  ;
  Sources:
    | ( AiNoteView )
    | ( AiTutorTopicRow )
    | ( LibrarySourceView )
    | ( QuizResultRow )
    | ( UserDocView )
  ;
  SprawdziansolutionResult:
    | ( ExecutionError )
    | ( TestSolverRow )
  ;
}>;


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActionCost: ResolverTypeWrapper<ActionCost>;
  ActionSources: ResolverTypeWrapper<Omit<ActionSources, 'fromTools' | 'groups' | 'selected'> & { fromTools: Array<ResolversTypes['ToolSourceGroup']>, groups: Array<ResolversTypes['SourceGroup']>, selected?: Maybe<ResolversTypes['SourceSet']> }>;
  ActionUses: ResolverTypeWrapper<ActionUses>;
  ActivityDay: ResolverTypeWrapper<ActivityDay>;
  ActivityPerformance: ResolverTypeWrapper<ActivityPerformance>;
  ActivityRange: ResolverTypeWrapper<ActivityRange>;
  ActivityStats: ResolverTypeWrapper<ActivityStats>;
  ActivityTotals: ResolverTypeWrapper<ActivityTotals>;
  AddLimitToPlanInput: AddLimitToPlanInput;
  AddOnOffer: ResolverTypeWrapper<AddOnOffer>;
  AdditionalLimit: ResolverTypeWrapper<AdditionalLimit>;
  AdminAuditEntry: ResolverTypeWrapper<AdminAuditEntry>;
  AdminAuditPage: ResolverTypeWrapper<AdminAuditPage>;
  AdminPodrecznikiInput: AdminPodrecznikiInput;
  AdminStats: ResolverTypeWrapper<AdminStats>;
  AdminSubscription: ResolverTypeWrapper<AdminSubscription>;
  AdminTematyInput: AdminTematyInput;
  AggregatedUsage: ResolverTypeWrapper<AggregatedUsage>;
  AiNote: ResolverTypeWrapper<AiNoteView>;
  AiTutor: ResolverTypeWrapper<AiTutorRow>;
  AiTutorDetailLevel: AiTutorDetailLevel;
  AiTutorInitialData: ResolverTypeWrapper<AiTutorInitialData>;
  AiTutorOrigin: AiTutorOrigin;
  AiTutorPodrozdzial: ResolverTypeWrapper<AiTutorPodrozdzial>;
  AiTutorRozdzial: ResolverTypeWrapper<AiTutorRozdzial>;
  AiTutorSessionState: AiTutorSessionState;
  AiTutorTemat: ResolverTypeWrapper<AiTutorTopicRow>;
  AiTutorTematData: ResolverTypeWrapper<AiTutorTopicRow>;
  AiTutorTematSession: ResolverTypeWrapper<AiTutorSessionRow>;
  AiUsageTotals: ResolverTypeWrapper<AiUsageTotals>;
  AitutoringAiTutorInput: AitutoringAiTutorInput;
  AnswerOnboardingQuestionInput: AnswerOnboardingQuestionInput;
  AppConfig: ResolverTypeWrapper<AppConfigParent>;
  AppLoadStats: ResolverTypeWrapper<AppLoadStats>;
  AssignUserSubInput: AssignUserSubInput;
  AuthPayload: ResolverTypeWrapper<AuthPayload>;
  Book: ResolverTypeWrapper<BookRow>;
  BookExercise: ResolverTypeWrapper<BookExercise>;
  BookPage: ResolverTypeWrapper<Omit<BookPage, 'data'> & { data: Array<ResolversTypes['Book']> }>;
  BookRozdzial: ResolverTypeWrapper<ChapterView>;
  BookSubrozdzial: ResolverTypeWrapper<ChapterView>;
  BookType: BookType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BotMessage: ResolverTypeWrapper<BotMessageRow>;
  CalculatePreviewInput: CalculatePreviewInput;
  CalculatedPreview: ResolverTypeWrapper<CalculatedPreview>;
  CancelSubscriptionInput: CancelSubscriptionInput;
  ChangeEmailInput: ChangeEmailInput;
  ChangePasswordInput: ChangePasswordInput;
  CheckZadanieAnswerInput: CheckZadanieAnswerInput;
  Checkout: ResolverTypeWrapper<Checkout>;
  CheckoutState: CheckoutState;
  Citation: ResolverTypeWrapper<Citation>;
  CkeEgzamin: ResolverTypeWrapper<CkeEgzamin>;
  CkeKryterium: ResolverTypeWrapper<CkeKryterium>;
  CkePoziom: CkePoziom;
  ConfirmEmailChangeInput: ConfirmEmailChangeInput;
  ContentType: ContentType;
  ContinueaitutoringAiTutorInput: ContinueaitutoringAiTutorInput;
  ConversationEventsInput: ConversationEventsInput;
  ConversationIntent: ResolverTypeWrapper<ConversationIntent>;
  ConversationIntentInput: ConversationIntentInput;
  ConversationOptions: ResolverTypeWrapper<ConversationOptions>;
  ConversationType: ConversationType;
  ConversationWorkspace: ResolverTypeWrapper<ConversationView>;
  ConversationWorkspacePage: ResolverTypeWrapper<Omit<ConversationWorkspacePage, 'data'> & { data: Array<ResolversTypes['ConversationWorkspace']> }>;
  ConvertreviewtorozprawkaInput: ConvertreviewtorozprawkaInput;
  CopySharedItemInput: CopySharedItemInput;
  CreateAdditionalLimitInput: CreateAdditionalLimitInput;
  CreateLimitInput: CreateLimitInput;
  CreatePlanInput: CreatePlanInput;
  CreatePodrecznikInput: CreatePodrecznikInput;
  CreateQuizResultInput: CreateQuizResultInput;
  CreateUserDocInput: CreateUserDocInput;
  CreateUserDocResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateUserDocResult']>;
  CreateWorkspaceInput: CreateWorkspaceInput;
  CsvFile: ResolverTypeWrapper<CsvFile>;
  DataExportLink: ResolverTypeWrapper<DataExportLink>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAccountInput: DeleteAccountInput;
  DeleteAiNoteInput: DeleteAiNoteInput;
  DeleteAiTutorInput: DeleteAiTutorInput;
  DeleteConversationWorkspaceInput: DeleteConversationWorkspaceInput;
  DeleteIntegrationInput: DeleteIntegrationInput;
  DeletePodrecznikInput: DeletePodrecznikInput;
  DeleteQuizWorkspaceInput: DeleteQuizWorkspaceInput;
  DeleteRozprawkaAiInput: DeleteRozprawkaAiInput;
  DeleteRozprawkaAiReviewInput: DeleteRozprawkaAiReviewInput;
  DeleteTestSolverInput: DeleteTestSolverInput;
  DeleteUserDocInput: DeleteUserDocInput;
  DeleteUserSubInput: DeleteUserSubInput;
  DeleteWordBaseInput: DeleteWordBaseInput;
  DeleteWorkspaceInput: DeleteWorkspaceInput;
  DocumentState: DocumentState;
  DocumentType: DocumentType;
  DueWords: ResolverTypeWrapper<DueWords>;
  DueWordsInWorkspace: ResolverTypeWrapper<DueWordsInWorkspace>;
  EditnoteInput: EditnoteInput;
  ExecutionError: ResolverTypeWrapper<ExecutionError>;
  ExerciseKind: ExerciseKind;
  ExtractwordbaseInput: ExtractwordbaseInput;
  FailingJobs: ResolverTypeWrapper<FailingJobs>;
  File: ResolverTypeWrapper<FileRow>;
  FileUrl: ResolverTypeWrapper<FileUrl>;
  FinishAiTutorTematSessionInput: FinishAiTutorTematSessionInput;
  FlashcardKind: FlashcardKind;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeneratePaymentLinkInput: GeneratePaymentLinkInput;
  GenerateQuizResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GenerateQuizResult']>;
  GenerateainotatkaAiNoteInput: GenerateainotatkaAiNoteInput;
  GenerateainotatkasessionInput: GenerateainotatkasessionInput;
  GenerateexplanationInput: GenerateexplanationInput;
  GeneratequizInput: GeneratequizInput;
  GeneratequizcontinueInput: GeneratequizcontinueInput;
  GeneraterozprawkaInput: GeneraterozprawkaInput;
  GeneraterozprawkaResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GeneraterozprawkaResult']>;
  GenerationState: GenerationState;
  GenerativefunctionsegmentInput: GenerativefunctionsegmentInput;
  GetActionCostInput: GetActionCostInput;
  GetActionSourcesInput: GetActionSourcesInput;
  GetActivityStatsInput: GetActivityStatsInput;
  GetAdminAuditLogInput: GetAdminAuditLogInput;
  GetAggregatedUsageInput: GetAggregatedUsageInput;
  GetAiNoteByIdInput: GetAiNoteByIdInput;
  GetAiNoteByWorkspaceIdInput: GetAiNoteByWorkspaceIdInput;
  GetAiTutorByIdInput: GetAiTutorByIdInput;
  GetAiTutorTematByIdInput: GetAiTutorTematByIdInput;
  GetAllSubscriptionsInput: GetAllSubscriptionsInput;
  GetBooksByTitleInput: GetBooksByTitleInput;
  GetBooksInput: GetBooksInput;
  GetConversationWorkspaceByIdInput: GetConversationWorkspaceByIdInput;
  GetConversationWorkspaceByWorkspaceIdInput: GetConversationWorkspaceByWorkspaceIdInput;
  GetFileUrlInput: GetFileUrlInput;
  GetLatestDataInput: GetLatestDataInput;
  GetLekturyInput: GetLekturyInput;
  GetLibraryRagDocumentsInput: GetLibraryRagDocumentsInput;
  GetPaginatedZadanieByRelationIdInput: GetPaginatedZadanieByRelationIdInput;
  GetPodrBookByIdInput: GetPodrBookByIdInput;
  GetQuizFlowByIdInput: GetQuizFlowByIdInput;
  GetQuizFlowByUserDocIdInput: GetQuizFlowByUserDocIdInput;
  GetQuizFlowByWorkspaceIdInput: GetQuizFlowByWorkspaceIdInput;
  GetQuizResultByIdInput: GetQuizResultByIdInput;
  GetQuizWorkspaceByIdInput: GetQuizWorkspaceByIdInput;
  GetQuizWorkspaceByUserIdInput: GetQuizWorkspaceByUserIdInput;
  GetQuizWorkspaceByWorkspaceIdInput: GetQuizWorkspaceByWorkspaceIdInput;
  GetRozprawkaAiByIdInput: GetRozprawkaAiByIdInput;
  GetRozprawkaAiByWorkspaceIdInput: GetRozprawkaAiByWorkspaceIdInput;
  GetRozprawkaAiReviewByIdInput: GetRozprawkaAiReviewByIdInput;
  GetRozprawkaAiReviewByWorkspaceIdInput: GetRozprawkaAiReviewByWorkspaceIdInput;
  GetSegmentRewritesInput: GetSegmentRewritesInput;
  GetSourcesByIdInput: GetSourcesByIdInput;
  GetSubscriptionByIdInput: GetSubscriptionByIdInput;
  GetTestSolverByIdInput: GetTestSolverByIdInput;
  GetTestSolverByWorkspaceIdInput: GetTestSolverByWorkspaceIdInput;
  GetUsageInput: GetUsageInput;
  GetUserByIdInput: GetUserByIdInput;
  GetUserDocByIdInput: GetUserDocByIdInput;
  GetUserDocByWorkspaceIdInput: GetUserDocByWorkspaceIdInput;
  GetUsersInput: GetUsersInput;
  GetWordBaseByIdInput: GetWordBaseByIdInput;
  GetWordBaseBySourcesIdInput: GetWordBaseBySourcesIdInput;
  GetWordBaseByUserIdInput: GetWordBaseByUserIdInput;
  GetWordBaseByWorkspaceIdInput: GetWordBaseByWorkspaceIdInput;
  GetWordBaseSessionByIdInput: GetWordBaseSessionByIdInput;
  GetWordBaseSessionByWordBaseIdInput: GetWordBaseSessionByWordBaseIdInput;
  GetWorkspaceByIdInput: GetWorkspaceByIdInput;
  GetaitematsessionbytematidInput: GetaitematsessionbytematidInput;
  GetbookbyidInput: GetbookbyidInput;
  GetbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput;
  GetcountInput: GetcountInput;
  GetnextwordInput: GetnextwordInput;
  GetpodrecznikbyprzedmiotandpoziomInput: GetpodrecznikbyprzedmiotandpoziomInput;
  GettematdataInput: GettematdataInput;
  GettematybyaitutoridInput: GettematybyaitutoridInput;
  Heartbeat: ResolverTypeWrapper<Heartbeat>;
  HeartbeatInput: HeartbeatInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportPodrecznikPdfInput: ImportPodrecznikPdfInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Integration: ResolverTypeWrapper<Integration>;
  IntegrationType: IntegrationType;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceStatus: InvoiceStatus;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Language: ResolverTypeWrapper<LanguageRow>;
  Lektura: ResolverTypeWrapper<Lektura>;
  LibraryRagDocument: ResolverTypeWrapper<RagDocument>;
  LibraryRagHit: ResolverTypeWrapper<LibraryRagHit>;
  LibrarySource: ResolverTypeWrapper<LibrarySourceView>;
  Limit: ResolverTypeWrapper<Limit>;
  LimitInterval: LimitInterval;
  LimitType: LimitType;
  LimitValue: ResolverTypeWrapper<LimitValue>;
  LlmStreamEvent: ResolverTypeWrapper<LlmStreamEvent>;
  LlmStreamEventType: LlmStreamEventType;
  LlmStreamInput: LlmStreamInput;
  LoginInput: LoginInput;
  LogoutInput: LogoutInput;
  MaturaPoziom: MaturaPoziom;
  MaturaPrzedmiot: ResolverTypeWrapper<MaturaPrzedmiot>;
  MaturaPrzedmiotInput: MaturaPrzedmiotInput;
  MessageFile: ResolverTypeWrapper<MessageFile>;
  MessageType: MessageType;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewAiNoteInput: NewAiNoteInput;
  NewPasswordInput: NewPasswordInput;
  NewQuizFlowInput: NewQuizFlowInput;
  NewQuizWorkspaceInput: NewQuizWorkspaceInput;
  NewRozprawkaAiInput: NewRozprawkaAiInput;
  NewRozprawkaAiReviewInput: NewRozprawkaAiReviewInput;
  NewTestSolverInput: NewTestSolverInput;
  NewWordBaseInput: NewWordBaseInput;
  NoteOrigin: NoteOrigin;
  NoteactionInput: NoteactionInput;
  NoteactionResult: ResolverTypeWrapper<Omit<NoteactionResult, 'note'> & { note: ResolversTypes['AiNote'] }>;
  OnboardingAnswers: ResolverTypeWrapper<OnboardingAnswers>;
  OnboardingStatus: OnboardingStatus;
  OverviewDay: ResolverTypeWrapper<OverviewDay>;
  OverviewEssayAttempt: ResolverTypeWrapper<OverviewEssayAttempt>;
  OverviewEssayCriterion: ResolverTypeWrapper<OverviewEssayCriterion>;
  OverviewEssays: ResolverTypeWrapper<OverviewEssays>;
  OverviewQuizScore: ResolverTypeWrapper<OverviewQuizScore>;
  OverviewQuizSubject: ResolverTypeWrapper<OverviewQuizSubject>;
  OverviewQuizzes: ResolverTypeWrapper<OverviewQuizzes>;
  OverviewTests: ResolverTypeWrapper<OverviewTests>;
  OverviewTutorSubject: ResolverTypeWrapper<OverviewTutorSubject>;
  OverviewTutors: ResolverTypeWrapper<OverviewTutors>;
  OverviewWeek: ResolverTypeWrapper<OverviewWeek>;
  OverviewWords: ResolverTypeWrapper<OverviewWords>;
  PageViewCount: ResolverTypeWrapper<PageViewCount>;
  PaginateConversationWorkspaceByWorkspaceIdInput: PaginateConversationWorkspaceByWorkspaceIdInput;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  Plan: ResolverTypeWrapper<Plan>;
  PlanAction: PlanAction;
  PlanAudience: ResolverTypeWrapper<PlanAudience>;
  PodrBook: ResolverTypeWrapper<BookView>;
  PodrChapter: ResolverTypeWrapper<ChapterView>;
  PodrChapterChangeInput: PodrChapterChangeInput;
  Podrecznik: ResolverTypeWrapper<LibraryBookRow>;
  PodrecznikImport: ResolverTypeWrapper<LibraryImportRow>;
  PodrecznikImportState: PodrecznikImportState;
  PodrecznikPage: ResolverTypeWrapper<Omit<PodrecznikPage, 'data'> & { data: Array<ResolversTypes['Podrecznik']> }>;
  PodrecznikTocChapterInput: PodrecznikTocChapterInput;
  PodrecznikTocSource: PodrecznikTocSource;
  PodrecznikTocSubchapterInput: PodrecznikTocSubchapterInput;
  Poziom: Poziom;
  PoziomJezyka: PoziomJezyka;
  Przedmiot: Przedmiot;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuestionType: QuestionType;
  QuizAnswer: ResolverTypeWrapper<AnswerView>;
  QuizCitation: ResolverTypeWrapper<QuizPassage>;
  QuizDetailScale: QuizDetailScale;
  QuizFlow: ResolverTypeWrapper<QuizFlowRow>;
  QuizOption: ResolverTypeWrapper<QuizOption>;
  QuizQuestion: ResolverTypeWrapper<QuizQuestionRow>;
  QuizResult: ResolverTypeWrapper<QuizResultRow>;
  QuizReview: ResolverTypeWrapper<QuizReview>;
  QuizWorkspace: ResolverTypeWrapper<QuizRow>;
  RefreshTokenResult: ResolverTypeWrapper<RefreshTokenResult>;
  ReindexLibraryBookInput: ReindexLibraryBookInput;
  RemoveLibraryRagDocumentInput: RemoveLibraryRagDocumentInput;
  RemovePodrecznikCoverInput: RemovePodrecznikCoverInput;
  RenameConversationWorkspaceInput: RenameConversationWorkspaceInput;
  ResendAuthCodeInput: ResendAuthCodeInput;
  ResetPasswordInput: ResetPasswordInput;
  ReviewrozprawkaInput: ReviewrozprawkaInput;
  ReviewrozprawkaResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ReviewrozprawkaResult']>;
  RewritesegmentInput: RewritesegmentInput;
  Role: Role;
  RozprawkaAi: ResolverTypeWrapper<RozprawkaRow>;
  RozprawkaAiReview: ResolverTypeWrapper<ReviewRow>;
  RozprawkaAiSegment: ResolverTypeWrapper<SegmentRow>;
  RozprawkaCall: ResolverTypeWrapper<RozprawkaCall>;
  RozprawkaCytat: ResolverTypeWrapper<GradedQuote>;
  RozprawkaCytatKind: RozprawkaCytatKind;
  RozprawkaKryteria: ResolverTypeWrapper<Grading>;
  RozprawkaKryteriumOcena: ResolverTypeWrapper<GradedCriterion>;
  RozprawkaPoprawka: ResolverTypeWrapper<RozprawkaPoprawka>;
  RozprawkaReviewCall: ResolverTypeWrapper<RozprawkaReviewCall>;
  RozprawkaSegmentRewrite: ResolverTypeWrapper<RewriteRow>;
  RozprawkaState: RozprawkaState;
  RozprawkaType: RozprawkaType;
  RozprawkaUwaga: ResolverTypeWrapper<SegmentNote>;
  RozprawkaUwagaKind: RozprawkaUwagaKind;
  SearchLibraryRagInput: SearchLibraryRagInput;
  SegmentType: SegmentType;
  SendSmsInput: SendSmsInput;
  SendmessageInput: SendmessageInput;
  SendmessageintentInput: SendmessageintentInput;
  SendmessageintentaiInput: SendmessageintentaiInput;
  ServiceOperator: ResolverTypeWrapper<ServiceOperator>;
  SetDailyStudyGoalInput: SetDailyStudyGoalInput;
  SetPodrecznikCoverInput: SetPodrecznikCoverInput;
  SetPodrecznikTocInput: SetPodrecznikTocInput;
  SetStudyRemindersInput: SetStudyRemindersInput;
  SetUserBlockedInput: SetUserBlockedInput;
  ShareItemInput: ShareItemInput;
  ShareLink: ResolverTypeWrapper<ShareRow>;
  ShareTokenInput: ShareTokenInput;
  SharedCopy: ResolverTypeWrapper<SharedCopyView>;
  SharedEntry: ResolverTypeWrapper<SharedEntry>;
  SharedItem: ResolverTypeWrapper<SharedItemView>;
  SharedKind: SharedKind;
  SignUpInput: SignUpInput;
  SortOrder: SortOrder;
  SourceGroup: ResolverTypeWrapper<Omit<SourceGroup, 'sources'> & { sources: Array<ResolversTypes['Sources']> }>;
  SourceItemType: SourceItemType;
  SourceRef: ResolverTypeWrapper<SourceRef>;
  SourceRefInput: SourceRefInput;
  SourceSet: ResolverTypeWrapper<SourceSetView>;
  SourceType: SourceType;
  Sources: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['Sources']>;
  SourcesAction: SourcesAction;
  SprawdziansolutionInput: SprawdziansolutionInput;
  SprawdziansolutionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SprawdziansolutionResult']>;
  StartInput: StartInput;
  StartconversationInput: StartconversationInput;
  StartconversationinlineInput: StartconversationinlineInput;
  StartconversationintentInput: StartconversationintentInput;
  StartconversationoverallInput: StartconversationoverallInput;
  StartconversationsolverInput: StartconversationsolverInput;
  StatsRangeInput: StatsRangeInput;
  StopConversationGenerationInput: StopConversationGenerationInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StudyOverview: ResolverTypeWrapper<StudyOverview>;
  StudyProgress: ResolverTypeWrapper<StudyProgress>;
  SubStatus: SubStatus;
  SubmitAnswerInput: SubmitAnswerInput;
  SubmitQuizResultInput: SubmitQuizResultInput;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionPage: ResolverTypeWrapper<SubscriptionPage>;
  SubscriptionUsage: ResolverTypeWrapper<SubscriptionUsageView>;
  SuccessResult: ResolverTypeWrapper<SuccessResult>;
  Tematy: ResolverTypeWrapper<Tematy>;
  TestSolver: ResolverTypeWrapper<TestSolverRow>;
  TestSolverState: TestSolverState;
  TextAction: TextAction;
  ToolOpenCount: ResolverTypeWrapper<ToolOpenCount>;
  ToolSourceGroup: ResolverTypeWrapper<Omit<ToolSourceGroup, 'sources'> & { sources: Array<ResolversTypes['Sources']> }>;
  TourCount: ResolverTypeWrapper<TourCount>;
  TranslateInput: TranslateInput;
  TypSzkoly: TypSzkoly;
  UpdateAiTutorInput: UpdateAiTutorInput;
  UpdateAiTutorTematInput: UpdateAiTutorTematInput;
  UpdateAiTutorTematSessionInput: UpdateAiTutorTematSessionInput;
  UpdateLimitInput: UpdateLimitInput;
  UpdatePlanInput: UpdatePlanInput;
  UpdateQuizResultInput: UpdateQuizResultInput;
  UpdateRozprawkaAiSegmentInput: UpdateRozprawkaAiSegmentInput;
  UpdateSourcesInput: UpdateSourcesInput;
  UpdateUserInfoInput: UpdateUserInfoInput;
  UpdateUserRoleInput: UpdateUserRoleInput;
  UpdateWorkspaceInput: UpdateWorkspaceInput;
  UpdateZadanieInput: UpdateZadanieInput;
  UpdatedocInput: UpdatedocInput;
  UpdatepodrecznikInput: UpdatepodrecznikInput;
  UpdatesegmentstatusInput: UpdatesegmentstatusInput;
  UpdatetematInput: UpdatetematInput;
  UpgradeSubscriptionInput: UpgradeSubscriptionInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UpsertwordsInput: UpsertwordsInput;
  UsageAction: UsageAction;
  UsageItem: ResolverTypeWrapper<UsageItem>;
  UsagePage: ResolverTypeWrapper<Omit<UsagePage, 'data'> & { data: Array<ResolversTypes['UserUsage']> }>;
  User: ResolverTypeWrapper<PresentedUser>;
  UserDoc: ResolverTypeWrapper<UserDocView>;
  UserDocEventsInput: UserDocEventsInput;
  UserDocSegment: ResolverTypeWrapper<UserDocSegment>;
  UserMessage: ResolverTypeWrapper<UserMessageView>;
  UserMetadata: ResolverTypeWrapper<UserMetadata>;
  UserMetadataInput: UserMetadataInput;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'data'> & { data: Array<ResolversTypes['User']> }>;
  UserSubscription: ResolverTypeWrapper<UserSubscription>;
  UserUsage: ResolverTypeWrapper<Omit<UserUsage, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  ValdiateexerciseInput: ValdiateexerciseInput;
  VerifyCodeInput: VerifyCodeInput;
  VerifyPhoneInput: VerifyPhoneInput;
  VerifyPhoneResult: ResolverTypeWrapper<Omit<VerifyPhoneResult, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  VitalStats: ResolverTypeWrapper<VitalStats>;
  WlasnyTematInput: WlasnyTematInput;
  Word: ResolverTypeWrapper<WordRow>;
  WordBase: ResolverTypeWrapper<WordBaseResult>;
  WordBaseSession: ResolverTypeWrapper<WordSessionRow>;
  WordBaseSessionAnswer: ResolverTypeWrapper<WordBaseSessionAnswer>;
  WordBaseSessionType: WordBaseSessionType;
  WordExercise: ResolverTypeWrapper<WordExerciseRow>;
  WordInput: WordInput;
  WordPage: ResolverTypeWrapper<Omit<WordPage, 'data'> & { data: Array<ResolversTypes['Word']> }>;
  WordRating: WordRating;
  WordReview: ResolverTypeWrapper<WordReview>;
  WordTranslation: ResolverTypeWrapper<WordTranslation>;
  WordpracticesessionInput: WordpracticesessionInput;
  Workspace: ResolverTypeWrapper<WorkspaceView>;
  WorkspaceType: WorkspaceType;
  YoutubeMetadata: ResolverTypeWrapper<YoutubeMetadata>;
  YoutubeTranscript: ResolverTypeWrapper<YoutubeTranscript>;
  Zadanie: ResolverTypeWrapper<ZadanieRow>;
  ZadanieAnswerCheck: ResolverTypeWrapper<ZadanieAnswerCheck>;
  ZadanieAnswerVerdict: ZadanieAnswerVerdict;
  ZadanieCheck: ZadanieCheck;
  ZadanieOdpowiedz: ResolverTypeWrapper<ZadanieOdpowiedz>;
  ZadanieOdpowiedzInput: ZadanieOdpowiedzInput;
  ZadaniePage: ResolverTypeWrapper<Omit<ZadaniePage, 'data'> & { data: Array<ResolversTypes['Zadanie']> }>;
  ZadanieState: ZadanieState;
  ZadanieType: ZadanieType;
  Zaliczenie: Zaliczenie;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActionCost: ActionCost;
  ActionSources: Omit<ActionSources, 'fromTools' | 'groups' | 'selected'> & { fromTools: Array<ResolversParentTypes['ToolSourceGroup']>, groups: Array<ResolversParentTypes['SourceGroup']>, selected?: Maybe<ResolversParentTypes['SourceSet']> };
  ActionUses: ActionUses;
  ActivityDay: ActivityDay;
  ActivityPerformance: ActivityPerformance;
  ActivityRange: ActivityRange;
  ActivityStats: ActivityStats;
  ActivityTotals: ActivityTotals;
  AddLimitToPlanInput: AddLimitToPlanInput;
  AddOnOffer: AddOnOffer;
  AdditionalLimit: AdditionalLimit;
  AdminAuditEntry: AdminAuditEntry;
  AdminAuditPage: AdminAuditPage;
  AdminPodrecznikiInput: AdminPodrecznikiInput;
  AdminStats: AdminStats;
  AdminSubscription: AdminSubscription;
  AdminTematyInput: AdminTematyInput;
  AggregatedUsage: AggregatedUsage;
  AiNote: AiNoteView;
  AiTutor: AiTutorRow;
  AiTutorInitialData: AiTutorInitialData;
  AiTutorPodrozdzial: AiTutorPodrozdzial;
  AiTutorRozdzial: AiTutorRozdzial;
  AiTutorTemat: AiTutorTopicRow;
  AiTutorTematData: AiTutorTopicRow;
  AiTutorTematSession: AiTutorSessionRow;
  AiUsageTotals: AiUsageTotals;
  AitutoringAiTutorInput: AitutoringAiTutorInput;
  AnswerOnboardingQuestionInput: AnswerOnboardingQuestionInput;
  AppConfig: AppConfigParent;
  AppLoadStats: AppLoadStats;
  AssignUserSubInput: AssignUserSubInput;
  AuthPayload: AuthPayload;
  Book: BookRow;
  BookExercise: BookExercise;
  BookPage: Omit<BookPage, 'data'> & { data: Array<ResolversParentTypes['Book']> };
  BookRozdzial: ChapterView;
  BookSubrozdzial: ChapterView;
  Boolean: Scalars['Boolean']['output'];
  BotMessage: BotMessageRow;
  CalculatePreviewInput: CalculatePreviewInput;
  CalculatedPreview: CalculatedPreview;
  CancelSubscriptionInput: CancelSubscriptionInput;
  ChangeEmailInput: ChangeEmailInput;
  ChangePasswordInput: ChangePasswordInput;
  CheckZadanieAnswerInput: CheckZadanieAnswerInput;
  Checkout: Checkout;
  Citation: Citation;
  CkeEgzamin: CkeEgzamin;
  CkeKryterium: CkeKryterium;
  ConfirmEmailChangeInput: ConfirmEmailChangeInput;
  ContinueaitutoringAiTutorInput: ContinueaitutoringAiTutorInput;
  ConversationEventsInput: ConversationEventsInput;
  ConversationIntent: ConversationIntent;
  ConversationIntentInput: ConversationIntentInput;
  ConversationOptions: ConversationOptions;
  ConversationWorkspace: ConversationView;
  ConversationWorkspacePage: Omit<ConversationWorkspacePage, 'data'> & { data: Array<ResolversParentTypes['ConversationWorkspace']> };
  ConvertreviewtorozprawkaInput: ConvertreviewtorozprawkaInput;
  CopySharedItemInput: CopySharedItemInput;
  CreateAdditionalLimitInput: CreateAdditionalLimitInput;
  CreateLimitInput: CreateLimitInput;
  CreatePlanInput: CreatePlanInput;
  CreatePodrecznikInput: CreatePodrecznikInput;
  CreateQuizResultInput: CreateQuizResultInput;
  CreateUserDocInput: CreateUserDocInput;
  CreateUserDocResult: ResolversUnionTypes<ResolversParentTypes>['CreateUserDocResult'];
  CreateWorkspaceInput: CreateWorkspaceInput;
  CsvFile: CsvFile;
  DataExportLink: DataExportLink;
  DateTime: Scalars['DateTime']['output'];
  DeleteAccountInput: DeleteAccountInput;
  DeleteAiNoteInput: DeleteAiNoteInput;
  DeleteAiTutorInput: DeleteAiTutorInput;
  DeleteConversationWorkspaceInput: DeleteConversationWorkspaceInput;
  DeleteIntegrationInput: DeleteIntegrationInput;
  DeletePodrecznikInput: DeletePodrecznikInput;
  DeleteQuizWorkspaceInput: DeleteQuizWorkspaceInput;
  DeleteRozprawkaAiInput: DeleteRozprawkaAiInput;
  DeleteRozprawkaAiReviewInput: DeleteRozprawkaAiReviewInput;
  DeleteTestSolverInput: DeleteTestSolverInput;
  DeleteUserDocInput: DeleteUserDocInput;
  DeleteUserSubInput: DeleteUserSubInput;
  DeleteWordBaseInput: DeleteWordBaseInput;
  DeleteWorkspaceInput: DeleteWorkspaceInput;
  DueWords: DueWords;
  DueWordsInWorkspace: DueWordsInWorkspace;
  EditnoteInput: EditnoteInput;
  ExecutionError: ExecutionError;
  ExtractwordbaseInput: ExtractwordbaseInput;
  FailingJobs: FailingJobs;
  File: FileRow;
  FileUrl: FileUrl;
  FinishAiTutorTematSessionInput: FinishAiTutorTematSessionInput;
  Float: Scalars['Float']['output'];
  GeneratePaymentLinkInput: GeneratePaymentLinkInput;
  GenerateQuizResult: ResolversUnionTypes<ResolversParentTypes>['GenerateQuizResult'];
  GenerateainotatkaAiNoteInput: GenerateainotatkaAiNoteInput;
  GenerateainotatkasessionInput: GenerateainotatkasessionInput;
  GenerateexplanationInput: GenerateexplanationInput;
  GeneratequizInput: GeneratequizInput;
  GeneratequizcontinueInput: GeneratequizcontinueInput;
  GeneraterozprawkaInput: GeneraterozprawkaInput;
  GeneraterozprawkaResult: ResolversUnionTypes<ResolversParentTypes>['GeneraterozprawkaResult'];
  GenerativefunctionsegmentInput: GenerativefunctionsegmentInput;
  GetActionCostInput: GetActionCostInput;
  GetActionSourcesInput: GetActionSourcesInput;
  GetActivityStatsInput: GetActivityStatsInput;
  GetAdminAuditLogInput: GetAdminAuditLogInput;
  GetAggregatedUsageInput: GetAggregatedUsageInput;
  GetAiNoteByIdInput: GetAiNoteByIdInput;
  GetAiNoteByWorkspaceIdInput: GetAiNoteByWorkspaceIdInput;
  GetAiTutorByIdInput: GetAiTutorByIdInput;
  GetAiTutorTematByIdInput: GetAiTutorTematByIdInput;
  GetAllSubscriptionsInput: GetAllSubscriptionsInput;
  GetBooksByTitleInput: GetBooksByTitleInput;
  GetBooksInput: GetBooksInput;
  GetConversationWorkspaceByIdInput: GetConversationWorkspaceByIdInput;
  GetConversationWorkspaceByWorkspaceIdInput: GetConversationWorkspaceByWorkspaceIdInput;
  GetFileUrlInput: GetFileUrlInput;
  GetLatestDataInput: GetLatestDataInput;
  GetLekturyInput: GetLekturyInput;
  GetLibraryRagDocumentsInput: GetLibraryRagDocumentsInput;
  GetPaginatedZadanieByRelationIdInput: GetPaginatedZadanieByRelationIdInput;
  GetPodrBookByIdInput: GetPodrBookByIdInput;
  GetQuizFlowByIdInput: GetQuizFlowByIdInput;
  GetQuizFlowByUserDocIdInput: GetQuizFlowByUserDocIdInput;
  GetQuizFlowByWorkspaceIdInput: GetQuizFlowByWorkspaceIdInput;
  GetQuizResultByIdInput: GetQuizResultByIdInput;
  GetQuizWorkspaceByIdInput: GetQuizWorkspaceByIdInput;
  GetQuizWorkspaceByUserIdInput: GetQuizWorkspaceByUserIdInput;
  GetQuizWorkspaceByWorkspaceIdInput: GetQuizWorkspaceByWorkspaceIdInput;
  GetRozprawkaAiByIdInput: GetRozprawkaAiByIdInput;
  GetRozprawkaAiByWorkspaceIdInput: GetRozprawkaAiByWorkspaceIdInput;
  GetRozprawkaAiReviewByIdInput: GetRozprawkaAiReviewByIdInput;
  GetRozprawkaAiReviewByWorkspaceIdInput: GetRozprawkaAiReviewByWorkspaceIdInput;
  GetSegmentRewritesInput: GetSegmentRewritesInput;
  GetSourcesByIdInput: GetSourcesByIdInput;
  GetSubscriptionByIdInput: GetSubscriptionByIdInput;
  GetTestSolverByIdInput: GetTestSolverByIdInput;
  GetTestSolverByWorkspaceIdInput: GetTestSolverByWorkspaceIdInput;
  GetUsageInput: GetUsageInput;
  GetUserByIdInput: GetUserByIdInput;
  GetUserDocByIdInput: GetUserDocByIdInput;
  GetUserDocByWorkspaceIdInput: GetUserDocByWorkspaceIdInput;
  GetUsersInput: GetUsersInput;
  GetWordBaseByIdInput: GetWordBaseByIdInput;
  GetWordBaseBySourcesIdInput: GetWordBaseBySourcesIdInput;
  GetWordBaseByUserIdInput: GetWordBaseByUserIdInput;
  GetWordBaseByWorkspaceIdInput: GetWordBaseByWorkspaceIdInput;
  GetWordBaseSessionByIdInput: GetWordBaseSessionByIdInput;
  GetWordBaseSessionByWordBaseIdInput: GetWordBaseSessionByWordBaseIdInput;
  GetWorkspaceByIdInput: GetWorkspaceByIdInput;
  GetaitematsessionbytematidInput: GetaitematsessionbytematidInput;
  GetbookbyidInput: GetbookbyidInput;
  GetbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput;
  GetcountInput: GetcountInput;
  GetnextwordInput: GetnextwordInput;
  GetpodrecznikbyprzedmiotandpoziomInput: GetpodrecznikbyprzedmiotandpoziomInput;
  GettematdataInput: GettematdataInput;
  GettematybyaitutoridInput: GettematybyaitutoridInput;
  Heartbeat: Heartbeat;
  HeartbeatInput: HeartbeatInput;
  ID: Scalars['ID']['output'];
  ImportPodrecznikPdfInput: ImportPodrecznikPdfInput;
  Int: Scalars['Int']['output'];
  Integration: Integration;
  Invoice: Invoice;
  JSON: Scalars['JSON']['output'];
  Language: LanguageRow;
  Lektura: Lektura;
  LibraryRagDocument: RagDocument;
  LibraryRagHit: LibraryRagHit;
  LibrarySource: LibrarySourceView;
  Limit: Limit;
  LimitValue: LimitValue;
  LlmStreamEvent: LlmStreamEvent;
  LlmStreamInput: LlmStreamInput;
  LoginInput: LoginInput;
  LogoutInput: LogoutInput;
  MaturaPrzedmiot: MaturaPrzedmiot;
  MaturaPrzedmiotInput: MaturaPrzedmiotInput;
  MessageFile: MessageFile;
  Mutation: Record<PropertyKey, never>;
  NewAiNoteInput: NewAiNoteInput;
  NewPasswordInput: NewPasswordInput;
  NewQuizFlowInput: NewQuizFlowInput;
  NewQuizWorkspaceInput: NewQuizWorkspaceInput;
  NewRozprawkaAiInput: NewRozprawkaAiInput;
  NewRozprawkaAiReviewInput: NewRozprawkaAiReviewInput;
  NewTestSolverInput: NewTestSolverInput;
  NewWordBaseInput: NewWordBaseInput;
  NoteactionInput: NoteactionInput;
  NoteactionResult: Omit<NoteactionResult, 'note'> & { note: ResolversParentTypes['AiNote'] };
  OnboardingAnswers: OnboardingAnswers;
  OverviewDay: OverviewDay;
  OverviewEssayAttempt: OverviewEssayAttempt;
  OverviewEssayCriterion: OverviewEssayCriterion;
  OverviewEssays: OverviewEssays;
  OverviewQuizScore: OverviewQuizScore;
  OverviewQuizSubject: OverviewQuizSubject;
  OverviewQuizzes: OverviewQuizzes;
  OverviewTests: OverviewTests;
  OverviewTutorSubject: OverviewTutorSubject;
  OverviewTutors: OverviewTutors;
  OverviewWeek: OverviewWeek;
  OverviewWords: OverviewWords;
  PageViewCount: PageViewCount;
  PaginateConversationWorkspaceByWorkspaceIdInput: PaginateConversationWorkspaceByWorkspaceIdInput;
  PaymentMethod: PaymentMethod;
  Plan: Plan;
  PlanAudience: PlanAudience;
  PodrBook: BookView;
  PodrChapter: ChapterView;
  PodrChapterChangeInput: PodrChapterChangeInput;
  Podrecznik: LibraryBookRow;
  PodrecznikImport: LibraryImportRow;
  PodrecznikPage: Omit<PodrecznikPage, 'data'> & { data: Array<ResolversParentTypes['Podrecznik']> };
  PodrecznikTocChapterInput: PodrecznikTocChapterInput;
  PodrecznikTocSubchapterInput: PodrecznikTocSubchapterInput;
  Query: Record<PropertyKey, never>;
  QuizAnswer: AnswerView;
  QuizCitation: QuizPassage;
  QuizFlow: QuizFlowRow;
  QuizOption: QuizOption;
  QuizQuestion: QuizQuestionRow;
  QuizResult: QuizResultRow;
  QuizReview: QuizReview;
  QuizWorkspace: QuizRow;
  RefreshTokenResult: RefreshTokenResult;
  ReindexLibraryBookInput: ReindexLibraryBookInput;
  RemoveLibraryRagDocumentInput: RemoveLibraryRagDocumentInput;
  RemovePodrecznikCoverInput: RemovePodrecznikCoverInput;
  RenameConversationWorkspaceInput: RenameConversationWorkspaceInput;
  ResendAuthCodeInput: ResendAuthCodeInput;
  ResetPasswordInput: ResetPasswordInput;
  ReviewrozprawkaInput: ReviewrozprawkaInput;
  ReviewrozprawkaResult: ResolversUnionTypes<ResolversParentTypes>['ReviewrozprawkaResult'];
  RewritesegmentInput: RewritesegmentInput;
  RozprawkaAi: RozprawkaRow;
  RozprawkaAiReview: ReviewRow;
  RozprawkaAiSegment: SegmentRow;
  RozprawkaCall: RozprawkaCall;
  RozprawkaCytat: GradedQuote;
  RozprawkaKryteria: Grading;
  RozprawkaKryteriumOcena: GradedCriterion;
  RozprawkaPoprawka: RozprawkaPoprawka;
  RozprawkaReviewCall: RozprawkaReviewCall;
  RozprawkaSegmentRewrite: RewriteRow;
  RozprawkaUwaga: SegmentNote;
  SearchLibraryRagInput: SearchLibraryRagInput;
  SendSmsInput: SendSmsInput;
  SendmessageInput: SendmessageInput;
  SendmessageintentInput: SendmessageintentInput;
  SendmessageintentaiInput: SendmessageintentaiInput;
  ServiceOperator: ServiceOperator;
  SetDailyStudyGoalInput: SetDailyStudyGoalInput;
  SetPodrecznikCoverInput: SetPodrecznikCoverInput;
  SetPodrecznikTocInput: SetPodrecznikTocInput;
  SetStudyRemindersInput: SetStudyRemindersInput;
  SetUserBlockedInput: SetUserBlockedInput;
  ShareItemInput: ShareItemInput;
  ShareLink: ShareRow;
  ShareTokenInput: ShareTokenInput;
  SharedCopy: SharedCopyView;
  SharedEntry: SharedEntry;
  SharedItem: SharedItemView;
  SignUpInput: SignUpInput;
  SourceGroup: Omit<SourceGroup, 'sources'> & { sources: Array<ResolversParentTypes['Sources']> };
  SourceRef: SourceRef;
  SourceRefInput: SourceRefInput;
  SourceSet: SourceSetView;
  Sources: ResolversUnionTypes<ResolversParentTypes>['Sources'];
  SprawdziansolutionInput: SprawdziansolutionInput;
  SprawdziansolutionResult: ResolversUnionTypes<ResolversParentTypes>['SprawdziansolutionResult'];
  StartInput: StartInput;
  StartconversationInput: StartconversationInput;
  StartconversationinlineInput: StartconversationinlineInput;
  StartconversationintentInput: StartconversationintentInput;
  StartconversationoverallInput: StartconversationoverallInput;
  StartconversationsolverInput: StartconversationsolverInput;
  StatsRangeInput: StatsRangeInput;
  StopConversationGenerationInput: StopConversationGenerationInput;
  String: Scalars['String']['output'];
  StudyOverview: StudyOverview;
  StudyProgress: StudyProgress;
  SubmitAnswerInput: SubmitAnswerInput;
  SubmitQuizResultInput: SubmitQuizResultInput;
  Subscription: Record<PropertyKey, never>;
  SubscriptionPage: SubscriptionPage;
  SubscriptionUsage: SubscriptionUsageView;
  SuccessResult: SuccessResult;
  Tematy: Tematy;
  TestSolver: TestSolverRow;
  ToolOpenCount: ToolOpenCount;
  ToolSourceGroup: Omit<ToolSourceGroup, 'sources'> & { sources: Array<ResolversParentTypes['Sources']> };
  TourCount: TourCount;
  TranslateInput: TranslateInput;
  UpdateAiTutorInput: UpdateAiTutorInput;
  UpdateAiTutorTematInput: UpdateAiTutorTematInput;
  UpdateAiTutorTematSessionInput: UpdateAiTutorTematSessionInput;
  UpdateLimitInput: UpdateLimitInput;
  UpdatePlanInput: UpdatePlanInput;
  UpdateQuizResultInput: UpdateQuizResultInput;
  UpdateRozprawkaAiSegmentInput: UpdateRozprawkaAiSegmentInput;
  UpdateSourcesInput: UpdateSourcesInput;
  UpdateUserInfoInput: UpdateUserInfoInput;
  UpdateUserRoleInput: UpdateUserRoleInput;
  UpdateWorkspaceInput: UpdateWorkspaceInput;
  UpdateZadanieInput: UpdateZadanieInput;
  UpdatedocInput: UpdatedocInput;
  UpdatepodrecznikInput: UpdatepodrecznikInput;
  UpdatesegmentstatusInput: UpdatesegmentstatusInput;
  UpdatetematInput: UpdatetematInput;
  UpgradeSubscriptionInput: UpgradeSubscriptionInput;
  Upload: Scalars['Upload']['output'];
  UpsertwordsInput: UpsertwordsInput;
  UsageItem: UsageItem;
  UsagePage: Omit<UsagePage, 'data'> & { data: Array<ResolversParentTypes['UserUsage']> };
  User: PresentedUser;
  UserDoc: UserDocView;
  UserDocEventsInput: UserDocEventsInput;
  UserDocSegment: UserDocSegment;
  UserMessage: UserMessageView;
  UserMetadata: UserMetadata;
  UserMetadataInput: UserMetadataInput;
  UserPage: Omit<UserPage, 'data'> & { data: Array<ResolversParentTypes['User']> };
  UserSubscription: UserSubscription;
  UserUsage: Omit<UserUsage, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  ValdiateexerciseInput: ValdiateexerciseInput;
  VerifyCodeInput: VerifyCodeInput;
  VerifyPhoneInput: VerifyPhoneInput;
  VerifyPhoneResult: Omit<VerifyPhoneResult, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  VitalStats: VitalStats;
  WlasnyTematInput: WlasnyTematInput;
  Word: WordRow;
  WordBase: WordBaseResult;
  WordBaseSession: WordSessionRow;
  WordBaseSessionAnswer: WordBaseSessionAnswer;
  WordExercise: WordExerciseRow;
  WordInput: WordInput;
  WordPage: Omit<WordPage, 'data'> & { data: Array<ResolversParentTypes['Word']> };
  WordReview: WordReview;
  WordTranslation: WordTranslation;
  WordpracticesessionInput: WordpracticesessionInput;
  Workspace: WorkspaceView;
  YoutubeMetadata: YoutubeMetadata;
  YoutubeTranscript: YoutubeTranscript;
  Zadanie: ZadanieRow;
  ZadanieAnswerCheck: ZadanieAnswerCheck;
  ZadanieOdpowiedz: ZadanieOdpowiedz;
  ZadanieOdpowiedzInput: ZadanieOdpowiedzInput;
  ZadaniePage: Omit<ZadaniePage, 'data'> & { data: Array<ResolversParentTypes['Zadanie']> };
}>;

export type ActionCostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActionCost'] = ResolversParentTypes['ActionCost']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tokensOutput?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tokensPrompt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unpricedCalls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ActionSourcesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActionSources'] = ResolversParentTypes['ActionSources']> = ResolversObject<{
  action?: Resolver<ResolversTypes['SourcesAction'], ParentType, ContextType>;
  fromTools?: Resolver<Array<ResolversTypes['ToolSourceGroup']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['SourceGroup']>, ParentType, ContextType>;
  selected?: Resolver<Maybe<ResolversTypes['SourceSet']>, ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ActionUsesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActionUses'] = ResolversParentTypes['ActionUses']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ActivityDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityDay'] = ResolversParentTypes['ActivityDay']> = ResolversObject<{
  activeUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageViews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ActivityPerformanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityPerformance'] = ResolversParentTypes['ActivityPerformance']> = ResolversObject<{
  appLoads?: Resolver<ResolversTypes['AppLoadStats'], ParentType, ContextType>;
  vitals?: Resolver<Array<ResolversTypes['VitalStats']>, ParentType, ContextType>;
}>;

export type ActivityRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityRange'] = ResolversParentTypes['ActivityRange']> = ResolversObject<{
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActivityStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityStats'] = ResolversParentTypes['ActivityStats']> = ResolversObject<{
  days?: Resolver<Array<ResolversTypes['ActivityDay']>, ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['PageViewCount']>, ParentType, ContextType>;
  performance?: Resolver<ResolversTypes['ActivityPerformance'], ParentType, ContextType>;
  range?: Resolver<ResolversTypes['ActivityRange'], ParentType, ContextType>;
  tools?: Resolver<Array<ResolversTypes['ToolOpenCount']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['ActivityTotals'], ParentType, ContextType>;
  tours?: Resolver<Array<ResolversTypes['TourCount']>, ParentType, ContextType>;
}>;

export type ActivityTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityTotals'] = ResolversParentTypes['ActivityTotals']> = ResolversObject<{
  activeUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageViews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AddOnOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddOnOffer'] = ResolversParentTypes['AddOnOffer']> = ResolversObject<{
  action?: Resolver<ResolversTypes['UsageAction'], ParentType, ContextType>;
  additionalLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  validDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdditionalLimitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdditionalLimit'] = ResolversParentTypes['AdditionalLimit']> = ResolversObject<{
  action?: Resolver<ResolversTypes['UsageAction'], ParentType, ContextType>;
  additionalLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  purchasedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type AdminAuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAuditEntry'] = ResolversParentTypes['AdminAuditEntry']> = ResolversObject<{
  adminId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminAuditPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAuditPage'] = ResolversParentTypes['AdminAuditPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['AdminAuditEntry']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminStats'] = ResolversParentTypes['AdminStats']> = ResolversObject<{
  active7?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  active30?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  activeToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  aiMonth?: Resolver<ResolversTypes['AiUsageTotals'], ParentType, ContextType>;
  aiToday?: Resolver<ResolversTypes['AiUsageTotals'], ParentType, ContextType>;
  failingJobs?: Resolver<Array<ResolversTypes['FailingJobs']>, ParentType, ContextType>;
  topActions?: Resolver<Array<ResolversTypes['ActionCost']>, ParentType, ContextType>;
  unpricedModels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  usersNew7?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usersNew30?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usersTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminSubscription'] = ResolversParentTypes['AdminSubscription']> = ResolversObject<{
  adminGrant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  billingInterval?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelAtPeriodEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  grantedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubStatus'], ParentType, ContextType>;
  stripeSubscriptionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AggregatedUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AggregatedUsage'] = ResolversParentTypes['AggregatedUsage']> = ResolversObject<{
  avgTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  byAction?: Resolver<Array<ResolversTypes['AiUsageTotals']>, ParentType, ContextType>;
  byModel?: Resolver<Array<ResolversTypes['AiUsageTotals']>, ParentType, ContextType>;
  calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  popularAction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tokensOutput?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tokensPrompt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unpricedCalls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AiNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AiNote'] = ResolversParentTypes['AiNote']> = ResolversObject<{
  action?: Resolver<ResolversTypes['NoteOrigin'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourcesId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zadanieRelationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AiTutorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AiTutor'] = ResolversParentTypes['AiTutor']> = ResolversObject<{
  aiTutorInitialData?: Resolver<ResolversTypes['AiTutorInitialData'], ParentType, ContextType>;
  aiTutorTemat?: Resolver<Array<ResolversTypes['AiTutorTemat']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generatedImageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['AiTutorOrigin'], ParentType, ContextType>;
  poziom?: Resolver<Maybe<ResolversTypes['Poziom']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  przedmiot?: Resolver<ResolversTypes['Przedmiot'], ParentType, ContextType>;
  rozdzial?: Resolver<Maybe<ResolversTypes['AiTutorRozdzial']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['GenerationState'], ParentType, ContextType>;
  temat?: Resolver<Maybe<ResolversTypes['Tematy']>, ParentType, ContextType>;
  tematId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AiTutorInitialDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AiTutorInitialData'] = ResolversParentTypes['AiTutorInitialData']> = ResolversObject<{
  detailLevel?: Resolver<ResolversTypes['AiTutorDetailLevel'], ParentType, ContextType>;
  sourcesId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AiTutorPodrozdzialResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AiTutorPodrozdzial'] = ResolversParentTypes['AiTutorPodrozdzial']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type AiTutorRozdzialResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AiTutorRozdzial'] = ResolversParentTypes['AiTutorRozdzial']> = ResolversObject<{
  bookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  bookTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AiTutorTematResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AiTutorTemat'] = ResolversParentTypes['AiTutorTemat']> = ResolversObject<{
  aiTutorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  full_generated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mastered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  podrSubchapter?: Resolver<Maybe<ResolversTypes['AiTutorPodrozdzial']>, ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['AiTutorTematSession']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['GenerationState'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AiTutorTematDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AiTutorTematData'] = ResolversParentTypes['AiTutorTematData']> = ResolversObject<{
  aiTutorTemat?: Resolver<ResolversTypes['AiTutorTemat'], ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exercises?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AiTutorTematSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AiTutorTematSession'] = ResolversParentTypes['AiTutorTematSession']> = ResolversObject<{
  aiTutorTematId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detailLevel?: Resolver<ResolversTypes['AiTutorDetailLevel'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  previousSessionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  scorePercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sessionConversationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sessionConversationStarted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sessionQuizId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['AiTutorSessionState'], ParentType, ContextType>;
  testSessionQuiz?: Resolver<Maybe<ResolversTypes['QuizWorkspace']>, ParentType, ContextType>;
  testSessionQuizId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type AiUsageTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AiUsageTotals'] = ResolversParentTypes['AiUsageTotals']> = ResolversObject<{
  calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tokensOutput?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tokensPrompt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unpricedCalls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AppConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppConfig'] = ResolversParentTypes['AppConfig']> = ResolversObject<{
  operator?: Resolver<ResolversTypes['ServiceOperator'], ParentType, ContextType>;
  requirePhone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sentryDsn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentryEnvironment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telemetry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  turnstileSiteKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uploadMaxBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AppLoadStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppLoadStats'] = ResolversParentTypes['AppLoadStats']> = ResolversObject<{
  loadMsP75?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  samples?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ttfbMsP75?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  onboardingStatus?: Resolver<ResolversTypes['OnboardingStatus'], ParentType, ContextType>;
}>;

export type BookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Book'] = ResolversParentTypes['Book']> = ResolversObject<{
  authors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exerciseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isbn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  klasa?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  poziom?: Resolver<ResolversTypes['Poziom'], ParentType, ContextType>;
  przedmiot?: Resolver<ResolversTypes['Przedmiot'], ParentType, ContextType>;
  releaseDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rozdzialy?: Resolver<Array<ResolversTypes['BookRozdzial']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BookType'], ParentType, ContextType>;
  wydawnictwo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BookExerciseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookExercise'] = ResolversParentTypes['BookExercise']> = ResolversObject<{
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exerciseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subExercises?: Resolver<Array<ResolversTypes['BookExercise']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookPage'] = ResolversParentTypes['BookPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Book']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BookRozdzialResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookRozdzial'] = ResolversParentTypes['BookRozdzial']> = ResolversObject<{
  exerciseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subrozdzialy?: Resolver<Array<ResolversTypes['BookSubrozdzial']>, ParentType, ContextType>;
}>;

export type BookSubrozdzialResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookSubrozdzial'] = ResolversParentTypes['BookSubrozdzial']> = ResolversObject<{
  exerciseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exercises?: Resolver<Array<ResolversTypes['BookExercise']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type BotMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BotMessage'] = ResolversParentTypes['BotMessage']> = ResolversObject<{
  aiNoteId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  citations?: Resolver<Array<ResolversTypes['Citation']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isError?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFetching?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stopped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ConversationType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  zadanie?: Resolver<Maybe<ResolversTypes['Zadanie']>, ParentType, ContextType>;
}>;

export type CalculatedPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CalculatedPreview'] = ResolversParentTypes['CalculatedPreview']> = ResolversObject<{
  adjustment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  original_price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payment_method?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prorationDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  total_amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CheckoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CheckoutState'], ParentType, ContextType>;
}>;

export type CitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Citation'] = ResolversParentTypes['Citation']> = ResolversObject<{
  charEnd?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  charStart?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  excerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sourceType?: Resolver<ResolversTypes['SourceItemType'], ParentType, ContextType>;
  startSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type CkeEgzaminResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CkeEgzamin'] = ResolversParentTypes['CkeEgzamin']> = ResolversObject<{
  confidence?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  criteria?: Resolver<Array<ResolversTypes['CkeKryterium']>, ParentType, ContextType>;
  durationMin?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  exam?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  liczbaPunktow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minWords?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rules?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wordRange?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CkeKryteriumResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CkeKryterium'] = ResolversParentTypes['CkeKryterium']> = ResolversObject<{
  details?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConversationIntentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConversationIntent'] = ResolversParentTypes['ConversationIntent']> = ResolversObject<{
  actionType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conversationType?: Resolver<Maybe<ResolversTypes['ConversationType']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ConversationOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConversationOptions'] = ResolversParentTypes['ConversationOptions']> = ResolversObject<{
  isInitial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ConversationWorkspaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConversationWorkspace'] = ResolversParentTypes['ConversationWorkspace']> = ResolversObject<{
  action?: Resolver<ResolversTypes['ConversationType'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intent?: Resolver<Maybe<ResolversTypes['ConversationIntent']>, ParentType, ContextType>;
  isFetching?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<ResolversTypes['ConversationOptions'], ParentType, ContextType>;
  sources?: Resolver<Maybe<ResolversTypes['SourceSet']>, ParentType, ContextType>;
  sourcesId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['GenerationState'], ParentType, ContextType>;
  temat?: Resolver<Maybe<ResolversTypes['Tematy']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userMessages?: Resolver<Array<ResolversTypes['UserMessage']>, ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ConversationWorkspacePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConversationWorkspacePage'] = ResolversParentTypes['ConversationWorkspacePage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['ConversationWorkspace']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreateUserDocResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateUserDocResult'] = ResolversParentTypes['CreateUserDocResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ExecutionError' | 'UserDoc', ParentType, ContextType>;
}>;

export type CsvFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CsvFile'] = ResolversParentTypes['CsvFile']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DataExportLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DataExportLink'] = ResolversParentTypes['DataExportLink']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DueWordsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DueWords'] = ResolversParentTypes['DueWords']> = ResolversObject<{
  byWorkspace?: Resolver<Array<ResolversTypes['DueWordsInWorkspace']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DueWordsInWorkspaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DueWordsInWorkspace'] = ResolversParentTypes['DueWordsInWorkspace']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ExecutionErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExecutionError'] = ResolversParentTypes['ExecutionError']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FailingJobsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FailingJobs'] = ResolversParentTypes['FailingJobs']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['File'] = ResolversParentTypes['File']> = ResolversObject<{
  bucketKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  originalFileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FileUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FileUrl'] = ResolversParentTypes['FileUrl']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GenerateQuizResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GenerateQuizResult'] = ResolversParentTypes['GenerateQuizResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ExecutionError' | 'QuizWorkspace', ParentType, ContextType>;
}>;

export type GeneraterozprawkaResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeneraterozprawkaResult'] = ResolversParentTypes['GeneraterozprawkaResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ExecutionError' | 'RozprawkaAi', ParentType, ContextType>;
}>;

export type HeartbeatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Heartbeat'] = ResolversParentTypes['Heartbeat']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type IntegrationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Integration'] = ResolversParentTypes['Integration']> = ResolversObject<{
  accessToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  integrationType?: Resolver<ResolversTypes['IntegrationType'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  paymentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LanguageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameFull?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LekturaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Lektura'] = ResolversParentTypes['Lektura']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ckePoziom?: Resolver<ResolversTypes['CkePoziom'], ParentType, ContextType>;
  classes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  egzaminOsmoklasisty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  epoka?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  naMaturze?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scope?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type LibraryRagDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LibraryRagDocument'] = ResolversParentTypes['LibraryRagDocument']> = ResolversObject<{
  chapter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  characters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chunkCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indexedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  podrecznikId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  poziom?: Resolver<ResolversTypes['Poziom'], ParentType, ContextType>;
  przedmiot?: Resolver<ResolversTypes['Przedmiot'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LibraryRagHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LibraryRagHit'] = ResolversParentTypes['LibraryRagHit']> = ResolversObject<{
  chapter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LibrarySourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LibrarySource'] = ResolversParentTypes['LibrarySource']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podrecznikId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LimitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Limit'] = ResolversParentTypes['Limit']> = ResolversObject<{
  action?: Resolver<ResolversTypes['UsageAction'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['LimitValue'], ParentType, ContextType>;
  limitDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limitInterval?: Resolver<ResolversTypes['LimitInterval'], ParentType, ContextType>;
  usedIn?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LimitValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LimitValue'] = ResolversParentTypes['LimitValue']> = ResolversObject<{
  type?: Resolver<ResolversTypes['LimitType'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LlmStreamEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LlmStreamEvent'] = ResolversParentTypes['LlmStreamEvent']> = ResolversObject<{
  botMessageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  delta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['LlmStreamEventType'], ParentType, ContextType>;
}>;

export type MaturaPrzedmiotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MaturaPrzedmiot'] = ResolversParentTypes['MaturaPrzedmiot']> = ResolversObject<{
  poziom?: Resolver<ResolversTypes['MaturaPoziom'], ParentType, ContextType>;
  przedmiot?: Resolver<ResolversTypes['Przedmiot'], ParentType, ContextType>;
}>;

export type MessageFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageFile'] = ResolversParentTypes['MessageFile']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalFileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addLimitToPlan?: Resolver<ResolversTypes['Limit'], ParentType, ContextType, RequireFields<MutationAddLimitToPlanArgs, 'addLimitToPlanInput'>>;
  aitutoringAiTutor?: Resolver<ResolversTypes['AiTutor'], ParentType, ContextType, RequireFields<MutationAitutoringAiTutorArgs, 'aitutoringAiTutorInput'>>;
  answerOnboardingQuestion?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAnswerOnboardingQuestionArgs, 'answerOnboardingQuestionInput'>>;
  assignUserSub?: Resolver<ResolversTypes['AdminSubscription'], ParentType, ContextType, RequireFields<MutationAssignUserSubArgs, 'assignUserSubInput'>>;
  cancelSubscription?: Resolver<ResolversTypes['SubscriptionUsage'], ParentType, ContextType, RequireFields<MutationCancelSubscriptionArgs, 'cancelSubscriptionInput'>>;
  changeEmail?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationChangeEmailArgs, 'changeEmailInput'>>;
  changePassword?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'changePasswordInput'>>;
  confirmEmailChange?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'confirmEmailChangeInput'>>;
  continueaitutoringAiTutor?: Resolver<ResolversTypes['AiTutorTematSession'], ParentType, ContextType, RequireFields<MutationContinueaitutoringAiTutorArgs, 'continueaitutoringAiTutorInput'>>;
  convertreviewtorozprawka?: Resolver<ResolversTypes['RozprawkaAi'], ParentType, ContextType, RequireFields<MutationConvertreviewtorozprawkaArgs, 'convertreviewtorozprawkaInput'>>;
  copySharedItem?: Resolver<ResolversTypes['SharedCopy'], ParentType, ContextType, RequireFields<MutationCopySharedItemArgs, 'input'>>;
  createAdditionalLimit?: Resolver<ResolversTypes['AdditionalLimit'], ParentType, ContextType, RequireFields<MutationCreateAdditionalLimitArgs, 'createAdditionalLimitInput'>>;
  createLimit?: Resolver<ResolversTypes['Limit'], ParentType, ContextType, RequireFields<MutationCreateLimitArgs, 'createLimitInput'>>;
  createPlan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType, RequireFields<MutationCreatePlanArgs, 'createPlanInput'>>;
  createPodrecznik?: Resolver<ResolversTypes['Podrecznik'], ParentType, ContextType, RequireFields<MutationCreatePodrecznikArgs, 'createPodrecznikInput'>>;
  createQuizResult?: Resolver<ResolversTypes['QuizResult'], ParentType, ContextType, RequireFields<MutationCreateQuizResultArgs, 'createQuizResultInput'>>;
  createShareLink?: Resolver<ResolversTypes['ShareLink'], ParentType, ContextType, RequireFields<MutationCreateShareLinkArgs, 'input'>>;
  createUserDoc?: Resolver<ResolversTypes['CreateUserDocResult'], ParentType, ContextType, RequireFields<MutationCreateUserDocArgs, 'createUserDocInput'>>;
  createWorkspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType, RequireFields<MutationCreateWorkspaceArgs, 'createWorkspaceInput'>>;
  deleteAccount?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'deleteAccountInput'>>;
  deleteAiNote?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationDeleteAiNoteArgs, 'deleteAiNoteInput'>>;
  deleteAiTutor?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationDeleteAiTutorArgs, 'deleteAiTutorInput'>>;
  deleteConversationWorkspace?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationDeleteConversationWorkspaceArgs, 'deleteConversationWorkspaceInput'>>;
  deleteIntegration?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationDeleteIntegrationArgs, 'deleteIntegrationInput'>>;
  deletePodrecznik?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeletePodrecznikArgs, 'deletePodrecznikInput'>>;
  deleteQuizWorkspace?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationDeleteQuizWorkspaceArgs, 'deleteQuizWorkspaceInput'>>;
  deleteRozprawkaAi?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationDeleteRozprawkaAiArgs, 'deleteRozprawkaAiInput'>>;
  deleteRozprawkaAiReview?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationDeleteRozprawkaAiReviewArgs, 'deleteRozprawkaAiReviewInput'>>;
  deleteTestSolver?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationDeleteTestSolverArgs, 'deleteTestSolverInput'>>;
  deleteUserDoc?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationDeleteUserDocArgs, 'deleteUserDocInput'>>;
  deleteUserSub?: Resolver<ResolversTypes['AdminSubscription'], ParentType, ContextType, RequireFields<MutationDeleteUserSubArgs, 'deleteUserSubInput'>>;
  deleteWordBase?: Resolver<ResolversTypes['WordBase'], ParentType, ContextType, RequireFields<MutationDeleteWordBaseArgs, 'deleteWordBaseInput'>>;
  deleteWorkspace?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationDeleteWorkspaceArgs, 'deleteWorkspaceInput'>>;
  editnote?: Resolver<ResolversTypes['AiNote'], ParentType, ContextType, RequireFields<MutationEditnoteArgs, 'editnoteInput'>>;
  endTrial?: Resolver<ResolversTypes['SubscriptionUsage'], ParentType, ContextType>;
  extractwordbase?: Resolver<ResolversTypes['WordBase'], ParentType, ContextType, RequireFields<MutationExtractwordbaseArgs, 'extractwordbaseInput'>>;
  finishAiTutorTematSession?: Resolver<ResolversTypes['AiTutorTematSession'], ParentType, ContextType, RequireFields<MutationFinishAiTutorTematSessionArgs, 'finishAiTutorTematSessionInput'>>;
  generatePaymentLink?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationGeneratePaymentLinkArgs, 'generatePaymentLinkInput'>>;
  generateainotatkaAiNote?: Resolver<ResolversTypes['AiNote'], ParentType, ContextType, RequireFields<MutationGenerateainotatkaAiNoteArgs, 'generateainotatkaAiNoteInput'>>;
  generateainotatkasession?: Resolver<ResolversTypes['AiNote'], ParentType, ContextType, RequireFields<MutationGenerateainotatkasessionArgs, 'generateainotatkasessionInput'>>;
  generateexplanation?: Resolver<ResolversTypes['RozprawkaAiSegment'], ParentType, ContextType, RequireFields<MutationGenerateexplanationArgs, 'generateexplanationInput'>>;
  generatequiz?: Resolver<ResolversTypes['GenerateQuizResult'], ParentType, ContextType, RequireFields<MutationGeneratequizArgs, 'generatequizInput'>>;
  generatequizcontinue?: Resolver<ResolversTypes['GenerateQuizResult'], ParentType, ContextType, RequireFields<MutationGeneratequizcontinueArgs, 'generatequizcontinueInput'>>;
  generaterozprawka?: Resolver<ResolversTypes['GeneraterozprawkaResult'], ParentType, ContextType, RequireFields<MutationGeneraterozprawkaArgs, 'generaterozprawkaInput'>>;
  generativefunctionsegment?: Resolver<ResolversTypes['RozprawkaSegmentRewrite'], ParentType, ContextType, RequireFields<MutationGenerativefunctionsegmentArgs, 'generativefunctionsegmentInput'>>;
  getFileUrl?: Resolver<ResolversTypes['FileUrl'], ParentType, ContextType, RequireFields<MutationGetFileUrlArgs, 'getFileUrlInput'>>;
  getnextword?: Resolver<Maybe<ResolversTypes['Word']>, ParentType, ContextType, RequireFields<MutationGetnextwordArgs, 'getnextwordInput'>>;
  importPodrecznikPdf?: Resolver<ResolversTypes['PodrecznikImport'], ParentType, ContextType, RequireFields<MutationImportPodrecznikPdfArgs, 'importPodrecznikPdfInput'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'loginInput'>>;
  logout?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, Partial<MutationLogoutArgs>>;
  newPassword?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationNewPasswordArgs, 'newPasswordInput'>>;
  noteaction?: Resolver<ResolversTypes['NoteactionResult'], ParentType, ContextType, RequireFields<MutationNoteactionArgs, 'noteactionInput'>>;
  refreshToken?: Resolver<ResolversTypes['RefreshTokenResult'], ParentType, ContextType>;
  reindexLibraryBook?: Resolver<Array<ResolversTypes['LibraryRagDocument']>, ParentType, ContextType, RequireFields<MutationReindexLibraryBookArgs, 'reindexLibraryBookInput'>>;
  removeLibraryRagDocument?: Resolver<ResolversTypes['LibraryRagDocument'], ParentType, ContextType, RequireFields<MutationRemoveLibraryRagDocumentArgs, 'removeLibraryRagDocumentInput'>>;
  removePodrecznikCover?: Resolver<ResolversTypes['Podrecznik'], ParentType, ContextType, RequireFields<MutationRemovePodrecznikCoverArgs, 'removePodrecznikCoverInput'>>;
  renameConversationWorkspace?: Resolver<ResolversTypes['ConversationWorkspace'], ParentType, ContextType, RequireFields<MutationRenameConversationWorkspaceArgs, 'renameConversationWorkspaceInput'>>;
  requestDataExport?: Resolver<ResolversTypes['DataExportLink'], ParentType, ContextType>;
  resendAuthCode?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, Partial<MutationResendAuthCodeArgs>>;
  resetPassword?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'resetPasswordInput'>>;
  retryPodrecznikImport?: Resolver<ResolversTypes['PodrecznikImport'], ParentType, ContextType, RequireFields<MutationRetryPodrecznikImportArgs, 'id'>>;
  reviewrozprawka?: Resolver<ResolversTypes['ReviewrozprawkaResult'], ParentType, ContextType, RequireFields<MutationReviewrozprawkaArgs, 'reviewrozprawkaInput'>>;
  revokeShareLink?: Resolver<ResolversTypes['ShareLink'], ParentType, ContextType, RequireFields<MutationRevokeShareLinkArgs, 'input'>>;
  rewritesegment?: Resolver<ResolversTypes['RozprawkaSegmentRewrite'], ParentType, ContextType, RequireFields<MutationRewritesegmentArgs, 'rewritesegmentInput'>>;
  sendDeleteAccountCode?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType>;
  sendSms?: Resolver<ResolversTypes['SuccessResult'], ParentType, ContextType, RequireFields<MutationSendSmsArgs, 'sendSmsInput'>>;
  sendmessage?: Resolver<ResolversTypes['UserMessage'], ParentType, ContextType, RequireFields<MutationSendmessageArgs, 'sendmessageInput'>>;
  sendmessageintent?: Resolver<ResolversTypes['UserMessage'], ParentType, ContextType, RequireFields<MutationSendmessageintentArgs, 'sendmessageintentInput'>>;
  sendmessageintentai?: Resolver<ResolversTypes['UserMessage'], ParentType, ContextType, RequireFields<MutationSendmessageintentaiArgs, 'sendmessageintentaiInput'>>;
  setDailyStudyGoal?: Resolver<ResolversTypes['StudyProgress'], ParentType, ContextType, RequireFields<MutationSetDailyStudyGoalArgs, 'setDailyStudyGoalInput'>>;
  setPodrecznikCover?: Resolver<ResolversTypes['Podrecznik'], ParentType, ContextType, RequireFields<MutationSetPodrecznikCoverArgs, 'setPodrecznikCoverInput'>>;
  setPodrecznikToc?: Resolver<ResolversTypes['PodrecznikImport'], ParentType, ContextType, RequireFields<MutationSetPodrecznikTocArgs, 'setPodrecznikTocInput'>>;
  setStudyReminders?: Resolver<ResolversTypes['StudyProgress'], ParentType, ContextType, RequireFields<MutationSetStudyRemindersArgs, 'setStudyRemindersInput'>>;
  setUserBlocked?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserBlockedArgs, 'setUserBlockedInput'>>;
  signUp?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'signUpInput'>>;
  sprawdziansolution?: Resolver<ResolversTypes['SprawdziansolutionResult'], ParentType, ContextType, RequireFields<MutationSprawdziansolutionArgs, 'sprawdziansolutionInput'>>;
  start?: Resolver<ResolversTypes['WordBaseSession'], ParentType, ContextType, RequireFields<MutationStartArgs, 'startInput'>>;
  startconversation?: Resolver<ResolversTypes['ConversationWorkspace'], ParentType, ContextType, RequireFields<MutationStartconversationArgs, 'startconversationInput'>>;
  startconversationinline?: Resolver<ResolversTypes['ConversationWorkspace'], ParentType, ContextType, RequireFields<MutationStartconversationinlineArgs, 'startconversationinlineInput'>>;
  startconversationintent?: Resolver<ResolversTypes['ConversationWorkspace'], ParentType, ContextType, RequireFields<MutationStartconversationintentArgs, 'startconversationintentInput'>>;
  startconversationoverall?: Resolver<ResolversTypes['ConversationWorkspace'], ParentType, ContextType, RequireFields<MutationStartconversationoverallArgs, 'startconversationoverallInput'>>;
  startconversationsolver?: Resolver<ResolversTypes['ConversationWorkspace'], ParentType, ContextType, RequireFields<MutationStartconversationsolverArgs, 'startconversationsolverInput'>>;
  stopConversationGeneration?: Resolver<ResolversTypes['ConversationWorkspace'], ParentType, ContextType, RequireFields<MutationStopConversationGenerationArgs, 'stopConversationGenerationInput'>>;
  submitAnswer?: Resolver<ResolversTypes['QuizAnswer'], ParentType, ContextType, RequireFields<MutationSubmitAnswerArgs, 'submitAnswerInput'>>;
  submitQuizResult?: Resolver<ResolversTypes['QuizResult'], ParentType, ContextType, RequireFields<MutationSubmitQuizResultArgs, 'submitQuizResultInput'>>;
  translate?: Resolver<Array<ResolversTypes['WordTranslation']>, ParentType, ContextType, RequireFields<MutationTranslateArgs, 'translateInput'>>;
  updateLimit?: Resolver<ResolversTypes['Limit'], ParentType, ContextType, RequireFields<MutationUpdateLimitArgs, 'updateLimitInput'>>;
  updatePlan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType, RequireFields<MutationUpdatePlanArgs, 'updatePlanInput'>>;
  updateRozprawkaAiSegment?: Resolver<ResolversTypes['RozprawkaAiSegment'], ParentType, ContextType, RequireFields<MutationUpdateRozprawkaAiSegmentArgs, 'updateRozprawkaAiSegmentInput'>>;
  updateSources?: Resolver<ResolversTypes['SourceSet'], ParentType, ContextType, RequireFields<MutationUpdateSourcesArgs, 'updateSourcesInput'>>;
  updateUserInfo?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserInfoArgs, 'updateUserInfoInput'>>;
  updateUserRole?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserRoleArgs, 'updateUserRoleInput'>>;
  updateWorkspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType, RequireFields<MutationUpdateWorkspaceArgs, 'updateWorkspaceInput'>>;
  updateZadanie?: Resolver<ResolversTypes['Zadanie'], ParentType, ContextType, RequireFields<MutationUpdateZadanieArgs, 'updateZadanieInput'>>;
  updatedoc?: Resolver<ResolversTypes['UserDoc'], ParentType, ContextType, RequireFields<MutationUpdatedocArgs, 'updatedocInput'>>;
  updatepodrecznik?: Resolver<ResolversTypes['Podrecznik'], ParentType, ContextType, RequireFields<MutationUpdatepodrecznikArgs, 'updatepodrecznikInput'>>;
  updatesegmentstatus?: Resolver<ResolversTypes['RozprawkaSegmentRewrite'], ParentType, ContextType, RequireFields<MutationUpdatesegmentstatusArgs, 'updatesegmentstatusInput'>>;
  updatetemat?: Resolver<ResolversTypes['Tematy'], ParentType, ContextType, RequireFields<MutationUpdatetematArgs, 'updatetematInput'>>;
  upgradeSubscription?: Resolver<ResolversTypes['SubscriptionUsage'], ParentType, ContextType, RequireFields<MutationUpgradeSubscriptionArgs, 'upgradeSubscriptionInput'>>;
  upsertwords?: Resolver<ResolversTypes['WordBase'], ParentType, ContextType, RequireFields<MutationUpsertwordsArgs, 'upsertwordsInput'>>;
  valdiateexercise?: Resolver<ResolversTypes['WordExercise'], ParentType, ContextType, RequireFields<MutationValdiateexerciseArgs, 'valdiateexerciseInput'>>;
  verifyCode?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationVerifyCodeArgs, 'verifyCodeInput'>>;
  verifyPhone?: Resolver<ResolversTypes['VerifyPhoneResult'], ParentType, ContextType, RequireFields<MutationVerifyPhoneArgs, 'verifyPhoneInput'>>;
  wordpracticesession?: Resolver<ResolversTypes['WordBaseSession'], ParentType, ContextType, RequireFields<MutationWordpracticesessionArgs, 'wordpracticesessionInput'>>;
}>;

export type NoteactionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NoteactionResult'] = ResolversParentTypes['NoteactionResult']> = ResolversObject<{
  note?: Resolver<ResolversTypes['AiNote'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OnboardingAnswersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnboardingAnswers'] = ResolversParentTypes['OnboardingAnswers']> = ResolversObject<{
  egzaminy?: Resolver<Array<ResolversTypes['CkePoziom']>, ParentType, ContextType>;
  kierunek?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kursy?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  kwalifikacja?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maturaPoziomy?: Resolver<Array<ResolversTypes['MaturaPrzedmiot']>, ParentType, ContextType>;
  poziom?: Resolver<Maybe<ResolversTypes['Poziom']>, ParentType, ContextType>;
  przedmioty?: Resolver<Array<ResolversTypes['Przedmiot']>, ParentType, ContextType>;
  typSzkoly?: Resolver<Maybe<ResolversTypes['TypSzkoly']>, ParentType, ContextType>;
  zaliczenie?: Resolver<Maybe<ResolversTypes['Zaliczenie']>, ParentType, ContextType>;
}>;

export type OverviewDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverviewDay'] = ResolversParentTypes['OverviewDay']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OverviewEssayAttemptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverviewEssayAttempt'] = ResolversParentTypes['OverviewEssayAttempt']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxPoints?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type OverviewEssayCriterionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverviewEssayCriterion'] = ResolversParentTypes['OverviewEssayCriterion']> = ResolversObject<{
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxPoints?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Array<Maybe<ResolversTypes['Float']>>, ParentType, ContextType>;
}>;

export type OverviewEssaysResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverviewEssays'] = ResolversParentTypes['OverviewEssays']> = ResolversObject<{
  attempts?: Resolver<Array<ResolversTypes['OverviewEssayAttempt']>, ParentType, ContextType>;
  criteria?: Resolver<Array<ResolversTypes['OverviewEssayCriterion']>, ParentType, ContextType>;
  graded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  poziom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  przedmiot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OverviewQuizScoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverviewQuizScore'] = ResolversParentTypes['OverviewQuizScore']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scorePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OverviewQuizSubjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverviewQuizSubject'] = ResolversParentTypes['OverviewQuizSubject']> = ResolversObject<{
  attempts?: Resolver<Array<ResolversTypes['OverviewQuizScore']>, ParentType, ContextType>;
  przedmiot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OverviewQuizzesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverviewQuizzes'] = ResolversParentTypes['OverviewQuizzes']> = ResolversObject<{
  finished?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subjects?: Resolver<Array<ResolversTypes['OverviewQuizSubject']>, ParentType, ContextType>;
}>;

export type OverviewTestsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverviewTests'] = ResolversParentTypes['OverviewTests']> = ResolversObject<{
  solved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tasksSolved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weeks?: Resolver<Array<ResolversTypes['OverviewWeek']>, ParentType, ContextType>;
}>;

export type OverviewTutorSubjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverviewTutorSubject'] = ResolversParentTypes['OverviewTutorSubject']> = ResolversObject<{
  mastered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  practised?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  przedmiot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OverviewTutorsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverviewTutors'] = ResolversParentTypes['OverviewTutors']> = ResolversObject<{
  mastered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  practised?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subjects?: Resolver<Array<ResolversTypes['OverviewTutorSubject']>, ParentType, ContextType>;
}>;

export type OverviewWeekResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverviewWeek'] = ResolversParentTypes['OverviewWeek']> = ResolversObject<{
  solved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OverviewWordsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OverviewWords'] = ResolversParentTypes['OverviewWords']> = ResolversObject<{
  due?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  learnt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PageViewCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageViewCount'] = ResolversParentTypes['PageViewCount']> = ResolversObject<{
  route?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = ResolversObject<{
  card_brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  card_last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exp_month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exp_year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeTier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  limits?: Resolver<Array<ResolversTypes['Limit']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price3m?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price12m?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  userPlanAction?: Resolver<Maybe<ResolversTypes['PlanAction']>, ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PlanAudienceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanAudience'] = ResolversParentTypes['PlanAudience']> = ResolversObject<{
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PodrBookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PodrBook'] = ResolversParentTypes['PodrBook']> = ResolversObject<{
  chapters?: Resolver<Array<ResolversTypes['PodrChapter']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  podrecznik?: Resolver<ResolversTypes['Podrecznik'], ParentType, ContextType>;
}>;

export type PodrChapterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PodrChapter'] = ResolversParentTypes['PodrChapter']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exerciseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  raw_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subchapters?: Resolver<Array<ResolversTypes['PodrChapter']>, ParentType, ContextType>;
  toc_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PodrecznikResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Podrecznik'] = ResolversParentTypes['Podrecznik']> = ResolversObject<{
  authors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exerciseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isbn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  klasa?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  poziom?: Resolver<ResolversTypes['Poziom'], ParentType, ContextType>;
  przedmiot?: Resolver<ResolversTypes['Przedmiot'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wydawnictwo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PodrecznikImportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PodrecznikImport'] = ResolversParentTypes['PodrecznikImport']> = ResolversObject<{
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chapterCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exercisesFailed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exercisesFound?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exercisesSolved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pagesRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  podrecznikId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PodrecznikImportState'], ParentType, ContextType>;
  subchapterCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subchaptersRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tocSource?: Resolver<Maybe<ResolversTypes['PodrecznikTocSource']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type PodrecznikPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PodrecznikPage'] = ResolversParentTypes['PodrecznikPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Podrecznik']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  adminPodreczniki?: Resolver<ResolversTypes['PodrecznikPage'], ParentType, ContextType, RequireFields<QueryAdminPodrecznikiArgs, 'adminPodrecznikiInput'>>;
  adminTematy?: Resolver<Array<ResolversTypes['Tematy']>, ParentType, ContextType, RequireFields<QueryAdminTematyArgs, 'adminTematyInput'>>;
  calculatePreview?: Resolver<ResolversTypes['CalculatedPreview'], ParentType, ContextType, RequireFields<QueryCalculatePreviewArgs, 'calculatePreviewInput'>>;
  checkZadanieAnswer?: Resolver<ResolversTypes['ZadanieAnswerCheck'], ParentType, ContextType, RequireFields<QueryCheckZadanieAnswerArgs, 'checkZadanieAnswerInput'>>;
  getActionCost?: Resolver<Array<ResolversTypes['ActionCost']>, ParentType, ContextType, Partial<QueryGetActionCostArgs>>;
  getActionSources?: Resolver<ResolversTypes['ActionSources'], ParentType, ContextType, RequireFields<QueryGetActionSourcesArgs, 'getActionSourcesInput'>>;
  getActivityStats?: Resolver<ResolversTypes['ActivityStats'], ParentType, ContextType, RequireFields<QueryGetActivityStatsArgs, 'getActivityStatsInput'>>;
  getAdminAuditLog?: Resolver<ResolversTypes['AdminAuditPage'], ParentType, ContextType, RequireFields<QueryGetAdminAuditLogArgs, 'getAdminAuditLogInput'>>;
  getAdminStats?: Resolver<ResolversTypes['AdminStats'], ParentType, ContextType>;
  getAggregatedUsage?: Resolver<Array<ResolversTypes['AggregatedUsage']>, ParentType, ContextType, Partial<QueryGetAggregatedUsageArgs>>;
  getAiNoteById?: Resolver<ResolversTypes['AiNote'], ParentType, ContextType, RequireFields<QueryGetAiNoteByIdArgs, 'getAiNoteByIdInput'>>;
  getAiNoteByWorkspaceId?: Resolver<Array<ResolversTypes['AiNote']>, ParentType, ContextType, RequireFields<QueryGetAiNoteByWorkspaceIdArgs, 'getAiNoteByWorkspaceIdInput'>>;
  getAiTutorById?: Resolver<ResolversTypes['AiTutor'], ParentType, ContextType, RequireFields<QueryGetAiTutorByIdArgs, 'getAiTutorByIdInput'>>;
  getAiTutorByUserId?: Resolver<Array<ResolversTypes['AiTutor']>, ParentType, ContextType>;
  getAiTutorTematById?: Resolver<ResolversTypes['AiTutorTemat'], ParentType, ContextType, RequireFields<QueryGetAiTutorTematByIdArgs, 'getAiTutorTematByIdInput'>>;
  getAllLimits?: Resolver<Array<ResolversTypes['Limit']>, ParentType, ContextType>;
  getAllPlans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  getAllSubscriptions?: Resolver<ResolversTypes['SubscriptionPage'], ParentType, ContextType, RequireFields<QueryGetAllSubscriptionsArgs, 'getAllSubscriptionsInput'>>;
  getAppConfig?: Resolver<ResolversTypes['AppConfig'], ParentType, ContextType>;
  getAvaliblePlans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  getAvaliblePlansPublic?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  getBooks?: Resolver<ResolversTypes['BookPage'], ParentType, ContextType, RequireFields<QueryGetBooksArgs, 'getBooksInput'>>;
  getBooksByTitle?: Resolver<Array<ResolversTypes['Book']>, ParentType, ContextType, RequireFields<QueryGetBooksByTitleArgs, 'getBooksByTitleInput'>>;
  getConversationWorkspaceById?: Resolver<ResolversTypes['ConversationWorkspace'], ParentType, ContextType, RequireFields<QueryGetConversationWorkspaceByIdArgs, 'getConversationWorkspaceByIdInput'>>;
  getConversationWorkspaceByWorkspaceId?: Resolver<Array<ResolversTypes['ConversationWorkspace']>, ParentType, ContextType, RequireFields<QueryGetConversationWorkspaceByWorkspaceIdArgs, 'getConversationWorkspaceByWorkspaceIdInput'>>;
  getDueWords?: Resolver<ResolversTypes['DueWords'], ParentType, ContextType>;
  getInvoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  getLanguages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  getLatestData?: Resolver<Array<ResolversTypes['Workspace']>, ParentType, ContextType, Partial<QueryGetLatestDataArgs>>;
  getLektury?: Resolver<Array<ResolversTypes['Lektura']>, ParentType, ContextType, Partial<QueryGetLekturyArgs>>;
  getLibraryRagDocuments?: Resolver<Array<ResolversTypes['LibraryRagDocument']>, ParentType, ContextType, RequireFields<QueryGetLibraryRagDocumentsArgs, 'getLibraryRagDocumentsInput'>>;
  getMe?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  getPaginatedZadanieByRelationId?: Resolver<ResolversTypes['ZadaniePage'], ParentType, ContextType, RequireFields<QueryGetPaginatedZadanieByRelationIdArgs, 'getPaginatedZadanieByRelationIdInput'>>;
  getPlanAudience?: Resolver<Array<ResolversTypes['PlanAudience']>, ParentType, ContextType>;
  getPodrBookById?: Resolver<ResolversTypes['PodrBook'], ParentType, ContextType, RequireFields<QueryGetPodrBookByIdArgs, 'getPodrBookByIdInput'>>;
  getQuizFlowById?: Resolver<ResolversTypes['QuizFlow'], ParentType, ContextType, RequireFields<QueryGetQuizFlowByIdArgs, 'getQuizFlowByIdInput'>>;
  getQuizFlowByUserDocId?: Resolver<Array<ResolversTypes['QuizFlow']>, ParentType, ContextType, RequireFields<QueryGetQuizFlowByUserDocIdArgs, 'getQuizFlowByUserDocIdInput'>>;
  getQuizFlowByWorkspaceId?: Resolver<Array<ResolversTypes['QuizFlow']>, ParentType, ContextType, RequireFields<QueryGetQuizFlowByWorkspaceIdArgs, 'getQuizFlowByWorkspaceIdInput'>>;
  getQuizResultById?: Resolver<ResolversTypes['QuizResult'], ParentType, ContextType, RequireFields<QueryGetQuizResultByIdArgs, 'getQuizResultByIdInput'>>;
  getQuizWorkspaceById?: Resolver<ResolversTypes['QuizWorkspace'], ParentType, ContextType, RequireFields<QueryGetQuizWorkspaceByIdArgs, 'getQuizWorkspaceByIdInput'>>;
  getQuizWorkspaceByUserId?: Resolver<Array<ResolversTypes['QuizWorkspace']>, ParentType, ContextType, Partial<QueryGetQuizWorkspaceByUserIdArgs>>;
  getQuizWorkspaceByWorkspaceId?: Resolver<Array<ResolversTypes['QuizWorkspace']>, ParentType, ContextType, RequireFields<QueryGetQuizWorkspaceByWorkspaceIdArgs, 'getQuizWorkspaceByWorkspaceIdInput'>>;
  getRozprawkaAiById?: Resolver<ResolversTypes['RozprawkaAi'], ParentType, ContextType, RequireFields<QueryGetRozprawkaAiByIdArgs, 'getRozprawkaAiByIdInput'>>;
  getRozprawkaAiByWorkspaceId?: Resolver<Array<ResolversTypes['RozprawkaAi']>, ParentType, ContextType, Partial<QueryGetRozprawkaAiByWorkspaceIdArgs>>;
  getRozprawkaAiReviewById?: Resolver<ResolversTypes['RozprawkaAiReview'], ParentType, ContextType, RequireFields<QueryGetRozprawkaAiReviewByIdArgs, 'getRozprawkaAiReviewByIdInput'>>;
  getRozprawkaAiReviewByWorkspaceId?: Resolver<Array<ResolversTypes['RozprawkaAiReview']>, ParentType, ContextType, Partial<QueryGetRozprawkaAiReviewByWorkspaceIdArgs>>;
  getSegmentRewrites?: Resolver<Array<ResolversTypes['RozprawkaSegmentRewrite']>, ParentType, ContextType, RequireFields<QueryGetSegmentRewritesArgs, 'getSegmentRewritesInput'>>;
  getShareLink?: Resolver<Maybe<ResolversTypes['ShareLink']>, ParentType, ContextType, RequireFields<QueryGetShareLinkArgs, 'input'>>;
  getSharedItem?: Resolver<ResolversTypes['SharedItem'], ParentType, ContextType, RequireFields<QueryGetSharedItemArgs, 'input'>>;
  getSourcesById?: Resolver<ResolversTypes['SourceSet'], ParentType, ContextType, RequireFields<QueryGetSourcesByIdArgs, 'getSourcesByIdInput'>>;
  getSubscriptionById?: Resolver<ResolversTypes['AdminSubscription'], ParentType, ContextType, RequireFields<QueryGetSubscriptionByIdArgs, 'getSubscriptionByIdInput'>>;
  getSubscriptionUsage?: Resolver<ResolversTypes['SubscriptionUsage'], ParentType, ContextType>;
  getTestSolverById?: Resolver<ResolversTypes['TestSolver'], ParentType, ContextType, RequireFields<QueryGetTestSolverByIdArgs, 'getTestSolverByIdInput'>>;
  getTestSolverByWorkspaceId?: Resolver<Array<ResolversTypes['TestSolver']>, ParentType, ContextType, Partial<QueryGetTestSolverByWorkspaceIdArgs>>;
  getUsage?: Resolver<ResolversTypes['UsagePage'], ParentType, ContextType, Partial<QueryGetUsageArgs>>;
  getUsageCsv?: Resolver<ResolversTypes['CsvFile'], ParentType, ContextType, Partial<QueryGetUsageCsvArgs>>;
  getUserById?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryGetUserByIdArgs, 'getUserByIdInput'>>;
  getUserDocById?: Resolver<ResolversTypes['UserDoc'], ParentType, ContextType, RequireFields<QueryGetUserDocByIdArgs, 'getUserDocByIdInput'>>;
  getUserDocByWorkspaceId?: Resolver<Array<ResolversTypes['UserDoc']>, ParentType, ContextType, RequireFields<QueryGetUserDocByWorkspaceIdArgs, 'getUserDocByWorkspaceIdInput'>>;
  getUserLimits?: Resolver<Array<ResolversTypes['UsageItem']>, ParentType, ContextType, RequireFields<QueryGetUserLimitsArgs, 'getUserByIdInput'>>;
  getUserWorkspaceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryGetUserWorkspaceCountArgs, 'getUserByIdInput'>>;
  getUsers?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, Partial<QueryGetUsersArgs>>;
  getWordBaseById?: Resolver<ResolversTypes['WordBase'], ParentType, ContextType, RequireFields<QueryGetWordBaseByIdArgs, 'getWordBaseByIdInput'>>;
  getWordBaseBySourcesId?: Resolver<Array<ResolversTypes['WordBase']>, ParentType, ContextType, RequireFields<QueryGetWordBaseBySourcesIdArgs, 'getWordBaseBySourcesIdInput'>>;
  getWordBaseByUserId?: Resolver<Array<ResolversTypes['WordBase']>, ParentType, ContextType, Partial<QueryGetWordBaseByUserIdArgs>>;
  getWordBaseByWorkspaceId?: Resolver<Array<ResolversTypes['WordBase']>, ParentType, ContextType, RequireFields<QueryGetWordBaseByWorkspaceIdArgs, 'getWordBaseByWorkspaceIdInput'>>;
  getWordBaseSessionById?: Resolver<ResolversTypes['WordBaseSession'], ParentType, ContextType, RequireFields<QueryGetWordBaseSessionByIdArgs, 'getWordBaseSessionByIdInput'>>;
  getWordBaseSessionByWordBaseId?: Resolver<Array<ResolversTypes['WordBaseSession']>, ParentType, ContextType, RequireFields<QueryGetWordBaseSessionByWordBaseIdArgs, 'getWordBaseSessionByWordBaseIdInput'>>;
  getWorkspaceById?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType, RequireFields<QueryGetWorkspaceByIdArgs, 'getWorkspaceByIdInput'>>;
  getWorkspaceByUserId?: Resolver<Array<ResolversTypes['Workspace']>, ParentType, ContextType>;
  getaitematsessionbytematid?: Resolver<Array<ResolversTypes['AiTutorTematSession']>, ParentType, ContextType, RequireFields<QueryGetaitematsessionbytematidArgs, 'getaitematsessionbytematidInput'>>;
  getbookbyid?: Resolver<ResolversTypes['Book'], ParentType, ContextType, RequireFields<QueryGetbookbyidArgs, 'getbookbyidInput'>>;
  getbyprzedmiotandpoziom?: Resolver<Array<ResolversTypes['Tematy']>, ParentType, ContextType, RequireFields<QueryGetbyprzedmiotandpoziomArgs, 'getbyprzedmiotandpoziomInput'>>;
  getcke?: Resolver<Array<ResolversTypes['CkeEgzamin']>, ParentType, ContextType>;
  getcount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryGetcountArgs>>;
  getlanguageworkspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
  getpodrecznikbyprzedmiotandpoziom?: Resolver<Array<ResolversTypes['Podrecznik']>, ParentType, ContextType, RequireFields<QueryGetpodrecznikbyprzedmiotandpoziomArgs, 'getpodrecznikbyprzedmiotandpoziomInput'>>;
  getsolverworkspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
  gettematdata?: Resolver<ResolversTypes['AiTutorTematData'], ParentType, ContextType, RequireFields<QueryGettematdataArgs, 'gettematdataInput'>>;
  gettematybyaitutorid?: Resolver<Array<ResolversTypes['AiTutorTemat']>, ParentType, ContextType, RequireFields<QueryGettematybyaitutoridArgs, 'gettematybyaitutoridInput'>>;
  paginateConversationWorkspaceByWorkspaceId?: Resolver<ResolversTypes['ConversationWorkspacePage'], ParentType, ContextType, RequireFields<QueryPaginateConversationWorkspaceByWorkspaceIdArgs, 'paginateConversationWorkspaceByWorkspaceIdInput'>>;
  podrecznikImport?: Resolver<ResolversTypes['PodrecznikImport'], ParentType, ContextType, RequireFields<QueryPodrecznikImportArgs, 'id'>>;
  podrecznikImports?: Resolver<Array<ResolversTypes['PodrecznikImport']>, ParentType, ContextType, RequireFields<QueryPodrecznikImportsArgs, 'podrecznikId'>>;
  searchLibraryRag?: Resolver<Array<ResolversTypes['LibraryRagHit']>, ParentType, ContextType, RequireFields<QuerySearchLibraryRagArgs, 'searchLibraryRagInput'>>;
  studyOverview?: Resolver<ResolversTypes['StudyOverview'], ParentType, ContextType>;
  studyProgress?: Resolver<ResolversTypes['StudyProgress'], ParentType, ContextType>;
}>;

export type QuizAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuizAnswer'] = ResolversParentTypes['QuizAnswer']> = ResolversObject<{
  citation?: Resolver<Maybe<ResolversTypes['QuizCitation']>, ParentType, ContextType>;
  correctAnswer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  correctOptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  explanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCorrect?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isReviewing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  optionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['QuizReview']>, ParentType, ContextType>;
  userAnswer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuizCitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuizCitation'] = ResolversParentTypes['QuizCitation']> = ResolversObject<{
  page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sourceKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuizFlowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuizFlow'] = ResolversParentTypes['QuizFlow']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lektura?: Resolver<Maybe<ResolversTypes['Lektura']>, ParentType, ContextType>;
  lekturaId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quizzes?: Resolver<Array<ResolversTypes['QuizWorkspace']>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sourcesId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userDocId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type QuizOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuizOption'] = ResolversParentTypes['QuizOption']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuizQuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuizQuestion'] = ResolversParentTypes['QuizQuestion']> = ResolversObject<{
  expectsValue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['QuestionType'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['QuizOption']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuizResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuizResult'] = ResolversParentTypes['QuizResult']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instantFeedback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFinished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isReviewing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxScore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quizAnswers?: Resolver<Array<ResolversTypes['QuizAnswer']>, ParentType, ContextType>;
  quizWorkspace?: Resolver<ResolversTypes['QuizWorkspace'], ParentType, ContextType>;
  quizWorkspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sessionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type QuizReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuizReview'] = ResolversParentTypes['QuizReview']> = ResolversObject<{
  good?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  missing?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modelAnswer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuizWorkspaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuizWorkspace'] = ResolversParentTypes['QuizWorkspace']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detailScale?: Resolver<ResolversTypes['QuizDetailScale'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromMistakes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lekturaId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionTypes?: Resolver<Array<ResolversTypes['QuestionType']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['QuizQuestion']>, ParentType, ContextType>;
  quizFlowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quizResults?: Resolver<Array<ResolversTypes['QuizResult']>, ParentType, ContextType>;
  requestedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rozdzialId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['GenerationState'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ContentType'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workspaceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zadaniaId?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RefreshTokenResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefreshTokenResult'] = ResolversParentTypes['RefreshTokenResult']> = ResolversObject<{
  accessTokenExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ReviewrozprawkaResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewrozprawkaResult'] = ResolversParentTypes['ReviewrozprawkaResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ExecutionError' | 'RozprawkaAiReview', ParentType, ContextType>;
}>;

export type RozprawkaAiResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RozprawkaAi'] = ResolversParentTypes['RozprawkaAi']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  egzamin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lektury?: Resolver<Array<ResolversTypes['Lektura']>, ParentType, ContextType>;
  liczbaArgumentow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxWords?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minWords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  polecenie?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  poziom?: Resolver<ResolversTypes['CkePoziom'], ParentType, ContextType>;
  poziomJezyka?: Resolver<ResolversTypes['PoziomJezyka'], ParentType, ContextType>;
  przedmiot?: Resolver<ResolversTypes['Przedmiot'], ParentType, ContextType>;
  rozprawkaReviewId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['RozprawkaAiSegment']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RozprawkaState'], ParentType, ContextType>;
  temat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['RozprawkaType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  wordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RozprawkaAiReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RozprawkaAiReview'] = ResolversParentTypes['RozprawkaAiReview']> = ResolversObject<{
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dysleksja?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  egzamin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  egzaminOsmoklasistyAngielski?: Resolver<Maybe<ResolversTypes['RozprawkaKryteria']>, ParentType, ContextType>;
  egzaminOsmoklasistyPolski?: Resolver<Maybe<ResolversTypes['RozprawkaKryteria']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maturaAngielski?: Resolver<Maybe<ResolversTypes['RozprawkaKryteria']>, ParentType, ContextType>;
  maturaPolski?: Resolver<Maybe<ResolversTypes['RozprawkaKryteria']>, ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  poprawionaRozprawkaId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  poprawki?: Resolver<Array<ResolversTypes['RozprawkaPoprawka']>, ParentType, ContextType>;
  poziom?: Resolver<ResolversTypes['CkePoziom'], ParentType, ContextType>;
  przedmiot?: Resolver<ResolversTypes['Przedmiot'], ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rozprawkaId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RozprawkaState'], ParentType, ContextType>;
  temat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userDocId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  wordCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RozprawkaAiSegmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RozprawkaAiSegment'] = ResolversParentTypes['RozprawkaAiSegment']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentJson?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  explanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  helperContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lektura?: Resolver<Maybe<ResolversTypes['Lektura']>, ParentType, ContextType>;
  lekturaId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rozprawkaId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SegmentType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uwagi?: Resolver<Array<ResolversTypes['RozprawkaUwaga']>, ParentType, ContextType>;
  wordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RozprawkaCallResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RozprawkaCall'] = ResolversParentTypes['RozprawkaCall']> = ResolversObject<{
  temat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RozprawkaCytatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RozprawkaCytat'] = ResolversParentTypes['RozprawkaCytat']> = ResolversObject<{
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  correction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RozprawkaCytatKind'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RozprawkaKryteriaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RozprawkaKryteria'] = ResolversParentTypes['RozprawkaKryteria']> = ResolversObject<{
  egzamin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kryteria?: Resolver<Array<ResolversTypes['RozprawkaKryteriumOcena']>, ParentType, ContextType>;
  liczbaPunktow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nazwa?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zasady?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  zdobytePunkty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RozprawkaKryteriumOcenaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RozprawkaKryteriumOcena'] = ResolversParentTypes['RozprawkaKryteriumOcena']> = ResolversObject<{
  cytaty?: Resolver<Array<ResolversTypes['RozprawkaCytat']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RozprawkaPoprawkaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RozprawkaPoprawka'] = ResolversParentTypes['RozprawkaPoprawka']> = ResolversObject<{
  fragment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rewrite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  why?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RozprawkaReviewCallResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RozprawkaReviewCall'] = ResolversParentTypes['RozprawkaReviewCall']> = ResolversObject<{
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  temat?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RozprawkaSegmentRewriteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RozprawkaSegmentRewrite'] = ResolversParentTypes['RozprawkaSegmentRewrite']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  action?: Resolver<Maybe<ResolversTypes['TextAction']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  discarded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instruction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previousContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  segment?: Resolver<ResolversTypes['RozprawkaAiSegment'], ParentType, ContextType>;
  segmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type RozprawkaUwagaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RozprawkaUwaga'] = ResolversParentTypes['RozprawkaUwaga']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['RozprawkaUwagaKind'], ParentType, ContextType>;
  lekturaId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ServiceOperatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceOperator'] = ResolversParentTypes['ServiceOperator']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dpoEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  example?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  krs?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ShareLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShareLink'] = ResolversParentTypes['ShareLink']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SharedKind'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SharedCopyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedCopy'] = ResolversParentTypes['SharedCopy']> = ResolversObject<{
  alreadyCopied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SharedKind'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SharedEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedEntry'] = ResolversParentTypes['SharedEntry']> = ResolversObject<{
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SharedItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedItem'] = ResolversParentTypes['SharedItem']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['SharedEntry']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SharedKind'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SourceGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SourceGroup'] = ResolversParentTypes['SourceGroup']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Sources']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SourceType'], ParentType, ContextType>;
}>;

export type SourceRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SourceRef'] = ResolversParentTypes['SourceRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SourceItemType'], ParentType, ContextType>;
}>;

export type SourceSetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SourceSet'] = ResolversParentTypes['SourceSet']> = ResolversObject<{
  action?: Resolver<ResolversTypes['SourcesAction'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SourceRef']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Sources']>, ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SourcesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Sources'] = ResolversParentTypes['Sources']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AiNote' | 'AiTutorTemat' | 'LibrarySource' | 'QuizResult' | 'UserDoc', ParentType, ContextType>;
}>;

export type SprawdziansolutionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SprawdziansolutionResult'] = ResolversParentTypes['SprawdziansolutionResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ExecutionError' | 'TestSolver', ParentType, ContextType>;
}>;

export type StudyOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StudyOverview'] = ResolversParentTypes['StudyOverview']> = ResolversObject<{
  currentStreak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['OverviewDay']>, ParentType, ContextType>;
  essays?: Resolver<ResolversTypes['OverviewEssays'], ParentType, ContextType>;
  longestStreak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quizzes?: Resolver<ResolversTypes['OverviewQuizzes'], ParentType, ContextType>;
  tests?: Resolver<ResolversTypes['OverviewTests'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tutors?: Resolver<ResolversTypes['OverviewTutors'], ParentType, ContextType>;
  words?: Resolver<ResolversTypes['OverviewWords'], ParentType, ContextType>;
}>;

export type StudyProgressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StudyProgress'] = ResolversParentTypes['StudyProgress']> = ResolversObject<{
  currentStreak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dailyGoal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  longestStreak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remindersEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  studiedToday?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  todaySessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  heartbeat?: SubscriptionResolver<ResolversTypes['Heartbeat'], "heartbeat", ParentType, ContextType, Partial<SubscriptionHeartbeatArgs>>;
  llmStream?: SubscriptionResolver<ResolversTypes['LlmStreamEvent'], "llmStream", ParentType, ContextType, RequireFields<SubscriptionLlmStreamArgs, 'llmStreamInput'>>;
  newAiNote?: SubscriptionResolver<ResolversTypes['AiNote'], "newAiNote", ParentType, ContextType, RequireFields<SubscriptionNewAiNoteArgs, 'newAiNoteInput'>>;
  newAiTutor?: SubscriptionResolver<ResolversTypes['AiTutor'], "newAiTutor", ParentType, ContextType>;
  newConversationWorkspace?: SubscriptionResolver<ResolversTypes['ConversationWorkspace'], "newConversationWorkspace", ParentType, ContextType, RequireFields<SubscriptionNewConversationWorkspaceArgs, 'newConversationWorkspaceInput'>>;
  newQuizFlow?: SubscriptionResolver<ResolversTypes['QuizFlow'], "newQuizFlow", ParentType, ContextType, RequireFields<SubscriptionNewQuizFlowArgs, 'newQuizFlowInput'>>;
  newQuizWorkspace?: SubscriptionResolver<ResolversTypes['QuizWorkspace'], "newQuizWorkspace", ParentType, ContextType, RequireFields<SubscriptionNewQuizWorkspaceArgs, 'newQuizWorkspaceInput'>>;
  newRozprawkaAi?: SubscriptionResolver<ResolversTypes['RozprawkaAi'], "newRozprawkaAi", ParentType, ContextType, Partial<SubscriptionNewRozprawkaAiArgs>>;
  newRozprawkaAiReview?: SubscriptionResolver<ResolversTypes['RozprawkaAiReview'], "newRozprawkaAiReview", ParentType, ContextType, Partial<SubscriptionNewRozprawkaAiReviewArgs>>;
  newTestSolver?: SubscriptionResolver<ResolversTypes['TestSolver'], "newTestSolver", ParentType, ContextType, Partial<SubscriptionNewTestSolverArgs>>;
  newUserDoc?: SubscriptionResolver<ResolversTypes['UserDoc'], "newUserDoc", ParentType, ContextType, RequireFields<SubscriptionNewUserDocArgs, 'newUserDocInput'>>;
  newWordBase?: SubscriptionResolver<ResolversTypes['WordBase'], "newWordBase", ParentType, ContextType, RequireFields<SubscriptionNewWordBaseArgs, 'newWordBaseInput'>>;
  podrecznikImportChanged?: SubscriptionResolver<ResolversTypes['PodrecznikImport'], "podrecznikImportChanged", ParentType, ContextType, RequireFields<SubscriptionPodrecznikImportChangedArgs, 'podrecznikId'>>;
  updateAiTutor?: SubscriptionResolver<ResolversTypes['AiTutor'], "updateAiTutor", ParentType, ContextType, RequireFields<SubscriptionUpdateAiTutorArgs, 'updateAiTutorInput'>>;
  updateAiTutorTemat?: SubscriptionResolver<ResolversTypes['AiTutorTemat'], "updateAiTutorTemat", ParentType, ContextType, RequireFields<SubscriptionUpdateAiTutorTematArgs, 'updateAiTutorTematInput'>>;
  updateAiTutorTematSession?: SubscriptionResolver<ResolversTypes['AiTutorTematSession'], "updateAiTutorTematSession", ParentType, ContextType, RequireFields<SubscriptionUpdateAiTutorTematSessionArgs, 'updateAiTutorTematSessionInput'>>;
  updateConversationWorkspace?: SubscriptionResolver<ResolversTypes['ConversationWorkspace'], "updateConversationWorkspace", ParentType, ContextType, RequireFields<SubscriptionUpdateConversationWorkspaceArgs, 'updateConversationWorkspaceInput'>>;
  updateQuizResult?: SubscriptionResolver<ResolversTypes['QuizResult'], "updateQuizResult", ParentType, ContextType, RequireFields<SubscriptionUpdateQuizResultArgs, 'updateQuizResultInput'>>;
  updateUserDoc?: SubscriptionResolver<ResolversTypes['UserDoc'], "updateUserDoc", ParentType, ContextType, RequireFields<SubscriptionUpdateUserDocArgs, 'updateUserDocInput'>>;
  updateZadanie?: SubscriptionResolver<ResolversTypes['Zadanie'], "updateZadanie", ParentType, ContextType, RequireFields<SubscriptionUpdateZadanieArgs, 'updateZadanieInput'>>;
}>;

export type SubscriptionPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionPage'] = ResolversParentTypes['SubscriptionPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['AdminSubscription']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SubscriptionUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionUsage'] = ResolversParentTypes['SubscriptionUsage']> = ResolversObject<{
  addOnOffers?: Resolver<Array<ResolversTypes['AddOnOffer']>, ParentType, ContextType>;
  additionalLimits?: Resolver<Array<ResolversTypes['AdditionalLimit']>, ParentType, ContextType>;
  billingInterval?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelAtPeriodEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checkout?: Resolver<Maybe<ResolversTypes['Checkout']>, ParentType, ContextType, RequireFields<SubscriptionUsageCheckoutArgs, 'id'>>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  grantedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  planPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recurring?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubStatus'], ParentType, ContextType>;
  usage?: Resolver<Array<ResolversTypes['UsageItem']>, ParentType, ContextType>;
}>;

export type SuccessResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SuccessResult'] = ResolversParentTypes['SuccessResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type TematyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tematy'] = ResolversParentTypes['Tematy']> = ResolversObject<{
  base?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ckePoziom?: Resolver<Maybe<ResolversTypes['CkePoziom']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  podTematy?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  podrecznikId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  poziom?: Resolver<ResolversTypes['Poziom'], ParentType, ContextType>;
  przedmiot?: Resolver<ResolversTypes['Przedmiot'], ParentType, ContextType>;
  temat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  zadanieId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type TestSolverResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestSolver'] = ResolversParentTypes['TestSolver']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  polecenie?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  przedmiot?: Resolver<Maybe<ResolversTypes['Przedmiot']>, ParentType, ContextType>;
  solvedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  solvedDocId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TestSolverState'], ParentType, ContextType>;
  taskCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tematyId?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userDocs?: Resolver<Array<ResolversTypes['UserDoc']>, ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zadania?: Resolver<Array<ResolversTypes['Zadanie']>, ParentType, ContextType>;
  zadaniaId?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ToolOpenCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ToolOpenCount'] = ResolversParentTypes['ToolOpenCount']> = ResolversObject<{
  opens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tool?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ToolSourceGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ToolSourceGroup'] = ResolversParentTypes['ToolSourceGroup']> = ResolversObject<{
  itemType?: Resolver<ResolversTypes['SourceItemType'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Sources']>, ParentType, ContextType>;
}>;

export type TourCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TourCount'] = ResolversParentTypes['TourCount']> = ResolversObject<{
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tourKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UsageItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UsageItem'] = ResolversParentTypes['UsageItem']> = ResolversObject<{
  action?: Resolver<ResolversTypes['UsageAction'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  limitInterval?: Resolver<ResolversTypes['LimitInterval'], ParentType, ContextType>;
  limitType?: Resolver<ResolversTypes['LimitType'], ParentType, ContextType>;
  remaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  renewsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UsagePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UsagePage'] = ResolversParentTypes['UsagePage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['UserUsage']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  blockedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  integrations?: Resolver<Array<ResolversTypes['Integration']>, ParentType, ContextType>;
  isFreeSub?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLogin?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['UserMetadata'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  onboarding?: Resolver<ResolversTypes['OnboardingAnswers'], ParentType, ContextType>;
  onboardingStatus?: Resolver<ResolversTypes['OnboardingStatus'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  subStatus?: Resolver<Maybe<ResolversTypes['SubStatus']>, ParentType, ContextType>;
  subscriptionEntity?: Resolver<Maybe<ResolversTypes['UserSubscription']>, ParentType, ContextType>;
  surname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type UserDocResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserDoc'] = ResolversParentTypes['UserDoc']> = ResolversObject<{
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentJson?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ocrPages?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  pageCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['UserDocSegment']>, ParentType, ContextType>;
  sourceType?: Resolver<ResolversTypes['SourceType'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['DocumentState'], ParentType, ContextType>;
  truncatedFrom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  wordBase?: Resolver<Maybe<ResolversTypes['WordBase']>, ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  youtubeMetadata?: Resolver<Maybe<ResolversTypes['YoutubeMetadata']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserDocSegmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserDocSegment'] = ResolversParentTypes['UserDocSegment']> = ResolversObject<{
  page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserMessage'] = ResolversParentTypes['UserMessage']> = ResolversObject<{
  botResponses?: Resolver<Array<ResolversTypes['BotMessage']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messageContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messageFiles?: Resolver<Array<ResolversTypes['MessageFile']>, ParentType, ContextType>;
  messageIntents?: Resolver<Array<ResolversTypes['ConversationIntent']>, ParentType, ContextType>;
  rozprawkaCall?: Resolver<Maybe<ResolversTypes['RozprawkaCall']>, ParentType, ContextType>;
  rozprawkaReviewCall?: Resolver<Maybe<ResolversTypes['RozprawkaReviewCall']>, ParentType, ContextType>;
  sourcesId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MessageType'], ParentType, ContextType>;
  zadanieCall?: Resolver<Maybe<ResolversTypes['Zadanie']>, ParentType, ContextType>;
}>;

export type UserMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserMetadata'] = ResolversParentTypes['UserMetadata']> = ResolversObject<{
  hasSeenInitialConversation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSubscription'] = ResolversParentTypes['UserSubscription']> = ResolversObject<{
  additionalLimits?: Resolver<Array<ResolversTypes['AdditionalLimit']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  grantedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  stripeSubscriptionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type UserUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserUsage'] = ResolversParentTypes['UserUsage']> = ResolversObject<{
  ai?: Resolver<ResolversTypes['AiUsageTotals'], ParentType, ContextType>;
  aiByAction?: Resolver<Array<ResolversTypes['AiUsageTotals']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uses?: Resolver<Array<ResolversTypes['ActionUses']>, ParentType, ContextType>;
}>;

export type VerifyPhoneResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyPhoneResult'] = ResolversParentTypes['VerifyPhoneResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type VitalStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VitalStats'] = ResolversParentTypes['VitalStats']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  p75?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  samples?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Word'] = ResolversParentTypes['Word']> = ResolversObject<{
  due?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['WordReview']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lapses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastReview?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retrievability?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  scheduledDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usageExample?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  word?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wordBaseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WordBaseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WordBase'] = ResolversParentTypes['WordBase']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType>;
  languageCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStudiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sourcesId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['GenerationState'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FlashcardKind'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  wordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wordPage?: Resolver<ResolversTypes['WordPage'], ParentType, ContextType, Partial<WordBaseWordPageArgs>>;
  words?: Resolver<Array<ResolversTypes['Word']>, ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workspaceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WordBaseSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WordBaseSession'] = ResolversParentTypes['WordBaseSession']> = ResolversObject<{
  answers?: Resolver<Array<ResolversTypes['WordBaseSessionAnswer']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  exercises?: Resolver<Array<ResolversTypes['WordExercise']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFinished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextWord?: Resolver<Maybe<ResolversTypes['Word']>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wordBaseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  wordBaseSessionType?: Resolver<ResolversTypes['WordBaseSessionType'], ParentType, ContextType>;
  wordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WordBaseSessionAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WordBaseSessionAnswer'] = ResolversParentTypes['WordBaseSessionAnswer']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCorrect?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['WordRating']>, ParentType, ContextType>;
  word?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WordExerciseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WordExercise'] = ResolversParentTypes['WordExercise']> = ResolversObject<{
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  example?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expected?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCorrect?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ExerciseKind'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  polecenie?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  word?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WordPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WordPage'] = ResolversParentTypes['WordPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Word']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WordReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WordReview'] = ResolversParentTypes['WordReview']> = ResolversObject<{
  rating?: Resolver<ResolversTypes['WordRating'], ParentType, ContextType>;
  reviewedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  scheduledDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  wordBaseSessionType?: Resolver<Maybe<ResolversTypes['WordBaseSessionType']>, ParentType, ContextType>;
}>;

export type WordTranslationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WordTranslation'] = ResolversParentTypes['WordTranslation']> = ResolversObject<{
  problem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  translation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usageExample?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  word?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WorkspaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Workspace'] = ResolversParentTypes['Workspace']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  temat?: Resolver<Maybe<ResolversTypes['Tematy']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['WorkspaceType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zbiorCkeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type YoutubeMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['YoutubeMetadata'] = ResolversParentTypes['YoutubeMetadata']> = ResolversObject<{
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transcripts?: Resolver<Array<ResolversTypes['YoutubeTranscript']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type YoutubeTranscriptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['YoutubeTranscript'] = ResolversParentTypes['YoutubeTranscript']> = ResolversObject<{
  duration?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ZadanieResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Zadanie'] = ResolversParentTypes['Zadanie']> = ResolversObject<{
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  check?: Resolver<Maybe<ResolversTypes['ZadanieCheck']>, ParentType, ContextType>;
  checkMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dlaczego?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  explanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  numberExercise?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ZadanieState'], ParentType, ContextType>;
  testSolverId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ZadanieType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zadanieOdpowiedzi?: Resolver<Array<ResolversTypes['ZadanieOdpowiedz']>, ParentType, ContextType>;
}>;

export type ZadanieAnswerCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ZadanieAnswerCheck'] = ResolversParentTypes['ZadanieAnswerCheck']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['ZadanieAnswerVerdict'], ParentType, ContextType>;
}>;

export type ZadanieOdpowiedzResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ZadanieOdpowiedz'] = ResolversParentTypes['ZadanieOdpowiedz']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ZadaniePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ZadaniePage'] = ResolversParentTypes['ZadaniePage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Zadanie']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  ActionCost?: ActionCostResolvers<ContextType>;
  ActionSources?: ActionSourcesResolvers<ContextType>;
  ActionUses?: ActionUsesResolvers<ContextType>;
  ActivityDay?: ActivityDayResolvers<ContextType>;
  ActivityPerformance?: ActivityPerformanceResolvers<ContextType>;
  ActivityRange?: ActivityRangeResolvers<ContextType>;
  ActivityStats?: ActivityStatsResolvers<ContextType>;
  ActivityTotals?: ActivityTotalsResolvers<ContextType>;
  AddOnOffer?: AddOnOfferResolvers<ContextType>;
  AdditionalLimit?: AdditionalLimitResolvers<ContextType>;
  AdminAuditEntry?: AdminAuditEntryResolvers<ContextType>;
  AdminAuditPage?: AdminAuditPageResolvers<ContextType>;
  AdminStats?: AdminStatsResolvers<ContextType>;
  AdminSubscription?: AdminSubscriptionResolvers<ContextType>;
  AggregatedUsage?: AggregatedUsageResolvers<ContextType>;
  AiNote?: AiNoteResolvers<ContextType>;
  AiTutor?: AiTutorResolvers<ContextType>;
  AiTutorInitialData?: AiTutorInitialDataResolvers<ContextType>;
  AiTutorPodrozdzial?: AiTutorPodrozdzialResolvers<ContextType>;
  AiTutorRozdzial?: AiTutorRozdzialResolvers<ContextType>;
  AiTutorTemat?: AiTutorTematResolvers<ContextType>;
  AiTutorTematData?: AiTutorTematDataResolvers<ContextType>;
  AiTutorTematSession?: AiTutorTematSessionResolvers<ContextType>;
  AiUsageTotals?: AiUsageTotalsResolvers<ContextType>;
  AppConfig?: AppConfigResolvers<ContextType>;
  AppLoadStats?: AppLoadStatsResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Book?: BookResolvers<ContextType>;
  BookExercise?: BookExerciseResolvers<ContextType>;
  BookPage?: BookPageResolvers<ContextType>;
  BookRozdzial?: BookRozdzialResolvers<ContextType>;
  BookSubrozdzial?: BookSubrozdzialResolvers<ContextType>;
  BotMessage?: BotMessageResolvers<ContextType>;
  CalculatedPreview?: CalculatedPreviewResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  Citation?: CitationResolvers<ContextType>;
  CkeEgzamin?: CkeEgzaminResolvers<ContextType>;
  CkeKryterium?: CkeKryteriumResolvers<ContextType>;
  ConversationIntent?: ConversationIntentResolvers<ContextType>;
  ConversationOptions?: ConversationOptionsResolvers<ContextType>;
  ConversationWorkspace?: ConversationWorkspaceResolvers<ContextType>;
  ConversationWorkspacePage?: ConversationWorkspacePageResolvers<ContextType>;
  CreateUserDocResult?: CreateUserDocResultResolvers<ContextType>;
  CsvFile?: CsvFileResolvers<ContextType>;
  DataExportLink?: DataExportLinkResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DueWords?: DueWordsResolvers<ContextType>;
  DueWordsInWorkspace?: DueWordsInWorkspaceResolvers<ContextType>;
  ExecutionError?: ExecutionErrorResolvers<ContextType>;
  FailingJobs?: FailingJobsResolvers<ContextType>;
  File?: FileResolvers<ContextType>;
  FileUrl?: FileUrlResolvers<ContextType>;
  GenerateQuizResult?: GenerateQuizResultResolvers<ContextType>;
  GeneraterozprawkaResult?: GeneraterozprawkaResultResolvers<ContextType>;
  Heartbeat?: HeartbeatResolvers<ContextType>;
  Integration?: IntegrationResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Language?: LanguageResolvers<ContextType>;
  Lektura?: LekturaResolvers<ContextType>;
  LibraryRagDocument?: LibraryRagDocumentResolvers<ContextType>;
  LibraryRagHit?: LibraryRagHitResolvers<ContextType>;
  LibrarySource?: LibrarySourceResolvers<ContextType>;
  Limit?: LimitResolvers<ContextType>;
  LimitValue?: LimitValueResolvers<ContextType>;
  LlmStreamEvent?: LlmStreamEventResolvers<ContextType>;
  MaturaPrzedmiot?: MaturaPrzedmiotResolvers<ContextType>;
  MessageFile?: MessageFileResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NoteactionResult?: NoteactionResultResolvers<ContextType>;
  OnboardingAnswers?: OnboardingAnswersResolvers<ContextType>;
  OverviewDay?: OverviewDayResolvers<ContextType>;
  OverviewEssayAttempt?: OverviewEssayAttemptResolvers<ContextType>;
  OverviewEssayCriterion?: OverviewEssayCriterionResolvers<ContextType>;
  OverviewEssays?: OverviewEssaysResolvers<ContextType>;
  OverviewQuizScore?: OverviewQuizScoreResolvers<ContextType>;
  OverviewQuizSubject?: OverviewQuizSubjectResolvers<ContextType>;
  OverviewQuizzes?: OverviewQuizzesResolvers<ContextType>;
  OverviewTests?: OverviewTestsResolvers<ContextType>;
  OverviewTutorSubject?: OverviewTutorSubjectResolvers<ContextType>;
  OverviewTutors?: OverviewTutorsResolvers<ContextType>;
  OverviewWeek?: OverviewWeekResolvers<ContextType>;
  OverviewWords?: OverviewWordsResolvers<ContextType>;
  PageViewCount?: PageViewCountResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanAudience?: PlanAudienceResolvers<ContextType>;
  PodrBook?: PodrBookResolvers<ContextType>;
  PodrChapter?: PodrChapterResolvers<ContextType>;
  Podrecznik?: PodrecznikResolvers<ContextType>;
  PodrecznikImport?: PodrecznikImportResolvers<ContextType>;
  PodrecznikPage?: PodrecznikPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuizAnswer?: QuizAnswerResolvers<ContextType>;
  QuizCitation?: QuizCitationResolvers<ContextType>;
  QuizFlow?: QuizFlowResolvers<ContextType>;
  QuizOption?: QuizOptionResolvers<ContextType>;
  QuizQuestion?: QuizQuestionResolvers<ContextType>;
  QuizResult?: QuizResultResolvers<ContextType>;
  QuizReview?: QuizReviewResolvers<ContextType>;
  QuizWorkspace?: QuizWorkspaceResolvers<ContextType>;
  RefreshTokenResult?: RefreshTokenResultResolvers<ContextType>;
  ReviewrozprawkaResult?: ReviewrozprawkaResultResolvers<ContextType>;
  RozprawkaAi?: RozprawkaAiResolvers<ContextType>;
  RozprawkaAiReview?: RozprawkaAiReviewResolvers<ContextType>;
  RozprawkaAiSegment?: RozprawkaAiSegmentResolvers<ContextType>;
  RozprawkaCall?: RozprawkaCallResolvers<ContextType>;
  RozprawkaCytat?: RozprawkaCytatResolvers<ContextType>;
  RozprawkaKryteria?: RozprawkaKryteriaResolvers<ContextType>;
  RozprawkaKryteriumOcena?: RozprawkaKryteriumOcenaResolvers<ContextType>;
  RozprawkaPoprawka?: RozprawkaPoprawkaResolvers<ContextType>;
  RozprawkaReviewCall?: RozprawkaReviewCallResolvers<ContextType>;
  RozprawkaSegmentRewrite?: RozprawkaSegmentRewriteResolvers<ContextType>;
  RozprawkaUwaga?: RozprawkaUwagaResolvers<ContextType>;
  ServiceOperator?: ServiceOperatorResolvers<ContextType>;
  ShareLink?: ShareLinkResolvers<ContextType>;
  SharedCopy?: SharedCopyResolvers<ContextType>;
  SharedEntry?: SharedEntryResolvers<ContextType>;
  SharedItem?: SharedItemResolvers<ContextType>;
  SourceGroup?: SourceGroupResolvers<ContextType>;
  SourceRef?: SourceRefResolvers<ContextType>;
  SourceSet?: SourceSetResolvers<ContextType>;
  Sources?: SourcesResolvers<ContextType>;
  SprawdziansolutionResult?: SprawdziansolutionResultResolvers<ContextType>;
  StudyOverview?: StudyOverviewResolvers<ContextType>;
  StudyProgress?: StudyProgressResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SubscriptionPage?: SubscriptionPageResolvers<ContextType>;
  SubscriptionUsage?: SubscriptionUsageResolvers<ContextType>;
  SuccessResult?: SuccessResultResolvers<ContextType>;
  Tematy?: TematyResolvers<ContextType>;
  TestSolver?: TestSolverResolvers<ContextType>;
  ToolOpenCount?: ToolOpenCountResolvers<ContextType>;
  ToolSourceGroup?: ToolSourceGroupResolvers<ContextType>;
  TourCount?: TourCountResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UsageItem?: UsageItemResolvers<ContextType>;
  UsagePage?: UsagePageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserDoc?: UserDocResolvers<ContextType>;
  UserDocSegment?: UserDocSegmentResolvers<ContextType>;
  UserMessage?: UserMessageResolvers<ContextType>;
  UserMetadata?: UserMetadataResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserSubscription?: UserSubscriptionResolvers<ContextType>;
  UserUsage?: UserUsageResolvers<ContextType>;
  VerifyPhoneResult?: VerifyPhoneResultResolvers<ContextType>;
  VitalStats?: VitalStatsResolvers<ContextType>;
  Word?: WordResolvers<ContextType>;
  WordBase?: WordBaseResolvers<ContextType>;
  WordBaseSession?: WordBaseSessionResolvers<ContextType>;
  WordBaseSessionAnswer?: WordBaseSessionAnswerResolvers<ContextType>;
  WordExercise?: WordExerciseResolvers<ContextType>;
  WordPage?: WordPageResolvers<ContextType>;
  WordReview?: WordReviewResolvers<ContextType>;
  WordTranslation?: WordTranslationResolvers<ContextType>;
  Workspace?: WorkspaceResolvers<ContextType>;
  YoutubeMetadata?: YoutubeMetadataResolvers<ContextType>;
  YoutubeTranscript?: YoutubeTranscriptResolvers<ContextType>;
  Zadanie?: ZadanieResolvers<ContextType>;
  ZadanieAnswerCheck?: ZadanieAnswerCheckResolvers<ContextType>;
  ZadanieOdpowiedz?: ZadanieOdpowiedzResolvers<ContextType>;
  ZadaniePage?: ZadaniePageResolvers<ContextType>;
}>;

