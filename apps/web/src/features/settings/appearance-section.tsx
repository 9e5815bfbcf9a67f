import { ChoiceCards } from '../../components/form/choice-cards.tsx';
import { setThemeChoice, supportsThemes, type ThemeChoice, useThemeChoice } from '../../lib/theme.ts';

const CHOICES = [
  { value: 'system', label: 'Systemowy', description: 'Jak w ustawieniach urządzenia.' },
  { value: 'light', label: 'Jasny', description: 'Zawsze jasne tło.' },
  { value: 'dark', label: 'Ciemny', description: 'Zawsze ciemne tło.' },
] as const satisfies readonly { value: ThemeChoice; label: string; description: string }[];

/** The colour scheme: the system's, light or dark; applied at once and remembered on this device. */
export function AppearanceSection() {
  const choice = useThemeChoice();
  if (!supportsThemes()) {
    return (
      <p className="text-sm text-ink-muted">
        Ta przeglądarka pokazuje Kredę tylko w jasnym motywie. Ciemny motyw działa w jej nowszej wersji.
      </p>
    );
  }
  return <ChoiceCards id="theme" legend="Motyw" choices={CHOICES} value={choice} onChange={setThemeChoice} />;
}
