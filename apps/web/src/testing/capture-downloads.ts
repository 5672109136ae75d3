import { vi } from 'vitest';

/** jsdom's Blob has no text(); its FileReader reads it. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });
}

export interface CapturedDownload {
  fileName: string;
  type: string;
  text: string;
}

/**
 * Records the files the page hands the browser (lib/downloads.ts saveFile): jsdom has no
 * URL.createObjectURL and does not download on a link click, so both are stood in for at that edge.
 * The caller restores them (vi.restoreAllMocks in an afterEach).
 */
export function captureDownloads(): { files: () => Promise<CapturedDownload[]> } {
  const blobs = new Map<string, Blob>();
  const clicked: Array<{ fileName: string; href: string }> = [];
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    const url = `blob:test/${next++}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ fileName: this.download, href: this.getAttribute('href') ?? '' });
  });
  return {
    files: () =>
      Promise.all(
        clicked.map(async ({ fileName, href }) => {
          const blob = blobs.get(href)!;
          return { fileName, type: blob.type, text: await readText(blob) };
        }),
      ),
  };
}
