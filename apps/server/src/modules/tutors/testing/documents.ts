import { graphql } from '../../../testing/generated/gql.ts';

// The tutors' operations the integration tests send (see testing/documents.ts for the conventions).

/** @codegen spread by name in other documents; codegen reads it, no code imports it */
export const TUTOR_FIELDS = graphql(`
  fragment TestTutorFields on AiTutor {
    id userId workspaceId origin tematId temat { id temat } przedmiot poziom name description state error progress
    generatedImageId fileUrl createdAt updatedAt
    rozdzial { id number name bookId bookTitle }
    aiTutorInitialData { sourcesId detailLevel userComment }
    aiTutorTemat { ...TestTutorTopicFields }
  }
`);

/** @codegen spread by name in other documents; codegen reads it, no code imports it */
export const TUTOR_TOPIC_FIELDS = graphql(`
  fragment TestTutorTopicFields on AiTutorTemat {
    id aiTutorId workspaceId order name description state full_generated mastered error
    podrSubchapter { id number name page }
  }
`);

export const TUTORS = {
  order: graphql(`
    mutation TestAitutoring($input: AitutoringAiTutorInput!) {
      aitutoringAiTutor(aitutoringAiTutorInput: $input) { ...TestTutorFields }
    }
  `),
  byId: graphql(`
    query TestGetAiTutorById($input: GetAiTutorByIdInput!) {
      getAiTutorById(getAiTutorByIdInput: $input) { ...TestTutorFields }
    }
  `),
  mine: graphql(`
    query TestGetAiTutorByUserId {
      getAiTutorByUserId { id name state progress }
    }
  `),
  topics: graphql(`
    query TestGettematybyaitutorid($input: GettematybyaitutoridInput!) {
      gettematybyaitutorid(gettematybyaitutoridInput: $input) { ...TestTutorTopicFields }
    }
  `),
  topic: graphql(`
    query TestGetAiTutorTematById($input: GetAiTutorTematByIdInput!) {
      getAiTutorTematById(getAiTutorTematByIdInput: $input) { ...TestTutorTopicFields }
    }
  `),
  topicData: graphql(`
    query TestGettematdata($input: GettematdataInput!) {
      gettematdata(gettematdataInput: $input) { content exercises aiTutorTemat { id state } }
    }
  `),
  continue: graphql(`
    mutation TestContinueaitutoring($input: ContinueaitutoringAiTutorInput!) {
      continueaitutoringAiTutor(continueaitutoringAiTutorInput: $input) {
        id aiTutorTematId state detailLevel sessionConversationStarted sessionConversationId
        previousSessionId createdAt
      }
    }
  `),
  finish: graphql(`
    mutation TestFinishAiTutorTematSession($input: FinishAiTutorTematSessionInput!) {
      finishAiTutorTematSession(finishAiTutorTematSessionInput: $input) {
        id state testSessionQuizId sessionQuizId scorePercent
        testSessionQuiz { id state quizResults { isFinished } }
      }
    }
  `),
  sessions: graphql(`
    query TestGetaitematsessionbytematid($input: GetaitematsessionbytematidInput!) {
      getaitematsessionbytematid(getaitematsessionbytematidInput: $input) {
        id state sessionConversationId testSessionQuizId sessionQuizId scorePercent
      }
    }
  `),
  sessionUpdated: graphql(`
    subscription TestUpdateAiTutorTematSession($input: UpdateAiTutorTematSessionInput!) {
      updateAiTutorTematSession(updateAiTutorTematSessionInput: $input) { id state sessionConversationId }
    }
  `),
  note: graphql(`
    mutation TestGenerateainotatkasession($input: GenerateainotatkasessionInput!) {
      generateainotatkasession(generateainotatkasessionInput: $input) { id name content workspaceId }
    }
  `),
  delete: graphql(`
    mutation TestDeleteAiTutor($input: DeleteAiTutorInput!) {
      deleteAiTutor(deleteAiTutorInput: $input) { success message }
    }
  `),
  newTutor: graphql(`
    subscription TestNewAiTutor {
      newAiTutor { id state }
    }
  `),
  updated: graphql(`
    subscription TestUpdateAiTutor($input: UpdateAiTutorInput!) {
      updateAiTutor(updateAiTutorInput: $input) { id state progress }
    }
  `),
  topicUpdated: graphql(`
    subscription TestUpdateAiTutorTemat($input: UpdateAiTutorTematInput!) {
      updateAiTutorTemat(updateAiTutorTematInput: $input) { id state full_generated }
    }
  `),
};
