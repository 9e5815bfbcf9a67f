/**
 * Words that name a tool or service Kreda does not have yet (payments) or tease one
 * ("wkrótce"). Pages that describe Kreda are checked against it: they may name only the enabled
 * tools of @kreda/shared/tools. A tool that becomes real leaves this list in the same change that
 * adds it there (the textbook library and the AI tutors did).
 */
export const NOT_BUILT = /Stripe|Plan\w* Płatn|faktur|wkrótce/i;
