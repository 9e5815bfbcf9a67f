// Pub/sub topics of the accounts module (declaration merging into PubSubTopics).
declare module '../../platform/pubsub/pubsub.ts' {
  interface PubSubTopics {
    /** Sessions that ended (logout, password change, a reused refresh token): their sockets close. */
    sessionsEnded: [event: { sessionIds: string[] }];
  }
}

export {};
