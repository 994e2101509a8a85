export * from './api/authApi';
export {
  checkDashboardAccess,
  completeSignIn,
  resolveSignedInDestination,
  restoreSession,
  signOut,
  statusOf,
} from './model/sessionThunks';
export { SignOutContext } from './ui/signOutContext';
export { SignedInAs } from './ui/SignedInAs';
export { AccountMenu } from './ui/AccountMenu';
