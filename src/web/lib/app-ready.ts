/**
 * The attribute on <html> once the app is live: hydrated over the server's page, or rendered in the browser
 * (src/web/app/app-ready.tsx sets it once the page and the footer are live). The end-to-end journeys wait for it before they click.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
