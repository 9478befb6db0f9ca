// Rich-text values (the API's sanitized HTML) shown as one line of words: tags become spaces,
// runs of white space one space. `[^<>]` keeps the tag pattern linear: with `[^>]` a value of
// many `<` and no `>` made every `<` scan to the end (quadratic, a frozen tab at 64 KB).
export const plainTextOf = (html: string): string =>
  html
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
