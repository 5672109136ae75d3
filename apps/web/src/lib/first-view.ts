/** The requests the page's first view answered (absolute URLs), for the offline cache. */
let answeredUrls: string[] = [];

/** Kept by main.tsx from the server's page (the URLs its dehydrated answers came from). */
export function rememberFirstViewUrls(urls: readonly string[]): void {
  answeredUrls = urls.map((url) => new URL(url, document.baseURI).href);
}

export function firstViewRequestUrls(): readonly string[] {
  return answeredUrls;
}
