// What every field of a generated form shares: the change of a value at a path (applied
// to the whole document by the form's owner), the server's errors by path, and the live
// region that says what a list's button did.

import { createContext, use } from "react";

export interface FormContextValue {
  /** Puts `value` at `path` in the document; undefined removes an optional field. */
  edit(path: string, value: unknown): void;
  /** The server's messages by the path of their field. */
  errors: Readonly<Record<string, readonly string[]>>;
  /** Says `message` politely ("Question 3 removed."). */
  announce(message: string): void;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const context = use(FormContext);
  if (!context) throw new Error("a field needs its ContentForm");
  return context;
}

/** The messages of a field as one text beside it, each a sentence. */
export function errorText(messages: readonly string[] | undefined): string | undefined {
  if (!messages || messages.length === 0) return undefined;
  return messages
    .map((message) => {
      const sentence = message.charAt(0).toUpperCase() + message.slice(1);
      return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
    })
    .join(" ");
}
