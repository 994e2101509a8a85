/** The page reload the client picker does on a 401 or 403; an object so tests can replace it. */
export const pageReload = {
  reload: (): void => window.location.reload(),
};
