import { CODE_TTL_MINUTES, formatPhone } from '@kreda/shared/accounts';
import { ROUTES } from '@kreda/shared/routes';
import type { OutgoingEmail, OutgoingSms } from '../../platform/delivery/delivery.ts';

/* Polish texts of every e-mail and SMS the accounts flows send. */

const SIGNATURE = '\n\nZespół Kredy';

export function verificationEmail(to: string, code: string): OutgoingEmail {
  return {
    to,
    subject: `Twój kod do Kredy: ${code}`,
    text:
      `Cześć!\n\nTwój kod potwierdzający adres e-mail w Kredzie to:\n\n${code}\n\n` +
      `Kod jest ważny przez ${CODE_TTL_MINUTES} minut. Jeśli to nie Ty zakładasz konto, ` +
      `po prostu zignoruj tę wiadomość.${SIGNATURE}`,
  };
}

/** To the owner of an address someone tried to sign up with again: no account is made. */
export function accountExistsEmail(to: string, publicUrl: URL): OutgoingEmail {
  const signIn = new URL(ROUTES.signIn, publicUrl);
  const reset = new URL(ROUTES.reset, publicUrl);
  reset.searchParams.set('email', to);
  return {
    to,
    subject: 'Masz już konto w Kredzie',
    text:
      `Cześć!\n\nKtoś (może Ty) próbował właśnie założyć konto w Kredzie na ten adres e-mail. ` +
      `Konto z tym adresem już istnieje, więc nie założyliśmy nowego.\n\n` +
      `Zaloguj się: ${signIn.toString()}\nNie pamiętasz hasła? Ustaw nowe: ${reset.toString()}\n\n` +
      `Jeśli to nie Ty, zignoruj tę wiadomość — nic się nie zmieniło.${SIGNATURE}`,
  };
}

export function passwordResetEmail(to: string, code: string, publicUrl: URL): OutgoingEmail {
  const link = new URL(ROUTES.resetPassword, publicUrl);
  link.searchParams.set('email', to);
  return {
    to,
    subject: 'Ustaw nowe hasło w Kredzie',
    text:
      `Cześć!\n\nKtoś (mamy nadzieję, że Ty) poprosił o ustawienie nowego hasła do konta w Kredzie.\n\n` +
      `Twój kod: ${code}\n\nWpisz go na stronie ${link.toString()}\n\n` +
      `Kod jest ważny przez ${CODE_TTL_MINUTES} minut. Jeśli to nie Ty, zignoruj tę wiadomość — ` +
      `Twoje hasło się nie zmieni.${SIGNATURE}`,
  };
}

export function passwordChangedEmail(to: string): OutgoingEmail {
  return {
    to,
    subject: 'Hasło do Kredy zostało zmienione',
    text:
      `Cześć!\n\nHasło do Twojego konta w Kredzie zostało właśnie zmienione, a pozostałe urządzenia ` +
      `zostały wylogowane. Jeśli to nie Ty, od razu ustaw nowe hasło na stronie logowania ` +
      `(„Nie pamiętasz hasła?”).${SIGNATURE}`,
  };
}

export function loginSms(to: string, code: string): OutgoingSms {
  return {
    to,
    text: `Kreda: Twój kod logowania to ${code}. Ważny ${CODE_TTL_MINUTES} minut. Nie podawaj go nikomu.`,
  };
}

export function phoneVerificationSms(to: string, code: string): OutgoingSms {
  return {
    to,
    text: `Kreda: Twój kod potwierdzający numer telefonu to ${code}. Ważny ${CODE_TTL_MINUTES} minut.`,
  };
}

export function smsSentMessage(phone: string): string {
  return `Wysłaliśmy SMS z kodem na numer ${formatPhone(phone)}.`;
}

export const RESET_REQUESTED_MESSAGE =
  'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie kod do ustawienia nowego hasła. Sprawdź skrzynkę (także folder spam).';
export const RESEND_REQUESTED_MESSAGE =
  'Jeśli to konto czeka na potwierdzenie, wysłaliśmy nowy kod. Poprzedni przestał działać.';
export const EMAIL_FOR_CODE_MESSAGE = 'Podaj adres e-mail, na który wysłaliśmy kod.';
export const INVALID_CREDENTIALS_MESSAGE = 'Nieprawidłowy e-mail lub hasło.';
export const ACCOUNT_BLOCKED_MESSAGE =
  'To konto zostało zablokowane przez administratora. Jeśli to pomyłka, napisz do nas — dane kontaktowe są w regulaminie.';
