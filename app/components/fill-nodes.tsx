import { Fragment, type ReactNode } from "react";

/**
 * A catalogue template with elements in it: "Read the {notice}." with { notice: <Link…/> }. Each
 * language puts the parts in its own order; an unknown name stays as written.
 */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/(\{\w+\})/);
  return parts.map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed template, never reordered
    return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}
