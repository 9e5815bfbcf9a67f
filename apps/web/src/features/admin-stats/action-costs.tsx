import { useId } from 'react';
import type { ActionCost } from './api/get-usage.ts';
import { CodeName } from './code-name.tsx';
import { formatCost, formatCount } from './format.ts';
import { ScrollRegion } from './scroll-region.tsx';

// The period's cost of each AI action (most expensive first, as the server orders it). Calls of
// models without a price have their own column: their cost is unknown, not zero.

export function ActionCosts({ actions, busy }: { actions: readonly ActionCost[]; busy: boolean }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4"
    >
      <h3 id={id} className="text-lg font-bold text-board-950">
        Koszt akcji
      </h3>
      {actions.length ? (
        <ScrollRegion label="Koszt akcji – tabela">
          <table aria-busy={busy} className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-board-100 text-left">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Akcja
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Wywołania
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Tokeny
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Koszt
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Bez ceny
                </th>
              </tr>
            </thead>
            <tbody>
              {actions.map((action) => (
                <tr key={action.action} className="border-b border-board-50">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                    <CodeName>{action.action}</CodeName>
                  </th>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{formatCount(action.count)}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">
                    {formatCount(action.tokensPrompt + action.tokensOutput)}
                  </td>
                  <td className="py-1.5 pr-3 text-right tabular-nums whitespace-nowrap">
                    {formatCost(action.cost, action.count, action.unpricedCalls)}
                  </td>
                  <td className="py-1.5 text-right tabular-nums">{formatCount(action.unpricedCalls)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p className="text-sm text-ink-muted">Brak wywołań AI w tym okresie.</p>
      )}
    </section>
  );
}
