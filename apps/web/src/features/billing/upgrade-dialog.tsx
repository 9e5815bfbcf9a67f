import { FormAlert } from '../../components/form/form-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogBody, DialogFooter } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../lib/toast.ts';
import { type UpgradePreview, useUpgradePreview } from './api/calculate-preview.ts';
import type { Plan } from './api/get-plans.ts';
import { useUpgradeSubscription } from './api/upgrade-subscription.ts';
import { cardText, money } from './billing-format.ts';
import { problemOf } from './use-purchase.ts';

function PreviewFigures({ preview }: { preview: UpgradePreview }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-2xl font-bold text-board-950">Do zapłaty teraz: {money(preview.total_amount)}</p>
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="text-ink-muted">Nowa cena miesięczna</dt>
          <dd className="font-medium text-board-950">{money(preview.original_price)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Rozliczenie niewykorzystanej części obecnego planu</dt>
          <dd className="font-medium text-board-950">{money(preview.adjustment)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Obciążona karta</dt>
          <dd className="font-medium text-board-950">
            {preview.payment_method ? cardText(preview.payment_method) : 'Karta zapisana przy subskrypcji'}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-ink">
        Nowy plan działa od razu. Potem płacisz {money(preview.original_price)} miesięcznie.
      </p>
    </div>
  );
}

/**
 * "Rozszerz plan": what the move costs now (read when the dialog opens) and "Potwierdź i zapłać",
 * which pays exactly that amount — the upgrade carries the preview's own prorationDate.
 */
export function UpgradeDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const preview = useUpgradePreview(plan.id);
  const upgrade = useUpgradeSubscription();
  const confirm = () => {
    if (!preview.data) return;
    upgrade.mutate(
      { planId: plan.id, prorationDate: preview.data.prorationDate },
      {
        onSuccess: (result) => {
          toast.success(`Gotowe! Twój plan to teraz ${result.name}.`);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      variant="alert"
      title={`Rozszerz plan: ${plan.name}`}
      onClose={() => {
        if (!upgrade.isPending) onClose();
      }}
    >
      <DialogBody className="flex flex-col gap-4">
        {preview.isPending ? <Spinner label="Liczymy, ile zapłacisz teraz…" /> : null}
        {preview.isError ? <FormAlert>{problemOf(preview.error)}</FormAlert> : null}
        {preview.data ? <PreviewFigures preview={preview.data} /> : null}
        {upgrade.isError ? <FormAlert>{problemOf(upgrade.error)}</FormAlert> : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={upgrade.isPending}>
          Anuluj
        </Button>
        <Button
          onClick={confirm}
          disabled={!preview.data || upgrade.isPending}
          aria-busy={upgrade.isPending || undefined}
        >
          {upgrade.isPending ? 'Płacimy…' : 'Potwierdź i zapłać'}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
