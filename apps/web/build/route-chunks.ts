import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROUTES } from '../../../packages/shared/src/routes.ts';

/*
 * Which built chunks each route of the router needs before it can render: its lazy layout's and
 * page's chunks with everything they import statically, and the tools' summaries it loads with
 * the page. Read from the sources of the router and of the tool registry it builds routes from
 * (src/app/tool-registry.tsx) and from the build's chunks, so a route or a tool added there is
 * covered without a list kept here.
 * Written at build time to dist/.vite/route-chunks.json, for the server's per-route preload hints
 * (apps/server/src/http/route-preloads.ts) and for bench/bundle-size.ts.
 */

/** One chunk of the build, as Rollup/Rolldown's bundle describes it. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** Absolute ids of the modules bundled into it. */
  moduleIds: string[];
  /** Chunks it imports statically. */
  imports: string[];
  /** Stylesheets Vite loads with it. */
  css: string[];
}

/** A route as the router's source declares it: layout name, URL pattern, page module. */
export interface DeclaredRoute {
  /** The URL pattern, e.g. `/workspace/:slug/playground` (`*` for a layout's 404). */
  path: string;
  layout: string;
  /** Module path relative to the web app's root (`src/features/…`), or null for `notFound`. */
  page: string | null;
  /** Modules the route loads with its page (the tools' summaries), relative to the web app's root. */
  parts?: string[];
}

export interface Files {
  /** Script files, relative to dist. */
  scripts: string[];
  styles: string[];
}

/** A route and the files it needs beyond the entry's. */
export interface RouteChunks extends DeclaredRoute, Files {}

/** What the build writes to dist/.vite/route-chunks.json (read by the server and the bench). */
export interface RouteChunksFile {
  /** The entry chunk and its static imports: index.html loads them. */
  entry: Files;
  routes: RouteChunks[];
  /** With a session cookie the root loader imports the session code before any page renders. */
  session: { cookie: string; scripts: string[] };
}

export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

/** The text of a path expression: 'x', ROUTES.x, `${ROUTES.x}/y`. */
function pathText(node: ts.Expression, source: ts.SourceFile): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isPropertyAccessExpression(node) && node.expression.getText(source) === 'ROUTES') {
    const value = (ROUTES as Record<string, unknown>)[node.name.text];
    if (typeof value === 'string') return value;
  }
  if (ts.isTemplateExpression(node)) {
    return node.templateSpans.reduce(
      (text, span) => text + pathText(span.expression, source) + span.literal.text,
      node.head.text,
    );
  }
  throw new Error(`router.tsx: cannot read the path ${node.getText(source)}`);
}

function property(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of node.properties)
    if (ts.isPropertyAssignment(p) && p.name.getText() === name) return p.initializer;
  return undefined;
}

