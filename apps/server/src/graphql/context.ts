import type { Actor } from '../core/actor.ts';
import type { Deps } from '../core/deps.ts';
import type { RequestInfo } from './request-info.ts';

/** The part of the context that is the same for every request: the commands' dependencies. */
export type BaseContext = Deps;

/** What every resolver receives. Built per request (HTTP) or per operation (WebSocket). */
export interface GraphQLContext extends Deps {
  request: RequestInfo;
  /** The signed-in user of this request, looked up once on first use; null for guests. */
  viewer(): Promise<Actor | null>;
}
