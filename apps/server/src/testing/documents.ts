// Over 400 lines: the catalogue of every GraphQL operation the integration tests send, one typed document each.
import { graphql } from './generated/gql.ts';

/*
 * The GraphQL operations the integration tests send (a tool's own operations live beside it, in
 * `modules/<name>/testing/documents.ts`, with its fake model). Each is a typed document
 * (`npm run codegen` checks it against the SDL and types its result and variables). Every
 * operation takes its input as `$input`; selections are the union of what the tests read.
 * Operation names are unique across the tests (codegen requires it).
 */

export const ACCOUNTS = {
  signUp: graphql(`
    mutation signUp($input: SignUpInput!) {
      signUp(signUpInput: $input) { id email onboardingStatus }
    }
  `),
  login: graphql(`
    mutation login($input: LoginInput!) {
      login(loginInput: $input) { id email onboardingStatus }
    }
  `),
  logout: graphql(`
    mutation logout($input: LogoutInput) {
      logout(logoutInput: $input) { success message }
    }
  `),
  refresh: graphql(`
    mutation refreshToken {
      refreshToken { success accessTokenExpiresAt }
    }
  `),
  verifyCode: graphql(`
    mutation verifyCode($input: VerifyCodeInput!) {
      verifyCode(verifyCodeInput: $input) { id onboardingStatus isVerified role }
    }
  `),
  resend: graphql(`
    mutation resendAuthCode($input: ResendAuthCodeInput) {
      resendAuthCode(resendAuthCodeInput: $input) { success message }
    }
  `),
  resetPassword: graphql(`
    mutation resetPassword($input: ResetPasswordInput!) {
      resetPassword(resetPasswordInput: $input) { success message }
    }
  `),
  newPassword: graphql(`
    mutation newPassword($input: NewPasswordInput!) {
      newPassword(newPasswordInput: $input) { success message }
    }
  `),
  changePassword: graphql(`
    mutation changePassword($input: ChangePasswordInput!) {
      changePassword(changePasswordInput: $input) { success message }
    }
  `),
  sendSms: graphql(`
    mutation sendSms($input: SendSmsInput!) {
      sendSms(sendSmsInput: $input) { success message }
    }
  `),
  verifyPhone: graphql(`
    mutation verifyPhone($input: VerifyPhoneInput!) {
      verifyPhone(verifyPhoneInput: $input) { success message user { id phone onboardingStatus } }
    }
  `),
  changeEmail: graphql(`
    mutation changeEmail($input: ChangeEmailInput!) {
      changeEmail(changeEmailInput: $input) { success message }
    }
  `),
  confirmEmailChange: graphql(`
    mutation confirmEmailChange($input: ConfirmEmailChangeInput!) {
      confirmEmailChange(confirmEmailChangeInput: $input) { id email isVerified role }
    }
  `),
  sendDeleteAccountCode: graphql(`
    mutation sendDeleteAccountCode {
      sendDeleteAccountCode { success message }
    }
  `),
  deleteAccount: graphql(`
    mutation deleteAccount($input: DeleteAccountInput!) {
      deleteAccount(deleteAccountInput: $input) { success message }
    }
  `),
  requestDataExport: graphql(`
    mutation requestDataExport {
      requestDataExport { url expiresAt }
    }
  `),
  me: graphql(`
    query getMe {
      getMe {
        id email phone name surname avatar role onboardingStatus isVerified hasPassword
        metadata { hasSeenInitialConversation }
        onboarding { poziom egzaminy przedmioty }
        integrations { id integrationType accessToken userId }
      }
    }
  `),
  answer: graphql(`
    mutation answerOnboardingQuestion($input: AnswerOnboardingQuestionInput!) {
      answerOnboardingQuestion(answerOnboardingQuestionInput: $input) {
        id onboardingStatus onboarding { poziom egzaminy przedmioty }
      }
    }
  `),
  updateUserInfo: graphql(`
    mutation updateUserInfo($input: UpdateUserInfoInput!) {
      updateUserInfo(updateUserInfoInput: $input) {
        id name surname avatar metadata { hasSeenInitialConversation }
      }
    }
  `),
  deleteIntegration: graphql(`
    mutation deleteIntegration($input: DeleteIntegrationInput!) {
      deleteIntegration(deleteIntegrationInput: $input) { success message }
    }
  `),
  getUsers: graphql(`
    query getUsers($input: GetUsersInput) {
      getUsers(getUsersInput: $input) { total page limit data { id email role } }
    }
  `),
  getUserById: graphql(`
    query getUserById($input: GetUserByIdInput!) {
      getUserById(getUserByIdInput: $input) { id email }
    }
  `),
  appConfig: graphql(`
    query getAppConfig {
      getAppConfig { turnstileSiteKey requirePhone }
    }
  `),
};

