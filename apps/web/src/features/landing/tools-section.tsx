import { Container } from '../../components/ui/container.tsx';
import { ICONS } from './landing-icons.tsx';
import { TOOLS } from './tools.ts';

export function ToolsSection() {
  return (
    <section aria-labelledby="narzedzia" className="bg-white py-14 sm:py-20">
      <Container>
        <h2 id="narzedzia" className="text-3xl font-bold text-board-950">
          Narzędzia, które uczą się razem z Tobą
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">
          Wszystko w jednym miejscu i po polsku. Im więcej własnych materiałów dodasz, tym lepiej odpowiedzi
          pasują do tego, co dzieje się na Twoich lekcjach.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TOOLS.map((tool) => (
            <li
              key={tool.title}
              className="flex flex-col rounded-2xl border border-board-100 bg-board-50 p-6"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-board-900 text-chalk-yellow">
                {ICONS[tool.icon]}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-board-950">{tool.title}</h3>
              <p className="mt-2 text-ink-muted">{tool.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
