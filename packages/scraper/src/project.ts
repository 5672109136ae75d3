/**
 * The project's public address: what the scraper names in its User-Agent, so a site's operator who
 * sees the requests can find out who makes them and why. Kept here, in one place.
 */
export const PROJECT_URL = 'https://github.com/pick3-analyzer/pick3-analyzer';
