/** Names for the codes a display of languages may lack; 'ase' is American Sign Language (ISO 639-3). */
const NAMES: Record<string, string> = { ase: 'American Sign Language', pdc: 'Pennsylvania Dutch' };

let display: Intl.DisplayNames | null | undefined;

/**
 * An interpreter language as staff read it ("Interpreter: Somali"): 'other:<name>' by the name
 * the patient gave, a BCP 47 code by its English name, the value itself when nothing knows it.
 */
export function interpreterName(value: string): string {
  if (value.startsWith('other:')) return value.slice('other:'.length);
  if (NAMES[value]) return NAMES[value];
  try {
    display ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    return display.of(value) ?? value;
  } catch {
    display = null;
    return value;
  }
}
