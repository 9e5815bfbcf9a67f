import { USAGE_ACTION_LABELS } from '@kreda/shared/labels';
import { ROUTES } from '@kreda/shared/routes';
import { ENABLED_TOOLS, limitsOfTools } from '@kreda/shared/tools';
import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import type { Billing } from './api/get-billing.ts';

type UsageRow = Billing['usage'][number];

const PERIOD: Record<UsageRow['limitInterval'], string> = {
  DAY: 'dziś',
  MONTH: 'w tym miesiącu',
  YEAR: 'w tym roku',
};

/** "3 z 30 dziś", "bez limitu (12 dziś)", "niedostępne w Twoim planie". */
export function usageWords(item: UsageRow): string {
  if (item.limitType === 'NONE') return 'niedostępne w Twoim planie';
  if (item.limitType === 'UNLIMITED') return `bez limitu (${item.usage} ${PERIOD[item.limitInterval]})`;
  return `${item.usage} z ${item.limit ?? 0} ${PERIOD[item.limitInterval]}`;
}

/** The plan's limits in one short list; the usage page shows each with its meter and renewal. */
export function UsageSummary({ usage }: { usage: Billing['usage'] }) {
  const items = limitsOfTools(usage, ENABLED_TOOLS);
  return (
    <section
      aria-labelledby="billing-usage"
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-5 sm:p-6"
    >
      <h2 id="billing-usage" className="text-lg font-bold text-board-950">
        Wykorzystanie limitów
      </h2>
      {items.length === 0 ? (
        <p className="text-ink">Twój plan nie ma limitów do pokazania.</p>
      ) : (
        <ul className="flex flex-col gap-1.5 text-sm">
          {items.map((item) => (
            <li
              key={`${item.action}-${item.limitInterval}`}
              className="flex flex-wrap justify-between gap-x-3"
            >
              <span className="text-ink">{item.label.trim() || USAGE_ACTION_LABELS[item.action]}</span>
              <span className="font-medium text-board-950">{usageWords(item)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={ROUTES.workspaceUsage}
        className={`${textLinkClass} inline-flex min-h-11 items-center self-start text-sm`}
      >
        Szczegóły limitów i odnowienia
      </Link>
    </section>
  );
}
