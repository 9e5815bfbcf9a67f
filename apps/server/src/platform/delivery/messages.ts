/** The messages the delivery adapters send; kept apart so the adapters need not import delivery.ts. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface OutgoingSms {
  /** E.164, e.g. +48601234567. */
  to: string;
  text: string;
}
