import { ENABLED_TOOLS } from '@kreda/shared/tools';
import { Container } from '../../components/ui/container.tsx';
import { TOOL_ICONS } from './landing-icons.tsx';

/** What Kreda does today: one card per enabled tool (@kreda/shared/tools), nothing that is not built. */
export function ToolsSection() {
  return (
    <section aria-labelledby="narzedzia" className="bg-white py-14 sm:py-20">
      <Container>
        <h2 id="narzedzia" className="text-3xl font-bold text-board-950">
          Co możesz robić w Kredzie
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">
          Wszystko w jednym miejscu i po polsku. Im więcej własnych materiałów dodasz, tym lepiej odpowiedzi
          pasują do tego, co dzieje się na Twoich lekcjach.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ENABLED_TOOLS.map((tool) => (
            <li
              key={tool.id}
              data-tool={tool.id}
              className="flex flex-col rounded-2xl border border-board-100 bg-board-50 p-6"
            >
              {tool.icon ? (
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-board-900 text-chalk-yellow">
                  {TOOL_ICONS[tool.icon]}
                </span>
              ) : null}
              <h3 className="mt-4 text-lg font-semibold text-board-950">{tool.name}</h3>
              <p className="mt-2 text-ink-muted">{tool.landingDescription}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