/** The string of the first `import('…')` inside a node. */
function dynamicImportOf(node: ts.Node): string | null {
  let found: string | null = null;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = n.arguments;
      if (arg && ts.isStringLiteral(arg)) found = arg.text;
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (child === '') return parent || '/';
  return `${parent.replace(/\/$/, '')}/${child}`;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The string argument of every call of `callee` inside a node. */
function callArguments(node: ts.Node, callee: string): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && n.expression.getText() === callee) {
      const [arg] = n.arguments;
      if (arg && ts.isStringLiteral(arg)) found.push(arg.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** A tool's route as the registry declares it: `{ area, path | index, page: () => import('…') }`. */
interface RegistryRoute {
  area: string;
  path: string;
  page: string;
}

/**
 * What the tool registry (src/app/tool-registry.tsx) declares: its routes in order, and for each
 * summary field (`homeSummary`, `workspaceSummary`…) the modules its entries import.
 */
export function registryDeclarations(registryFile: string, webRoot: string) {
  const source = parse(registryFile);
  const moduleOf = (target: string) =>
    path.relative(webRoot, path.resolve(path.dirname(registryFile), target));
  const routes: RegistryRoute[] = [];
  const parts = new Map<string, string[]>();
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const area = property(node, 'area');
      const target = dynamicImportOf(node);
      if (area && ts.isStringLiteral(area) && target) {
        const pathNode = property(node, 'path');
        routes.push({
          area: area.text,
          path: pathNode ? pathText(pathNode, source) : '',
          page: moduleOf(target),
        });
        return;
      }
    }
    if (ts.isPropertyAssignment(node) && /Summary$|Notice$/.test(node.name.getText(source))) {
      const target = dynamicImportOf(node.initializer);
      if (target) {
        const slot = node.name.getText(source);
        parts.set(slot, [...(parts.get(slot) ?? []), moduleOf(target)]);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { routes, parts };
}

/**
 * The route table of `layoutRoute(layout, [children], { path })` calls, children being
 * `{ path | index, ...page(() => import('…')) }`, `notFound`, or `...toolRoutes('<area>', …)`
 * (the registry's routes of that area). A child that calls `summariesOf('<field>')` also loads
 * the modules of that field of the registry's entries.
 */
export function declaredRoutes(routerFile: string, webRoot: string): DeclaredRoute[] {
  const source = parse(routerFile);
  const registry = registryDeclarations(path.join(path.dirname(routerFile), 'tool-registry.tsx'), webRoot);
  const routes: DeclaredRoute[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'layoutRoute') {
      const [layoutArg, childrenArg, optionsArg] = node.arguments;
      if (
        !layoutArg ||
        !ts.isStringLiteral(layoutArg) ||
        !childrenArg ||
        !ts.isArrayLiteralExpression(childrenArg)
      )
        throw new Error(`router.tsx: unexpected layoutRoute call ${node.getText(source).slice(0, 80)}`);
      const pathNode =
        optionsArg && ts.isObjectLiteralExpression(optionsArg) ? property(optionsArg, 'path') : undefined;
      const prefix = pathNode ? pathText(pathNode, source) : '';
      for (const child of childrenArg.elements) {
        if (ts.isSpreadElement(child)) {
          const [area] = callArguments(child, 'toolRoutes');
          if (!area) throw new Error(`router.tsx: unexpected spread ${child.getText(source).slice(0, 80)}`);
          for (const route of registry.routes.filter((r) => r.area === area))
            routes.push({ path: joinPath(prefix, route.path), layout: layoutArg.text, page: route.page });
          continue;
        }
        if (ts.isIdentifier(child)) {
          // `notFound`: the 404 page, rendered from the entry inside this layout.
          routes.push({ path: joinPath(prefix, '*'), layout: layoutArg.text, page: null });
          continue;
        }
        if (!ts.isObjectLiteralExpression(child)) continue;
        const childPath = property(child, 'path');
        const target = dynamicImportOf(child);
        const parts = callArguments(child, 'summariesOf').flatMap((slot) => registry.parts.get(slot) ?? []);
        routes.push({
          path: joinPath(prefix, childPath ? pathText(childPath, source) : ''),
          layout: layoutArg.text,
          page: target ? path.relative(webRoot, path.resolve(path.dirname(routerFile), target)) : null,
          ...(parts.length > 0 ? { parts } : {}),
        });
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return routes;
}

/** Layout name → its lazy module (relative to the web app's root); a layout not listed ships with the entry. */
export function lazyLayoutModules(layoutsFile: string, webRoot: string): Record<string, string> {
  const source = parse(layoutsFile);
  const layouts: Record<string, string> = {};
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      const target = dynamicImportOf(node.initializer);
      if (target)
        layouts[node.name.getText(source)] = path.relative(
          webRoot,
          path.resolve(path.dirname(layoutsFile), target),
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return layouts;
}

function chunkOf(chunks: BuiltChunk[], moduleId: string): BuiltChunk {
  const chunk = chunks.find((c) => c.moduleIds.includes(moduleId));
  if (!chunk) throw new Error(`no chunk of the build holds ${moduleId}`);
  return chunk;
}

/** A chunk and every chunk it imports statically (dynamic imports are not followed). */
function closure(chunks: BuiltChunk[], start: BuiltChunk): Files {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: BuiltChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.css) styles.add(css);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(start);
  return { scripts: [...scripts], styles: [...styles] };
}

const minus = (files: Files, known: Files): Files => ({
  scripts: files.scripts.filter((f) => !known.scripts.includes(f)),
  styles: files.styles.filter((f) => !known.styles.includes(f)),
});

/**
 * Every declared route with the files it needs beyond the entry's, from the built chunks. A module
 * is found by its id whether it got a chunk of its own or shares one (codeSplitting groups).
 */
export function routeChunks(
  chunks: BuiltChunk[],
  webRoot: string,
  session: { module: string; cookie: string },
): RouteChunksFile {
  const entryChunk = chunks.find((c) => c.isEntry);
  if (!entryChunk) throw new Error('the build has no entry chunk');
  const entry = closure(chunks, entryChunk);
  const of = (module: string) => closure(chunks, chunkOf(chunks, path.join(webRoot, module)));
  const layouts = lazyLayoutModules(path.join(webRoot, 'src/app/layouts/layout-routes.tsx'), webRoot);
  const routes = declaredRoutes(path.join(webRoot, 'src/app/router.tsx'), webRoot).map(
    ({ parts: summaries = [], ...route }) => {
      const parts = [layouts[route.layout], route.page, ...summaries]
        .filter((m): m is string => Boolean(m))
        .map((m) => minus(of(m), entry));
      return {
        ...route,
        scripts: [...new Set(parts.flatMap((p) => p.scripts))],
        styles: [...new Set(parts.flatMap((p) => p.styles))],
      };
    },
  );
  return {
    entry,
    routes,
    session: { cookie: session.cookie, scripts: minus(of(session.module), entry).scripts },
  };
}
