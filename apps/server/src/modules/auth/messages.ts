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
export const CODE_EXPIRED_MESSAGE = 'Kod wygasł lub został już użyty. Poproś o nowy kod.';
export const CODE_LOCKED_MESSAGE = 'Przekroczono liczbę prób dla tego kodu. Poproś o nowy kod.';
export const TURNSTILE_FAILED_MESSAGE =
  'Nie udało się potwierdzić, że nie jesteś robotem. Odśwież stronę i spróbuj ponownie.';

export function wrongCodeMessage(attemptsLeft: number): string {
  return `Nieprawidłowy kod. Pozostało prób: ${attemptsLeft}.`;
}
