export * from '../../entities/account/api/authApi';
export {
  checkDashboardAccess,
  completeSignIn,
  resolveSignedInDestination,
  restoreSession,
  signOut,
  statusOf,
} from '../../entities/account/model/sessionThunks';
