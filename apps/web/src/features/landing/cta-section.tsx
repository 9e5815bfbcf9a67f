import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Container } from '../../components/ui/container.tsx';

export function CtaSection() {
  return (
    <section aria-labelledby="zacznij" className="bg-board-900 py-14 text-chalk scheme-light sm:py-16">
      <Container className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="zacznij" className="text-3xl font-bold">
            Zacznij naukę z Kredą
          </h2>
          <p className="mt-2 text-lg text-board-100">
            Załóż konto i sprawdź, jak Kreda pomaga w codziennej nauce.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={ROUTES.signUp} className={buttonClass('chalk', 'lg')}>
            Załóż darmowe konto
          </Link>
          <Link to={ROUTES.signIn} className={buttonClass('outline-light', 'lg')}>
            Zaloguj się
          </Link>
        </div>
      </Container>
    </section>
  );
}
