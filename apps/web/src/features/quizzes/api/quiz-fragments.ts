import { graphql } from '../../../gql/gql.ts';
import type {
  QuizAnswerFieldsFragment,
  QuizDetailFieldsFragment,
  QuizFlowSummaryFieldsFragment,
  QuizResultDetailFieldsFragment,
  QuizResultSummaryFieldsFragment,
  QuizSummaryFieldsFragment,
} from '../../../gql/graphql.ts';

// The server refuses documents nested more than 8 levels deep, and it counts every fragment
// spread as a level: so these fragments spell their nested parts out instead of spreading other
// fragments. The copies are kept equal: the types below are used both ways (an event's quiz goes
// into a flow's list, a list's quiz is shown as a summary), and fragments.test.ts compares them.

/** An attempt as the lists show it: its mode, whether it is finished and its score. */
export const QUIZ_RESULT_SUMMARY_FRAGMENT = graphql(`
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
`);

/** A quiz in the list and in live events: its state and attempts, no questions (house rule 17). */
export const QUIZ_SUMMARY_FRAGMENT = graphql(`
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
`);

/** A line of quizzes from one source, with its quizzes as summaries. */
export const QUIZ_FLOW_SUMMARY_FRAGMENT = graphql(`
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
`);

/** The quiz page: the summary and the questions (without keys: the server keeps them). */
export const QUIZ_DETAIL_FRAGMENT = graphql(`
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
`);

/** One answer with whatever the server reveals of its verdict (all of it in practice mode). */
export const QUIZ_ANSWER_FRAGMENT = graphql(`
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
`);

/** An attempt on its own page: the summary and every answer. */
export const QUIZ_RESULT_DETAIL_FRAGMENT = graphql(`
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
`);

export type QuizResultSummary = QuizResultSummaryFieldsFragment;
export type QuizSummary = QuizSummaryFieldsFragment;
export type QuizFlow = QuizFlowSummaryFieldsFragment;
export type Quiz = QuizDetailFieldsFragment;
export type QuizQuestion = Quiz['questions'][number];
export type QuizAnswer = QuizAnswerFieldsFragment;
export type QuizResult = QuizResultDetailFieldsFragment;
