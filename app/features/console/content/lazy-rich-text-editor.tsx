import { type ComponentProps, lazy, Suspense } from "react";

// TipTap and ProseMirror are ~130 KB gzip: the form shows at once and the editor arrives after.
const Editor = lazy(() => import("./rich-text-editor").then((module) => ({ default: module.RichTextEditor })));

/** The rich-text editor, loaded on its own after the form that holds it. */
export function LazyRichTextEditor(props: ComponentProps<typeof Editor>) {
  return (
    <Suspense
      fallback={
        <div>
          <p className="mb-1.5 text-sm font-semibold text-gray-800">{props.label}</p>
          <div
            className="rounded-xl border border-gray-300 bg-white px-4 py-3 text-gray-600"
            style={{ minHeight: props.minHeight ?? "16rem" }}
          >
            Loading the editor...
          </div>
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
