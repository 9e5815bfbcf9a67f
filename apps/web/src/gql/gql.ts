/* eslint-disable */
import * as types from './graphql';



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
    "\n  query getTelemetrySwitch {\n    getAppConfig {\n      telemetry\n    }\n  }\n": typeof types.GetTelemetrySwitchDocument,
    "\n  query adminTopics($topics: AdminTematyInput!, $books: AdminPodrecznikiInput!) {\n    adminTematy(adminTematyInput: $topics) {\n      ...AdminTopicFields\n    }\n    adminPodreczniki(adminPodrecznikiInput: $books) {\n      total\n      data {\n        id\n        title\n        poziom\n        visible\n      }\n    }\n  }\n": typeof types.AdminTopicsDocument,
    "\n  fragment AdminTopicFields on Tematy {\n    id\n    temat\n    podTematy\n    ckePoziom\n    podrecznikId\n    content\n    visible\n  }\n": typeof types.AdminTopicFieldsFragmentDoc,
    "\n  mutation adminUpdateTopic($input: UpdatetematInput!) {\n    updatetemat(updatetematInput: $input) {\n      ...AdminTopicFields\n    }\n  }\n": typeof types.AdminUpdateTopicDocument,
    "\n  mutation adminSetTextbookCover($input: SetPodrecznikCoverInput!) {\n    setPodrecznikCover(setPodrecznikCoverInput: $input) {\n      ...AdminTextbookFields\n    }\n  }\n": typeof types.AdminSetTextbookCoverDocument,
    "\n  mutation adminRemoveTextbookCover($input: RemovePodrecznikCoverInput!) {\n    removePodrecznikCover(removePodrecznikCoverInput: $input) {\n      ...AdminTextbookFields\n    }\n  }\n": typeof types.AdminRemoveTextbookCoverDocument,
    "\n  mutation adminCreateTextbook($input: CreatePodrecznikInput!) {\n    createPodrecznik(createPodrecznikInput: $input) {\n      ...AdminTextbookFields\n    }\n  }\n": typeof types.AdminCreateTextbookDocument,
    "\n  mutation adminDeleteTextbook($input: DeletePodrecznikInput!) {\n    deletePodrecznik(deletePodrecznikInput: $input)\n  }\n": typeof types.AdminDeleteTextbookDocument,
    "\n  query adminTextbook($input: GetPodrBookByIdInput!) {\n    getPodrBookById(getPodrBookByIdInput: $input) {\n      id\n      podrecznik {\n        ...AdminTextbookFields\n      }\n      chapters {\n        ...AdminChapterFields\n        subchapters {\n          ...AdminChapterFields\n        }\n      }\n    }\n  }\n": typeof types.AdminTextbookDocument,
    "\n  fragment AdminChapterFields on PodrChapter {\n    id\n    toc_id\n    number\n    name\n    page\n    deleted\n    exerciseCount\n  }\n": typeof types.AdminChapterFieldsFragmentDoc,
    "\n  fragment AdminTextbookFields on Podrecznik {\n    id\n    title\n    isbn\n    przedmiot\n    poziom\n    klasa\n    wydawnictwo\n    authors\n    visible\n    demo\n    exerciseCount\n    imageUrl\n  }\n": typeof types.AdminTextbookFieldsFragmentDoc,
    "\n  query adminTextbooks($input: AdminPodrecznikiInput!) {\n    adminPodreczniki(adminPodrecznikiInput: $input) {\n      total\n      page\n      limit\n      data {\n        ...AdminTextbookFields\n      }\n    }\n  }\n": typeof types.AdminTextbooksDocument,
    "\n  fragment AdminImportFields on PodrecznikImport {\n    id\n    podrecznikId\n    fileName\n    state\n    tocSource\n    pageCount\n    pagesRead\n    chapterCount\n    subchapterCount\n    subchaptersRead\n    exercisesFound\n    exercisesSolved\n    exercisesFailed\n    note\n    error\n    attempt\n    updatedAt\n  }\n": typeof types.AdminImportFieldsFragmentDoc,
    "\n  query adminTextbookImports($podrecznikId: ID!) {\n    podrecznikImports(podrecznikId: $podrecznikId) {\n      ...AdminImportFields\n    }\n  }\n": typeof types.AdminTextbookImportsDocument,
    "\n  subscription adminTextbookImportChanged($podrecznikId: ID!) {\n    podrecznikImportChanged(podrecznikId: $podrecznikId) {\n      ...AdminImportFields\n    }\n  }\n": typeof types.AdminTextbookImportChangedDocument,
    "\n  query adminSubchapterExercises($input: GetPaginatedZadanieByRelationIdInput!) {\n    getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {\n      data {\n        id\n        numberExercise\n        pages\n        question\n        answer\n        explanation\n      }\n      total\n      page\n      limit\n    }\n  }\n": typeof types.AdminSubchapterExercisesDocument,
    "\n  mutation adminSetTextbookToc($input: SetPodrecznikTocInput!) {\n    setPodrecznikToc(setPodrecznikTocInput: $input) {\n      ...AdminImportFields\n    }\n  }\n": typeof types.AdminSetTextbookTocDocument,
    "\n  mutation adminRetryTextbookImport($id: ID!) {\n    retryPodrecznikImport(id: $id) {\n      ...AdminImportFields\n    }\n  }\n": typeof types.AdminRetryTextbookImportDocument,
    "\n  mutation adminImportTextbookPdf($input: ImportPodrecznikPdfInput!) {\n    importPodrecznikPdf(importPodrecznikPdfInput: $input) {\n      ...AdminImportFields\n    }\n  }\n": typeof types.AdminImportTextbookPdfDocument,
    "\n  mutation adminUpdateExercise($input: UpdateZadanieInput!) {\n    updateZadanie(updateZadanieInput: $input) {\n      id\n      numberExercise\n      question\n      answer\n      explanation\n    }\n  }\n": typeof types.AdminUpdateExerciseDocument,
    "\n  mutation adminUpdateTextbook($input: UpdatepodrecznikInput!) {\n    updatepodrecznik(updatepodrecznikInput: $input) {\n      ...AdminTextbookFields\n    }\n  }\n": typeof types.AdminUpdateTextbookDocument,
    "\n  query adminPlans {\n    getAllPlans {\n      id\n      name\n      price\n      price3m\n      price12m\n      freeTier\n      description\n      visible\n      limits {\n        id\n        action\n        label\n        visible\n        limitDisplay\n        limitInterval\n        limit {\n          type\n          value\n        }\n      }\n    }\n  }\n": typeof types.AdminPlansDocument,
    "\n  mutation adminCreatePlan($input: CreatePlanInput!) {\n    createPlan(createPlanInput: $input) {\n      id\n    }\n  }\n": typeof types.AdminCreatePlanDocument,
    "\n  mutation adminUpdatePlan($input: UpdatePlanInput!) {\n    updatePlan(updatePlanInput: $input) {\n      id\n    }\n  }\n": typeof types.AdminUpdatePlanDocument,
    "\n  mutation adminUpdateLimit($input: UpdateLimitInput!) {\n    updateLimit(updateLimitInput: $input) {\n      id\n    }\n  }\n": typeof types.AdminUpdateLimitDocument,
    "\n  mutation adminCreateLimit($input: CreateLimitInput!) {\n    createLimit(createLimitInput: $input) {\n      id\n    }\n  }\n": typeof types.AdminCreateLimitDocument,
    "\n  mutation adminCopyLimit($input: AddLimitToPlanInput!) {\n    addLimitToPlan(addLimitToPlanInput: $input) {\n      id\n    }\n  }\n": typeof types.AdminCopyLimitDocument,
    "\n  query adminPlanAudience {\n    getPlanAudience {\n      planId\n      users\n    }\n  }\n": typeof types.AdminPlanAudienceDocument,
    "\n  query adminRagDocuments($input: GetLibraryRagDocumentsInput!) {\n    getLibraryRagDocuments(getLibraryRagDocumentsInput: $input) {\n      id\n      podrecznikId\n      title\n      chapter\n      przedmiot\n      poziom\n      visible\n      deleted\n      chunkCount\n      characters\n      indexedAt\n    }\n  }\n": typeof types.AdminRagDocumentsDocument,
    "\n  query adminRagSearch($input: SearchLibraryRagInput!) {\n    searchLibraryRag(searchLibraryRagInput: $input) {\n      documentId\n      title\n      chapter\n      visible\n      page\n      text\n      score\n    }\n  }\n": typeof types.AdminRagSearchDocument,
    "\n  mutation adminRagReindex($input: ReindexLibraryBookInput!) {\n    reindexLibraryBook(reindexLibraryBookInput: $input) {\n      id\n      chunkCount\n    }\n  }\n": typeof types.AdminRagReindexDocument,
    "\n  mutation adminRagRemove($input: RemoveLibraryRagDocumentInput!) {\n    removeLibraryRagDocument(removeLibraryRagDocumentInput: $input) {\n      id\n      chunkCount\n    }\n  }\n": typeof types.AdminRagRemoveDocument,
    "\n  query adminActivity($input: GetActivityStatsInput!) {\n    getActivityStats(getActivityStatsInput: $input) {\n      totals {\n        activeUsers\n        visits\n        pageViews\n      }\n      pages {\n        route\n        views\n        visits\n      }\n      tools {\n        tool\n        opens\n        users\n      }\n      tours {\n        tourKey\n        completed\n        skipped\n      }\n      performance {\n        appLoads {\n          samples\n          loadMsP75\n        }\n        vitals {\n          name\n          samples\n          p75\n        }\n      }\n    }\n  }\n": typeof types.AdminActivityDocument,
    "\n  query adminAuditAccount($input: GetUserByIdInput!) {\n    getUserById(getUserByIdInput: $input) {\n      id\n      email\n      phone\n    }\n  }\n": typeof types.AdminAuditAccountDocument,
    "\n  query adminStats {\n    getAdminStats {\n      usersTotal\n      usersNew7\n      usersNew30\n      activeToday\n      active7\n      active30\n      aiToday {\n        calls\n        tokensPrompt\n        tokensOutput\n        cost\n        unpricedCalls\n      }\n      aiMonth {\n        calls\n        tokensPrompt\n        tokensOutput\n        cost\n        unpricedCalls\n      }\n      topActions {\n        action\n        count\n        cost\n        unpricedCalls\n      }\n      failingJobs {\n        queue\n        count\n      }\n      unpricedModels\n    }\n  }\n": typeof types.AdminStatsDocument,
    "\n  query adminAuditLog($input: GetAdminAuditLogInput!) {\n    getAdminAuditLog(getAdminAuditLogInput: $input) {\n      page\n      limit\n      total\n      data {\n        id\n        adminId\n        operation\n        targetType\n        targetId\n        before\n        after\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query adminUsageCsv($input: GetAggregatedUsageInput!) {\n    getUsageCsv(getAggregatedUsageInput: $input) {\n      filename\n      content\n      rows\n      truncated\n    }\n  }\n": typeof types.AdminUsageCsvDocument,
    "\n  query adminUsage($range: StatsRangeInput!) {\n    getAggregatedUsage(getAggregatedUsageInput: { range: $range }) {\n      date\n      calls\n      cost\n      unpricedCalls\n      byAction {\n        key\n        calls\n        cost\n        unpricedCalls\n      }\n      byModel {\n        key\n        calls\n        cost\n        unpricedCalls\n      }\n    }\n    getActionCost(getActionCostInput: { range: $range }) {\n      action\n      count\n      tokensPrompt\n      tokensOutput\n      cost\n      unpricedCalls\n    }\n  }\n": typeof types.AdminUsageDocument,
    "\n  query adminUserSubscriptions($input: GetAllSubscriptionsInput!) {\n    getAllSubscriptions(getAllSubscriptionsInput: $input) {\n      total\n      data {\n        id\n        plan {\n          id\n          name\n        }\n        status\n        billingInterval\n        grantedAt\n        expiresAt\n        cancelAtPeriodEnd\n        adminGrant\n      }\n    }\n  }\n": typeof types.AdminUserSubscriptionsDocument,
    "\n  query adminPlanChoices {\n    getAllPlans {\n      id\n      name\n      visible\n    }\n  }\n": typeof types.AdminPlanChoicesDocument,
    "\n  query adminUserLimits($input: GetUserByIdInput!) {\n    getUserLimits(getUserByIdInput: $input) {\n      action\n      label\n      limit\n      limitType\n      limitInterval\n      usage\n      remaining\n      renewsAt\n    }\n  }\n": typeof types.AdminUserLimitsDocument,
    "\n  query adminUserAi($input: GetUsageInput) {\n    getUsage(getUsageInput: $input) {\n      data {\n        ai {\n          calls\n          tokensPrompt\n          tokensOutput\n          cost\n          unpricedCalls\n        }\n        aiByAction {\n          key\n          calls\n          tokensPrompt\n          tokensOutput\n          cost\n          unpricedCalls\n        }\n      }\n    }\n  }\n": typeof types.AdminUserAiDocument,
    "\n  query adminUserWorkspaceCount($input: GetUserByIdInput!) {\n    getUserWorkspaceCount(getUserByIdInput: $input)\n  }\n": typeof types.AdminUserWorkspaceCountDocument,
    "\n  query adminUser($input: GetUserByIdInput!) {\n    getUserById(getUserByIdInput: $input) {\n      id\n      email\n      phone\n      name\n      surname\n      role\n      onboardingStatus\n      isVerified\n      isFreeSub\n      subStatus\n      createdAt\n      lastLogin\n      blockedAt\n    }\n  }\n": typeof types.AdminUserDocument,
    "\n  fragment AdminUserSummary on User {\n    id\n    email\n    phone\n    name\n    surname\n    role\n    isFreeSub\n    onboardingStatus\n    createdAt\n    lastLogin\n    blockedAt\n  }\n": typeof types.AdminUserSummaryFragmentDoc,
    "\n  query adminUsers($input: GetUsersInput) {\n    getUsers(getUsersInput: $input) {\n      total\n      page\n      limit\n      data {\n        ...AdminUserSummary\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation adminUpdateUserRole($input: UpdateUserRoleInput!) {\n    updateUserRole(updateUserRoleInput: $input) {\n      id\n      role\n    }\n  }\n": typeof types.AdminUpdateUserRoleDocument,
    "\n  mutation adminSetUserBlocked($input: SetUserBlockedInput!) {\n    setUserBlocked(setUserBlockedInput: $input) {\n      id\n      blockedAt\n    }\n  }\n": typeof types.AdminSetUserBlockedDocument,
    "\n  mutation adminAssignUserSub($input: AssignUserSubInput!) {\n    assignUserSub(assignUserSubInput: $input) {\n      id\n    }\n  }\n": typeof types.AdminAssignUserSubDocument,
    "\n  mutation adminDeleteUserSub($input: DeleteUserSubInput!) {\n    deleteUserSub(deleteUserSubInput: $input) {\n      id\n    }\n  }\n": typeof types.AdminDeleteUserSubDocument,
    "\n  mutation adminCreateAdditionalLimit($input: CreateAdditionalLimitInput!) {\n    createAdditionalLimit(createAdditionalLimitInput: $input) {\n      id\n    }\n  }\n": typeof types.AdminCreateAdditionalLimitDocument,
    "\n  query getAppConfig {\n    getAppConfig {\n      turnstileSiteKey\n      requirePhone\n    }\n  }\n": typeof types.GetAppConfigDocument,
    "\n  mutation login($loginInput: LoginInput!) {\n    login(loginInput: $loginInput) {\n      id\n      onboardingStatus\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation newPassword($newPasswordInput: NewPasswordInput!) {\n    newPassword(newPasswordInput: $newPasswordInput) {\n      success\n      message\n    }\n  }\n": typeof types.NewPasswordDocument,
    "\n  mutation resendAuthCode($resendAuthCodeInput: ResendAuthCodeInput) {\n    resendAuthCode(resendAuthCodeInput: $resendAuthCodeInput) {\n      success\n      message\n    }\n  }\n": typeof types.ResendAuthCodeDocument,
    "\n  mutation resetPassword($resetPasswordInput: ResetPasswordInput!) {\n    resetPassword(resetPasswordInput: $resetPasswordInput) {\n      success\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation sendSms($sendSmsInput: SendSmsInput!) {\n    sendSms(sendSmsInput: $sendSmsInput) {\n      success\n      message\n    }\n  }\n": typeof types.SendSmsDocument,
    "\n  mutation signUp($signUpInput: SignUpInput!) {\n    signUp(signUpInput: $signUpInput) {\n      id\n      onboardingStatus\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation verifyCode($verifyCodeInput: VerifyCodeInput!) {\n    verifyCode(verifyCodeInput: $verifyCodeInput) {\n      ...CurrentUser\n    }\n  }\n": typeof types.VerifyCodeDocument,
    "\n  mutation verifyPhone($verifyPhoneInput: VerifyPhoneInput!) {\n    verifyPhone(verifyPhoneInput: $verifyPhoneInput) {\n      success\n      message\n      user {\n        ...CurrentUser\n      }\n    }\n  }\n": typeof types.VerifyPhoneDocument,
    "\n  query upgradePreview($calculatePreviewInput: CalculatePreviewInput!) {\n    calculatePreview(calculatePreviewInput: $calculatePreviewInput) {\n      total_amount\n      original_price\n      adjustment\n      planId\n      prorationDate\n      payment_method {\n        card_brand\n        card_last4\n        exp_month\n        exp_year\n      }\n    }\n  }\n": typeof types.UpgradePreviewDocument,
    "\n  mutation cancelSubscription($cancelSubscriptionInput: CancelSubscriptionInput!) {\n    cancelSubscription(cancelSubscriptionInput: $cancelSubscriptionInput) {\n      name\n      cancelAtPeriodEnd\n      expiresAt\n    }\n  }\n": typeof types.CancelSubscriptionDocument,
    "\n  mutation endTrial {\n    endTrial {\n      name\n      status\n    }\n  }\n": typeof types.EndTrialDocument,
    "\n  mutation generatePaymentLink($generatePaymentLinkInput: GeneratePaymentLinkInput!) {\n    generatePaymentLink(generatePaymentLinkInput: $generatePaymentLinkInput)\n  }\n": typeof types.GeneratePaymentLinkDocument,
    "\n  query billingPage {\n    getSubscriptionUsage {\n      name\n      grantedAt\n      status\n      cancelAtPeriodEnd\n      expiresAt\n      planPrice\n      billingInterval\n      recurring\n      paymentMethod {\n        card_brand\n        card_last4\n        exp_month\n        exp_year\n      }\n      usage {\n        action\n        label\n        limit\n        limitType\n        limitInterval\n        usage\n        remaining\n        renewsAt\n      }\n      additionalLimits {\n        id\n        name\n        action\n        additionalLimit\n        price\n        purchasedAt\n        expiresAt\n      }\n      addOnOffers {\n        id\n        name\n        action\n        additionalLimit\n        price\n        validDays\n      }\n    }\n  }\n": typeof types.BillingPageDocument,
    "\n  query checkoutState($id: ID!) {\n    getSubscriptionUsage {\n      checkout(id: $id) {\n        id\n        state\n        name\n      }\n    }\n  }\n": typeof types.CheckoutStateDocument,
    "\n  query invoices {\n    getInvoices {\n      id\n      status\n      total\n      created\n      url\n      paymentUrl\n      planName\n    }\n  }\n": typeof types.InvoicesDocument,
    "\n  query choosePlan {\n    getAvaliblePlans {\n      id\n      name\n      price\n      price3m\n      price12m\n      freeTier\n      description\n      visible\n      userPlanAction\n      limits {\n        action\n        label\n        limitDisplay\n        limitInterval\n        visible\n        limit {\n          type\n          value\n        }\n      }\n    }\n  }\n": typeof types.ChoosePlanDocument,
    "\n  mutation upgradeSubscription($upgradeSubscriptionInput: UpgradeSubscriptionInput!) {\n    upgradeSubscription(upgradeSubscriptionInput: $upgradeSubscriptionInput) {\n      name\n      status\n    }\n  }\n": typeof types.UpgradeSubscriptionDocument,
    "\n  fragment ConversationSummaryFields on ConversationWorkspace {\n    id\n    workspaceId\n    name\n    isFetching\n    createdAt\n    updatedAt\n  }\n": typeof types.ConversationSummaryFieldsFragmentDoc,
    "\n  fragment ChatMessageFields on UserMessage {\n    id\n    message\n    messageContent\n    type\n    rozprawkaCall {\n      temat\n    }\n    rozprawkaReviewCall {\n      temat\n      content\n    }\n    zadanieCall {\n      id\n      numberExercise\n      question\n    }\n    messageFiles {\n      fileId\n      fileUrl\n      originalFileName\n      contentType\n    }\n    botResponses {\n      id\n      content\n      isFetching\n      isError\n      error\n      stopped\n      aiNoteId\n      citations {\n        number\n        sourceType\n        sourceId\n        name\n        page\n        startSeconds\n        excerpt\n      }\n      createdAt\n    }\n    createdAt\n  }\n": typeof types.ChatMessageFieldsFragmentDoc,
    "\n  fragment ConversationDetailFields on ConversationWorkspace {\n    id\n    workspaceId\n    name\n    isFetching\n    createdAt\n    updatedAt\n    sources {\n      id\n      sources {\n        __typename\n        ... on UserDoc {\n          id\n          name\n          sourceType\n        }\n        ... on AiNote {\n          id\n          name\n        }\n        ... on QuizResult {\n          id\n          name\n          quizWorkspaceId\n        }\n        ... on LibrarySource {\n          id\n          name\n          podrecznikId\n        }\n        ... on AiTutorTemat {\n          id\n          name\n        }\n      }\n    }\n    # The fields of ChatMessageFields, written out (see its comment).\n    userMessages {\n      id\n      message\n      messageContent\n      type\n      rozprawkaCall {\n        temat\n      }\n      rozprawkaReviewCall {\n        temat\n        content\n      }\n      zadanieCall {\n        id\n        numberExercise\n        question\n      }\n      messageFiles {\n        fileId\n        fileUrl\n        originalFileName\n        contentType\n      }\n      botResponses {\n        id\n        content\n        isFetching\n        isError\n        error\n        stopped\n        aiNoteId\n        citations {\n          number\n          sourceType\n          sourceId\n          name\n          page\n          startSeconds\n          excerpt\n        }\n        createdAt\n      }\n      createdAt\n    }\n  }\n": typeof types.ConversationDetailFieldsFragmentDoc,
    "\n  mutation deleteConversationWorkspace($deleteConversationWorkspaceInput: DeleteConversationWorkspaceInput!) {\n    deleteConversationWorkspace(deleteConversationWorkspaceInput: $deleteConversationWorkspaceInput) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteConversationWorkspaceDocument,
    "\n  mutation generateainotatkaAiNote($generateainotatkaAiNoteInput: GenerateainotatkaAiNoteInput!) {\n    generateainotatkaAiNote(generateainotatkaAiNoteInput: $generateainotatkaAiNoteInput) {\n      id\n      workspaceId\n      name\n    }\n  }\n": typeof types.GenerateainotatkaAiNoteDocument,
    "\n  query getSubscriptionUsage {\n    getSubscriptionUsage {\n      name\n      usage {\n        action\n        label\n        limit\n        limitType\n        limitInterval\n        usage\n        remaining\n        renewsAt\n      }\n    }\n  }\n": typeof types.GetSubscriptionUsageDocument,
    "\n  query getConversationWorkspaceById($getConversationWorkspaceByIdInput: GetConversationWorkspaceByIdInput!) {\n    getConversationWorkspaceById(getConversationWorkspaceByIdInput: $getConversationWorkspaceByIdInput) {\n      ...ConversationDetailFields\n    }\n  }\n": typeof types.GetConversationWorkspaceByIdDocument,
    "\n  query paginateConversationWorkspaceByWorkspaceId(\n    $paginateConversationWorkspaceByWorkspaceIdInput: PaginateConversationWorkspaceByWorkspaceIdInput!\n  ) {\n    paginateConversationWorkspaceByWorkspaceId(\n      paginateConversationWorkspaceByWorkspaceIdInput: $paginateConversationWorkspaceByWorkspaceIdInput\n    ) {\n      data {\n        ...ConversationSummaryFields\n      }\n      total\n      page\n      limit\n    }\n  }\n": typeof types.PaginateConversationWorkspaceByWorkspaceIdDocument,
    "\n  query getsolverworkspace {\n    getsolverworkspace {\n      id\n    }\n  }\n": typeof types.GetsolverworkspaceDocument,
    "\n  subscription llmStream($llmStreamInput: LlmStreamInput!) {\n    llmStream(llmStreamInput: $llmStreamInput) {\n      type\n      conversationId\n      botMessageId\n      delta\n      offset\n      content\n      error\n    }\n  }\n": typeof types.LlmStreamDocument,
    "\n  subscription newConversationWorkspace($newConversationWorkspaceInput: ConversationEventsInput!) {\n    newConversationWorkspace(newConversationWorkspaceInput: $newConversationWorkspaceInput) {\n      ...ConversationSummaryFields\n    }\n  }\n": typeof types.NewConversationWorkspaceDocument,
    "\n  mutation renameConversationWorkspace($renameConversationWorkspaceInput: RenameConversationWorkspaceInput!) {\n    renameConversationWorkspace(renameConversationWorkspaceInput: $renameConversationWorkspaceInput) {\n      ...ConversationSummaryFields\n    }\n  }\n": typeof types.RenameConversationWorkspaceDocument,
    "\n  mutation sendmessage($sendmessageInput: SendmessageInput!) {\n    sendmessage(sendmessageInput: $sendmessageInput) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.SendmessageDocument,
    "\n  mutation startconversation($startconversationInput: StartconversationInput!) {\n    startconversation(startconversationInput: $startconversationInput) {\n      ...ConversationDetailFields\n    }\n  }\n": typeof types.StartconversationDocument,
    "\n  mutation startconversationsolver($startconversationsolverInput: StartconversationsolverInput!) {\n    startconversationsolver(startconversationsolverInput: $startconversationsolverInput) {\n      ...ConversationDetailFields\n    }\n  }\n": typeof types.StartconversationsolverDocument,
    "\n  mutation stopConversationGeneration($stopConversationGenerationInput: StopConversationGenerationInput!) {\n    stopConversationGeneration(stopConversationGenerationInput: $stopConversationGenerationInput) {\n      ...ConversationSummaryFields\n    }\n  }\n": typeof types.StopConversationGenerationDocument,
    "\n  subscription updateConversationWorkspace($updateConversationWorkspaceInput: ConversationEventsInput!) {\n    updateConversationWorkspace(updateConversationWorkspaceInput: $updateConversationWorkspaceInput) {\n      ...ConversationSummaryFields\n    }\n  }\n": typeof types.UpdateConversationWorkspaceDocument,
    "\n  mutation convertreviewtorozprawka($convertreviewtorozprawkaInput: ConvertreviewtorozprawkaInput!) {\n    convertreviewtorozprawka(convertreviewtorozprawkaInput: $convertreviewtorozprawkaInput) {\n      ...EssayDetailFields\n    }\n  }\n": typeof types.ConvertreviewtorozprawkaDocument,
    "\n  mutation deleteRozprawkaAiReview($deleteRozprawkaAiReviewInput: DeleteRozprawkaAiReviewInput!) {\n    deleteRozprawkaAiReview(deleteRozprawkaAiReviewInput: $deleteRozprawkaAiReviewInput) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteRozprawkaAiReviewDocument,
    "\n  mutation deleteRozprawkaAi($deleteRozprawkaAiInput: DeleteRozprawkaAiInput!) {\n    deleteRozprawkaAi(deleteRozprawkaAiInput: $deleteRozprawkaAiInput) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteRozprawkaAiDocument,
    "\n  subscription newRozprawkaAiList($newRozprawkaAiInput: NewRozprawkaAiInput) {\n    newRozprawkaAi(newRozprawkaAiInput: $newRozprawkaAiInput) {\n      ...EssaySummaryFields\n    }\n  }\n": typeof types.NewRozprawkaAiListDocument,
    "\n  subscription newRozprawkaAiReviewList($newRozprawkaAiReviewInput: NewRozprawkaAiReviewInput) {\n    newRozprawkaAiReview(newRozprawkaAiReviewInput: $newRozprawkaAiReviewInput) {\n      ...EssayReviewSummaryFields\n    }\n  }\n": typeof types.NewRozprawkaAiReviewListDocument,
    "\n  subscription newRozprawkaAi($newRozprawkaAiInput: NewRozprawkaAiInput) {\n    newRozprawkaAi(newRozprawkaAiInput: $newRozprawkaAiInput) {\n      ...EssayDetailFields\n    }\n  }\n": typeof types.NewRozprawkaAiDocument,
    "\n  fragment EssaySummaryFields on RozprawkaAi {\n    id\n    workspaceId\n    type\n    temat\n    przedmiot\n    poziom\n    egzamin\n    state\n    liczbaArgumentow\n    poziomJezyka\n    wordCount\n    minWords\n    maxWords\n    error\n    createdAt\n    updatedAt\n  }\n": typeof types.EssaySummaryFieldsFragmentDoc,
    "\n  fragment EssaySegmentFields on RozprawkaAiSegment {\n    id\n    rozprawkaId\n    order\n    type\n    content\n    contentJson\n    explanation\n    helperContent\n    lekturaId\n    lektura {\n      id\n      title\n      author\n    }\n    uwagi {\n      kind\n      message\n      quote\n      lekturaId\n    }\n    wordCount\n    updatedAt\n  }\n": typeof types.EssaySegmentFieldsFragmentDoc,
    "\n  fragment EssayDetailFields on RozprawkaAi {\n    id\n    workspaceId\n    type\n    temat\n    przedmiot\n    poziom\n    egzamin\n    state\n    liczbaArgumentow\n    poziomJezyka\n    wordCount\n    minWords\n    maxWords\n    error\n    createdAt\n    updatedAt\n    polecenie\n    notice\n    rozprawkaReviewId\n    lektury {\n      id\n      title\n      author\n    }\n    segments {\n      id\n      rozprawkaId\n      order\n      type\n      content\n      contentJson\n      explanation\n      helperContent\n      lekturaId\n      lektura {\n        id\n        title\n        author\n      }\n      uwagi {\n        kind\n        message\n        quote\n        lekturaId\n      }\n      wordCount\n      updatedAt\n    }\n  }\n": typeof types.EssayDetailFieldsFragmentDoc,
    "\n  fragment EssayRewriteFields on RozprawkaSegmentRewrite {\n    id\n    segmentId\n    content\n    instruction\n    action\n    discarded\n    accepted\n    previousContent\n    createdAt\n  }\n": typeof types.EssayRewriteFieldsFragmentDoc,
    "\n  fragment EssayReviewSummaryFields on RozprawkaAiReview {\n    id\n    workspaceId\n    przedmiot\n    poziom\n    egzamin\n    temat\n    state\n    error\n    wordCount\n    createdAt\n    updatedAt\n    maturaPolski {\n      egzamin\n      liczbaPunktow\n      zdobytePunkty\n    }\n    egzaminOsmoklasistyPolski {\n      egzamin\n      liczbaPunktow\n      zdobytePunkty\n    }\n    maturaAngielski {\n      egzamin\n      liczbaPunktow\n      zdobytePunkty\n    }\n    egzaminOsmoklasistyAngielski {\n      egzamin\n      liczbaPunktow\n      zdobytePunkty\n    }\n  }\n": typeof types.EssayReviewSummaryFieldsFragmentDoc,
    "\n  mutation generaterozprawka($generaterozprawkaInput: GeneraterozprawkaInput!) {\n    generaterozprawka(generaterozprawkaInput: $generaterozprawkaInput) {\n      __typename\n      ... on RozprawkaAi {\n        ...EssayDetailFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n": typeof types.GeneraterozprawkaDocument,
    "\n  mutation generateexplanation($generateexplanationInput: GenerateexplanationInput!) {\n    generateexplanation(generateexplanationInput: $generateexplanationInput) {\n      ...EssaySegmentFields\n    }\n  }\n": typeof types.GenerateexplanationDocument,
    "\n  query essayLektury($getLekturyInput: GetLekturyInput) {\n    getLektury(getLekturyInput: $getLekturyInput) {\n      id\n      title\n      author\n      epoka\n      egzaminOsmoklasisty\n      naMaturze\n    }\n  }\n": typeof types.EssayLekturyDocument,
    "\n  query getRozprawkaAiReviewByWorkspaceId(\n    $getRozprawkaAiReviewByWorkspaceIdInput: GetRozprawkaAiReviewByWorkspaceIdInput\n  ) {\n    getRozprawkaAiReviewByWorkspaceId(\n      getRozprawkaAiReviewByWorkspaceIdInput: $getRozprawkaAiReviewByWorkspaceIdInput\n    ) {\n      ...EssayReviewSummaryFields\n    }\n  }\n": typeof types.GetRozprawkaAiReviewByWorkspaceIdDocument,
    "\n  query getRozprawkaAiById($getRozprawkaAiByIdInput: GetRozprawkaAiByIdInput!) {\n    getRozprawkaAiById(getRozprawkaAiByIdInput: $getRozprawkaAiByIdInput) {\n      ...EssayDetailFields\n    }\n  }\n": typeof types.GetRozprawkaAiByIdDocument,
    "\n  query getRozprawkaAiByWorkspaceId($getRozprawkaAiByWorkspaceIdInput: GetRozprawkaAiByWorkspaceIdInput) {\n    getRozprawkaAiByWorkspaceId(getRozprawkaAiByWorkspaceIdInput: $getRozprawkaAiByWorkspaceIdInput) {\n      ...EssaySummaryFields\n    }\n  }\n": typeof types.GetRozprawkaAiByWorkspaceIdDocument,
    "\n  query getRozprawkaAiReviewById($getRozprawkaAiReviewByIdInput: GetRozprawkaAiReviewByIdInput!) {\n    getRozprawkaAiReviewById(getRozprawkaAiReviewByIdInput: $getRozprawkaAiReviewByIdInput) {\n      ...EssayReviewDetailFields\n    }\n  }\n": typeof types.GetRozprawkaAiReviewByIdDocument,
    "\n  query getSegmentRewrites($getSegmentRewritesInput: GetSegmentRewritesInput!) {\n    getSegmentRewrites(getSegmentRewritesInput: $getSegmentRewritesInput) {\n      ...EssayRewriteFields\n    }\n  }\n": typeof types.GetSegmentRewritesDocument,
    "\n  subscription newRozprawkaAiReviewById($newRozprawkaAiReviewInput: NewRozprawkaAiReviewInput) {\n    newRozprawkaAiReview(newRozprawkaAiReviewInput: $newRozprawkaAiReviewInput) {\n      ...EssayReviewDetailFields\n    }\n  }\n": typeof types.NewRozprawkaAiReviewByIdDocument,
    "\n  fragment EssayReviewDetailFields on RozprawkaAiReview {\n    id\n    workspaceId\n    przedmiot\n    poziom\n    egzamin\n    temat\n    content\n    state\n    error\n    notice\n    review\n    reviewContent\n    poprawki {\n      fragment\n      rewrite\n      why\n    }\n    wordCount\n    dysleksja\n    rozprawkaId\n    poprawionaRozprawkaId\n    userDocId\n    maturaPolski {\n      egzamin\n      nazwa\n      liczbaPunktow\n      zdobytePunkty\n      zasady\n      kryteria {\n        id\n        name\n        maxPoints\n        points\n        reason\n        rule\n        cytaty {\n          text\n          start\n          end\n          kind\n          comment\n          correction\n        }\n      }\n    }\n    egzaminOsmoklasistyPolski {\n      egzamin\n      nazwa\n      liczbaPunktow\n      zdobytePunkty\n      zasady\n      kryteria {\n        id\n        name\n        maxPoints\n        points\n        reason\n        rule\n        cytaty {\n          text\n          start\n          end\n          kind\n          comment\n          correction\n        }\n      }\n    }\n    maturaAngielski {\n      egzamin\n      nazwa\n      liczbaPunktow\n      zdobytePunkty\n      zasady\n      kryteria {\n        id\n        name\n        maxPoints\n        points\n        reason\n        rule\n        cytaty {\n          text\n          start\n          end\n          kind\n          comment\n          correction\n        }\n      }\n    }\n    egzaminOsmoklasistyAngielski {\n      egzamin\n      nazwa\n      liczbaPunktow\n      zdobytePunkty\n      zasady\n      kryteria {\n        id\n        name\n        maxPoints\n        points\n        reason\n        rule\n        cytaty {\n          text\n          start\n          end\n          kind\n          comment\n          correction\n        }\n      }\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.EssayReviewDetailFieldsFragmentDoc,
    "\n  mutation rewritesegment($rewritesegmentInput: RewritesegmentInput!) {\n    rewritesegment(rewritesegmentInput: $rewritesegmentInput) {\n      ...EssayRewriteFields\n    }\n  }\n": typeof types.RewritesegmentDocument,
    "\n  mutation generativefunctionsegment($generativefunctionsegmentInput: GenerativefunctionsegmentInput!) {\n    generativefunctionsegment(generativefunctionsegmentInput: $generativefunctionsegmentInput) {\n      ...EssayRewriteFields\n    }\n  }\n": typeof types.GenerativefunctionsegmentDocument,
    "\n  mutation reviewrozprawka($reviewrozprawkaInput: ReviewrozprawkaInput!) {\n    reviewrozprawka(reviewrozprawkaInput: $reviewrozprawkaInput) {\n      __typename\n      ... on RozprawkaAiReview {\n        ...EssayReviewSummaryFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n": typeof types.ReviewrozprawkaDocument,
    "\n  mutation updatesegmentstatus($updatesegmentstatusInput: UpdatesegmentstatusInput!) {\n    updatesegmentstatus(updatesegmentstatusInput: $updatesegmentstatusInput) {\n      ...EssayRewriteFields\n      segment {\n        id\n        rozprawkaId\n        order\n        type\n        content\n        contentJson\n        explanation\n        helperContent\n        lekturaId\n        lektura {\n          id\n          title\n          author\n        }\n        uwagi {\n          kind\n          message\n          quote\n          lekturaId\n        }\n        wordCount\n        updatedAt\n      }\n    }\n  }\n": typeof types.UpdatesegmentstatusDocument,
    "\n  mutation updateRozprawkaAiSegment($updateRozprawkaAiSegmentInput: UpdateRozprawkaAiSegmentInput!) {\n    updateRozprawkaAiSegment(updateRozprawkaAiSegmentInput: $updateRozprawkaAiSegmentInput) {\n      ...EssaySegmentFields\n    }\n  }\n": typeof types.UpdateRozprawkaAiSegmentDocument,
    "\n  query getLatestData($getLatestDataInput: GetLatestDataInput) {\n    getLatestData(getLatestDataInput: $getLatestDataInput) {\n      id\n      name\n      updatedAt\n      temat {\n        id\n        przedmiot\n        poziom\n      }\n    }\n  }\n": typeof types.GetLatestDataDocument,
    "\n  query studyStreakCard {\n    studyProgress {\n      currentStreak\n      longestStreak\n      studiedToday\n      todaySessions\n      dailyGoal\n    }\n    getDueWords {\n      total\n      byWorkspace {\n        workspaceId\n        count\n      }\n    }\n  }\n": typeof types.StudyStreakCardDocument,
    "\n  mutation setDailyStudyGoalOnHome($input: SetDailyStudyGoalInput!) {\n    setDailyStudyGoal(setDailyStudyGoalInput: $input) {\n      currentStreak\n      longestStreak\n      studiedToday\n      todaySessions\n      dailyGoal\n    }\n  }\n": typeof types.SetDailyStudyGoalOnHomeDocument,
    "\n  query legalOperator {\n    getAppConfig {\n      operator {\n        name\n        address\n        krs\n        nip\n        email\n        dpoEmail\n        example\n      }\n    }\n  }\n": typeof types.LegalOperatorDocument,
    "\n  query checkLibraryAnswer($input: CheckZadanieAnswerInput!) {\n    checkZadanieAnswer(checkZadanieAnswerInput: $input) {\n      verdict\n      message\n    }\n  }\n": typeof types.CheckLibraryAnswerDocument,
    "\n  query libraryBook($input: GetbookbyidInput!) {\n    getbookbyid(getbookbyidInput: $input) {\n      ...LibraryBookFields\n      rozdzialy {\n        id\n        name\n        number\n        page\n        exerciseCount\n        subrozdzialy {\n          id\n          name\n          number\n          page\n          exerciseCount\n        }\n      }\n    }\n  }\n": typeof types.LibraryBookDocument,
    "\n  query libraryBooks($input: GetBooksInput!) {\n    getBooks(getBooksInput: $input) {\n      data {\n        ...LibraryBookFields\n      }\n      total\n      page\n      limit\n    }\n  }\n": typeof types.LibraryBooksDocument,
    "\n  query libraryExerciseCount {\n    getcount\n  }\n": typeof types.LibraryExerciseCountDocument,
    "\n  query libraryExercises($input: GetPaginatedZadanieByRelationIdInput!) {\n    getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {\n      data {\n        ...LibraryExerciseFields\n      }\n      total\n      page\n      limit\n    }\n  }\n": typeof types.LibraryExercisesDocument,
    "\n  query libraryTextbookTopics($input: GetbyprzedmiotandpoziomInput!) {\n    getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $input) {\n      id\n      temat\n      podrecznikId\n      content\n    }\n  }\n": typeof types.LibraryTextbookTopicsDocument,
    "\n  query libraryTextbook($input: GetPodrBookByIdInput!) {\n    getPodrBookById(getPodrBookByIdInput: $input) {\n      id\n      podrecznik {\n        ...LibraryTextbookFields\n      }\n      chapters {\n        id\n        number\n        name\n        page\n        exerciseCount\n        subchapters {\n          id\n          number\n          name\n          page\n          exerciseCount\n        }\n      }\n    }\n  }\n": typeof types.LibraryTextbookDocument,
    "\n  query libraryTextbooks($input: GetpodrecznikbyprzedmiotandpoziomInput!) {\n    getpodrecznikbyprzedmiotandpoziom(getpodrecznikbyprzedmiotandpoziomInput: $input) {\n      ...LibraryTextbookFields\n    }\n  }\n": typeof types.LibraryTextbooksDocument,
    "\n  fragment LibraryTextbookFields on Podrecznik {\n    id\n    title\n    isbn\n    przedmiot\n    poziom\n    klasa\n    wydawnictwo\n    authors\n    demo\n    exerciseCount\n    imageUrl\n  }\n": typeof types.LibraryTextbookFieldsFragmentDoc,
    "\n  fragment LibraryBookFields on Book {\n    id\n    name\n    isbn\n    przedmiot\n    poziom\n    klasa\n    wydawnictwo\n    authors\n    demo\n    exerciseCount\n    imageUrl\n  }\n": typeof types.LibraryBookFieldsFragmentDoc,
    "\n  fragment LibraryExerciseFields on Zadanie {\n    id\n    numberExercise\n    question\n    type\n    zadanieOdpowiedzi {\n      key\n      value\n    }\n    answer\n    explanation\n    pages\n  }\n": typeof types.LibraryExerciseFieldsFragmentDoc,
    "\n  query libraryWorkspaces {\n    getWorkspaceByUserId {\n      id\n      name\n      temat {\n        id\n        przedmiot\n      }\n    }\n  }\n": typeof types.LibraryWorkspacesDocument,
    "\n  mutation chapterQuiz($generatequizInput: GeneratequizInput!) {\n    generatequiz(generatequizInput: $generatequizInput) {\n      __typename\n      ... on QuizWorkspace {\n        id\n        workspaceId\n      }\n      ... on ExecutionError {\n        message\n      }\n    }\n  }\n": typeof types.ChapterQuizDocument,
    "\n  mutation libraryExerciseChat($startconversationintentInput: StartconversationintentInput!) {\n    startconversationintent(startconversationintentInput: $startconversationintentInput) {\n      id\n      workspaceId\n    }\n  }\n": typeof types.LibraryExerciseChatDocument,
    "\n  query librarySearch($input: GetBooksByTitleInput!) {\n    getBooksByTitle(getBooksByTitleInput: $input) {\n      ...LibraryBookFields\n    }\n  }\n": typeof types.LibrarySearchDocument,
    "\n  mutation createUserDoc($createUserDocInput: CreateUserDocInput!) {\n    createUserDoc(createUserDocInput: $createUserDocInput) {\n      __typename\n      ... on UserDoc {\n        ...MaterialSummaryFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n": typeof types.CreateUserDocDocument,
    "\n  mutation deleteUserDoc($deleteUserDocInput: DeleteUserDocInput!) {\n    deleteUserDoc(deleteUserDocInput: $deleteUserDocInput) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteUserDocDocument,
    "\n  mutation getFileUrl($getFileUrlInput: GetFileUrlInput!) {\n    getFileUrl(getFileUrlInput: $getFileUrlInput) {\n      url\n      expiresAt\n    }\n  }\n": typeof types.GetFileUrlDocument,
    "\n  query getUserDocById($getUserDocByIdInput: GetUserDocByIdInput!) {\n    getUserDocById(getUserDocByIdInput: $getUserDocByIdInput) {\n      ...MaterialDetailFields\n    }\n  }\n": typeof types.GetUserDocByIdDocument,
    "\n  query getUserDocByWorkspaceId($getUserDocByWorkspaceIdInput: GetUserDocByWorkspaceIdInput!) {\n    getUserDocByWorkspaceId(getUserDocByWorkspaceIdInput: $getUserDocByWorkspaceIdInput) {\n      ...MaterialSummaryFields\n    }\n  }\n": typeof types.GetUserDocByWorkspaceIdDocument,
    "\n  fragment MaterialSummaryFields on UserDoc {\n    id\n    workspaceId\n    type\n    state\n    name\n    sourceType\n    error\n    createdAt\n    updatedAt\n  }\n": typeof types.MaterialSummaryFieldsFragmentDoc,
    "\n  fragment MaterialDetailFields on UserDoc {\n    id\n    workspaceId\n    type\n    state\n    name\n    sourceType\n    error\n    createdAt\n    updatedAt\n    youtubeMetadata {\n      url\n      videoId\n      title\n      author\n      language\n      transcripts {\n        text\n        start\n        duration\n      }\n    }\n    content\n    segments {\n      text\n      page\n    }\n    pageCount\n    ocrPages\n    truncatedFrom\n    file {\n      id\n      contentType\n      originalFileName\n      fileUrl\n    }\n  }\n": typeof types.MaterialDetailFieldsFragmentDoc,
    "\n  subscription newUserDoc($newUserDocInput: UserDocEventsInput!) {\n    newUserDoc(newUserDocInput: $newUserDocInput) {\n      ...MaterialSummaryFields\n    }\n  }\n": typeof types.NewUserDocDocument,
    "\n  mutation updatedoc($updatedocInput: UpdatedocInput!) {\n    updatedoc(updatedocInput: $updatedocInput) {\n      ...MaterialSummaryFields\n    }\n  }\n": typeof types.UpdatedocDocument,
    "\n  subscription updateUserDoc($updateUserDocInput: UserDocEventsInput!) {\n    updateUserDoc(updateUserDocInput: $updateUserDocInput) {\n      ...MaterialSummaryFields\n    }\n  }\n": typeof types.UpdateUserDocDocument,
    "\n  mutation deleteAiNote($deleteAiNoteInput: DeleteAiNoteInput!) {\n    deleteAiNote(deleteAiNoteInput: $deleteAiNoteInput) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteAiNoteDocument,
    "\n  query workspaceNoteIds($getAiNoteByWorkspaceIdInput: GetAiNoteByWorkspaceIdInput!) {\n    getAiNoteByWorkspaceId(getAiNoteByWorkspaceIdInput: $getAiNoteByWorkspaceIdInput) {\n      id\n    }\n  }\n": typeof types.WorkspaceNoteIdsDocument,
    "\n  query getAiNoteById($getAiNoteByIdInput: GetAiNoteByIdInput!) {\n    getAiNoteById(getAiNoteByIdInput: $getAiNoteByIdInput) {\n      ...NoteDetailFields\n    }\n  }\n": typeof types.GetAiNoteByIdDocument,
    "\n  query getAiNoteByWorkspaceId($getAiNoteByWorkspaceIdInput: GetAiNoteByWorkspaceIdInput!) {\n    getAiNoteByWorkspaceId(getAiNoteByWorkspaceIdInput: $getAiNoteByWorkspaceIdInput) {\n      ...NoteSummaryFields\n    }\n  }\n": typeof types.GetAiNoteByWorkspaceIdDocument,
    "\n  subscription newAiNote($newAiNoteInput: NewAiNoteInput!) {\n    newAiNote(newAiNoteInput: $newAiNoteInput) {\n      ...NoteSummaryFields\n    }\n  }\n": typeof types.NewAiNoteDocument,
    "\n  mutation noteaction($noteactionInput: NoteactionInput!) {\n    noteaction(noteactionInput: $noteactionInput) {\n      text\n    }\n  }\n": typeof types.NoteactionDocument,
    "\n  fragment NoteSummaryFields on AiNote {\n    id\n    workspaceId\n    name\n    action\n    createdAt\n    updatedAt\n  }\n": typeof types.NoteSummaryFieldsFragmentDoc,
    "\n  fragment NoteDetailFields on AiNote {\n    id\n    workspaceId\n    name\n    content\n    action\n    createdAt\n    updatedAt\n  }\n": typeof types.NoteDetailFieldsFragmentDoc,
    "\n  mutation editnote($editnoteInput: EditnoteInput!) {\n    editnote(editnoteInput: $editnoteInput) {\n      ...NoteDetailFields\n    }\n  }\n": typeof types.EditnoteDocument,
    "\n  mutation answerOnboardingQuestion($answerOnboardingQuestionInput: AnswerOnboardingQuestionInput!) {\n    answerOnboardingQuestion(answerOnboardingQuestionInput: $answerOnboardingQuestionInput) {\n      ...CurrentUser\n    }\n  }\n": typeof types.AnswerOnboardingQuestionDocument,
    "\n  query onboardingStudiaCourses($getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput!) {\n    getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $getbyprzedmiotandpoziomInput) {\n      id\n      temat\n      base\n    }\n  }\n": typeof types.OnboardingStudiaCoursesDocument,
    "\n  query progressPage {\n    studyOverview {\n      today\n      currentStreak\n      longestStreak\n      days {\n        day\n        sessions\n      }\n      quizzes {\n        finished\n        subjects {\n          przedmiot\n          attempts {\n            day\n            scorePercent\n          }\n        }\n      }\n      words {\n        wordCount\n        learnt\n        due\n      }\n      essays {\n        graded\n        przedmiot\n        attempts {\n          day\n          points\n          maxPoints\n        }\n        criteria {\n          id\n          name\n          maxPoints\n          points\n        }\n      }\n      tests {\n        solved\n        tasksSolved\n        weeks {\n          start\n          solved\n        }\n      }\n      tutors {\n        practised\n        mastered\n        subjects {\n          przedmiot\n          practised\n          mastered\n        }\n      }\n    }\n  }\n": typeof types.ProgressPageDocument,
    "\n  mutation createQuizResult($createQuizResultInput: CreateQuizResultInput!) {\n    createQuizResult(createQuizResultInput: $createQuizResultInput) {\n      ...QuizResultDetailFields\n    }\n  }\n": typeof types.CreateQuizResultDocument,
    "\n  mutation deleteQuizWorkspace($deleteQuizWorkspaceInput: DeleteQuizWorkspaceInput!) {\n    deleteQuizWorkspace(deleteQuizWorkspaceInput: $deleteQuizWorkspaceInput) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteQuizWorkspaceDocument,
    "\n  mutation quizMistakesNote($generateainotatkaAiNoteInput: GenerateainotatkaAiNoteInput!) {\n    generateainotatkaAiNote(generateainotatkaAiNoteInput: $generateainotatkaAiNoteInput) {\n      id\n      workspaceId\n      name\n    }\n  }\n": typeof types.QuizMistakesNoteDocument,
    "\n  mutation generatequizcontinue($generatequizcontinueInput: GeneratequizcontinueInput!) {\n    generatequizcontinue(generatequizcontinueInput: $generatequizcontinueInput) {\n      __typename\n      ... on QuizWorkspace {\n        ...QuizSummaryFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n": typeof types.GeneratequizcontinueDocument,
    "\n  mutation generatequiz($generatequizInput: GeneratequizInput!) {\n    generatequiz(generatequizInput: $generatequizInput) {\n      __typename\n      ... on QuizWorkspace {\n        ...QuizSummaryFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n": typeof types.GeneratequizDocument,
    "\n  query allQuizzes {\n    getQuizWorkspaceByUserId {\n      id\n      workspaceId\n      workspaceName\n      name\n      state\n      questionCount\n      fromMistakes\n      createdAt\n    }\n  }\n": typeof types.AllQuizzesDocument,
    "\n  query quizWorkspaceChoices {\n    getWorkspaceByUserId {\n      id\n      name\n    }\n  }\n": typeof types.QuizWorkspaceChoicesDocument,
    "\n  query quizLektury($getLekturyInput: GetLekturyInput) {\n    getLektury(getLekturyInput: $getLekturyInput) {\n      id\n      title\n      author\n      epoka\n    }\n  }\n": typeof types.QuizLekturyDocument,
    "\n  query workspaceQuizIds($getQuizWorkspaceByWorkspaceIdInput: GetQuizWorkspaceByWorkspaceIdInput!) {\n    getQuizWorkspaceByWorkspaceId(getQuizWorkspaceByWorkspaceIdInput: $getQuizWorkspaceByWorkspaceIdInput) {\n      id\n    }\n  }\n": typeof types.WorkspaceQuizIdsDocument,
    "\n  query getQuizFlowByWorkspaceId($getQuizFlowByWorkspaceIdInput: GetQuizFlowByWorkspaceIdInput!) {\n    getQuizFlowByWorkspaceId(getQuizFlowByWorkspaceIdInput: $getQuizFlowByWorkspaceIdInput) {\n      ...QuizFlowSummaryFields\n    }\n  }\n": typeof types.GetQuizFlowByWorkspaceIdDocument,
    "\n  query getQuizResultById($getQuizResultByIdInput: GetQuizResultByIdInput!) {\n    getQuizResultById(getQuizResultByIdInput: $getQuizResultByIdInput) {\n      ...QuizResultDetailFields\n    }\n  }\n": typeof types.GetQuizResultByIdDocument,
    "\n  query getQuizWorkspaceById($getQuizWorkspaceByIdInput: GetQuizWorkspaceByIdInput!) {\n    getQuizWorkspaceById(getQuizWorkspaceByIdInput: $getQuizWorkspaceByIdInput) {\n      ...QuizDetailFields\n    }\n  }\n": typeof types.GetQuizWorkspaceByIdDocument,
    "\n  query quizWorkspaceSubject($getWorkspaceByIdInput: GetWorkspaceByIdInput!) {\n    getWorkspaceById(getWorkspaceByIdInput: $getWorkspaceByIdInput) {\n      id\n      temat {\n        id\n        przedmiot\n      }\n    }\n  }\n": typeof types.QuizWorkspaceSubjectDocument,
    "\n  subscription newQuizWorkspace($newQuizWorkspaceInput: NewQuizWorkspaceInput!) {\n    newQuizWorkspace(newQuizWorkspaceInput: $newQuizWorkspaceInput) {\n      ...QuizSummaryFields\n    }\n  }\n": typeof types.NewQuizWorkspaceDocument,
    "\n  subscription newQuizFlow($newQuizFlowInput: NewQuizFlowInput!) {\n    newQuizFlow(newQuizFlowInput: $newQuizFlowInput) {\n      ...QuizFlowSummaryFields\n    }\n  }\n": typeof types.NewQuizFlowDocument,
    "\n  fragment QuizResultSummaryFields on QuizResult {\n    id\n    quizWorkspaceId\n    workspaceId\n    isFinished\n    isReviewing\n    instantFeedback\n    score\n    maxScore\n    percent\n    createdAt\n    finishedAt\n  }\n": typeof types.QuizResultSummaryFieldsFragmentDoc,
    "\n  fragment QuizSummaryFields on QuizWorkspace {\n    id\n    workspaceId\n    quizFlowId\n    name\n    state\n    detailScale\n    questionCount\n    requestedCount\n    questionTypes\n    type\n    lekturaId\n    fromMistakes\n    error\n    notice\n    createdAt\n    quizResults {\n      id\n      quizWorkspaceId\n      workspaceId\n      isFinished\n      isReviewing\n      instantFeedback\n      score\n      maxScore\n      percent\n      createdAt\n      finishedAt\n    }\n  }\n": typeof types.QuizSummaryFieldsFragmentDoc,
    "\n  fragment QuizFlowSummaryFields on QuizFlow {\n    id\n    workspaceId\n    title\n    isDeleted\n    score\n    lekturaId\n    lektura {\n      id\n      title\n      author\n    }\n    createdAt\n    quizzes {\n      id\n      workspaceId\n      quizFlowId\n      name\n      state\n      detailScale\n      questionCount\n      requestedCount\n      questionTypes\n      type\n      lekturaId\n      fromMistakes\n      error\n      notice\n      createdAt\n      quizResults {\n        id\n        quizWorkspaceId\n        workspaceId\n        isFinished\n        isReviewing\n        instantFeedback\n        score\n        maxScore\n        percent\n        createdAt\n        finishedAt\n      }\n    }\n  }\n": typeof types.QuizFlowSummaryFieldsFragmentDoc,
    "\n  fragment QuizDetailFields on QuizWorkspace {\n    id\n    workspaceId\n    quizFlowId\n    name\n    state\n    detailScale\n    questionCount\n    requestedCount\n    questionTypes\n    type\n    lekturaId\n    fromMistakes\n    error\n    notice\n    createdAt\n    quizResults {\n      id\n      quizWorkspaceId\n      workspaceId\n      isFinished\n      isReviewing\n      instantFeedback\n      score\n      maxScore\n      percent\n      createdAt\n      finishedAt\n    }\n    questions {\n      id\n      order\n      kind\n      question\n      options {\n        id\n        text\n      }\n      points\n      expectsValue\n    }\n  }\n": typeof types.QuizDetailFieldsFragmentDoc,
    "\n  fragment QuizAnswerFields on QuizAnswer {\n    id\n    questionId\n    optionId\n    userAnswer\n    fileId\n    fileUrl\n    isCorrect\n    points\n    maxPoints\n    isReviewing\n    review {\n      good\n      missing\n      modelAnswer\n    }\n    correctOptionId\n    correctAnswer\n    explanation\n    citation {\n      sourceKind\n      sourceId\n      sourceName\n      page\n      startSeconds\n      text\n    }\n    createdAt\n  }\n": typeof types.QuizAnswerFieldsFragmentDoc,
    "\n  fragment QuizResultDetailFields on QuizResult {\n    id\n    quizWorkspaceId\n    workspaceId\n    isFinished\n    isReviewing\n    instantFeedback\n    score\n    maxScore\n    percent\n    createdAt\n    finishedAt\n    quizAnswers {\n      id\n      questionId\n      optionId\n      userAnswer\n      fileId\n      fileUrl\n      isCorrect\n      points\n      maxPoints\n      isReviewing\n      review {\n        good\n        missing\n        modelAnswer\n      }\n      correctOptionId\n      correctAnswer\n      explanation\n      citation {\n        sourceKind\n        sourceId\n        sourceName\n        page\n        startSeconds\n        text\n      }\n      createdAt\n    }\n  }\n": typeof types.QuizResultDetailFieldsFragmentDoc,
    "\n  mutation startQuizChat($startconversationInput: StartconversationInput!) {\n    startconversation(startconversationInput: $startconversationInput) {\n      id\n    }\n  }\n": typeof types.StartQuizChatDocument,
    "\n  mutation submitAnswer($submitAnswerInput: SubmitAnswerInput!) {\n    submitAnswer(submitAnswerInput: $submitAnswerInput) {\n      ...QuizAnswerFields\n    }\n  }\n": typeof types.SubmitAnswerDocument,
    "\n  mutation submitQuizResult($submitQuizResultInput: SubmitQuizResultInput!) {\n    submitQuizResult(submitQuizResultInput: $submitQuizResultInput) {\n      ...QuizResultDetailFields\n    }\n  }\n": typeof types.SubmitQuizResultDocument,
    "\n  subscription updateQuizResult($updateQuizResultInput: UpdateQuizResultInput!) {\n    updateQuizResult(updateQuizResultInput: $updateQuizResultInput) {\n      ...QuizResultDetailFields\n    }\n  }\n": typeof types.UpdateQuizResultDocument,
    "\n  mutation changeEmail($changeEmailInput: ChangeEmailInput!) {\n    changeEmail(changeEmailInput: $changeEmailInput) {\n      success\n      message\n    }\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation changePassword($changePasswordInput: ChangePasswordInput!) {\n    changePassword(changePasswordInput: $changePasswordInput) {\n      success\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation confirmEmailChange($confirmEmailChangeInput: ConfirmEmailChangeInput!) {\n    confirmEmailChange(confirmEmailChangeInput: $confirmEmailChangeInput) {\n      ...CurrentUser\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  mutation confirmSettingsPhone($verifyPhoneInput: VerifyPhoneInput!) {\n    verifyPhone(verifyPhoneInput: $verifyPhoneInput) {\n      success\n      message\n      user {\n        ...CurrentUser\n      }\n    }\n  }\n": typeof types.ConfirmSettingsPhoneDocument,
    "\n  mutation deleteAccount($deleteAccountInput: DeleteAccountInput!) {\n    deleteAccount(deleteAccountInput: $deleteAccountInput) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation requestDataExport {\n    requestDataExport {\n      url\n      expiresAt\n    }\n  }\n": typeof types.RequestDataExportDocument,
    "\n  mutation sendDeleteAccountCode {\n    sendDeleteAccountCode {\n      success\n      message\n    }\n  }\n": typeof types.SendDeleteAccountCodeDocument,
    "\n  mutation sendSettingsPhoneCode($sendSmsInput: SendSmsInput!) {\n    sendSms(sendSmsInput: $sendSmsInput) {\n      success\n      message\n    }\n  }\n": typeof types.SendSettingsPhoneCodeDocument,
    "\n  query studySettings {\n    studyProgress {\n      dailyGoal\n      remindersEnabled\n    }\n  }\n": typeof types.StudySettingsDocument,
    "\n  mutation setDailyStudyGoalInSettings($input: SetDailyStudyGoalInput!) {\n    setDailyStudyGoal(setDailyStudyGoalInput: $input) {\n      dailyGoal\n      remindersEnabled\n    }\n  }\n": typeof types.SetDailyStudyGoalInSettingsDocument,
    "\n  mutation setStudyRemindersInSettings($input: SetStudyRemindersInput!) {\n    setStudyReminders(setStudyRemindersInput: $input) {\n      dailyGoal\n      remindersEnabled\n    }\n  }\n": typeof types.SetStudyRemindersInSettingsDocument,
    "\n  mutation copySharedItem($input: CopySharedItemInput!) {\n    copySharedItem(input: $input) {\n      kind\n      id\n      workspaceId\n      alreadyCopied\n    }\n  }\n": typeof types.CopySharedItemDocument,
    "\n  mutation createShareLink($input: ShareItemInput!) {\n    createShareLink(input: $input) {\n      ...ShareLinkFields\n    }\n  }\n": typeof types.CreateShareLinkDocument,
    "\n  mutation createSharingWorkspace($createWorkspaceInput: CreateWorkspaceInput!) {\n    createWorkspace(createWorkspaceInput: $createWorkspaceInput) {\n      id\n      name\n    }\n  }\n": typeof types.CreateSharingWorkspaceDocument,
    "\n  query sharingWorkspaces {\n    getWorkspaceByUserId {\n      id\n      name\n      temat {\n        id\n      }\n    }\n  }\n": typeof types.SharingWorkspacesDocument,
    "\n  query getShareLink($input: ShareItemInput!) {\n    getShareLink(input: $input) {\n      ...ShareLinkFields\n    }\n  }\n": typeof types.GetShareLinkDocument,
    "\n  query getSharedItem($input: ShareTokenInput!) {\n    getSharedItem(input: $input) {\n      token\n      kind\n      title\n      description\n      summary\n      entries {\n        text\n        answer\n        options\n      }\n    }\n  }\n": typeof types.GetSharedItemDocument,
    "\n  mutation revokeShareLink($input: ShareTokenInput!) {\n    revokeShareLink(input: $input) {\n      ...ShareLinkFields\n    }\n  }\n": typeof types.RevokeShareLinkDocument,
    "\n  fragment ShareLinkFields on ShareLink {\n    token\n    kind\n    itemId\n    createdAt\n    revokedAt\n  }\n": typeof types.ShareLinkFieldsFragmentDoc,
    "\n  mutation deleteTestSolver($deleteTestSolverInput: DeleteTestSolverInput!) {\n    deleteTestSolver(deleteTestSolverInput: $deleteTestSolverInput) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteTestSolverDocument,
    "\n  query testSolverWorkspaces {\n    getWorkspaceByUserId {\n      id\n      name\n      temat {\n        id\n        przedmiot\n      }\n    }\n  }\n": typeof types.TestSolverWorkspacesDocument,
    "\n  query getTestSolverById($getTestSolverByIdInput: GetTestSolverByIdInput!) {\n    getTestSolverById(getTestSolverByIdInput: $getTestSolverByIdInput) {\n      ...TestSolverDetailFields\n    }\n  }\n": typeof types.GetTestSolverByIdDocument,
    "\n  query getTestSolverByWorkspaceId($getTestSolverByWorkspaceIdInput: GetTestSolverByWorkspaceIdInput) {\n    getTestSolverByWorkspaceId(getTestSolverByWorkspaceIdInput: $getTestSolverByWorkspaceIdInput) {\n      ...TestSolverSummaryFields\n    }\n  }\n": typeof types.GetTestSolverByWorkspaceIdDocument,
    "\n  query workspaceTestSolvers($getTestSolverByWorkspaceIdInput: GetTestSolverByWorkspaceIdInput) {\n    getTestSolverByWorkspaceId(getTestSolverByWorkspaceIdInput: $getTestSolverByWorkspaceIdInput) {\n      id\n      title\n      state\n      taskCount\n      solvedCount\n      createdAt\n    }\n  }\n": typeof types.WorkspaceTestSolversDocument,
    "\n  query getPaginatedZadanieByRelationId(\n    $getPaginatedZadanieByRelationIdInput: GetPaginatedZadanieByRelationIdInput!\n  ) {\n    getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $getPaginatedZadanieByRelationIdInput) {\n      data {\n        ...ZadanieFields\n      }\n      total\n      page\n      limit\n    }\n  }\n": typeof types.GetPaginatedZadanieByRelationIdDocument,
    "\n  mutation startZadanieChat($startconversationintentInput: StartconversationintentInput!) {\n    startconversationintent(startconversationintentInput: $startconversationintentInput) {\n      id\n      workspaceId\n    }\n  }\n": typeof types.StartZadanieChatDocument,
    "\n  mutation sprawdziansolution($sprawdziansolutionInput: SprawdziansolutionInput!) {\n    sprawdziansolution(sprawdziansolutionInput: $sprawdziansolutionInput) {\n      __typename\n      ... on TestSolver {\n        ...TestSolverDetailFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n": typeof types.SprawdziansolutionDocument,
    "\n  subscription newTestSolverList($newTestSolverInput: NewTestSolverInput) {\n    newTestSolver(newTestSolverInput: $newTestSolverInput) {\n      ...TestSolverSummaryFields\n    }\n  }\n": typeof types.NewTestSolverListDocument,
    "\n  subscription newTestSolver($newTestSolverInput: NewTestSolverInput) {\n    newTestSolver(newTestSolverInput: $newTestSolverInput) {\n      ...TestSolverDetailFields\n    }\n  }\n": typeof types.NewTestSolverDocument,
    "\n  subscription zadanieEvents($updateZadanieInput: UpdateZadanieInput!) {\n    updateZadanie(updateZadanieInput: $updateZadanieInput) {\n      ...ZadanieFields\n    }\n  }\n": typeof types.ZadanieEventsDocument,
    "\n  fragment TestSolverSummaryFields on TestSolver {\n    id\n    workspaceId\n    title\n    state\n    przedmiot\n    pageCount\n    taskCount\n    solvedCount\n    failedCount\n    error\n    createdAt\n    updatedAt\n  }\n": typeof types.TestSolverSummaryFieldsFragmentDoc,
    "\n  fragment TestSolverDetailFields on TestSolver {\n    id\n    workspaceId\n    title\n    state\n    przedmiot\n    pageCount\n    taskCount\n    solvedCount\n    failedCount\n    error\n    createdAt\n    updatedAt\n    polecenie\n    notice\n    tematyId\n    solvedDocId\n    userDocs {\n      id\n      name\n      state\n      file {\n        id\n        contentType\n        originalFileName\n        fileUrl\n      }\n    }\n  }\n": typeof types.TestSolverDetailFieldsFragmentDoc,
    "\n  fragment ZadanieFields on Zadanie {\n    id\n    testSolverId\n    workspaceId\n    numberExercise\n    order\n    question\n    type\n    zadanieOdpowiedzi {\n      key\n      value\n    }\n    points\n    pages\n    state\n    answer\n    explanation\n    dlaczego\n    check\n    checkMessage\n    error\n    updatedAt\n  }\n": typeof types.ZadanieFieldsFragmentDoc,
    "\n  mutation updateZadanie($updateZadanieInput: UpdateZadanieInput!) {\n    updateZadanie(updateZadanieInput: $updateZadanieInput) {\n      ...ZadanieFields\n    }\n  }\n": typeof types.UpdateZadanieDocument,
    "\n  mutation deleteAiTutor($deleteAiTutorInput: DeleteAiTutorInput!) {\n    deleteAiTutor(deleteAiTutorInput: $deleteAiTutorInput) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteAiTutorDocument,
    "\n  query tutorTopics($getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput!) {\n    getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $getbyprzedmiotandpoziomInput) {\n      id\n      temat\n      ckePoziom\n    }\n  }\n": typeof types.TutorTopicsDocument,
    "\n  query tutorTextbooks($input: GetpodrecznikbyprzedmiotandpoziomInput!) {\n    getpodrecznikbyprzedmiotandpoziom(getpodrecznikbyprzedmiotandpoziomInput: $input) {\n      id\n      title\n    }\n  }\n": typeof types.TutorTextbooksDocument,
    "\n  query tutorChapters($input: GetPodrBookByIdInput!) {\n    getPodrBookById(getPodrBookByIdInput: $input) {\n      id\n      chapters {\n        id\n        number\n        name\n      }\n    }\n  }\n": typeof types.TutorChaptersDocument,
    "\n  query tutorWorkspaces {\n    getWorkspaceByUserId {\n      id\n      name\n    }\n  }\n": typeof types.TutorWorkspacesDocument,
    "\n  query tutorTopicData($gettematdataInput: GettematdataInput!) {\n    gettematdata(gettematdataInput: $gettematdataInput) {\n      content\n      exercises\n    }\n  }\n": typeof types.TutorTopicDataDocument,
    "\n  query tutor($getAiTutorByIdInput: GetAiTutorByIdInput!) {\n    getAiTutorById(getAiTutorByIdInput: $getAiTutorByIdInput) {\n      ...AiTutorDetailFields\n      aiTutorTemat {\n        ...AiTutorTopicFields\n      }\n    }\n  }\n": typeof types.TutorDocument,
    "\n  query tutors {\n    getAiTutorByUserId {\n      ...AiTutorSummaryFields\n    }\n  }\n": typeof types.TutorsDocument,
    "\n  mutation aitutoringAiTutor($aitutoringAiTutorInput: AitutoringAiTutorInput!) {\n    aitutoringAiTutor(aitutoringAiTutorInput: $aitutoringAiTutorInput) {\n      ...AiTutorDetailFields\n      aiTutorTemat {\n        ...AiTutorTopicFields\n      }\n    }\n  }\n": typeof types.AitutoringAiTutorDocument,
    "\n  subscription newAiTutor {\n    newAiTutor {\n      ...AiTutorSummaryFields\n    }\n  }\n": typeof types.NewAiTutorDocument,
    "\n  subscription updateAiTutorSummary($updateAiTutorInput: UpdateAiTutorInput!) {\n    updateAiTutor(updateAiTutorInput: $updateAiTutorInput) {\n      ...AiTutorSummaryFields\n    }\n  }\n": typeof types.UpdateAiTutorSummaryDocument,
    "\n  subscription updateAiTutor($updateAiTutorInput: UpdateAiTutorInput!) {\n    updateAiTutor(updateAiTutorInput: $updateAiTutorInput) {\n      ...AiTutorDetailFields\n      aiTutorTemat {\n        ...AiTutorTopicFields\n      }\n    }\n  }\n": typeof types.UpdateAiTutorDocument,
    "\n  subscription updateAiTutorTemat($updateAiTutorTematInput: UpdateAiTutorTematInput!) {\n    updateAiTutorTemat(updateAiTutorTematInput: $updateAiTutorTematInput) {\n      ...AiTutorTopicFields\n    }\n  }\n": typeof types.UpdateAiTutorTematDocument,
    "\n  subscription updateAiTutorTematSession($updateAiTutorTematSessionInput: UpdateAiTutorTematSessionInput!) {\n    updateAiTutorTematSession(updateAiTutorTematSessionInput: $updateAiTutorTematSessionInput) {\n      ...AiTutorSessionFields\n    }\n  }\n": typeof types.UpdateAiTutorTematSessionDocument,
    "\n  fragment AiTutorSummaryFields on AiTutor {\n    id\n    name\n    przedmiot\n    poziom\n    origin\n    state\n    error\n    progress\n    createdAt\n    aiTutorTemat {\n      id\n      state\n    }\n  }\n": typeof types.AiTutorSummaryFieldsFragmentDoc,
    "\n  fragment AiTutorSessionFields on AiTutorTematSession {\n    id\n    aiTutorTematId\n    state\n    detailLevel\n    sessionConversationStarted\n    sessionConversationId\n    previousSessionId\n    testSessionQuizId\n    testSessionQuiz {\n      id\n      state\n      error\n    }\n    sessionQuizId\n    scorePercent\n    createdAt\n  }\n": typeof types.AiTutorSessionFieldsFragmentDoc,
    "\n  fragment AiTutorTopicFields on AiTutorTemat {\n    id\n    aiTutorId\n    order\n    name\n    description\n    state\n    full_generated\n    mastered\n    error\n    podrSubchapter {\n      id\n      number\n      name\n    }\n    sessions {\n      id\n      aiTutorTematId\n      state\n      detailLevel\n      sessionConversationStarted\n      sessionConversationId\n      previousSessionId\n      testSessionQuizId\n      testSessionQuiz {\n        id\n        state\n        error\n      }\n      sessionQuizId\n      scorePercent\n      createdAt\n    }\n  }\n": typeof types.AiTutorTopicFieldsFragmentDoc,
    "\n  fragment AiTutorDetailFields on AiTutor {\n    id\n    workspaceId\n    name\n    description\n    przedmiot\n    poziom\n    origin\n    tematId\n    state\n    error\n    progress\n    createdAt\n    rozdzial {\n      id\n      number\n      name\n      bookId\n      bookTitle\n    }\n    aiTutorInitialData {\n      detailLevel\n      userComment\n    }\n  }\n": typeof types.AiTutorDetailFieldsFragmentDoc,
    "\n  mutation continueaitutoringAiTutor($continueaitutoringAiTutorInput: ContinueaitutoringAiTutorInput!) {\n    continueaitutoringAiTutor(continueaitutoringAiTutorInput: $continueaitutoringAiTutorInput) {\n      ...AiTutorSessionFields\n    }\n  }\n": typeof types.ContinueaitutoringAiTutorDocument,
    "\n  mutation finishAiTutorTematSession($finishAiTutorTematSessionInput: FinishAiTutorTematSessionInput!) {\n    finishAiTutorTematSession(finishAiTutorTematSessionInput: $finishAiTutorTematSessionInput) {\n      ...AiTutorSessionFields\n    }\n  }\n": typeof types.FinishAiTutorTematSessionDocument,
    "\n  mutation generateainotatkasession($generateainotatkasessionInput: GenerateainotatkasessionInput!) {\n    generateainotatkasession(generateainotatkasessionInput: $generateainotatkasessionInput) {\n      id\n      workspaceId\n      name\n    }\n  }\n": typeof types.GenerateainotatkasessionDocument,
    "\n  query usagePage {\n    getSubscriptionUsage {\n      name\n      grantedAt\n      status\n      cancelAtPeriodEnd\n      expiresAt\n      planPrice\n      billingInterval\n      recurring\n      paymentMethod {\n        card_brand\n        card_last4\n        exp_month\n        exp_year\n      }\n      usage {\n        action\n        label\n        limit\n        limitType\n        limitInterval\n        usage\n        remaining\n        renewsAt\n      }\n    }\n  }\n": typeof types.UsagePageDocument,
    "\n  mutation deleteWordBase($deleteWordBaseInput: DeleteWordBaseInput!) {\n    deleteWordBase(deleteWordBaseInput: $deleteWordBaseInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n": typeof types.DeleteWordBaseDocument,
    "\n  mutation extractwordbase($extractwordbaseInput: ExtractwordbaseInput!) {\n    extractwordbase(extractwordbaseInput: $extractwordbaseInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n": typeof types.ExtractwordbaseDocument,
    "\n  query allWordBases($getWordBaseByUserIdInput: GetWordBaseByUserIdInput) {\n    getWordBaseByUserId(getWordBaseByUserIdInput: $getWordBaseByUserIdInput) {\n      id\n      workspaceId\n      workspaceName\n      name\n      type\n      language {\n        code\n        name\n      }\n      wordCount\n      dueCount\n      newCount\n      state\n      createdAt\n    }\n  }\n": typeof types.AllWordBasesDocument,
    "\n  query getDueWords {\n    getDueWords {\n      total\n      byWorkspace {\n        workspaceId\n        count\n      }\n    }\n  }\n": typeof types.GetDueWordsDocument,
    "\n  query dueWordsWorkspaces {\n    getWorkspaceByUserId {\n      id\n      name\n    }\n  }\n": typeof types.DueWordsWorkspacesDocument,
    "\n  query languageWorkspace {\n    getlanguageworkspace {\n      id\n      name\n    }\n  }\n": typeof types.LanguageWorkspaceDocument,
    "\n  query getLanguages {\n    getLanguages {\n      code\n      name\n      nameFull\n    }\n  }\n": typeof types.GetLanguagesDocument,
    "\n  query getWordBaseSessionById($getWordBaseSessionByIdInput: GetWordBaseSessionByIdInput!) {\n    getWordBaseSessionById(getWordBaseSessionByIdInput: $getWordBaseSessionByIdInput) {\n      ...WordBaseSessionFields\n    }\n  }\n": typeof types.GetWordBaseSessionByIdDocument,
    "\n  query getWordBaseSessionByWordBaseId(\n    $getWordBaseSessionByWordBaseIdInput: GetWordBaseSessionByWordBaseIdInput!\n  ) {\n    getWordBaseSessionByWordBaseId(getWordBaseSessionByWordBaseIdInput: $getWordBaseSessionByWordBaseIdInput) {\n      ...WordBaseSessionSummaryFields\n    }\n  }\n": typeof types.GetWordBaseSessionByWordBaseIdDocument,
    "\n  query wordBaseWords($getWordBaseByIdInput: GetWordBaseByIdInput!, $page: Int, $limit: Int, $search: String) {\n    getWordBaseById(getWordBaseByIdInput: $getWordBaseByIdInput) {\n      id\n      wordPage(page: $page, limit: $limit, search: $search) {\n        total\n        page\n        limit\n        data {\n          id\n          wordBaseId\n          word\n          translation\n          usageExample\n          order\n          due\n          state\n          reps\n          lapses\n          lastReview\n          scheduledDays\n        }\n      }\n    }\n  }\n": typeof types.WordBaseWordsDocument,
    "\n  query wordBaseHistory($getWordBaseByIdInput: GetWordBaseByIdInput!) {\n    getWordBaseById(getWordBaseByIdInput: $getWordBaseByIdInput) {\n      id\n      words {\n        id\n        word\n        translation\n        state\n        due\n        reps\n        lapses\n        history {\n          rating\n          reviewedAt\n          sessionId\n          wordBaseSessionType\n          scheduledDays\n        }\n      }\n    }\n  }\n": typeof types.WordBaseHistoryDocument,
    "\n  query getWordBaseById($getWordBaseByIdInput: GetWordBaseByIdInput!) {\n    getWordBaseById(getWordBaseByIdInput: $getWordBaseByIdInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n": typeof types.GetWordBaseByIdDocument,
    "\n  query getWordBaseByWorkspaceId($getWordBaseByWorkspaceIdInput: GetWordBaseByWorkspaceIdInput!) {\n    getWordBaseByWorkspaceId(getWordBaseByWorkspaceIdInput: $getWordBaseByWorkspaceIdInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n": typeof types.GetWordBaseByWorkspaceIdDocument,
    "\n  mutation wordpracticesession($wordpracticesessionInput: WordpracticesessionInput!) {\n    wordpracticesession(wordpracticesessionInput: $wordpracticesessionInput) {\n      ...WordBaseSessionFields\n    }\n  }\n": typeof types.WordpracticesessionDocument,
    "\n  mutation start($startInput: StartInput!) {\n    start(startInput: $startInput) {\n      ...WordBaseSessionFields\n    }\n  }\n": typeof types.StartDocument,
    "\n  mutation translate($translateInput: TranslateInput!) {\n    translate(translateInput: $translateInput) {\n      word\n      translation\n      usageExample\n      problem\n    }\n  }\n": typeof types.TranslateDocument,
    "\n  mutation upsertwords($upsertwordsInput: UpsertwordsInput!) {\n    upsertwords(upsertwordsInput: $upsertwordsInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n": typeof types.UpsertwordsDocument,
    "\n  mutation valdiateexercise($valdiateexerciseInput: ValdiateexerciseInput!) {\n    valdiateexercise(valdiateexerciseInput: $valdiateexerciseInput) {\n      id\n      kind\n      polecenie\n      example\n      wordId\n      word\n      options\n      answered\n      isCorrect\n      answer\n      review\n      expected\n    }\n  }\n": typeof types.ValdiateexerciseDocument,
    "\n  subscription newWordBase($newWordBaseInput: NewWordBaseInput!) {\n    newWordBase(newWordBaseInput: $newWordBaseInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n": typeof types.NewWordBaseDocument,
    "\n  fragment WordBaseSummaryFields on WordBase {\n    id\n    workspaceId\n    name\n    description\n    type\n    languageCode\n    language {\n      code\n      name\n    }\n    progress\n    sourcesId\n    wordCount\n    dueCount\n    newCount\n    lastStudiedAt\n    isDeleted\n    state\n    error\n    notice\n    createdAt\n    updatedAt\n  }\n": typeof types.WordBaseSummaryFieldsFragmentDoc,
    "\n  fragment WordBaseSessionSummaryFields on WordBaseSession {\n    id\n    wordBaseId\n    wordBaseSessionType\n    isFinished\n    score\n    time\n    wordCount\n    createdAt\n    finishedAt\n    answers {\n      id\n      wordId\n      word\n      rating\n      isCorrect\n      createdAt\n    }\n  }\n": typeof types.WordBaseSessionSummaryFieldsFragmentDoc,
    "\n  fragment WordBaseSessionFields on WordBaseSession {\n    id\n    wordBaseId\n    wordBaseSessionType\n    isFinished\n    score\n    time\n    wordCount\n    createdAt\n    finishedAt\n    answers {\n      id\n      wordId\n      word\n      rating\n      isCorrect\n      createdAt\n    }\n    exercises {\n      id\n      kind\n      polecenie\n      example\n      wordId\n      word\n      options\n      answered\n      isCorrect\n      answer\n      review\n      expected\n    }\n    nextWord {\n      id\n      wordBaseId\n      word\n      translation\n      usageExample\n    }\n  }\n": typeof types.WordBaseSessionFieldsFragmentDoc,
    "\n  mutation createWorkspace($createWorkspaceInput: CreateWorkspaceInput!) {\n    createWorkspace(createWorkspaceInput: $createWorkspaceInput) {\n      ...WorkspaceDetailFields\n    }\n  }\n": typeof types.CreateWorkspaceDocument,
    "\n  mutation deleteWorkspace($deleteWorkspaceInput: DeleteWorkspaceInput!) {\n    deleteWorkspace(deleteWorkspaceInput: $deleteWorkspaceInput) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteWorkspaceDocument,
    "\n  query getbyprzedmiotandpoziom($getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput!) {\n    getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $getbyprzedmiotandpoziomInput) {\n      id\n      temat\n      podTematy\n      ckePoziom\n    }\n  }\n": typeof types.GetbyprzedmiotandpoziomDocument,
    "\n  query getWorkspaceById($getWorkspaceByIdInput: GetWorkspaceByIdInput!) {\n    getWorkspaceById(getWorkspaceByIdInput: $getWorkspaceByIdInput) {\n      ...WorkspaceDetailFields\n    }\n  }\n": typeof types.GetWorkspaceByIdDocument,
    "\n  query getWorkspaceByUserId {\n    getWorkspaceByUserId {\n      ...WorkspaceSummaryFields\n    }\n  }\n": typeof types.GetWorkspaceByUserIdDocument,
    "\n  mutation updateWorkspace($updateWorkspaceInput: UpdateWorkspaceInput!) {\n    updateWorkspace(updateWorkspaceInput: $updateWorkspaceInput) {\n      ...WorkspaceDetailFields\n    }\n  }\n": typeof types.UpdateWorkspaceDocument,
    "\n  fragment WorkspaceSummaryFields on Workspace {\n    id\n    name\n    updatedAt\n    temat {\n      id\n      przedmiot\n      poziom\n      temat\n    }\n  }\n": typeof types.WorkspaceSummaryFieldsFragmentDoc,
    "\n  fragment WorkspaceDetailFields on Workspace {\n    id\n    type\n    name\n    createdAt\n    updatedAt\n    temat {\n      id\n      przedmiot\n      poziom\n      temat\n      podTematy\n      ckePoziom\n    }\n  }\n": typeof types.WorkspaceDetailFieldsFragmentDoc,
    "\n  query getActionSources($getActionSourcesInput: GetActionSourcesInput!) {\n    getActionSources(getActionSourcesInput: $getActionSourcesInput) {\n      workspaceId\n      selected {\n        id\n        items {\n          type\n          id\n        }\n      }\n      groups {\n        type\n        label\n        sources {\n          __typename\n          ... on UserDoc {\n            id\n            name\n            state\n            sourceType\n          }\n          ... on AiNote {\n            id\n            name\n          }\n          ... on QuizResult {\n            id\n            name\n          }\n          ... on LibrarySource {\n            id\n            name\n          }\n          ... on AiTutorTemat {\n            id\n            name\n          }\n        }\n      }\n      fromTools {\n        itemType\n        label\n        sources {\n          __typename\n          ... on QuizResult {\n            id\n            name\n          }\n          ... on LibrarySource {\n            id\n            name\n          }\n          ... on AiTutorTemat {\n            id\n            name\n          }\n          ... on UserDoc {\n            id\n            name\n            state\n            sourceType\n          }\n          ... on AiNote {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.GetActionSourcesDocument,
    "\n  query getErrorReportingConfig {\n    getAppConfig {\n      sentryDsn\n      sentryEnvironment\n    }\n  }\n": typeof types.GetErrorReportingConfigDocument,
    "\n  mutation updateSources($updateSourcesInput: UpdateSourcesInput!) {\n    updateSources(updateSourcesInput: $updateSourcesInput) {\n      id\n    }\n  }\n": typeof types.UpdateSourcesDocument,
    "\n  mutation updateUserInfo($updateUserInfoInput: UpdateUserInfoInput!) {\n    updateUserInfo(updateUserInfoInput: $updateUserInfoInput) {\n      ...CurrentUser\n    }\n  }\n": typeof types.UpdateUserInfoDocument,
    "\n  fragment CurrentUser on User {\n    id\n    email\n    phone\n    name\n    surname\n    role\n    avatar\n    onboardingStatus\n    isVerified\n    hasPassword\n    isFreeSub\n    subStatus\n    metadata {\n      hasSeenInitialConversation\n    }\n    onboarding {\n      poziom\n      egzaminy\n      przedmioty\n    }\n  }\n": typeof types.CurrentUserFragmentDoc,
    "\n  query getMe {\n    getMe {\n      ...CurrentUser\n      integrations {\n        id\n        integrationType\n        expiresAt\n      }\n    }\n  }\n": typeof types.GetMeDocument,
    "\n  mutation refreshToken {\n    refreshToken {\n      success\n      accessTokenExpiresAt\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  mutation logout($logoutInput: LogoutInput) {\n    logout(logoutInput: $logoutInput) {\n      success\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query getUploadLimit {\n    getAppConfig {\n      uploadMaxBytes\n    }\n  }\n": typeof types.GetUploadLimitDocument,
};
const documents: Documents = {
    "\n  query getTelemetrySwitch {\n    getAppConfig {\n      telemetry\n    }\n  }\n": types.GetTelemetrySwitchDocument,
    "\n  query adminTopics($topics: AdminTematyInput!, $books: AdminPodrecznikiInput!) {\n    adminTematy(adminTematyInput: $topics) {\n      ...AdminTopicFields\n    }\n    adminPodreczniki(adminPodrecznikiInput: $books) {\n      total\n      data {\n        id\n        title\n        poziom\n        visible\n      }\n    }\n  }\n": types.AdminTopicsDocument,
    "\n  fragment AdminTopicFields on Tematy {\n    id\n    temat\n    podTematy\n    ckePoziom\n    podrecznikId\n    content\n    visible\n  }\n": types.AdminTopicFieldsFragmentDoc,
    "\n  mutation adminUpdateTopic($input: UpdatetematInput!) {\n    updatetemat(updatetematInput: $input) {\n      ...AdminTopicFields\n    }\n  }\n": types.AdminUpdateTopicDocument,
    "\n  mutation adminSetTextbookCover($input: SetPodrecznikCoverInput!) {\n    setPodrecznikCover(setPodrecznikCoverInput: $input) {\n      ...AdminTextbookFields\n    }\n  }\n": types.AdminSetTextbookCoverDocument,
    "\n  mutation adminRemoveTextbookCover($input: RemovePodrecznikCoverInput!) {\n    removePodrecznikCover(removePodrecznikCoverInput: $input) {\n      ...AdminTextbookFields\n    }\n  }\n": types.AdminRemoveTextbookCoverDocument,
    "\n  mutation adminCreateTextbook($input: CreatePodrecznikInput!) {\n    createPodrecznik(createPodrecznikInput: $input) {\n      ...AdminTextbookFields\n    }\n  }\n": types.AdminCreateTextbookDocument,
    "\n  mutation adminDeleteTextbook($input: DeletePodrecznikInput!) {\n    deletePodrecznik(deletePodrecznikInput: $input)\n  }\n": types.AdminDeleteTextbookDocument,
    "\n  query adminTextbook($input: GetPodrBookByIdInput!) {\n    getPodrBookById(getPodrBookByIdInput: $input) {\n      id\n      podrecznik {\n        ...AdminTextbookFields\n      }\n      chapters {\n        ...AdminChapterFields\n        subchapters {\n          ...AdminChapterFields\n        }\n      }\n    }\n  }\n": types.AdminTextbookDocument,
    "\n  fragment AdminChapterFields on PodrChapter {\n    id\n    toc_id\n    number\n    name\n    page\n    deleted\n    exerciseCount\n  }\n": types.AdminChapterFieldsFragmentDoc,
    "\n  fragment AdminTextbookFields on Podrecznik {\n    id\n    title\n    isbn\n    przedmiot\n    poziom\n    klasa\n    wydawnictwo\n    authors\n    visible\n    demo\n    exerciseCount\n    imageUrl\n  }\n": types.AdminTextbookFieldsFragmentDoc,
    "\n  query adminTextbooks($input: AdminPodrecznikiInput!) {\n    adminPodreczniki(adminPodrecznikiInput: $input) {\n      total\n      page\n      limit\n      data {\n        ...AdminTextbookFields\n      }\n    }\n  }\n": types.AdminTextbooksDocument,
    "\n  fragment AdminImportFields on PodrecznikImport {\n    id\n    podrecznikId\n    fileName\n    state\n    tocSource\n    pageCount\n    pagesRead\n    chapterCount\n    subchapterCount\n    subchaptersRead\n    exercisesFound\n    exercisesSolved\n    exercisesFailed\n    note\n    error\n    attempt\n    updatedAt\n  }\n": types.AdminImportFieldsFragmentDoc,
    "\n  query adminTextbookImports($podrecznikId: ID!) {\n    podrecznikImports(podrecznikId: $podrecznikId) {\n      ...AdminImportFields\n    }\n  }\n": types.AdminTextbookImportsDocument,
    "\n  subscription adminTextbookImportChanged($podrecznikId: ID!) {\n    podrecznikImportChanged(podrecznikId: $podrecznikId) {\n      ...AdminImportFields\n    }\n  }\n": types.AdminTextbookImportChangedDocument,
    "\n  query adminSubchapterExercises($input: GetPaginatedZadanieByRelationIdInput!) {\n    getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {\n      data {\n        id\n        numberExercise\n        pages\n        question\n        answer\n        explanation\n      }\n      total\n      page\n      limit\n    }\n  }\n": types.AdminSubchapterExercisesDocument,
    "\n  mutation adminSetTextbookToc($input: SetPodrecznikTocInput!) {\n    setPodrecznikToc(setPodrecznikTocInput: $input) {\n      ...AdminImportFields\n    }\n  }\n": types.AdminSetTextbookTocDocument,
    "\n  mutation adminRetryTextbookImport($id: ID!) {\n    retryPodrecznikImport(id: $id) {\n      ...AdminImportFields\n    }\n  }\n": types.AdminRetryTextbookImportDocument,
    "\n  mutation adminImportTextbookPdf($input: ImportPodrecznikPdfInput!) {\n    importPodrecznikPdf(importPodrecznikPdfInput: $input) {\n      ...AdminImportFields\n    }\n  }\n": types.AdminImportTextbookPdfDocument,
    "\n  mutation adminUpdateExercise($input: UpdateZadanieInput!) {\n    updateZadanie(updateZadanieInput: $input) {\n      id\n      numberExercise\n      question\n      answer\n      explanation\n    }\n  }\n": types.AdminUpdateExerciseDocument,
    "\n  mutation adminUpdateTextbook($input: UpdatepodrecznikInput!) {\n    updatepodrecznik(updatepodrecznikInput: $input) {\n      ...AdminTextbookFields\n    }\n  }\n": types.AdminUpdateTextbookDocument,
    "\n  query adminPlans {\n    getAllPlans {\n      id\n      name\n      price\n      price3m\n      price12m\n      freeTier\n      description\n      visible\n      limits {\n        id\n        action\n        label\n        visible\n        limitDisplay\n        limitInterval\n        limit {\n          type\n          value\n        }\n      }\n    }\n  }\n": types.AdminPlansDocument,
    "\n  mutation adminCreatePlan($input: CreatePlanInput!) {\n    createPlan(createPlanInput: $input) {\n      id\n    }\n  }\n": types.AdminCreatePlanDocument,
    "\n  mutation adminUpdatePlan($input: UpdatePlanInput!) {\n    updatePlan(updatePlanInput: $input) {\n      id\n    }\n  }\n": types.AdminUpdatePlanDocument,
    "\n  mutation adminUpdateLimit($input: UpdateLimitInput!) {\n    updateLimit(updateLimitInput: $input) {\n      id\n    }\n  }\n": types.AdminUpdateLimitDocument,
    "\n  mutation adminCreateLimit($input: CreateLimitInput!) {\n    createLimit(createLimitInput: $input) {\n      id\n    }\n  }\n": types.AdminCreateLimitDocument,
    "\n  mutation adminCopyLimit($input: AddLimitToPlanInput!) {\n    addLimitToPlan(addLimitToPlanInput: $input) {\n      id\n    }\n  }\n": types.AdminCopyLimitDocument,
    "\n  query adminPlanAudience {\n    getPlanAudience {\n      planId\n      users\n    }\n  }\n": types.AdminPlanAudienceDocument,
    "\n  query adminRagDocuments($input: GetLibraryRagDocumentsInput!) {\n    getLibraryRagDocuments(getLibraryRagDocumentsInput: $input) {\n      id\n      podrecznikId\n      title\n      chapter\n      przedmiot\n      poziom\n      visible\n      deleted\n      chunkCount\n      characters\n      indexedAt\n    }\n  }\n": types.AdminRagDocumentsDocument,
    "\n  query adminRagSearch($input: SearchLibraryRagInput!) {\n    searchLibraryRag(searchLibraryRagInput: $input) {\n      documentId\n      title\n      chapter\n      visible\n      page\n      text\n      score\n    }\n  }\n": types.AdminRagSearchDocument,
    "\n  mutation adminRagReindex($input: ReindexLibraryBookInput!) {\n    reindexLibraryBook(reindexLibraryBookInput: $input) {\n      id\n      chunkCount\n    }\n  }\n": types.AdminRagReindexDocument,
    "\n  mutation adminRagRemove($input: RemoveLibraryRagDocumentInput!) {\n    removeLibraryRagDocument(removeLibraryRagDocumentInput: $input) {\n      id\n      chunkCount\n    }\n  }\n": types.AdminRagRemoveDocument,
    "\n  query adminActivity($input: GetActivityStatsInput!) {\n    getActivityStats(getActivityStatsInput: $input) {\n      totals {\n        activeUsers\n        visits\n        pageViews\n      }\n      pages {\n        route\n        views\n        visits\n      }\n      tools {\n        tool\n        opens\n        users\n      }\n      tours {\n        tourKey\n        completed\n        skipped\n      }\n      performance {\n        appLoads {\n          samples\n          loadMsP75\n        }\n        vitals {\n          name\n          samples\n          p75\n        }\n      }\n    }\n  }\n": types.AdminActivityDocument,
    "\n  query adminAuditAccount($input: GetUserByIdInput!) {\n    getUserById(getUserByIdInput: $input) {\n      id\n      email\n      phone\n    }\n  }\n": types.AdminAuditAccountDocument,
    "\n  query adminStats {\n    getAdminStats {\n      usersTotal\n      usersNew7\n      usersNew30\n      activeToday\n      active7\n      active30\n      aiToday {\n        calls\n        tokensPrompt\n        tokensOutput\n        cost\n        unpricedCalls\n      }\n      aiMonth {\n        calls\n        tokensPrompt\n        tokensOutput\n        cost\n        unpricedCalls\n      }\n      topActions {\n        action\n        count\n        cost\n        unpricedCalls\n      }\n      failingJobs {\n        queue\n        count\n      }\n      unpricedModels\n    }\n  }\n": types.AdminStatsDocument,
    "\n  query adminAuditLog($input: GetAdminAuditLogInput!) {\n    getAdminAuditLog(getAdminAuditLogInput: $input) {\n      page\n      limit\n      total\n      data {\n        id\n        adminId\n        operation\n        targetType\n        targetId\n        before\n        after\n        createdAt\n      }\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  query adminUsageCsv($input: GetAggregatedUsageInput!) {\n    getUsageCsv(getAggregatedUsageInput: $input) {\n      filename\n      content\n      rows\n      truncated\n    }\n  }\n": types.AdminUsageCsvDocument,
    "\n  query adminUsage($range: StatsRangeInput!) {\n    getAggregatedUsage(getAggregatedUsageInput: { range: $range }) {\n      date\n      calls\n      cost\n      unpricedCalls\n      byAction {\n        key\n        calls\n        cost\n        unpricedCalls\n      }\n      byModel {\n        key\n        calls\n        cost\n        unpricedCalls\n      }\n    }\n    getActionCost(getActionCostInput: { range: $range }) {\n      action\n      count\n      tokensPrompt\n      tokensOutput\n      cost\n      unpricedCalls\n    }\n  }\n": types.AdminUsageDocument,
    "\n  query adminUserSubscriptions($input: GetAllSubscriptionsInput!) {\n    getAllSubscriptions(getAllSubscriptionsInput: $input) {\n      total\n      data {\n        id\n        plan {\n          id\n          name\n        }\n        status\n        billingInterval\n        grantedAt\n        expiresAt\n        cancelAtPeriodEnd\n        adminGrant\n      }\n    }\n  }\n": types.AdminUserSubscriptionsDocument,
    "\n  query adminPlanChoices {\n    getAllPlans {\n      id\n      name\n      visible\n    }\n  }\n": types.AdminPlanChoicesDocument,
    "\n  query adminUserLimits($input: GetUserByIdInput!) {\n    getUserLimits(getUserByIdInput: $input) {\n      action\n      label\n      limit\n      limitType\n      limitInterval\n      usage\n      remaining\n      renewsAt\n    }\n  }\n": types.AdminUserLimitsDocument,
    "\n  query adminUserAi($input: GetUsageInput) {\n    getUsage(getUsageInput: $input) {\n      data {\n        ai {\n          calls\n          tokensPrompt\n          tokensOutput\n          cost\n          unpricedCalls\n        }\n        aiByAction {\n          key\n          calls\n          tokensPrompt\n          tokensOutput\n          cost\n          unpricedCalls\n        }\n      }\n    }\n  }\n": types.AdminUserAiDocument,
    "\n  query adminUserWorkspaceCount($input: GetUserByIdInput!) {\n    getUserWorkspaceCount(getUserByIdInput: $input)\n  }\n": types.AdminUserWorkspaceCountDocument,
    "\n  query adminUser($input: GetUserByIdInput!) {\n    getUserById(getUserByIdInput: $input) {\n      id\n      email\n      phone\n      name\n      surname\n      role\n      onboardingStatus\n      isVerified\n      isFreeSub\n      subStatus\n      createdAt\n      lastLogin\n      blockedAt\n    }\n  }\n": types.AdminUserDocument,
    "\n  fragment AdminUserSummary on User {\n    id\n    email\n    phone\n    name\n    surname\n    role\n    isFreeSub\n    onboardingStatus\n    createdAt\n    lastLogin\n    blockedAt\n  }\n": types.AdminUserSummaryFragmentDoc,
    "\n  query adminUsers($input: GetUsersInput) {\n    getUsers(getUsersInput: $input) {\n      total\n      page\n      limit\n      data {\n        ...AdminUserSummary\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation adminUpdateUserRole($input: UpdateUserRoleInput!) {\n    updateUserRole(updateUserRoleInput: $input) {\n      id\n      role\n    }\n  }\n": types.AdminUpdateUserRoleDocument,
    "\n  mutation adminSetUserBlocked($input: SetUserBlockedInput!) {\n    setUserBlocked(setUserBlockedInput: $input) {\n      id\n      blockedAt\n    }\n  }\n": types.AdminSetUserBlockedDocument,
    "\n  mutation adminAssignUserSub($input: AssignUserSubInput!) {\n    assignUserSub(assignUserSubInput: $input) {\n      id\n    }\n  }\n": types.AdminAssignUserSubDocument,
    "\n  mutation adminDeleteUserSub($input: DeleteUserSubInput!) {\n    deleteUserSub(deleteUserSubInput: $input) {\n      id\n    }\n  }\n": types.AdminDeleteUserSubDocument,
    "\n  mutation adminCreateAdditionalLimit($input: CreateAdditionalLimitInput!) {\n    createAdditionalLimit(createAdditionalLimitInput: $input) {\n      id\n    }\n  }\n": types.AdminCreateAdditionalLimitDocument,
    "\n  query getAppConfig {\n    getAppConfig {\n      turnstileSiteKey\n      requirePhone\n    }\n  }\n": types.GetAppConfigDocument,
    "\n  mutation login($loginInput: LoginInput!) {\n    login(loginInput: $loginInput) {\n      id\n      onboardingStatus\n    }\n  }\n": types.LoginDocument,
    "\n  mutation newPassword($newPasswordInput: NewPasswordInput!) {\n    newPassword(newPasswordInput: $newPasswordInput) {\n      success\n      message\n    }\n  }\n": types.NewPasswordDocument,
    "\n  mutation resendAuthCode($resendAuthCodeInput: ResendAuthCodeInput) {\n    resendAuthCode(resendAuthCodeInput: $resendAuthCodeInput) {\n      success\n      message\n    }\n  }\n": types.ResendAuthCodeDocument,
    "\n  mutation resetPassword($resetPasswordInput: ResetPasswordInput!) {\n    resetPassword(resetPasswordInput: $resetPasswordInput) {\n      success\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation sendSms($sendSmsInput: SendSmsInput!) {\n    sendSms(sendSmsInput: $sendSmsInput) {\n      success\n      message\n    }\n  }\n": types.SendSmsDocument,
    "\n  mutation signUp($signUpInput: SignUpInput!) {\n    signUp(signUpInput: $signUpInput) {\n      id\n      onboardingStatus\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation verifyCode($verifyCodeInput: VerifyCodeInput!) {\n    verifyCode(verifyCodeInput: $verifyCodeInput) {\n      ...CurrentUser\n    }\n  }\n": types.VerifyCodeDocument,
    "\n  mutation verifyPhone($verifyPhoneInput: VerifyPhoneInput!) {\n    verifyPhone(verifyPhoneInput: $verifyPhoneInput) {\n      success\n      message\n      user {\n        ...CurrentUser\n      }\n    }\n  }\n": types.VerifyPhoneDocument,
    "\n  query upgradePreview($calculatePreviewInput: CalculatePreviewInput!) {\n    calculatePreview(calculatePreviewInput: $calculatePreviewInput) {\n      total_amount\n      original_price\n      adjustment\n      planId\n      prorationDate\n      payment_method {\n        card_brand\n        card_last4\n        exp_month\n        exp_year\n      }\n    }\n  }\n": types.UpgradePreviewDocument,
    "\n  mutation cancelSubscription($cancelSubscriptionInput: CancelSubscriptionInput!) {\n    cancelSubscription(cancelSubscriptionInput: $cancelSubscriptionInput) {\n      name\n      cancelAtPeriodEnd\n      expiresAt\n    }\n  }\n": types.CancelSubscriptionDocument,
    "\n  mutation endTrial {\n    endTrial {\n      name\n      status\n    }\n  }\n": types.EndTrialDocument,
    "\n  mutation generatePaymentLink($generatePaymentLinkInput: GeneratePaymentLinkInput!) {\n    generatePaymentLink(generatePaymentLinkInput: $generatePaymentLinkInput)\n  }\n": types.GeneratePaymentLinkDocument,
    "\n  query billingPage {\n    getSubscriptionUsage {\n      name\n      grantedAt\n      status\n      cancelAtPeriodEnd\n      expiresAt\n      planPrice\n      billingInterval\n      recurring\n      paymentMethod {\n        card_brand\n        card_last4\n        exp_month\n        exp_year\n      }\n      usage {\n        action\n        label\n        limit\n        limitType\n        limitInterval\n        usage\n        remaining\n        renewsAt\n      }\n      additionalLimits {\n        id\n        name\n        action\n        additionalLimit\n        price\n        purchasedAt\n        expiresAt\n      }\n      addOnOffers {\n        id\n        name\n        action\n        additionalLimit\n        price\n        validDays\n      }\n    }\n  }\n": types.BillingPageDocument,
    "\n  query checkoutState($id: ID!) {\n    getSubscriptionUsage {\n      checkout(id: $id) {\n        id\n        state\n        name\n      }\n    }\n  }\n": types.CheckoutStateDocument,
    "\n  query invoices {\n    getInvoices {\n      id\n      status\n      total\n      created\n      url\n      paymentUrl\n      planName\n    }\n  }\n": types.InvoicesDocument,
    "\n  query choosePlan {\n    getAvaliblePlans {\n      id\n      name\n      price\n      price3m\n      price12m\n      freeTier\n      description\n      visible\n      userPlanAction\n      limits {\n        action\n        label\n        limitDisplay\n        limitInterval\n        visible\n        limit {\n          type\n          value\n        }\n      }\n    }\n  }\n": types.ChoosePlanDocument,
    "\n  mutation upgradeSubscription($upgradeSubscriptionInput: UpgradeSubscriptionInput!) {\n    upgradeSubscription(upgradeSubscriptionInput: $upgradeSubscriptionInput) {\n      name\n      status\n    }\n  }\n": types.UpgradeSubscriptionDocument,
    "\n  fragment ConversationSummaryFields on ConversationWorkspace {\n    id\n    workspaceId\n    name\n    isFetching\n    createdAt\n    updatedAt\n  }\n": types.ConversationSummaryFieldsFragmentDoc,
    "\n  fragment ChatMessageFields on UserMessage {\n    id\n    message\n    messageContent\n    type\n    rozprawkaCall {\n      temat\n    }\n    rozprawkaReviewCall {\n      temat\n      content\n    }\n    zadanieCall {\n      id\n      numberExercise\n      question\n    }\n    messageFiles {\n      fileId\n      fileUrl\n      originalFileName\n      contentType\n    }\n    botResponses {\n      id\n      content\n      isFetching\n      isError\n      error\n      stopped\n      aiNoteId\n      citations {\n        number\n        sourceType\n        sourceId\n        name\n        page\n        startSeconds\n        excerpt\n      }\n      createdAt\n    }\n    createdAt\n  }\n": types.ChatMessageFieldsFragmentDoc,
    "\n  fragment ConversationDetailFields on ConversationWorkspace {\n    id\n    workspaceId\n    name\n    isFetching\n    createdAt\n    updatedAt\n    sources {\n      id\n      sources {\n        __typename\n        ... on UserDoc {\n          id\n          name\n          sourceType\n        }\n        ... on AiNote {\n          id\n          name\n        }\n        ... on QuizResult {\n          id\n          name\n          quizWorkspaceId\n        }\n        ... on LibrarySource {\n          id\n          name\n          podrecznikId\n        }\n        ... on AiTutorTemat {\n          id\n          name\n        }\n      }\n    }\n    # The fields of ChatMessageFields, written out (see its comment).\n    userMessages {\n      id\n      message\n      messageContent\n      type\n      rozprawkaCall {\n        temat\n      }\n      rozprawkaReviewCall {\n        temat\n        content\n      }\n      zadanieCall {\n        id\n        numberExercise\n        question\n      }\n      messageFiles {\n        fileId\n        fileUrl\n        originalFileName\n        contentType\n      }\n      botResponses {\n        id\n        content\n        isFetching\n        isError\n        error\n        stopped\n        aiNoteId\n        citations {\n          number\n          sourceType\n          sourceId\n          name\n          page\n          startSeconds\n          excerpt\n        }\n        createdAt\n      }\n      createdAt\n    }\n  }\n": types.ConversationDetailFieldsFragmentDoc,
    "\n  mutation deleteConversationWorkspace($deleteConversationWorkspaceInput: DeleteConversationWorkspaceInput!) {\n    deleteConversationWorkspace(deleteConversationWorkspaceInput: $deleteConversationWorkspaceInput) {\n      success\n      message\n    }\n  }\n": types.DeleteConversationWorkspaceDocument,
    "\n  mutation generateainotatkaAiNote($generateainotatkaAiNoteInput: GenerateainotatkaAiNoteInput!) {\n    generateainotatkaAiNote(generateainotatkaAiNoteInput: $generateainotatkaAiNoteInput) {\n      id\n      workspaceId\n      name\n    }\n  }\n": types.GenerateainotatkaAiNoteDocument,
    "\n  query getSubscriptionUsage {\n    getSubscriptionUsage {\n      name\n      usage {\n        action\n        label\n        limit\n        limitType\n        limitInterval\n        usage\n        remaining\n        renewsAt\n      }\n    }\n  }\n": types.GetSubscriptionUsageDocument,
    "\n  query getConversationWorkspaceById($getConversationWorkspaceByIdInput: GetConversationWorkspaceByIdInput!) {\n    getConversationWorkspaceById(getConversationWorkspaceByIdInput: $getConversationWorkspaceByIdInput) {\n      ...ConversationDetailFields\n    }\n  }\n": types.GetConversationWorkspaceByIdDocument,
    "\n  query paginateConversationWorkspaceByWorkspaceId(\n    $paginateConversationWorkspaceByWorkspaceIdInput: PaginateConversationWorkspaceByWorkspaceIdInput!\n  ) {\n    paginateConversationWorkspaceByWorkspaceId(\n      paginateConversationWorkspaceByWorkspaceIdInput: $paginateConversationWorkspaceByWorkspaceIdInput\n    ) {\n      data {\n        ...ConversationSummaryFields\n      }\n      total\n      page\n      limit\n    }\n  }\n": types.PaginateConversationWorkspaceByWorkspaceIdDocument,
    "\n  query getsolverworkspace {\n    getsolverworkspace {\n      id\n    }\n  }\n": types.GetsolverworkspaceDocument,
    "\n  subscription llmStream($llmStreamInput: LlmStreamInput!) {\n    llmStream(llmStreamInput: $llmStreamInput) {\n      type\n      conversationId\n      botMessageId\n      delta\n      offset\n      content\n      error\n    }\n  }\n": types.LlmStreamDocument,
    "\n  subscription newConversationWorkspace($newConversationWorkspaceInput: ConversationEventsInput!) {\n    newConversationWorkspace(newConversationWorkspaceInput: $newConversationWorkspaceInput) {\n      ...ConversationSummaryFields\n    }\n  }\n": types.NewConversationWorkspaceDocument,
    "\n  mutation renameConversationWorkspace($renameConversationWorkspaceInput: RenameConversationWorkspaceInput!) {\n    renameConversationWorkspace(renameConversationWorkspaceInput: $renameConversationWorkspaceInput) {\n      ...ConversationSummaryFields\n    }\n  }\n": types.RenameConversationWorkspaceDocument,
    "\n  mutation sendmessage($sendmessageInput: SendmessageInput!) {\n    sendmessage(sendmessageInput: $sendmessageInput) {\n      ...ChatMessageFields\n    }\n  }\n": types.SendmessageDocument,
    "\n  mutation startconversation($startconversationInput: StartconversationInput!) {\n    startconversation(startconversationInput: $startconversationInput) {\n      ...ConversationDetailFields\n    }\n  }\n": types.StartconversationDocument,
    "\n  mutation startconversationsolver($startconversationsolverInput: StartconversationsolverInput!) {\n    startconversationsolver(startconversationsolverInput: $startconversationsolverInput) {\n      ...ConversationDetailFields\n    }\n  }\n": types.StartconversationsolverDocument,
    "\n  mutation stopConversationGeneration($stopConversationGenerationInput: StopConversationGenerationInput!) {\n    stopConversationGeneration(stopConversationGenerationInput: $stopConversationGenerationInput) {\n      ...ConversationSummaryFields\n    }\n  }\n": types.StopConversationGenerationDocument,
    "\n  subscription updateConversationWorkspace($updateConversationWorkspaceInput: ConversationEventsInput!) {\n    updateConversationWorkspace(updateConversationWorkspaceInput: $updateConversationWorkspaceInput) {\n      ...ConversationSummaryFields\n    }\n  }\n": types.UpdateConversationWorkspaceDocument,
    "\n  mutation convertreviewtorozprawka($convertreviewtorozprawkaInput: ConvertreviewtorozprawkaInput!) {\n    convertreviewtorozprawka(convertreviewtorozprawkaInput: $convertreviewtorozprawkaInput) {\n      ...EssayDetailFields\n    }\n  }\n": types.ConvertreviewtorozprawkaDocument,
    "\n  mutation deleteRozprawkaAiReview($deleteRozprawkaAiReviewInput: DeleteRozprawkaAiReviewInput!) {\n    deleteRozprawkaAiReview(deleteRozprawkaAiReviewInput: $deleteRozprawkaAiReviewInput) {\n      success\n      message\n    }\n  }\n": types.DeleteRozprawkaAiReviewDocument,
    "\n  mutation deleteRozprawkaAi($deleteRozprawkaAiInput: DeleteRozprawkaAiInput!) {\n    deleteRozprawkaAi(deleteRozprawkaAiInput: $deleteRozprawkaAiInput) {\n      success\n      message\n    }\n  }\n": types.DeleteRozprawkaAiDocument,
    "\n  subscription newRozprawkaAiList($newRozprawkaAiInput: NewRozprawkaAiInput) {\n    newRozprawkaAi(newRozprawkaAiInput: $newRozprawkaAiInput) {\n      ...EssaySummaryFields\n    }\n  }\n": types.NewRozprawkaAiListDocument,
    "\n  subscription newRozprawkaAiReviewList($newRozprawkaAiReviewInput: NewRozprawkaAiReviewInput) {\n    newRozprawkaAiReview(newRozprawkaAiReviewInput: $newRozprawkaAiReviewInput) {\n      ...EssayReviewSummaryFields\n    }\n  }\n": types.NewRozprawkaAiReviewListDocument,
    "\n  subscription newRozprawkaAi($newRozprawkaAiInput: NewRozprawkaAiInput) {\n    newRozprawkaAi(newRozprawkaAiInput: $newRozprawkaAiInput) {\n      ...EssayDetailFields\n    }\n  }\n": types.NewRozprawkaAiDocument,
    "\n  fragment EssaySummaryFields on RozprawkaAi {\n    id\n    workspaceId\n    type\n    temat\n    przedmiot\n    poziom\n    egzamin\n    state\n    liczbaArgumentow\n    poziomJezyka\n    wordCount\n    minWords\n    maxWords\n    error\n    createdAt\n    updatedAt\n  }\n": types.EssaySummaryFieldsFragmentDoc,
    "\n  fragment EssaySegmentFields on RozprawkaAiSegment {\n    id\n    rozprawkaId\n    order\n    type\n    content\n    contentJson\n    explanation\n    helperContent\n    lekturaId\n    lektura {\n      id\n      title\n      author\n    }\n    uwagi {\n      kind\n      message\n      quote\n      lekturaId\n    }\n    wordCount\n    updatedAt\n  }\n": types.EssaySegmentFieldsFragmentDoc,
    "\n  fragment EssayDetailFields on RozprawkaAi {\n    id\n    workspaceId\n    type\n    temat\n    przedmiot\n    poziom\n    egzamin\n    state\n    liczbaArgumentow\n    poziomJezyka\n    wordCount\n    minWords\n    maxWords\n    error\n    createdAt\n    updatedAt\n    polecenie\n    notice\n    rozprawkaReviewId\n    lektury {\n      id\n      title\n      author\n    }\n    segments {\n      id\n      rozprawkaId\n      order\n      type\n      content\n      contentJson\n      explanation\n      helperContent\n      lekturaId\n      lektura {\n        id\n        title\n        author\n      }\n      uwagi {\n        kind\n        message\n        quote\n        lekturaId\n      }\n      wordCount\n      updatedAt\n    }\n  }\n": types.EssayDetailFieldsFragmentDoc,
    "\n  fragment EssayRewriteFields on RozprawkaSegmentRewrite {\n    id\n    segmentId\n    content\n    instruction\n    action\n    discarded\n    accepted\n    previousContent\n    createdAt\n  }\n": types.EssayRewriteFieldsFragmentDoc,
    "\n  fragment EssayReviewSummaryFields on RozprawkaAiReview {\n    id\n    workspaceId\n    przedmiot\n    poziom\n    egzamin\n    temat\n    state\n    error\n    wordCount\n    createdAt\n    updatedAt\n    maturaPolski {\n      egzamin\n      liczbaPunktow\n      zdobytePunkty\n    }\n    egzaminOsmoklasistyPolski {\n      egzamin\n      liczbaPunktow\n      zdobytePunkty\n    }\n    maturaAngielski {\n      egzamin\n      liczbaPunktow\n      zdobytePunkty\n    }\n    egzaminOsmoklasistyAngielski {\n      egzamin\n      liczbaPunktow\n      zdobytePunkty\n    }\n  }\n": types.EssayReviewSummaryFieldsFragmentDoc,
    "\n  mutation generaterozprawka($generaterozprawkaInput: GeneraterozprawkaInput!) {\n    generaterozprawka(generaterozprawkaInput: $generaterozprawkaInput) {\n      __typename\n      ... on RozprawkaAi {\n        ...EssayDetailFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n": types.GeneraterozprawkaDocument,
    "\n  mutation generateexplanation($generateexplanationInput: GenerateexplanationInput!) {\n    generateexplanation(generateexplanationInput: $generateexplanationInput) {\n      ...EssaySegmentFields\n    }\n  }\n": types.GenerateexplanationDocument,
    "\n  query essayLektury($getLekturyInput: GetLekturyInput) {\n    getLektury(getLekturyInput: $getLekturyInput) {\n      id\n      title\n      author\n      epoka\n      egzaminOsmoklasisty\n      naMaturze\n    }\n  }\n": types.EssayLekturyDocument,
    "\n  query getRozprawkaAiReviewByWorkspaceId(\n    $getRozprawkaAiReviewByWorkspaceIdInput: GetRozprawkaAiReviewByWorkspaceIdInput\n  ) {\n    getRozprawkaAiReviewByWorkspaceId(\n      getRozprawkaAiReviewByWorkspaceIdInput: $getRozprawkaAiReviewByWorkspaceIdInput\n    ) {\n      ...EssayReviewSummaryFields\n    }\n  }\n": types.GetRozprawkaAiReviewByWorkspaceIdDocument,
    "\n  query getRozprawkaAiById($getRozprawkaAiByIdInput: GetRozprawkaAiByIdInput!) {\n    getRozprawkaAiById(getRozprawkaAiByIdInput: $getRozprawkaAiByIdInput) {\n      ...EssayDetailFields\n    }\n  }\n": types.GetRozprawkaAiByIdDocument,
    "\n  query getRozprawkaAiByWorkspaceId($getRozprawkaAiByWorkspaceIdInput: GetRozprawkaAiByWorkspaceIdInput) {\n    getRozprawkaAiByWorkspaceId(getRozprawkaAiByWorkspaceIdInput: $getRozprawkaAiByWorkspaceIdInput) {\n      ...EssaySummaryFields\n    }\n  }\n": types.GetRozprawkaAiByWorkspaceIdDocument,
    "\n  query getRozprawkaAiReviewById($getRozprawkaAiReviewByIdInput: GetRozprawkaAiReviewByIdInput!) {\n    getRozprawkaAiReviewById(getRozprawkaAiReviewByIdInput: $getRozprawkaAiReviewByIdInput) {\n      ...EssayReviewDetailFields\n    }\n  }\n": types.GetRozprawkaAiReviewByIdDocument,
    "\n  query getSegmentRewrites($getSegmentRewritesInput: GetSegmentRewritesInput!) {\n    getSegmentRewrites(getSegmentRewritesInput: $getSegmentRewritesInput) {\n      ...EssayRewriteFields\n    }\n  }\n": types.GetSegmentRewritesDocument,
    "\n  subscription newRozprawkaAiReviewById($newRozprawkaAiReviewInput: NewRozprawkaAiReviewInput) {\n    newRozprawkaAiReview(newRozprawkaAiReviewInput: $newRozprawkaAiReviewInput) {\n      ...EssayReviewDetailFields\n    }\n  }\n": types.NewRozprawkaAiReviewByIdDocument,
    "\n  fragment EssayReviewDetailFields on RozprawkaAiReview {\n    id\n    workspaceId\n    przedmiot\n    poziom\n    egzamin\n    temat\n    content\n    state\n    error\n    notice\n    review\n    reviewContent\n    poprawki {\n      fragment\n      rewrite\n      why\n    }\n    wordCount\n    dysleksja\n    rozprawkaId\n    poprawionaRozprawkaId\n    userDocId\n    maturaPolski {\n      egzamin\n      nazwa\n      liczbaPunktow\n      zdobytePunkty\n      zasady\n      kryteria {\n        id\n        name\n        maxPoints\n        points\n        reason\n        rule\n        cytaty {\n          text\n          start\n          end\n          kind\n          comment\n          correction\n        }\n      }\n    }\n    egzaminOsmoklasistyPolski {\n      egzamin\n      nazwa\n      liczbaPunktow\n      zdobytePunkty\n      zasady\n      kryteria {\n        id\n        name\n        maxPoints\n        points\n        reason\n        rule\n        cytaty {\n          text\n          start\n          end\n          kind\n          comment\n          correction\n        }\n      }\n    }\n    maturaAngielski {\n      egzamin\n      nazwa\n      liczbaPunktow\n      zdobytePunkty\n      zasady\n      kryteria {\n        id\n        name\n        maxPoints\n        points\n        reason\n        rule\n        cytaty {\n          text\n          start\n          end\n          kind\n          comment\n          correction\n        }\n      }\n    }\n    egzaminOsmoklasistyAngielski {\n      egzamin\n      nazwa\n      liczbaPunktow\n      zdobytePunkty\n      zasady\n      kryteria {\n        id\n        name\n        maxPoints\n        points\n        reason\n        rule\n        cytaty {\n          text\n          start\n          end\n          kind\n          comment\n          correction\n        }\n      }\n    }\n    createdAt\n    updatedAt\n  }\n": types.EssayReviewDetailFieldsFragmentDoc,
    "\n  mutation rewritesegment($rewritesegmentInput: RewritesegmentInput!) {\n    rewritesegment(rewritesegmentInput: $rewritesegmentInput) {\n      ...EssayRewriteFields\n    }\n  }\n": types.RewritesegmentDocument,
    "\n  mutation generativefunctionsegment($generativefunctionsegmentInput: GenerativefunctionsegmentInput!) {\n    generativefunctionsegment(generativefunctionsegmentInput: $generativefunctionsegmentInput) {\n      ...EssayRewriteFields\n    }\n  }\n": types.GenerativefunctionsegmentDocument,
    "\n  mutation reviewrozprawka($reviewrozprawkaInput: ReviewrozprawkaInput!) {\n    reviewrozprawka(reviewrozprawkaInput: $reviewrozprawkaInput) {\n      __typename\n      ... on RozprawkaAiReview {\n        ...EssayReviewSummaryFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n": types.ReviewrozprawkaDocument,
    "\n  mutation updatesegmentstatus($updatesegmentstatusInput: UpdatesegmentstatusInput!) {\n    updatesegmentstatus(updatesegmentstatusInput: $updatesegmentstatusInput) {\n      ...EssayRewriteFields\n      segment {\n        id\n        rozprawkaId\n        order\n        type\n        content\n        contentJson\n        explanation\n        helperContent\n        lekturaId\n        lektura {\n          id\n          title\n          author\n        }\n        uwagi {\n          kind\n          message\n          quote\n          lekturaId\n        }\n        wordCount\n        updatedAt\n      }\n    }\n  }\n": types.UpdatesegmentstatusDocument,
    "\n  mutation updateRozprawkaAiSegment($updateRozprawkaAiSegmentInput: UpdateRozprawkaAiSegmentInput!) {\n    updateRozprawkaAiSegment(updateRozprawkaAiSegmentInput: $updateRozprawkaAiSegmentInput) {\n      ...EssaySegmentFields\n    }\n  }\n": types.UpdateRozprawkaAiSegmentDocument,
    "\n  query getLatestData($getLatestDataInput: GetLatestDataInput) {\n    getLatestData(getLatestDataInput: $getLatestDataInput) {\n      id\n      name\n      updatedAt\n      temat {\n        id\n        przedmiot\n        poziom\n      }\n    }\n  }\n": types.GetLatestDataDocument,
    "\n  query studyStreakCard {\n    studyProgress {\n      currentStreak\n      longestStreak\n      studiedToday\n      todaySessions\n      dailyGoal\n    }\n    getDueWords {\n      total\n      byWorkspace {\n        workspaceId\n        count\n      }\n    }\n  }\n": types.StudyStreakCardDocument,
    "\n  mutation setDailyStudyGoalOnHome($input: SetDailyStudyGoalInput!) {\n    setDailyStudyGoal(setDailyStudyGoalInput: $input) {\n      currentStreak\n      longestStreak\n      studiedToday\n      todaySessions\n      dailyGoal\n    }\n  }\n": types.SetDailyStudyGoalOnHomeDocument,
    "\n  query legalOperator {\n    getAppConfig {\n      operator {\n        name\n        address\n        krs\n        nip\n        email\n        dpoEmail\n        example\n      }\n    }\n  }\n": types.LegalOperatorDocument,
    "\n  query checkLibraryAnswer($input: CheckZadanieAnswerInput!) {\n    checkZadanieAnswer(checkZadanieAnswerInput: $input) {\n      verdict\n      message\n    }\n  }\n": types.CheckLibraryAnswerDocument,
    "\n  query libraryBook($input: GetbookbyidInput!) {\n    getbookbyid(getbookbyidInput: $input) {\n      ...LibraryBookFields\n      rozdzialy {\n        id\n        name\n        number\n        page\n        exerciseCount\n        subrozdzialy {\n          id\n          name\n          number\n          page\n          exerciseCount\n        }\n      }\n    }\n  }\n": types.LibraryBookDocument,
    "\n  query libraryBooks($input: GetBooksInput!) {\n    getBooks(getBooksInput: $input) {\n      data {\n        ...LibraryBookFields\n      }\n      total\n      page\n      limit\n    }\n  }\n": types.LibraryBooksDocument,
    "\n  query libraryExerciseCount {\n    getcount\n  }\n": types.LibraryExerciseCountDocument,
    "\n  query libraryExercises($input: GetPaginatedZadanieByRelationIdInput!) {\n    getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {\n      data {\n        ...LibraryExerciseFields\n      }\n      total\n      page\n      limit\n    }\n  }\n": types.LibraryExercisesDocument,
    "\n  query libraryTextbookTopics($input: GetbyprzedmiotandpoziomInput!) {\n    getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $input) {\n      id\n      temat\n      podrecznikId\n      content\n    }\n  }\n": types.LibraryTextbookTopicsDocument,
    "\n  query libraryTextbook($input: GetPodrBookByIdInput!) {\n    getPodrBookById(getPodrBookByIdInput: $input) {\n      id\n      podrecznik {\n        ...LibraryTextbookFields\n      }\n      chapters {\n        id\n        number\n        name\n        page\n        exerciseCount\n        subchapters {\n          id\n          number\n          name\n          page\n          exerciseCount\n        }\n      }\n    }\n  }\n": types.LibraryTextbookDocument,
    "\n  query libraryTextbooks($input: GetpodrecznikbyprzedmiotandpoziomInput!) {\n    getpodrecznikbyprzedmiotandpoziom(getpodrecznikbyprzedmiotandpoziomInput: $input) {\n      ...LibraryTextbookFields\n    }\n  }\n": types.LibraryTextbooksDocument,
    "\n  fragment LibraryTextbookFields on Podrecznik {\n    id\n    title\n    isbn\n    przedmiot\n    poziom\n    klasa\n    wydawnictwo\n    authors\n    demo\n    exerciseCount\n    imageUrl\n  }\n": types.LibraryTextbookFieldsFragmentDoc,
    "\n  fragment LibraryBookFields on Book {\n    id\n    name\n    isbn\n    przedmiot\n    poziom\n    klasa\n    wydawnictwo\n    authors\n    demo\n    exerciseCount\n    imageUrl\n  }\n": types.LibraryBookFieldsFragmentDoc,
    "\n  fragment LibraryExerciseFields on Zadanie {\n    id\n    numberExercise\n    question\n    type\n    zadanieOdpowiedzi {\n      key\n      value\n    }\n    answer\n    explanation\n    pages\n  }\n": types.LibraryExerciseFieldsFragmentDoc,
    "\n  query libraryWorkspaces {\n    getWorkspaceByUserId {\n      id\n      name\n      temat {\n        id\n        przedmiot\n      }\n    }\n  }\n": types.LibraryWorkspacesDocument,
    "\n  mutation chapterQuiz($generatequizInput: GeneratequizInput!) {\n    generatequiz(generatequizInput: $generatequizInput) {\n      __typename\n      ... on QuizWorkspace {\n        id\n        workspaceId\n      }\n      ... on ExecutionError {\n        message\n      }\n    }\n  }\n": types.ChapterQuizDocument,
    "\n  mutation libraryExerciseChat($startconversationintentInput: StartconversationintentInput!) {\n    startconversationintent(startconversationintentInput: $startconversationintentInput) {\n      id\n      workspaceId\n    }\n  }\n": types.LibraryExerciseChatDocument,
    "\n  query librarySearch($input: GetBooksByTitleInput!) {\n    getBooksByTitle(getBooksByTitleInput: $input) {\n      ...LibraryBookFields\n    }\n  }\n": types.LibrarySearchDocument,
    "\n  mutation createUserDoc($createUserDocInput: CreateUserDocInput!) {\n    createUserDoc(createUserDocInput: $createUserDocInput) {\n      __typename\n      ... on UserDoc {\n        ...MaterialSummaryFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n": types.CreateUserDocDocument,
    "\n  mutation deleteUserDoc($deleteUserDocInput: DeleteUserDocInput!) {\n    deleteUserDoc(deleteUserDocInput: $deleteUserDocInput) {\n      success\n      message\n    }\n  }\n": types.DeleteUserDocDocument,
    "\n  mutation getFileUrl($getFileUrlInput: GetFileUrlInput!) {\n    getFileUrl(getFileUrlInput: $getFileUrlInput) {\n      url\n      expiresAt\n    }\n  }\n": types.GetFileUrlDocument,
    "\n  query getUserDocById($getUserDocByIdInput: GetUserDocByIdInput!) {\n    getUserDocById(getUserDocByIdInput: $getUserDocByIdInput) {\n      ...MaterialDetailFields\n    }\n  }\n": types.GetUserDocByIdDocument,
    "\n  query getUserDocByWorkspaceId($getUserDocByWorkspaceIdInput: GetUserDocByWorkspaceIdInput!) {\n    getUserDocByWorkspaceId(getUserDocByWorkspaceIdInput: $getUserDocByWorkspaceIdInput) {\n      ...MaterialSummaryFields\n    }\n  }\n": types.GetUserDocByWorkspaceIdDocument,
    "\n  fragment MaterialSummaryFields on UserDoc {\n    id\n    workspaceId\n    type\n    state\n    name\n    sourceType\n    error\n    createdAt\n    updatedAt\n  }\n": types.MaterialSummaryFieldsFragmentDoc,
    "\n  fragment MaterialDetailFields on UserDoc {\n    id\n    workspaceId\n    type\n    state\n    name\n    sourceType\n    error\n    createdAt\n    updatedAt\n    youtubeMetadata {\n      url\n      videoId\n      title\n      author\n      language\n      transcripts {\n        text\n        start\n        duration\n      }\n    }\n    content\n    segments {\n      text\n      page\n    }\n    pageCount\n    ocrPages\n    truncatedFrom\n    file {\n      id\n      contentType\n      originalFileName\n      fileUrl\n    }\n  }\n": types.MaterialDetailFieldsFragmentDoc,
    "\n  subscription newUserDoc($newUserDocInput: UserDocEventsInput!) {\n    newUserDoc(newUserDocInput: $newUserDocInput) {\n      ...MaterialSummaryFields\n    }\n  }\n": types.NewUserDocDocument,
    "\n  mutation updatedoc($updatedocInput: UpdatedocInput!) {\n    updatedoc(updatedocInput: $updatedocInput) {\n      ...MaterialSummaryFields\n    }\n  }\n": types.UpdatedocDocument,
    "\n  subscription updateUserDoc($updateUserDocInput: UserDocEventsInput!) {\n    updateUserDoc(updateUserDocInput: $updateUserDocInput) {\n      ...MaterialSummaryFields\n    }\n  }\n": types.UpdateUserDocDocument,
    "\n  mutation deleteAiNote($deleteAiNoteInput: DeleteAiNoteInput!) {\n    deleteAiNote(deleteAiNoteInput: $deleteAiNoteInput) {\n      success\n      message\n    }\n  }\n": types.DeleteAiNoteDocument,
    "\n  query workspaceNoteIds($getAiNoteByWorkspaceIdInput: GetAiNoteByWorkspaceIdInput!) {\n    getAiNoteByWorkspaceId(getAiNoteByWorkspaceIdInput: $getAiNoteByWorkspaceIdInput) {\n      id\n    }\n  }\n": types.WorkspaceNoteIdsDocument,
    "\n  query getAiNoteById($getAiNoteByIdInput: GetAiNoteByIdInput!) {\n    getAiNoteById(getAiNoteByIdInput: $getAiNoteByIdInput) {\n      ...NoteDetailFields\n    }\n  }\n": types.GetAiNoteByIdDocument,
    "\n  query getAiNoteByWorkspaceId($getAiNoteByWorkspaceIdInput: GetAiNoteByWorkspaceIdInput!) {\n    getAiNoteByWorkspaceId(getAiNoteByWorkspaceIdInput: $getAiNoteByWorkspaceIdInput) {\n      ...NoteSummaryFields\n    }\n  }\n": types.GetAiNoteByWorkspaceIdDocument,
    "\n  subscription newAiNote($newAiNoteInput: NewAiNoteInput!) {\n    newAiNote(newAiNoteInput: $newAiNoteInput) {\n      ...NoteSummaryFields\n    }\n  }\n": types.NewAiNoteDocument,
    "\n  mutation noteaction($noteactionInput: NoteactionInput!) {\n    noteaction(noteactionInput: $noteactionInput) {\n      text\n    }\n  }\n": types.NoteactionDocument,
    "\n  fragment NoteSummaryFields on AiNote {\n    id\n    workspaceId\n    name\n    action\n    createdAt\n    updatedAt\n  }\n": types.NoteSummaryFieldsFragmentDoc,
    "\n  fragment NoteDetailFields on AiNote {\n    id\n    workspaceId\n    name\n    content\n    action\n    createdAt\n    updatedAt\n  }\n": types.NoteDetailFieldsFragmentDoc,
    "\n  mutation editnote($editnoteInput: EditnoteInput!) {\n    editnote(editnoteInput: $editnoteInput) {\n      ...NoteDetailFields\n    }\n  }\n": types.EditnoteDocument,
    "\n  mutation answerOnboardingQuestion($answerOnboardingQuestionInput: AnswerOnboardingQuestionInput!) {\n    answerOnboardingQuestion(answerOnboardingQuestionInput: $answerOnboardingQuestionInput) {\n      ...CurrentUser\n    }\n  }\n": types.AnswerOnboardingQuestionDocument,
    "\n  query onboardingStudiaCourses($getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput!) {\n    getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $getbyprzedmiotandpoziomInput) {\n      id\n      temat\n      base\n    }\n  }\n": types.OnboardingStudiaCoursesDocument,
    "\n  query progressPage {\n    studyOverview {\n      today\n      currentStreak\n      longestStreak\n      days {\n        day\n        sessions\n      }\n      quizzes {\n        finished\n        subjects {\n          przedmiot\n          attempts {\n            day\n            scorePercent\n          }\n        }\n      }\n      words {\n        wordCount\n        learnt\n        due\n      }\n      essays {\n        graded\n        przedmiot\n        attempts {\n          day\n          points\n          maxPoints\n        }\n        criteria {\n          id\n          name\n          maxPoints\n          points\n        }\n      }\n      tests {\n        solved\n        tasksSolved\n        weeks {\n          start\n          solved\n        }\n      }\n      tutors {\n        practised\n        mastered\n        subjects {\n          przedmiot\n          practised\n          mastered\n        }\n      }\n    }\n  }\n": types.ProgressPageDocument,
    "\n  mutation createQuizResult($createQuizResultInput: CreateQuizResultInput!) {\n    createQuizResult(createQuizResultInput: $createQuizResultInput) {\n      ...QuizResultDetailFields\n    }\n  }\n": types.CreateQuizResultDocument,
    "\n  mutation deleteQuizWorkspace($deleteQuizWorkspaceInput: DeleteQuizWorkspaceInput!) {\n    deleteQuizWorkspace(deleteQuizWorkspaceInput: $deleteQuizWorkspaceInput) {\n      success\n      message\n    }\n  }\n": types.DeleteQuizWorkspaceDocument,
    "\n  mutation quizMistakesNote($generateainotatkaAiNoteInput: GenerateainotatkaAiNoteInput!) {\n    generateainotatkaAiNote(generateainotatkaAiNoteInput: $generateainotatkaAiNoteInput) {\n      id\n      workspaceId\n      name\n    }\n  }\n": types.QuizMistakesNoteDocument,
    "\n  mutation generatequizcontinue($generatequizcontinueInput: GeneratequizcontinueInput!) {\n    generatequizcontinue(generatequizcontinueInput: $generatequizcontinueInput) {\n      __typename\n      ... on QuizWorkspace {\n        ...QuizSummaryFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n": types.GeneratequizcontinueDocument,
    "\n  mutation generatequiz($generatequizInput: GeneratequizInput!) {\n    generatequiz(generatequizInput: $generatequizInput) {\n      __typename\n      ... on QuizWorkspace {\n        ...QuizSummaryFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n": types.GeneratequizDocument,
    "\n  query allQuizzes {\n    getQuizWorkspaceByUserId {\n      id\n      workspaceId\n      workspaceName\n      name\n      state\n      questionCount\n      fromMistakes\n      createdAt\n    }\n  }\n": types.AllQuizzesDocument,
    "\n  query quizWorkspaceChoices {\n    getWorkspaceByUserId {\n      id\n      name\n    }\n  }\n": types.QuizWorkspaceChoicesDocument,
    "\n  query quizLektury($getLekturyInput: GetLekturyInput) {\n    getLektury(getLekturyInput: $getLekturyInput) {\n      id\n      title\n      author\n      epoka\n    }\n  }\n": types.QuizLekturyDocument,
    "\n  query workspaceQuizIds($getQuizWorkspaceByWorkspaceIdInput: GetQuizWorkspaceByWorkspaceIdInput!) {\n    getQuizWorkspaceByWorkspaceId(getQuizWorkspaceByWorkspaceIdInput: $getQuizWorkspaceByWorkspaceIdInput) {\n      id\n    }\n  }\n": types.WorkspaceQuizIdsDocument,
    "\n  query getQuizFlowByWorkspaceId($getQuizFlowByWorkspaceIdInput: GetQuizFlowByWorkspaceIdInput!) {\n    getQuizFlowByWorkspaceId(getQuizFlowByWorkspaceIdInput: $getQuizFlowByWorkspaceIdInput) {\n      ...QuizFlowSummaryFields\n    }\n  }\n": types.GetQuizFlowByWorkspaceIdDocument,
    "\n  query getQuizResultById($getQuizResultByIdInput: GetQuizResultByIdInput!) {\n    getQuizResultById(getQuizResultByIdInput: $getQuizResultByIdInput) {\n      ...QuizResultDetailFields\n    }\n  }\n": types.GetQuizResultByIdDocument,
    "\n  query getQuizWorkspaceById($getQuizWorkspaceByIdInput: GetQuizWorkspaceByIdInput!) {\n    getQuizWorkspaceById(getQuizWorkspaceByIdInput: $getQuizWorkspaceByIdInput) {\n      ...QuizDetailFields\n    }\n  }\n": types.GetQuizWorkspaceByIdDocument,
    "\n  query quizWorkspaceSubject($getWorkspaceByIdInput: GetWorkspaceByIdInput!) {\n    getWorkspaceById(getWorkspaceByIdInput: $getWorkspaceByIdInput) {\n      id\n      temat {\n        id\n        przedmiot\n      }\n    }\n  }\n": types.QuizWorkspaceSubjectDocument,
    "\n  subscription newQuizWorkspace($newQuizWorkspaceInput: NewQuizWorkspaceInput!) {\n    newQuizWorkspace(newQuizWorkspaceInput: $newQuizWorkspaceInput) {\n      ...QuizSummaryFields\n    }\n  }\n": types.NewQuizWorkspaceDocument,
    "\n  subscription newQuizFlow($newQuizFlowInput: NewQuizFlowInput!) {\n    newQuizFlow(newQuizFlowInput: $newQuizFlowInput) {\n      ...QuizFlowSummaryFields\n    }\n  }\n": types.NewQuizFlowDocument,
    "\n  fragment QuizResultSummaryFields on QuizResult {\n    id\n    quizWorkspaceId\n    workspaceId\n    isFinished\n    isReviewing\n    instantFeedback\n    score\n    maxScore\n    percent\n    createdAt\n    finishedAt\n  }\n": types.QuizResultSummaryFieldsFragmentDoc,
    "\n  fragment QuizSummaryFields on QuizWorkspace {\n    id\n    workspaceId\n    quizFlowId\n    name\n    state\n    detailScale\n    questionCount\n    requestedCount\n    questionTypes\n    type\n    lekturaId\n    fromMistakes\n    error\n    notice\n    createdAt\n    quizResults {\n      id\n      quizWorkspaceId\n      workspaceId\n      isFinished\n      isReviewing\n      instantFeedback\n      score\n      maxScore\n      percent\n      createdAt\n      finishedAt\n    }\n  }\n": types.QuizSummaryFieldsFragmentDoc,
    "\n  fragment QuizFlowSummaryFields on QuizFlow {\n    id\n    workspaceId\n    title\n    isDeleted\n    score\n    lekturaId\n    lektura {\n      id\n      title\n      author\n    }\n    createdAt\n    quizzes {\n      id\n      workspaceId\n      quizFlowId\n      name\n      state\n      detailScale\n      questionCount\n      requestedCount\n      questionTypes\n      type\n      lekturaId\n      fromMistakes\n      error\n      notice\n      createdAt\n      quizResults {\n        id\n        quizWorkspaceId\n        workspaceId\n        isFinished\n        isReviewing\n        instantFeedback\n        score\n        maxScore\n        percent\n        createdAt\n        finishedAt\n      }\n    }\n  }\n": types.QuizFlowSummaryFieldsFragmentDoc,
    "\n  fragment QuizDetailFields on QuizWorkspace {\n    id\n    workspaceId\n    quizFlowId\n    name\n    state\n    detailScale\n    questionCount\n    requestedCount\n    questionTypes\n    type\n    lekturaId\n    fromMistakes\n    error\n    notice\n    createdAt\n    quizResults {\n      id\n      quizWorkspaceId\n      workspaceId\n      isFinished\n      isReviewing\n      instantFeedback\n      score\n      maxScore\n      percent\n      createdAt\n      finishedAt\n    }\n    questions {\n      id\n      order\n      kind\n      question\n      options {\n        id\n        text\n      }\n      points\n      expectsValue\n    }\n  }\n": types.QuizDetailFieldsFragmentDoc,
    "\n  fragment QuizAnswerFields on QuizAnswer {\n    id\n    questionId\n    optionId\n    userAnswer\n    fileId\n    fileUrl\n    isCorrect\n    points\n    maxPoints\n    isReviewing\n    review {\n      good\n      missing\n      modelAnswer\n    }\n    correctOptionId\n    correctAnswer\n    explanation\n    citation {\n      sourceKind\n      sourceId\n      sourceName\n      page\n      startSeconds\n      text\n    }\n    createdAt\n  }\n": types.QuizAnswerFieldsFragmentDoc,
    "\n  fragment QuizResultDetailFields on QuizResult {\n    id\n    quizWorkspaceId\n    workspaceId\n    isFinished\n    isReviewing\n    instantFeedback\n    score\n    maxScore\n    percent\n    createdAt\n    finishedAt\n    quizAnswers {\n      id\n      questionId\n      optionId\n      userAnswer\n      fileId\n      fileUrl\n      isCorrect\n      points\n      maxPoints\n      isReviewing\n      review {\n        good\n        missing\n        modelAnswer\n      }\n      correctOptionId\n      correctAnswer\n      explanation\n      citation {\n        sourceKind\n        sourceId\n        sourceName\n        page\n        startSeconds\n        text\n      }\n      createdAt\n    }\n  }\n": types.QuizResultDetailFieldsFragmentDoc,
    "\n  mutation startQuizChat($startconversationInput: StartconversationInput!) {\n    startconversation(startconversationInput: $startconversationInput) {\n      id\n    }\n  }\n": types.StartQuizChatDocument,
    "\n  mutation submitAnswer($submitAnswerInput: SubmitAnswerInput!) {\n    submitAnswer(submitAnswerInput: $submitAnswerInput) {\n      ...QuizAnswerFields\n    }\n  }\n": types.SubmitAnswerDocument,
    "\n  mutation submitQuizResult($submitQuizResultInput: SubmitQuizResultInput!) {\n    submitQuizResult(submitQuizResultInput: $submitQuizResultInput) {\n      ...QuizResultDetailFields\n    }\n  }\n": types.SubmitQuizResultDocument,
    "\n  subscription updateQuizResult($updateQuizResultInput: UpdateQuizResultInput!) {\n    updateQuizResult(updateQuizResultInput: $updateQuizResultInput) {\n      ...QuizResultDetailFields\n    }\n  }\n": types.UpdateQuizResultDocument,
    "\n  mutation changeEmail($changeEmailInput: ChangeEmailInput!) {\n    changeEmail(changeEmailInput: $changeEmailInput) {\n      success\n      message\n    }\n  }\n": types.ChangeEmailDocument,
    "\n  mutation changePassword($changePasswordInput: ChangePasswordInput!) {\n    changePassword(changePasswordInput: $changePasswordInput) {\n      success\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation confirmEmailChange($confirmEmailChangeInput: ConfirmEmailChangeInput!) {\n    confirmEmailChange(confirmEmailChangeInput: $confirmEmailChangeInput) {\n      ...CurrentUser\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  mutation confirmSettingsPhone($verifyPhoneInput: VerifyPhoneInput!) {\n    verifyPhone(verifyPhoneInput: $verifyPhoneInput) {\n      success\n      message\n      user {\n        ...CurrentUser\n      }\n    }\n  }\n": types.ConfirmSettingsPhoneDocument,
    "\n  mutation deleteAccount($deleteAccountInput: DeleteAccountInput!) {\n    deleteAccount(deleteAccountInput: $deleteAccountInput) {\n      success\n      message\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  mutation requestDataExport {\n    requestDataExport {\n      url\n      expiresAt\n    }\n  }\n": types.RequestDataExportDocument,
    "\n  mutation sendDeleteAccountCode {\n    sendDeleteAccountCode {\n      success\n      message\n    }\n  }\n": types.SendDeleteAccountCodeDocument,
    "\n  mutation sendSettingsPhoneCode($sendSmsInput: SendSmsInput!) {\n    sendSms(sendSmsInput: $sendSmsInput) {\n      success\n      message\n    }\n  }\n": types.SendSettingsPhoneCodeDocument,
    "\n  query studySettings {\n    studyProgress {\n      dailyGoal\n      remindersEnabled\n    }\n  }\n": types.StudySettingsDocument,
    "\n  mutation setDailyStudyGoalInSettings($input: SetDailyStudyGoalInput!) {\n    setDailyStudyGoal(setDailyStudyGoalInput: $input) {\n      dailyGoal\n      remindersEnabled\n    }\n  }\n": types.SetDailyStudyGoalInSettingsDocument,
    "\n  mutation setStudyRemindersInSettings($input: SetStudyRemindersInput!) {\n    setStudyReminders(setStudyRemindersInput: $input) {\n      dailyGoal\n      remindersEnabled\n    }\n  }\n": types.SetStudyRemindersInSettingsDocument,
    "\n  mutation copySharedItem($input: CopySharedItemInput!) {\n    copySharedItem(input: $input) {\n      kind\n      id\n      workspaceId\n      alreadyCopied\n    }\n  }\n": types.CopySharedItemDocument,
    "\n  mutation createShareLink($input: ShareItemInput!) {\n    createShareLink(input: $input) {\n      ...ShareLinkFields\n    }\n  }\n": types.CreateShareLinkDocument,
    "\n  mutation createSharingWorkspace($createWorkspaceInput: CreateWorkspaceInput!) {\n    createWorkspace(createWorkspaceInput: $createWorkspaceInput) {\n      id\n      name\n    }\n  }\n": types.CreateSharingWorkspaceDocument,
    "\n  query sharingWorkspaces {\n    getWorkspaceByUserId {\n      id\n      name\n      temat {\n        id\n      }\n    }\n  }\n": types.SharingWorkspacesDocument,
    "\n  query getShareLink($input: ShareItemInput!) {\n    getShareLink(input: $input) {\n      ...ShareLinkFields\n    }\n  }\n": types.GetShareLinkDocument,
    "\n  query getSharedItem($input: ShareTokenInput!) {\n    getSharedItem(input: $input) {\n      token\n      kind\n      title\n      description\n      summary\n      entries {\n        text\n        answer\n        options\n      }\n    }\n  }\n": types.GetSharedItemDocument,
    "\n  mutation revokeShareLink($input: ShareTokenInput!) {\n    revokeShareLink(input: $input) {\n      ...ShareLinkFields\n    }\n  }\n": types.RevokeShareLinkDocument,
    "\n  fragment ShareLinkFields on ShareLink {\n    token\n    kind\n    itemId\n    createdAt\n    revokedAt\n  }\n": types.ShareLinkFieldsFragmentDoc,
    "\n  mutation deleteTestSolver($deleteTestSolverInput: DeleteTestSolverInput!) {\n    deleteTestSolver(deleteTestSolverInput: $deleteTestSolverInput) {\n      success\n      message\n    }\n  }\n": types.DeleteTestSolverDocument,
    "\n  query testSolverWorkspaces {\n    getWorkspaceByUserId {\n      id\n      name\n      temat {\n        id\n        przedmiot\n      }\n    }\n  }\n": types.TestSolverWorkspacesDocument,
    "\n  query getTestSolverById($getTestSolverByIdInput: GetTestSolverByIdInput!) {\n    getTestSolverById(getTestSolverByIdInput: $getTestSolverByIdInput) {\n      ...TestSolverDetailFields\n    }\n  }\n": types.GetTestSolverByIdDocument,
    "\n  query getTestSolverByWorkspaceId($getTestSolverByWorkspaceIdInput: GetTestSolverByWorkspaceIdInput) {\n    getTestSolverByWorkspaceId(getTestSolverByWorkspaceIdInput: $getTestSolverByWorkspaceIdInput) {\n      ...TestSolverSummaryFields\n    }\n  }\n": types.GetTestSolverByWorkspaceIdDocument,
    "\n  query workspaceTestSolvers($getTestSolverByWorkspaceIdInput: GetTestSolverByWorkspaceIdInput) {\n    getTestSolverByWorkspaceId(getTestSolverByWorkspaceIdInput: $getTestSolverByWorkspaceIdInput) {\n      id\n      title\n      state\n      taskCount\n      solvedCount\n      createdAt\n    }\n  }\n": types.WorkspaceTestSolversDocument,
    "\n  query getPaginatedZadanieByRelationId(\n    $getPaginatedZadanieByRelationIdInput: GetPaginatedZadanieByRelationIdInput!\n  ) {\n    getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $getPaginatedZadanieByRelationIdInput) {\n      data {\n        ...ZadanieFields\n      }\n      total\n      page\n      limit\n    }\n  }\n": types.GetPaginatedZadanieByRelationIdDocument,
    "\n  mutation startZadanieChat($startconversationintentInput: StartconversationintentInput!) {\n    startconversationintent(startconversationintentInput: $startconversationintentInput) {\n      id\n      workspaceId\n    }\n  }\n": types.StartZadanieChatDocument,
    "\n  mutation sprawdziansolution($sprawdziansolutionInput: SprawdziansolutionInput!) {\n    sprawdziansolution(sprawdziansolutionInput: $sprawdziansolutionInput) {\n      __typename\n      ... on TestSolver {\n        ...TestSolverDetailFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n": types.SprawdziansolutionDocument,
    "\n  subscription newTestSolverList($newTestSolverInput: NewTestSolverInput) {\n    newTestSolver(newTestSolverInput: $newTestSolverInput) {\n      ...TestSolverSummaryFields\n    }\n  }\n": types.NewTestSolverListDocument,
    "\n  subscription newTestSolver($newTestSolverInput: NewTestSolverInput) {\n    newTestSolver(newTestSolverInput: $newTestSolverInput) {\n      ...TestSolverDetailFields\n    }\n  }\n": types.NewTestSolverDocument,
    "\n  subscription zadanieEvents($updateZadanieInput: UpdateZadanieInput!) {\n    updateZadanie(updateZadanieInput: $updateZadanieInput) {\n      ...ZadanieFields\n    }\n  }\n": types.ZadanieEventsDocument,
    "\n  fragment TestSolverSummaryFields on TestSolver {\n    id\n    workspaceId\n    title\n    state\n    przedmiot\n    pageCount\n    taskCount\n    solvedCount\n    failedCount\n    error\n    createdAt\n    updatedAt\n  }\n": types.TestSolverSummaryFieldsFragmentDoc,
    "\n  fragment TestSolverDetailFields on TestSolver {\n    id\n    workspaceId\n    title\n    state\n    przedmiot\n    pageCount\n    taskCount\n    solvedCount\n    failedCount\n    error\n    createdAt\n    updatedAt\n    polecenie\n    notice\n    tematyId\n    solvedDocId\n    userDocs {\n      id\n      name\n      state\n      file {\n        id\n        contentType\n        originalFileName\n        fileUrl\n      }\n    }\n  }\n": types.TestSolverDetailFieldsFragmentDoc,
    "\n  fragment ZadanieFields on Zadanie {\n    id\n    testSolverId\n    workspaceId\n    numberExercise\n    order\n    question\n    type\n    zadanieOdpowiedzi {\n      key\n      value\n    }\n    points\n    pages\n    state\n    answer\n    explanation\n    dlaczego\n    check\n    checkMessage\n    error\n    updatedAt\n  }\n": types.ZadanieFieldsFragmentDoc,
    "\n  mutation updateZadanie($updateZadanieInput: UpdateZadanieInput!) {\n    updateZadanie(updateZadanieInput: $updateZadanieInput) {\n      ...ZadanieFields\n    }\n  }\n": types.UpdateZadanieDocument,
    "\n  mutation deleteAiTutor($deleteAiTutorInput: DeleteAiTutorInput!) {\n    deleteAiTutor(deleteAiTutorInput: $deleteAiTutorInput) {\n      success\n      message\n    }\n  }\n": types.DeleteAiTutorDocument,
    "\n  query tutorTopics($getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput!) {\n    getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $getbyprzedmiotandpoziomInput) {\n      id\n      temat\n      ckePoziom\n    }\n  }\n": types.TutorTopicsDocument,
    "\n  query tutorTextbooks($input: GetpodrecznikbyprzedmiotandpoziomInput!) {\n    getpodrecznikbyprzedmiotandpoziom(getpodrecznikbyprzedmiotandpoziomInput: $input) {\n      id\n      title\n    }\n  }\n": types.TutorTextbooksDocument,
    "\n  query tutorChapters($input: GetPodrBookByIdInput!) {\n    getPodrBookById(getPodrBookByIdInput: $input) {\n      id\n      chapters {\n        id\n        number\n        name\n      }\n    }\n  }\n": types.TutorChaptersDocument,
    "\n  query tutorWorkspaces {\n    getWorkspaceByUserId {\n      id\n      name\n    }\n  }\n": types.TutorWorkspacesDocument,
    "\n  query tutorTopicData($gettematdataInput: GettematdataInput!) {\n    gettematdata(gettematdataInput: $gettematdataInput) {\n      content\n      exercises\n    }\n  }\n": types.TutorTopicDataDocument,
    "\n  query tutor($getAiTutorByIdInput: GetAiTutorByIdInput!) {\n    getAiTutorById(getAiTutorByIdInput: $getAiTutorByIdInput) {\n      ...AiTutorDetailFields\n      aiTutorTemat {\n        ...AiTutorTopicFields\n      }\n    }\n  }\n": types.TutorDocument,
    "\n  query tutors {\n    getAiTutorByUserId {\n      ...AiTutorSummaryFields\n    }\n  }\n": types.TutorsDocument,
    "\n  mutation aitutoringAiTutor($aitutoringAiTutorInput: AitutoringAiTutorInput!) {\n    aitutoringAiTutor(aitutoringAiTutorInput: $aitutoringAiTutorInput) {\n      ...AiTutorDetailFields\n      aiTutorTemat {\n        ...AiTutorTopicFields\n      }\n    }\n  }\n": types.AitutoringAiTutorDocument,
    "\n  subscription newAiTutor {\n    newAiTutor {\n      ...AiTutorSummaryFields\n    }\n  }\n": types.NewAiTutorDocument,
    "\n  subscription updateAiTutorSummary($updateAiTutorInput: UpdateAiTutorInput!) {\n    updateAiTutor(updateAiTutorInput: $updateAiTutorInput) {\n      ...AiTutorSummaryFields\n    }\n  }\n": types.UpdateAiTutorSummaryDocument,
    "\n  subscription updateAiTutor($updateAiTutorInput: UpdateAiTutorInput!) {\n    updateAiTutor(updateAiTutorInput: $updateAiTutorInput) {\n      ...AiTutorDetailFields\n      aiTutorTemat {\n        ...AiTutorTopicFields\n      }\n    }\n  }\n": types.UpdateAiTutorDocument,
    "\n  subscription updateAiTutorTemat($updateAiTutorTematInput: UpdateAiTutorTematInput!) {\n    updateAiTutorTemat(updateAiTutorTematInput: $updateAiTutorTematInput) {\n      ...AiTutorTopicFields\n    }\n  }\n": types.UpdateAiTutorTematDocument,
    "\n  subscription updateAiTutorTematSession($updateAiTutorTematSessionInput: UpdateAiTutorTematSessionInput!) {\n    updateAiTutorTematSession(updateAiTutorTematSessionInput: $updateAiTutorTematSessionInput) {\n      ...AiTutorSessionFields\n    }\n  }\n": types.UpdateAiTutorTematSessionDocument,
    "\n  fragment AiTutorSummaryFields on AiTutor {\n    id\n    name\n    przedmiot\n    poziom\n    origin\n    state\n    error\n    progress\n    createdAt\n    aiTutorTemat {\n      id\n      state\n    }\n  }\n": types.AiTutorSummaryFieldsFragmentDoc,
    "\n  fragment AiTutorSessionFields on AiTutorTematSession {\n    id\n    aiTutorTematId\n    state\n    detailLevel\n    sessionConversationStarted\n    sessionConversationId\n    previousSessionId\n    testSessionQuizId\n    testSessionQuiz {\n      id\n      state\n      error\n    }\n    sessionQuizId\n    scorePercent\n    createdAt\n  }\n": types.AiTutorSessionFieldsFragmentDoc,
    "\n  fragment AiTutorTopicFields on AiTutorTemat {\n    id\n    aiTutorId\n    order\n    name\n    description\n    state\n    full_generated\n    mastered\n    error\n    podrSubchapter {\n      id\n      number\n      name\n    }\n    sessions {\n      id\n      aiTutorTematId\n      state\n      detailLevel\n      sessionConversationStarted\n      sessionConversationId\n      previousSessionId\n      testSessionQuizId\n      testSessionQuiz {\n        id\n        state\n        error\n      }\n      sessionQuizId\n      scorePercent\n      createdAt\n    }\n  }\n": types.AiTutorTopicFieldsFragmentDoc,
    "\n  fragment AiTutorDetailFields on AiTutor {\n    id\n    workspaceId\n    name\n    description\n    przedmiot\n    poziom\n    origin\n    tematId\n    state\n    error\n    progress\n    createdAt\n    rozdzial {\n      id\n      number\n      name\n      bookId\n      bookTitle\n    }\n    aiTutorInitialData {\n      detailLevel\n      userComment\n    }\n  }\n": types.AiTutorDetailFieldsFragmentDoc,
    "\n  mutation continueaitutoringAiTutor($continueaitutoringAiTutorInput: ContinueaitutoringAiTutorInput!) {\n    continueaitutoringAiTutor(continueaitutoringAiTutorInput: $continueaitutoringAiTutorInput) {\n      ...AiTutorSessionFields\n    }\n  }\n": types.ContinueaitutoringAiTutorDocument,
    "\n  mutation finishAiTutorTematSession($finishAiTutorTematSessionInput: FinishAiTutorTematSessionInput!) {\n    finishAiTutorTematSession(finishAiTutorTematSessionInput: $finishAiTutorTematSessionInput) {\n      ...AiTutorSessionFields\n    }\n  }\n": types.FinishAiTutorTematSessionDocument,
    "\n  mutation generateainotatkasession($generateainotatkasessionInput: GenerateainotatkasessionInput!) {\n    generateainotatkasession(generateainotatkasessionInput: $generateainotatkasessionInput) {\n      id\n      workspaceId\n      name\n    }\n  }\n": types.GenerateainotatkasessionDocument,
    "\n  query usagePage {\n    getSubscriptionUsage {\n      name\n      grantedAt\n      status\n      cancelAtPeriodEnd\n      expiresAt\n      planPrice\n      billingInterval\n      recurring\n      paymentMethod {\n        card_brand\n        card_last4\n        exp_month\n        exp_year\n      }\n      usage {\n        action\n        label\n        limit\n        limitType\n        limitInterval\n        usage\n        remaining\n        renewsAt\n      }\n    }\n  }\n": types.UsagePageDocument,
    "\n  mutation deleteWordBase($deleteWordBaseInput: DeleteWordBaseInput!) {\n    deleteWordBase(deleteWordBaseInput: $deleteWordBaseInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n": types.DeleteWordBaseDocument,
    "\n  mutation extractwordbase($extractwordbaseInput: ExtractwordbaseInput!) {\n    extractwordbase(extractwordbaseInput: $extractwordbaseInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n": types.ExtractwordbaseDocument,
    "\n  query allWordBases($getWordBaseByUserIdInput: GetWordBaseByUserIdInput) {\n    getWordBaseByUserId(getWordBaseByUserIdInput: $getWordBaseByUserIdInput) {\n      id\n      workspaceId\n      workspaceName\n      name\n      type\n      language {\n        code\n        name\n      }\n      wordCount\n      dueCount\n      newCount\n      state\n      createdAt\n    }\n  }\n": types.AllWordBasesDocument,
    "\n  query getDueWords {\n    getDueWords {\n      total\n      byWorkspace {\n        workspaceId\n        count\n      }\n    }\n  }\n": types.GetDueWordsDocument,
    "\n  query dueWordsWorkspaces {\n    getWorkspaceByUserId {\n      id\n      name\n    }\n  }\n": types.DueWordsWorkspacesDocument,
    "\n  query languageWorkspace {\n    getlanguageworkspace {\n      id\n      name\n    }\n  }\n": types.LanguageWorkspaceDocument,
    "\n  query getLanguages {\n    getLanguages {\n      code\n      name\n      nameFull\n    }\n  }\n": types.GetLanguagesDocument,
    "\n  query getWordBaseSessionById($getWordBaseSessionByIdInput: GetWordBaseSessionByIdInput!) {\n    getWordBaseSessionById(getWordBaseSessionByIdInput: $getWordBaseSessionByIdInput) {\n      ...WordBaseSessionFields\n    }\n  }\n": types.GetWordBaseSessionByIdDocument,
    "\n  query getWordBaseSessionByWordBaseId(\n    $getWordBaseSessionByWordBaseIdInput: GetWordBaseSessionByWordBaseIdInput!\n  ) {\n    getWordBaseSessionByWordBaseId(getWordBaseSessionByWordBaseIdInput: $getWordBaseSessionByWordBaseIdInput) {\n      ...WordBaseSessionSummaryFields\n    }\n  }\n": types.GetWordBaseSessionByWordBaseIdDocument,
    "\n  query wordBaseWords($getWordBaseByIdInput: GetWordBaseByIdInput!, $page: Int, $limit: Int, $search: String) {\n    getWordBaseById(getWordBaseByIdInput: $getWordBaseByIdInput) {\n      id\n      wordPage(page: $page, limit: $limit, search: $search) {\n        total\n        page\n        limit\n        data {\n          id\n          wordBaseId\n          word\n          translation\n          usageExample\n          order\n          due\n          state\n          reps\n          lapses\n          lastReview\n          scheduledDays\n        }\n      }\n    }\n  }\n": types.WordBaseWordsDocument,
    "\n  query wordBaseHistory($getWordBaseByIdInput: GetWordBaseByIdInput!) {\n    getWordBaseById(getWordBaseByIdInput: $getWordBaseByIdInput) {\n      id\n      words {\n        id\n        word\n        translation\n        state\n        due\n        reps\n        lapses\n        history {\n          rating\n          reviewedAt\n          sessionId\n          wordBaseSessionType\n          scheduledDays\n        }\n      }\n    }\n  }\n": types.WordBaseHistoryDocument,
    "\n  query getWordBaseById($getWordBaseByIdInput: GetWordBaseByIdInput!) {\n    getWordBaseById(getWordBaseByIdInput: $getWordBaseByIdInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n": types.GetWordBaseByIdDocument,
    "\n  query getWordBaseByWorkspaceId($getWordBaseByWorkspaceIdInput: GetWordBaseByWorkspaceIdInput!) {\n    getWordBaseByWorkspaceId(getWordBaseByWorkspaceIdInput: $getWordBaseByWorkspaceIdInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n": types.GetWordBaseByWorkspaceIdDocument,
    "\n  mutation wordpracticesession($wordpracticesessionInput: WordpracticesessionInput!) {\n    wordpracticesession(wordpracticesessionInput: $wordpracticesessionInput) {\n      ...WordBaseSessionFields\n    }\n  }\n": types.WordpracticesessionDocument,
    "\n  mutation start($startInput: StartInput!) {\n    start(startInput: $startInput) {\n      ...WordBaseSessionFields\n    }\n  }\n": types.StartDocument,
    "\n  mutation translate($translateInput: TranslateInput!) {\n    translate(translateInput: $translateInput) {\n      word\n      translation\n      usageExample\n      problem\n    }\n  }\n": types.TranslateDocument,
    "\n  mutation upsertwords($upsertwordsInput: UpsertwordsInput!) {\n    upsertwords(upsertwordsInput: $upsertwordsInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n": types.UpsertwordsDocument,
    "\n  mutation valdiateexercise($valdiateexerciseInput: ValdiateexerciseInput!) {\n    valdiateexercise(valdiateexerciseInput: $valdiateexerciseInput) {\n      id\n      kind\n      polecenie\n      example\n      wordId\n      word\n      options\n      answered\n      isCorrect\n      answer\n      review\n      expected\n    }\n  }\n": types.ValdiateexerciseDocument,
    "\n  subscription newWordBase($newWordBaseInput: NewWordBaseInput!) {\n    newWordBase(newWordBaseInput: $newWordBaseInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n": types.NewWordBaseDocument,
    "\n  fragment WordBaseSummaryFields on WordBase {\n    id\n    workspaceId\n    name\n    description\n    type\n    languageCode\n    language {\n      code\n      name\n    }\n    progress\n    sourcesId\n    wordCount\n    dueCount\n    newCount\n    lastStudiedAt\n    isDeleted\n    state\n    error\n    notice\n    createdAt\n    updatedAt\n  }\n": types.WordBaseSummaryFieldsFragmentDoc,
    "\n  fragment WordBaseSessionSummaryFields on WordBaseSession {\n    id\n    wordBaseId\n    wordBaseSessionType\n    isFinished\n    score\n    time\n    wordCount\n    createdAt\n    finishedAt\n    answers {\n      id\n      wordId\n      word\n      rating\n      isCorrect\n      createdAt\n    }\n  }\n": types.WordBaseSessionSummaryFieldsFragmentDoc,
    "\n  fragment WordBaseSessionFields on WordBaseSession {\n    id\n    wordBaseId\n    wordBaseSessionType\n    isFinished\n    score\n    time\n    wordCount\n    createdAt\n    finishedAt\n    answers {\n      id\n      wordId\n      word\n      rating\n      isCorrect\n      createdAt\n    }\n    exercises {\n      id\n      kind\n      polecenie\n      example\n      wordId\n      word\n      options\n      answered\n      isCorrect\n      answer\n      review\n      expected\n    }\n    nextWord {\n      id\n      wordBaseId\n      word\n      translation\n      usageExample\n    }\n  }\n": types.WordBaseSessionFieldsFragmentDoc,
    "\n  mutation createWorkspace($createWorkspaceInput: CreateWorkspaceInput!) {\n    createWorkspace(createWorkspaceInput: $createWorkspaceInput) {\n      ...WorkspaceDetailFields\n    }\n  }\n": types.CreateWorkspaceDocument,
    "\n  mutation deleteWorkspace($deleteWorkspaceInput: DeleteWorkspaceInput!) {\n    deleteWorkspace(deleteWorkspaceInput: $deleteWorkspaceInput) {\n      success\n      message\n    }\n  }\n": types.DeleteWorkspaceDocument,
    "\n  query getbyprzedmiotandpoziom($getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput!) {\n    getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $getbyprzedmiotandpoziomInput) {\n      id\n      temat\n      podTematy\n      ckePoziom\n    }\n  }\n": types.GetbyprzedmiotandpoziomDocument,
    "\n  query getWorkspaceById($getWorkspaceByIdInput: GetWorkspaceByIdInput!) {\n    getWorkspaceById(getWorkspaceByIdInput: $getWorkspaceByIdInput) {\n      ...WorkspaceDetailFields\n    }\n  }\n": types.GetWorkspaceByIdDocument,
    "\n  query getWorkspaceByUserId {\n    getWorkspaceByUserId {\n      ...WorkspaceSummaryFields\n    }\n  }\n": types.GetWorkspaceByUserIdDocument,
    "\n  mutation updateWorkspace($updateWorkspaceInput: UpdateWorkspaceInput!) {\n    updateWorkspace(updateWorkspaceInput: $updateWorkspaceInput) {\n      ...WorkspaceDetailFields\n    }\n  }\n": types.UpdateWorkspaceDocument,
    "\n  fragment WorkspaceSummaryFields on Workspace {\n    id\n    name\n    updatedAt\n    temat {\n      id\n      przedmiot\n      poziom\n      temat\n    }\n  }\n": types.WorkspaceSummaryFieldsFragmentDoc,
    "\n  fragment WorkspaceDetailFields on Workspace {\n    id\n    type\n    name\n    createdAt\n    updatedAt\n    temat {\n      id\n      przedmiot\n      poziom\n      temat\n      podTematy\n      ckePoziom\n    }\n  }\n": types.WorkspaceDetailFieldsFragmentDoc,
    "\n  query getActionSources($getActionSourcesInput: GetActionSourcesInput!) {\n    getActionSources(getActionSourcesInput: $getActionSourcesInput) {\n      workspaceId\n      selected {\n        id\n        items {\n          type\n          id\n        }\n      }\n      groups {\n        type\n        label\n        sources {\n          __typename\n          ... on UserDoc {\n            id\n            name\n            state\n            sourceType\n          }\n          ... on AiNote {\n            id\n            name\n          }\n          ... on QuizResult {\n            id\n            name\n          }\n          ... on LibrarySource {\n            id\n            name\n          }\n          ... on AiTutorTemat {\n            id\n            name\n          }\n        }\n      }\n      fromTools {\n        itemType\n        label\n        sources {\n          __typename\n          ... on QuizResult {\n            id\n            name\n          }\n          ... on LibrarySource {\n            id\n            name\n          }\n          ... on AiTutorTemat {\n            id\n            name\n          }\n          ... on UserDoc {\n            id\n            name\n            state\n            sourceType\n          }\n          ... on AiNote {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.GetActionSourcesDocument,
    "\n  query getErrorReportingConfig {\n    getAppConfig {\n      sentryDsn\n      sentryEnvironment\n    }\n  }\n": types.GetErrorReportingConfigDocument,
    "\n  mutation updateSources($updateSourcesInput: UpdateSourcesInput!) {\n    updateSources(updateSourcesInput: $updateSourcesInput) {\n      id\n    }\n  }\n": types.UpdateSourcesDocument,
    "\n  mutation updateUserInfo($updateUserInfoInput: UpdateUserInfoInput!) {\n    updateUserInfo(updateUserInfoInput: $updateUserInfoInput) {\n      ...CurrentUser\n    }\n  }\n": types.UpdateUserInfoDocument,
    "\n  fragment CurrentUser on User {\n    id\n    email\n    phone\n    name\n    surname\n    role\n    avatar\n    onboardingStatus\n    isVerified\n    hasPassword\n    isFreeSub\n    subStatus\n    metadata {\n      hasSeenInitialConversation\n    }\n    onboarding {\n      poziom\n      egzaminy\n      przedmioty\n    }\n  }\n": types.CurrentUserFragmentDoc,
    "\n  query getMe {\n    getMe {\n      ...CurrentUser\n      integrations {\n        id\n        integrationType\n        expiresAt\n      }\n    }\n  }\n": types.GetMeDocument,
    "\n  mutation refreshToken {\n    refreshToken {\n      success\n      accessTokenExpiresAt\n    }\n  }\n": types.RefreshTokenDocument,
    "\n  mutation logout($logoutInput: LogoutInput) {\n    logout(logoutInput: $logoutInput) {\n      success\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  query getUploadLimit {\n    getAppConfig {\n      uploadMaxBytes\n    }\n  }\n": types.GetUploadLimitDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTelemetrySwitch {\n    getAppConfig {\n      telemetry\n    }\n  }\n"): typeof import('./graphql').GetTelemetrySwitchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminTopics($topics: AdminTematyInput!, $books: AdminPodrecznikiInput!) {\n    adminTematy(adminTematyInput: $topics) {\n      ...AdminTopicFields\n    }\n    adminPodreczniki(adminPodrecznikiInput: $books) {\n      total\n      data {\n        id\n        title\n        poziom\n        visible\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTopicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTopicFields on Tematy {\n    id\n    temat\n    podTematy\n    ckePoziom\n    podrecznikId\n    content\n    visible\n  }\n"): typeof import('./graphql').AdminTopicFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminUpdateTopic($input: UpdatetematInput!) {\n    updatetemat(updatetematInput: $input) {\n      ...AdminTopicFields\n    }\n  }\n"): typeof import('./graphql').AdminUpdateTopicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminSetTextbookCover($input: SetPodrecznikCoverInput!) {\n    setPodrecznikCover(setPodrecznikCoverInput: $input) {\n      ...AdminTextbookFields\n    }\n  }\n"): typeof import('./graphql').AdminSetTextbookCoverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminRemoveTextbookCover($input: RemovePodrecznikCoverInput!) {\n    removePodrecznikCover(removePodrecznikCoverInput: $input) {\n      ...AdminTextbookFields\n    }\n  }\n"): typeof import('./graphql').AdminRemoveTextbookCoverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminCreateTextbook($input: CreatePodrecznikInput!) {\n    createPodrecznik(createPodrecznikInput: $input) {\n      ...AdminTextbookFields\n    }\n  }\n"): typeof import('./graphql').AdminCreateTextbookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminDeleteTextbook($input: DeletePodrecznikInput!) {\n    deletePodrecznik(deletePodrecznikInput: $input)\n  }\n"): typeof import('./graphql').AdminDeleteTextbookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminTextbook($input: GetPodrBookByIdInput!) {\n    getPodrBookById(getPodrBookByIdInput: $input) {\n      id\n      podrecznik {\n        ...AdminTextbookFields\n      }\n      chapters {\n        ...AdminChapterFields\n        subchapters {\n          ...AdminChapterFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTextbookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminChapterFields on PodrChapter {\n    id\n    toc_id\n    number\n    name\n    page\n    deleted\n    exerciseCount\n  }\n"): typeof import('./graphql').AdminChapterFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTextbookFields on Podrecznik {\n    id\n    title\n    isbn\n    przedmiot\n    poziom\n    klasa\n    wydawnictwo\n    authors\n    visible\n    demo\n    exerciseCount\n    imageUrl\n  }\n"): typeof import('./graphql').AdminTextbookFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminTextbooks($input: AdminPodrecznikiInput!) {\n    adminPodreczniki(adminPodrecznikiInput: $input) {\n      total\n      page\n      limit\n      data {\n        ...AdminTextbookFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTextbooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminImportFields on PodrecznikImport {\n    id\n    podrecznikId\n    fileName\n    state\n    tocSource\n    pageCount\n    pagesRead\n    chapterCount\n    subchapterCount\n    subchaptersRead\n    exercisesFound\n    exercisesSolved\n    exercisesFailed\n    note\n    error\n    attempt\n    updatedAt\n  }\n"): typeof import('./graphql').AdminImportFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminTextbookImports($podrecznikId: ID!) {\n    podrecznikImports(podrecznikId: $podrecznikId) {\n      ...AdminImportFields\n    }\n  }\n"): typeof import('./graphql').AdminTextbookImportsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription adminTextbookImportChanged($podrecznikId: ID!) {\n    podrecznikImportChanged(podrecznikId: $podrecznikId) {\n      ...AdminImportFields\n    }\n  }\n"): typeof import('./graphql').AdminTextbookImportChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminSubchapterExercises($input: GetPaginatedZadanieByRelationIdInput!) {\n    getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {\n      data {\n        id\n        numberExercise\n        pages\n        question\n        answer\n        explanation\n      }\n      total\n      page\n      limit\n    }\n  }\n"): typeof import('./graphql').AdminSubchapterExercisesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminSetTextbookToc($input: SetPodrecznikTocInput!) {\n    setPodrecznikToc(setPodrecznikTocInput: $input) {\n      ...AdminImportFields\n    }\n  }\n"): typeof import('./graphql').AdminSetTextbookTocDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminRetryTextbookImport($id: ID!) {\n    retryPodrecznikImport(id: $id) {\n      ...AdminImportFields\n    }\n  }\n"): typeof import('./graphql').AdminRetryTextbookImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminImportTextbookPdf($input: ImportPodrecznikPdfInput!) {\n    importPodrecznikPdf(importPodrecznikPdfInput: $input) {\n      ...AdminImportFields\n    }\n  }\n"): typeof import('./graphql').AdminImportTextbookPdfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminUpdateExercise($input: UpdateZadanieInput!) {\n    updateZadanie(updateZadanieInput: $input) {\n      id\n      numberExercise\n      question\n      answer\n      explanation\n    }\n  }\n"): typeof import('./graphql').AdminUpdateExerciseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminUpdateTextbook($input: UpdatepodrecznikInput!) {\n    updatepodrecznik(updatepodrecznikInput: $input) {\n      ...AdminTextbookFields\n    }\n  }\n"): typeof import('./graphql').AdminUpdateTextbookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminPlans {\n    getAllPlans {\n      id\n      name\n      price\n      price3m\n      price12m\n      freeTier\n      description\n      visible\n      limits {\n        id\n        action\n        label\n        visible\n        limitDisplay\n        limitInterval\n        limit {\n          type\n          value\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminPlansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminCreatePlan($input: CreatePlanInput!) {\n    createPlan(createPlanInput: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminCreatePlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminUpdatePlan($input: UpdatePlanInput!) {\n    updatePlan(updatePlanInput: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminUpdatePlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminUpdateLimit($input: UpdateLimitInput!) {\n    updateLimit(updateLimitInput: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminUpdateLimitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminCreateLimit($input: CreateLimitInput!) {\n    createLimit(createLimitInput: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminCreateLimitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminCopyLimit($input: AddLimitToPlanInput!) {\n    addLimitToPlan(addLimitToPlanInput: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminCopyLimitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminPlanAudience {\n    getPlanAudience {\n      planId\n      users\n    }\n  }\n"): typeof import('./graphql').AdminPlanAudienceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminRagDocuments($input: GetLibraryRagDocumentsInput!) {\n    getLibraryRagDocuments(getLibraryRagDocumentsInput: $input) {\n      id\n      podrecznikId\n      title\n      chapter\n      przedmiot\n      poziom\n      visible\n      deleted\n      chunkCount\n      characters\n      indexedAt\n    }\n  }\n"): typeof import('./graphql').AdminRagDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminRagSearch($input: SearchLibraryRagInput!) {\n    searchLibraryRag(searchLibraryRagInput: $input) {\n      documentId\n      title\n      chapter\n      visible\n      page\n      text\n      score\n    }\n  }\n"): typeof import('./graphql').AdminRagSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminRagReindex($input: ReindexLibraryBookInput!) {\n    reindexLibraryBook(reindexLibraryBookInput: $input) {\n      id\n      chunkCount\n    }\n  }\n"): typeof import('./graphql').AdminRagReindexDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminRagRemove($input: RemoveLibraryRagDocumentInput!) {\n    removeLibraryRagDocument(removeLibraryRagDocumentInput: $input) {\n      id\n      chunkCount\n    }\n  }\n"): typeof import('./graphql').AdminRagRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminActivity($input: GetActivityStatsInput!) {\n    getActivityStats(getActivityStatsInput: $input) {\n      totals {\n        activeUsers\n        visits\n        pageViews\n      }\n      pages {\n        route\n        views\n        visits\n      }\n      tools {\n        tool\n        opens\n        users\n      }\n      tours {\n        tourKey\n        completed\n        skipped\n      }\n      performance {\n        appLoads {\n          samples\n          loadMsP75\n        }\n        vitals {\n          name\n          samples\n          p75\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminAuditAccount($input: GetUserByIdInput!) {\n    getUserById(getUserByIdInput: $input) {\n      id\n      email\n      phone\n    }\n  }\n"): typeof import('./graphql').AdminAuditAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminStats {\n    getAdminStats {\n      usersTotal\n      usersNew7\n      usersNew30\n      activeToday\n      active7\n      active30\n      aiToday {\n        calls\n        tokensPrompt\n        tokensOutput\n        cost\n        unpricedCalls\n      }\n      aiMonth {\n        calls\n        tokensPrompt\n        tokensOutput\n        cost\n        unpricedCalls\n      }\n      topActions {\n        action\n        count\n        cost\n        unpricedCalls\n      }\n      failingJobs {\n        queue\n        count\n      }\n      unpricedModels\n    }\n  }\n"): typeof import('./graphql').AdminStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminAuditLog($input: GetAdminAuditLogInput!) {\n    getAdminAuditLog(getAdminAuditLogInput: $input) {\n      page\n      limit\n      total\n      data {\n        id\n        adminId\n        operation\n        targetType\n        targetId\n        before\n        after\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').AdminAuditLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminUsageCsv($input: GetAggregatedUsageInput!) {\n    getUsageCsv(getAggregatedUsageInput: $input) {\n      filename\n      content\n      rows\n      truncated\n    }\n  }\n"): typeof import('./graphql').AdminUsageCsvDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminUsage($range: StatsRangeInput!) {\n    getAggregatedUsage(getAggregatedUsageInput: { range: $range }) {\n      date\n      calls\n      cost\n      unpricedCalls\n      byAction {\n        key\n        calls\n        cost\n        unpricedCalls\n      }\n      byModel {\n        key\n        calls\n        cost\n        unpricedCalls\n      }\n    }\n    getActionCost(getActionCostInput: { range: $range }) {\n      action\n      count\n      tokensPrompt\n      tokensOutput\n      cost\n      unpricedCalls\n    }\n  }\n"): typeof import('./graphql').AdminUsageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminUserSubscriptions($input: GetAllSubscriptionsInput!) {\n    getAllSubscriptions(getAllSubscriptionsInput: $input) {\n      total\n      data {\n        id\n        plan {\n          id\n          name\n        }\n        status\n        billingInterval\n        grantedAt\n        expiresAt\n        cancelAtPeriodEnd\n        adminGrant\n      }\n    }\n  }\n"): typeof import('./graphql').AdminUserSubscriptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminPlanChoices {\n    getAllPlans {\n      id\n      name\n      visible\n    }\n  }\n"): typeof import('./graphql').AdminPlanChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminUserLimits($input: GetUserByIdInput!) {\n    getUserLimits(getUserByIdInput: $input) {\n      action\n      label\n      limit\n      limitType\n      limitInterval\n      usage\n      remaining\n      renewsAt\n    }\n  }\n"): typeof import('./graphql').AdminUserLimitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminUserAi($input: GetUsageInput) {\n    getUsage(getUsageInput: $input) {\n      data {\n        ai {\n          calls\n          tokensPrompt\n          tokensOutput\n          cost\n          unpricedCalls\n        }\n        aiByAction {\n          key\n          calls\n          tokensPrompt\n          tokensOutput\n          cost\n          unpricedCalls\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminUserAiDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminUserWorkspaceCount($input: GetUserByIdInput!) {\n    getUserWorkspaceCount(getUserByIdInput: $input)\n  }\n"): typeof import('./graphql').AdminUserWorkspaceCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminUser($input: GetUserByIdInput!) {\n    getUserById(getUserByIdInput: $input) {\n      id\n      email\n      phone\n      name\n      surname\n      role\n      onboardingStatus\n      isVerified\n      isFreeSub\n      subStatus\n      createdAt\n      lastLogin\n      blockedAt\n    }\n  }\n"): typeof import('./graphql').AdminUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserSummary on User {\n    id\n    email\n    phone\n    name\n    surname\n    role\n    isFreeSub\n    onboardingStatus\n    createdAt\n    lastLogin\n    blockedAt\n  }\n"): typeof import('./graphql').AdminUserSummaryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query adminUsers($input: GetUsersInput) {\n    getUsers(getUsersInput: $input) {\n      total\n      page\n      limit\n      data {\n        ...AdminUserSummary\n      }\n    }\n  }\n"): typeof import('./graphql').AdminUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminUpdateUserRole($input: UpdateUserRoleInput!) {\n    updateUserRole(updateUserRoleInput: $input) {\n      id\n      role\n    }\n  }\n"): typeof import('./graphql').AdminUpdateUserRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminSetUserBlocked($input: SetUserBlockedInput!) {\n    setUserBlocked(setUserBlockedInput: $input) {\n      id\n      blockedAt\n    }\n  }\n"): typeof import('./graphql').AdminSetUserBlockedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminAssignUserSub($input: AssignUserSubInput!) {\n    assignUserSub(assignUserSubInput: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminAssignUserSubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminDeleteUserSub($input: DeleteUserSubInput!) {\n    deleteUserSub(deleteUserSubInput: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminDeleteUserSubDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation adminCreateAdditionalLimit($input: CreateAdditionalLimitInput!) {\n    createAdditionalLimit(createAdditionalLimitInput: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminCreateAdditionalLimitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getAppConfig {\n    getAppConfig {\n      turnstileSiteKey\n      requirePhone\n    }\n  }\n"): typeof import('./graphql').GetAppConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation login($loginInput: LoginInput!) {\n    login(loginInput: $loginInput) {\n      id\n      onboardingStatus\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation newPassword($newPasswordInput: NewPasswordInput!) {\n    newPassword(newPasswordInput: $newPasswordInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').NewPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation resendAuthCode($resendAuthCodeInput: ResendAuthCodeInput) {\n    resendAuthCode(resendAuthCodeInput: $resendAuthCodeInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').ResendAuthCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation resetPassword($resetPasswordInput: ResetPasswordInput!) {\n    resetPassword(resetPasswordInput: $resetPasswordInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation sendSms($sendSmsInput: SendSmsInput!) {\n    sendSms(sendSmsInput: $sendSmsInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').SendSmsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation signUp($signUpInput: SignUpInput!) {\n    signUp(signUpInput: $signUpInput) {\n      id\n      onboardingStatus\n    }\n  }\n"): typeof import('./graphql').SignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation verifyCode($verifyCodeInput: VerifyCodeInput!) {\n    verifyCode(verifyCodeInput: $verifyCodeInput) {\n      ...CurrentUser\n    }\n  }\n"): typeof import('./graphql').VerifyCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation verifyPhone($verifyPhoneInput: VerifyPhoneInput!) {\n    verifyPhone(verifyPhoneInput: $verifyPhoneInput) {\n      success\n      message\n      user {\n        ...CurrentUser\n      }\n    }\n  }\n"): typeof import('./graphql').VerifyPhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query upgradePreview($calculatePreviewInput: CalculatePreviewInput!) {\n    calculatePreview(calculatePreviewInput: $calculatePreviewInput) {\n      total_amount\n      original_price\n      adjustment\n      planId\n      prorationDate\n      payment_method {\n        card_brand\n        card_last4\n        exp_month\n        exp_year\n      }\n    }\n  }\n"): typeof import('./graphql').UpgradePreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation cancelSubscription($cancelSubscriptionInput: CancelSubscriptionInput!) {\n    cancelSubscription(cancelSubscriptionInput: $cancelSubscriptionInput) {\n      name\n      cancelAtPeriodEnd\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').CancelSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation endTrial {\n    endTrial {\n      name\n      status\n    }\n  }\n"): typeof import('./graphql').EndTrialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation generatePaymentLink($generatePaymentLinkInput: GeneratePaymentLinkInput!) {\n    generatePaymentLink(generatePaymentLinkInput: $generatePaymentLinkInput)\n  }\n"): typeof import('./graphql').GeneratePaymentLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query billingPage {\n    getSubscriptionUsage {\n      name\n      grantedAt\n      status\n      cancelAtPeriodEnd\n      expiresAt\n      planPrice\n      billingInterval\n      recurring\n      paymentMethod {\n        card_brand\n        card_last4\n        exp_month\n        exp_year\n      }\n      usage {\n        action\n        label\n        limit\n        limitType\n        limitInterval\n        usage\n        remaining\n        renewsAt\n      }\n      additionalLimits {\n        id\n        name\n        action\n        additionalLimit\n        price\n        purchasedAt\n        expiresAt\n      }\n      addOnOffers {\n        id\n        name\n        action\n        additionalLimit\n        price\n        validDays\n      }\n    }\n  }\n"): typeof import('./graphql').BillingPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query checkoutState($id: ID!) {\n    getSubscriptionUsage {\n      checkout(id: $id) {\n        id\n        state\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query invoices {\n    getInvoices {\n      id\n      status\n      total\n      created\n      url\n      paymentUrl\n      planName\n    }\n  }\n"): typeof import('./graphql').InvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query choosePlan {\n    getAvaliblePlans {\n      id\n      name\n      price\n      price3m\n      price12m\n      freeTier\n      description\n      visible\n      userPlanAction\n      limits {\n        action\n        label\n        limitDisplay\n        limitInterval\n        visible\n        limit {\n          type\n          value\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ChoosePlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation upgradeSubscription($upgradeSubscriptionInput: UpgradeSubscriptionInput!) {\n    upgradeSubscription(upgradeSubscriptionInput: $upgradeSubscriptionInput) {\n      name\n      status\n    }\n  }\n"): typeof import('./graphql').UpgradeSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationSummaryFields on ConversationWorkspace {\n    id\n    workspaceId\n    name\n    isFetching\n    createdAt\n    updatedAt\n  }\n"): typeof import('./graphql').ConversationSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageFields on UserMessage {\n    id\n    message\n    messageContent\n    type\n    rozprawkaCall {\n      temat\n    }\n    rozprawkaReviewCall {\n      temat\n      content\n    }\n    zadanieCall {\n      id\n      numberExercise\n      question\n    }\n    messageFiles {\n      fileId\n      fileUrl\n      originalFileName\n      contentType\n    }\n    botResponses {\n      id\n      content\n      isFetching\n      isError\n      error\n      stopped\n      aiNoteId\n      citations {\n        number\n        sourceType\n        sourceId\n        name\n        page\n        startSeconds\n        excerpt\n      }\n      createdAt\n    }\n    createdAt\n  }\n"): typeof import('./graphql').ChatMessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationDetailFields on ConversationWorkspace {\n    id\n    workspaceId\n    name\n    isFetching\n    createdAt\n    updatedAt\n    sources {\n      id\n      sources {\n        __typename\n        ... on UserDoc {\n          id\n          name\n          sourceType\n        }\n        ... on AiNote {\n          id\n          name\n        }\n        ... on QuizResult {\n          id\n          name\n          quizWorkspaceId\n        }\n        ... on LibrarySource {\n          id\n          name\n          podrecznikId\n        }\n        ... on AiTutorTemat {\n          id\n          name\n        }\n      }\n    }\n    # The fields of ChatMessageFields, written out (see its comment).\n    userMessages {\n      id\n      message\n      messageContent\n      type\n      rozprawkaCall {\n        temat\n      }\n      rozprawkaReviewCall {\n        temat\n        content\n      }\n      zadanieCall {\n        id\n        numberExercise\n        question\n      }\n      messageFiles {\n        fileId\n        fileUrl\n        originalFileName\n        contentType\n      }\n      botResponses {\n        id\n        content\n        isFetching\n        isError\n        error\n        stopped\n        aiNoteId\n        citations {\n          number\n          sourceType\n          sourceId\n          name\n          page\n          startSeconds\n          excerpt\n        }\n        createdAt\n      }\n      createdAt\n    }\n  }\n"): typeof import('./graphql').ConversationDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteConversationWorkspace($deleteConversationWorkspaceInput: DeleteConversationWorkspaceInput!) {\n    deleteConversationWorkspace(deleteConversationWorkspaceInput: $deleteConversationWorkspaceInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteConversationWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation generateainotatkaAiNote($generateainotatkaAiNoteInput: GenerateainotatkaAiNoteInput!) {\n    generateainotatkaAiNote(generateainotatkaAiNoteInput: $generateainotatkaAiNoteInput) {\n      id\n      workspaceId\n      name\n    }\n  }\n"): typeof import('./graphql').GenerateainotatkaAiNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getSubscriptionUsage {\n    getSubscriptionUsage {\n      name\n      usage {\n        action\n        label\n        limit\n        limitType\n        limitInterval\n        usage\n        remaining\n        renewsAt\n      }\n    }\n  }\n"): typeof import('./graphql').GetSubscriptionUsageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getConversationWorkspaceById($getConversationWorkspaceByIdInput: GetConversationWorkspaceByIdInput!) {\n    getConversationWorkspaceById(getConversationWorkspaceByIdInput: $getConversationWorkspaceByIdInput) {\n      ...ConversationDetailFields\n    }\n  }\n"): typeof import('./graphql').GetConversationWorkspaceByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query paginateConversationWorkspaceByWorkspaceId(\n    $paginateConversationWorkspaceByWorkspaceIdInput: PaginateConversationWorkspaceByWorkspaceIdInput!\n  ) {\n    paginateConversationWorkspaceByWorkspaceId(\n      paginateConversationWorkspaceByWorkspaceIdInput: $paginateConversationWorkspaceByWorkspaceIdInput\n    ) {\n      data {\n        ...ConversationSummaryFields\n      }\n      total\n      page\n      limit\n    }\n  }\n"): typeof import('./graphql').PaginateConversationWorkspaceByWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getsolverworkspace {\n    getsolverworkspace {\n      id\n    }\n  }\n"): typeof import('./graphql').GetsolverworkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription llmStream($llmStreamInput: LlmStreamInput!) {\n    llmStream(llmStreamInput: $llmStreamInput) {\n      type\n      conversationId\n      botMessageId\n      delta\n      offset\n      content\n      error\n    }\n  }\n"): typeof import('./graphql').LlmStreamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription newConversationWorkspace($newConversationWorkspaceInput: ConversationEventsInput!) {\n    newConversationWorkspace(newConversationWorkspaceInput: $newConversationWorkspaceInput) {\n      ...ConversationSummaryFields\n    }\n  }\n"): typeof import('./graphql').NewConversationWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation renameConversationWorkspace($renameConversationWorkspaceInput: RenameConversationWorkspaceInput!) {\n    renameConversationWorkspace(renameConversationWorkspaceInput: $renameConversationWorkspaceInput) {\n      ...ConversationSummaryFields\n    }\n  }\n"): typeof import('./graphql').RenameConversationWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation sendmessage($sendmessageInput: SendmessageInput!) {\n    sendmessage(sendmessageInput: $sendmessageInput) {\n      ...ChatMessageFields\n    }\n  }\n"): typeof import('./graphql').SendmessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation startconversation($startconversationInput: StartconversationInput!) {\n    startconversation(startconversationInput: $startconversationInput) {\n      ...ConversationDetailFields\n    }\n  }\n"): typeof import('./graphql').StartconversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation startconversationsolver($startconversationsolverInput: StartconversationsolverInput!) {\n    startconversationsolver(startconversationsolverInput: $startconversationsolverInput) {\n      ...ConversationDetailFields\n    }\n  }\n"): typeof import('./graphql').StartconversationsolverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation stopConversationGeneration($stopConversationGenerationInput: StopConversationGenerationInput!) {\n    stopConversationGeneration(stopConversationGenerationInput: $stopConversationGenerationInput) {\n      ...ConversationSummaryFields\n    }\n  }\n"): typeof import('./graphql').StopConversationGenerationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription updateConversationWorkspace($updateConversationWorkspaceInput: ConversationEventsInput!) {\n    updateConversationWorkspace(updateConversationWorkspaceInput: $updateConversationWorkspaceInput) {\n      ...ConversationSummaryFields\n    }\n  }\n"): typeof import('./graphql').UpdateConversationWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation convertreviewtorozprawka($convertreviewtorozprawkaInput: ConvertreviewtorozprawkaInput!) {\n    convertreviewtorozprawka(convertreviewtorozprawkaInput: $convertreviewtorozprawkaInput) {\n      ...EssayDetailFields\n    }\n  }\n"): typeof import('./graphql').ConvertreviewtorozprawkaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteRozprawkaAiReview($deleteRozprawkaAiReviewInput: DeleteRozprawkaAiReviewInput!) {\n    deleteRozprawkaAiReview(deleteRozprawkaAiReviewInput: $deleteRozprawkaAiReviewInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteRozprawkaAiReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteRozprawkaAi($deleteRozprawkaAiInput: DeleteRozprawkaAiInput!) {\n    deleteRozprawkaAi(deleteRozprawkaAiInput: $deleteRozprawkaAiInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteRozprawkaAiDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription newRozprawkaAiList($newRozprawkaAiInput: NewRozprawkaAiInput) {\n    newRozprawkaAi(newRozprawkaAiInput: $newRozprawkaAiInput) {\n      ...EssaySummaryFields\n    }\n  }\n"): typeof import('./graphql').NewRozprawkaAiListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription newRozprawkaAiReviewList($newRozprawkaAiReviewInput: NewRozprawkaAiReviewInput) {\n    newRozprawkaAiReview(newRozprawkaAiReviewInput: $newRozprawkaAiReviewInput) {\n      ...EssayReviewSummaryFields\n    }\n  }\n"): typeof import('./graphql').NewRozprawkaAiReviewListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription newRozprawkaAi($newRozprawkaAiInput: NewRozprawkaAiInput) {\n    newRozprawkaAi(newRozprawkaAiInput: $newRozprawkaAiInput) {\n      ...EssayDetailFields\n    }\n  }\n"): typeof import('./graphql').NewRozprawkaAiDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EssaySummaryFields on RozprawkaAi {\n    id\n    workspaceId\n    type\n    temat\n    przedmiot\n    poziom\n    egzamin\n    state\n    liczbaArgumentow\n    poziomJezyka\n    wordCount\n    minWords\n    maxWords\n    error\n    createdAt\n    updatedAt\n  }\n"): typeof import('./graphql').EssaySummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EssaySegmentFields on RozprawkaAiSegment {\n    id\n    rozprawkaId\n    order\n    type\n    content\n    contentJson\n    explanation\n    helperContent\n    lekturaId\n    lektura {\n      id\n      title\n      author\n    }\n    uwagi {\n      kind\n      message\n      quote\n      lekturaId\n    }\n    wordCount\n    updatedAt\n  }\n"): typeof import('./graphql').EssaySegmentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EssayDetailFields on RozprawkaAi {\n    id\n    workspaceId\n    type\n    temat\n    przedmiot\n    poziom\n    egzamin\n    state\n    liczbaArgumentow\n    poziomJezyka\n    wordCount\n    minWords\n    maxWords\n    error\n    createdAt\n    updatedAt\n    polecenie\n    notice\n    rozprawkaReviewId\n    lektury {\n      id\n      title\n      author\n    }\n    segments {\n      id\n      rozprawkaId\n      order\n      type\n      content\n      contentJson\n      explanation\n      helperContent\n      lekturaId\n      lektura {\n        id\n        title\n        author\n      }\n      uwagi {\n        kind\n        message\n        quote\n        lekturaId\n      }\n      wordCount\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').EssayDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EssayRewriteFields on RozprawkaSegmentRewrite {\n    id\n    segmentId\n    content\n    instruction\n    action\n    discarded\n    accepted\n    previousContent\n    createdAt\n  }\n"): typeof import('./graphql').EssayRewriteFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EssayReviewSummaryFields on RozprawkaAiReview {\n    id\n    workspaceId\n    przedmiot\n    poziom\n    egzamin\n    temat\n    state\n    error\n    wordCount\n    createdAt\n    updatedAt\n    maturaPolski {\n      egzamin\n      liczbaPunktow\n      zdobytePunkty\n    }\n    egzaminOsmoklasistyPolski {\n      egzamin\n      liczbaPunktow\n      zdobytePunkty\n    }\n    maturaAngielski {\n      egzamin\n      liczbaPunktow\n      zdobytePunkty\n    }\n    egzaminOsmoklasistyAngielski {\n      egzamin\n      liczbaPunktow\n      zdobytePunkty\n    }\n  }\n"): typeof import('./graphql').EssayReviewSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation generaterozprawka($generaterozprawkaInput: GeneraterozprawkaInput!) {\n    generaterozprawka(generaterozprawkaInput: $generaterozprawkaInput) {\n      __typename\n      ... on RozprawkaAi {\n        ...EssayDetailFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').GeneraterozprawkaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation generateexplanation($generateexplanationInput: GenerateexplanationInput!) {\n    generateexplanation(generateexplanationInput: $generateexplanationInput) {\n      ...EssaySegmentFields\n    }\n  }\n"): typeof import('./graphql').GenerateexplanationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query essayLektury($getLekturyInput: GetLekturyInput) {\n    getLektury(getLekturyInput: $getLekturyInput) {\n      id\n      title\n      author\n      epoka\n      egzaminOsmoklasisty\n      naMaturze\n    }\n  }\n"): typeof import('./graphql').EssayLekturyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getRozprawkaAiReviewByWorkspaceId(\n    $getRozprawkaAiReviewByWorkspaceIdInput: GetRozprawkaAiReviewByWorkspaceIdInput\n  ) {\n    getRozprawkaAiReviewByWorkspaceId(\n      getRozprawkaAiReviewByWorkspaceIdInput: $getRozprawkaAiReviewByWorkspaceIdInput\n    ) {\n      ...EssayReviewSummaryFields\n    }\n  }\n"): typeof import('./graphql').GetRozprawkaAiReviewByWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getRozprawkaAiById($getRozprawkaAiByIdInput: GetRozprawkaAiByIdInput!) {\n    getRozprawkaAiById(getRozprawkaAiByIdInput: $getRozprawkaAiByIdInput) {\n      ...EssayDetailFields\n    }\n  }\n"): typeof import('./graphql').GetRozprawkaAiByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getRozprawkaAiByWorkspaceId($getRozprawkaAiByWorkspaceIdInput: GetRozprawkaAiByWorkspaceIdInput) {\n    getRozprawkaAiByWorkspaceId(getRozprawkaAiByWorkspaceIdInput: $getRozprawkaAiByWorkspaceIdInput) {\n      ...EssaySummaryFields\n    }\n  }\n"): typeof import('./graphql').GetRozprawkaAiByWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getRozprawkaAiReviewById($getRozprawkaAiReviewByIdInput: GetRozprawkaAiReviewByIdInput!) {\n    getRozprawkaAiReviewById(getRozprawkaAiReviewByIdInput: $getRozprawkaAiReviewByIdInput) {\n      ...EssayReviewDetailFields\n    }\n  }\n"): typeof import('./graphql').GetRozprawkaAiReviewByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getSegmentRewrites($getSegmentRewritesInput: GetSegmentRewritesInput!) {\n    getSegmentRewrites(getSegmentRewritesInput: $getSegmentRewritesInput) {\n      ...EssayRewriteFields\n    }\n  }\n"): typeof import('./graphql').GetSegmentRewritesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription newRozprawkaAiReviewById($newRozprawkaAiReviewInput: NewRozprawkaAiReviewInput) {\n    newRozprawkaAiReview(newRozprawkaAiReviewInput: $newRozprawkaAiReviewInput) {\n      ...EssayReviewDetailFields\n    }\n  }\n"): typeof import('./graphql').NewRozprawkaAiReviewByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EssayReviewDetailFields on RozprawkaAiReview {\n    id\n    workspaceId\n    przedmiot\n    poziom\n    egzamin\n    temat\n    content\n    state\n    error\n    notice\n    review\n    reviewContent\n    poprawki {\n      fragment\n      rewrite\n      why\n    }\n    wordCount\n    dysleksja\n    rozprawkaId\n    poprawionaRozprawkaId\n    userDocId\n    maturaPolski {\n      egzamin\n      nazwa\n      liczbaPunktow\n      zdobytePunkty\n      zasady\n      kryteria {\n        id\n        name\n        maxPoints\n        points\n        reason\n        rule\n        cytaty {\n          text\n          start\n          end\n          kind\n          comment\n          correction\n        }\n      }\n    }\n    egzaminOsmoklasistyPolski {\n      egzamin\n      nazwa\n      liczbaPunktow\n      zdobytePunkty\n      zasady\n      kryteria {\n        id\n        name\n        maxPoints\n        points\n        reason\n        rule\n        cytaty {\n          text\n          start\n          end\n          kind\n          comment\n          correction\n        }\n      }\n    }\n    maturaAngielski {\n      egzamin\n      nazwa\n      liczbaPunktow\n      zdobytePunkty\n      zasady\n      kryteria {\n        id\n        name\n        maxPoints\n        points\n        reason\n        rule\n        cytaty {\n          text\n          start\n          end\n          kind\n          comment\n          correction\n        }\n      }\n    }\n    egzaminOsmoklasistyAngielski {\n      egzamin\n      nazwa\n      liczbaPunktow\n      zdobytePunkty\n      zasady\n      kryteria {\n        id\n        name\n        maxPoints\n        points\n        reason\n        rule\n        cytaty {\n          text\n          start\n          end\n          kind\n          comment\n          correction\n        }\n      }\n    }\n    createdAt\n    updatedAt\n  }\n"): typeof import('./graphql').EssayReviewDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation rewritesegment($rewritesegmentInput: RewritesegmentInput!) {\n    rewritesegment(rewritesegmentInput: $rewritesegmentInput) {\n      ...EssayRewriteFields\n    }\n  }\n"): typeof import('./graphql').RewritesegmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation generativefunctionsegment($generativefunctionsegmentInput: GenerativefunctionsegmentInput!) {\n    generativefunctionsegment(generativefunctionsegmentInput: $generativefunctionsegmentInput) {\n      ...EssayRewriteFields\n    }\n  }\n"): typeof import('./graphql').GenerativefunctionsegmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation reviewrozprawka($reviewrozprawkaInput: ReviewrozprawkaInput!) {\n    reviewrozprawka(reviewrozprawkaInput: $reviewrozprawkaInput) {\n      __typename\n      ... on RozprawkaAiReview {\n        ...EssayReviewSummaryFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ReviewrozprawkaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updatesegmentstatus($updatesegmentstatusInput: UpdatesegmentstatusInput!) {\n    updatesegmentstatus(updatesegmentstatusInput: $updatesegmentstatusInput) {\n      ...EssayRewriteFields\n      segment {\n        id\n        rozprawkaId\n        order\n        type\n        content\n        contentJson\n        explanation\n        helperContent\n        lekturaId\n        lektura {\n          id\n          title\n          author\n        }\n        uwagi {\n          kind\n          message\n          quote\n          lekturaId\n        }\n        wordCount\n        updatedAt\n      }\n    }\n  }\n"): typeof import('./graphql').UpdatesegmentstatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateRozprawkaAiSegment($updateRozprawkaAiSegmentInput: UpdateRozprawkaAiSegmentInput!) {\n    updateRozprawkaAiSegment(updateRozprawkaAiSegmentInput: $updateRozprawkaAiSegmentInput) {\n      ...EssaySegmentFields\n    }\n  }\n"): typeof import('./graphql').UpdateRozprawkaAiSegmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getLatestData($getLatestDataInput: GetLatestDataInput) {\n    getLatestData(getLatestDataInput: $getLatestDataInput) {\n      id\n      name\n      updatedAt\n      temat {\n        id\n        przedmiot\n        poziom\n      }\n    }\n  }\n"): typeof import('./graphql').GetLatestDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query studyStreakCard {\n    studyProgress {\n      currentStreak\n      longestStreak\n      studiedToday\n      todaySessions\n      dailyGoal\n    }\n    getDueWords {\n      total\n      byWorkspace {\n        workspaceId\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').StudyStreakCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setDailyStudyGoalOnHome($input: SetDailyStudyGoalInput!) {\n    setDailyStudyGoal(setDailyStudyGoalInput: $input) {\n      currentStreak\n      longestStreak\n      studiedToday\n      todaySessions\n      dailyGoal\n    }\n  }\n"): typeof import('./graphql').SetDailyStudyGoalOnHomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query legalOperator {\n    getAppConfig {\n      operator {\n        name\n        address\n        krs\n        nip\n        email\n        dpoEmail\n        example\n      }\n    }\n  }\n"): typeof import('./graphql').LegalOperatorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query checkLibraryAnswer($input: CheckZadanieAnswerInput!) {\n    checkZadanieAnswer(checkZadanieAnswerInput: $input) {\n      verdict\n      message\n    }\n  }\n"): typeof import('./graphql').CheckLibraryAnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query libraryBook($input: GetbookbyidInput!) {\n    getbookbyid(getbookbyidInput: $input) {\n      ...LibraryBookFields\n      rozdzialy {\n        id\n        name\n        number\n        page\n        exerciseCount\n        subrozdzialy {\n          id\n          name\n          number\n          page\n          exerciseCount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LibraryBookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query libraryBooks($input: GetBooksInput!) {\n    getBooks(getBooksInput: $input) {\n      data {\n        ...LibraryBookFields\n      }\n      total\n      page\n      limit\n    }\n  }\n"): typeof import('./graphql').LibraryBooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query libraryExerciseCount {\n    getcount\n  }\n"): typeof import('./graphql').LibraryExerciseCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query libraryExercises($input: GetPaginatedZadanieByRelationIdInput!) {\n    getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $input) {\n      data {\n        ...LibraryExerciseFields\n      }\n      total\n      page\n      limit\n    }\n  }\n"): typeof import('./graphql').LibraryExercisesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query libraryTextbookTopics($input: GetbyprzedmiotandpoziomInput!) {\n    getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $input) {\n      id\n      temat\n      podrecznikId\n      content\n    }\n  }\n"): typeof import('./graphql').LibraryTextbookTopicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query libraryTextbook($input: GetPodrBookByIdInput!) {\n    getPodrBookById(getPodrBookByIdInput: $input) {\n      id\n      podrecznik {\n        ...LibraryTextbookFields\n      }\n      chapters {\n        id\n        number\n        name\n        page\n        exerciseCount\n        subchapters {\n          id\n          number\n          name\n          page\n          exerciseCount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LibraryTextbookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query libraryTextbooks($input: GetpodrecznikbyprzedmiotandpoziomInput!) {\n    getpodrecznikbyprzedmiotandpoziom(getpodrecznikbyprzedmiotandpoziomInput: $input) {\n      ...LibraryTextbookFields\n    }\n  }\n"): typeof import('./graphql').LibraryTextbooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LibraryTextbookFields on Podrecznik {\n    id\n    title\n    isbn\n    przedmiot\n    poziom\n    klasa\n    wydawnictwo\n    authors\n    demo\n    exerciseCount\n    imageUrl\n  }\n"): typeof import('./graphql').LibraryTextbookFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LibraryBookFields on Book {\n    id\n    name\n    isbn\n    przedmiot\n    poziom\n    klasa\n    wydawnictwo\n    authors\n    demo\n    exerciseCount\n    imageUrl\n  }\n"): typeof import('./graphql').LibraryBookFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LibraryExerciseFields on Zadanie {\n    id\n    numberExercise\n    question\n    type\n    zadanieOdpowiedzi {\n      key\n      value\n    }\n    answer\n    explanation\n    pages\n  }\n"): typeof import('./graphql').LibraryExerciseFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query libraryWorkspaces {\n    getWorkspaceByUserId {\n      id\n      name\n      temat {\n        id\n        przedmiot\n      }\n    }\n  }\n"): typeof import('./graphql').LibraryWorkspacesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation chapterQuiz($generatequizInput: GeneratequizInput!) {\n    generatequiz(generatequizInput: $generatequizInput) {\n      __typename\n      ... on QuizWorkspace {\n        id\n        workspaceId\n      }\n      ... on ExecutionError {\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ChapterQuizDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation libraryExerciseChat($startconversationintentInput: StartconversationintentInput!) {\n    startconversationintent(startconversationintentInput: $startconversationintentInput) {\n      id\n      workspaceId\n    }\n  }\n"): typeof import('./graphql').LibraryExerciseChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query librarySearch($input: GetBooksByTitleInput!) {\n    getBooksByTitle(getBooksByTitleInput: $input) {\n      ...LibraryBookFields\n    }\n  }\n"): typeof import('./graphql').LibrarySearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createUserDoc($createUserDocInput: CreateUserDocInput!) {\n    createUserDoc(createUserDocInput: $createUserDocInput) {\n      __typename\n      ... on UserDoc {\n        ...MaterialSummaryFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').CreateUserDocDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteUserDoc($deleteUserDocInput: DeleteUserDocInput!) {\n    deleteUserDoc(deleteUserDocInput: $deleteUserDocInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteUserDocDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation getFileUrl($getFileUrlInput: GetFileUrlInput!) {\n    getFileUrl(getFileUrlInput: $getFileUrlInput) {\n      url\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').GetFileUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getUserDocById($getUserDocByIdInput: GetUserDocByIdInput!) {\n    getUserDocById(getUserDocByIdInput: $getUserDocByIdInput) {\n      ...MaterialDetailFields\n    }\n  }\n"): typeof import('./graphql').GetUserDocByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getUserDocByWorkspaceId($getUserDocByWorkspaceIdInput: GetUserDocByWorkspaceIdInput!) {\n    getUserDocByWorkspaceId(getUserDocByWorkspaceIdInput: $getUserDocByWorkspaceIdInput) {\n      ...MaterialSummaryFields\n    }\n  }\n"): typeof import('./graphql').GetUserDocByWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MaterialSummaryFields on UserDoc {\n    id\n    workspaceId\n    type\n    state\n    name\n    sourceType\n    error\n    createdAt\n    updatedAt\n  }\n"): typeof import('./graphql').MaterialSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MaterialDetailFields on UserDoc {\n    id\n    workspaceId\n    type\n    state\n    name\n    sourceType\n    error\n    createdAt\n    updatedAt\n    youtubeMetadata {\n      url\n      videoId\n      title\n      author\n      language\n      transcripts {\n        text\n        start\n        duration\n      }\n    }\n    content\n    segments {\n      text\n      page\n    }\n    pageCount\n    ocrPages\n    truncatedFrom\n    file {\n      id\n      contentType\n      originalFileName\n      fileUrl\n    }\n  }\n"): typeof import('./graphql').MaterialDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription newUserDoc($newUserDocInput: UserDocEventsInput!) {\n    newUserDoc(newUserDocInput: $newUserDocInput) {\n      ...MaterialSummaryFields\n    }\n  }\n"): typeof import('./graphql').NewUserDocDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updatedoc($updatedocInput: UpdatedocInput!) {\n    updatedoc(updatedocInput: $updatedocInput) {\n      ...MaterialSummaryFields\n    }\n  }\n"): typeof import('./graphql').UpdatedocDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription updateUserDoc($updateUserDocInput: UserDocEventsInput!) {\n    updateUserDoc(updateUserDocInput: $updateUserDocInput) {\n      ...MaterialSummaryFields\n    }\n  }\n"): typeof import('./graphql').UpdateUserDocDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteAiNote($deleteAiNoteInput: DeleteAiNoteInput!) {\n    deleteAiNote(deleteAiNoteInput: $deleteAiNoteInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteAiNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query workspaceNoteIds($getAiNoteByWorkspaceIdInput: GetAiNoteByWorkspaceIdInput!) {\n    getAiNoteByWorkspaceId(getAiNoteByWorkspaceIdInput: $getAiNoteByWorkspaceIdInput) {\n      id\n    }\n  }\n"): typeof import('./graphql').WorkspaceNoteIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getAiNoteById($getAiNoteByIdInput: GetAiNoteByIdInput!) {\n    getAiNoteById(getAiNoteByIdInput: $getAiNoteByIdInput) {\n      ...NoteDetailFields\n    }\n  }\n"): typeof import('./graphql').GetAiNoteByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getAiNoteByWorkspaceId($getAiNoteByWorkspaceIdInput: GetAiNoteByWorkspaceIdInput!) {\n    getAiNoteByWorkspaceId(getAiNoteByWorkspaceIdInput: $getAiNoteByWorkspaceIdInput) {\n      ...NoteSummaryFields\n    }\n  }\n"): typeof import('./graphql').GetAiNoteByWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription newAiNote($newAiNoteInput: NewAiNoteInput!) {\n    newAiNote(newAiNoteInput: $newAiNoteInput) {\n      ...NoteSummaryFields\n    }\n  }\n"): typeof import('./graphql').NewAiNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation noteaction($noteactionInput: NoteactionInput!) {\n    noteaction(noteactionInput: $noteactionInput) {\n      text\n    }\n  }\n"): typeof import('./graphql').NoteactionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoteSummaryFields on AiNote {\n    id\n    workspaceId\n    name\n    action\n    createdAt\n    updatedAt\n  }\n"): typeof import('./graphql').NoteSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoteDetailFields on AiNote {\n    id\n    workspaceId\n    name\n    content\n    action\n    createdAt\n    updatedAt\n  }\n"): typeof import('./graphql').NoteDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation editnote($editnoteInput: EditnoteInput!) {\n    editnote(editnoteInput: $editnoteInput) {\n      ...NoteDetailFields\n    }\n  }\n"): typeof import('./graphql').EditnoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation answerOnboardingQuestion($answerOnboardingQuestionInput: AnswerOnboardingQuestionInput!) {\n    answerOnboardingQuestion(answerOnboardingQuestionInput: $answerOnboardingQuestionInput) {\n      ...CurrentUser\n    }\n  }\n"): typeof import('./graphql').AnswerOnboardingQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query onboardingStudiaCourses($getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput!) {\n    getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $getbyprzedmiotandpoziomInput) {\n      id\n      temat\n      base\n    }\n  }\n"): typeof import('./graphql').OnboardingStudiaCoursesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query progressPage {\n    studyOverview {\n      today\n      currentStreak\n      longestStreak\n      days {\n        day\n        sessions\n      }\n      quizzes {\n        finished\n        subjects {\n          przedmiot\n          attempts {\n            day\n            scorePercent\n          }\n        }\n      }\n      words {\n        wordCount\n        learnt\n        due\n      }\n      essays {\n        graded\n        przedmiot\n        attempts {\n          day\n          points\n          maxPoints\n        }\n        criteria {\n          id\n          name\n          maxPoints\n          points\n        }\n      }\n      tests {\n        solved\n        tasksSolved\n        weeks {\n          start\n          solved\n        }\n      }\n      tutors {\n        practised\n        mastered\n        subjects {\n          przedmiot\n          practised\n          mastered\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ProgressPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createQuizResult($createQuizResultInput: CreateQuizResultInput!) {\n    createQuizResult(createQuizResultInput: $createQuizResultInput) {\n      ...QuizResultDetailFields\n    }\n  }\n"): typeof import('./graphql').CreateQuizResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteQuizWorkspace($deleteQuizWorkspaceInput: DeleteQuizWorkspaceInput!) {\n    deleteQuizWorkspace(deleteQuizWorkspaceInput: $deleteQuizWorkspaceInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteQuizWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation quizMistakesNote($generateainotatkaAiNoteInput: GenerateainotatkaAiNoteInput!) {\n    generateainotatkaAiNote(generateainotatkaAiNoteInput: $generateainotatkaAiNoteInput) {\n      id\n      workspaceId\n      name\n    }\n  }\n"): typeof import('./graphql').QuizMistakesNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation generatequizcontinue($generatequizcontinueInput: GeneratequizcontinueInput!) {\n    generatequizcontinue(generatequizcontinueInput: $generatequizcontinueInput) {\n      __typename\n      ... on QuizWorkspace {\n        ...QuizSummaryFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').GeneratequizcontinueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation generatequiz($generatequizInput: GeneratequizInput!) {\n    generatequiz(generatequizInput: $generatequizInput) {\n      __typename\n      ... on QuizWorkspace {\n        ...QuizSummaryFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').GeneratequizDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query allQuizzes {\n    getQuizWorkspaceByUserId {\n      id\n      workspaceId\n      workspaceName\n      name\n      state\n      questionCount\n      fromMistakes\n      createdAt\n    }\n  }\n"): typeof import('./graphql').AllQuizzesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query quizWorkspaceChoices {\n    getWorkspaceByUserId {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').QuizWorkspaceChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query quizLektury($getLekturyInput: GetLekturyInput) {\n    getLektury(getLekturyInput: $getLekturyInput) {\n      id\n      title\n      author\n      epoka\n    }\n  }\n"): typeof import('./graphql').QuizLekturyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query workspaceQuizIds($getQuizWorkspaceByWorkspaceIdInput: GetQuizWorkspaceByWorkspaceIdInput!) {\n    getQuizWorkspaceByWorkspaceId(getQuizWorkspaceByWorkspaceIdInput: $getQuizWorkspaceByWorkspaceIdInput) {\n      id\n    }\n  }\n"): typeof import('./graphql').WorkspaceQuizIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getQuizFlowByWorkspaceId($getQuizFlowByWorkspaceIdInput: GetQuizFlowByWorkspaceIdInput!) {\n    getQuizFlowByWorkspaceId(getQuizFlowByWorkspaceIdInput: $getQuizFlowByWorkspaceIdInput) {\n      ...QuizFlowSummaryFields\n    }\n  }\n"): typeof import('./graphql').GetQuizFlowByWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getQuizResultById($getQuizResultByIdInput: GetQuizResultByIdInput!) {\n    getQuizResultById(getQuizResultByIdInput: $getQuizResultByIdInput) {\n      ...QuizResultDetailFields\n    }\n  }\n"): typeof import('./graphql').GetQuizResultByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getQuizWorkspaceById($getQuizWorkspaceByIdInput: GetQuizWorkspaceByIdInput!) {\n    getQuizWorkspaceById(getQuizWorkspaceByIdInput: $getQuizWorkspaceByIdInput) {\n      ...QuizDetailFields\n    }\n  }\n"): typeof import('./graphql').GetQuizWorkspaceByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query quizWorkspaceSubject($getWorkspaceByIdInput: GetWorkspaceByIdInput!) {\n    getWorkspaceById(getWorkspaceByIdInput: $getWorkspaceByIdInput) {\n      id\n      temat {\n        id\n        przedmiot\n      }\n    }\n  }\n"): typeof import('./graphql').QuizWorkspaceSubjectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription newQuizWorkspace($newQuizWorkspaceInput: NewQuizWorkspaceInput!) {\n    newQuizWorkspace(newQuizWorkspaceInput: $newQuizWorkspaceInput) {\n      ...QuizSummaryFields\n    }\n  }\n"): typeof import('./graphql').NewQuizWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription newQuizFlow($newQuizFlowInput: NewQuizFlowInput!) {\n    newQuizFlow(newQuizFlowInput: $newQuizFlowInput) {\n      ...QuizFlowSummaryFields\n    }\n  }\n"): typeof import('./graphql').NewQuizFlowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuizResultSummaryFields on QuizResult {\n    id\n    quizWorkspaceId\n    workspaceId\n    isFinished\n    isReviewing\n    instantFeedback\n    score\n    maxScore\n    percent\n    createdAt\n    finishedAt\n  }\n"): typeof import('./graphql').QuizResultSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuizSummaryFields on QuizWorkspace {\n    id\n    workspaceId\n    quizFlowId\n    name\n    state\n    detailScale\n    questionCount\n    requestedCount\n    questionTypes\n    type\n    lekturaId\n    fromMistakes\n    error\n    notice\n    createdAt\n    quizResults {\n      id\n      quizWorkspaceId\n      workspaceId\n      isFinished\n      isReviewing\n      instantFeedback\n      score\n      maxScore\n      percent\n      createdAt\n      finishedAt\n    }\n  }\n"): typeof import('./graphql').QuizSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuizFlowSummaryFields on QuizFlow {\n    id\n    workspaceId\n    title\n    isDeleted\n    score\n    lekturaId\n    lektura {\n      id\n      title\n      author\n    }\n    createdAt\n    quizzes {\n      id\n      workspaceId\n      quizFlowId\n      name\n      state\n      detailScale\n      questionCount\n      requestedCount\n      questionTypes\n      type\n      lekturaId\n      fromMistakes\n      error\n      notice\n      createdAt\n      quizResults {\n        id\n        quizWorkspaceId\n        workspaceId\n        isFinished\n        isReviewing\n        instantFeedback\n        score\n        maxScore\n        percent\n        createdAt\n        finishedAt\n      }\n    }\n  }\n"): typeof import('./graphql').QuizFlowSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuizDetailFields on QuizWorkspace {\n    id\n    workspaceId\n    quizFlowId\n    name\n    state\n    detailScale\n    questionCount\n    requestedCount\n    questionTypes\n    type\n    lekturaId\n    fromMistakes\n    error\n    notice\n    createdAt\n    quizResults {\n      id\n      quizWorkspaceId\n      workspaceId\n      isFinished\n      isReviewing\n      instantFeedback\n      score\n      maxScore\n      percent\n      createdAt\n      finishedAt\n    }\n    questions {\n      id\n      order\n      kind\n      question\n      options {\n        id\n        text\n      }\n      points\n      expectsValue\n    }\n  }\n"): typeof import('./graphql').QuizDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuizAnswerFields on QuizAnswer {\n    id\n    questionId\n    optionId\n    userAnswer\n    fileId\n    fileUrl\n    isCorrect\n    points\n    maxPoints\n    isReviewing\n    review {\n      good\n      missing\n      modelAnswer\n    }\n    correctOptionId\n    correctAnswer\n    explanation\n    citation {\n      sourceKind\n      sourceId\n      sourceName\n      page\n      startSeconds\n      text\n    }\n    createdAt\n  }\n"): typeof import('./graphql').QuizAnswerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuizResultDetailFields on QuizResult {\n    id\n    quizWorkspaceId\n    workspaceId\n    isFinished\n    isReviewing\n    instantFeedback\n    score\n    maxScore\n    percent\n    createdAt\n    finishedAt\n    quizAnswers {\n      id\n      questionId\n      optionId\n      userAnswer\n      fileId\n      fileUrl\n      isCorrect\n      points\n      maxPoints\n      isReviewing\n      review {\n        good\n        missing\n        modelAnswer\n      }\n      correctOptionId\n      correctAnswer\n      explanation\n      citation {\n        sourceKind\n        sourceId\n        sourceName\n        page\n        startSeconds\n        text\n      }\n      createdAt\n    }\n  }\n"): typeof import('./graphql').QuizResultDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation startQuizChat($startconversationInput: StartconversationInput!) {\n    startconversation(startconversationInput: $startconversationInput) {\n      id\n    }\n  }\n"): typeof import('./graphql').StartQuizChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation submitAnswer($submitAnswerInput: SubmitAnswerInput!) {\n    submitAnswer(submitAnswerInput: $submitAnswerInput) {\n      ...QuizAnswerFields\n    }\n  }\n"): typeof import('./graphql').SubmitAnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation submitQuizResult($submitQuizResultInput: SubmitQuizResultInput!) {\n    submitQuizResult(submitQuizResultInput: $submitQuizResultInput) {\n      ...QuizResultDetailFields\n    }\n  }\n"): typeof import('./graphql').SubmitQuizResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription updateQuizResult($updateQuizResultInput: UpdateQuizResultInput!) {\n    updateQuizResult(updateQuizResultInput: $updateQuizResultInput) {\n      ...QuizResultDetailFields\n    }\n  }\n"): typeof import('./graphql').UpdateQuizResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation changeEmail($changeEmailInput: ChangeEmailInput!) {\n    changeEmail(changeEmailInput: $changeEmailInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').ChangeEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation changePassword($changePasswordInput: ChangePasswordInput!) {\n    changePassword(changePasswordInput: $changePasswordInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation confirmEmailChange($confirmEmailChangeInput: ConfirmEmailChangeInput!) {\n    confirmEmailChange(confirmEmailChangeInput: $confirmEmailChangeInput) {\n      ...CurrentUser\n    }\n  }\n"): typeof import('./graphql').ConfirmEmailChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation confirmSettingsPhone($verifyPhoneInput: VerifyPhoneInput!) {\n    verifyPhone(verifyPhoneInput: $verifyPhoneInput) {\n      success\n      message\n      user {\n        ...CurrentUser\n      }\n    }\n  }\n"): typeof import('./graphql').ConfirmSettingsPhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteAccount($deleteAccountInput: DeleteAccountInput!) {\n    deleteAccount(deleteAccountInput: $deleteAccountInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation requestDataExport {\n    requestDataExport {\n      url\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').RequestDataExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation sendDeleteAccountCode {\n    sendDeleteAccountCode {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').SendDeleteAccountCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation sendSettingsPhoneCode($sendSmsInput: SendSmsInput!) {\n    sendSms(sendSmsInput: $sendSmsInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').SendSettingsPhoneCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query studySettings {\n    studyProgress {\n      dailyGoal\n      remindersEnabled\n    }\n  }\n"): typeof import('./graphql').StudySettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setDailyStudyGoalInSettings($input: SetDailyStudyGoalInput!) {\n    setDailyStudyGoal(setDailyStudyGoalInput: $input) {\n      dailyGoal\n      remindersEnabled\n    }\n  }\n"): typeof import('./graphql').SetDailyStudyGoalInSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setStudyRemindersInSettings($input: SetStudyRemindersInput!) {\n    setStudyReminders(setStudyRemindersInput: $input) {\n      dailyGoal\n      remindersEnabled\n    }\n  }\n"): typeof import('./graphql').SetStudyRemindersInSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation copySharedItem($input: CopySharedItemInput!) {\n    copySharedItem(input: $input) {\n      kind\n      id\n      workspaceId\n      alreadyCopied\n    }\n  }\n"): typeof import('./graphql').CopySharedItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createShareLink($input: ShareItemInput!) {\n    createShareLink(input: $input) {\n      ...ShareLinkFields\n    }\n  }\n"): typeof import('./graphql').CreateShareLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createSharingWorkspace($createWorkspaceInput: CreateWorkspaceInput!) {\n    createWorkspace(createWorkspaceInput: $createWorkspaceInput) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CreateSharingWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query sharingWorkspaces {\n    getWorkspaceByUserId {\n      id\n      name\n      temat {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').SharingWorkspacesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getShareLink($input: ShareItemInput!) {\n    getShareLink(input: $input) {\n      ...ShareLinkFields\n    }\n  }\n"): typeof import('./graphql').GetShareLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getSharedItem($input: ShareTokenInput!) {\n    getSharedItem(input: $input) {\n      token\n      kind\n      title\n      description\n      summary\n      entries {\n        text\n        answer\n        options\n      }\n    }\n  }\n"): typeof import('./graphql').GetSharedItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation revokeShareLink($input: ShareTokenInput!) {\n    revokeShareLink(input: $input) {\n      ...ShareLinkFields\n    }\n  }\n"): typeof import('./graphql').RevokeShareLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShareLinkFields on ShareLink {\n    token\n    kind\n    itemId\n    createdAt\n    revokedAt\n  }\n"): typeof import('./graphql').ShareLinkFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteTestSolver($deleteTestSolverInput: DeleteTestSolverInput!) {\n    deleteTestSolver(deleteTestSolverInput: $deleteTestSolverInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteTestSolverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query testSolverWorkspaces {\n    getWorkspaceByUserId {\n      id\n      name\n      temat {\n        id\n        przedmiot\n      }\n    }\n  }\n"): typeof import('./graphql').TestSolverWorkspacesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTestSolverById($getTestSolverByIdInput: GetTestSolverByIdInput!) {\n    getTestSolverById(getTestSolverByIdInput: $getTestSolverByIdInput) {\n      ...TestSolverDetailFields\n    }\n  }\n"): typeof import('./graphql').GetTestSolverByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTestSolverByWorkspaceId($getTestSolverByWorkspaceIdInput: GetTestSolverByWorkspaceIdInput) {\n    getTestSolverByWorkspaceId(getTestSolverByWorkspaceIdInput: $getTestSolverByWorkspaceIdInput) {\n      ...TestSolverSummaryFields\n    }\n  }\n"): typeof import('./graphql').GetTestSolverByWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query workspaceTestSolvers($getTestSolverByWorkspaceIdInput: GetTestSolverByWorkspaceIdInput) {\n    getTestSolverByWorkspaceId(getTestSolverByWorkspaceIdInput: $getTestSolverByWorkspaceIdInput) {\n      id\n      title\n      state\n      taskCount\n      solvedCount\n      createdAt\n    }\n  }\n"): typeof import('./graphql').WorkspaceTestSolversDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getPaginatedZadanieByRelationId(\n    $getPaginatedZadanieByRelationIdInput: GetPaginatedZadanieByRelationIdInput!\n  ) {\n    getPaginatedZadanieByRelationId(getPaginatedZadanieByRelationIdInput: $getPaginatedZadanieByRelationIdInput) {\n      data {\n        ...ZadanieFields\n      }\n      total\n      page\n      limit\n    }\n  }\n"): typeof import('./graphql').GetPaginatedZadanieByRelationIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation startZadanieChat($startconversationintentInput: StartconversationintentInput!) {\n    startconversationintent(startconversationintentInput: $startconversationintentInput) {\n      id\n      workspaceId\n    }\n  }\n"): typeof import('./graphql').StartZadanieChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation sprawdziansolution($sprawdziansolutionInput: SprawdziansolutionInput!) {\n    sprawdziansolution(sprawdziansolutionInput: $sprawdziansolutionInput) {\n      __typename\n      ... on TestSolver {\n        ...TestSolverDetailFields\n      }\n      ... on ExecutionError {\n        errorCode\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').SprawdziansolutionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription newTestSolverList($newTestSolverInput: NewTestSolverInput) {\n    newTestSolver(newTestSolverInput: $newTestSolverInput) {\n      ...TestSolverSummaryFields\n    }\n  }\n"): typeof import('./graphql').NewTestSolverListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription newTestSolver($newTestSolverInput: NewTestSolverInput) {\n    newTestSolver(newTestSolverInput: $newTestSolverInput) {\n      ...TestSolverDetailFields\n    }\n  }\n"): typeof import('./graphql').NewTestSolverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription zadanieEvents($updateZadanieInput: UpdateZadanieInput!) {\n    updateZadanie(updateZadanieInput: $updateZadanieInput) {\n      ...ZadanieFields\n    }\n  }\n"): typeof import('./graphql').ZadanieEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestSolverSummaryFields on TestSolver {\n    id\n    workspaceId\n    title\n    state\n    przedmiot\n    pageCount\n    taskCount\n    solvedCount\n    failedCount\n    error\n    createdAt\n    updatedAt\n  }\n"): typeof import('./graphql').TestSolverSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestSolverDetailFields on TestSolver {\n    id\n    workspaceId\n    title\n    state\n    przedmiot\n    pageCount\n    taskCount\n    solvedCount\n    failedCount\n    error\n    createdAt\n    updatedAt\n    polecenie\n    notice\n    tematyId\n    solvedDocId\n    userDocs {\n      id\n      name\n      state\n      file {\n        id\n        contentType\n        originalFileName\n        fileUrl\n      }\n    }\n  }\n"): typeof import('./graphql').TestSolverDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ZadanieFields on Zadanie {\n    id\n    testSolverId\n    workspaceId\n    numberExercise\n    order\n    question\n    type\n    zadanieOdpowiedzi {\n      key\n      value\n    }\n    points\n    pages\n    state\n    answer\n    explanation\n    dlaczego\n    check\n    checkMessage\n    error\n    updatedAt\n  }\n"): typeof import('./graphql').ZadanieFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateZadanie($updateZadanieInput: UpdateZadanieInput!) {\n    updateZadanie(updateZadanieInput: $updateZadanieInput) {\n      ...ZadanieFields\n    }\n  }\n"): typeof import('./graphql').UpdateZadanieDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteAiTutor($deleteAiTutorInput: DeleteAiTutorInput!) {\n    deleteAiTutor(deleteAiTutorInput: $deleteAiTutorInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteAiTutorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query tutorTopics($getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput!) {\n    getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $getbyprzedmiotandpoziomInput) {\n      id\n      temat\n      ckePoziom\n    }\n  }\n"): typeof import('./graphql').TutorTopicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query tutorTextbooks($input: GetpodrecznikbyprzedmiotandpoziomInput!) {\n    getpodrecznikbyprzedmiotandpoziom(getpodrecznikbyprzedmiotandpoziomInput: $input) {\n      id\n      title\n    }\n  }\n"): typeof import('./graphql').TutorTextbooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query tutorChapters($input: GetPodrBookByIdInput!) {\n    getPodrBookById(getPodrBookByIdInput: $input) {\n      id\n      chapters {\n        id\n        number\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').TutorChaptersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query tutorWorkspaces {\n    getWorkspaceByUserId {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').TutorWorkspacesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query tutorTopicData($gettematdataInput: GettematdataInput!) {\n    gettematdata(gettematdataInput: $gettematdataInput) {\n      content\n      exercises\n    }\n  }\n"): typeof import('./graphql').TutorTopicDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query tutor($getAiTutorByIdInput: GetAiTutorByIdInput!) {\n    getAiTutorById(getAiTutorByIdInput: $getAiTutorByIdInput) {\n      ...AiTutorDetailFields\n      aiTutorTemat {\n        ...AiTutorTopicFields\n      }\n    }\n  }\n"): typeof import('./graphql').TutorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query tutors {\n    getAiTutorByUserId {\n      ...AiTutorSummaryFields\n    }\n  }\n"): typeof import('./graphql').TutorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation aitutoringAiTutor($aitutoringAiTutorInput: AitutoringAiTutorInput!) {\n    aitutoringAiTutor(aitutoringAiTutorInput: $aitutoringAiTutorInput) {\n      ...AiTutorDetailFields\n      aiTutorTemat {\n        ...AiTutorTopicFields\n      }\n    }\n  }\n"): typeof import('./graphql').AitutoringAiTutorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription newAiTutor {\n    newAiTutor {\n      ...AiTutorSummaryFields\n    }\n  }\n"): typeof import('./graphql').NewAiTutorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription updateAiTutorSummary($updateAiTutorInput: UpdateAiTutorInput!) {\n    updateAiTutor(updateAiTutorInput: $updateAiTutorInput) {\n      ...AiTutorSummaryFields\n    }\n  }\n"): typeof import('./graphql').UpdateAiTutorSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription updateAiTutor($updateAiTutorInput: UpdateAiTutorInput!) {\n    updateAiTutor(updateAiTutorInput: $updateAiTutorInput) {\n      ...AiTutorDetailFields\n      aiTutorTemat {\n        ...AiTutorTopicFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateAiTutorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription updateAiTutorTemat($updateAiTutorTematInput: UpdateAiTutorTematInput!) {\n    updateAiTutorTemat(updateAiTutorTematInput: $updateAiTutorTematInput) {\n      ...AiTutorTopicFields\n    }\n  }\n"): typeof import('./graphql').UpdateAiTutorTematDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription updateAiTutorTematSession($updateAiTutorTematSessionInput: UpdateAiTutorTematSessionInput!) {\n    updateAiTutorTematSession(updateAiTutorTematSessionInput: $updateAiTutorTematSessionInput) {\n      ...AiTutorSessionFields\n    }\n  }\n"): typeof import('./graphql').UpdateAiTutorTematSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AiTutorSummaryFields on AiTutor {\n    id\n    name\n    przedmiot\n    poziom\n    origin\n    state\n    error\n    progress\n    createdAt\n    aiTutorTemat {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').AiTutorSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AiTutorSessionFields on AiTutorTematSession {\n    id\n    aiTutorTematId\n    state\n    detailLevel\n    sessionConversationStarted\n    sessionConversationId\n    previousSessionId\n    testSessionQuizId\n    testSessionQuiz {\n      id\n      state\n      error\n    }\n    sessionQuizId\n    scorePercent\n    createdAt\n  }\n"): typeof import('./graphql').AiTutorSessionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AiTutorTopicFields on AiTutorTemat {\n    id\n    aiTutorId\n    order\n    name\n    description\n    state\n    full_generated\n    mastered\n    error\n    podrSubchapter {\n      id\n      number\n      name\n    }\n    sessions {\n      id\n      aiTutorTematId\n      state\n      detailLevel\n      sessionConversationStarted\n      sessionConversationId\n      previousSessionId\n      testSessionQuizId\n      testSessionQuiz {\n        id\n        state\n        error\n      }\n      sessionQuizId\n      scorePercent\n      createdAt\n    }\n  }\n"): typeof import('./graphql').AiTutorTopicFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AiTutorDetailFields on AiTutor {\n    id\n    workspaceId\n    name\n    description\n    przedmiot\n    poziom\n    origin\n    tematId\n    state\n    error\n    progress\n    createdAt\n    rozdzial {\n      id\n      number\n      name\n      bookId\n      bookTitle\n    }\n    aiTutorInitialData {\n      detailLevel\n      userComment\n    }\n  }\n"): typeof import('./graphql').AiTutorDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation continueaitutoringAiTutor($continueaitutoringAiTutorInput: ContinueaitutoringAiTutorInput!) {\n    continueaitutoringAiTutor(continueaitutoringAiTutorInput: $continueaitutoringAiTutorInput) {\n      ...AiTutorSessionFields\n    }\n  }\n"): typeof import('./graphql').ContinueaitutoringAiTutorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation finishAiTutorTematSession($finishAiTutorTematSessionInput: FinishAiTutorTematSessionInput!) {\n    finishAiTutorTematSession(finishAiTutorTematSessionInput: $finishAiTutorTematSessionInput) {\n      ...AiTutorSessionFields\n    }\n  }\n"): typeof import('./graphql').FinishAiTutorTematSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation generateainotatkasession($generateainotatkasessionInput: GenerateainotatkasessionInput!) {\n    generateainotatkasession(generateainotatkasessionInput: $generateainotatkasessionInput) {\n      id\n      workspaceId\n      name\n    }\n  }\n"): typeof import('./graphql').GenerateainotatkasessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query usagePage {\n    getSubscriptionUsage {\n      name\n      grantedAt\n      status\n      cancelAtPeriodEnd\n      expiresAt\n      planPrice\n      billingInterval\n      recurring\n      paymentMethod {\n        card_brand\n        card_last4\n        exp_month\n        exp_year\n      }\n      usage {\n        action\n        label\n        limit\n        limitType\n        limitInterval\n        usage\n        remaining\n        renewsAt\n      }\n    }\n  }\n"): typeof import('./graphql').UsagePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteWordBase($deleteWordBaseInput: DeleteWordBaseInput!) {\n    deleteWordBase(deleteWordBaseInput: $deleteWordBaseInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n"): typeof import('./graphql').DeleteWordBaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation extractwordbase($extractwordbaseInput: ExtractwordbaseInput!) {\n    extractwordbase(extractwordbaseInput: $extractwordbaseInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n"): typeof import('./graphql').ExtractwordbaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query allWordBases($getWordBaseByUserIdInput: GetWordBaseByUserIdInput) {\n    getWordBaseByUserId(getWordBaseByUserIdInput: $getWordBaseByUserIdInput) {\n      id\n      workspaceId\n      workspaceName\n      name\n      type\n      language {\n        code\n        name\n      }\n      wordCount\n      dueCount\n      newCount\n      state\n      createdAt\n    }\n  }\n"): typeof import('./graphql').AllWordBasesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getDueWords {\n    getDueWords {\n      total\n      byWorkspace {\n        workspaceId\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').GetDueWordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query dueWordsWorkspaces {\n    getWorkspaceByUserId {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').DueWordsWorkspacesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query languageWorkspace {\n    getlanguageworkspace {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').LanguageWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getLanguages {\n    getLanguages {\n      code\n      name\n      nameFull\n    }\n  }\n"): typeof import('./graphql').GetLanguagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getWordBaseSessionById($getWordBaseSessionByIdInput: GetWordBaseSessionByIdInput!) {\n    getWordBaseSessionById(getWordBaseSessionByIdInput: $getWordBaseSessionByIdInput) {\n      ...WordBaseSessionFields\n    }\n  }\n"): typeof import('./graphql').GetWordBaseSessionByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getWordBaseSessionByWordBaseId(\n    $getWordBaseSessionByWordBaseIdInput: GetWordBaseSessionByWordBaseIdInput!\n  ) {\n    getWordBaseSessionByWordBaseId(getWordBaseSessionByWordBaseIdInput: $getWordBaseSessionByWordBaseIdInput) {\n      ...WordBaseSessionSummaryFields\n    }\n  }\n"): typeof import('./graphql').GetWordBaseSessionByWordBaseIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query wordBaseWords($getWordBaseByIdInput: GetWordBaseByIdInput!, $page: Int, $limit: Int, $search: String) {\n    getWordBaseById(getWordBaseByIdInput: $getWordBaseByIdInput) {\n      id\n      wordPage(page: $page, limit: $limit, search: $search) {\n        total\n        page\n        limit\n        data {\n          id\n          wordBaseId\n          word\n          translation\n          usageExample\n          order\n          due\n          state\n          reps\n          lapses\n          lastReview\n          scheduledDays\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WordBaseWordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query wordBaseHistory($getWordBaseByIdInput: GetWordBaseByIdInput!) {\n    getWordBaseById(getWordBaseByIdInput: $getWordBaseByIdInput) {\n      id\n      words {\n        id\n        word\n        translation\n        state\n        due\n        reps\n        lapses\n        history {\n          rating\n          reviewedAt\n          sessionId\n          wordBaseSessionType\n          scheduledDays\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WordBaseHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getWordBaseById($getWordBaseByIdInput: GetWordBaseByIdInput!) {\n    getWordBaseById(getWordBaseByIdInput: $getWordBaseByIdInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n"): typeof import('./graphql').GetWordBaseByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getWordBaseByWorkspaceId($getWordBaseByWorkspaceIdInput: GetWordBaseByWorkspaceIdInput!) {\n    getWordBaseByWorkspaceId(getWordBaseByWorkspaceIdInput: $getWordBaseByWorkspaceIdInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n"): typeof import('./graphql').GetWordBaseByWorkspaceIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation wordpracticesession($wordpracticesessionInput: WordpracticesessionInput!) {\n    wordpracticesession(wordpracticesessionInput: $wordpracticesessionInput) {\n      ...WordBaseSessionFields\n    }\n  }\n"): typeof import('./graphql').WordpracticesessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation start($startInput: StartInput!) {\n    start(startInput: $startInput) {\n      ...WordBaseSessionFields\n    }\n  }\n"): typeof import('./graphql').StartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation translate($translateInput: TranslateInput!) {\n    translate(translateInput: $translateInput) {\n      word\n      translation\n      usageExample\n      problem\n    }\n  }\n"): typeof import('./graphql').TranslateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation upsertwords($upsertwordsInput: UpsertwordsInput!) {\n    upsertwords(upsertwordsInput: $upsertwordsInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n"): typeof import('./graphql').UpsertwordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation valdiateexercise($valdiateexerciseInput: ValdiateexerciseInput!) {\n    valdiateexercise(valdiateexerciseInput: $valdiateexerciseInput) {\n      id\n      kind\n      polecenie\n      example\n      wordId\n      word\n      options\n      answered\n      isCorrect\n      answer\n      review\n      expected\n    }\n  }\n"): typeof import('./graphql').ValdiateexerciseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription newWordBase($newWordBaseInput: NewWordBaseInput!) {\n    newWordBase(newWordBaseInput: $newWordBaseInput) {\n      ...WordBaseSummaryFields\n    }\n  }\n"): typeof import('./graphql').NewWordBaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WordBaseSummaryFields on WordBase {\n    id\n    workspaceId\n    name\n    description\n    type\n    languageCode\n    language {\n      code\n      name\n    }\n    progress\n    sourcesId\n    wordCount\n    dueCount\n    newCount\n    lastStudiedAt\n    isDeleted\n    state\n    error\n    notice\n    createdAt\n    updatedAt\n  }\n"): typeof import('./graphql').WordBaseSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WordBaseSessionSummaryFields on WordBaseSession {\n    id\n    wordBaseId\n    wordBaseSessionType\n    isFinished\n    score\n    time\n    wordCount\n    createdAt\n    finishedAt\n    answers {\n      id\n      wordId\n      word\n      rating\n      isCorrect\n      createdAt\n    }\n  }\n"): typeof import('./graphql').WordBaseSessionSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WordBaseSessionFields on WordBaseSession {\n    id\n    wordBaseId\n    wordBaseSessionType\n    isFinished\n    score\n    time\n    wordCount\n    createdAt\n    finishedAt\n    answers {\n      id\n      wordId\n      word\n      rating\n      isCorrect\n      createdAt\n    }\n    exercises {\n      id\n      kind\n      polecenie\n      example\n      wordId\n      word\n      options\n      answered\n      isCorrect\n      answer\n      review\n      expected\n    }\n    nextWord {\n      id\n      wordBaseId\n      word\n      translation\n      usageExample\n    }\n  }\n"): typeof import('./graphql').WordBaseSessionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createWorkspace($createWorkspaceInput: CreateWorkspaceInput!) {\n    createWorkspace(createWorkspaceInput: $createWorkspaceInput) {\n      ...WorkspaceDetailFields\n    }\n  }\n"): typeof import('./graphql').CreateWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteWorkspace($deleteWorkspaceInput: DeleteWorkspaceInput!) {\n    deleteWorkspace(deleteWorkspaceInput: $deleteWorkspaceInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getbyprzedmiotandpoziom($getbyprzedmiotandpoziomInput: GetbyprzedmiotandpoziomInput!) {\n    getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $getbyprzedmiotandpoziomInput) {\n      id\n      temat\n      podTematy\n      ckePoziom\n    }\n  }\n"): typeof import('./graphql').GetbyprzedmiotandpoziomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getWorkspaceById($getWorkspaceByIdInput: GetWorkspaceByIdInput!) {\n    getWorkspaceById(getWorkspaceByIdInput: $getWorkspaceByIdInput) {\n      ...WorkspaceDetailFields\n    }\n  }\n"): typeof import('./graphql').GetWorkspaceByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getWorkspaceByUserId {\n    getWorkspaceByUserId {\n      ...WorkspaceSummaryFields\n    }\n  }\n"): typeof import('./graphql').GetWorkspaceByUserIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateWorkspace($updateWorkspaceInput: UpdateWorkspaceInput!) {\n    updateWorkspace(updateWorkspaceInput: $updateWorkspaceInput) {\n      ...WorkspaceDetailFields\n    }\n  }\n"): typeof import('./graphql').UpdateWorkspaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceSummaryFields on Workspace {\n    id\n    name\n    updatedAt\n    temat {\n      id\n      przedmiot\n      poziom\n      temat\n    }\n  }\n"): typeof import('./graphql').WorkspaceSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceDetailFields on Workspace {\n    id\n    type\n    name\n    createdAt\n    updatedAt\n    temat {\n      id\n      przedmiot\n      poziom\n      temat\n      podTematy\n      ckePoziom\n    }\n  }\n"): typeof import('./graphql').WorkspaceDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getActionSources($getActionSourcesInput: GetActionSourcesInput!) {\n    getActionSources(getActionSourcesInput: $getActionSourcesInput) {\n      workspaceId\n      selected {\n        id\n        items {\n          type\n          id\n        }\n      }\n      groups {\n        type\n        label\n        sources {\n          __typename\n          ... on UserDoc {\n            id\n            name\n            state\n            sourceType\n          }\n          ... on AiNote {\n            id\n            name\n          }\n          ... on QuizResult {\n            id\n            name\n          }\n          ... on LibrarySource {\n            id\n            name\n          }\n          ... on AiTutorTemat {\n            id\n            name\n          }\n        }\n      }\n      fromTools {\n        itemType\n        label\n        sources {\n          __typename\n          ... on QuizResult {\n            id\n            name\n          }\n          ... on LibrarySource {\n            id\n            name\n          }\n          ... on AiTutorTemat {\n            id\n            name\n          }\n          ... on UserDoc {\n            id\n            name\n            state\n            sourceType\n          }\n          ... on AiNote {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetActionSourcesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getErrorReportingConfig {\n    getAppConfig {\n      sentryDsn\n      sentryEnvironment\n    }\n  }\n"): typeof import('./graphql').GetErrorReportingConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateSources($updateSourcesInput: UpdateSourcesInput!) {\n    updateSources(updateSourcesInput: $updateSourcesInput) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateSourcesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateUserInfo($updateUserInfoInput: UpdateUserInfoInput!) {\n    updateUserInfo(updateUserInfoInput: $updateUserInfoInput) {\n      ...CurrentUser\n    }\n  }\n"): typeof import('./graphql').UpdateUserInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUser on User {\n    id\n    email\n    phone\n    name\n    surname\n    role\n    avatar\n    onboardingStatus\n    isVerified\n    hasPassword\n    isFreeSub\n    subStatus\n    metadata {\n      hasSeenInitialConversation\n    }\n    onboarding {\n      poziom\n      egzaminy\n      przedmioty\n    }\n  }\n"): typeof import('./graphql').CurrentUserFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getMe {\n    getMe {\n      ...CurrentUser\n      integrations {\n        id\n        integrationType\n        expiresAt\n      }\n    }\n  }\n"): typeof import('./graphql').GetMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation refreshToken {\n    refreshToken {\n      success\n      accessTokenExpiresAt\n    }\n  }\n"): typeof import('./graphql').RefreshTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation logout($logoutInput: LogoutInput) {\n    logout(logoutInput: $logoutInput) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getUploadLimit {\n    getAppConfig {\n      uploadMaxBytes\n    }\n  }\n"): typeof import('./graphql').GetUploadLimitDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
