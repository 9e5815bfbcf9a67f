/**
 * The peers' schema (bench/peer-process.ts): only the types and fields the compared scenarios ask
 * for, spelled as in the server's SDL (`modules/users/users.graphql`, `modules/reference/
 * reference.graphql`: the same names, nullability, enums and the JSON scalar), so a peer parses,
 * validates and executes the same query text as Kreda and serializes the same values. Each root
 * field answers the data Kreda answered for it (captured by the bench's check request); the
 * fields below it use the default resolvers, as Kreda's do.
 */
export const PEER_TYPE_DEFS = /* GraphQL */ `
  scalar JSON

  enum OnboardingStatus {
    COMPLETED
    PENDING_PHONE
    PENDING_SMS_VERIFICATION
    PENDING_QUESTIONS
    PENDING_SUBSCRIPTION
    PENDING_USAGE
    PENDING_VERIFICATION
    PASTDUE_INVOICE
  }

  type User {
    id: ID!
    email: String
    onboardingStatus: OnboardingStatus!
  }

  enum Przedmiot {
    all
    biology
    chemistry
    english
    geography
    history
    hit
    infromatyka
    mathematics
    nature
    niemiecki
    physics
    polish
    wos
  }

  enum Poziom {
    PODSTAWOWY_JEDEN
    PODSTAWOWY_DWA
    PODSTAWOWY_TRZY
    PODSTAWOWY_CZTERY
    PODSTAWOWY_PIEC
    PODSTAWOWY_SZESC
    PODSTAWOWY_SIEDEM
    PODSTAWOWY_OSIEM
    SREDNI_JEDEN
    SREDNI_DWA
    SREDNI_TRZY
    SREDNI_CZTERY
    SREDNI_PIEC
    STUDIA
  }

  enum CkePoziom {
    MATURA_ROZSZERZONA
    MAUTURA_PODSTAWOWA
    PODSTAWOWKA
  }

  type Tematy {
    id: ID!
    temat: String!
    podTematy: [String!]!
    ckePoziom: CkePoziom
  }

  input GetbyprzedmiotandpoziomInput {
    przedmiot: Przedmiot!
    poziom: Poziom!
  }

  type Lektura {
    id: ID!
    epoka: String!
    author: String!
    title: String!
    ckePoziom: CkePoziom!
    classes: String
    scope: String
    year: Int
    egzaminOsmoklasisty: Boolean!
  }

  input GetLekturyInput {
    ckePoziom: CkePoziom
    search: String
  }

  type CkeKryterium {
    id: ID!
    name: String!
    maxPoints: Int!
    details: JSON!
  }

  type CkeEgzamin {
    id: ID!
    exam: String!
    subject: String!
    level: String!
    task: String!
    liczbaPunktow: Int!
    minWords: Int
    wordRange: String
    durationMin: Int
    criteria: [CkeKryterium!]!
    rules: JSON!
    confidence: String
  }

  type Query {
    getMe: User!
    getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput!): [Tematy!]!
    getLektury(getLekturyInput: GetLekturyInput): [Lektura!]!
    getcke: [CkeEgzamin!]!
  }
`;

/** The root fields a peer answers, each with the data Kreda answered for it. */
export type PeerPayloads = Record<string, unknown>;

/** Query resolvers answering each captured payload (a field without one answers null, an error). */
export function peerResolvers(payloads: PeerPayloads) {
  const field = (name: string) => () => payloads[name] ?? null;
  return {
    Query: {
      getMe: field('getMe'),
      getbyprzedmiotandpoziom: field('getbyprzedmiotandpoziom'),
      getLektury: field('getLektury'),
      getcke: field('getcke'),
    },
  };
}
