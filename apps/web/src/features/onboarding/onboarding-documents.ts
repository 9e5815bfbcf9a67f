import { graphql } from '../../gql/gql.ts';

export const ANSWER_ONBOARDING_QUESTION = graphql(`
  mutation answerOnboardingQuestion($answerOnboardingQuestionInput: AnswerOnboardingQuestionInput!) {
    answerOnboardingQuestion(answerOnboardingQuestionInput: $answerOnboardingQuestionInput) {
      ...CurrentUser
    }
  }
`);
