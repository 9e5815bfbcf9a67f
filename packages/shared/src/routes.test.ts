import { describe, expect, it } from 'vitest';
import { isAdminPath, isProtectedPath, ROUTES } from './routes.ts';

describe('ROUTES', () => {
  it('has the static paths of the spec', () => {
    expect(ROUTES.home).toBe('/');
    expect(ROUTES.signIn).toBe('/auth/sign-in');
    expect(ROUTES.verifySms).toBe('/auth/verify-sms');
    expect(ROUTES.choosePlan).toBe('/app/chooseplan');
    expect(ROUTES.billing).toBe('/app/settings/billing');
    expect(ROUTES.essays).toBe('/app/solver/rozprawki');
    expect(ROUTES.privacyPolicy).toBe('/polityka-prywatnosci');
    expect(ROUTES.adminTextbooks).toBe('/admin/podreczniki');
    expect(ROUTES.adminAudit).toBe('/admin/dziennik');
    expect(isAdminPath(ROUTES.adminAudit)).toBe(true);
    expect(ROUTES.workspaces).toBe('/workspace');
    expect(ROUTES.workspaceAbout).toBe('/workspace/about');
    expect(ROUTES.progress).toBe('/app/postepy');
    expect(isProtectedPath(ROUTES.progress)).toBe(true);
  });

  it('builds parameterised paths and encodes parameters', () => {
    expect(ROUTES.workspace('w1')).toBe('/workspace/w1');
    expect(ROUTES.workspaceMaterial('w1', 'd2')).toBe('/workspace/w1/materials/d2');
    expect(ROUTES.workspaceNote('w1', 'n3')).toBe('/workspace/w1/ainote/n3');
    expect(ROUTES.aiTutor('t1')).toBe('/app/aitutor/t1');
    expect(ROUTES.aiTutorTests('t1')).toBe('/app/aitutor/t1/tests');
    expect(ROUTES.aiTutorSession('t1', 's2')).toBe('/app/aitutor/t1/s2');
    expect(ROUTES.essayReview('r1')).toBe('/app/solver/rozprawki/rozprawka-review/r1');
    expect(ROUTES.textbook(7)).toBe('/podrecznikio/7');
    expect(ROUTES.youtube('a b/c')).toBe('/app/yt/a%20b%2Fc');
  });
});

describe('path guards', () => {
  it('protects /app and /workspace only, not the public exercise catalogue', () => {
    expect(isProtectedPath('/app')).toBe(true);
    expect(isProtectedPath('/app/solver?x=1')).toBe(true);
    expect(isProtectedPath('/workspace/w1/quiz')).toBe(true);
    expect(isProtectedPath('/')).toBe(false);
    expect(isProtectedPath('/auth/sign-in')).toBe(false);
    expect(isProtectedPath('/application')).toBe(false);
    expect(isProtectedPath('/workspaces')).toBe(false);
    expect(isProtectedPath('/workspace/exercise?ksiazka=b1&rozdzial=r1')).toBe(false);
    expect(isProtectedPath('/workspace/exercises')).toBe(true);
  });

  it('recognises the admin area', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/users/1')).toBe(true);
    expect(isAdminPath('/administration')).toBe(false);
    expect(isAdminPath('/app')).toBe(false);
  });
});
