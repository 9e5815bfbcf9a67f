import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { Container } from '../../components/ui/container.tsx';

export function LandingHero() {
  return (
    <section aria-labelledby="landing-title" className="bg-board-900 text-chalk scheme-light">
      <Container className="py-14 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-chalk-yellow uppercase">
          Szkoła podstawowa · liceum i technikum · studia
        </p>
        <h1
          id="landing-title"
          className="mt-3 max-w-3xl text-4xl leading-tight font-bold text-balance sm:text-5xl"
        >
          Wszystko, czego potrzebujesz do nauki
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-board-100">
          Kreda to asystent nauki z AI dla uczniów i studentów. Dodaj swoje notatki, zdjęcia zadań, pliki i
          nagrania z lekcji, a Kreda wytłumaczy je krok po kroku, pokaże, skąd wzięła odpowiedź, i pomoże
          zebrać najważniejsze w notatkach – przed kartkówką, egzaminem ósmoklasisty, maturą albo sesją.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={ROUTES.signUp} className={buttonClass('chalk', 'lg')}>
            Załóż darmowe konto
          </Link>
          <Link
            to={ROUTES.signIn}
            className={buttonClass('outline-light', 'md', 'min-h-12 sm:px-6 sm:text-lg')}
          >
            Mam już konto — zaloguj się
          </Link>
        </div>
      </Container>
    </section>
  );
}
