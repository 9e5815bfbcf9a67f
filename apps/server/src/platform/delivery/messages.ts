/** The messages the delivery adapters send; kept apart so the adapters need not import delivery.ts. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The address that ends these e-mails in one click (RFC 8058): sent as `List-Unsubscribe` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so a mail app offers its own button. The
   * link must also be in the text, and a POST to it must unsubscribe without signing in.
   */
  unsubscribeUrl?: string;
}

export interface OutgoingSms {
  /** E.164, e.g. +48601234567. */
  to: string;
  text: string;
}
