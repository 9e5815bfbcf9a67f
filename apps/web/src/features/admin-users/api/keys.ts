// Query keys of the admin's user pages: the list per filter, and each part of one user's page
// under the user's key, so a change reads again exactly the parts it touched.

export const USERS_KEY = ['admin-users'] as const;
export const USER_LISTS_KEY = [...USERS_KEY, 'list'] as const;

/** The parts of a user's page, each read by its own query. */
export type UserPart = 'profile' | 'subscriptions' | 'limits' | 'ai' | 'workspaces';

export const userKey = (id: string) => [...USERS_KEY, 'user', id] as const;
export const userPartKey = (id: string, part: UserPart) => [...userKey(id), part] as const;
