import type { ComponentType, SVGProps } from 'react';
import { ChatIcon, EssayIcon, TestIcon, TutorIcon } from '../../components/ui/icons.tsx';

export interface HomeTool {
  /** Tour anchor of spec point 2 (home: chat, AI tutor, essay tool, test solver, workspace group). */
  anchor: string;
  title: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/**
 * The tools of the app home. None is built yet: the home says so instead of linking to nothing.
 * (The workspace group has its own section, "Twoje przestrzenie", with the `workspaces` anchor.)
 */
export const HOME_TOOLS: readonly HomeTool[] = [
  {
    anchor: 'chat',
    title: 'Czat AI do zadań',
    description: 'Zadawaj pytania do swoich materiałów i dostawaj wyjaśnienia krok po kroku.',
    icon: ChatIcon,
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
  },
  {
    anchor: 'test-solver',
    title: 'Rozwiązywanie sprawdzianów',
    description: 'Zdjęcie kartki zamienione w rozwiązane zadania z wyjaśnieniem.',
    icon: TestIcon,
  },
];
