import { graphql } from '../../../testing/generated/gql.ts';

// The quiz tool's operations the integration tests send (see testing/documents.ts for the conventions).

/** @codegen spread by name in other documents; codegen reads it, no code imports it */
export const QUIZ_FIELDS = graphql(`
  fragment TestQuizFields on QuizWorkspace {
    id workspaceId quizFlowId name detailScale questionCount requestedCount questionTypes type state
    lekturaId rozdzialId zadaniaId fromMistakes error notice createdAt
    questions { id order kind question options { id text } points expectsValue }
  }
`);

/** @codegen spread by name in other documents; codegen reads it, no code imports it */
export const QUIZ_ANSWER_FIELDS = graphql(`
  fragment TestQuizAnswerFields on QuizAnswer {
    id questionId optionId userAnswer fileId fileUrl isCorrect points maxPoints isReviewing
    review { good missing modelAnswer }
    correctOptionId correctAnswer explanation
    citation { sourceKind sourceId sourceName page startSeconds text }
  }
`);

/** @codegen spread by name in other documents; codegen reads it, no code imports it */
export const QUIZ_RESULT_FIELDS = graphql(`
  fragment TestQuizResultFields on QuizResult {
    id quizWorkspaceId workspaceId isFinished isReviewing instantFeedback score maxScore percent sessionId
    finishedAt quizAnswers { ...TestQuizAnswerFields }
  }
`);

export const QUIZZES = {
  generate: graphql(`
    mutation generatequiz($input: GeneratequizInput!) {
      generatequiz(generatequizInput: $input) {
        __typename
        ... on QuizWorkspace { ...TestQuizFields }
        ... on ExecutionError { errorCode message }
      }
    }
  `),
  continue: graphql(`
    mutation generatequizcontinue($input: GeneratequizcontinueInput!) {
      generatequizcontinue(generatequizcontinueInput: $input) {
        __typename
        ... on QuizWorkspace { ...TestQuizFields }
        ... on ExecutionError { errorCode message }
      }
    }
  `),
  start: graphql(`
    mutation createQuizResult($input: CreateQuizResultInput!) {
      createQuizResult(createQuizResultInput: $input) { ...TestQuizResultFields }
    }
  `),
  answer: graphql(`
    mutation submitAnswer($input: SubmitAnswerInput!) {
      submitAnswer(submitAnswerInput: $input) { ...TestQuizAnswerFields }
    }
  `),
  finish: graphql(`
    mutation submitQuizResult($input: SubmitQuizResultInput!) {
      submitQuizResult(submitQuizResultInput: $input) { ...TestQuizResultFields }
    }
  `),
  remove: graphql(`
    mutation deleteQuizWorkspace($input: DeleteQuizWorkspaceInput!) {
      deleteQuizWorkspace(deleteQuizWorkspaceInput: $input) { success message }
    }
  `),
  quiz: graphql(`
    query getQuizWorkspaceById($input: GetQuizWorkspaceByIdInput!) {
      getQuizWorkspaceById(getQuizWorkspaceByIdInput: $input) {
        ...TestQuizFields
        quizResults { id isFinished score percent }
      }
    }
  `),
  quizzes: graphql(`
    query getQuizWorkspaceByWorkspaceId($input: GetQuizWorkspaceByWorkspaceIdInput!) {
      getQuizWorkspaceByWorkspaceId(getQuizWorkspaceByWorkspaceIdInput: $input) { id name state }
    }
  `),
  result: graphql(`
    query getQuizResultById($input: GetQuizResultByIdInput!) {
      getQuizResultById(getQuizResultByIdInput: $input) { ...TestQuizResultFields }
    }
  `),
  flow: graphql(`
    query getQuizFlowById($input: GetQuizFlowByIdInput!) {
      getQuizFlowById(getQuizFlowByIdInput: $input) {
        id workspaceId title isDeleted userDocId lekturaId sourcesId score
        lektura { id title author }
        quizzes { id name state fromMistakes }
      }
    }
  `),
  flows: graphql(`
    query getQuizFlowByWorkspaceId($input: GetQuizFlowByWorkspaceIdInput!) {
      getQuizFlowByWorkspaceId(getQuizFlowByWorkspaceIdInput: $input) { id title score quizzes { id } }
    }
  `),
  flowsOfDoc: graphql(`
    query getQuizFlowByUserDocId($input: GetQuizFlowByUserDocIdInput!) {
      getQuizFlowByUserDocId(getQuizFlowByUserDocIdInput: $input) { id title userDocId }
    }
  `),
  newFlow: graphql(`
    subscription newQuizFlow($input: NewQuizFlowInput!) {
      newQuizFlow(newQuizFlowInput: $input) { id title }
    }
  `),
  newQuiz: graphql(`
    subscription newQuizWorkspace($input: NewQuizWorkspaceInput!) {
      newQuizWorkspace(newQuizWorkspaceInput: $input) { id state }
    }
  `),
  resultEvents: graphql(`
    subscription updateQuizResult($input: UpdateQuizResultInput!) {
      updateQuizResult(updateQuizResultInput: $input) { id isReviewing isFinished score }
    }
  `),
};
