import { AVATARS } from '@kreda/shared/accounts';
import { UserAvatar } from '../../components/ui/user-avatar.tsx';

interface AvatarPickerProps {
  id: string;
  /** Avatar id, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Whose initial stands in when no avatar is chosen. */
  name: string;
}

const OPTIONS = [{ id: '', label: 'Bez awatara' }, ...AVATARS];

/** Radio group of the shared avatars (arrow keys move between them, like any radio group). */
export function AvatarPicker({ id, value, onChange, name }: AvatarPickerProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="font-medium text-board-950">Awatar</legend>
      <ul className="mt-2 grid grid-cols-3 gap-2 min-[400px]:grid-cols-5 sm:grid-cols-9">
        {OPTIONS.map((option) => (
          <li key={option.id || 'none'}>
            <label className="flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-transparent p-2 text-center text-xs font-medium text-board-900 hover:bg-board-50 has-checked:border-board-700 has-checked:bg-board-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-board-950">
              <input
                type="radio"
                name={id}
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
                className="sr-only"
              />
              <UserAvatar avatar={option.id || null} name={name} size="md" />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
