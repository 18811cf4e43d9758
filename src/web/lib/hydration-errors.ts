/**
 * How the browser reports a server-rendered page it could not hydrate as rendered (src/web/main.tsx): the
 * end-to-end journeys fail on any console error that starts with it.
 */
export const HYDRATION_ERROR_PREFIX = '[hydration]';
