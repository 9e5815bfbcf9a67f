import type { ModuleManifest } from '../../core/module.ts';
import { usersResolvers } from './resolvers.ts';
import { promoteAdmins } from './service.ts';
import './topics.ts';
import { exportProfile, removeUser } from './user-data.ts';

/** Users: profiles, onboarding answers, integrations and the admin reads of accounts. */
export const usersModule: ModuleManifest = {
  name: 'users',
  resolvers: usersResolvers,
  // ADMIN_EMAILS also applies to accounts that exist already (verified ones only).
  async seed({ db, config, logger }) {
    const promoted = await promoteAdmins(db, config.adminEmails);
    if (promoted) logger.info({ promoted }, 'accounts promoted to ADMIN from ADMIN_EMAILS');
  },
  hooks: {
    // Listed before every module that keeps data of a user, so this runs last: the account goes
    // only once everything hanging on it has gone.
    userDeleted: (deps, { userId }) => removeUser(deps, userId),
  },
  exportUserData: (deps, userId) => exportProfile(deps, userId),
};

export {
  changeUserRole,
  countUsers,
  findUsersByIds,
  setUserBlocked,
  type UserChange,
} from './admin-changes.ts';
export { DATA_EXPORT_PATH, useDataExportLink, verifyDataExportLink } from './data-export.ts';
export { afterEmailVerified, afterPhoneVerified, onboardingSettings } from './onboarding.ts';
export { presentUser } from './presenter.ts';
export {
  advanceOnboarding,
  changeUserEmail,
  createEmailUser,
  findOrCreatePhoneUser,
  findUserByEmail,
  findUserById,
  findUserByIdCached,
  findUserByPhone,
  followSubscription,
  type UserRow,
  updateUser,
} from './service.ts';
export { forgetUsers, onUsersChanged } from './user-cache.ts';
