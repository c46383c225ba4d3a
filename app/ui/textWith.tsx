import { Fragment, type ReactNode } from "react";

/**
 * A catalogue's text with {name} placeholders filled by elements, as a link inside a sentence: each
 * language puts the link where its sentence needs it. A placeholder without a part stays as written.
 */
export function textWith(text: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text.split(/(\{[a-zA-Z]+\})/).map((piece, i) => {
    const name = /^\{([a-zA-Z]+)\}$/.exec(piece)?.[1];
    return name !== undefined && Object.hasOwn(parts, name) ? <Fragment key={i}>{parts[name]}</Fragment> : piece;
  });
}
