// Pub/sub topics of the tutors module (declaration merging into PubSubTopics).
declare module '../../platform/pubsub/pubsub.ts' {
  interface PubSubTopics {
    /** A pupil ordered a tutor (keyed by the pupil). */
    aiTutorNew: [userId: string, event: { id: string }];
    /** A tutor changed: its plan's state, its progress. */
    aiTutor: [tutorId: string, event: { id: string }];
    /** One of a tutor's topics changed: content written or failed, mastered. */
    aiTutorTemat: [tutorId: string, event: { id: string }];
    /** A session of a topic started or changed state. */
    aiTutorTematSession: [topicId: string, event: { id: string }];
  }
}

export {};
