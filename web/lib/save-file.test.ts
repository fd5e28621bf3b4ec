// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** What the browser was asked to download: the link clicked, the blob behind its URL, and the URLs revoked so far. */
function watchDownloads() {
  const blobs = new Map<string, Blob>();
  const revoked: string[] = [];
  const clicked: { href: string; download: string; hidden: boolean; inDocument: boolean }[] = [];
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:http://localhost/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, hidden: this.hidden, inDocument: this.isConnected });
  });
  return { blobs, revoked, clicked };
}

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('saveFile', () => {
  it('when text is saved, then a hidden link in the page downloads it under its name and type, and leaves the page', async () => {
    const { blobs, clicked } = watchDownloads();

    saveFile('BEGIN:VCALENDAR\r\n', 'consultation-2030-03-06.ics', 'text/calendar;charset=utf-8');

    expect(clicked).toEqual([{ href: 'blob:http://localhost/1', download: 'consultation-2030-03-06.ics', hidden: true, inDocument: true }]);
    const blob = blobs.get('blob:http://localhost/1')!;
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    expect(await textOf(blob)).toBe('BEGIN:VCALENDAR\r\n');
    expect(document.querySelector('a')).toBeNull();
  });

  it('when a download has started, then its URL is revoked ten seconds later, not while the browser may still read it', () => {
    vi.useFakeTimers();
    const { revoked } = watchDownloads();
    const csv = new Blob(['id,date\n'], { type: 'text/csv' });

    saveFile(csv, 'bookings.csv');
    vi.advanceTimersByTime(9_999);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(revoked).toEqual(['blob:http://localhost/1']);
  });
});
