import type { ModuleManifest } from '../../core/module.ts';
import { usersResolvers } from './resolvers.ts';
import { promoteAdmins } from './service.ts';

/** Users: profiles, onboarding answers, integrations and the admin reads of accounts. */
export const usersModule: ModuleManifest = {
  name: 'users',
  resolvers: usersResolvers,
  // ADMIN_EMAILS also applies to accounts that exist already (verified ones only).
  async seed({ db, config, logger }) {
    const promoted = await promoteAdmins(db, config.adminEmails);
    if (promoted) logger.info({ promoted }, 'accounts promoted to ADMIN from ADMIN_EMAILS');
  },
};

export { afterEmailVerified, afterPhoneVerified, onboardingSettings } from './onboarding.ts';
export { presentUser } from './presenter.ts';
export {
  advanceOnboarding,
  createEmailUser,
  findOrCreatePhoneUser,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  mergeUserMetadata,
  type UserRow,
  updateUser,
} from './service.ts';
