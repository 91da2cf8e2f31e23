/** Set on `<html>` by the root layout once React has hydrated the page; the event fires on `window`. */
export const hydratedAttribute = "data-hydrated";
export const hydratedEvent = "pagehydrated";
