// Pub/sub topic of the textbook import (declaration merging into PubSubTopics), keyed by the book:
// the admin's textbook page follows its imports.
declare module '../../../platform/pubsub/pubsub.ts' {
  interface PubSubTopics {
    /** An import of the book changed (state, progress, error). */
    libraryImport: [bookId: string, event: { id: string }];
  }
}

export {};
