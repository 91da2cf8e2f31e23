/** Set on `<html>` by the root layout once React has hydrated the page; the event fires on `window`. */
export const hydratedAttribute = "data-hydrated";
export const hydratedEvent = "pagehydrated";
/** On a button pressed (or a form's submit button) before hydration, until the press is replayed. */
export const waitingAttribute = "data-waiting-for-page";