export const REFERENCE = {
  topics: graphql(`
    query getbyprzedmiotandpoziom($input: GetbyprzedmiotandpoziomInput!) {
      getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $input) {
        id przedmiot poziom base ckePoziom temat podTematy visible
      }
    }
  `),
  lektury: graphql(`
    query getLektury($input: GetLekturyInput) {
      getLektury(getLekturyInput: $input) { id title author epoka ckePoziom egzaminOsmoklasisty }
    }
  `),
  cke: graphql(`
    query getcke {
      getcke { id liczbaPunktow minWords criteria { id name maxPoints details } rules }
    }
  `),
};

export const WORKSPACES = {
  create: graphql(`
    mutation createWorkspace($input: CreateWorkspaceInput!) {
      createWorkspace(createWorkspaceInput: $input) {
        id type name userId zbiorCkeId createdAt updatedAt temat { id przedmiot poziom temat }
      }
    }
  `),
  get: graphql(`
    query getWorkspaceById($input: GetWorkspaceByIdInput!) {
      getWorkspaceById(getWorkspaceByIdInput: $input) {
        id type name userId zbiorCkeId createdAt updatedAt temat { id przedmiot poziom temat }
      }
    }
  `),
  list: graphql(`
    query getWorkspaceByUserId {
      getWorkspaceByUserId { id name }
    }
  `),
  latest: graphql(`
    query getLatestData($input: GetLatestDataInput) {
      getLatestData(getLatestDataInput: $input) { id name }
    }
  `),
  rename: graphql(`
    mutation updateWorkspace($input: UpdateWorkspaceInput!) {
      updateWorkspace(updateWorkspaceInput: $input) { id name }
    }
  `),
  remove: graphql(`
    mutation deleteWorkspace($input: DeleteWorkspaceInput!) {
      deleteWorkspace(deleteWorkspaceInput: $input) { success message }
    }
  `),
};

/** @codegen spread by name in other documents; codegen reads it, no code imports it */
export const USER_DOC_FIELDS = graphql(`
  fragment TestUserDocFields on UserDoc {
    id workspaceId type state name sourceType content pageCount ocrPages truncatedFrom error
    segments { text page }
    file { id contentType originalFileName fileUrl }
    youtubeMetadata { url videoId title author language transcripts { text start duration } }
  }
`);

export const MATERIALS = {
  /** A file (multipart upload), pasted text or a YouTube link; a refused file is an ExecutionError. */
  create: graphql(`
    mutation createUserDoc($input: CreateUserDocInput!) {
      createUserDoc(createUserDocInput: $input) {
        __typename
        ... on UserDoc { ...TestUserDocFields }
        ... on ExecutionError { errorCode message }
      }
    }
  `),
  get: graphql(`
    query getUserDocById($input: GetUserDocByIdInput!) {
      getUserDocById(getUserDocByIdInput: $input) { ...TestUserDocFields }
    }
  `),
  list: graphql(`
    query getUserDocByWorkspaceId($input: GetUserDocByWorkspaceIdInput!) {
      getUserDocByWorkspaceId(getUserDocByWorkspaceIdInput: $input) { id name state }
    }
  `),
  update: graphql(`
    mutation updatedoc($input: UpdatedocInput!) {
      updatedoc(updatedocInput: $input) { id name sourceType }
    }
  `),
  remove: graphql(`
    mutation deleteUserDoc($input: DeleteUserDocInput!) {
      deleteUserDoc(deleteUserDocInput: $input) { success message }
    }
  `),
  fileUrl: graphql(`
    mutation getFileUrl($input: GetFileUrlInput!) {
      getFileUrl(getFileUrlInput: $input) { url expiresAt }
    }
  `),
  uploadLimit: graphql(`
    query getUploadLimit {
      getAppConfig { uploadMaxBytes }
    }
  `),
};

