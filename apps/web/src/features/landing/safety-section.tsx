import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { Container } from '../../components/ui/container.tsx';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import { SHIELD_ICON } from './landing-icons.tsx';

const POINTS = [
  'Dane są chronione i przetwarzane zgodnie z RODO.',
  'Bez reklam śledzących — nie śledzimy Cię po to, żeby wyświetlać reklamy.',
  'Twoje materiały służą Twojej nauce — nie wykorzystujemy ich do reklam.',
  'AI podpowiada i tłumaczy, ale nie zastąpi myślenia — zachęcamy, by sprawdzać odpowiedzi i rozumieć każdy krok.',
] as const;

export function SafetySection() {
  return (
    <section aria-labelledby="bezpieczenstwo" className="bg-white py-14 sm:py-20">
      <Container className="grid gap-8 md:grid-cols-[auto_1fr] md:items-start">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-board-100 text-board-800 [&>svg]:size-8">
          {SHIELD_ICON}
        </span>
        <div>
          <h2 id="bezpieczenstwo" className="text-3xl font-bold text-board-950">
            Bezpiecznie, także dla niepełnoletnich
          </h2>
          <ul className="mt-6 space-y-3 text-lg">
            {POINTS.map((point) => (
              <li key={point} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-board-500" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6">
            Szczegóły znajdziesz w{' '}
            <Link to={ROUTES.privacyPolicy} className={textLinkClass}>
              polityce prywatności
            </Link>{' '}
            i{' '}
            <Link to={ROUTES.terms} className={textLinkClass}>
              regulaminie
            </Link>
            .
          </p>
        </div>
      </Container>
    </section>
  );
}