export const WRONG_PASSWORD_MESSAGE = 'Nieprawidłowe hasło.';
export const CODE_EXPIRED_MESSAGE = 'Kod wygasł lub został już użyty. Poproś o nowy kod.';
export const CODE_LOCKED_MESSAGE = 'Przekroczono liczbę prób dla tego kodu. Poproś o nowy kod.';
/** Every failure of a code a guest types (reset, sign-up): it must not tell whether one is pending. */
export const CODE_NOT_ACCEPTED_MESSAGE =
  'Kod jest nieprawidłowy, wygasł albo został już użyty. Sprawdź go lub poproś o nowy kod.';
export const TURNSTILE_FAILED_MESSAGE =
  'Nie udało się potwierdzić, że nie jesteś robotem. Odśwież stronę i spróbuj ponownie.';

export function wrongCodeMessage(attemptsLeft: number): string {
  return `Nieprawidłowy kod. Pozostało prób: ${attemptsLeft}.`;
}

/** The code of `changeEmail`, to the new address. */
export function emailChangeCodeEmail(to: string, code: string): OutgoingEmail {
  return {
    to,
    subject: `Kod do zmiany adresu e-mail w Kredzie: ${code}`,
    text:
      `Cześć!\n\nKtoś (mamy nadzieję, że Ty) chce, żeby konto w Kredzie używało tego adresu e-mail. ` +
      `Twój kod potwierdzający:\n\n${code}\n\nKod jest ważny przez ${CODE_TTL_MINUTES} minut. ` +
      `Jeśli to nie Ty, zignoruj tę wiadomość — adres nie zostanie dodany do żadnego konta.${SIGNATURE}`,
  };
}

/**
 * To an address someone wanted to move their account to while it already has an account: no code,
 * so the change cannot happen, and the requester learns it only by reading this mailbox.
 */
export function emailTakenEmail(to: string, publicUrl: URL): OutgoingEmail {
  const signIn = new URL(ROUTES.signIn, publicUrl);
  return {
    to,
    subject: 'Ten adres e-mail ma już konto w Kredzie',
    text:
      `Cześć!\n\nKtoś (może Ty) chciał przenieść inne konto w Kredzie na ten adres e-mail. ` +
      `Ten adres należy już do konta w Kredzie, a jeden adres może mieć tylko jedno konto, ` +
      `więc niczego nie zmieniliśmy.\n\nTo Twój adres? Zaloguj się nim: ${signIn.toString()}\n\n` +
      `Jeśli to nie Ty, zignoruj tę wiadomość.${SIGNATURE}`,
  };
}

/** To the address an account has just left, in case it was not its owner who moved it. */
export function emailChangedEmail(to: string, newEmail: string, contact: string): OutgoingEmail {
  return {
    to,
    subject: 'Adres e-mail konta w Kredzie został zmieniony',
    text:
      `Cześć!\n\nKonto w Kredzie, które używało tego adresu, ma teraz adres ${newEmail}. ` +
      `Na ten adres nie będziemy już wysyłać wiadomości.\n\nJeśli to nie Ty, od razu napisz do nas ` +
      `na adres ${contact}.${SIGNATURE}`,
  };
}

/** To the account's e-mail when its phone number was added or changed in the settings. */
export function phoneChangedEmail(to: string, phone: string, contact: string): OutgoingEmail {
  return {
    to,
    subject: 'Numer telefonu konta w Kredzie został zmieniony',
    text:
      `Cześć!\n\nDo Twojego konta w Kredzie przypisaliśmy numer ${formatPhone(phone)}. ` +
      `Można nim teraz logować się kodem SMS.\n\nJeśli to nie Ty, zmień hasło i napisz do nas ` +
      `na adres ${contact}.${SIGNATURE}`,
  };
}

export function accountDeletionSms(to: string, code: string): OutgoingSms {
  return {
    to,
    text:
      `Kreda: Twój kod potwierdzający USUNIĘCIE KONTA to ${code}. Ważny ${CODE_TTL_MINUTES} minut. ` +
      'Jeśli to nie Ty, nie podawaj go nikomu.',
  };
}

/** The last message to an account's address: its deletion is done. */
export function accountDeletedEmail(to: string, contact: string): OutgoingEmail {
  return {
    to,
    subject: 'Twoje konto w Kredzie zostało usunięte',
    text:
      `Cześć!\n\nZgodnie z prośbą usunęliśmy Twoje konto w Kredzie razem ze wszystkimi danymi: ` +
      `profilem, przestrzeniami, materiałami i plikami, notatkami, rozmowami i historią użycia. ` +
      `Tego nie da się cofnąć.\n\nJeśli konto usunął ktoś inny niż Ty, napisz do nas na adres ` +
      `${contact}. Zawsze możesz też założyć nowe konto.${SIGNATURE}`,
  };
}
