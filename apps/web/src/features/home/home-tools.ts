import { ROUTES } from '@kreda/shared/routes';
import type { ComponentType, SVGProps } from 'react';
import { ChatIcon, EssayIcon, TestIcon, TutorIcon } from '../../components/ui/icons.tsx';

export interface HomeTool {
  /** Tour anchor of spec point 2 (home: chat, AI tutor, essay tool, test solver, workspace group). */
  anchor: string;
  title: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Where the tool opens; a tool without one is not built yet and stays off the home. */
  to?: string;
}

/**
 * The tools of the app home; only those with a `to` are shown, so nothing links to a 404.
 * (The workspace group has its own section, "Twoje przestrzenie", with the `workspaces` anchor.)
 */
export const HOME_TOOLS: readonly HomeTool[] = [
  {
    anchor: 'chat',
    title: 'Czat AI do zadań',
    description: 'Zrób zdjęcie zadania albo zadaj pytanie i dostań wyjaśnienie krok po kroku.',
    icon: ChatIcon,
    to: ROUTES.solver,
  },
  {
    anchor: 'ai-tutor',
    title: 'Korepetytor AI',
    description: 'Przerabiaj temat w krótkich sesjach zakończonych quizem.',
    icon: TutorIcon,
  },
  {
    anchor: 'essay',
    title: 'Rozprawki',
    description: 'Plan, argumenty i ocena według kryteriów CKE.',
    icon: EssayIcon,
    to: ROUTES.essays,
  },
  {
    anchor: 'test-solver',
    title: 'Rozwiązywanie sprawdzianów',
    description: 'Zdjęcie kartki zamienione w rozwiązane zadania z wyjaśnieniem.',
    icon: TestIcon,
    to: ROUTES.solverTests,
  },
];

/** The tools that exist, in the order of the list. */
export const READY_HOME_TOOLS = HOME_TOOLS.filter(
  (tool): tool is HomeTool & { to: string } => tool.to !== undefined,
);
