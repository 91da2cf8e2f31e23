import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server-rendered page is complete: let the browser paint it first, then hydrate. On a slow phone
// the first paint then never waits for React to walk the whole page.
if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => setTimeout(hydrate, 0));
else hydrate();
