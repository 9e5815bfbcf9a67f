import { formatRelativeDate } from '@kreda/shared/dates';
import { pluralPl } from '@kreda/shared/form-messages';
import { ROUTES } from '@kreda/shared/routes';
import { Link } from 'react-router';
import { textLinkClass } from '../../components/ui/link-styles.ts';
import type { AuditEntry } from './api/get-audit-log.ts';
import { changedKeys } from './audit-diff.ts';
import { operationLabel, shortId, targetLabel } from './audit-labels.ts';

// One entry of the audit log: what was done, when, by whom, to what, and behind "Przed / Po" the
// keys it changed with their old and new values.

const linkClass = `${textLinkClass} inline-flex min-h-10 items-center break-all`;

/** A user opens on their admin page; anything else filters the log to its own changes. */
function Target({ entry }: { entry: AuditEntry }) {
  const text = `${targetLabel(entry.targetType)} ${shortId(entry.targetId)}`;
  const to =
    entry.targetType === 'User'
      ? ROUTES.adminUser(entry.targetId)
      : `${ROUTES.adminAudit}?cel=${encodeURIComponent(entry.targetId)}`;
  const title =
    entry.targetType === 'User'
      ? `Konto ${entry.targetId}`
      : `Zmiany: ${targetLabel(entry.targetType)} ${entry.targetId}`;
  return (
    <Link to={to} title={title} className={linkClass}>
      {text}
    </Link>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = changedKeys(entry.before, entry.after);
  const created = entry.before == null;
  const what = created
    ? 'utworzono'
    : `${changes.length} ${pluralPl(changes.length, 'zmiana', 'zmiany', 'zmian')}`;
  return (
    <details className="group rounded-lg border border-board-100">
      <summary className="flex min-h-10 cursor-pointer items-center px-3 text-sm font-semibold text-board-900">
        Przed / Po <span className="ml-1 font-normal text-ink-muted">· {what}</span>
      </summary>
      {changes.length ? (
        <dl className="flex flex-col gap-2 px-3 pb-3">
          {changes.map((change) => (
            <div
              key={change.key}
              className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-board-50 p-2 text-sm"
            >
              <dt className="font-mono font-semibold break-all text-board-950">{change.key}</dt>
              {created ? null : (
                <dd className="break-words">
                  <span className="text-ink-muted">Przed: </span>
                  <span className="text-red-800">{change.before}</span>
                </dd>
              )}
              <dd className="break-words">
                <span className="text-ink-muted">Po: </span>
                <span className="text-green-800">{change.after}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="px-3 pb-3 text-sm text-ink-muted">Bez zmian w zapisanych polach.</p>
      )}
    </details>
  );
}

export function AuditEntryItem({ entry, adminName }: { entry: AuditEntry; adminName: string | undefined }) {
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-2xl border border-board-100 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 className="text-lg font-bold text-board-950">{operationLabel(entry.operation, entry.after)}</h2>
        <time dateTime={entry.createdAt} className="text-sm text-ink-muted">
          {formatRelativeDate(entry.createdAt)}
        </time>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 text-sm">
        <dt className="text-ink-muted">Kto</dt>
        <dd className="min-h-10 content-center break-all" title={entry.adminId}>
          {adminName ?? shortId(entry.adminId)}
        </dd>
        <dt className="text-ink-muted">Cel</dt>
        <dd className="min-w-0">
          <Target entry={entry} />
        </dd>
      </dl>
      <Changes entry={entry} />
    </li>
  );
}
