import { ROUTES } from '@kreda/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { useCurrentUser } from '../../lib/session-cache.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AppearanceSection } from './appearance-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { DataExportSection } from './data-export-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SignOutSection } from './sign-out-section.tsx';
import { StudySection } from './study-section.tsx';

function Section({
  id,
  title,
  description,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  /** Something that cannot be undone (the account's deletion): marked red. */
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border bg-white p-5 sm:p-6 ${danger ? 'border-red-300' : 'border-board-100'}`}
    >
      <h2 id={id} className={`text-lg font-bold ${danger ? 'text-red-800' : 'text-board-950'}`}>
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/**
 * /app/settings: profile, password, contact details (changed with a code), the colour scheme,
 * limits, signing out, a copy of one's data and, last, the account's deletion.
 */
export function Component() {
  useDocumentTitle('Ustawienia konta');
  const user = useCurrentUser();
  if (!user) return null;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-board-950 sm:text-3xl">Ustawienia konta</h1>
      <Section id="profile-title" title="Profil" description="Tak będziemy się do Ciebie zwracać.">
        <ProfileForm user={user} />
      </Section>
      <Section
        id="password-title"
        title={user.hasPassword ? 'Hasło' : 'Ustaw hasło'}
        description={
          user.hasPassword
            ? 'Po zmianie hasła inne urządzenia zostaną wylogowane.'
            : 'Logujesz się kodem SMS. Możesz też ustawić hasło do konta.'
        }
      >
        <PasswordForm hasPassword={user.hasPassword} />
      </Section>
      <Section
        id="contact-title"
        title="Dane kontaktowe"
        description="Na te dane wysyłamy kody logowania. Nowy adres lub numer potwierdzisz kodem."
      >
        <ContactSection user={user} />
      </Section>
      <Section id="appearance-title" title="Wygląd" description="Motyw zapamiętamy na tym urządzeniu.">
        <AppearanceSection />
      </Section>
      <StudySection />
      <Section
        id="billing-title"
        title="Plan i płatności"
        description="Twój plan, karta, faktury i zmiana planu."
      >
        <Link to={ROUTES.billing} className={buttonClass('secondary')}>
          Plan i płatności
        </Link>
      </Section>
      <Section
        id="usage-title"
        title="Limity i wykorzystanie"
        description="Ile użyć narzędzi AI zostało w Twoim planie i kiedy limity się odnowią."
      >
        <Link to={ROUTES.workspaceUsage} className={buttonClass('secondary')}>
          Zobacz limity
        </Link>
      </Section>
      <Section
        id="sign-out-title"
        title="Wylogowanie"
        description="Wylogowanie ze wszystkich urządzeń kończy też sesje na telefonie i innych komputerach."
      >
        <SignOutSection />
      </Section>
      <Section
        id="data-title"
        title="Twoje dane"
        description="Możesz w każdej chwili pobrać kopię wszystkiego, co zapisaliśmy na Twoim koncie."
      >
        <DataExportSection />
      </Section>
      <Section id="delete-title" title="Usuń konto" danger>
        <DeleteAccountSection user={user} />
      </Section>
    </div>
  );
}
