/**
 * The signed-in user as the auth calls answer it (session user and account user).
 * `name` and `avatar` come only from Google sign-in.
 */
export type SessionUser = {
  id: string;
  email: string;
  username: string | null;
  name: string | null;
  avatar: string | null;
  createdAt: string;
  hasPassword: boolean;
  pendingEmail: string | null;
  isTester: boolean;
};
