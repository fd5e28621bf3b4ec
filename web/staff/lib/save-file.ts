/** Saves text or a download as a file on the device, named `name` (an object URL, revoked at once). */
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
  // The click has started the download; the browser holds its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 0);
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
