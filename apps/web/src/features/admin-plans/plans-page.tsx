import { pluralPl } from '@kreda/shared/form-messages';
import { useId, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import {
  type AdminLimit,
  type AdminPlan,
  useAdminPlans,
  usePlanAudience,
  usePlanChanges,
} from './api/plans.ts';
import { CopyLimit, NewLimit } from './limit-actions.tsx';
import { LimitForm } from './limit-form.tsx';
import { PlanForm } from './plan-form.tsx';

const users = (n: number) => `${n} ${pluralPl(n, 'użytkownika', 'użytkowników', 'użytkowników')}`;

/** Before a change is saved: whom it reaches at once (null while the count is read). */
function AudienceNote({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <FormAlert tone="info">
      {count === 0
        ? 'Tego planu nie ma teraz nikt: zmiana nikogo od razu nie obejmie.'
        : `Zmiana obejmie od razu ${users(count)} tego planu.`}
    </FormAlert>
  );
}

const zl = (value: number) =>
  `${value.toLocaleString('pl-PL', { minimumFractionDigits: value % 1 ? 2 : 0, maximumFractionDigits: 2 })} zł`;

function LimitItem({
  limit,
  audience,
  otherPlans,
}: {
  limit: AdminLimit;
  audience: number | undefined;
  otherPlans: readonly { id: string; name: string }[];
}) {
  const { updateLimit } = usePlanChanges();
  const [editing, setEditing] = useState(false);
  const [copying, setCopying] = useState(false);
  return (
    <li className="flex flex-col gap-2 border-t border-board-100 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 break-words">
          <span className="font-medium text-board-950">{limit.label}</span>: {limit.limitDisplay}
          {limit.visible ? null : <span className="text-ink-muted"> · ukryty</span>}
        </p>
        {editing || copying ? null : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={`Zmień limit: ${limit.label}`}
            >
              Zmień
            </Button>
            {otherPlans.length ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setCopying(true)}
                aria-label={`Kopiuj limit do innego planu: ${limit.label}`}
              >
                Kopiuj
              </Button>
            ) : null}
          </div>
        )}
      </div>
      {editing ? <AudienceNote count={audience} /> : null}
      {editing ? (
        <LimitForm
          limit={limit}
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            await updateLimit.mutateAsync({ id: limit.id, ...values });
            setEditing(false);
          }}
        />
      ) : null}
      {copying ? <CopyLimit limit={limit} plans={otherPlans} onDone={() => setCopying(false)} /> : null}
    </li>
  );
}

function PlanCard({
  plan,
  audience,
  plans,
}: {
  plan: AdminPlan;
  audience: number | undefined;
  plans: readonly AdminPlan[];
}) {
  const otherPlans = plans.filter((other) => other.id !== plan.id);
  const { update } = usePlanChanges();
  const [editing, setEditing] = useState(false);
  const id = useId();
  return (
    <li
      aria-labelledby={`${id}-h`}
      className="flex flex-col gap-3 rounded-2xl border border-board-100 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-h`} className="text-xl font-bold break-words text-board-950">
            {plan.name}
          </h2>
          <p className="text-sm text-ink-muted">
            {[
              `${zl(plan.price)} / mies.`,
              `${zl(plan.price3m)} / 3 mies.`,
              `${zl(plan.price12m)} / 12 mies.`,
              plan.visible ? 'widoczny' : 'ukryty',
              plan.freeTier ? 'okres próbny' : null,
              audience === undefined ? null : `dotyczy ${users(audience)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {editing ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={`Edytuj plan ${plan.name}`}
          >
            Edytuj
          </Button>
        )}
      </div>
      {editing ? <AudienceNote count={audience} /> : null}
      {editing ? (
        <PlanForm
          plan={plan}
          submitLabel="Zapisz plan"
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            await update.mutateAsync({ id: plan.id, ...values });
            setEditing(false);
          }}
        />
      ) : plan.description ? (
        <p className="text-sm break-words whitespace-pre-line">{plan.description}</p>
      ) : null}
      {plan.limits.length ? (
        <ul aria-label={`Limity planu ${plan.name}`}>
          {plan.limits.map((limit) => (
            <LimitItem key={limit.id} limit={limit} audience={audience} otherPlans={otherPlans} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">Bez limitów: wszystkie czynności bez ograniczeń.</p>
      )}
      <NewLimit plan={plan} note={<AudienceNote count={audience} />} />
    </li>
  );
}

function NewPlan() {
  const { create } = usePlanChanges();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-3">
      <h2 id={`${id}-h`} className="text-xl font-bold text-board-950">
        Nowy plan
      </h2>
      {created ? <FormAlert tone="info">Utworzono plan „{created}”.</FormAlert> : null}
      {open ? (
        <PlanForm
          submitLabel="Utwórz plan"
          onCancel={() => setOpen(false)}
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            setCreated(values.name.trim());
            setOpen(false);
          }}
        />
      ) : (
        <div>
          <Button onClick={() => setOpen(true)}>Dodaj plan</Button>
        </div>
      )}
    </section>
  );
}

/** `/admin/plans`: every plan with its prices, visibility and limits; a new plan; edits. */
export function Component() {
  useDocumentTitle('Plany i limity – administracja');
  const plans = useAdminPlans();
  const audience = usePlanAudience();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-board-950">Plany i limity</h1>
      <p className="text-ink-muted">
        Każda zmiana trafia do dziennika zmian. Nowy plan jest ukryty, dopóki go nie odsłonisz.
      </p>
      <NewPlan />
      {plans.isPending ? <p role="status">Wczytywanie planów…</p> : null}
      {plans.isError ? <FormAlert>Nie udało się wczytać planów. Odśwież stronę.</FormAlert> : null}
      {plans.data ? (
        <ul aria-label="Plany" className="flex flex-col gap-4">
          {plans.data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} plans={plans.data} audience={audience.data?.get(plan.id)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
