/* eslint-disable */
import * as types from './graphql.ts';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n    query TestGetAvaliblePlans {\n      getAvaliblePlans {\n        id name price price3m price12m freeTier visible userPlanAction\n        limits { action limitDisplay limit { type value } }\n      }\n    }\n  ": typeof types.TestGetAvaliblePlansDocument,
    "\n    query TestMeSubscription {\n      getMe {\n        id\n        subscriptionEntity {\n          id userId stripeSubscriptionId grantedAt expiresAt\n          plan { id name price limits { action limit { type value } } }\n          additionalLimits { id name action additionalLimit price purchasedAt }\n        }\n      }\n    }\n  ": typeof types.TestMeSubscriptionDocument,
    "\n    mutation TestCancelSubscription($input: CancelSubscriptionInput!) {\n      cancelSubscription(cancelSubscriptionInput: $input) { name status cancelAtPeriodEnd expiresAt }\n    }\n  ": typeof types.TestCancelSubscriptionDocument,
    "\n    mutation TestEndTrial {\n      endTrial { name status cancelAtPeriodEnd expiresAt }\n    }\n  ": typeof types.TestEndTrialDocument,
    "\n    mutation TestGeneratePaymentLink($input: GeneratePaymentLinkInput!) {\n      generatePaymentLink(generatePaymentLinkInput: $input)\n    }\n  ": typeof types.TestGeneratePaymentLinkDocument,
    "\n    query TestGetInvoices {\n      getInvoices {\n        id status total url created paymentUrl planName\n        paymentMethod { card_brand card_last4 exp_month exp_year }\n      }\n    }\n  ": typeof types.TestGetInvoicesDocument,
    "\n    query TestCalculatePreview($input: CalculatePreviewInput!) {\n      calculatePreview(calculatePreviewInput: $input) {\n        total_amount original_price adjustment planId prorationDate\n        payment_method { card_brand card_last4 }\n      }\n    }\n  ": typeof types.TestCalculatePreviewDocument,
    "\n    mutation TestUpgradeSubscription($input: UpgradeSubscriptionInput!) {\n      upgradeSubscription(upgradeSubscriptionInput: $input) { name status planPrice billingInterval recurring }\n    }\n  ": typeof types.TestUpgradeSubscriptionDocument,
    "\n    query TestBillingAccount($checkoutId: ID!) {\n      getSubscriptionUsage {\n        name status billingInterval recurring\n        paymentMethod { card_brand card_last4 exp_month exp_year }\n        usage { action limit }\n        additionalLimits { name action additionalLimit price expiresAt }\n        addOnOffers { id name action additionalLimit price validDays }\n        checkout(id: $checkoutId) { id state name }\n      }\n      getMe { id onboardingStatus subStatus isFreeSub }\n    }\n  ": typeof types.TestBillingAccountDocument,
    "\n  query answerNotesOfConversation($input: GetConversationWorkspaceByIdInput!) {\n    getConversationWorkspaceById(getConversationWorkspaceByIdInput: $input) {\n      id\n      userMessages { id botResponses { id aiNoteId } }\n    }\n  }\n": typeof types.AnswerNotesOfConversationDocument,
    "\n  fragment TestEssayFields on RozprawkaAi {\n    id workspaceId type temat przedmiot poziom egzamin state liczbaArgumentow poziomJezyka polecenie\n    wordCount minWords maxWords rozprawkaReviewId error notice createdAt updatedAt\n    lektury { id title author }\n    segments {\n      id rozprawkaId order type content contentJson explanation helperContent lekturaId wordCount\n      uwagi { kind message quote lekturaId }\n    }\n  }\n": typeof types.TestEssayFieldsFragmentDoc,
    "\n  fragment TestReviewFields on RozprawkaAiReview {\n    id workspaceId przedmiot poziom egzamin temat content state error notice review reviewContent\n    poprawki { fragment rewrite why }\n    wordCount dysleksja rozprawkaId poprawionaRozprawkaId userDocId createdAt\n    maturaPolski { egzamin nazwa liczbaPunktow zdobytePunkty zasady kryteria { id name maxPoints points reason rule cytaty { text start end kind comment correction } } }\n    egzaminOsmoklasistyPolski { egzamin nazwa liczbaPunktow zdobytePunkty zasady kryteria { id name maxPoints points reason rule cytaty { text start end kind comment correction } } }\n    maturaAngielski { egzamin nazwa liczbaPunktow zdobytePunkty zasady kryteria { id name maxPoints points reason rule cytaty { text start end kind comment correction } } }\n    egzaminOsmoklasistyAngielski { egzamin nazwa liczbaPunktow zdobytePunkty zasady kryteria { id name maxPoints points reason rule cytaty { text start end kind comment correction } } }\n  }\n": typeof types.TestReviewFieldsFragmentDoc,
    "\n  fragment TestRewriteFields on RozprawkaSegmentRewrite {\n    id segmentId content instruction action discarded accepted previousContent createdAt\n    segment { id content uwagi { kind message quote } }\n  }\n": typeof types.TestRewriteFieldsFragmentDoc,
    "\n    mutation generaterozprawka($input: GeneraterozprawkaInput!) {\n      generaterozprawka(generaterozprawkaInput: $input) {\n        __typename\n        ... on RozprawkaAi { ...TestEssayFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  ": typeof types.GeneraterozprawkaDocument,
    "\n    mutation reviewrozprawka($input: ReviewrozprawkaInput!) {\n      reviewrozprawka(reviewrozprawkaInput: $input) {\n        __typename\n        ... on RozprawkaAiReview { ...TestReviewFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  ": typeof types.ReviewrozprawkaDocument,
    "\n    mutation convertreviewtorozprawka($input: ConvertreviewtorozprawkaInput!) {\n      convertreviewtorozprawka(convertreviewtorozprawkaInput: $input) { ...TestEssayFields }\n    }\n  ": typeof types.ConvertreviewtorozprawkaDocument,
    "\n    mutation generateexplanation($input: GenerateexplanationInput!) {\n      generateexplanation(generateexplanationInput: $input) { id explanation content }\n    }\n  ": typeof types.GenerateexplanationDocument,
    "\n    mutation rewritesegment($input: RewritesegmentInput!) {\n      rewritesegment(rewritesegmentInput: $input) { ...TestRewriteFields }\n    }\n  ": typeof types.RewritesegmentDocument,
    "\n    mutation generativefunctionsegment($input: GenerativefunctionsegmentInput!) {\n      generativefunctionsegment(generativefunctionsegmentInput: $input) { ...TestRewriteFields }\n    }\n  ": typeof types.GenerativefunctionsegmentDocument,
    "\n    mutation updatesegmentstatus($input: UpdatesegmentstatusInput!) {\n      updatesegmentstatus(updatesegmentstatusInput: $input) { ...TestRewriteFields }\n    }\n  ": typeof types.UpdatesegmentstatusDocument,
    "\n    mutation updateRozprawkaAiSegment($input: UpdateRozprawkaAiSegmentInput!) {\n      updateRozprawkaAiSegment(updateRozprawkaAiSegmentInput: $input) { id content wordCount uwagi { kind quote } }\n    }\n  ": typeof types.UpdateRozprawkaAiSegmentDocument,
    "\n    mutation deleteRozprawkaAi($input: DeleteRozprawkaAiInput!) {\n      deleteRozprawkaAi(deleteRozprawkaAiInput: $input) { success message }\n    }\n  ": typeof types.DeleteRozprawkaAiDocument,
    "\n    mutation deleteRozprawkaAiReview($input: DeleteRozprawkaAiReviewInput!) {\n      deleteRozprawkaAiReview(deleteRozprawkaAiReviewInput: $input) { success message }\n    }\n  ": typeof types.DeleteRozprawkaAiReviewDocument,
    "\n    query getRozprawkaAiById($input: GetRozprawkaAiByIdInput!) {\n      getRozprawkaAiById(getRozprawkaAiByIdInput: $input) { ...TestEssayFields }\n    }\n  ": typeof types.GetRozprawkaAiByIdDocument,
    "\n    query getRozprawkaAiByWorkspaceId($input: GetRozprawkaAiByWorkspaceIdInput) {\n      getRozprawkaAiByWorkspaceId(getRozprawkaAiByWorkspaceIdInput: $input) { id state temat workspaceId }\n    }\n  ": typeof types.GetRozprawkaAiByWorkspaceIdDocument,
    "\n    query getRozprawkaAiReviewById($input: GetRozprawkaAiReviewByIdInput!) {\n      getRozprawkaAiReviewById(getRozprawkaAiReviewByIdInput: $input) { ...TestReviewFields }\n    }\n  ": typeof types.GetRozprawkaAiReviewByIdDocument,
    "\n    query getRozprawkaAiReviewByWorkspaceId($input: GetRozprawkaAiReviewByWorkspaceIdInput) {\n      getRozprawkaAiReviewByWorkspaceId(getRozprawkaAiReviewByWorkspaceIdInput: $input) { id state temat workspaceId }\n    }\n  ": typeof types.GetRozprawkaAiReviewByWorkspaceIdDocument,
    "\n    query getSegmentRewrites($input: GetSegmentRewritesInput!) {\n      getSegmentRewrites(getSegmentRewritesInput: $input) { ...TestRewriteFields }\n    }\n  ": typeof types.GetSegmentRewritesDocument,
    "\n    query testRagDocuments($input: GetLibraryRagDocumentsInput!) {\n      getLibraryRagDocuments(getLibraryRagDocumentsInput: $input) {\n        id podrecznikId title chapter przedmiot poziom visible deleted chunkCount characters indexedAt\n      }\n    }\n  ": typeof types.TestRagDocumentsDocument,
    "\n    query testRagSearch($input: SearchLibraryRagInput!) {\n      searchLibraryRag(searchLibraryRagInput: $input) { documentId title chapter visible page text score }\n    }\n  ": typeof types.TestRagSearchDocument,
    "\n    mutation testRagReindex($input: ReindexLibraryBookInput!) {\n      reindexLibraryBook(reindexLibraryBookInput: $input) { id chunkCount }\n    }\n  ": typeof types.TestRagReindexDocument,
    "\n    mutation testRagRemove($input: RemoveLibraryRagDocumentInput!) {\n      removeLibraryRagDocument(removeLibraryRagDocumentInput: $input) { id chunkCount }\n    }\n  ": typeof types.TestRagRemoveDocument,
    "\n    query getpodrecznikbyprzedmiotandpoziom($input: GetpodrecznikbyprzedmiotandpoziomInput!) {\n      getpodrecznikbyprzedmiotandpoziom(getpodrecznikbyprzedmiotandpoziomInput: $input) {\n        id isbn poziom przedmiot title visible klasa wydawnictwo authors demo exerciseCount\n      }\n    }\n  ": typeof types.GetpodrecznikbyprzedmiotandpoziomDocument,
    "\n    query getPodrBookById($input: GetPodrBookByIdInput!) {\n      getPodrBookById(getPodrBookByIdInput: $input) {\n        id\n        podrecznik { id title visible }\n        chapters {\n          id toc_id number name raw_name page deleted exerciseCount\n          subchapters { id toc_id number name raw_name page deleted exerciseCount }\n        }\n      }\n    }\n  ": typeof types.GetPodrBookByIdDocument,
    "\n    query getBooks($input: GetBooksInput!) {\n      getBooks(getBooksInput: $input) { total page limit data { id name klasa przedmiot isbn type demo exerciseCount } }\n    }\n  ": typeof types.GetBooksDocument,
    "\n    query getbookbyid($input: GetbookbyidInput!) {\n      getbookbyid(getbookbyidInput: $input) {\n        id name exerciseCount\n        rozdzialy {\n          id name number page exerciseCount\n          subrozdzialy {\n            id name number page exerciseCount\n            exercises { id title pageNumber question answer exerciseNumber subExercises { id } }\n          }\n        }\n      }\n    }\n  ": typeof types.GetbookbyidDocument,
    "\n    query getBooksByTitle($input: GetBooksByTitleInput!) {\n      getBooksByTitle(getBooksByTitleInput: $input) { id name isbn }\n    }\n  ": typeof types.GetBooksByTitleDocument,
    "\n    query getcount($input: GetcountInput) {\n      getcount(getcountInput: $input)\n    }\n  ": typeof types.GetcountDocument,
    "\n    query libraryExercises($input: GetPaginatedZadanieByRelationIdInput!) {\n      getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {\n        total page limit data { id numberExercise question type answer explanation state zadanieOdpowiedzi { key value } }\n      }\n    }\n  ": typeof types.LibraryExercisesDocument,
    "\n    mutation updatepodrecznik($input: UpdatepodrecznikInput!) {\n      updatepodrecznik(updatepodrecznikInput: $input) { id title isbn visible klasa authors }\n    }\n  ": typeof types.UpdatepodrecznikDocument,
    "\n    mutation updatetemat($input: UpdatetematInput!) {\n      updatetemat(updatetematInput: $input) { id podrecznikId content zadanieId visible }\n    }\n  ": typeof types.UpdatetematDocument,
    "\n    mutation libraryUpdateZadanie($input: UpdateZadanieInput!) {\n      updateZadanie(updateZadanieInput: $input) { id numberExercise question answer explanation state }\n    }\n  ": typeof types.LibraryUpdateZadanieDocument,
    "\n    query checkZadanieAnswer($input: CheckZadanieAnswerInput!) {\n      checkZadanieAnswer(checkZadanieAnswerInput: $input) { verdict message }\n    }\n  ": typeof types.CheckZadanieAnswerDocument,
    "\n    query studyProgress {\n      studyProgress {\n        currentStreak longestStreak studiedToday todaySessions dailyGoal remindersEnabled today\n      }\n    }\n  ": typeof types.StudyProgressDocument,
    "\n    mutation setDailyStudyGoal($input: SetDailyStudyGoalInput!) {\n      setDailyStudyGoal(setDailyStudyGoalInput: $input) { dailyGoal todaySessions }\n    }\n  ": typeof types.SetDailyStudyGoalDocument,
    "\n    mutation setStudyReminders($input: SetStudyRemindersInput!) {\n      setStudyReminders(setStudyRemindersInput: $input) { remindersEnabled }\n    }\n  ": typeof types.SetStudyRemindersDocument,
    "\n    query studyOverview {\n      studyOverview {\n        today currentStreak longestStreak\n        days { day sessions }\n        quizzes { finished subjects { przedmiot attempts { day scorePercent } } }\n        words { wordCount learnt due }\n        essays { graded przedmiot poziom attempts { day points maxPoints } criteria { id name maxPoints points } }\n        tests { solved tasksSolved weeks { start solved } }\n        tutors { practised mastered subjects { przedmiot practised mastered } }\n      }\n    }\n  ": typeof types.StudyOverviewDocument,
    "\n  query allQuizzes($input: GetQuizWorkspaceByUserIdInput) {\n    getQuizWorkspaceByUserId(getQuizWorkspaceByUserIdInput: $input) {\n      id name workspaceId workspaceName state questionCount createdAt\n    }\n  }\n": typeof types.AllQuizzesDocument,
    "\n  fragment TestQuizFields on QuizWorkspace {\n    id workspaceId quizFlowId name detailScale questionCount requestedCount questionTypes type state\n    lekturaId rozdzialId zadaniaId fromMistakes error notice createdAt\n    questions { id order kind question options { id text } points expectsValue }\n  }\n": typeof types.TestQuizFieldsFragmentDoc,
    "\n  fragment TestQuizAnswerFields on QuizAnswer {\n    id questionId optionId userAnswer fileId fileUrl isCorrect points maxPoints isReviewing\n    review { good missing modelAnswer }\n    correctOptionId correctAnswer explanation\n    citation { sourceKind sourceId sourceName page startSeconds text }\n  }\n": typeof types.TestQuizAnswerFieldsFragmentDoc,
    "\n  fragment TestQuizResultFields on QuizResult {\n    id quizWorkspaceId workspaceId isFinished isReviewing instantFeedback score maxScore percent sessionId\n    finishedAt quizAnswers { ...TestQuizAnswerFields }\n  }\n": typeof types.TestQuizResultFieldsFragmentDoc,
    "\n    mutation generatequiz($input: GeneratequizInput!) {\n      generatequiz(generatequizInput: $input) {\n        __typename\n        ... on QuizWorkspace { ...TestQuizFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  ": typeof types.GeneratequizDocument,
    "\n    mutation generatequizcontinue($input: GeneratequizcontinueInput!) {\n      generatequizcontinue(generatequizcontinueInput: $input) {\n        __typename\n        ... on QuizWorkspace { ...TestQuizFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  ": typeof types.GeneratequizcontinueDocument,
    "\n    mutation createQuizResult($input: CreateQuizResultInput!) {\n      createQuizResult(createQuizResultInput: $input) { ...TestQuizResultFields }\n    }\n  ": typeof types.CreateQuizResultDocument,
    "\n    mutation submitAnswer($input: SubmitAnswerInput!) {\n      submitAnswer(submitAnswerInput: $input) { ...TestQuizAnswerFields }\n    }\n  ": typeof types.SubmitAnswerDocument,
    "\n    mutation submitQuizResult($input: SubmitQuizResultInput!) {\n      submitQuizResult(submitQuizResultInput: $input) { ...TestQuizResultFields }\n    }\n  ": typeof types.SubmitQuizResultDocument,
    "\n    mutation deleteQuizWorkspace($input: DeleteQuizWorkspaceInput!) {\n      deleteQuizWorkspace(deleteQuizWorkspaceInput: $input) { success message }\n    }\n  ": typeof types.DeleteQuizWorkspaceDocument,
    "\n    query getQuizWorkspaceById($input: GetQuizWorkspaceByIdInput!) {\n      getQuizWorkspaceById(getQuizWorkspaceByIdInput: $input) {\n        ...TestQuizFields\n        quizResults { id isFinished score percent }\n      }\n    }\n  ": typeof types.GetQuizWorkspaceByIdDocument,
    "\n    query getQuizWorkspaceByWorkspaceId($input: GetQuizWorkspaceByWorkspaceIdInput!) {\n      getQuizWorkspaceByWorkspaceId(getQuizWorkspaceByWorkspaceIdInput: $input) { id name state }\n    }\n  ": typeof types.GetQuizWorkspaceByWorkspaceIdDocument,
    "\n    query getQuizResultById($input: GetQuizResultByIdInput!) {\n      getQuizResultById(getQuizResultByIdInput: $input) { ...TestQuizResultFields }\n    }\n  ": typeof types.GetQuizResultByIdDocument,
    "\n    query getQuizFlowById($input: GetQuizFlowByIdInput!) {\n      getQuizFlowById(getQuizFlowByIdInput: $input) {\n        id workspaceId title isDeleted userDocId lekturaId sourcesId score\n        lektura { id title author }\n        quizzes { id name state fromMistakes }\n      }\n    }\n  ": typeof types.GetQuizFlowByIdDocument,
    "\n    query getQuizFlowByWorkspaceId($input: GetQuizFlowByWorkspaceIdInput!) {\n      getQuizFlowByWorkspaceId(getQuizFlowByWorkspaceIdInput: $input) { id title score quizzes { id } }\n    }\n  ": typeof types.GetQuizFlowByWorkspaceIdDocument,
    "\n    query getQuizFlowByUserDocId($input: GetQuizFlowByUserDocIdInput!) {\n      getQuizFlowByUserDocId(getQuizFlowByUserDocIdInput: $input) { id title userDocId }\n    }\n  ": typeof types.GetQuizFlowByUserDocIdDocument,
    "\n    subscription newQuizFlow($input: NewQuizFlowInput!) {\n      newQuizFlow(newQuizFlowInput: $input) { id title }\n    }\n  ": typeof types.NewQuizFlowDocument,
    "\n    subscription newQuizWorkspace($input: NewQuizWorkspaceInput!) {\n      newQuizWorkspace(newQuizWorkspaceInput: $input) { id state }\n    }\n  ": typeof types.NewQuizWorkspaceDocument,
    "\n    subscription updateQuizResult($input: UpdateQuizResultInput!) {\n      updateQuizResult(updateQuizResultInput: $input) { id isReviewing isFinished score }\n    }\n  ": typeof types.UpdateQuizResultDocument,
    "\n    query getShareLink($input: ShareItemInput!) {\n      getShareLink(input: $input) { token kind itemId createdAt revokedAt }\n    }\n  ": typeof types.GetShareLinkDocument,
    "\n    mutation createShareLink($input: ShareItemInput!) {\n      createShareLink(input: $input) { token kind itemId createdAt revokedAt }\n    }\n  ": typeof types.CreateShareLinkDocument,
    "\n    mutation revokeShareLink($input: ShareTokenInput!) {\n      revokeShareLink(input: $input) { token kind itemId revokedAt }\n    }\n  ": typeof types.RevokeShareLinkDocument,
    "\n    query getSharedItem($input: ShareTokenInput!) {\n      getSharedItem(input: $input) { token kind title description summary entries { text answer options } }\n    }\n  ": typeof types.GetSharedItemDocument,
    "\n    mutation copySharedItem($input: CopySharedItemInput!) {\n      copySharedItem(input: $input) { kind id workspaceId alreadyCopied }\n    }\n  ": typeof types.CopySharedItemDocument,
    "\n  query legalOperatorOfAppConfig {\n    getAppConfig {\n      operator { name address krs nip email dpoEmail example }\n    }\n  }\n": typeof types.LegalOperatorOfAppConfigDocument,
    "\n  fragment TestTestSolverFields on TestSolver {\n    id workspaceId title state polecenie przedmiot zadaniaId tematyId solvedDocId pageCount taskCount\n    solvedCount failedCount notice error createdAt\n    userDocs { id name sourceType state type }\n    zadania {\n      id testSolverId workspaceId numberExercise order question type points pages state answer explanation\n      dlaczego check checkMessage error\n      zadanieOdpowiedzi { key value }\n    }\n  }\n": typeof types.TestTestSolverFieldsFragmentDoc,
    "\n    mutation sprawdziansolution($input: SprawdziansolutionInput!) {\n      sprawdziansolution(sprawdziansolutionInput: $input) {\n        __typename\n        ... on TestSolver { ...TestTestSolverFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  ": typeof types.SprawdziansolutionDocument,
    "\n    query getTestSolverById($input: GetTestSolverByIdInput!) {\n      getTestSolverById(getTestSolverByIdInput: $input) { ...TestTestSolverFields }\n    }\n  ": typeof types.GetTestSolverByIdDocument,
    "\n    query getTestSolverByWorkspaceId($input: GetTestSolverByWorkspaceIdInput) {\n      getTestSolverByWorkspaceId(getTestSolverByWorkspaceIdInput: $input) { id state title workspaceId taskCount }\n    }\n  ": typeof types.GetTestSolverByWorkspaceIdDocument,
    "\n    query getPaginatedZadanieByRelationId($input: GetPaginatedZadanieByRelationIdInput!) {\n      getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {\n        total page limit\n        data { id numberExercise order state }\n      }\n    }\n  ": typeof types.GetPaginatedZadanieByRelationIdDocument,
    "\n    mutation updateZadanie($input: UpdateZadanieInput!) {\n      updateZadanie(updateZadanieInput: $input) {\n        id numberExercise question type state answer check error\n        zadanieOdpowiedzi { key value }\n      }\n    }\n  ": typeof types.UpdateZadanieDocument,
    "\n    mutation deleteTestSolver($input: DeleteTestSolverInput!) {\n      deleteTestSolver(deleteTestSolverInput: $input) { success message }\n    }\n  ": typeof types.DeleteTestSolverDocument,
    "\n    query taskConversation($input: GetConversationWorkspaceByIdInput!) {\n      getConversationWorkspaceById(getConversationWorkspaceByIdInput: $input) {\n        id action\n        userMessages {\n          id message\n          zadanieCall { id numberExercise question }\n          botResponses { id content isFetching isError zadanie { id numberExercise } }\n        }\n      }\n    }\n  ": typeof types.TaskConversationDocument,
    "\n  fragment TestTutorFields on AiTutor {\n    id userId workspaceId origin tematId temat { id temat } przedmiot poziom name description state error progress\n    generatedImageId fileUrl createdAt updatedAt\n    rozdzial { id number name bookId bookTitle }\n    aiTutorInitialData { sourcesId detailLevel userComment }\n    aiTutorTemat { ...TestTutorTopicFields }\n  }\n": typeof types.TestTutorFieldsFragmentDoc,
    "\n  fragment TestTutorTopicFields on AiTutorTemat {\n    id aiTutorId workspaceId order name description state full_generated mastered error\n    podrSubchapter { id number name page }\n  }\n": typeof types.TestTutorTopicFieldsFragmentDoc,
    "\n    mutation TestAitutoring($input: AitutoringAiTutorInput!) {\n      aitutoringAiTutor(aitutoringAiTutorInput: $input) { ...TestTutorFields }\n    }\n  ": typeof types.TestAitutoringDocument,
    "\n    query TestGetAiTutorById($input: GetAiTutorByIdInput!) {\n      getAiTutorById(getAiTutorByIdInput: $input) { ...TestTutorFields }\n    }\n  ": typeof types.TestGetAiTutorByIdDocument,
    "\n    query TestGetAiTutorByUserId {\n      getAiTutorByUserId { id name state progress }\n    }\n  ": typeof types.TestGetAiTutorByUserIdDocument,
    "\n    query TestGettematybyaitutorid($input: GettematybyaitutoridInput!) {\n      gettematybyaitutorid(gettematybyaitutoridInput: $input) { ...TestTutorTopicFields }\n    }\n  ": typeof types.TestGettematybyaitutoridDocument,
    "\n    query TestGetAiTutorTematById($input: GetAiTutorTematByIdInput!) {\n      getAiTutorTematById(getAiTutorTematByIdInput: $input) { ...TestTutorTopicFields }\n    }\n  ": typeof types.TestGetAiTutorTematByIdDocument,
    "\n    query TestGettematdata($input: GettematdataInput!) {\n      gettematdata(gettematdataInput: $input) { content exercises aiTutorTemat { id state } }\n    }\n  ": typeof types.TestGettematdataDocument,
    "\n    mutation TestContinueaitutoring($input: ContinueaitutoringAiTutorInput!) {\n      continueaitutoringAiTutor(continueaitutoringAiTutorInput: $input) {\n        id aiTutorTematId state detailLevel sessionConversationStarted sessionConversationId\n        previousSessionId createdAt\n      }\n    }\n  ": typeof types.TestContinueaitutoringDocument,
    "\n    mutation TestFinishAiTutorTematSession($input: FinishAiTutorTematSessionInput!) {\n      finishAiTutorTematSession(finishAiTutorTematSessionInput: $input) {\n        id state testSessionQuizId sessionQuizId scorePercent\n        testSessionQuiz { id state quizResults { isFinished } }\n      }\n    }\n  ": typeof types.TestFinishAiTutorTematSessionDocument,
    "\n    query TestGetaitematsessionbytematid($input: GetaitematsessionbytematidInput!) {\n      getaitematsessionbytematid(getaitematsessionbytematidInput: $input) {\n        id state sessionConversationId testSessionQuizId sessionQuizId scorePercent\n      }\n    }\n  ": typeof types.TestGetaitematsessionbytematidDocument,
    "\n    subscription TestUpdateAiTutorTematSession($input: UpdateAiTutorTematSessionInput!) {\n      updateAiTutorTematSession(updateAiTutorTematSessionInput: $input) { id state sessionConversationId }\n    }\n  ": typeof types.TestUpdateAiTutorTematSessionDocument,
    "\n    mutation TestGenerateainotatkasession($input: GenerateainotatkasessionInput!) {\n      generateainotatkasession(generateainotatkasessionInput: $input) { id name content workspaceId }\n    }\n  ": typeof types.TestGenerateainotatkasessionDocument,
    "\n    mutation TestDeleteAiTutor($input: DeleteAiTutorInput!) {\n      deleteAiTutor(deleteAiTutorInput: $input) { success message }\n    }\n  ": typeof types.TestDeleteAiTutorDocument,
    "\n    subscription TestNewAiTutor {\n      newAiTutor { id state }\n    }\n  ": typeof types.TestNewAiTutorDocument,
    "\n    subscription TestUpdateAiTutor($input: UpdateAiTutorInput!) {\n      updateAiTutor(updateAiTutorInput: $input) { id state progress }\n    }\n  ": typeof types.TestUpdateAiTutorDocument,
    "\n    subscription TestUpdateAiTutorTemat($input: UpdateAiTutorTematInput!) {\n      updateAiTutorTemat(updateAiTutorTematInput: $input) { id state full_generated }\n    }\n  ": typeof types.TestUpdateAiTutorTematDocument,
    "\n  query allWordBases($input: GetWordBaseByUserIdInput) {\n    getWordBaseByUserId(getWordBaseByUserIdInput: $input) {\n      id name workspaceId workspaceName wordCount newCount dueCount isDeleted\n    }\n  }\n": typeof types.AllWordBasesDocument,
    "\n  query languageWorkspace {\n    getlanguageworkspace { id name type userId temat { id } }\n  }\n": typeof types.LanguageWorkspaceDocument,
    "\n  query solverWorkspaceBesideLanguages {\n    getsolverworkspace { id }\n  }\n": typeof types.SolverWorkspaceBesideLanguagesDocument,
    "\n  fragment TestWordBaseFields on WordBase {\n    id workspaceId name description type languageCode sourcesId progress wordCount dueCount newCount isDeleted\n    state error notice lastStudiedAt\n    language { code name nameFull }\n    words { id wordBaseId word translation usageExample order due retrievability state reps lapses lastReview scheduledDays }\n  }\n": typeof types.TestWordBaseFieldsFragmentDoc,
    "\n  fragment TestWordSessionFields on WordBaseSession {\n    id wordBaseId wordBaseSessionType isFinished score time wordCount finishedAt\n    answers { id wordId word rating isCorrect }\n    exercises { id kind polecenie example wordId word options answered isCorrect answer review expected }\n    nextWord { id word translation state }\n  }\n": typeof types.TestWordSessionFieldsFragmentDoc,
    "\n    query getLanguages {\n      getLanguages { code name nameFull }\n    }\n  ": typeof types.GetLanguagesDocument,
    "\n    mutation upsertwords($input: UpsertwordsInput!) {\n      upsertwords(upsertwordsInput: $input) { ...TestWordBaseFields }\n    }\n  ": typeof types.UpsertwordsDocument,
    "\n    mutation translate($input: TranslateInput!) {\n      translate(translateInput: $input) { word translation usageExample problem }\n    }\n  ": typeof types.TranslateDocument,
    "\n    mutation extractwordbase($input: ExtractwordbaseInput!) {\n      extractwordbase(extractwordbaseInput: $input) { ...TestWordBaseFields }\n    }\n  ": typeof types.ExtractwordbaseDocument,
    "\n    mutation deleteWordBase($input: DeleteWordBaseInput!) {\n      deleteWordBase(deleteWordBaseInput: $input) { id isDeleted }\n    }\n  ": typeof types.DeleteWordBaseDocument,
    "\n    mutation start($input: StartInput!) {\n      start(startInput: $input) { ...TestWordSessionFields }\n    }\n  ": typeof types.StartDocument,
    "\n    mutation getnextword($input: GetnextwordInput!) {\n      getnextword(getnextwordInput: $input) { id word translation due state reps }\n    }\n  ": typeof types.GetnextwordDocument,
    "\n    mutation wordpracticesession($input: WordpracticesessionInput!) {\n      wordpracticesession(wordpracticesessionInput: $input) { ...TestWordSessionFields }\n    }\n  ": typeof types.WordpracticesessionDocument,
    "\n    mutation valdiateexercise($input: ValdiateexerciseInput!) {\n      valdiateexercise(valdiateexerciseInput: $input) { id kind answered isCorrect answer review expected }\n    }\n  ": typeof types.ValdiateexerciseDocument,
    "\n    query getWordBaseByWorkspaceId($input: GetWordBaseByWorkspaceIdInput!) {\n      getWordBaseByWorkspaceId(getWordBaseByWorkspaceIdInput: $input) { id name isDeleted wordCount state }\n    }\n  ": typeof types.GetWordBaseByWorkspaceIdDocument,
    "\n    query getWordBaseById($input: GetWordBaseByIdInput!) {\n      getWordBaseById(getWordBaseByIdInput: $input) { ...TestWordBaseFields }\n    }\n  ": typeof types.GetWordBaseByIdDocument,
    "\n    query wordBaseWords($input: GetWordBaseByIdInput!, $page: Int, $limit: Int, $search: String) {\n      getWordBaseById(getWordBaseByIdInput: $input) {\n        id wordCount\n        wordPage(page: $page, limit: $limit, search: $search) {\n          total page limit\n          data { id word translation order state }\n        }\n      }\n    }\n  ": typeof types.WordBaseWordsDocument,
    "\n    query getWordBaseBySourcesId($input: GetWordBaseBySourcesIdInput!) {\n      getWordBaseBySourcesId(getWordBaseBySourcesIdInput: $input) { id name sourcesId }\n    }\n  ": typeof types.GetWordBaseBySourcesIdDocument,
    "\n    query getWordBaseSessionById($input: GetWordBaseSessionByIdInput!) {\n      getWordBaseSessionById(getWordBaseSessionByIdInput: $input) { ...TestWordSessionFields }\n    }\n  ": typeof types.GetWordBaseSessionByIdDocument,
    "\n    query getWordBaseSessionByWordBaseId($input: GetWordBaseSessionByWordBaseIdInput!) {\n      getWordBaseSessionByWordBaseId(getWordBaseSessionByWordBaseIdInput: $input) {\n        id wordBaseSessionType isFinished score wordCount\n      }\n    }\n  ": typeof types.GetWordBaseSessionByWordBaseIdDocument,
    "\n    query getWordHistory($input: GetWordBaseByIdInput!) {\n      getWordBaseById(getWordBaseByIdInput: $input) {\n        id\n        words { id word history { rating reviewedAt sessionId wordBaseSessionType scheduledDays } }\n      }\n    }\n  ": typeof types.GetWordHistoryDocument,
    "\n    query getDueWords {\n      getDueWords { total byWorkspace { workspaceId count } }\n    }\n  ": typeof types.GetDueWordsDocument,
    "\n    query getUserDocWordBase($input: GetUserDocByIdInput!) {\n      getUserDocById(getUserDocByIdInput: $input) { id wordBase { id name } }\n    }\n  ": typeof types.GetUserDocWordBaseDocument,
    "\n    subscription newWordBase($input: NewWordBaseInput!) {\n      newWordBase(newWordBaseInput: $input) { id state wordCount isDeleted }\n    }\n  ": typeof types.NewWordBaseDocument,
    "\n  query getUserWorkspaceCount($input: GetUserByIdInput!) {\n    getUserWorkspaceCount(getUserByIdInput: $input)\n  }\n": typeof types.GetUserWorkspaceCountDocument,
    "\n  query solverWorkspaceForCount {\n    getsolverworkspace { id }\n  }\n": typeof types.SolverWorkspaceForCountDocument,
    "\n    mutation signUp($input: SignUpInput!) {\n      signUp(signUpInput: $input) { id email onboardingStatus }\n    }\n  ": typeof types.SignUpDocument,
    "\n    mutation login($input: LoginInput!) {\n      login(loginInput: $input) { id email onboardingStatus }\n    }\n  ": typeof types.LoginDocument,
    "\n    mutation logout($input: LogoutInput) {\n      logout(logoutInput: $input) { success message }\n    }\n  ": typeof types.LogoutDocument,
    "\n    mutation refreshToken {\n      refreshToken { success accessTokenExpiresAt }\n    }\n  ": typeof types.RefreshTokenDocument,
    "\n    mutation verifyCode($input: VerifyCodeInput!) {\n      verifyCode(verifyCodeInput: $input) { id onboardingStatus isVerified role }\n    }\n  ": typeof types.VerifyCodeDocument,
    "\n    mutation resendAuthCode($input: ResendAuthCodeInput) {\n      resendAuthCode(resendAuthCodeInput: $input) { success message }\n    }\n  ": typeof types.ResendAuthCodeDocument,
    "\n    mutation resetPassword($input: ResetPasswordInput!) {\n      resetPassword(resetPasswordInput: $input) { success message }\n    }\n  ": typeof types.ResetPasswordDocument,
    "\n    mutation newPassword($input: NewPasswordInput!) {\n      newPassword(newPasswordInput: $input) { success message }\n    }\n  ": typeof types.NewPasswordDocument,
    "\n    mutation changePassword($input: ChangePasswordInput!) {\n      changePassword(changePasswordInput: $input) { success message }\n    }\n  ": typeof types.ChangePasswordDocument,
    "\n    mutation sendSms($input: SendSmsInput!) {\n      sendSms(sendSmsInput: $input) { success message }\n    }\n  ": typeof types.SendSmsDocument,
    "\n    mutation verifyPhone($input: VerifyPhoneInput!) {\n      verifyPhone(verifyPhoneInput: $input) { success message user { id phone onboardingStatus } }\n    }\n  ": typeof types.VerifyPhoneDocument,
    "\n    mutation changeEmail($input: ChangeEmailInput!) {\n      changeEmail(changeEmailInput: $input) { success message }\n    }\n  ": typeof types.ChangeEmailDocument,
    "\n    mutation confirmEmailChange($input: ConfirmEmailChangeInput!) {\n      confirmEmailChange(confirmEmailChangeInput: $input) { id email isVerified role }\n    }\n  ": typeof types.ConfirmEmailChangeDocument,
    "\n    mutation sendDeleteAccountCode {\n      sendDeleteAccountCode { success message }\n    }\n  ": typeof types.SendDeleteAccountCodeDocument,
    "\n    mutation deleteAccount($input: DeleteAccountInput!) {\n      deleteAccount(deleteAccountInput: $input) { success message }\n    }\n  ": typeof types.DeleteAccountDocument,
    "\n    mutation requestDataExport {\n      requestDataExport { url expiresAt }\n    }\n  ": typeof types.RequestDataExportDocument,
    "\n    query getMe {\n      getMe {\n        id email phone name surname avatar role onboardingStatus isVerified hasPassword\n        metadata { hasSeenInitialConversation }\n        onboarding { poziom egzaminy przedmioty }\n        integrations { id integrationType accessToken userId }\n      }\n    }\n  ": typeof types.GetMeDocument,
    "\n    mutation answerOnboardingQuestion($input: AnswerOnboardingQuestionInput!) {\n      answerOnboardingQuestion(answerOnboardingQuestionInput: $input) {\n        id onboardingStatus onboarding { poziom egzaminy przedmioty }\n      }\n    }\n  ": typeof types.AnswerOnboardingQuestionDocument,
    "\n    mutation updateUserInfo($input: UpdateUserInfoInput!) {\n      updateUserInfo(updateUserInfoInput: $input) {\n        id name surname avatar metadata { hasSeenInitialConversation }\n      }\n    }\n  ": typeof types.UpdateUserInfoDocument,
    "\n    mutation deleteIntegration($input: DeleteIntegrationInput!) {\n      deleteIntegration(deleteIntegrationInput: $input) { success message }\n    }\n  ": typeof types.DeleteIntegrationDocument,
    "\n    query getUsers($input: GetUsersInput) {\n      getUsers(getUsersInput: $input) { total page limit data { id email role } }\n    }\n  ": typeof types.GetUsersDocument,
    "\n    query getUserById($input: GetUserByIdInput!) {\n      getUserById(getUserByIdInput: $input) { id email }\n    }\n  ": typeof types.GetUserByIdDocument,
    "\n    query getAppConfig {\n      getAppConfig { turnstileSiteKey requirePhone }\n    }\n  ": typeof types.GetAppConfigDocument,
    "\n    query getbyprzedmiotandpoziom($input: GetbyprzedmiotandpoziomInput!) {\n      getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $input) {\n        id przedmiot poziom base ckePoziom temat podTematy visible\n      }\n    }\n  ": typeof types.GetbyprzedmiotandpoziomDocument,
    "\n    query getLektury($input: GetLekturyInput) {\n      getLektury(getLekturyInput: $input) { id title author epoka ckePoziom egzaminOsmoklasisty }\n    }\n  ": typeof types.GetLekturyDocument,
    "\n    query getcke {\n      getcke { id liczbaPunktow minWords criteria { id name maxPoints details } rules }\n    }\n  ": typeof types.GetckeDocument,
    "\n    mutation createWorkspace($input: CreateWorkspaceInput!) {\n      createWorkspace(createWorkspaceInput: $input) {\n        id type name userId zbiorCkeId createdAt updatedAt temat { id przedmiot poziom temat }\n      }\n    }\n  ": typeof types.CreateWorkspaceDocument,
    "\n    query getWorkspaceById($input: GetWorkspaceByIdInput!) {\n      getWorkspaceById(getWorkspaceByIdInput: $input) {\n        id type name userId zbiorCkeId createdAt updatedAt temat { id przedmiot poziom temat }\n      }\n    }\n  ": typeof types.GetWorkspaceByIdDocument,
    "\n    query getWorkspaceByUserId {\n      getWorkspaceByUserId { id name }\n    }\n  ": typeof types.GetWorkspaceByUserIdDocument,
    "\n    query getLatestData($input: GetLatestDataInput) {\n      getLatestData(getLatestDataInput: $input) { id name }\n    }\n  ": typeof types.GetLatestDataDocument,
    "\n    mutation updateWorkspace($input: UpdateWorkspaceInput!) {\n      updateWorkspace(updateWorkspaceInput: $input) { id name }\n    }\n  ": typeof types.UpdateWorkspaceDocument,
    "\n    mutation deleteWorkspace($input: DeleteWorkspaceInput!) {\n      deleteWorkspace(deleteWorkspaceInput: $input) { success message }\n    }\n  ": typeof types.DeleteWorkspaceDocument,
    "\n  fragment TestUserDocFields on UserDoc {\n    id workspaceId type state name sourceType content pageCount ocrPages truncatedFrom error\n    segments { text page }\n    file { id contentType originalFileName fileUrl }\n    youtubeMetadata { url videoId title author language transcripts { text start duration } }\n  }\n": typeof types.TestUserDocFieldsFragmentDoc,
    "\n    mutation createUserDoc($input: CreateUserDocInput!) {\n      createUserDoc(createUserDocInput: $input) {\n        __typename\n        ... on UserDoc { ...TestUserDocFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  ": typeof types.CreateUserDocDocument,
    "\n    query getUserDocById($input: GetUserDocByIdInput!) {\n      getUserDocById(getUserDocByIdInput: $input) { ...TestUserDocFields }\n    }\n  ": typeof types.GetUserDocByIdDocument,
    "\n    query getUserDocByWorkspaceId($input: GetUserDocByWorkspaceIdInput!) {\n      getUserDocByWorkspaceId(getUserDocByWorkspaceIdInput: $input) { id name state }\n    }\n  ": typeof types.GetUserDocByWorkspaceIdDocument,
    "\n    mutation updatedoc($input: UpdatedocInput!) {\n      updatedoc(updatedocInput: $input) { id name sourceType }\n    }\n  ": typeof types.UpdatedocDocument,
    "\n    mutation deleteUserDoc($input: DeleteUserDocInput!) {\n      deleteUserDoc(deleteUserDocInput: $input) { success message }\n    }\n  ": typeof types.DeleteUserDocDocument,
    "\n    mutation getFileUrl($input: GetFileUrlInput!) {\n      getFileUrl(getFileUrlInput: $input) { url expiresAt }\n    }\n  ": typeof types.GetFileUrlDocument,
    "\n    query getUploadLimit {\n      getAppConfig { uploadMaxBytes }\n    }\n  ": typeof types.GetUploadLimitDocument,
    "\n    mutation editnote($input: EditnoteInput!) {\n      editnote(editnoteInput: $input) {\n        id workspaceId name content action zadanieRelationId sourcesId createdAt updatedAt\n      }\n    }\n  ": typeof types.EditnoteDocument,
    "\n    query getAiNoteById($input: GetAiNoteByIdInput!) {\n      getAiNoteById(getAiNoteByIdInput: $input) {\n        id workspaceId name content action zadanieRelationId sourcesId createdAt updatedAt\n      }\n    }\n  ": typeof types.GetAiNoteByIdDocument,
    "\n    query getAiNoteByWorkspaceId($input: GetAiNoteByWorkspaceIdInput!) {\n      getAiNoteByWorkspaceId(getAiNoteByWorkspaceIdInput: $input) { id name }\n    }\n  ": typeof types.GetAiNoteByWorkspaceIdDocument,
    "\n    mutation deleteAiNote($input: DeleteAiNoteInput!) {\n      deleteAiNote(deleteAiNoteInput: $input) { success message }\n    }\n  ": typeof types.DeleteAiNoteDocument,
    "\n    mutation generateainotatkaAiNote($input: GenerateainotatkaAiNoteInput!) {\n      generateainotatkaAiNote(generateainotatkaAiNoteInput: $input) {\n        id workspaceId name content action sourcesId\n      }\n    }\n  ": typeof types.GenerateainotatkaAiNoteDocument,
    "\n    mutation noteaction($input: NoteactionInput!) {\n      noteaction(noteactionInput: $input) { text note { id name content } }\n    }\n  ": typeof types.NoteactionDocument,
    "\n  fragment TestSourceSetFields on SourceSet {\n    id workspaceId action\n    items { type id }\n    sources {\n      __typename ... on UserDoc { id name } ... on AiNote { id name } ... on QuizResult { id }\n      ... on LibrarySource { id name }\n    }\n  }\n": typeof types.TestSourceSetFieldsFragmentDoc,
    "\n    mutation updateSources($input: UpdateSourcesInput!) {\n      updateSources(updateSourcesInput: $input) { ...TestSourceSetFields }\n    }\n  ": typeof types.UpdateSourcesDocument,
    "\n    query getSourcesById($input: GetSourcesByIdInput!) {\n      getSourcesById(getSourcesByIdInput: $input) { ...TestSourceSetFields }\n    }\n  ": typeof types.GetSourcesByIdDocument,
    "\n    query getActionSources($input: GetActionSourcesInput!) {\n      getActionSources(getActionSourcesInput: $input) {\n        workspaceId action\n        selected { ...TestSourceSetFields }\n        groups {\n          type label\n          sources { __typename ... on UserDoc { id name sourceType } ... on AiNote { id name } }\n        }\n        fromTools {\n          itemType label\n          sources {\n            __typename ... on QuizResult { id quizWorkspaceId percent }\n            ... on LibrarySource { id name podrecznikId }\n          }\n        }\n      }\n    }\n  ": typeof types.GetActionSourcesDocument,
    "\n  fragment TestConversationFields on ConversationWorkspace {\n    id workspaceId name action state isFetching sourcesId\n    userMessages {\n      id message messageContent type\n      messageFiles { fileId contentType originalFileName fileUrl }\n      botResponses {\n        id content isFetching isError error stopped\n        citations { number sourceType sourceId name page charStart charEnd excerpt }\n      }\n    }\n  }\n": typeof types.TestConversationFieldsFragmentDoc,
    "\n  fragment TestBotMessageFields on BotMessage {\n    id content isFetching isError error stopped\n    citations { number sourceType sourceId name page charStart charEnd excerpt }\n  }\n": typeof types.TestBotMessageFieldsFragmentDoc,
    "\n    mutation startconversation($input: StartconversationInput!) {\n      startconversation(startconversationInput: $input) { ...TestConversationFields }\n    }\n  ": typeof types.StartconversationDocument,
    "\n    mutation startconversationoverall($input: StartconversationoverallInput!) {\n      startconversationoverall(startconversationoverallInput: $input) { ...TestConversationFields }\n    }\n  ": typeof types.StartconversationoverallDocument,
    "\n    mutation startconversationsolver($input: StartconversationsolverInput!) {\n      startconversationsolver(startconversationsolverInput: $input) { ...TestConversationFields }\n    }\n  ": typeof types.StartconversationsolverDocument,
    "\n    mutation startconversationinline($input: StartconversationinlineInput!) {\n      startconversationinline(startconversationinlineInput: $input) { ...TestConversationFields }\n    }\n  ": typeof types.StartconversationinlineDocument,
    "\n    mutation startconversationintent($input: StartconversationintentInput!) {\n      startconversationintent(startconversationintentInput: $input) {\n        id action intent { type message conversationType }\n      }\n    }\n  ": typeof types.StartconversationintentDocument,
    "\n    mutation sendmessage($input: SendmessageInput!) {\n      sendmessage(sendmessageInput: $input) { id message type botResponses { ...TestBotMessageFields } }\n    }\n  ": typeof types.SendmessageDocument,
    "\n    mutation sendmessageintent($input: SendmessageintentInput!) {\n      sendmessageintent(sendmessageintentInput: $input) { id messageIntents { conversationType message } }\n    }\n  ": typeof types.SendmessageintentDocument,
    "\n    mutation sendmessageintentai($input: SendmessageintentaiInput!) {\n      sendmessageintentai(sendmessageintentaiInput: $input) {\n        id messageIntents { type conversationType message }\n      }\n    }\n  ": typeof types.SendmessageintentaiDocument,
    "\n    query getConversationWorkspaceById($input: GetConversationWorkspaceByIdInput!) {\n      getConversationWorkspaceById(getConversationWorkspaceByIdInput: $input) { ...TestConversationFields }\n    }\n  ": typeof types.GetConversationWorkspaceByIdDocument,
    "\n    query paginateConversationWorkspaceByWorkspaceId($input: PaginateConversationWorkspaceByWorkspaceIdInput!) {\n      paginateConversationWorkspaceByWorkspaceId(paginateConversationWorkspaceByWorkspaceIdInput: $input) {\n        total page limit data { id name createdAt }\n      }\n    }\n  ": typeof types.PaginateConversationWorkspaceByWorkspaceIdDocument,
    "\n    mutation stopConversationGeneration($input: StopConversationGenerationInput!) {\n      stopConversationGeneration(stopConversationGenerationInput: $input) { id }\n    }\n  ": typeof types.StopConversationGenerationDocument,
    "\n    mutation renameConversationWorkspace($input: RenameConversationWorkspaceInput!) {\n      renameConversationWorkspace(renameConversationWorkspaceInput: $input) { id name }\n    }\n  ": typeof types.RenameConversationWorkspaceDocument,
    "\n    mutation deleteConversationWorkspace($input: DeleteConversationWorkspaceInput!) {\n      deleteConversationWorkspace(deleteConversationWorkspaceInput: $input) { success message }\n    }\n  ": typeof types.DeleteConversationWorkspaceDocument,
    "\n    query getSubscriptionUsage {\n      getSubscriptionUsage {\n        name grantedAt status cancelAtPeriodEnd expiresAt planPrice billingInterval recurring\n        paymentMethod { card_brand card_last4 exp_month exp_year }\n        usage { action label limit limitType limitInterval usage remaining renewsAt }\n      }\n    }\n  ": typeof types.GetSubscriptionUsageDocument,
    "\n    query getAvaliblePlansPublic {\n      getAvaliblePlansPublic {\n        id name price price3m price12m freeTier description visible\n        limits { id action visible label limitDisplay limitInterval limit { type value } usedIn }\n      }\n    }\n  ": typeof types.GetAvaliblePlansPublicDocument,
    "\n    subscription newAiNote($input: NewAiNoteInput!) {\n      newAiNote(newAiNoteInput: $input) { id name }\n    }\n  ": typeof types.NewAiNoteDocument,
    "\n    subscription updateUserDoc($input: UserDocEventsInput!) {\n      updateUserDoc(updateUserDocInput: $input) { id state }\n    }\n  ": typeof types.UpdateUserDocDocument,
    "\n    subscription llmStream($input: LlmStreamInput!) {\n      llmStream(llmStreamInput: $input) { type delta offset content error }\n    }\n  ": typeof types.LlmStreamDocument,
};
const documents: Documents = {
    "\n    query TestGetAvaliblePlans {\n      getAvaliblePlans {\n        id name price price3m price12m freeTier visible userPlanAction\n        limits { action limitDisplay limit { type value } }\n      }\n    }\n  ": types.TestGetAvaliblePlansDocument,
    "\n    query TestMeSubscription {\n      getMe {\n        id\n        subscriptionEntity {\n          id userId stripeSubscriptionId grantedAt expiresAt\n          plan { id name price limits { action limit { type value } } }\n          additionalLimits { id name action additionalLimit price purchasedAt }\n        }\n      }\n    }\n  ": types.TestMeSubscriptionDocument,
    "\n    mutation TestCancelSubscription($input: CancelSubscriptionInput!) {\n      cancelSubscription(cancelSubscriptionInput: $input) { name status cancelAtPeriodEnd expiresAt }\n    }\n  ": types.TestCancelSubscriptionDocument,
    "\n    mutation TestEndTrial {\n      endTrial { name status cancelAtPeriodEnd expiresAt }\n    }\n  ": types.TestEndTrialDocument,
    "\n    mutation TestGeneratePaymentLink($input: GeneratePaymentLinkInput!) {\n      generatePaymentLink(generatePaymentLinkInput: $input)\n    }\n  ": types.TestGeneratePaymentLinkDocument,
    "\n    query TestGetInvoices {\n      getInvoices {\n        id status total url created paymentUrl planName\n        paymentMethod { card_brand card_last4 exp_month exp_year }\n      }\n    }\n  ": types.TestGetInvoicesDocument,
    "\n    query TestCalculatePreview($input: CalculatePreviewInput!) {\n      calculatePreview(calculatePreviewInput: $input) {\n        total_amount original_price adjustment planId prorationDate\n        payment_method { card_brand card_last4 }\n      }\n    }\n  ": types.TestCalculatePreviewDocument,
    "\n    mutation TestUpgradeSubscription($input: UpgradeSubscriptionInput!) {\n      upgradeSubscription(upgradeSubscriptionInput: $input) { name status planPrice billingInterval recurring }\n    }\n  ": types.TestUpgradeSubscriptionDocument,
    "\n    query TestBillingAccount($checkoutId: ID!) {\n      getSubscriptionUsage {\n        name status billingInterval recurring\n        paymentMethod { card_brand card_last4 exp_month exp_year }\n        usage { action limit }\n        additionalLimits { name action additionalLimit price expiresAt }\n        addOnOffers { id name action additionalLimit price validDays }\n        checkout(id: $checkoutId) { id state name }\n      }\n      getMe { id onboardingStatus subStatus isFreeSub }\n    }\n  ": types.TestBillingAccountDocument,
    "\n  query answerNotesOfConversation($input: GetConversationWorkspaceByIdInput!) {\n    getConversationWorkspaceById(getConversationWorkspaceByIdInput: $input) {\n      id\n      userMessages { id botResponses { id aiNoteId } }\n    }\n  }\n": types.AnswerNotesOfConversationDocument,
    "\n  fragment TestEssayFields on RozprawkaAi {\n    id workspaceId type temat przedmiot poziom egzamin state liczbaArgumentow poziomJezyka polecenie\n    wordCount minWords maxWords rozprawkaReviewId error notice createdAt updatedAt\n    lektury { id title author }\n    segments {\n      id rozprawkaId order type content contentJson explanation helperContent lekturaId wordCount\n      uwagi { kind message quote lekturaId }\n    }\n  }\n": types.TestEssayFieldsFragmentDoc,
    "\n  fragment TestReviewFields on RozprawkaAiReview {\n    id workspaceId przedmiot poziom egzamin temat content state error notice review reviewContent\n    poprawki { fragment rewrite why }\n    wordCount dysleksja rozprawkaId poprawionaRozprawkaId userDocId createdAt\n    maturaPolski { egzamin nazwa liczbaPunktow zdobytePunkty zasady kryteria { id name maxPoints points reason rule cytaty { text start end kind comment correction } } }\n    egzaminOsmoklasistyPolski { egzamin nazwa liczbaPunktow zdobytePunkty zasady kryteria { id name maxPoints points reason rule cytaty { text start end kind comment correction } } }\n    maturaAngielski { egzamin nazwa liczbaPunktow zdobytePunkty zasady kryteria { id name maxPoints points reason rule cytaty { text start end kind comment correction } } }\n    egzaminOsmoklasistyAngielski { egzamin nazwa liczbaPunktow zdobytePunkty zasady kryteria { id name maxPoints points reason rule cytaty { text start end kind comment correction } } }\n  }\n": types.TestReviewFieldsFragmentDoc,
    "\n  fragment TestRewriteFields on RozprawkaSegmentRewrite {\n    id segmentId content instruction action discarded accepted previousContent createdAt\n    segment { id content uwagi { kind message quote } }\n  }\n": types.TestRewriteFieldsFragmentDoc,
    "\n    mutation generaterozprawka($input: GeneraterozprawkaInput!) {\n      generaterozprawka(generaterozprawkaInput: $input) {\n        __typename\n        ... on RozprawkaAi { ...TestEssayFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  ": types.GeneraterozprawkaDocument,
    "\n    mutation reviewrozprawka($input: ReviewrozprawkaInput!) {\n      reviewrozprawka(reviewrozprawkaInput: $input) {\n        __typename\n        ... on RozprawkaAiReview { ...TestReviewFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  ": types.ReviewrozprawkaDocument,
    "\n    mutation convertreviewtorozprawka($input: ConvertreviewtorozprawkaInput!) {\n      convertreviewtorozprawka(convertreviewtorozprawkaInput: $input) { ...TestEssayFields }\n    }\n  ": types.ConvertreviewtorozprawkaDocument,
    "\n    mutation generateexplanation($input: GenerateexplanationInput!) {\n      generateexplanation(generateexplanationInput: $input) { id explanation content }\n    }\n  ": types.GenerateexplanationDocument,
    "\n    mutation rewritesegment($input: RewritesegmentInput!) {\n      rewritesegment(rewritesegmentInput: $input) { ...TestRewriteFields }\n    }\n  ": types.RewritesegmentDocument,
    "\n    mutation generativefunctionsegment($input: GenerativefunctionsegmentInput!) {\n      generativefunctionsegment(generativefunctionsegmentInput: $input) { ...TestRewriteFields }\n    }\n  ": types.GenerativefunctionsegmentDocument,
    "\n    mutation updatesegmentstatus($input: UpdatesegmentstatusInput!) {\n      updatesegmentstatus(updatesegmentstatusInput: $input) { ...TestRewriteFields }\n    }\n  ": types.UpdatesegmentstatusDocument,
    "\n    mutation updateRozprawkaAiSegment($input: UpdateRozprawkaAiSegmentInput!) {\n      updateRozprawkaAiSegment(updateRozprawkaAiSegmentInput: $input) { id content wordCount uwagi { kind quote } }\n    }\n  ": types.UpdateRozprawkaAiSegmentDocument,
    "\n    mutation deleteRozprawkaAi($input: DeleteRozprawkaAiInput!) {\n      deleteRozprawkaAi(deleteRozprawkaAiInput: $input) { success message }\n    }\n  ": types.DeleteRozprawkaAiDocument,
    "\n    mutation deleteRozprawkaAiReview($input: DeleteRozprawkaAiReviewInput!) {\n      deleteRozprawkaAiReview(deleteRozprawkaAiReviewInput: $input) { success message }\n    }\n  ": types.DeleteRozprawkaAiReviewDocument,
    "\n    query getRozprawkaAiById($input: GetRozprawkaAiByIdInput!) {\n      getRozprawkaAiById(getRozprawkaAiByIdInput: $input) { ...TestEssayFields }\n    }\n  ": types.GetRozprawkaAiByIdDocument,
    "\n    query getRozprawkaAiByWorkspaceId($input: GetRozprawkaAiByWorkspaceIdInput) {\n      getRozprawkaAiByWorkspaceId(getRozprawkaAiByWorkspaceIdInput: $input) { id state temat workspaceId }\n    }\n  ": types.GetRozprawkaAiByWorkspaceIdDocument,
    "\n    query getRozprawkaAiReviewById($input: GetRozprawkaAiReviewByIdInput!) {\n      getRozprawkaAiReviewById(getRozprawkaAiReviewByIdInput: $input) { ...TestReviewFields }\n    }\n  ": types.GetRozprawkaAiReviewByIdDocument,
    "\n    query getRozprawkaAiReviewByWorkspaceId($input: GetRozprawkaAiReviewByWorkspaceIdInput) {\n      getRozprawkaAiReviewByWorkspaceId(getRozprawkaAiReviewByWorkspaceIdInput: $input) { id state temat workspaceId }\n    }\n  ": types.GetRozprawkaAiReviewByWorkspaceIdDocument,
    "\n    query getSegmentRewrites($input: GetSegmentRewritesInput!) {\n      getSegmentRewrites(getSegmentRewritesInput: $input) { ...TestRewriteFields }\n    }\n  ": types.GetSegmentRewritesDocument,
    "\n    query testRagDocuments($input: GetLibraryRagDocumentsInput!) {\n      getLibraryRagDocuments(getLibraryRagDocumentsInput: $input) {\n        id podrecznikId title chapter przedmiot poziom visible deleted chunkCount characters indexedAt\n      }\n    }\n  ": types.TestRagDocumentsDocument,
    "\n    query testRagSearch($input: SearchLibraryRagInput!) {\n      searchLibraryRag(searchLibraryRagInput: $input) { documentId title chapter visible page text score }\n    }\n  ": types.TestRagSearchDocument,
    "\n    mutation testRagReindex($input: ReindexLibraryBookInput!) {\n      reindexLibraryBook(reindexLibraryBookInput: $input) { id chunkCount }\n    }\n  ": types.TestRagReindexDocument,
    "\n    mutation testRagRemove($input: RemoveLibraryRagDocumentInput!) {\n      removeLibraryRagDocument(removeLibraryRagDocumentInput: $input) { id chunkCount }\n    }\n  ": types.TestRagRemoveDocument,
    "\n    query getpodrecznikbyprzedmiotandpoziom($input: GetpodrecznikbyprzedmiotandpoziomInput!) {\n      getpodrecznikbyprzedmiotandpoziom(getpodrecznikbyprzedmiotandpoziomInput: $input) {\n        id isbn poziom przedmiot title visible klasa wydawnictwo authors demo exerciseCount\n      }\n    }\n  ": types.GetpodrecznikbyprzedmiotandpoziomDocument,
    "\n    query getPodrBookById($input: GetPodrBookByIdInput!) {\n      getPodrBookById(getPodrBookByIdInput: $input) {\n        id\n        podrecznik { id title visible }\n        chapters {\n          id toc_id number name raw_name page deleted exerciseCount\n          subchapters { id toc_id number name raw_name page deleted exerciseCount }\n        }\n      }\n    }\n  ": types.GetPodrBookByIdDocument,
    "\n    query getBooks($input: GetBooksInput!) {\n      getBooks(getBooksInput: $input) { total page limit data { id name klasa przedmiot isbn type demo exerciseCount } }\n    }\n  ": types.GetBooksDocument,
    "\n    query getbookbyid($input: GetbookbyidInput!) {\n      getbookbyid(getbookbyidInput: $input) {\n        id name exerciseCount\n        rozdzialy {\n          id name number page exerciseCount\n          subrozdzialy {\n            id name number page exerciseCount\n            exercises { id title pageNumber question answer exerciseNumber subExercises { id } }\n          }\n        }\n      }\n    }\n  ": types.GetbookbyidDocument,
    "\n    query getBooksByTitle($input: GetBooksByTitleInput!) {\n      getBooksByTitle(getBooksByTitleInput: $input) { id name isbn }\n    }\n  ": types.GetBooksByTitleDocument,
    "\n    query getcount($input: GetcountInput) {\n      getcount(getcountInput: $input)\n    }\n  ": types.GetcountDocument,
    "\n    query libraryExercises($input: GetPaginatedZadanieByRelationIdInput!) {\n      getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {\n        total page limit data { id numberExercise question type answer explanation state zadanieOdpowiedzi { key value } }\n      }\n    }\n  ": types.LibraryExercisesDocument,
    "\n    mutation updatepodrecznik($input: UpdatepodrecznikInput!) {\n      updatepodrecznik(updatepodrecznikInput: $input) { id title isbn visible klasa authors }\n    }\n  ": types.UpdatepodrecznikDocument,
    "\n    mutation updatetemat($input: UpdatetematInput!) {\n      updatetemat(updatetematInput: $input) { id podrecznikId content zadanieId visible }\n    }\n  ": types.UpdatetematDocument,
    "\n    mutation libraryUpdateZadanie($input: UpdateZadanieInput!) {\n      updateZadanie(updateZadanieInput: $input) { id numberExercise question answer explanation state }\n    }\n  ": types.LibraryUpdateZadanieDocument,
    "\n    query checkZadanieAnswer($input: CheckZadanieAnswerInput!) {\n      checkZadanieAnswer(checkZadanieAnswerInput: $input) { verdict message }\n    }\n  ": types.CheckZadanieAnswerDocument,
    "\n    query studyProgress {\n      studyProgress {\n        currentStreak longestStreak studiedToday todaySessions dailyGoal remindersEnabled today\n      }\n    }\n  ": types.StudyProgressDocument,
    "\n    mutation setDailyStudyGoal($input: SetDailyStudyGoalInput!) {\n      setDailyStudyGoal(setDailyStudyGoalInput: $input) { dailyGoal todaySessions }\n    }\n  ": types.SetDailyStudyGoalDocument,
    "\n    mutation setStudyReminders($input: SetStudyRemindersInput!) {\n      setStudyReminders(setStudyRemindersInput: $input) { remindersEnabled }\n    }\n  ": types.SetStudyRemindersDocument,
    "\n    query studyOverview {\n      studyOverview {\n        today currentStreak longestStreak\n        days { day sessions }\n        quizzes { finished subjects { przedmiot attempts { day scorePercent } } }\n        words { wordCount learnt due }\n        essays { graded przedmiot poziom attempts { day points maxPoints } criteria { id name maxPoints points } }\n        tests { solved tasksSolved weeks { start solved } }\n        tutors { practised mastered subjects { przedmiot practised mastered } }\n      }\n    }\n  ": types.StudyOverviewDocument,
    "\n  query allQuizzes($input: GetQuizWorkspaceByUserIdInput) {\n    getQuizWorkspaceByUserId(getQuizWorkspaceByUserIdInput: $input) {\n      id name workspaceId workspaceName state questionCount createdAt\n    }\n  }\n": types.AllQuizzesDocument,
    "\n  fragment TestQuizFields on QuizWorkspace {\n    id workspaceId quizFlowId name detailScale questionCount requestedCount questionTypes type state\n    lekturaId rozdzialId zadaniaId fromMistakes error notice createdAt\n    questions { id order kind question options { id text } points expectsValue }\n  }\n": types.TestQuizFieldsFragmentDoc,
    "\n  fragment TestQuizAnswerFields on QuizAnswer {\n    id questionId optionId userAnswer fileId fileUrl isCorrect points maxPoints isReviewing\n    review { good missing modelAnswer }\n    correctOptionId correctAnswer explanation\n    citation { sourceKind sourceId sourceName page startSeconds text }\n  }\n": types.TestQuizAnswerFieldsFragmentDoc,
    "\n  fragment TestQuizResultFields on QuizResult {\n    id quizWorkspaceId workspaceId isFinished isReviewing instantFeedback score maxScore percent sessionId\n    finishedAt quizAnswers { ...TestQuizAnswerFields }\n  }\n": types.TestQuizResultFieldsFragmentDoc,
    "\n    mutation generatequiz($input: GeneratequizInput!) {\n      generatequiz(generatequizInput: $input) {\n        __typename\n        ... on QuizWorkspace { ...TestQuizFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  ": types.GeneratequizDocument,
    "\n    mutation generatequizcontinue($input: GeneratequizcontinueInput!) {\n      generatequizcontinue(generatequizcontinueInput: $input) {\n        __typename\n        ... on QuizWorkspace { ...TestQuizFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  ": types.GeneratequizcontinueDocument,
    "\n    mutation createQuizResult($input: CreateQuizResultInput!) {\n      createQuizResult(createQuizResultInput: $input) { ...TestQuizResultFields }\n    }\n  ": types.CreateQuizResultDocument,
    "\n    mutation submitAnswer($input: SubmitAnswerInput!) {\n      submitAnswer(submitAnswerInput: $input) { ...TestQuizAnswerFields }\n    }\n  ": types.SubmitAnswerDocument,
    "\n    mutation submitQuizResult($input: SubmitQuizResultInput!) {\n      submitQuizResult(submitQuizResultInput: $input) { ...TestQuizResultFields }\n    }\n  ": types.SubmitQuizResultDocument,
    "\n    mutation deleteQuizWorkspace($input: DeleteQuizWorkspaceInput!) {\n      deleteQuizWorkspace(deleteQuizWorkspaceInput: $input) { success message }\n    }\n  ": types.DeleteQuizWorkspaceDocument,
    "\n    query getQuizWorkspaceById($input: GetQuizWorkspaceByIdInput!) {\n      getQuizWorkspaceById(getQuizWorkspaceByIdInput: $input) {\n        ...TestQuizFields\n        quizResults { id isFinished score percent }\n      }\n    }\n  ": types.GetQuizWorkspaceByIdDocument,
    "\n    query getQuizWorkspaceByWorkspaceId($input: GetQuizWorkspaceByWorkspaceIdInput!) {\n      getQuizWorkspaceByWorkspaceId(getQuizWorkspaceByWorkspaceIdInput: $input) { id name state }\n    }\n  ": types.GetQuizWorkspaceByWorkspaceIdDocument,
    "\n    query getQuizResultById($input: GetQuizResultByIdInput!) {\n      getQuizResultById(getQuizResultByIdInput: $input) { ...TestQuizResultFields }\n    }\n  ": types.GetQuizResultByIdDocument,
    "\n    query getQuizFlowById($input: GetQuizFlowByIdInput!) {\n      getQuizFlowById(getQuizFlowByIdInput: $input) {\n        id workspaceId title isDeleted userDocId lekturaId sourcesId score\n        lektura { id title author }\n        quizzes { id name state fromMistakes }\n      }\n    }\n  ": types.GetQuizFlowByIdDocument,
    "\n    query getQuizFlowByWorkspaceId($input: GetQuizFlowByWorkspaceIdInput!) {\n      getQuizFlowByWorkspaceId(getQuizFlowByWorkspaceIdInput: $input) { id title score quizzes { id } }\n    }\n  ": types.GetQuizFlowByWorkspaceIdDocument,
    "\n    query getQuizFlowByUserDocId($input: GetQuizFlowByUserDocIdInput!) {\n      getQuizFlowByUserDocId(getQuizFlowByUserDocIdInput: $input) { id title userDocId }\n    }\n  ": types.GetQuizFlowByUserDocIdDocument,
    "\n    subscription newQuizFlow($input: NewQuizFlowInput!) {\n      newQuizFlow(newQuizFlowInput: $input) { id title }\n    }\n  ": types.NewQuizFlowDocument,
    "\n    subscription newQuizWorkspace($input: NewQuizWorkspaceInput!) {\n      newQuizWorkspace(newQuizWorkspaceInput: $input) { id state }\n    }\n  ": types.NewQuizWorkspaceDocument,
    "\n    subscription updateQuizResult($input: UpdateQuizResultInput!) {\n      updateQuizResult(updateQuizResultInput: $input) { id isReviewing isFinished score }\n    }\n  ": types.UpdateQuizResultDocument,
    "\n    query getShareLink($input: ShareItemInput!) {\n      getShareLink(input: $input) { token kind itemId createdAt revokedAt }\n    }\n  ": types.GetShareLinkDocument,
    "\n    mutation createShareLink($input: ShareItemInput!) {\n      createShareLink(input: $input) { token kind itemId createdAt revokedAt }\n    }\n  ": types.CreateShareLinkDocument,
    "\n    mutation revokeShareLink($input: ShareTokenInput!) {\n      revokeShareLink(input: $input) { token kind itemId revokedAt }\n    }\n  ": types.RevokeShareLinkDocument,
    "\n    query getSharedItem($input: ShareTokenInput!) {\n      getSharedItem(input: $input) { token kind title description summary entries { text answer options } }\n    }\n  ": types.GetSharedItemDocument,
    "\n    mutation copySharedItem($input: CopySharedItemInput!) {\n      copySharedItem(input: $input) { kind id workspaceId alreadyCopied }\n    }\n  ": types.CopySharedItemDocument,
    "\n  query legalOperatorOfAppConfig {\n    getAppConfig {\n      operator { name address krs nip email dpoEmail example }\n    }\n  }\n": types.LegalOperatorOfAppConfigDocument,
    "\n  fragment TestTestSolverFields on TestSolver {\n    id workspaceId title state polecenie przedmiot zadaniaId tematyId solvedDocId pageCount taskCount\n    solvedCount failedCount notice error createdAt\n    userDocs { id name sourceType state type }\n    zadania {\n      id testSolverId workspaceId numberExercise order question type points pages state answer explanation\n      dlaczego check checkMessage error\n      zadanieOdpowiedzi { key value }\n    }\n  }\n": types.TestTestSolverFieldsFragmentDoc,
    "\n    mutation sprawdziansolution($input: SprawdziansolutionInput!) {\n      sprawdziansolution(sprawdziansolutionInput: $input) {\n        __typename\n        ... on TestSolver { ...TestTestSolverFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  ": types.SprawdziansolutionDocument,
    "\n    query getTestSolverById($input: GetTestSolverByIdInput!) {\n      getTestSolverById(getTestSolverByIdInput: $input) { ...TestTestSolverFields }\n    }\n  ": types.GetTestSolverByIdDocument,
    "\n    query getTestSolverByWorkspaceId($input: GetTestSolverByWorkspaceIdInput) {\n      getTestSolverByWorkspaceId(getTestSolverByWorkspaceIdInput: $input) { id state title workspaceId taskCount }\n    }\n  ": types.GetTestSolverByWorkspaceIdDocument,
    "\n    query getPaginatedZadanieByRelationId($input: GetPaginatedZadanieByRelationIdInput!) {\n      getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {\n        total page limit\n        data { id numberExercise order state }\n      }\n    }\n  ": types.GetPaginatedZadanieByRelationIdDocument,
    "\n    mutation updateZadanie($input: UpdateZadanieInput!) {\n      updateZadanie(updateZadanieInput: $input) {\n        id numberExercise question type state answer check error\n        zadanieOdpowiedzi { key value }\n      }\n    }\n  ": types.UpdateZadanieDocument,
    "\n    mutation deleteTestSolver($input: DeleteTestSolverInput!) {\n      deleteTestSolver(deleteTestSolverInput: $input) { success message }\n    }\n  ": types.DeleteTestSolverDocument,
    "\n    query taskConversation($input: GetConversationWorkspaceByIdInput!) {\n      getConversationWorkspaceById(getConversationWorkspaceByIdInput: $input) {\n        id action\n        userMessages {\n          id message\n          zadanieCall { id numberExercise question }\n          botResponses { id content isFetching isError zadanie { id numberExercise } }\n        }\n      }\n    }\n  ": types.TaskConversationDocument,
    "\n  fragment TestTutorFields on AiTutor {\n    id userId workspaceId origin tematId temat { id temat } przedmiot poziom name description state error progress\n    generatedImageId fileUrl createdAt updatedAt\n    rozdzial { id number name bookId bookTitle }\n    aiTutorInitialData { sourcesId detailLevel userComment }\n    aiTutorTemat { ...TestTutorTopicFields }\n  }\n": types.TestTutorFieldsFragmentDoc,
    "\n  fragment TestTutorTopicFields on AiTutorTemat {\n    id aiTutorId workspaceId order name description state full_generated mastered error\n    podrSubchapter { id number name page }\n  }\n": types.TestTutorTopicFieldsFragmentDoc,
    "\n    mutation TestAitutoring($input: AitutoringAiTutorInput!) {\n      aitutoringAiTutor(aitutoringAiTutorInput: $input) { ...TestTutorFields }\n    }\n  ": types.TestAitutoringDocument,
    "\n    query TestGetAiTutorById($input: GetAiTutorByIdInput!) {\n      getAiTutorById(getAiTutorByIdInput: $input) { ...TestTutorFields }\n    }\n  ": types.TestGetAiTutorByIdDocument,
    "\n    query TestGetAiTutorByUserId {\n      getAiTutorByUserId { id name state progress }\n    }\n  ": types.TestGetAiTutorByUserIdDocument,
    "\n    query TestGettematybyaitutorid($input: GettematybyaitutoridInput!) {\n      gettematybyaitutorid(gettematybyaitutoridInput: $input) { ...TestTutorTopicFields }\n    }\n  ": types.TestGettematybyaitutoridDocument,
    "\n    query TestGetAiTutorTematById($input: GetAiTutorTematByIdInput!) {\n      getAiTutorTematById(getAiTutorTematByIdInput: $input) { ...TestTutorTopicFields }\n    }\n  ": types.TestGetAiTutorTematByIdDocument,
    "\n    query TestGettematdata($input: GettematdataInput!) {\n      gettematdata(gettematdataInput: $input) { content exercises aiTutorTemat { id state } }\n    }\n  ": types.TestGettematdataDocument,
    "\n    mutation TestContinueaitutoring($input: ContinueaitutoringAiTutorInput!) {\n      continueaitutoringAiTutor(continueaitutoringAiTutorInput: $input) {\n        id aiTutorTematId state detailLevel sessionConversationStarted sessionConversationId\n        previousSessionId createdAt\n      }\n    }\n  ": types.TestContinueaitutoringDocument,
    "\n    mutation TestFinishAiTutorTematSession($input: FinishAiTutorTematSessionInput!) {\n      finishAiTutorTematSession(finishAiTutorTematSessionInput: $input) {\n        id state testSessionQuizId sessionQuizId scorePercent\n        testSessionQuiz { id state quizResults { isFinished } }\n      }\n    }\n  ": types.TestFinishAiTutorTematSessionDocument,
    "\n    query TestGetaitematsessionbytematid($input: GetaitematsessionbytematidInput!) {\n      getaitematsessionbytematid(getaitematsessionbytematidInput: $input) {\n        id state sessionConversationId testSessionQuizId sessionQuizId scorePercent\n      }\n    }\n  ": types.TestGetaitematsessionbytematidDocument,
    "\n    subscription TestUpdateAiTutorTematSession($input: UpdateAiTutorTematSessionInput!) {\n      updateAiTutorTematSession(updateAiTutorTematSessionInput: $input) { id state sessionConversationId }\n    }\n  ": types.TestUpdateAiTutorTematSessionDocument,
    "\n    mutation TestGenerateainotatkasession($input: GenerateainotatkasessionInput!) {\n      generateainotatkasession(generateainotatkasessionInput: $input) { id name content workspaceId }\n    }\n  ": types.TestGenerateainotatkasessionDocument,
    "\n    mutation TestDeleteAiTutor($input: DeleteAiTutorInput!) {\n      deleteAiTutor(deleteAiTutorInput: $input) { success message }\n    }\n  ": types.TestDeleteAiTutorDocument,
    "\n    subscription TestNewAiTutor {\n      newAiTutor { id state }\n    }\n  ": types.TestNewAiTutorDocument,
    "\n    subscription TestUpdateAiTutor($input: UpdateAiTutorInput!) {\n      updateAiTutor(updateAiTutorInput: $input) { id state progress }\n    }\n  ": types.TestUpdateAiTutorDocument,
    "\n    subscription TestUpdateAiTutorTemat($input: UpdateAiTutorTematInput!) {\n      updateAiTutorTemat(updateAiTutorTematInput: $input) { id state full_generated }\n    }\n  ": types.TestUpdateAiTutorTematDocument,
    "\n  query allWordBases($input: GetWordBaseByUserIdInput) {\n    getWordBaseByUserId(getWordBaseByUserIdInput: $input) {\n      id name workspaceId workspaceName wordCount newCount dueCount isDeleted\n    }\n  }\n": types.AllWordBasesDocument,
    "\n  query languageWorkspace {\n    getlanguageworkspace { id name type userId temat { id } }\n  }\n": types.LanguageWorkspaceDocument,
    "\n  query solverWorkspaceBesideLanguages {\n    getsolverworkspace { id }\n  }\n": types.SolverWorkspaceBesideLanguagesDocument,
    "\n  fragment TestWordBaseFields on WordBase {\n    id workspaceId name description type languageCode sourcesId progress wordCount dueCount newCount isDeleted\n    state error notice lastStudiedAt\n    language { code name nameFull }\n    words { id wordBaseId word translation usageExample order due retrievability state reps lapses lastReview scheduledDays }\n  }\n": types.TestWordBaseFieldsFragmentDoc,
    "\n  fragment TestWordSessionFields on WordBaseSession {\n    id wordBaseId wordBaseSessionType isFinished score time wordCount finishedAt\n    answers { id wordId word rating isCorrect }\n    exercises { id kind polecenie example wordId word options answered isCorrect answer review expected }\n    nextWord { id word translation state }\n  }\n": types.TestWordSessionFieldsFragmentDoc,
    "\n    query getLanguages {\n      getLanguages { code name nameFull }\n    }\n  ": types.GetLanguagesDocument,
    "\n    mutation upsertwords($input: UpsertwordsInput!) {\n      upsertwords(upsertwordsInput: $input) { ...TestWordBaseFields }\n    }\n  ": types.UpsertwordsDocument,
    "\n    mutation translate($input: TranslateInput!) {\n      translate(translateInput: $input) { word translation usageExample problem }\n    }\n  ": types.TranslateDocument,
    "\n    mutation extractwordbase($input: ExtractwordbaseInput!) {\n      extractwordbase(extractwordbaseInput: $input) { ...TestWordBaseFields }\n    }\n  ": types.ExtractwordbaseDocument,
    "\n    mutation deleteWordBase($input: DeleteWordBaseInput!) {\n      deleteWordBase(deleteWordBaseInput: $input) { id isDeleted }\n    }\n  ": types.DeleteWordBaseDocument,
    "\n    mutation start($input: StartInput!) {\n      start(startInput: $input) { ...TestWordSessionFields }\n    }\n  ": types.StartDocument,
    "\n    mutation getnextword($input: GetnextwordInput!) {\n      getnextword(getnextwordInput: $input) { id word translation due state reps }\n    }\n  ": types.GetnextwordDocument,
    "\n    mutation wordpracticesession($input: WordpracticesessionInput!) {\n      wordpracticesession(wordpracticesessionInput: $input) { ...TestWordSessionFields }\n    }\n  ": types.WordpracticesessionDocument,
    "\n    mutation valdiateexercise($input: ValdiateexerciseInput!) {\n      valdiateexercise(valdiateexerciseInput: $input) { id kind answered isCorrect answer review expected }\n    }\n  ": types.ValdiateexerciseDocument,
    "\n    query getWordBaseByWorkspaceId($input: GetWordBaseByWorkspaceIdInput!) {\n      getWordBaseByWorkspaceId(getWordBaseByWorkspaceIdInput: $input) { id name isDeleted wordCount state }\n    }\n  ": types.GetWordBaseByWorkspaceIdDocument,
    "\n    query getWordBaseById($input: GetWordBaseByIdInput!) {\n      getWordBaseById(getWordBaseByIdInput: $input) { ...TestWordBaseFields }\n    }\n  ": types.GetWordBaseByIdDocument,
    "\n    query wordBaseWords($input: GetWordBaseByIdInput!, $page: Int, $limit: Int, $search: String) {\n      getWordBaseById(getWordBaseByIdInput: $input) {\n        id wordCount\n        wordPage(page: $page, limit: $limit, search: $search) {\n          total page limit\n          data { id word translation order state }\n        }\n      }\n    }\n  ": types.WordBaseWordsDocument,
    "\n    query getWordBaseBySourcesId($input: GetWordBaseBySourcesIdInput!) {\n      getWordBaseBySourcesId(getWordBaseBySourcesIdInput: $input) { id name sourcesId }\n    }\n  ": types.GetWordBaseBySourcesIdDocument,
    "\n    query getWordBaseSessionById($input: GetWordBaseSessionByIdInput!) {\n      getWordBaseSessionById(getWordBaseSessionByIdInput: $input) { ...TestWordSessionFields }\n    }\n  ": types.GetWordBaseSessionByIdDocument,
    "\n    query getWordBaseSessionByWordBaseId($input: GetWordBaseSessionByWordBaseIdInput!) {\n      getWordBaseSessionByWordBaseId(getWordBaseSessionByWordBaseIdInput: $input) {\n        id wordBaseSessionType isFinished score wordCount\n      }\n    }\n  ": types.GetWordBaseSessionByWordBaseIdDocument,
    "\n    query getWordHistory($input: GetWordBaseByIdInput!) {\n      getWordBaseById(getWordBaseByIdInput: $input) {\n        id\n        words { id word history { rating reviewedAt sessionId wordBaseSessionType scheduledDays } }\n      }\n    }\n  ": types.GetWordHistoryDocument,
    "\n    query getDueWords {\n      getDueWords { total byWorkspace { workspaceId count } }\n    }\n  ": types.GetDueWordsDocument,
    "\n    query getUserDocWordBase($input: GetUserDocByIdInput!) {\n      getUserDocById(getUserDocByIdInput: $input) { id wordBase { id name } }\n    }\n  ": types.GetUserDocWordBaseDocument,
    "\n    subscription newWordBase($input: NewWordBaseInput!) {\n      newWordBase(newWordBaseInput: $input) { id state wordCount isDeleted }\n    }\n  ": types.NewWordBaseDocument,
    "\n  query getUserWorkspaceCount($input: GetUserByIdInput!) {\n    getUserWorkspaceCount(getUserByIdInput: $input)\n  }\n": types.GetUserWorkspaceCountDocument,
    "\n  query solverWorkspaceForCount {\n    getsolverworkspace { id }\n  }\n": types.SolverWorkspaceForCountDocument,
    "\n    mutation signUp($input: SignUpInput!) {\n      signUp(signUpInput: $input) { id email onboardingStatus }\n    }\n  ": types.SignUpDocument,
    "\n    mutation login($input: LoginInput!) {\n      login(loginInput: $input) { id email onboardingStatus }\n    }\n  ": types.LoginDocument,
    "\n    mutation logout($input: LogoutInput) {\n      logout(logoutInput: $input) { success message }\n    }\n  ": types.LogoutDocument,
    "\n    mutation refreshToken {\n      refreshToken { success accessTokenExpiresAt }\n    }\n  ": types.RefreshTokenDocument,
    "\n    mutation verifyCode($input: VerifyCodeInput!) {\n      verifyCode(verifyCodeInput: $input) { id onboardingStatus isVerified role }\n    }\n  ": types.VerifyCodeDocument,
    "\n    mutation resendAuthCode($input: ResendAuthCodeInput) {\n      resendAuthCode(resendAuthCodeInput: $input) { success message }\n    }\n  ": types.ResendAuthCodeDocument,
    "\n    mutation resetPassword($input: ResetPasswordInput!) {\n      resetPassword(resetPasswordInput: $input) { success message }\n    }\n  ": types.ResetPasswordDocument,
    "\n    mutation newPassword($input: NewPasswordInput!) {\n      newPassword(newPasswordInput: $input) { success message }\n    }\n  ": types.NewPasswordDocument,
    "\n    mutation changePassword($input: ChangePasswordInput!) {\n      changePassword(changePasswordInput: $input) { success message }\n    }\n  ": types.ChangePasswordDocument,
    "\n    mutation sendSms($input: SendSmsInput!) {\n      sendSms(sendSmsInput: $input) { success message }\n    }\n  ": types.SendSmsDocument,
    "\n    mutation verifyPhone($input: VerifyPhoneInput!) {\n      verifyPhone(verifyPhoneInput: $input) { success message user { id phone onboardingStatus } }\n    }\n  ": types.VerifyPhoneDocument,
    "\n    mutation changeEmail($input: ChangeEmailInput!) {\n      changeEmail(changeEmailInput: $input) { success message }\n    }\n  ": types.ChangeEmailDocument,
    "\n    mutation confirmEmailChange($input: ConfirmEmailChangeInput!) {\n      confirmEmailChange(confirmEmailChangeInput: $input) { id email isVerified role }\n    }\n  ": types.ConfirmEmailChangeDocument,
    "\n    mutation sendDeleteAccountCode {\n      sendDeleteAccountCode { success message }\n    }\n  ": types.SendDeleteAccountCodeDocument,
    "\n    mutation deleteAccount($input: DeleteAccountInput!) {\n      deleteAccount(deleteAccountInput: $input) { success message }\n    }\n  ": types.DeleteAccountDocument,
    "\n    mutation requestDataExport {\n      requestDataExport { url expiresAt }\n    }\n  ": types.RequestDataExportDocument,
    "\n    query getMe {\n      getMe {\n        id email phone name surname avatar role onboardingStatus isVerified hasPassword\n        metadata { hasSeenInitialConversation }\n        onboarding { poziom egzaminy przedmioty }\n        integrations { id integrationType accessToken userId }\n      }\n    }\n  ": types.GetMeDocument,
    "\n    mutation answerOnboardingQuestion($input: AnswerOnboardingQuestionInput!) {\n      answerOnboardingQuestion(answerOnboardingQuestionInput: $input) {\n        id onboardingStatus onboarding { poziom egzaminy przedmioty }\n      }\n    }\n  ": types.AnswerOnboardingQuestionDocument,
    "\n    mutation updateUserInfo($input: UpdateUserInfoInput!) {\n      updateUserInfo(updateUserInfoInput: $input) {\n        id name surname avatar metadata { hasSeenInitialConversation }\n      }\n    }\n  ": types.UpdateUserInfoDocument,
    "\n    mutation deleteIntegration($input: DeleteIntegrationInput!) {\n      deleteIntegration(deleteIntegrationInput: $input) { success message }\n    }\n  ": types.DeleteIntegrationDocument,
    "\n    query getUsers($input: GetUsersInput) {\n      getUsers(getUsersInput: $input) { total page limit data { id email role } }\n    }\n  ": types.GetUsersDocument,
    "\n    query getUserById($input: GetUserByIdInput!) {\n      getUserById(getUserByIdInput: $input) { id email }\n    }\n  ": types.GetUserByIdDocument,
    "\n    query getAppConfig {\n      getAppConfig { turnstileSiteKey requirePhone }\n    }\n  ": types.GetAppConfigDocument,
    "\n    query getbyprzedmiotandpoziom($input: GetbyprzedmiotandpoziomInput!) {\n      getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $input) {\n        id przedmiot poziom base ckePoziom temat podTematy visible\n      }\n    }\n  ": types.GetbyprzedmiotandpoziomDocument,
    "\n    query getLektury($input: GetLekturyInput) {\n      getLektury(getLekturyInput: $input) { id title author epoka ckePoziom egzaminOsmoklasisty }\n    }\n  ": types.GetLekturyDocument,
    "\n    query getcke {\n      getcke { id liczbaPunktow minWords criteria { id name maxPoints details } rules }\n    }\n  ": types.GetckeDocument,
    "\n    mutation createWorkspace($input: CreateWorkspaceInput!) {\n      createWorkspace(createWorkspaceInput: $input) {\n        id type name userId zbiorCkeId createdAt updatedAt temat { id przedmiot poziom temat }\n      }\n    }\n  ": types.CreateWorkspaceDocument,
    "\n    query getWorkspaceById($input: GetWorkspaceByIdInput!) {\n      getWorkspaceById(getWorkspaceByIdInput: $input) {\n        id type name userId zbiorCkeId createdAt updatedAt temat { id przedmiot poziom temat }\n      }\n    }\n  ": types.GetWorkspaceByIdDocument,
    "\n    query getWorkspaceByUserId {\n      getWorkspaceByUserId { id name }\n    }\n  ": types.GetWorkspaceByUserIdDocument,
    "\n    query getLatestData($input: GetLatestDataInput) {\n      getLatestData(getLatestDataInput: $input) { id name }\n    }\n  ": types.GetLatestDataDocument,
    "\n    mutation updateWorkspace($input: UpdateWorkspaceInput!) {\n      updateWorkspace(updateWorkspaceInput: $input) { id name }\n    }\n  ": types.UpdateWorkspaceDocument,
    "\n    mutation deleteWorkspace($input: DeleteWorkspaceInput!) {\n      deleteWorkspace(deleteWorkspaceInput: $input) { success message }\n    }\n  ": types.DeleteWorkspaceDocument,
    "\n  fragment TestUserDocFields on UserDoc {\n    id workspaceId type state name sourceType content pageCount ocrPages truncatedFrom error\n    segments { text page }\n    file { id contentType originalFileName fileUrl }\n    youtubeMetadata { url videoId title author language transcripts { text start duration } }\n  }\n": types.TestUserDocFieldsFragmentDoc,
    "\n    mutation createUserDoc($input: CreateUserDocInput!) {\n      createUserDoc(createUserDocInput: $input) {\n        __typename\n        ... on UserDoc { ...TestUserDocFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  ": types.CreateUserDocDocument,
    "\n    query getUserDocById($input: GetUserDocByIdInput!) {\n      getUserDocById(getUserDocByIdInput: $input) { ...TestUserDocFields }\n    }\n  ": types.GetUserDocByIdDocument,
    "\n    query getUserDocByWorkspaceId($input: GetUserDocByWorkspaceIdInput!) {\n      getUserDocByWorkspaceId(getUserDocByWorkspaceIdInput: $input) { id name state }\n    }\n  ": types.GetUserDocByWorkspaceIdDocument,
    "\n    mutation updatedoc($input: UpdatedocInput!) {\n      updatedoc(updatedocInput: $input) { id name sourceType }\n    }\n  ": types.UpdatedocDocument,
    "\n    mutation deleteUserDoc($input: DeleteUserDocInput!) {\n      deleteUserDoc(deleteUserDocInput: $input) { success message }\n    }\n  ": types.DeleteUserDocDocument,
    "\n    mutation getFileUrl($input: GetFileUrlInput!) {\n      getFileUrl(getFileUrlInput: $input) { url expiresAt }\n    }\n  ": types.GetFileUrlDocument,
    "\n    query getUploadLimit {\n      getAppConfig { uploadMaxBytes }\n    }\n  ": types.GetUploadLimitDocument,
    "\n    mutation editnote($input: EditnoteInput!) {\n      editnote(editnoteInput: $input) {\n        id workspaceId name content action zadanieRelationId sourcesId createdAt updatedAt\n      }\n    }\n  ": types.EditnoteDocument,
    "\n    query getAiNoteById($input: GetAiNoteByIdInput!) {\n      getAiNoteById(getAiNoteByIdInput: $input) {\n        id workspaceId name content action zadanieRelationId sourcesId createdAt updatedAt\n      }\n    }\n  ": types.GetAiNoteByIdDocument,
    "\n    query getAiNoteByWorkspaceId($input: GetAiNoteByWorkspaceIdInput!) {\n      getAiNoteByWorkspaceId(getAiNoteByWorkspaceIdInput: $input) { id name }\n    }\n  ": types.GetAiNoteByWorkspaceIdDocument,
    "\n    mutation deleteAiNote($input: DeleteAiNoteInput!) {\n      deleteAiNote(deleteAiNoteInput: $input) { success message }\n    }\n  ": types.DeleteAiNoteDocument,
    "\n    mutation generateainotatkaAiNote($input: GenerateainotatkaAiNoteInput!) {\n      generateainotatkaAiNote(generateainotatkaAiNoteInput: $input) {\n        id workspaceId name content action sourcesId\n      }\n    }\n  ": types.GenerateainotatkaAiNoteDocument,
    "\n    mutation noteaction($input: NoteactionInput!) {\n      noteaction(noteactionInput: $input) { text note { id name content } }\n    }\n  ": types.NoteactionDocument,
    "\n  fragment TestSourceSetFields on SourceSet {\n    id workspaceId action\n    items { type id }\n    sources {\n      __typename ... on UserDoc { id name } ... on AiNote { id name } ... on QuizResult { id }\n      ... on LibrarySource { id name }\n    }\n  }\n": types.TestSourceSetFieldsFragmentDoc,
    "\n    mutation updateSources($input: UpdateSourcesInput!) {\n      updateSources(updateSourcesInput: $input) { ...TestSourceSetFields }\n    }\n  ": types.UpdateSourcesDocument,
    "\n    query getSourcesById($input: GetSourcesByIdInput!) {\n      getSourcesById(getSourcesByIdInput: $input) { ...TestSourceSetFields }\n    }\n  ": types.GetSourcesByIdDocument,
    "\n    query getActionSources($input: GetActionSourcesInput!) {\n      getActionSources(getActionSourcesInput: $input) {\n        workspaceId action\n        selected { ...TestSourceSetFields }\n        groups {\n          type label\n          sources { __typename ... on UserDoc { id name sourceType } ... on AiNote { id name } }\n        }\n        fromTools {\n          itemType label\n          sources {\n            __typename ... on QuizResult { id quizWorkspaceId percent }\n            ... on LibrarySource { id name podrecznikId }\n          }\n        }\n      }\n    }\n  ": types.GetActionSourcesDocument,
    "\n  fragment TestConversationFields on ConversationWorkspace {\n    id workspaceId name action state isFetching sourcesId\n    userMessages {\n      id message messageContent type\n      messageFiles { fileId contentType originalFileName fileUrl }\n      botResponses {\n        id content isFetching isError error stopped\n        citations { number sourceType sourceId name page charStart charEnd excerpt }\n      }\n    }\n  }\n": types.TestConversationFieldsFragmentDoc,
    "\n  fragment TestBotMessageFields on BotMessage {\n    id content isFetching isError error stopped\n    citations { number sourceType sourceId name page charStart charEnd excerpt }\n  }\n": types.TestBotMessageFieldsFragmentDoc,
    "\n    mutation startconversation($input: StartconversationInput!) {\n      startconversation(startconversationInput: $input) { ...TestConversationFields }\n    }\n  ": types.StartconversationDocument,
    "\n    mutation startconversationoverall($input: StartconversationoverallInput!) {\n      startconversationoverall(startconversationoverallInput: $input) { ...TestConversationFields }\n    }\n  ": types.StartconversationoverallDocument,
    "\n    mutation startconversationsolver($input: StartconversationsolverInput!) {\n      startconversationsolver(startconversationsolverInput: $input) { ...TestConversationFields }\n    }\n  ": types.StartconversationsolverDocument,
    "\n    mutation startconversationinline($input: StartconversationinlineInput!) {\n      startconversationinline(startconversationinlineInput: $input) { ...TestConversationFields }\n    }\n  ": types.StartconversationinlineDocument,
    "\n    mutation startconversationintent($input: StartconversationintentInput!) {\n      startconversationintent(startconversationintentInput: $input) {\n        id action intent { type message conversationType }\n      }\n    }\n  ": types.StartconversationintentDocument,
    "\n    mutation sendmessage($input: SendmessageInput!) {\n      sendmessage(sendmessageInput: $input) { id message type botResponses { ...TestBotMessageFields } }\n    }\n  ": types.SendmessageDocument,
    "\n    mutation sendmessageintent($input: SendmessageintentInput!) {\n      sendmessageintent(sendmessageintentInput: $input) { id messageIntents { conversationType message } }\n    }\n  ": types.SendmessageintentDocument,
    "\n    mutation sendmessageintentai($input: SendmessageintentaiInput!) {\n      sendmessageintentai(sendmessageintentaiInput: $input) {\n        id messageIntents { type conversationType message }\n      }\n    }\n  ": types.SendmessageintentaiDocument,
    "\n    query getConversationWorkspaceById($input: GetConversationWorkspaceByIdInput!) {\n      getConversationWorkspaceById(getConversationWorkspaceByIdInput: $input) { ...TestConversationFields }\n    }\n  ": types.GetConversationWorkspaceByIdDocument,
    "\n    query paginateConversationWorkspaceByWorkspaceId($input: PaginateConversationWorkspaceByWorkspaceIdInput!) {\n      paginateConversationWorkspaceByWorkspaceId(paginateConversationWorkspaceByWorkspaceIdInput: $input) {\n        total page limit data { id name createdAt }\n      }\n    }\n  ": types.PaginateConversationWorkspaceByWorkspaceIdDocument,
    "\n    mutation stopConversationGeneration($input: StopConversationGenerationInput!) {\n      stopConversationGeneration(stopConversationGenerationInput: $input) { id }\n    }\n  ": types.StopConversationGenerationDocument,
    "\n    mutation renameConversationWorkspace($input: RenameConversationWorkspaceInput!) {\n      renameConversationWorkspace(renameConversationWorkspaceInput: $input) { id name }\n    }\n  ": types.RenameConversationWorkspaceDocument,
    "\n    mutation deleteConversationWorkspace($input: DeleteConversationWorkspaceInput!) {\n      deleteConversationWorkspace(deleteConversationWorkspaceInput: $input) { success message }\n    }\n  ": types.DeleteConversationWorkspaceDocument,
    "\n    query getSubscriptionUsage {\n      getSubscriptionUsage {\n        name grantedAt status cancelAtPeriodEnd expiresAt planPrice billingInterval recurring\n        paymentMethod { card_brand card_last4 exp_month exp_year }\n        usage { action label limit limitType limitInterval usage remaining renewsAt }\n      }\n    }\n  ": types.GetSubscriptionUsageDocument,
    "\n    query getAvaliblePlansPublic {\n      getAvaliblePlansPublic {\n        id name price price3m price12m freeTier description visible\n        limits { id action visible label limitDisplay limitInterval limit { type value } usedIn }\n      }\n    }\n  ": types.GetAvaliblePlansPublicDocument,
    "\n    subscription newAiNote($input: NewAiNoteInput!) {\n      newAiNote(newAiNoteInput: $input) { id name }\n    }\n  ": types.NewAiNoteDocument,
    "\n    subscription updateUserDoc($input: UserDocEventsInput!) {\n      updateUserDoc(updateUserDocInput: $input) { id state }\n    }\n  ": types.UpdateUserDocDocument,
    "\n    subscription llmStream($input: LlmStreamInput!) {\n      llmStream(llmStreamInput: $input) { type delta offset content error }\n    }\n  ": types.LlmStreamDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestGetAvaliblePlans {\n      getAvaliblePlans {\n        id name price price3m price12m freeTier visible userPlanAction\n        limits { action limitDisplay limit { type value } }\n      }\n    }\n  "): typeof import('./graphql.ts').TestGetAvaliblePlansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestMeSubscription {\n      getMe {\n        id\n        subscriptionEntity {\n          id userId stripeSubscriptionId grantedAt expiresAt\n          plan { id name price limits { action limit { type value } } }\n          additionalLimits { id name action additionalLimit price purchasedAt }\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').TestMeSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestCancelSubscription($input: CancelSubscriptionInput!) {\n      cancelSubscription(cancelSubscriptionInput: $input) { name status cancelAtPeriodEnd expiresAt }\n    }\n  "): typeof import('./graphql.ts').TestCancelSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestEndTrial {\n      endTrial { name status cancelAtPeriodEnd expiresAt }\n    }\n  "): typeof import('./graphql.ts').TestEndTrialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestGeneratePaymentLink($input: GeneratePaymentLinkInput!) {\n      generatePaymentLink(generatePaymentLinkInput: $input)\n    }\n  "): typeof import('./graphql.ts').TestGeneratePaymentLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestGetInvoices {\n      getInvoices {\n        id status total url created paymentUrl planName\n        paymentMethod { card_brand card_last4 exp_month exp_year }\n      }\n    }\n  "): typeof import('./graphql.ts').TestGetInvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestCalculatePreview($input: CalculatePreviewInput!) {\n      calculatePreview(calculatePreviewInput: $input) {\n        total_amount original_price adjustment planId prorationDate\n        payment_method { card_brand card_last4 }\n      }\n    }\n  "): typeof import('./graphql.ts').TestCalculatePreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestUpgradeSubscription($input: UpgradeSubscriptionInput!) {\n      upgradeSubscription(upgradeSubscriptionInput: $input) { name status planPrice billingInterval recurring }\n    }\n  "): typeof import('./graphql.ts').TestUpgradeSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestBillingAccount($checkoutId: ID!) {\n      getSubscriptionUsage {\n        name status billingInterval recurring\n        paymentMethod { card_brand card_last4 exp_month exp_year }\n        usage { action limit }\n        additionalLimits { name action additionalLimit price expiresAt }\n        addOnOffers { id name action additionalLimit price validDays }\n        checkout(id: $checkoutId) { id state name }\n      }\n      getMe { id onboardingStatus subStatus isFreeSub }\n    }\n  "): typeof import('./graphql.ts').TestBillingAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query answerNotesOfConversation($input: GetConversationWorkspaceByIdInput!) {\n    getConversationWorkspaceById(getConversationWorkspaceByIdInput: $input) {\n      id\n      userMessages { id botResponses { id aiNoteId } }\n    }\n  }\n"): typeof import('./graphql.ts').AnswerNotesOfConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestEssayFields on RozprawkaAi {\n    id workspaceId type temat przedmiot poziom egzamin state liczbaArgumentow poziomJezyka polecenie\n    wordCount minWords maxWords rozprawkaReviewId error notice createdAt updatedAt\n    lektury { id title author }\n    segments {\n      id rozprawkaId order type content contentJson explanation helperContent lekturaId wordCount\n      uwagi { kind message quote lekturaId }\n    }\n  }\n"): typeof import('./graphql.ts').TestEssayFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestReviewFields on RozprawkaAiReview {\n    id workspaceId przedmiot poziom egzamin temat content state error notice review reviewContent\n    poprawki { fragment rewrite why }\n    wordCount dysleksja rozprawkaId poprawionaRozprawkaId userDocId createdAt\n    maturaPolski { egzamin nazwa liczbaPunktow zdobytePunkty zasady kryteria { id name maxPoints points reason rule cytaty { text start end kind comment correction } } }\n    egzaminOsmoklasistyPolski { egzamin nazwa liczbaPunktow zdobytePunkty zasady kryteria { id name maxPoints points reason rule cytaty { text start end kind comment correction } } }\n    maturaAngielski { egzamin nazwa liczbaPunktow zdobytePunkty zasady kryteria { id name maxPoints points reason rule cytaty { text start end kind comment correction } } }\n    egzaminOsmoklasistyAngielski { egzamin nazwa liczbaPunktow zdobytePunkty zasady kryteria { id name maxPoints points reason rule cytaty { text start end kind comment correction } } }\n  }\n"): typeof import('./graphql.ts').TestReviewFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestRewriteFields on RozprawkaSegmentRewrite {\n    id segmentId content instruction action discarded accepted previousContent createdAt\n    segment { id content uwagi { kind message quote } }\n  }\n"): typeof import('./graphql.ts').TestRewriteFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation generaterozprawka($input: GeneraterozprawkaInput!) {\n      generaterozprawka(generaterozprawkaInput: $input) {\n        __typename\n        ... on RozprawkaAi { ...TestEssayFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  "): typeof import('./graphql.ts').GeneraterozprawkaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation reviewrozprawka($input: ReviewrozprawkaInput!) {\n      reviewrozprawka(reviewrozprawkaInput: $input) {\n        __typename\n        ... on RozprawkaAiReview { ...TestReviewFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  "): typeof import('./graphql.ts').ReviewrozprawkaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation convertreviewtorozprawka($input: ConvertreviewtorozprawkaInput!) {\n      convertreviewtorozprawka(convertreviewtorozprawkaInput: $input) { ...TestEssayFields }\n    }\n  "): typeof import('./graphql.ts').ConvertreviewtorozprawkaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation generateexplanation($input: GenerateexplanationInput!) {\n      generateexplanation(generateexplanationInput: $input) { id explanation content }\n    }\n  "): typeof import('./graphql.ts').GenerateexplanationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation rewritesegment($input: RewritesegmentInput!) {\n      rewritesegment(rewritesegmentInput: $input) { ...TestRewriteFields }\n    }\n  "): typeof import('./graphql.ts').RewritesegmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation generativefunctionsegment($input: GenerativefunctionsegmentInput!) {\n      generativefunctionsegment(generativefunctionsegmentInput: $input) { ...TestRewriteFields }\n    }\n  "): typeof import('./graphql.ts').GenerativefunctionsegmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation updatesegmentstatus($input: UpdatesegmentstatusInput!) {\n      updatesegmentstatus(updatesegmentstatusInput: $input) { ...TestRewriteFields }\n    }\n  "): typeof import('./graphql.ts').UpdatesegmentstatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation updateRozprawkaAiSegment($input: UpdateRozprawkaAiSegmentInput!) {\n      updateRozprawkaAiSegment(updateRozprawkaAiSegmentInput: $input) { id content wordCount uwagi { kind quote } }\n    }\n  "): typeof import('./graphql.ts').UpdateRozprawkaAiSegmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation deleteRozprawkaAi($input: DeleteRozprawkaAiInput!) {\n      deleteRozprawkaAi(deleteRozprawkaAiInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').DeleteRozprawkaAiDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation deleteRozprawkaAiReview($input: DeleteRozprawkaAiReviewInput!) {\n      deleteRozprawkaAiReview(deleteRozprawkaAiReviewInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').DeleteRozprawkaAiReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getRozprawkaAiById($input: GetRozprawkaAiByIdInput!) {\n      getRozprawkaAiById(getRozprawkaAiByIdInput: $input) { ...TestEssayFields }\n    }\n  "): typeof import('./graphql.ts').GetRozprawkaAiByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getRozprawkaAiByWorkspaceId($input: GetRozprawkaAiByWorkspaceIdInput) {\n      getRozprawkaAiByWorkspaceId(getRozprawkaAiByWorkspaceIdInput: $input) { id state temat workspaceId }\n    }\n  "): typeof import('./graphql.ts').GetRozprawkaAiByWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getRozprawkaAiReviewById($input: GetRozprawkaAiReviewByIdInput!) {\n      getRozprawkaAiReviewById(getRozprawkaAiReviewByIdInput: $input) { ...TestReviewFields }\n    }\n  "): typeof import('./graphql.ts').GetRozprawkaAiReviewByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getRozprawkaAiReviewByWorkspaceId($input: GetRozprawkaAiReviewByWorkspaceIdInput) {\n      getRozprawkaAiReviewByWorkspaceId(getRozprawkaAiReviewByWorkspaceIdInput: $input) { id state temat workspaceId }\n    }\n  "): typeof import('./graphql.ts').GetRozprawkaAiReviewByWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getSegmentRewrites($input: GetSegmentRewritesInput!) {\n      getSegmentRewrites(getSegmentRewritesInput: $input) { ...TestRewriteFields }\n    }\n  "): typeof import('./graphql.ts').GetSegmentRewritesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query testRagDocuments($input: GetLibraryRagDocumentsInput!) {\n      getLibraryRagDocuments(getLibraryRagDocumentsInput: $input) {\n        id podrecznikId title chapter przedmiot poziom visible deleted chunkCount characters indexedAt\n      }\n    }\n  "): typeof import('./graphql.ts').TestRagDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query testRagSearch($input: SearchLibraryRagInput!) {\n      searchLibraryRag(searchLibraryRagInput: $input) { documentId title chapter visible page text score }\n    }\n  "): typeof import('./graphql.ts').TestRagSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation testRagReindex($input: ReindexLibraryBookInput!) {\n      reindexLibraryBook(reindexLibraryBookInput: $input) { id chunkCount }\n    }\n  "): typeof import('./graphql.ts').TestRagReindexDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation testRagRemove($input: RemoveLibraryRagDocumentInput!) {\n      removeLibraryRagDocument(removeLibraryRagDocumentInput: $input) { id chunkCount }\n    }\n  "): typeof import('./graphql.ts').TestRagRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getpodrecznikbyprzedmiotandpoziom($input: GetpodrecznikbyprzedmiotandpoziomInput!) {\n      getpodrecznikbyprzedmiotandpoziom(getpodrecznikbyprzedmiotandpoziomInput: $input) {\n        id isbn poziom przedmiot title visible klasa wydawnictwo authors demo exerciseCount\n      }\n    }\n  "): typeof import('./graphql.ts').GetpodrecznikbyprzedmiotandpoziomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getPodrBookById($input: GetPodrBookByIdInput!) {\n      getPodrBookById(getPodrBookByIdInput: $input) {\n        id\n        podrecznik { id title visible }\n        chapters {\n          id toc_id number name raw_name page deleted exerciseCount\n          subchapters { id toc_id number name raw_name page deleted exerciseCount }\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').GetPodrBookByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getBooks($input: GetBooksInput!) {\n      getBooks(getBooksInput: $input) { total page limit data { id name klasa przedmiot isbn type demo exerciseCount } }\n    }\n  "): typeof import('./graphql.ts').GetBooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getbookbyid($input: GetbookbyidInput!) {\n      getbookbyid(getbookbyidInput: $input) {\n        id name exerciseCount\n        rozdzialy {\n          id name number page exerciseCount\n          subrozdzialy {\n            id name number page exerciseCount\n            exercises { id title pageNumber question answer exerciseNumber subExercises { id } }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').GetbookbyidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getBooksByTitle($input: GetBooksByTitleInput!) {\n      getBooksByTitle(getBooksByTitleInput: $input) { id name isbn }\n    }\n  "): typeof import('./graphql.ts').GetBooksByTitleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getcount($input: GetcountInput) {\n      getcount(getcountInput: $input)\n    }\n  "): typeof import('./graphql.ts').GetcountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query libraryExercises($input: GetPaginatedZadanieByRelationIdInput!) {\n      getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {\n        total page limit data { id numberExercise question type answer explanation state zadanieOdpowiedzi { key value } }\n      }\n    }\n  "): typeof import('./graphql.ts').LibraryExercisesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation updatepodrecznik($input: UpdatepodrecznikInput!) {\n      updatepodrecznik(updatepodrecznikInput: $input) { id title isbn visible klasa authors }\n    }\n  "): typeof import('./graphql.ts').UpdatepodrecznikDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation updatetemat($input: UpdatetematInput!) {\n      updatetemat(updatetematInput: $input) { id podrecznikId content zadanieId visible }\n    }\n  "): typeof import('./graphql.ts').UpdatetematDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation libraryUpdateZadanie($input: UpdateZadanieInput!) {\n      updateZadanie(updateZadanieInput: $input) { id numberExercise question answer explanation state }\n    }\n  "): typeof import('./graphql.ts').LibraryUpdateZadanieDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query checkZadanieAnswer($input: CheckZadanieAnswerInput!) {\n      checkZadanieAnswer(checkZadanieAnswerInput: $input) { verdict message }\n    }\n  "): typeof import('./graphql.ts').CheckZadanieAnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query studyProgress {\n      studyProgress {\n        currentStreak longestStreak studiedToday todaySessions dailyGoal remindersEnabled today\n      }\n    }\n  "): typeof import('./graphql.ts').StudyProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation setDailyStudyGoal($input: SetDailyStudyGoalInput!) {\n      setDailyStudyGoal(setDailyStudyGoalInput: $input) { dailyGoal todaySessions }\n    }\n  "): typeof import('./graphql.ts').SetDailyStudyGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation setStudyReminders($input: SetStudyRemindersInput!) {\n      setStudyReminders(setStudyRemindersInput: $input) { remindersEnabled }\n    }\n  "): typeof import('./graphql.ts').SetStudyRemindersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query studyOverview {\n      studyOverview {\n        today currentStreak longestStreak\n        days { day sessions }\n        quizzes { finished subjects { przedmiot attempts { day scorePercent } } }\n        words { wordCount learnt due }\n        essays { graded przedmiot poziom attempts { day points maxPoints } criteria { id name maxPoints points } }\n        tests { solved tasksSolved weeks { start solved } }\n        tutors { practised mastered subjects { przedmiot practised mastered } }\n      }\n    }\n  "): typeof import('./graphql.ts').StudyOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query allQuizzes($input: GetQuizWorkspaceByUserIdInput) {\n    getQuizWorkspaceByUserId(getQuizWorkspaceByUserIdInput: $input) {\n      id name workspaceId workspaceName state questionCount createdAt\n    }\n  }\n"): typeof import('./graphql.ts').AllQuizzesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestQuizFields on QuizWorkspace {\n    id workspaceId quizFlowId name detailScale questionCount requestedCount questionTypes type state\n    lekturaId rozdzialId zadaniaId fromMistakes error notice createdAt\n    questions { id order kind question options { id text } points expectsValue }\n  }\n"): typeof import('./graphql.ts').TestQuizFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestQuizAnswerFields on QuizAnswer {\n    id questionId optionId userAnswer fileId fileUrl isCorrect points maxPoints isReviewing\n    review { good missing modelAnswer }\n    correctOptionId correctAnswer explanation\n    citation { sourceKind sourceId sourceName page startSeconds text }\n  }\n"): typeof import('./graphql.ts').TestQuizAnswerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestQuizResultFields on QuizResult {\n    id quizWorkspaceId workspaceId isFinished isReviewing instantFeedback score maxScore percent sessionId\n    finishedAt quizAnswers { ...TestQuizAnswerFields }\n  }\n"): typeof import('./graphql.ts').TestQuizResultFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation generatequiz($input: GeneratequizInput!) {\n      generatequiz(generatequizInput: $input) {\n        __typename\n        ... on QuizWorkspace { ...TestQuizFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  "): typeof import('./graphql.ts').GeneratequizDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation generatequizcontinue($input: GeneratequizcontinueInput!) {\n      generatequizcontinue(generatequizcontinueInput: $input) {\n        __typename\n        ... on QuizWorkspace { ...TestQuizFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  "): typeof import('./graphql.ts').GeneratequizcontinueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation createQuizResult($input: CreateQuizResultInput!) {\n      createQuizResult(createQuizResultInput: $input) { ...TestQuizResultFields }\n    }\n  "): typeof import('./graphql.ts').CreateQuizResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation submitAnswer($input: SubmitAnswerInput!) {\n      submitAnswer(submitAnswerInput: $input) { ...TestQuizAnswerFields }\n    }\n  "): typeof import('./graphql.ts').SubmitAnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation submitQuizResult($input: SubmitQuizResultInput!) {\n      submitQuizResult(submitQuizResultInput: $input) { ...TestQuizResultFields }\n    }\n  "): typeof import('./graphql.ts').SubmitQuizResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation deleteQuizWorkspace($input: DeleteQuizWorkspaceInput!) {\n      deleteQuizWorkspace(deleteQuizWorkspaceInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').DeleteQuizWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getQuizWorkspaceById($input: GetQuizWorkspaceByIdInput!) {\n      getQuizWorkspaceById(getQuizWorkspaceByIdInput: $input) {\n        ...TestQuizFields\n        quizResults { id isFinished score percent }\n      }\n    }\n  "): typeof import('./graphql.ts').GetQuizWorkspaceByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getQuizWorkspaceByWorkspaceId($input: GetQuizWorkspaceByWorkspaceIdInput!) {\n      getQuizWorkspaceByWorkspaceId(getQuizWorkspaceByWorkspaceIdInput: $input) { id name state }\n    }\n  "): typeof import('./graphql.ts').GetQuizWorkspaceByWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getQuizResultById($input: GetQuizResultByIdInput!) {\n      getQuizResultById(getQuizResultByIdInput: $input) { ...TestQuizResultFields }\n    }\n  "): typeof import('./graphql.ts').GetQuizResultByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getQuizFlowById($input: GetQuizFlowByIdInput!) {\n      getQuizFlowById(getQuizFlowByIdInput: $input) {\n        id workspaceId title isDeleted userDocId lekturaId sourcesId score\n        lektura { id title author }\n        quizzes { id name state fromMistakes }\n      }\n    }\n  "): typeof import('./graphql.ts').GetQuizFlowByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getQuizFlowByWorkspaceId($input: GetQuizFlowByWorkspaceIdInput!) {\n      getQuizFlowByWorkspaceId(getQuizFlowByWorkspaceIdInput: $input) { id title score quizzes { id } }\n    }\n  "): typeof import('./graphql.ts').GetQuizFlowByWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getQuizFlowByUserDocId($input: GetQuizFlowByUserDocIdInput!) {\n      getQuizFlowByUserDocId(getQuizFlowByUserDocIdInput: $input) { id title userDocId }\n    }\n  "): typeof import('./graphql.ts').GetQuizFlowByUserDocIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    subscription newQuizFlow($input: NewQuizFlowInput!) {\n      newQuizFlow(newQuizFlowInput: $input) { id title }\n    }\n  "): typeof import('./graphql.ts').NewQuizFlowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    subscription newQuizWorkspace($input: NewQuizWorkspaceInput!) {\n      newQuizWorkspace(newQuizWorkspaceInput: $input) { id state }\n    }\n  "): typeof import('./graphql.ts').NewQuizWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    subscription updateQuizResult($input: UpdateQuizResultInput!) {\n      updateQuizResult(updateQuizResultInput: $input) { id isReviewing isFinished score }\n    }\n  "): typeof import('./graphql.ts').UpdateQuizResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getShareLink($input: ShareItemInput!) {\n      getShareLink(input: $input) { token kind itemId createdAt revokedAt }\n    }\n  "): typeof import('./graphql.ts').GetShareLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation createShareLink($input: ShareItemInput!) {\n      createShareLink(input: $input) { token kind itemId createdAt revokedAt }\n    }\n  "): typeof import('./graphql.ts').CreateShareLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation revokeShareLink($input: ShareTokenInput!) {\n      revokeShareLink(input: $input) { token kind itemId revokedAt }\n    }\n  "): typeof import('./graphql.ts').RevokeShareLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getSharedItem($input: ShareTokenInput!) {\n      getSharedItem(input: $input) { token kind title description summary entries { text answer options } }\n    }\n  "): typeof import('./graphql.ts').GetSharedItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation copySharedItem($input: CopySharedItemInput!) {\n      copySharedItem(input: $input) { kind id workspaceId alreadyCopied }\n    }\n  "): typeof import('./graphql.ts').CopySharedItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query legalOperatorOfAppConfig {\n    getAppConfig {\n      operator { name address krs nip email dpoEmail example }\n    }\n  }\n"): typeof import('./graphql.ts').LegalOperatorOfAppConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestTestSolverFields on TestSolver {\n    id workspaceId title state polecenie przedmiot zadaniaId tematyId solvedDocId pageCount taskCount\n    solvedCount failedCount notice error createdAt\n    userDocs { id name sourceType state type }\n    zadania {\n      id testSolverId workspaceId numberExercise order question type points pages state answer explanation\n      dlaczego check checkMessage error\n      zadanieOdpowiedzi { key value }\n    }\n  }\n"): typeof import('./graphql.ts').TestTestSolverFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation sprawdziansolution($input: SprawdziansolutionInput!) {\n      sprawdziansolution(sprawdziansolutionInput: $input) {\n        __typename\n        ... on TestSolver { ...TestTestSolverFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  "): typeof import('./graphql.ts').SprawdziansolutionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getTestSolverById($input: GetTestSolverByIdInput!) {\n      getTestSolverById(getTestSolverByIdInput: $input) { ...TestTestSolverFields }\n    }\n  "): typeof import('./graphql.ts').GetTestSolverByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getTestSolverByWorkspaceId($input: GetTestSolverByWorkspaceIdInput) {\n      getTestSolverByWorkspaceId(getTestSolverByWorkspaceIdInput: $input) { id state title workspaceId taskCount }\n    }\n  "): typeof import('./graphql.ts').GetTestSolverByWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getPaginatedZadanieByRelationId($input: GetPaginatedZadanieByRelationIdInput!) {\n      getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {\n        total page limit\n        data { id numberExercise order state }\n      }\n    }\n  "): typeof import('./graphql.ts').GetPaginatedZadanieByRelationIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation updateZadanie($input: UpdateZadanieInput!) {\n      updateZadanie(updateZadanieInput: $input) {\n        id numberExercise question type state answer check error\n        zadanieOdpowiedzi { key value }\n      }\n    }\n  "): typeof import('./graphql.ts').UpdateZadanieDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation deleteTestSolver($input: DeleteTestSolverInput!) {\n      deleteTestSolver(deleteTestSolverInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').DeleteTestSolverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query taskConversation($input: GetConversationWorkspaceByIdInput!) {\n      getConversationWorkspaceById(getConversationWorkspaceByIdInput: $input) {\n        id action\n        userMessages {\n          id message\n          zadanieCall { id numberExercise question }\n          botResponses { id content isFetching isError zadanie { id numberExercise } }\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').TaskConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestTutorFields on AiTutor {\n    id userId workspaceId origin tematId temat { id temat } przedmiot poziom name description state error progress\n    generatedImageId fileUrl createdAt updatedAt\n    rozdzial { id number name bookId bookTitle }\n    aiTutorInitialData { sourcesId detailLevel userComment }\n    aiTutorTemat { ...TestTutorTopicFields }\n  }\n"): typeof import('./graphql.ts').TestTutorFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestTutorTopicFields on AiTutorTemat {\n    id aiTutorId workspaceId order name description state full_generated mastered error\n    podrSubchapter { id number name page }\n  }\n"): typeof import('./graphql.ts').TestTutorTopicFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestAitutoring($input: AitutoringAiTutorInput!) {\n      aitutoringAiTutor(aitutoringAiTutorInput: $input) { ...TestTutorFields }\n    }\n  "): typeof import('./graphql.ts').TestAitutoringDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestGetAiTutorById($input: GetAiTutorByIdInput!) {\n      getAiTutorById(getAiTutorByIdInput: $input) { ...TestTutorFields }\n    }\n  "): typeof import('./graphql.ts').TestGetAiTutorByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestGetAiTutorByUserId {\n      getAiTutorByUserId { id name state progress }\n    }\n  "): typeof import('./graphql.ts').TestGetAiTutorByUserIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestGettematybyaitutorid($input: GettematybyaitutoridInput!) {\n      gettematybyaitutorid(gettematybyaitutoridInput: $input) { ...TestTutorTopicFields }\n    }\n  "): typeof import('./graphql.ts').TestGettematybyaitutoridDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestGetAiTutorTematById($input: GetAiTutorTematByIdInput!) {\n      getAiTutorTematById(getAiTutorTematByIdInput: $input) { ...TestTutorTopicFields }\n    }\n  "): typeof import('./graphql.ts').TestGetAiTutorTematByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestGettematdata($input: GettematdataInput!) {\n      gettematdata(gettematdataInput: $input) { content exercises aiTutorTemat { id state } }\n    }\n  "): typeof import('./graphql.ts').TestGettematdataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestContinueaitutoring($input: ContinueaitutoringAiTutorInput!) {\n      continueaitutoringAiTutor(continueaitutoringAiTutorInput: $input) {\n        id aiTutorTematId state detailLevel sessionConversationStarted sessionConversationId\n        previousSessionId createdAt\n      }\n    }\n  "): typeof import('./graphql.ts').TestContinueaitutoringDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestFinishAiTutorTematSession($input: FinishAiTutorTematSessionInput!) {\n      finishAiTutorTematSession(finishAiTutorTematSessionInput: $input) {\n        id state testSessionQuizId sessionQuizId scorePercent\n        testSessionQuiz { id state quizResults { isFinished } }\n      }\n    }\n  "): typeof import('./graphql.ts').TestFinishAiTutorTematSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TestGetaitematsessionbytematid($input: GetaitematsessionbytematidInput!) {\n      getaitematsessionbytematid(getaitematsessionbytematidInput: $input) {\n        id state sessionConversationId testSessionQuizId sessionQuizId scorePercent\n      }\n    }\n  "): typeof import('./graphql.ts').TestGetaitematsessionbytematidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    subscription TestUpdateAiTutorTematSession($input: UpdateAiTutorTematSessionInput!) {\n      updateAiTutorTematSession(updateAiTutorTematSessionInput: $input) { id state sessionConversationId }\n    }\n  "): typeof import('./graphql.ts').TestUpdateAiTutorTematSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestGenerateainotatkasession($input: GenerateainotatkasessionInput!) {\n      generateainotatkasession(generateainotatkasessionInput: $input) { id name content workspaceId }\n    }\n  "): typeof import('./graphql.ts').TestGenerateainotatkasessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TestDeleteAiTutor($input: DeleteAiTutorInput!) {\n      deleteAiTutor(deleteAiTutorInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').TestDeleteAiTutorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    subscription TestNewAiTutor {\n      newAiTutor { id state }\n    }\n  "): typeof import('./graphql.ts').TestNewAiTutorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    subscription TestUpdateAiTutor($input: UpdateAiTutorInput!) {\n      updateAiTutor(updateAiTutorInput: $input) { id state progress }\n    }\n  "): typeof import('./graphql.ts').TestUpdateAiTutorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    subscription TestUpdateAiTutorTemat($input: UpdateAiTutorTematInput!) {\n      updateAiTutorTemat(updateAiTutorTematInput: $input) { id state full_generated }\n    }\n  "): typeof import('./graphql.ts').TestUpdateAiTutorTematDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query allWordBases($input: GetWordBaseByUserIdInput) {\n    getWordBaseByUserId(getWordBaseByUserIdInput: $input) {\n      id name workspaceId workspaceName wordCount newCount dueCount isDeleted\n    }\n  }\n"): typeof import('./graphql.ts').AllWordBasesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query languageWorkspace {\n    getlanguageworkspace { id name type userId temat { id } }\n  }\n"): typeof import('./graphql.ts').LanguageWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query solverWorkspaceBesideLanguages {\n    getsolverworkspace { id }\n  }\n"): typeof import('./graphql.ts').SolverWorkspaceBesideLanguagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestWordBaseFields on WordBase {\n    id workspaceId name description type languageCode sourcesId progress wordCount dueCount newCount isDeleted\n    state error notice lastStudiedAt\n    language { code name nameFull }\n    words { id wordBaseId word translation usageExample order due retrievability state reps lapses lastReview scheduledDays }\n  }\n"): typeof import('./graphql.ts').TestWordBaseFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestWordSessionFields on WordBaseSession {\n    id wordBaseId wordBaseSessionType isFinished score time wordCount finishedAt\n    answers { id wordId word rating isCorrect }\n    exercises { id kind polecenie example wordId word options answered isCorrect answer review expected }\n    nextWord { id word translation state }\n  }\n"): typeof import('./graphql.ts').TestWordSessionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getLanguages {\n      getLanguages { code name nameFull }\n    }\n  "): typeof import('./graphql.ts').GetLanguagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation upsertwords($input: UpsertwordsInput!) {\n      upsertwords(upsertwordsInput: $input) { ...TestWordBaseFields }\n    }\n  "): typeof import('./graphql.ts').UpsertwordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation translate($input: TranslateInput!) {\n      translate(translateInput: $input) { word translation usageExample problem }\n    }\n  "): typeof import('./graphql.ts').TranslateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation extractwordbase($input: ExtractwordbaseInput!) {\n      extractwordbase(extractwordbaseInput: $input) { ...TestWordBaseFields }\n    }\n  "): typeof import('./graphql.ts').ExtractwordbaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation deleteWordBase($input: DeleteWordBaseInput!) {\n      deleteWordBase(deleteWordBaseInput: $input) { id isDeleted }\n    }\n  "): typeof import('./graphql.ts').DeleteWordBaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation start($input: StartInput!) {\n      start(startInput: $input) { ...TestWordSessionFields }\n    }\n  "): typeof import('./graphql.ts').StartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation getnextword($input: GetnextwordInput!) {\n      getnextword(getnextwordInput: $input) { id word translation due state reps }\n    }\n  "): typeof import('./graphql.ts').GetnextwordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation wordpracticesession($input: WordpracticesessionInput!) {\n      wordpracticesession(wordpracticesessionInput: $input) { ...TestWordSessionFields }\n    }\n  "): typeof import('./graphql.ts').WordpracticesessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation valdiateexercise($input: ValdiateexerciseInput!) {\n      valdiateexercise(valdiateexerciseInput: $input) { id kind answered isCorrect answer review expected }\n    }\n  "): typeof import('./graphql.ts').ValdiateexerciseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getWordBaseByWorkspaceId($input: GetWordBaseByWorkspaceIdInput!) {\n      getWordBaseByWorkspaceId(getWordBaseByWorkspaceIdInput: $input) { id name isDeleted wordCount state }\n    }\n  "): typeof import('./graphql.ts').GetWordBaseByWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getWordBaseById($input: GetWordBaseByIdInput!) {\n      getWordBaseById(getWordBaseByIdInput: $input) { ...TestWordBaseFields }\n    }\n  "): typeof import('./graphql.ts').GetWordBaseByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query wordBaseWords($input: GetWordBaseByIdInput!, $page: Int, $limit: Int, $search: String) {\n      getWordBaseById(getWordBaseByIdInput: $input) {\n        id wordCount\n        wordPage(page: $page, limit: $limit, search: $search) {\n          total page limit\n          data { id word translation order state }\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').WordBaseWordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getWordBaseBySourcesId($input: GetWordBaseBySourcesIdInput!) {\n      getWordBaseBySourcesId(getWordBaseBySourcesIdInput: $input) { id name sourcesId }\n    }\n  "): typeof import('./graphql.ts').GetWordBaseBySourcesIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getWordBaseSessionById($input: GetWordBaseSessionByIdInput!) {\n      getWordBaseSessionById(getWordBaseSessionByIdInput: $input) { ...TestWordSessionFields }\n    }\n  "): typeof import('./graphql.ts').GetWordBaseSessionByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getWordBaseSessionByWordBaseId($input: GetWordBaseSessionByWordBaseIdInput!) {\n      getWordBaseSessionByWordBaseId(getWordBaseSessionByWordBaseIdInput: $input) {\n        id wordBaseSessionType isFinished score wordCount\n      }\n    }\n  "): typeof import('./graphql.ts').GetWordBaseSessionByWordBaseIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getWordHistory($input: GetWordBaseByIdInput!) {\n      getWordBaseById(getWordBaseByIdInput: $input) {\n        id\n        words { id word history { rating reviewedAt sessionId wordBaseSessionType scheduledDays } }\n      }\n    }\n  "): typeof import('./graphql.ts').GetWordHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getDueWords {\n      getDueWords { total byWorkspace { workspaceId count } }\n    }\n  "): typeof import('./graphql.ts').GetDueWordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getUserDocWordBase($input: GetUserDocByIdInput!) {\n      getUserDocById(getUserDocByIdInput: $input) { id wordBase { id name } }\n    }\n  "): typeof import('./graphql.ts').GetUserDocWordBaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    subscription newWordBase($input: NewWordBaseInput!) {\n      newWordBase(newWordBaseInput: $input) { id state wordCount isDeleted }\n    }\n  "): typeof import('./graphql.ts').NewWordBaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getUserWorkspaceCount($input: GetUserByIdInput!) {\n    getUserWorkspaceCount(getUserByIdInput: $input)\n  }\n"): typeof import('./graphql.ts').GetUserWorkspaceCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query solverWorkspaceForCount {\n    getsolverworkspace { id }\n  }\n"): typeof import('./graphql.ts').SolverWorkspaceForCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation signUp($input: SignUpInput!) {\n      signUp(signUpInput: $input) { id email onboardingStatus }\n    }\n  "): typeof import('./graphql.ts').SignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation login($input: LoginInput!) {\n      login(loginInput: $input) { id email onboardingStatus }\n    }\n  "): typeof import('./graphql.ts').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation logout($input: LogoutInput) {\n      logout(logoutInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation refreshToken {\n      refreshToken { success accessTokenExpiresAt }\n    }\n  "): typeof import('./graphql.ts').RefreshTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation verifyCode($input: VerifyCodeInput!) {\n      verifyCode(verifyCodeInput: $input) { id onboardingStatus isVerified role }\n    }\n  "): typeof import('./graphql.ts').VerifyCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation resendAuthCode($input: ResendAuthCodeInput) {\n      resendAuthCode(resendAuthCodeInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').ResendAuthCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation resetPassword($input: ResetPasswordInput!) {\n      resetPassword(resetPasswordInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation newPassword($input: NewPasswordInput!) {\n      newPassword(newPasswordInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').NewPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation changePassword($input: ChangePasswordInput!) {\n      changePassword(changePasswordInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation sendSms($input: SendSmsInput!) {\n      sendSms(sendSmsInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').SendSmsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation verifyPhone($input: VerifyPhoneInput!) {\n      verifyPhone(verifyPhoneInput: $input) { success message user { id phone onboardingStatus } }\n    }\n  "): typeof import('./graphql.ts').VerifyPhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation changeEmail($input: ChangeEmailInput!) {\n      changeEmail(changeEmailInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').ChangeEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation confirmEmailChange($input: ConfirmEmailChangeInput!) {\n      confirmEmailChange(confirmEmailChangeInput: $input) { id email isVerified role }\n    }\n  "): typeof import('./graphql.ts').ConfirmEmailChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation sendDeleteAccountCode {\n      sendDeleteAccountCode { success message }\n    }\n  "): typeof import('./graphql.ts').SendDeleteAccountCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation deleteAccount($input: DeleteAccountInput!) {\n      deleteAccount(deleteAccountInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').DeleteAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation requestDataExport {\n      requestDataExport { url expiresAt }\n    }\n  "): typeof import('./graphql.ts').RequestDataExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getMe {\n      getMe {\n        id email phone name surname avatar role onboardingStatus isVerified hasPassword\n        metadata { hasSeenInitialConversation }\n        onboarding { poziom egzaminy przedmioty }\n        integrations { id integrationType accessToken userId }\n      }\n    }\n  "): typeof import('./graphql.ts').GetMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation answerOnboardingQuestion($input: AnswerOnboardingQuestionInput!) {\n      answerOnboardingQuestion(answerOnboardingQuestionInput: $input) {\n        id onboardingStatus onboarding { poziom egzaminy przedmioty }\n      }\n    }\n  "): typeof import('./graphql.ts').AnswerOnboardingQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation updateUserInfo($input: UpdateUserInfoInput!) {\n      updateUserInfo(updateUserInfoInput: $input) {\n        id name surname avatar metadata { hasSeenInitialConversation }\n      }\n    }\n  "): typeof import('./graphql.ts').UpdateUserInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation deleteIntegration($input: DeleteIntegrationInput!) {\n      deleteIntegration(deleteIntegrationInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').DeleteIntegrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getUsers($input: GetUsersInput) {\n      getUsers(getUsersInput: $input) { total page limit data { id email role } }\n    }\n  "): typeof import('./graphql.ts').GetUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getUserById($input: GetUserByIdInput!) {\n      getUserById(getUserByIdInput: $input) { id email }\n    }\n  "): typeof import('./graphql.ts').GetUserByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getAppConfig {\n      getAppConfig { turnstileSiteKey requirePhone }\n    }\n  "): typeof import('./graphql.ts').GetAppConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getbyprzedmiotandpoziom($input: GetbyprzedmiotandpoziomInput!) {\n      getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $input) {\n        id przedmiot poziom base ckePoziom temat podTematy visible\n      }\n    }\n  "): typeof import('./graphql.ts').GetbyprzedmiotandpoziomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getLektury($input: GetLekturyInput) {\n      getLektury(getLekturyInput: $input) { id title author epoka ckePoziom egzaminOsmoklasisty }\n    }\n  "): typeof import('./graphql.ts').GetLekturyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getcke {\n      getcke { id liczbaPunktow minWords criteria { id name maxPoints details } rules }\n    }\n  "): typeof import('./graphql.ts').GetckeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation createWorkspace($input: CreateWorkspaceInput!) {\n      createWorkspace(createWorkspaceInput: $input) {\n        id type name userId zbiorCkeId createdAt updatedAt temat { id przedmiot poziom temat }\n      }\n    }\n  "): typeof import('./graphql.ts').CreateWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getWorkspaceById($input: GetWorkspaceByIdInput!) {\n      getWorkspaceById(getWorkspaceByIdInput: $input) {\n        id type name userId zbiorCkeId createdAt updatedAt temat { id przedmiot poziom temat }\n      }\n    }\n  "): typeof import('./graphql.ts').GetWorkspaceByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getWorkspaceByUserId {\n      getWorkspaceByUserId { id name }\n    }\n  "): typeof import('./graphql.ts').GetWorkspaceByUserIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getLatestData($input: GetLatestDataInput) {\n      getLatestData(getLatestDataInput: $input) { id name }\n    }\n  "): typeof import('./graphql.ts').GetLatestDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation updateWorkspace($input: UpdateWorkspaceInput!) {\n      updateWorkspace(updateWorkspaceInput: $input) { id name }\n    }\n  "): typeof import('./graphql.ts').UpdateWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation deleteWorkspace($input: DeleteWorkspaceInput!) {\n      deleteWorkspace(deleteWorkspaceInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').DeleteWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestUserDocFields on UserDoc {\n    id workspaceId type state name sourceType content pageCount ocrPages truncatedFrom error\n    segments { text page }\n    file { id contentType originalFileName fileUrl }\n    youtubeMetadata { url videoId title author language transcripts { text start duration } }\n  }\n"): typeof import('./graphql.ts').TestUserDocFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation createUserDoc($input: CreateUserDocInput!) {\n      createUserDoc(createUserDocInput: $input) {\n        __typename\n        ... on UserDoc { ...TestUserDocFields }\n        ... on ExecutionError { errorCode message }\n      }\n    }\n  "): typeof import('./graphql.ts').CreateUserDocDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getUserDocById($input: GetUserDocByIdInput!) {\n      getUserDocById(getUserDocByIdInput: $input) { ...TestUserDocFields }\n    }\n  "): typeof import('./graphql.ts').GetUserDocByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getUserDocByWorkspaceId($input: GetUserDocByWorkspaceIdInput!) {\n      getUserDocByWorkspaceId(getUserDocByWorkspaceIdInput: $input) { id name state }\n    }\n  "): typeof import('./graphql.ts').GetUserDocByWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation updatedoc($input: UpdatedocInput!) {\n      updatedoc(updatedocInput: $input) { id name sourceType }\n    }\n  "): typeof import('./graphql.ts').UpdatedocDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation deleteUserDoc($input: DeleteUserDocInput!) {\n      deleteUserDoc(deleteUserDocInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').DeleteUserDocDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation getFileUrl($input: GetFileUrlInput!) {\n      getFileUrl(getFileUrlInput: $input) { url expiresAt }\n    }\n  "): typeof import('./graphql.ts').GetFileUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getUploadLimit {\n      getAppConfig { uploadMaxBytes }\n    }\n  "): typeof import('./graphql.ts').GetUploadLimitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation editnote($input: EditnoteInput!) {\n      editnote(editnoteInput: $input) {\n        id workspaceId name content action zadanieRelationId sourcesId createdAt updatedAt\n      }\n    }\n  "): typeof import('./graphql.ts').EditnoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getAiNoteById($input: GetAiNoteByIdInput!) {\n      getAiNoteById(getAiNoteByIdInput: $input) {\n        id workspaceId name content action zadanieRelationId sourcesId createdAt updatedAt\n      }\n    }\n  "): typeof import('./graphql.ts').GetAiNoteByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getAiNoteByWorkspaceId($input: GetAiNoteByWorkspaceIdInput!) {\n      getAiNoteByWorkspaceId(getAiNoteByWorkspaceIdInput: $input) { id name }\n    }\n  "): typeof import('./graphql.ts').GetAiNoteByWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation deleteAiNote($input: DeleteAiNoteInput!) {\n      deleteAiNote(deleteAiNoteInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').DeleteAiNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation generateainotatkaAiNote($input: GenerateainotatkaAiNoteInput!) {\n      generateainotatkaAiNote(generateainotatkaAiNoteInput: $input) {\n        id workspaceId name content action sourcesId\n      }\n    }\n  "): typeof import('./graphql.ts').GenerateainotatkaAiNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation noteaction($input: NoteactionInput!) {\n      noteaction(noteactionInput: $input) { text note { id name content } }\n    }\n  "): typeof import('./graphql.ts').NoteactionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestSourceSetFields on SourceSet {\n    id workspaceId action\n    items { type id }\n    sources {\n      __typename ... on UserDoc { id name } ... on AiNote { id name } ... on QuizResult { id }\n      ... on LibrarySource { id name }\n    }\n  }\n"): typeof import('./graphql.ts').TestSourceSetFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation updateSources($input: UpdateSourcesInput!) {\n      updateSources(updateSourcesInput: $input) { ...TestSourceSetFields }\n    }\n  "): typeof import('./graphql.ts').UpdateSourcesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getSourcesById($input: GetSourcesByIdInput!) {\n      getSourcesById(getSourcesByIdInput: $input) { ...TestSourceSetFields }\n    }\n  "): typeof import('./graphql.ts').GetSourcesByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getActionSources($input: GetActionSourcesInput!) {\n      getActionSources(getActionSourcesInput: $input) {\n        workspaceId action\n        selected { ...TestSourceSetFields }\n        groups {\n          type label\n          sources { __typename ... on UserDoc { id name sourceType } ... on AiNote { id name } }\n        }\n        fromTools {\n          itemType label\n          sources {\n            __typename ... on QuizResult { id quizWorkspaceId percent }\n            ... on LibrarySource { id name podrecznikId }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').GetActionSourcesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestConversationFields on ConversationWorkspace {\n    id workspaceId name action state isFetching sourcesId\n    userMessages {\n      id message messageContent type\n      messageFiles { fileId contentType originalFileName fileUrl }\n      botResponses {\n        id content isFetching isError error stopped\n        citations { number sourceType sourceId name page charStart charEnd excerpt }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TestConversationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestBotMessageFields on BotMessage {\n    id content isFetching isError error stopped\n    citations { number sourceType sourceId name page charStart charEnd excerpt }\n  }\n"): typeof import('./graphql.ts').TestBotMessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation startconversation($input: StartconversationInput!) {\n      startconversation(startconversationInput: $input) { ...TestConversationFields }\n    }\n  "): typeof import('./graphql.ts').StartconversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation startconversationoverall($input: StartconversationoverallInput!) {\n      startconversationoverall(startconversationoverallInput: $input) { ...TestConversationFields }\n    }\n  "): typeof import('./graphql.ts').StartconversationoverallDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation startconversationsolver($input: StartconversationsolverInput!) {\n      startconversationsolver(startconversationsolverInput: $input) { ...TestConversationFields }\n    }\n  "): typeof import('./graphql.ts').StartconversationsolverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation startconversationinline($input: StartconversationinlineInput!) {\n      startconversationinline(startconversationinlineInput: $input) { ...TestConversationFields }\n    }\n  "): typeof import('./graphql.ts').StartconversationinlineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation startconversationintent($input: StartconversationintentInput!) {\n      startconversationintent(startconversationintentInput: $input) {\n        id action intent { type message conversationType }\n      }\n    }\n  "): typeof import('./graphql.ts').StartconversationintentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation sendmessage($input: SendmessageInput!) {\n      sendmessage(sendmessageInput: $input) { id message type botResponses { ...TestBotMessageFields } }\n    }\n  "): typeof import('./graphql.ts').SendmessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation sendmessageintent($input: SendmessageintentInput!) {\n      sendmessageintent(sendmessageintentInput: $input) { id messageIntents { conversationType message } }\n    }\n  "): typeof import('./graphql.ts').SendmessageintentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation sendmessageintentai($input: SendmessageintentaiInput!) {\n      sendmessageintentai(sendmessageintentaiInput: $input) {\n        id messageIntents { type conversationType message }\n      }\n    }\n  "): typeof import('./graphql.ts').SendmessageintentaiDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getConversationWorkspaceById($input: GetConversationWorkspaceByIdInput!) {\n      getConversationWorkspaceById(getConversationWorkspaceByIdInput: $input) { ...TestConversationFields }\n    }\n  "): typeof import('./graphql.ts').GetConversationWorkspaceByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query paginateConversationWorkspaceByWorkspaceId($input: PaginateConversationWorkspaceByWorkspaceIdInput!) {\n      paginateConversationWorkspaceByWorkspaceId(paginateConversationWorkspaceByWorkspaceIdInput: $input) {\n        total page limit data { id name createdAt }\n      }\n    }\n  "): typeof import('./graphql.ts').PaginateConversationWorkspaceByWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation stopConversationGeneration($input: StopConversationGenerationInput!) {\n      stopConversationGeneration(stopConversationGenerationInput: $input) { id }\n    }\n  "): typeof import('./graphql.ts').StopConversationGenerationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation renameConversationWorkspace($input: RenameConversationWorkspaceInput!) {\n      renameConversationWorkspace(renameConversationWorkspaceInput: $input) { id name }\n    }\n  "): typeof import('./graphql.ts').RenameConversationWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation deleteConversationWorkspace($input: DeleteConversationWorkspaceInput!) {\n      deleteConversationWorkspace(deleteConversationWorkspaceInput: $input) { success message }\n    }\n  "): typeof import('./graphql.ts').DeleteConversationWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getSubscriptionUsage {\n      getSubscriptionUsage {\n        name grantedAt status cancelAtPeriodEnd expiresAt planPrice billingInterval recurring\n        paymentMethod { card_brand card_last4 exp_month exp_year }\n        usage { action label limit limitType limitInterval usage remaining renewsAt }\n      }\n    }\n  "): typeof import('./graphql.ts').GetSubscriptionUsageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query getAvaliblePlansPublic {\n      getAvaliblePlansPublic {\n        id name price price3m price12m freeTier description visible\n        limits { id action visible label limitDisplay limitInterval limit { type value } usedIn }\n      }\n    }\n  "): typeof import('./graphql.ts').GetAvaliblePlansPublicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    subscription newAiNote($input: NewAiNoteInput!) {\n      newAiNote(newAiNoteInput: $input) { id name }\n    }\n  "): typeof import('./graphql.ts').NewAiNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    subscription updateUserDoc($input: UserDocEventsInput!) {\n      updateUserDoc(updateUserDocInput: $input) { id state }\n    }\n  "): typeof import('./graphql.ts').UpdateUserDocDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    subscription llmStream($input: LlmStreamInput!) {\n      llmStream(llmStreamInput: $input) { type delta offset content error }\n    }\n  "): typeof import('./graphql.ts').LlmStreamDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
