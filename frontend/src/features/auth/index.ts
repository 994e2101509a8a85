export * from './api/authApi';
export { checkDashboardAccess, completeSignIn, restoreSession, signOut, statusOf } from './model/sessionThunks';
