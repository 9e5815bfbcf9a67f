import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema (the server's SDL files), three outputs: resolver types for the server, typed
// document strings for the web client, and typed document strings for the server's integration
// tests (so their operations are checked against the SDL at typecheck time).
const config: CodegenConfig = {
  schema: 'apps/server/src/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'apps/server/src/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context.ts#GraphQLContext',
        enumsAsTypes: true,
        useTypeImports: true,
        importExtension: '.ts',
        scalars: { DateTime: 'Date | string', JSON: 'unknown', Upload: 'File' },
        mappers: {
          AppConfig: '../../modules/system/resolvers.ts#AppConfigParent',
          User: '../../modules/users/presenter.ts#PresentedUser',
          Workspace: '../../modules/workspaces/commands.ts#WorkspaceView',
          UserDoc: '../../modules/materials/service.ts#UserDocView',
          File: '../../modules/materials/service.ts#FileRow',
          AiNote: '../../modules/notes/service.ts#AiNoteView',
          SourceSet: '../../modules/sources/service.ts#SourceSetView',
          ConversationWorkspace: '../../modules/conversations/commands.ts#ConversationView',
          UserMessage: '../../modules/conversations/commands.ts#UserMessageView',
          BotMessage: '../../modules/conversations/service.ts#BotMessageRow',
          QuizFlow: '../../modules/quizzes/service.ts#QuizFlowRow',
          QuizWorkspace: '../../modules/quizzes/service.ts#QuizRow',
          QuizQuestion: '../../modules/quizzes/service.ts#QuizQuestionRow',
          QuizResult: '../../modules/quizzes/service.ts#QuizResultRow',
          QuizAnswer: '../../modules/quizzes/service.ts#AnswerView',
          QuizCitation: '../../modules/quizzes/tables.ts#QuizPassage',
          RozprawkaAi: '../../modules/essays/tables.ts#RozprawkaRow',
          RozprawkaAiSegment: '../../modules/essays/tables.ts#SegmentRow',
          RozprawkaSegmentRewrite: '../../modules/essays/tables.ts#RewriteRow',
          RozprawkaAiReview: '../../modules/essays/tables.ts#ReviewRow',
          RozprawkaKryteria: '../../modules/essays/tables.ts#Grading',
          RozprawkaKryteriumOcena: '../../modules/essays/tables.ts#GradedCriterion',
          RozprawkaCytat: '../../modules/essays/tables.ts#GradedQuote',
          RozprawkaUwaga: '../../modules/essays/tables.ts#SegmentNote',
          TestSolver: '../../modules/testsolver/tables.ts#TestSolverRow',
          Zadanie: '../../modules/exercises/tables.ts#ZadanieRow',
          Language: '../../modules/reference/service.ts#LanguageRow',
          WordBase: '../../modules/wordbases/commands.ts#WordBaseResult',
          Word: '../../modules/wordbases/tables.ts#WordRow',
          WordBaseSession: '../../modules/wordbases/tables.ts#WordSessionRow',
          WordExercise: '../../modules/wordbases/tables.ts#WordExerciseRow',
        },
      },
    },
    'apps/web/src/gql/': {
      preset: 'client',
      documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/gql/**/*'],
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string', JSON: 'unknown', Upload: 'File' },
      },
      presetConfig: { fragmentMasking: false },
    },
    'apps/server/src/testing/generated/': {
      preset: 'client',
      documents: [
        'apps/server/src/**/*.int.test.ts',
        'apps/server/src/testing/**/*.ts',
        '!apps/server/src/testing/generated/**/*',
      ],
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        importExtension: '.ts',
        // Uploads travel as multipart parts; the JSON variables hold null in their place.
        scalars: { DateTime: 'string', JSON: 'unknown', Upload: 'null' },
      },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
