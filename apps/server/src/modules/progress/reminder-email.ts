import { pluralPl } from '@kreda/shared/form-messages';
import { ROUTES } from '@kreda/shared/routes';
import type { OutgoingEmail } from '../../platform/delivery/delivery.ts';

/** 1 słówko, 2 słówka, 5 słówek, 22 słówka, 12 słówek. */
export function wordsPl(n: number): string {
  return `${n} ${pluralPl(n, 'słówko', 'słówka', 'słówek')}`;
}

/** The gentle Polish reminder: how many words wait, a link to study, a link to stop these e-mails. */
export function reminderEmail(options: {
  to: string;
  name: string | null;
  dueWords: number;
  streak: number;
  publicUrl: URL;
  unsubscribeUrl: string;
}): OutgoingEmail {
  const hello = options.name ? `Cześć, ${options.name}!` : 'Cześć!';
  const streak =
    options.streak > 0
      ? `Kilka minut z fiszkami wystarczy, żeby Twoja seria (${options.streak} ${options.streak === 1 ? 'dzień' : 'dni'} z rzędu) trwała dalej.`
      : 'Kilka minut z fiszkami wystarczy, żeby zacząć nową serię nauki.';
  const study = new URL(ROUTES.app, options.publicUrl).toString();
  return {
    to: options.to,
    unsubscribeUrl: options.unsubscribeUrl,
    subject: `Masz dziś ${wordsPl(options.dueWords)} do powtórki`,
    text:
      `${hello}\n\nW Twoich bazach słówek masz dziś ${wordsPl(options.dueWords)} do powtórki. ${streak}\n\n` +
      `Zacznij tutaj: ${study}\n\n` +
      `Bez presji — jeśli dziś nie dasz rady, nic się nie stanie.\n\n` +
      `Nie chcesz dostawać takich przypomnień? Wypisz się jednym kliknięciem:\n${options.unsubscribeUrl}\n` +
      `(Możesz je też wyłączyć w ustawieniach konta.)\n\n— Kreda`,
  };
}
