import type { Topic } from './api/get-topics.ts';
import type { Workspace } from './api/workspace-fragments.ts';

// Answers of the workspaces API as the server sends them, for this feature's tests.

export function fakeTopic(overrides: Partial<Topic> = {}): Topic {
  return {
    id: 't-funkcje',
    temat: 'Funkcje',
    podTematy: ['Pojęcie funkcji', 'Dziedzina i zbiór wartości', 'Monotoniczność'],
    ckePoziom: 'MAUTURA_PODSTAWOWA',
    ...overrides,
  };
}

export function fakeWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  return {
    id: 'ws-1',
    type: 'DEFAULT',
    name: 'Funkcje',
    createdAt: '2024-03-05T10:15:00Z',
    updatedAt: '2024-03-05T10:15:00Z',
    temat: {
      id: 't-funkcje',
      przedmiot: 'mathematics',
      poziom: 'SREDNI_JEDEN',
      temat: 'Funkcje',
      podTematy: ['Pojęcie funkcji', 'Dziedzina i zbiór wartości', 'Monotoniczność'],
      ckePoziom: 'MAUTURA_PODSTAWOWA',
    },
    ...overrides,
  };
}
