import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

export type GetLekturyInput = {
  /** Tylko lektury szkoły podstawowej (`PODSTAWOWKA`) albo liceum (`MATURA_*`). */
  ckePoziom?: InputMaybe<CkePoziom>;
  /** Fragment tytułu lub autora (bez względu na wielkość liter), najwyżej 100 znaków. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type GetbyprzedmiotandpoziomInput = {
  poziom: Poziom;
  przedmiot: Przedmiot;
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
  /** Zakres lektury, np. „całość” albo „fragmenty”. */
  scope?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  year?: Maybe<Scalars['Int']['output']>;
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
  /** Lista lektur, opcjonalnie zawężona do poziomu lub wyszukiwanej frazy. */
  getLektury: Array<Lektura>;
  /** Tematy z podstawy programowej dla przedmiotu i poziomu, w kolejności z podręcznika. */
  getbyprzedmiotandpoziom: Array<Tematy>;
  /** Zadania pisemne egzaminów CKE z kryteriami oceniania wypracowań. */
  getcke: Array<CkeEgzamin>;
};


export type QueryGetLekturyArgs = {
  getLekturyInput?: InputMaybe<GetLekturyInput>;
};


export type QueryGetbyprzedmiotandpoziomArgs = {
  getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Sygnał życia: pozwala klientowi wykryć zerwane połączenie i nową wersję serwera. */
  heartbeat: Heartbeat;
};


export type SubscriptionHeartbeatArgs = {
  heartbeatInput?: InputMaybe<HeartbeatInput>;
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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CkeEgzamin: ResolverTypeWrapper<CkeEgzamin>;
  CkeKryterium: ResolverTypeWrapper<CkeKryterium>;
  CkePoziom: CkePoziom;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ExecutionError: ResolverTypeWrapper<ExecutionError>;
  GetLekturyInput: GetLekturyInput;
  GetbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput;
  Heartbeat: ResolverTypeWrapper<Heartbeat>;
  HeartbeatInput: HeartbeatInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Lektura: ResolverTypeWrapper<Lektura>;
  Poziom: Poziom;
  Przedmiot: Przedmiot;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Tematy: ResolverTypeWrapper<Tematy>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  CkeEgzamin: CkeEgzamin;
  CkeKryterium: CkeKryterium;
  DateTime: Scalars['DateTime']['output'];
  ExecutionError: ExecutionError;
  GetLekturyInput: GetLekturyInput;
  GetbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput;
  Heartbeat: Heartbeat;
  HeartbeatInput: HeartbeatInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Lektura: Lektura;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Tematy: Tematy;
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

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type ExecutionErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExecutionError'] = ResolversParentTypes['ExecutionError']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HeartbeatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Heartbeat'] = ResolversParentTypes['Heartbeat']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LekturaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Lektura'] = ResolversParentTypes['Lektura']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ckePoziom?: Resolver<ResolversTypes['CkePoziom'], ParentType, ContextType>;
  classes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  egzaminOsmoklasisty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  epoka?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  scope?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  getLektury?: Resolver<Array<ResolversTypes['Lektura']>, ParentType, ContextType, Partial<QueryGetLekturyArgs>>;
  getbyprzedmiotandpoziom?: Resolver<Array<ResolversTypes['Tematy']>, ParentType, ContextType, RequireFields<QueryGetbyprzedmiotandpoziomArgs, 'getbyprzedmiotandpoziomInput'>>;
  getcke?: Resolver<Array<ResolversTypes['CkeEgzamin']>, ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  heartbeat?: SubscriptionResolver<ResolversTypes['Heartbeat'], "heartbeat", ParentType, ContextType, Partial<SubscriptionHeartbeatArgs>>;
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

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  CkeEgzamin?: CkeEgzaminResolvers<ContextType>;
  CkeKryterium?: CkeKryteriumResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  ExecutionError?: ExecutionErrorResolvers<ContextType>;
  Heartbeat?: HeartbeatResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Lektura?: LekturaResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Tematy?: TematyResolvers<ContextType>;
}>;

