import { isOneOf, ROLES, type Role } from '@kreda/shared/enums';
import { ROLE_LABELS } from '@kreda/shared/labels';
import { useId, useState } from 'react';
import { SelectField } from '../../components/form/select-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog, useConfirmedAction } from '../../components/ui/confirm-dialog.tsx';
import { serverFormErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import type { AdminUser } from './api/get-user.ts';
import { useUserAccountChanges } from './api/user-account-changes.ts';
import { momentOr } from './format.ts';
import { UserSection } from './section.tsx';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * The account's role, changed after a confirmation. The server refuses to take the role from the
 * last admin; its message shows at the role field.
 */
export function RoleSection({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const id = useId();
  const { role: change } = useUserAccountChanges(user.id);
  const [role, setRole] = useState<Role>(user.role);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    try {
      await change.mutateAsync(role);
      toast.success(`Zmieniono rolę na „${ROLE_LABELS[role]}”.`);
    } catch (failure) {
      const found = serverFormErrors(failure);
      setError(found.fields.role ?? found.message);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <UserSection id="rola" title="Rola">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <SelectField
          id={`${id}-role`}
          label="Rola konta"
          value={role}
          options={ROLE_OPTIONS}
          onChange={(value) => {
            if (isOneOf(ROLES, value)) setRole(value);
            setError(null);
          }}
          error={error}
          className="sm:min-w-72"
        />
        <Button
          className="sm:mt-8"
          disabled={role === user.role || change.isPending}
          onClick={() => {
            setError(null);
            setConfirming(true);
          }}
        >
          Zmień rolę
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          tone="primary"
          title="Zmienić rolę?"
          description={`${ROLE_LABELS[user.role]} → ${ROLE_LABELS[role]}. Zmiana działa od razu i trafia do dziennika zmian.`}
          confirmLabel="Zmień rolę"
          pendingLabel="Zmienianie…"
          pending={change.isPending}
          problem={null}
          onConfirm={() => void confirm()}
          onClose={() => {
            if (!change.isPending) setConfirming(false);
          }}
        >
          {isSelf && role !== 'ADMIN' ? (
            <p className="font-medium text-red-900">
              To Twoje konto: bez roli administratora stracisz dostęp do tego panelu.
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </UserSection>
  );
}

/** Sign-in blocked or allowed; a block ends the account's sessions at once. Never one's own account. */
export function BlockSection({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { block } = useUserAccountChanges(user.id);
  const blocked = user.blockedAt !== null && user.blockedAt !== undefined;
  const confirm = useConfirmedAction({
    run: async () => {
      await block.mutateAsync(!blocked);
      return blocked ? 'Odblokowano logowanie.' : 'Zablokowano logowanie.';
    },
    successMessage: 'Zapisano.',
    afterDone: () => confirm.close(),
  });

  return (
    <UserSection id="blokada" title="Blokada">
      <p>
        {blocked ? `Logowanie zablokowane od ${momentOr(user.blockedAt, '—')}.` : 'Konto może się logować.'}
      </p>
      {isSelf ? (
        <p className="text-ink-muted">To Twoje konto: nie możesz zablokować samego siebie.</p>
      ) : (
        <div>
          <Button variant="secondary" onClick={confirm.open}>
            {blocked ? 'Odblokuj' : 'Zablokuj logowanie'}
          </Button>
        </div>
      )}
      {confirm.confirming ? (
        <ConfirmDialog
          tone={blocked ? 'primary' : 'danger'}
          title={blocked ? 'Odblokować logowanie?' : 'Zablokować logowanie?'}
          description={
            blocked
              ? 'Użytkownik znów będzie mógł się zalogować.'
              : 'Użytkownik zostanie od razu wylogowany na wszystkich urządzeniach i nie zaloguje się, dopóki go nie odblokujesz. Jego dane zostają.'
          }
          confirmLabel={blocked ? 'Odblokuj' : 'Zablokuj logowanie'}
          pendingLabel={blocked ? 'Odblokowywanie…' : 'Blokowanie…'}
          {...confirm.dialog}
        />
      ) : null}
    </UserSection>
  );
}
