import type { TestUser, TestWorkspace } from '../../../testing/factories.ts';
import { graphql } from '../../../testing/generated/gql.ts';
import { until } from '../../../testing/restartable.ts';
import { dataOf } from '../../../testing/session-client.ts';

// The word bases' operations the integration tests send (see testing/documents.ts for the conventions).

/** @codegen spread by name in other documents; codegen reads it, no code imports it */
export const WORD_BASE_FIELDS = graphql(`
  fragment TestWordBaseFields on WordBase {
    id workspaceId name description type languageCode sourcesId progress wordCount dueCount newCount isDeleted
    state error notice lastStudiedAt
    language { code name nameFull }
    words { id wordBaseId word translation usageExample order due retrievability state reps lapses lastReview scheduledDays }
  }
`);

/** @codegen spread by name in other documents; codegen reads it, no code imports it */
export const WORD_SESSION_FIELDS = graphql(`
  fragment TestWordSessionFields on WordBaseSession {
    id wordBaseId wordBaseSessionType isFinished score time wordCount finishedAt
    answers { id wordId word rating isCorrect }
    exercises { id kind polecenie example wordId word options answered isCorrect answer review expected }
    nextWord { id word translation state }
  }
`);

export const WORDBASES = {
  languages: graphql(`
    query getLanguages {
      getLanguages { code name nameFull }
    }
  `),
  upsert: graphql(`
    mutation upsertwords($input: UpsertwordsInput!) {
      upsertwords(upsertwordsInput: $input) { ...TestWordBaseFields }
    }
  `),
  translate: graphql(`
    mutation translate($input: TranslateInput!) {
      translate(translateInput: $input) { word translation usageExample problem }
    }
  `),
  extract: graphql(`
    mutation extractwordbase($input: ExtractwordbaseInput!) {
      extractwordbase(extractwordbaseInput: $input) { ...TestWordBaseFields }
    }
  `),
  delete: graphql(`
    mutation deleteWordBase($input: DeleteWordBaseInput!) {
      deleteWordBase(deleteWordBaseInput: $input) { id isDeleted }
    }
  `),
  start: graphql(`
    mutation start($input: StartInput!) {
      start(startInput: $input) { ...TestWordSessionFields }
    }
  `),
  next: graphql(`
    mutation getnextword($input: GetnextwordInput!) {
      getnextword(getnextwordInput: $input) { id word translation due state reps }
    }
  `),
  practice: graphql(`
    mutation wordpracticesession($input: WordpracticesessionInput!) {
      wordpracticesession(wordpracticesessionInput: $input) { ...TestWordSessionFields }
    }
  `),
  validate: graphql(`
    mutation valdiateexercise($input: ValdiateexerciseInput!) {
      valdiateexercise(valdiateexerciseInput: $input) { id kind answered isCorrect answer review expected }
    }
  `),
  byWorkspace: graphql(`
    query getWordBaseByWorkspaceId($input: GetWordBaseByWorkspaceIdInput!) {
      getWordBaseByWorkspaceId(getWordBaseByWorkspaceIdInput: $input) { id name isDeleted wordCount state }
    }
  `),
  byId: graphql(`
    query getWordBaseById($input: GetWordBaseByIdInput!) {
      getWordBaseById(getWordBaseByIdInput: $input) { ...TestWordBaseFields }
    }
  `),
  wordPage: graphql(`
    query wordBaseWords($input: GetWordBaseByIdInput!, $page: Int, $limit: Int, $search: String) {
      getWordBaseById(getWordBaseByIdInput: $input) {
        id wordCount
        wordPage(page: $page, limit: $limit, search: $search) {
          total page limit
          data { id word translation order state }
        }
      }
    }
  `),
  bySources: graphql(`
    query getWordBaseBySourcesId($input: GetWordBaseBySourcesIdInput!) {
      getWordBaseBySourcesId(getWordBaseBySourcesIdInput: $input) { id name sourcesId }
    }
  `),
  session: graphql(`
    query getWordBaseSessionById($input: GetWordBaseSessionByIdInput!) {
      getWordBaseSessionById(getWordBaseSessionByIdInput: $input) { ...TestWordSessionFields }
    }
  `),
  sessions: graphql(`
    query getWordBaseSessionByWordBaseId($input: GetWordBaseSessionByWordBaseIdInput!) {
      getWordBaseSessionByWordBaseId(getWordBaseSessionByWordBaseIdInput: $input) {
        id wordBaseSessionType isFinished score wordCount
      }
    }
  `),
  history: graphql(`
    query getWordHistory($input: GetWordBaseByIdInput!) {
      getWordBaseById(getWordBaseByIdInput: $input) {
        id
        words { id word history { rating reviewedAt sessionId wordBaseSessionType scheduledDays } }
      }
    }
  `),
  due: graphql(`
    query getDueWords {
      getDueWords { total byWorkspace { workspaceId count } }
    }
  `),
  docWordBase: graphql(`
    query getUserDocWordBase($input: GetUserDocByIdInput!) {
      getUserDocById(getUserDocByIdInput: $input) { id wordBase { id name } }
    }
  `),
  live: graphql(`
    subscription newWordBase($input: NewWordBaseInput!) {
      newWordBase(newWordBaseInput: $input) { id state wordCount isDeleted }
    }
  `),
};

export const ENGLISH = [
  { word: 'dog', translation: 'pies' },
  { word: 'cat', translation: 'kot' },
  { word: 'house', translation: 'dom' },
  { word: 'river', translation: 'rzeka' },
  { word: 'journey', translation: 'podróż', usageExample: 'The journey took two days.' },
];

/** A typed English set of the workspace (the five words of ENGLISH unless given). */
export async function typedBase(
  user: TestUser,
  workspace: Pick<TestWorkspace, 'id'>,
  options: { name?: string; words?: { word: string; translation: string; usageExample?: string }[] } = {},
) {
  return dataOf(
    await user.client.gql(WORDBASES.upsert, {
      input: {
        workspaceId: workspace.id,
        name: options.name ?? 'Zwierzęta i dom',
        type: 'Language',
        languageCode: 'en',
        words: options.words ?? ENGLISH,
      },
    }),
  ).upsertwords;
}

/** Polls a set until its extraction has ended (READY or FAILED). */
export function extractedBase(user: TestUser, id: string) {
  return until(
    async () => dataOf(await user.client.gql(WORDBASES.byId, { input: { id } })).getWordBaseById,
    (base) => base.state === 'INITIAL_READY' || base.state === 'INITIAL_FAILED',
    30_000,
  );
}
