/**
 * The attribute on <html> once the app is live: hydrated over the server's page, or rendered in the browser
 * (src/web/app/providers.tsx sets it). The end-to-end journeys wait for it before they click.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
