import { isOneOf, USAGE_ACTIONS } from '@kreda/shared/enums';
import { LIMIT_INTERVAL_LABELS, USAGE_ACTION_LABELS } from '@kreda/shared/labels';
import { type AiByAction, useUserAi, useUserLimits } from './api/get-user-usage.ts';
import { costOf, count, momentOr } from './format.ts';
import { Fact, QueryPart, UserSection } from './section.tsx';

type Limit = NonNullable<ReturnType<typeof useUserLimits>['data']>[number];

function limitText(limit: Limit): string {
  if (limit.limitType === 'NONE') return `niedostępne (użyto ${count(limit.usage)})`;
  if (limit.limit === null) return `${count(limit.usage)} · bez limitu`;
  return `${count(limit.usage)} / ${count(limit.limit)} ${LIMIT_INTERVAL_LABELS[limit.limitInterval]}`;
}

/** The plan's limits (gifts included) and the uses in the current periods. */
export function LimitsSection({ userId }: { userId: string }) {
  const limits = useUserLimits(userId);
  return (
    <UserSection id="limity" title="Wykorzystanie limitów">
      <QueryPart query={limits} loading="Wczytuję limity…" failed="Nie udało się wczytać limitów">
        {(items) =>
          items.length ? (
            <ul aria-label="Limity w bieżących okresach" className="flex flex-col">
              {items.map((limit) => (
                <li
                  key={limit.action}
                  className="flex flex-col border-t border-board-100 py-2 first:border-t-0"
                >
                  <span>
                    <span className="font-medium text-board-950">{limit.label}</span>: {limitText(limit)}
                  </span>
                  <span className="text-sm text-ink-muted">odnawia się {momentOr(limit.renewsAt, '—')}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>Plan tego konta nie ma limitów: wszystkie czynności bez ograniczeń.</p>
          )
        }
      </QueryPart>
    </UserSection>
  );
}

/** An AI call's action in Polish when it is one of the plan's actions; its code otherwise. */
const actionName = (key: string | null | undefined) =>
  key && isOneOf(USAGE_ACTIONS, key) ? USAGE_ACTION_LABELS[key] : (key ?? 'bez nazwy');

function ByAction({ rows }: { rows: readonly AiByAction[] }) {
  const th = 'px-2 py-2 text-left text-sm font-semibold text-board-950';
  const td = 'px-2 py-2 text-sm';
  return (
    // Four short columns that wrap: the table fits a 360 px phone without scrolling sideways.
    <table className="w-full border-collapse">
      <caption className="sr-only">Wywołania AI według akcji</caption>
      <thead className="border-b border-board-100">
        <tr>
          <th scope="col" className={th}>
            Akcja
          </th>
          <th scope="col" className={th}>
            Wywołania
          </th>
          <th scope="col" className={th}>
            Tokeny (we / wy)
          </th>
          <th scope="col" className={th}>
            Koszt
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key ?? ''} className="border-t border-board-100 align-top">
            <th scope="row" className={`${td} text-left font-medium wrap-anywhere`}>
              {actionName(row.key)}
            </th>
            <td className={td}>{count(row.calls)}</td>
            <td className={td}>
              {count(row.tokensPrompt)} / {count(row.tokensOutput)}
            </td>
            <td className={td}>{costOf(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The last 30 days of the user's AI calls: how many, tokens and cost in dollars, by action. */
export function AiSection({ userId }: { userId: string }) {
  const ai = useUserAi(userId);
  return (
    <UserSection id="wywolania-ai" title="Wywołania AI">
      <p className="text-sm text-ink-muted">
        Ostatnie 30 dni. Koszt w dolarach, po cenie modelu z chwili wywołania.
      </p>
      <QueryPart query={ai} loading="Wczytuję wywołania AI…" failed="Nie udało się wczytać wywołań AI">
        {(usage) =>
          usage && usage.ai.calls > 0 ? (
            <>
              <dl className="flex flex-col gap-2">
                <Fact term="Wywołania">{count(usage.ai.calls)}</Fact>
                <Fact term="Tokeny wejścia">{count(usage.ai.tokensPrompt)}</Fact>
                <Fact term="Tokeny wyjścia">{count(usage.ai.tokensOutput)}</Fact>
                <Fact term="Koszt">{costOf(usage.ai)}</Fact>
              </dl>
              <ByAction rows={usage.aiByAction} />
            </>
          ) : (
            <p>Brak wywołań AI w ostatnich 30 dniach.</p>
          )
        }
      </QueryPart>
    </UserSection>
  );
}
