/**
 * Saves text or a download as a file on the device, named `name`: the site's "Add to calendar"
 * and the staff app's exports and recovery codes alike. The object URL is revoked later, not at
 * once: some browsers read the blob after click() returns.
 */
export function saveFile(content: Blob | string, name: string, type = 'text/plain;charset=utf-8'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Copies text; false when the browser refuses (no permission, an old browser). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
