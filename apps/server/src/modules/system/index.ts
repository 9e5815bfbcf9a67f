import type { ModuleManifest } from '../../core/module.ts';
import { systemResolvers } from './resolvers.ts';

/** The heartbeat subscription (dead connections, new server versions) and who runs the service. */
export const systemModule: ModuleManifest = {
  name: 'system',
  resolvers: systemResolvers,
};
