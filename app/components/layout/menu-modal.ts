/**
 * What the menu loads on opening. Its own module, so the dynamic import gets a chunk of its own and
 * the bundler needs no namespace helper (a 0.5 KB runtime chunk) in every page's first download.
 */
export { startModal } from "../ui/modal-behaviour";
