import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BuiltChunk, declaredRoutes, lazyLayoutModules, routeChunks } from './route-chunks.ts';

const webRoot = path.resolve(import.meta.dirname, '..');
const id = (module: string) => path.join(webRoot, module);

describe('the chunks each route needs', () => {
  it('reads every route of the router with its layout and page module', () => {
    const routes = declaredRoutes(path.join(webRoot, 'src/app/router.tsx'), webRoot);
    const find = (p: string) => routes.find((route) => route.path === p);
    expect(find('/')).toEqual({
      path: '/',
      layout: 'frontend',
      page: 'src/features/landing/landing-page.tsx',
    });
    expect(find('/auth/sign-in')?.page).toBe('src/features/auth/sign-in-page.tsx');
    expect(find('/app')).toEqual({
      path: '/app',
      layout: 'default',
      page: 'src/features/home/home-page.tsx',
      parts: ['src/features/wordbases/home-sets.tsx'],
    });
    // The tools' routes come from the registry (src/app/tool-registry.tsx), under their area's layout.
    expect(find('/app/solver/rozprawki')).toEqual({
      path: '/app/solver/rozprawki',
      layout: 'default',
      page: 'src/features/essays/essays-page.tsx',
    });
    expect(find('/workspace/usage')?.page).toBe('src/features/usage/usage-page.tsx');
    // A page without the app shell (spec: "chooseplan (no layout)") has a frame of its own.
    expect(find('/app/chooseplan')).toEqual({
      path: '/app/chooseplan',
      layout: 'bare',
      page: 'src/features/billing/choose-plan-page.tsx',
    });
    expect(find('/workspace/:slug/solve/:id')?.page).toBe('src/app/routes/test-page.tsx');
    // The overview loads the tools' notices and sections with its page.
    expect(find('/workspace/:slug')?.parts).toEqual([
      'src/features/wordbases/workspace-notice.tsx',
      'src/features/materials/workspace-summary.tsx',
      'src/features/notes/workspace-summary.tsx',
      'src/features/quizzes/workspace-summary.tsx',
      'src/features/testsolver/workspace-summary.tsx',
    ]);
    expect(find('/workspace/:slug/playground')).toEqual({
      path: '/workspace/:slug/playground',
      layout: 'workspace',
      page: 'src/features/chat/playground-page.tsx',
    });
    expect(find('/workspace/:slug/*')).toEqual({
      path: '/workspace/:slug/*',
      layout: 'workspace',
      page: null,
    });
    expect(routes.length).toBeGreaterThan(40);
    const layouts = lazyLayoutModules(path.join(webRoot, 'src/app/layouts/layout-routes.tsx'), webRoot);
    expect(layouts.workspace).toBe('src/app/layouts/workspace-layout.tsx');
    expect(layouts.frontend).toBeUndefined();
  });

  it('follows static imports from the layout and the page, leaving out what the entry loads', () => {
    const chunks: BuiltChunk[] = [
      {
        fileName: 'assets/index.js',
        isEntry: true,
        moduleIds: [id('src/main.tsx')],
        imports: [],
        css: ['assets/index.css'],
      },
      {
        fileName: 'assets/layouts.js',
        isEntry: false,
        moduleIds: [id('src/app/layouts/workspace-layout.tsx'), id('src/app/layouts/default-layout.tsx')],
        imports: ['assets/index.js', 'assets/data.js'],
        css: [],
      },
      {
        fileName: 'assets/data.js',
        isEntry: false,
        moduleIds: [id('src/lib/current-user.ts')],
        imports: ['assets/index.js'],
        css: [],
      },
      {
        fileName: 'assets/playground.js',
        isEntry: false,
        moduleIds: [id('src/features/chat/playground-page.tsx')],
        imports: ['assets/chat-view.js'],
        css: [],
      },
      {
        fileName: 'assets/chat-view.js',
        isEntry: false,
        moduleIds: [id('src/features/chat/chat-view.tsx')],
        imports: ['assets/data.js'],
        css: ['assets/chat.css'],
      },
    ];
    const list = routeChunks(
      chunks.concat(
        // Every other page of the router, each in a chunk of its own.
        declaredRoutes(path.join(webRoot, 'src/app/router.tsx'), webRoot)
          .flatMap((route) => [
            ...(route.page && !route.page.includes('playground') ? [route.page] : []),
            ...(route.parts ?? []),
          ])
          .filter((module, index, all) => all.indexOf(module) === index)
          .concat([
            'src/app/layouts/auth-layout.tsx',
            'src/app/layouts/admin-layout.tsx',
            'src/app/layouts/task-layout.tsx',
            'src/app/layouts/bare-layout.tsx',
          ])
          .map((module) => ({
            fileName: `assets/${path.basename(module)}.js`,
            isEntry: false,
            moduleIds: [id(module)],
            imports: [],
            css: [],
          })),
      ),
      webRoot,
      { module: 'src/lib/current-user.ts', cookie: 'kreda_session' },
    );
    expect(list.entry).toEqual({ scripts: ['assets/index.js'], styles: ['assets/index.css'] });
    expect(list.routes.find((route) => route.path === '/workspace/:slug/playground')).toMatchObject({
      scripts: ['assets/layouts.js', 'assets/data.js', 'assets/playground.js', 'assets/chat-view.js'],
      styles: ['assets/chat.css'],
    });
    expect(list.session).toEqual({ cookie: 'kreda_session', scripts: ['assets/data.js'] });
  });
});
