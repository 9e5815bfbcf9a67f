import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  inlineDocuments,
  markDocumentsPure,
  readDocumentCode,
  readDocumentMap,
  VIRTUAL_PREFIX,
} from './gql-documents-plugin.ts';

const GQL = `import * as types from './graphql';
const documents: Documents = {
    "\\n  query getMe {\\n    getMe {\\n      id\\n    }\\n  }\\n": types.GetMeDocument,
    "\\n  fragment UserFields on User {\\n    id\\n  }\\n": types.UserFieldsFragmentDoc,
};
`;
const GRAPHQL = `export const GetMeDocument = new TypedDocumentString(\`
    query getMe {
  getMe {
    id
  }
}
    \`) as unknown as TypedDocumentString<GetMeQuery, GetMeQueryVariables>;
export const UserFieldsFragmentDoc = new TypedDocumentString(\`
    fragment UserFields on User {
  id
}
    \`, {"fragmentName":"UserFields"}) as unknown as TypedDocumentString<UserFieldsFragment, unknown>;
`;
const SOURCE = `import { graphql } from '../gql/gql.ts';

export const GET_ME = graphql(\`
  query getMe {
    getMe {
      id
    }
  }
\`);
export const after = 1;
`;

describe('graphql() calls replaced by their documents', () => {
  it('reads the source-to-document map and each document codegen wrote', () => {
    const map = readDocumentMap(GQL);
    expect(map.get('\n  query getMe {\n    getMe {\n      id\n    }\n  }\n')).toBe('GetMeDocument');
    expect(map.size).toBe(2);
    const code = readDocumentCode(GRAPHQL);
    expect(code.get('GetMeDocument')).toMatch(/^new TypedDocumentString\(`\n {4}query getMe/);
    expect(code.get('UserFieldsFragmentDoc')).toContain('{"fragmentName":"UserFields"})');
  });

  it('imports each document from its own module, keeping the lines after the call in place', () => {
    const out = inlineDocuments(SOURCE, readDocumentMap(GQL), 'session.ts') ?? '';
    expect(out).toContain(
      `import { GetMeDocument as __gqlDocument_GetMeDocument } from "${VIRTUAL_PREFIX}GetMeDocument";`,
    );
    expect(out).toContain('export const GET_ME = __gqlDocument_GetMeDocument;');
    expect(out).not.toMatch(/graphql\(/);
    expect(inlineDocuments('export const x = 1;', readDocumentMap(GQL), 'x.ts')).toBeNull();
  });

  it('fails the build for an operation codegen has not seen', () => {
    const stale = SOURCE.replace('getMe {\n      id', 'getMe {\n      id\n      email');
    expect(() => inlineDocuments(stale, readDocumentMap(GQL), 'session.ts')).toThrow(
      /"getMe".*npm run codegen/,
    );
  });

  it('marks the generated documents pure so unused ones are dropped', () => {
    expect(markDocumentsPure(GRAPHQL)).toContain('= /* @__PURE__ */ new TypedDocumentString(`');
  });

  it('knows every graphql() call of the web app (the generated code is up to date)', () => {
    const root = path.resolve(import.meta.dirname, '../src');
    const gql = path.join(root, 'gql');
    const map = readDocumentMap(readFileSync(path.join(gql, 'gql.ts'), 'utf8'));
    const code = readDocumentCode(readFileSync(path.join(gql, 'graphql.ts'), 'utf8'));
    for (const name of map.values()) expect(code.has(name), name).toBe(true);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) {
          if (file !== gql) walk(file);
        } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(file);
      }
    };
    walk(root);
    let calls = 0;
    for (const file of files) {
      const out = inlineDocuments(readFileSync(file, 'utf8'), map, file);
      if (out) calls += (out.match(/__gqlDocument_\w+ }/g) ?? []).length;
    }
    expect(calls).toBeGreaterThan(100);
  });
});
