// Links that hand an address to the member's mail program or a number to their phone: the
// visitor's values go in as data only (percent-encoded), never as part of the link's form.

/** `mailto:` an address, with a subject when given. */
export function mailtoHref(address: string, subject?: string): string {
  // The "@" stays readable to anyone who hovers the link; every other character is encoded.
  const to = address.split("@").map(encodeURIComponent).join("@");
  return subject === undefined ? `mailto:${to}` : `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}

// What people put between digits; anything else (a letter of "ext.") ends the number.
const SEPARATORS = new Set([" ", "-", ".", "(", ")", "/"]);

/**
 * `tel:` a number as the visitor typed it, reduced to its digits and a leading "+", up to
 * the first character that is neither (an extension is dialled by hand); undefined when
 * it has no digit.
 */
export function telHref(phone: string): string | undefined {
  let number = "";
  for (const character of phone) {
    if (character >= "0" && character <= "9") number += character;
    else if (character === "+" && number === "") number = "+";
    else if (!SEPARATORS.has(character)) break;
  }
  return number.length > 0 && number !== "+" ? `tel:${number}` : undefined;
}
