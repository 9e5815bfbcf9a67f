// The operator's details are not known yet. Before launch the operator replaces every placeholder
// below with real data; the Terms of Service and the Privacy Policy render these values, so this is
// the only file to edit. Until then the placeholders stay visibly unfinished on purpose.

/** Who runs Kreda: the service provider (usługodawca) and the personal data controller (administrator). */
export const OPERATOR = {
  /** Full registered name (firma) of the company or sole trader. */
  name: '[nazwa operatora — uzupełnia operator przed uruchomieniem]',
  /** Registered office address (adres siedziby). */
  address: '[adres siedziby operatora — uzupełnia operator przed uruchomieniem]',
  /** Register and tax numbers (KRS or CEIDG, NIP), required by the e-services act (art. 5). */
  registration: '[KRS lub CEIDG oraz NIP — uzupełnia operator przed uruchomieniem]',
  /** Contact e-mail for users, complaints, withdrawals and notices of illegal content. */
  email: '[adres e-mail kontaktowy — uzupełnia operator przed uruchomieniem]',
  /** E-mail of the data protection officer (IOD), or of the person handling personal data matters. */
  dpoEmail: '[adres e-mail inspektora ochrony danych — uzupełnia operator przed uruchomieniem]',
} as const;

/** The date from which the current versions of both documents apply. */
export const LEGAL_EFFECTIVE_DATE = { iso: '2026-11-22', label: '22 listopada 2026 r.' } as const;
