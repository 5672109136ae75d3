/**
 * The spec shows the app inside a phone frame with a 'DEMO ONLY' banner; for real use it is off,
 * so it is a demo switch: `?demo=1` in the address or VITE_DEMO_FRAME=1 at build time.
 */
export function isDemoFrame(search: string, envFlag: string | undefined): boolean {
  if (envFlag === '1' || envFlag === 'true') return true;
  const value = new URLSearchParams(search).get('demo');
  return value === '1' || value === 'true';
}
