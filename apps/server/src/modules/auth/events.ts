// Domain events of the accounts module (declaration merging into DomainEvents, ADR 018).
declare module '../../core/events.ts' {
  interface DomainEvents {
    /** An account was made (entity: the user): by e-mail sign-up, or by a first SMS sign-in. */
    'user.signedUp': { method: 'email' | 'phone' };
  }
}

export {};
