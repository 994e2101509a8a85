/** The Google Analytics measurement id; empty turns analytics off. Kept alone so tests can stub it. */
export const GA_MEASUREMENT_ID: string = import.meta.env.VITE_GA_MEASUREMENT_ID ?? '';
