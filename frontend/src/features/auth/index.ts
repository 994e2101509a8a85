export * from './api/authApi';
export {
  checkDashboardAccess,
  completeSignIn,
  resolveSignedInDestination,
  restoreSession,
  signOut,
  statusOf,
} from './model/sessionThunks';
