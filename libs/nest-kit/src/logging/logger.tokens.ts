/** The app's pino logger, provided globally by the service bootstrap. */
export const APP_LOGGER = Symbol('APP_LOGGER');
