import Image from "@tiptap/extension-image";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { FieldError } from "#app/components/ui/field.tsx";
import { CONSOLE_IMAGE_ACCEPT } from "#shared/console/image-upload.ts";
import { uploadConsoleImage } from "./upload-console-image";

const toolButton =
  "inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg px-2 text-sm font-semibold text-gray-800 hover:bg-gray-100 aria-pressed:bg-brand-100 aria-pressed:text-brand-900 disabled:text-gray-400";

function Tool({
  label,
  pressed,
  onClick,
  children,
  disabled,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      className={toolButton}
      disabled={disabled}
      // Keeps the selection in the editor while the toolbar is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Asks for a link address; an empty answer removes the link. Only http(s), mailto and tel survive the server's sanitiser. */
function editLink(editor: Editor) {
  const current = editor.getAttributes("link").href as string | undefined;
  const href = window.prompt("Link address (https://…)", current ?? "https://");
  if (href === null) return;
  if (href.trim() === "" || href.trim() === "https://") {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    return;
  }
  editor.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
}

type Chain = ReturnType<Editor["chain"]>;

/** What the toolbar shows as pressed or unavailable, updated as the selection moves. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullets: e.isActive("bulletList"),
      numbers: e.isActive("orderedList"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

/** The Picture tool: the file goes to the server first, then its stored path is inserted at the cursor. */
function PictureTool({
  editor,
  onImageError,
  disabled,
}: {
  editor: Editor;
  onImageError: (message: string | null) => void;
  disabled?: boolean;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    onImageError(null);
    const outcome = await uploadConsoleImage(file, "page");
    setUploading(false);
    if (picker.current) picker.current.value = "";
    if (outcome.ok) editor.chain().focus().setImage({ src: outcome.path, alt: "" }).run();
    else onImageError(outcome.message);
  };
  return (
    <>
      <input
        ref={picker}
        type="file"
        accept={CONSOLE_IMAGE_ACCEPT}
        hidden
        tabIndex={-1}
        onChange={(e) => void insertImage(e.currentTarget.files?.[0])}
      />
      <Tool label={uploading ? "Uploading picture" : "Picture"} disabled={disabled || uploading} onClick={() => picker.current?.click()}>
        {uploading ? "Uploading..." : "Picture"}
      </Tool>
    </>
  );
}

/** Marks, headings, lists and links. */
function FormatTools({ editor, state, disabled }: { editor: Editor; state: ReturnType<typeof useToolbarState>; disabled?: boolean }) {
  const run = (command: (chain: Chain) => Chain) => () => command(editor.chain().focus()).run();
  return (
    <>
      <Tool label="Bold" pressed={state.bold} disabled={disabled} onClick={run((c) => c.toggleBold())}>
        <strong>B</strong>
      </Tool>
      <Tool label="Italic" pressed={state.italic} disabled={disabled} onClick={run((c) => c.toggleItalic())}>
        <em>I</em>
      </Tool>
      <Tool label="Underline" pressed={state.underline} disabled={disabled} onClick={run((c) => c.toggleUnderline())}>
        <span className="underline">U</span>
      </Tool>
      <Tool label="H2 heading" pressed={state.h2} disabled={disabled} onClick={run((c) => c.toggleHeading({ level: 2 }))}>
        H2
      </Tool>
      <Tool label="H3 subheading" pressed={state.h3} disabled={disabled} onClick={run((c) => c.toggleHeading({ level: 3 }))}>
        H3
      </Tool>
      <Tool label="• List (bullets)" pressed={state.bullets} disabled={disabled} onClick={run((c) => c.toggleBulletList())}>
        • List
      </Tool>
      <Tool label="1. List (numbered)" pressed={state.numbers} disabled={disabled} onClick={run((c) => c.toggleOrderedList())}>
        1. List
      </Tool>
      <Tool label="Link" pressed={state.link} disabled={disabled} onClick={() => editLink(editor)}>
        Link
      </Tool>
    </>
  );
}

function Toolbar({
  editor,
  onImageError,
  disabled,
}: {
  editor: Editor;
  onImageError: (message: string | null) => void;
  disabled?: boolean;
}) {
  const state = useToolbarState(editor);
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-gray-200 bg-gray-50 p-1">
      <FormatTools editor={editor} state={state} disabled={disabled} />
      <PictureTool editor={editor} onImageError={onImageError} disabled={disabled} />
      <Tool label="Undo" disabled={disabled || !state.canUndo} onClick={() => editor.chain().focus().undo().run()}>
        Undo
      </Tool>
      <Tool label="Redo" disabled={disabled || !state.canRedo} onClick={() => editor.chain().focus().redo().run()}>
        Redo
      </Tool>
    </div>
  );
}

type RichTextEditorProps = {
  /** "hi" for a Hindi body: the browser shapes, spell-checks and reads it as Hindi. */
  lang?: string;
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  minHeight?: string;
};

/** The TipTap editor, kept in step with the form: its edits go out through onChange, an outside value comes in. */
function useRichText({
  id,
  value,
  onChange,
  error,
  disabled,
  lang,
  labelId,
}: Omit<RichTextEditorProps, "label" | "hint"> & { labelId: string }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true }, trailingNode: false }), Image],
    content: value,
    editable: !disabled,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(lang ? { lang } : {}),
        ...(error ? { "aria-invalid": "true", "aria-describedby": `${id}-error` } : {}),
        class: "prose-content min-h-[var(--editor-min)] px-4 py-3 focus:outline-none",
      },
    },
    // Only what the person does counts as a change: loading normalises the stored HTML, which is not an edit.
    onUpdate: ({ editor: e }) => {
      if (e.isFocused) onChange(e.isEmpty ? "" : e.getHTML());
    },
  });
  // A value set from outside (a reset after loading) replaces the document.
  useEffect(() => {
    if (editor && !editor.isFocused && value !== (editor.isEmpty ? "" : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);
  return editor;
}

/**
 * Rich text for contest descriptions and content pages (TipTap). It edits HTML of the tags the site
 * renders (headings, paragraphs, lists, links, bold, italic, underline, pictures); the server
 * sanitises what it stores. The editor starts in the browser only; the server renders the frame.
 */
export function RichTextEditor({ label, hint, minHeight = "16rem", ...props }: RichTextEditorProps) {
  const { id, error, disabled } = props;
  const labelId = useId();
  const [imageError, setImageError] = useState<string | null>(null);
  const editor = useRichText({ ...props, labelId });

  return (
    <div>
      <p id={labelId} className="mb-1.5 text-sm font-semibold text-gray-800">
        {label}
      </p>
      <div
        className={`overflow-hidden rounded-xl border bg-white focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200 ${error ? "border-red-600" : "border-gray-300"}`}
        style={{ "--editor-min": minHeight } as React.CSSProperties}
      >
        {editor ? (
          <Toolbar editor={editor} onImageError={setImageError} disabled={disabled} />
        ) : (
          <div className="h-12 border-b border-gray-200 bg-gray-50" />
        )}
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <div className="prose-content px-4 py-3 text-gray-600" style={{ minHeight }}>
            Loading the editor...
          </div>
        )}
      </div>
      {hint ? <p className="mt-1.5 text-sm text-gray-600">{hint}</p> : null}
      <FieldError id={id} message={imageError ?? error} live={Boolean(imageError)} />
    </div>
  );
}
