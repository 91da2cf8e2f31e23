import { Fragment, type ReactNode } from "react";

/**
 * A catalogue sentence with parts that are elements ("Signed in as {email}" with the address in bold):
 * each {name} becomes its node, in the place the language puts it.
 */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, in a fixed order
    return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}