export const NOTES = {
  edit: graphql(`
    mutation editnote($input: EditnoteInput!) {
      editnote(editnoteInput: $input) {
        id workspaceId name content action zadanieRelationId sourcesId createdAt updatedAt
      }
    }
  `),
  get: graphql(`
    query getAiNoteById($input: GetAiNoteByIdInput!) {
      getAiNoteById(getAiNoteByIdInput: $input) {
        id workspaceId name content action zadanieRelationId sourcesId createdAt updatedAt
      }
    }
  `),
  list: graphql(`
    query getAiNoteByWorkspaceId($input: GetAiNoteByWorkspaceIdInput!) {
      getAiNoteByWorkspaceId(getAiNoteByWorkspaceIdInput: $input) { id name }
    }
  `),
  remove: graphql(`
    mutation deleteAiNote($input: DeleteAiNoteInput!) {
      deleteAiNote(deleteAiNoteInput: $input) { success message }
    }
  `),
  fromChat: graphql(`
    mutation generateainotatkaAiNote($input: GenerateainotatkaAiNoteInput!) {
      generateainotatkaAiNote(generateainotatkaAiNoteInput: $input) {
        id workspaceId name content action sourcesId
      }
    }
  `),
  action: graphql(`
    mutation noteaction($input: NoteactionInput!) {
      noteaction(noteactionInput: $input) { text note { id name content } }
    }
  `),
};

/** @codegen spread by name in other documents; codegen reads it, no code imports it */
export const SOURCE_SET_FIELDS = graphql(`
  fragment TestSourceSetFields on SourceSet {
    id workspaceId action
    items { type id }
    sources {
      __typename ... on UserDoc { id name } ... on AiNote { id name } ... on QuizResult { id }
      ... on LibrarySource { id name }
    }
  }
`);

export const SOURCES = {
  update: graphql(`
    mutation updateSources($input: UpdateSourcesInput!) {
      updateSources(updateSourcesInput: $input) { ...TestSourceSetFields }
    }
  `),
  get: graphql(`
    query getSourcesById($input: GetSourcesByIdInput!) {
      getSourcesById(getSourcesByIdInput: $input) { ...TestSourceSetFields }
    }
  `),
  forAction: graphql(`
    query getActionSources($input: GetActionSourcesInput!) {
      getActionSources(getActionSourcesInput: $input) {
        workspaceId action
        selected { ...TestSourceSetFields }
        groups {
          type label
          sources { __typename ... on UserDoc { id name sourceType } ... on AiNote { id name } }
        }
        fromTools {
          itemType label
          sources {
            __typename ... on QuizResult { id quizWorkspaceId percent }
            ... on LibrarySource { id name podrecznikId }
          }
        }
      }
    }
  `),
};

// The bot message's fields are written out, not spread: GraphQL Armor counts a fragment spread
// as one more level, and the conversation would pass the depth limit.
/** @codegen spread by name in other documents; codegen reads it, no code imports it */
export const CONVERSATION_FIELDS = graphql(`
  fragment TestConversationFields on ConversationWorkspace {
    id workspaceId name action state isFetching sourcesId
    userMessages {
      id message messageContent type
      messageFiles { fileId contentType originalFileName fileUrl }
      botResponses {
        id content isFetching isError error stopped
        citations { number sourceType sourceId name page charStart charEnd excerpt }
      }
    }
  }
`);

/** @codegen spread by name in other documents; codegen reads it, no code imports it */
export const BOT_MESSAGE_FIELDS = graphql(`
  fragment TestBotMessageFields on BotMessage {
    id content isFetching isError error stopped
    citations { number sourceType sourceId name page charStart charEnd excerpt }
  }
`);

