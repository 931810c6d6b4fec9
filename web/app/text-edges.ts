// Trimming given characters from the ends of a string, by scanning: the patterns that do
// it (`/\/+$/`, `/^-+|-+$/g`) retry from every character of a long run that is not at the
// end, which takes time quadratic in the run. The linter refuses such patterns
// (eslint-plugin-regexp, see eslint.config.js).

/** `value` without any of `characters` at its end. */
export function trimEndOf(value: string, characters: string): string {
  let end = value.length;
  while (end > 0 && characters.includes(value[end - 1]!)) end -= 1;
  return value.slice(0, end);
}

/** `value` without any of `characters` at its start or its end. */
export function trimEdgesOf(value: string, characters: string): string {
  const trimmed = trimEndOf(value, characters);
  let start = 0;
  while (start < trimmed.length && characters.includes(trimmed[start]!)) start += 1;
  return trimmed.slice(start);
}
