/**
 * Words that tease a tool or service Kreda does not have yet ("wkrótce"). Pages that describe
 * Kreda are checked against it: they may name only the enabled tools of @kreda/shared/tools. A
 * thing that becomes real leaves this list in the same change that adds it (the textbook
 * library, the AI tutors, and payments with Stripe, invoices and paid plans did).
 */
export const NOT_BUILT = /wkrótce/i;