export const CONVERSATIONS = {
  start: graphql(`
    mutation startconversation($input: StartconversationInput!) {
      startconversation(startconversationInput: $input) { ...TestConversationFields }
    }
  `),
  startOverall: graphql(`
    mutation startconversationoverall($input: StartconversationoverallInput!) {
      startconversationoverall(startconversationoverallInput: $input) { ...TestConversationFields }
    }
  `),
  startSolver: graphql(`
    mutation startconversationsolver($input: StartconversationsolverInput!) {
      startconversationsolver(startconversationsolverInput: $input) { ...TestConversationFields }
    }
  `),
  startInline: graphql(`
    mutation startconversationinline($input: StartconversationinlineInput!) {
      startconversationinline(startconversationinlineInput: $input) { ...TestConversationFields }
    }
  `),
  startIntent: graphql(`
    mutation startconversationintent($input: StartconversationintentInput!) {
      startconversationintent(startconversationintentInput: $input) {
        id action intent { type message conversationType }
      }
    }
  `),
  send: graphql(`
    mutation sendmessage($input: SendmessageInput!) {
      sendmessage(sendmessageInput: $input) { id message type botResponses { ...TestBotMessageFields } }
    }
  `),
  sendIntent: graphql(`
    mutation sendmessageintent($input: SendmessageintentInput!) {
      sendmessageintent(sendmessageintentInput: $input) { id messageIntents { conversationType message } }
    }
  `),
  sendIntentAi: graphql(`
    mutation sendmessageintentai($input: SendmessageintentaiInput!) {
      sendmessageintentai(sendmessageintentaiInput: $input) {
        id messageIntents { type conversationType message }
      }
    }
  `),
  get: graphql(`
    query getConversationWorkspaceById($input: GetConversationWorkspaceByIdInput!) {
      getConversationWorkspaceById(getConversationWorkspaceByIdInput: $input) { ...TestConversationFields }
    }
  `),
  page: graphql(`
    query paginateConversationWorkspaceByWorkspaceId($input: PaginateConversationWorkspaceByWorkspaceIdInput!) {
      paginateConversationWorkspaceByWorkspaceId(paginateConversationWorkspaceByWorkspaceIdInput: $input) {
        total page limit data { id name createdAt }
      }
    }
  `),
  stop: graphql(`
    mutation stopConversationGeneration($input: StopConversationGenerationInput!) {
      stopConversationGeneration(stopConversationGenerationInput: $input) { id }
    }
  `),
  rename: graphql(`
    mutation renameConversationWorkspace($input: RenameConversationWorkspaceInput!) {
      renameConversationWorkspace(renameConversationWorkspaceInput: $input) { id name }
    }
  `),
  remove: graphql(`
    mutation deleteConversationWorkspace($input: DeleteConversationWorkspaceInput!) {
      deleteConversationWorkspace(deleteConversationWorkspaceInput: $input) { success message }
    }
  `),
};

export const USAGE = {
  subscription: graphql(`
    query getSubscriptionUsage {
      getSubscriptionUsage {
        name grantedAt status cancelAtPeriodEnd expiresAt planPrice billingInterval recurring
        paymentMethod { card_brand card_last4 exp_month exp_year }
        usage { action label limit limitType limitInterval usage remaining renewsAt }
      }
    }
  `),
  plans: graphql(`
    query getAvaliblePlansPublic {
      getAvaliblePlansPublic {
        id name price price3m price12m freeTier description visible
        limits { id action visible label limitDisplay limitInterval limit { type value } usedIn }
      }
    }
  `),
};

/** Subscriptions, sent over graphql-ws with `subscriptionRequest` (testing/session-client.ts). */
export const SUBSCRIPTIONS = {
  newAiNote: graphql(`
    subscription newAiNote($input: NewAiNoteInput!) {
      newAiNote(newAiNoteInput: $input) { id name }
    }
  `),
  updateUserDoc: graphql(`
    subscription updateUserDoc($input: UserDocEventsInput!) {
      updateUserDoc(updateUserDocInput: $input) { id state }
    }
  `),
  llmStream: graphql(`
    subscription llmStream($input: LlmStreamInput!) {
      llmStream(llmStreamInput: $input) { type delta offset content error }
    }
  `),
};
