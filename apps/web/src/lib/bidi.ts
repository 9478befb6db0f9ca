// User-supplied text (names, e-mails, descriptions) may carry bidirectional control
// characters: "admin\u202Egnp.exe" shows as "adminexe.png" and, left unisolated, also
// reorders whatever follows it on the line. The console isolates every such value: in
// markup with <bdi> (globals.css states `unicode-bidi: isolate` for it and for <code>);
// where markup is impossible, in the text of a select's options, with the isolate
// characters below, which do the same inside plain text.

/** U+2068 FIRST STRONG ISOLATE: direction from the value itself, as <bdi> does. */
const FSI = '\u2068';
/** U+2069 POP DIRECTIONAL ISOLATE: ends the isolate and any override left open inside. */
const PDI = '\u2069';

/** `value` as an isolate of its own, for text-only places (option labels). */
export function isolateText(value: string): string {
  return `${FSI}${value}${PDI}`;
}
